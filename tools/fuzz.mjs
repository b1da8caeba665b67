// `npm run fuzz`: the long fuzz run of <svc-surface> (test/surface/fuzz.test.ts) in headless
// Chromium. By default 10,000 cases in batches of 500, each batch with its own seed. Every case
// runs; failures are counted by kind; a case that hangs the page is recorded as "hang" and the run
// resumes after it; then the first failure of each kind is shrunk. Writes the report to tmp/fuzz/
// and exits 1 when anything failed.
//
//   node tools/fuzz.mjs [--runs 10000] [--batch 500] [--seed N] [--budget 2000] [--hang 120]
//   node tools/fuzz.mjs --seed N --path P      replays (and shrinks) one case
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {setInterval, clearInterval} from 'node:timers';
import {parseArgs} from 'node:util';

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '10000'},
    batch: {type: 'string', default: '500'},
    seed: {type: 'string'},
    path: {type: 'string'},
    budget: {type: 'string', default: '2000'},
    hang: {type: 'string', default: '120'},
  },
});
const seed = args.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(args.seed);
const runs = Number(args.runs);
const batch = Math.min(Number(args.batch), runs);
const budget = Number(args.budget);
const hangMs = Number(args.hang) * 1000;
if (![seed, runs, batch, budget, hangMs].every(Number.isFinite)) {
  console.error('fuzz: --seed, --runs, --batch, --budget and --hang take numbers');
  process.exit(2);
}

const outDir = 'tmp/fuzz';
mkdirSync(outDir, {recursive: true});
const reportFile = `${outDir}/report-${seed}.jsonl`;
const currentFile = `${outDir}/current-${seed}.json`;
rmSync(reportFile, {force: true});

/** Runs the fuzz test file once with `config`; kills it when one case runs longer than hangMs. */
async function runWtr(config) {
  rmSync(currentFile, {force: true});
  const runner = spawn('npx', ['--no-install', 'wtr', '--config', 'tools/fuzz-wtr.config.mjs'], {
    stdio: 'inherit',
    detached: true, // its own process group, so the browser goes too when a hang is stopped
    env: {
      ...process.env,
      FUZZ_CONFIG: JSON.stringify(config),
      FUZZ_REPORT: reportFile,
      FUZZ_CURRENT: currentFile,
    },
  });
  const started = Date.now();
  let hung;
  const watch = setInterval(() => {
    const since = existsSync(currentFile) ? statSync(currentFile).mtimeMs : started;
    const limit = existsSync(currentFile) ? hangMs : Math.max(hangMs, 5 * 60_000);
    if (Date.now() - since < limit || hung) return;
    hung = existsSync(currentFile) ? JSON.parse(readFileSync(currentFile, 'utf8')) : {};
    process.kill(-runner.pid, 'SIGTERM');
  }, 2000);
  const code = await new Promise((resolve) => runner.on('exit', resolve));
  clearInterval(watch);
  return {code, hung};
}

function readReport() {
  if (!existsSync(reportFile)) return [];
  return readFileSync(reportFile, 'utf8').trim().split('\n').filter(Boolean).map(JSON.parse);
}

if (args.path !== undefined) {
  console.log(`fuzz: replaying seed ${seed} path ${args.path}`);
  const config = {seed, path: args.path, runs: 1, budget, timeLimit: 10 * 60_000};
  const {code} = await runWtr(config);
  process.exit(code ?? 1);
}

const seeds = Array.from({length: Math.ceil(runs / batch)}, (_, i) => seed + i);
console.log(`fuzz: ${seeds.length * batch} cases, seeds ${seeds[0]}..${seeds.at(-1)}`);
const started = Date.now();
let remaining = seeds;
let skip = 0;
let lastCode = 0;
while (remaining.length) {
  const {code, hung} = await runWtr({runs: batch, budget, survey: {seeds: remaining, skip}});
  lastCode = code ?? 1;
  const done = new Set(
    readReport()
      .filter((l) => l.type === 'batch' && !l.partial)
      .map((l) => l.seed),
  );
  if (!hung) break;
  // Record the hang (and the part of its batch that ran), then resume just after it.
  console.log(`fuzz: case seed ${hung.seed} path ${hung.path} hung; resuming after it`);
  const from = hung.seed === remaining[0] ? skip : 0;
  const lines = [
    {
      type: 'failure',
      seed: hung.seed,
      path: hung.path,
      violations: [{kind: 'hang', detail: `no result after ${hangMs / 1000} s`}],
      case: hung.case,
    },
    {type: 'batch', partial: true, seed: hung.seed, cases: Number(hung.path) - from + 1},
  ];
  writeFileSync(reportFile, lines.map((line) => JSON.stringify(line) + '\n').join(''), {flag: 'a'});
  remaining = remaining.filter((s) => s >= hung.seed && !done.has(s));
  skip = remaining[0] === hung.seed ? Number(hung.path) + 1 : 0;
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);

const report = readReport();
// The browser's "ResizeObserver loop completed with undelivered notifications" is a notice, not a
// failure (the same kinds test/surface/fuzz/oracles.ts ignores): counted and listed, never failing.
const NOTE_KINDS = new Set(['resize-observer-loop']);
const failures = report.filter((line) => line.type === 'failure');
const isNote = (failure) => failure.violations.every((v) => NOTE_KINDS.has(v.kind));
const failing = failures.filter((failure) => !isNote(failure));
const cases = report
  .filter((line) => line.type === 'batch')
  .reduce((sum, line) => sum + line.cases, 0);
const byKind = new Map();
for (const failure of failures) {
  for (const kind of new Set(failure.violations.map((v) => v.kind))) {
    const entry = byKind.get(kind) ?? {cases: 0, first: failure};
    entry.cases++;
    byKind.set(kind, entry);
  }
}

const toShrink = [...byKind]
  .filter(([kind]) => kind !== 'hang' && !NOTE_KINDS.has(kind))
  .map(([kind, {first}]) => ({kind, seed: first.seed, path: first.path}));
if (toShrink.length) await runWtr({runs: 1, budget, shrink: toShrink, shrinkTime: 60_000});

const total = (key) =>
  report.filter((l) => l.type === 'batch').reduce((sum, l) => sum + (l.stats?.[key] ?? 0), 0);
const notes = failures.length - failing.length;
console.log(
  `\nfuzz: ${cases} cases in ${seconds} s, ${failing.length} failing, ${notes} with notices only`,
);
console.log(
  `  exercised: ${total('elements')} elements, ${total('buttons')} button clicks, ${total('fields')} fields typed into`,
);
for (const [kind, {cases: count, first}] of [...byKind].sort((a, b) => b[1].cases - a[1].cases)) {
  const detail = first.violations.find((v) => v.kind === kind).detail;
  console.log(`  ${kind}: ${count} case(s); e.g. ${detail.slice(0, 200)}`);
  console.log(`    replay: node tools/fuzz.mjs --seed ${first.seed} --path ${first.path}`);
}
for (const shrunk of readReport().filter((line) => line.type === 'shrunk')) {
  const file = `${outDir}/${shrunk.kind}-${seed}.json`;
  writeFileSync(file, JSON.stringify(shrunk, null, 1) + '\n');
  console.log(`  shrunk ${shrunk.kind} (${shrunk.shrinks} shrinks): ${file}`);
}
console.log(`  full report: ${reportFile}`);
process.exit(failing.length || lastCode ? 1 : 0);
