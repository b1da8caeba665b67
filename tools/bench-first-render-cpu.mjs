// Main-thread CPU time (thread time, not wall time, so that a busy machine disturbs it less) of
// first render or of replace-all, from a Chromium trace:
// `node tools/bench-first-render-cpu.mjs [n] [runs] [render|replace] [form|table]` (the table of
// `n` texts is timed until all of it is built).
// Splits it into script, style, layout, paint and gc, summed over the window between the page's
// `<what>-start` and `<what>-end` marks, per run; prints medians.
import {median, openBench, printTable} from './bench/browser.mjs';

const n = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 5);
const what = process.argv[4] ?? 'render';
const kind = process.argv[5] ?? 'form';
const fn = what === 'render' ? 'renderSplit' : 'replaceMs';
const {page, close} = await openBench('tools/bench/first-render-page.ts');
const call = (fn, ...args) => page.evaluate(([f, a]) => globalThis.bench[f](...a), [fn, args]);

const KIND = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  RunMicrotasks: 'script',
  'v8.callFunction': 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
};

try {
  for (let i = 0; i < 2; i++) await call(fn, n, kind);
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8',
    transferMode: 'ReportEvents',
  });
  const wall = [];
  for (let i = 0; i < runs; i++) {
    const result = await call(fn, n, kind);
    wall.push(typeof result === 'number' ? result : result.total);
  }
  await cdp.send('Tracing.end');
  await done;

  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const marks = (name) =>
    events
      .filter((e) => e.name === name)
      .map((e) => e.ts)
      .sort((a, b) => a - b);
  const starts = marks(`${what}-start`);
  const ends = marks(`${what}-end`);
  const rows = [];
  const perRun = [];
  for (let r = 0; r < starts.length; r++) {
    const [from, to] = [starts[r], ends[r]];
    // Complete events with thread time, nested: self thread time per kind.
    const inside = onMain
      .filter((e) => e.ph === 'X' && e.tdur !== undefined && e.ts >= from && e.ts <= to)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const totals = {};
    const stack = [];
    const add = (kind, t) => (totals[kind] = (totals[kind] ?? 0) + t);
    for (const e of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const kind = KIND[e.name];
      const parent = stack.at(-1);
      if (!parent) add('cpu', e.tdur);
      if (kind) {
        add(kind, e.tdur);
        // A kind nested in another is counted once, by the innermost.
        const outer = [...stack].reverse().find((s) => KIND[s.name]);
        if (outer) add(KIND[outer.name], -e.tdur);
      }
      stack.push(e);
    }
    perRun.push(totals);
  }
  for (const key of ['cpu', 'script', 'gc', 'style', 'layout', 'paint']) {
    const xs = perRun.map((t) => (t[key] ?? 0) / 1000);
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
