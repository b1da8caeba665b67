/**
 * How the scheduler gives the page its turn between two of its own (see scheduler.ts), and how it
 * knows that a task is over. No DOM: `MessageChannel` and `performance` are in every browser, in
 * workers and in Node.
 *
 * `scheduler.yield()` continues soon after the page's input, but its continuations run ahead of
 * rendering: a build yielding only that way got a frame only now and then, each styling and
 * laying out everything built meanwhile in one long task (figures in docs/performance.md). So
 * after a window of work the yield is an ordinary task instead, before which the browser renders
 * when a frame is due, and each frame covers only that window's work.
 *
 * The window adapts to what the frames cost: the time between posting that ordinary task and its
 * running is mostly the frame drawn in between, and the next window is the current one scaled by
 * FRAME_TARGET_MS over that time (WINDOW_MIN_MS to WINDOW_MAX_MS). Work that costs more to lay out
 * (tables, forms, charts) so gets narrower windows than plain texts.
 */
const WINDOW_MAX_MS = 45;
const WINDOW_MIN_MS = 8;
const FRAME_TARGET_MS = 40;
/**
 * The window of work that begins after a pause (the page idle, its frames drawn): about a frame,
 * so that a small surface built over a few slices is drawn in one frame, and a large one still
 * shows its first screenful that soon.
 */
const AFTER_PAUSE_MS = 16;

/** The current window of work between two ordinary tasks. */
let windowMs = WINDOW_MAX_MS;

/** When the current window of work ends (set by the last ordinary task, or work after a pause). */
let windowEnd = -Infinity;

/** When the last continuation ran (the page's turn before it was over). */
let lastTurn = -Infinity;

/**
 * Calls `then` in a later task, after the page has had its turn (input, and a frame when due).
 * `taskBegan` is when the work of the current task began (default: now). Work that began after
 * a pause longer than a window starts a window of its own then, AFTER_PAUSE_MS long: a surface
 * of 127 components, built over two or three slices, is drawn in one frame rather than its first
 * slice in one and the rest in the next.
 */
export function laterTask(then: () => void, taskBegan?: number): void {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  const posted = performance.now();
  const began = Math.min(posted, taskBegan ?? posted);
  if (began - lastTurn > WINDOW_MAX_MS) windowEnd = began + Math.min(windowMs, AFTER_PAUSE_MS);
  const resume = () => {
    lastTurn = performance.now();
    then();
  };
  if (typeof scheduler?.yield === 'function' && posted < windowEnd) {
    scheduler.yield().then(resume, resume);
    return;
  }
  plainTask(() => {
    const now = performance.now();
    const between = Math.max(1, now - posted);
    windowMs = Math.min(
      WINDOW_MAX_MS,
      Math.max(WINDOW_MIN_MS, (windowMs * FRAME_TARGET_MS) / between),
    );
    windowEnd = now + windowMs;
    resume();
  });
}

/** Calls `then` in an ordinary task of its own: once it runs, the task that posted it is over. */
export function plainTask(then: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(undefined);
}
