// `npm run fuzz`: the long fuzz runs in headless Chromium: <svc-surface> with Surface records
// (test/surface/fuzz.test.ts) and <svc-a2ui> with A2UI message streams
// (test/surface/fuzz-messages.test.ts). By default 10,000 cases of each, in batches of 500, each
// batch with its own seed (printed). Every case runs; failures are counted by kind; a case that
// hangs the page is recorded as "hang" and the run resumes after it; then the first failure of
// each kind is shrunk. Writes the reports to tmp/fuzz/ and exits 1 when anything failed.
//
//   node tools/fuzz.mjs [--target records|messages|all] [--runs 10000] [--batch 500] [--seed N]
//                       [--budget 2000] [--hang 120]
//   node tools/fuzz.mjs --target records|messages --seed N --path P    replays (and shrinks) one case
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {setInterval, clearInterval} from 'node:timers';
import {parseArgs} from 'node:util';

const TARGETS = {
  records: {file: 'test/surface/fuzz.test.ts', what: 'Surface records in <svc-surface>'},
  messages: {
    file: 'test/surface/fuzz-messages.test.ts',
    what: 'A2UI message streams in <svc-a2ui>',
  },
};

const {values: args} = parseArgs({
  options: {
    target: {type: 'string', default: 'all'},
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
const targets = args.target === 'all' ? Object.keys(TARGETS) : [args.target];
if (!targets.every((name) => name in TARGETS) || (args.path !== undefined && targets.length > 1)) {
  console.error('fuzz: --target is records, messages or all (a replay names one)');
  process.exit(2);
}

const outDir = 'tmp/fuzz';
mkdirSync(outDir, {recursive: true});
// The browser's "ResizeObserver loop completed with undelivered notifications" is a notice, not a
// failure (the same kinds test/surface/fuzz/oracles.ts ignores): counted and listed, never failing.
const NOTE_KINDS = new Set(['resize-observer-loop']);

/** Runs one fuzz test file once with `config`; kills it when one case runs longer than hangMs. */
async function runWtr(target, config, files) {
  rmSync(files.current, {force: true});
  const runner = spawn('npx', ['--no-install', 'wtr', '--config', 'tools/fuzz-wtr.config.mjs'], {
    stdio: 'inherit',
    detached: true, // its own process group, so the browser goes too when a hang is stopped
    env: {
      ...process.env,
      FUZZ_FILE: TARGETS[target].file,
      FUZZ_CONFIG: JSON.stringify(config),
      FUZZ_REPORT: files.report,
      FUZZ_CURRENT: files.current,
    },
  });
  const started = Date.now();
  let hung;
  const watch = setInterval(() => {
    const since = existsSync(files.current) ? statSync(files.current).mtimeMs : started;
    const limit = existsSync(files.current) ? hangMs : Math.max(hangMs, 5 * 60_000);
    if (Date.now() - since < limit || hung) return;
    hung = existsSync(files.current) ? JSON.parse(readFileSync(files.current, 'utf8')) : {};
    process.kill(-runner.pid, 'SIGTERM');
  }, 2000);
  const code = await new Promise((resolve) => runner.on('exit', resolve));
  clearInterval(watch);
  return {code, hung};
}

function readReport(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map(JSON.parse);
}

/** Surveys one target over the seeds from `seed`; prints its summary; true when all passed. */
async function survey(target) {
  const files = {
    report: `${outDir}/report-${target}-${seed}.jsonl`,
    current: `${outDir}/current-${target}-${seed}.json`,
  };
  rmSync(files.report, {force: true});
  const seeds = Array.from({length: Math.ceil(runs / batch)}, (_, i) => seed + i);
  console.log(
    `fuzz: ${TARGETS[target].what}: ${seeds.length * batch} cases, seeds ${seeds[0]}..${seeds.at(-1)}`,
  );
  const started = Date.now();
  let remaining = seeds;
  let skip = 0;
  let lastCode = 0;
  while (remaining.length) {
    const config = {runs: batch, budget, survey: {seeds: remaining, skip}};
    const {code, hung} = await runWtr(target, config, files);
    lastCode = code ?? 1;
    const done = new Set(
      readReport(files.report)
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
    writeFileSync(files.report, lines.map((line) => JSON.stringify(line) + '\n').join(''), {
      flag: 'a',
    });
    remaining = remaining.filter((s) => s >= hung.seed && !done.has(s));
    skip = remaining[0] === hung.seed ? Number(hung.path) + 1 : 0;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);

  const report = readReport(files.report);
  const failures = report.filter((line) => line.type === 'failure');
  const isNote = (failure) => failure.violations.every((v) => NOTE_KINDS.has(v.kind));
  const failing = failures.filter((failure) => !isNote(failure));
  const batches = report.filter((line) => line.type === 'batch');
  const cases = batches.reduce((sum, line) => sum + line.cases, 0);
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
  if (toShrink.length)
    await runWtr(target, {runs: 1, budget, shrink: toShrink, shrinkTime: 60_000}, files);

  const totals = {};
  for (const line of batches)
    for (const [key, value] of Object.entries(line.stats ?? {}))
      totals[key] = (totals[key] ?? 0) + value;
  const notes = failures.length - failing.length;
  console.log(
    `\nfuzz: ${TARGETS[target].what}: ${cases} cases in ${seconds} s, ${failing.length} failing, ${notes} with notices only`,
  );
  const exercised = Object.entries(totals).map(([key, value]) => `${value} ${key}`);
  console.log(`  exercised: ${exercised.join(', ')}`);
  for (const [kind, {cases: count, first}] of [...byKind].sort((a, b) => b[1].cases - a[1].cases)) {
    const detail = first.violations.find((v) => v.kind === kind).detail;
    console.log(`  ${kind}: ${count} case(s); e.g. ${detail.slice(0, 200)}`);
    console.log(
      `    replay: node tools/fuzz.mjs --target ${target} --seed ${first.seed} --path ${first.path}`,
    );
  }
  for (const shrunk of readReport(files.report).filter((line) => line.type === 'shrunk')) {
    const file = `${outDir}/${target}-${shrunk.kind}-${seed}.json`;
    writeFileSync(file, JSON.stringify(shrunk, null, 1) + '\n');
    console.log(`  shrunk ${shrunk.kind} (${shrunk.shrinks} shrinks): ${file}`);
  }
  console.log(`  full report: ${files.report}`);
  return failing.length === 0 && lastCode === 0;
}

if (args.path !== undefined) {
  const [target] = targets;
  console.log(`fuzz: replaying ${target} seed ${seed} path ${args.path}`);
  const config = {seed, path: args.path, runs: 1, budget, timeLimit: 10 * 60_000};
  const files = {report: `${outDir}/replay.jsonl`, current: `${outDir}/current-replay.json`};
  const {code} = await runWtr(target, config, files);
  process.exit(code ?? 1);
}

let passed = true;
for (const target of targets) passed = (await survey(target)) && passed;
process.exit(passed ? 0 : 1);
