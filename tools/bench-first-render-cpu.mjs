// Main-thread CPU time (thread time, not wall time, so that a busy machine disturbs it less) of
// first render or of replace-all, from a Chromium trace:
// `node tools/bench-first-render-cpu.mjs [n] [runs] [render|replace] [form|table]` (the table of
// `n` texts is timed until all of it is built).
// Splits it into script, other (script without an event of its own, task overhead), style, layout,
// paint and gc, summed over the window between the page's `<what>-start` and `<what>-end` marks,
// per run; prints medians.
import {median, openBench, printTable} from './bench/browser.mjs';
import {PHASES, threadTimeByPhase, traced} from './bench/trace-phases.mjs';

const n = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 5);
const what = process.argv[4] ?? 'render';
const kind = process.argv[5] ?? 'form';
const fn = what === 'render' ? 'renderSplit' : 'replaceMs';
const {page, close} = await openBench('tools/bench/first-render-page.ts');
const call = (fn, ...args) => page.evaluate(([f, a]) => globalThis.bench[f](...a), [fn, args]);

try {
  for (let i = 0; i < 2; i++) await call(fn, n, kind);
  const wall = [];
  const {events} = await traced(page, async () => {
    for (let i = 0; i < runs; i++) {
      const result = await call(fn, n, kind);
      wall.push(typeof result === 'number' ? result : result.total);
    }
  });

  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const marks = (name) =>
    events
      .filter((e) => e.name === name)
      .map((e) => e.ts)
      .sort((a, b) => a - b);
  const starts = marks(`${what}-start`);
  const ends = marks(`${what}-end`);
  const rows = [];
  const perRun = starts.map((from, r) => threadTimeByPhase(events, main, from, ends[r]));
  for (const key of PHASES) {
    const xs = perRun.map((t) => t[key]);
    rows.push([key, median(xs).toFixed(1), `ms  [${xs.map((x) => x.toFixed(1)).join(' ')}]`]);
  }
  rows.push([
    'wall (total)',
    median(wall).toFixed(1),
    `ms  [${wall.map((x) => x.toFixed(1)).join(' ')}]`,
  ]);
  printTable(`${what} ${kind} ${n}: main-thread time, median of ${runs}`, rows);
} finally {
  await close();
}
