// Main-thread time per phase (script, style, layout, paint, gc) from a Chromium trace, shared by
// the first-render benchmarks (bench-first-render-cpu.mjs, bench-first-render-compare.mjs).

/** The trace categories the split needs (timeline events with thread time, and user marks). */
export const TRACE_CATEGORIES =
  'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8';

/**
 * Trace event names, by the phase they are counted in. A task's own time outside its events is
 * `other`: mostly script that runs with no event of its own (the continuations of
 * `scheduler.yield()`), and the task's overhead.
 */
const PHASE_OF = {
  RunTask: 'other',
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

/** The phases reported: `cpu` is all the thread's time in the window, the others parts of it. */
export const PHASES = ['cpu', 'script', 'other', 'style', 'layout', 'paint', 'gc'];

/**
 * The part of a trace event inside [from, to], its thread time in proportion (a task that began
 * before the window's start mark counts from the mark on).
 */
function clip(e, from, to) {
  const ts = Math.max(e.ts, from);
  const dur = Math.min(e.ts + e.dur, to) - ts;
  return dur === e.dur ? e : {...e, ts, dur, tdur: e.dur ? (e.tdur * dur) / e.dur : 0};
}

/**
 * Self thread time (ms) per phase of `thread` ({pid, tid}) between the trace times `from` and
 * `to` (µs): complete events with thread time, nested, each phase counted once, in the innermost
 * event that has one.
 */
export function threadTimeByPhase(events, thread, from, to) {
  const inside = events
    .filter(
      (e) =>
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.ph === 'X' &&
        e.tdur !== undefined &&
        e.ts + e.dur > from &&
        e.ts < to,
    )
    .map((e) => clip(e, from, to))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = Object.fromEntries(PHASES.map((phase) => [phase, 0]));
  const stack = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const phase = PHASE_OF[e.name];
    if (!stack.length) totals.cpu += e.tdur / 1000;
    if (phase) {
      totals[phase] += e.tdur / 1000;
      const outer = [...stack].reverse().find((s) => PHASE_OF[s.name]);
      if (outer) totals[PHASE_OF[outer.name]] -= e.tdur / 1000;
    }
    stack.push(e);
  }
  return totals;
}

/** Runs `run()` under a Chromium trace of `page` (Playwright); its events beside its result. */
export async function traced(page, run) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const events = [];
    cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {categories: TRACE_CATEGORIES, transferMode: 'ReportEvents'});
    const result = await run();
    await cdp.send('Tracing.end');
    await done;
    return {events, result};
  } finally {
    await cdp.detach().catch(() => {});
  }
}
