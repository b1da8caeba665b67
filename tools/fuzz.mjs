// `npm run fuzz`: the long fuzz run of <svc-surface> (test/surface/fuzz.test.ts) in headless
// Chromium. By default 10,000 cases in batches of 500, each batch with its own seed; every case
// runs, failures are counted by kind, and the first failure of each kind is shrunk. Writes the
// full report to tmp/fuzz/ and exits 1 when anything failed.
//
//   node tools/fuzz.mjs [--runs 10000] [--batch 500] [--seed N] [--budget 2000]
//   node tools/fuzz.mjs --seed N --path P      replays (and shrinks) one case
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '10000'},
    batch: {type: 'string', default: '500'},
    seed: {type: 'string'},
    path: {type: 'string'},
    budget: {type: 'string', default: '2000'},
  },
});
const seed = args.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(args.seed);
const runs = Number(args.runs);
const batch = Math.min(Number(args.batch), runs);
const budget = Number(args.budget);
if (![seed, runs, batch, budget].every(Number.isFinite)) {
  console.error('fuzz: --seed, --runs, --batch and --budget take numbers');
  process.exit(2);
}

const outDir = 'tmp/fuzz';
mkdirSync(outDir, {recursive: true});
const reportFile = `${outDir}/report-${seed}.jsonl`;
rmSync(reportFile, {force: true});

const replay = args.path !== undefined;
const config = replay
  ? {seed, path: args.path, runs: 1, budget, survey: false, timeLimit: 10 * 60_000}
  : {seed, runs: batch, batches: Math.ceil(runs / batch), budget, survey: true};
console.log(
  replay
    ? `fuzz: replaying seed ${seed} path ${args.path}`
    : `fuzz: ${config.runs * config.batches} cases, seeds ${seed}..${seed + config.batches - 1}`,
);

const started = Date.now();
const runner = spawn('npx', ['--no-install', 'wtr', '--config', 'tools/fuzz-wtr.config.mjs'], {
  stdio: 'inherit',
  env: {...process.env, FUZZ_CONFIG: JSON.stringify(config), FUZZ_REPORT: reportFile},
});
const code = await new Promise((resolve) => runner.on('exit', resolve));
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (replay) process.exit(code ?? 1);

let lines = [];
try {
  lines = readFileSync(reportFile, 'utf8').trim().split('\n').filter(Boolean).map(JSON.parse);
} catch {
  console.error(`fuzz: no report written (${reportFile}); the test run failed early.`);
  process.exit(1);
}
const batches = lines.filter((line) => line.type === 'batch');
const failures = batches.flatMap((line) => line.failures);
const cases = batches.reduce((sum, line) => sum + line.cases, 0);
const byKind = new Map();
for (const failure of failures) {
  for (const kind of new Set(failure.violations.map((v) => v.kind))) {
    const entry = byKind.get(kind) ?? {cases: 0, first: failure};
    entry.cases++;
    byKind.set(kind, entry);
  }
}

console.log(`\nfuzz: ${cases} cases in ${seconds} s, ${failures.length} failing`);
for (const [kind, {cases: count, first}] of [...byKind].sort((a, b) => b[1].cases - a[1].cases)) {
  const detail = first.violations.find((v) => v.kind === kind).detail;
  console.log(`  ${kind}: ${count} case(s); e.g. ${detail}`);
  console.log(`    replay: node tools/fuzz.mjs --seed ${first.seed} --path ${first.path}`);
}
for (const shrunk of lines.filter((line) => line.type === 'shrunk')) {
  const file = `${outDir}/${shrunk.kind}-${seed}.json`;
  writeFileSync(file, JSON.stringify(shrunk, null, 1) + '\n');
  console.log(`  shrunk ${shrunk.kind} (${shrunk.shrinks} shrinks): ${file}`);
}
console.log(`  full report: ${reportFile}`);
process.exit(failures.length || code ? 1 : 0);
