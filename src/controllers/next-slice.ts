/**
 * Yielding between the slices of long work. `scheduler.yield()` continues soon after the page's
 * input, but its continuations run ahead of rendering: in Chromium traces of a 5,000-element build
 * frames came only every 150–200 ms, each styling and laying out everything built meanwhile in a
 * task of 70–90 ms. So after a window of work the yield is an ordinary task instead, before which
 * the browser renders when a frame is due, and each frame covers only that window's elements.
 *
 * The window adapts to what the frames cost: the time between posting that ordinary task and its
 * running is mostly the frame drawn in between, and the next window is the current one scaled by
 * FRAME_TARGET_MS over that time (8 to 45 ms). Elements that cost more to lay out (tables, forms,
 * charts) so get narrower windows than plain texts, whose frames take 40–45 ms after 45 ms of work.
 */
const WINDOW_MAX_MS = 45;
const WINDOW_MIN_MS = 8;
const FRAME_TARGET_MS = 40;

/** The current window of work between two ordinary tasks. */
let windowMs = WINDOW_MAX_MS;

/** When the last ordinary task began (the frame before it, if any, is behind). */
let lastPlainTask = 0;

/**
 * The slices waiting, of every surface of the page, run one per task in the order they were asked
 * for: had each surface posted its own task, a hundred surfaces set at once would queue a hundred
 * tasks that the browser runs back to back, with no frame in between.
 */
const waiting: Array<() => void> = [];

/** Runs `then` in a later task, after the page has had its turn (input, scrolling, painting). */
export function nextSlice(then: () => void): void {
  waiting.push(then);
  if (waiting.length === 1) schedule();
}

function runOne(): void {
  const then = waiting.shift();
  if (waiting.length) schedule();
  then?.();
}

function schedule(): void {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  const posted = performance.now();
  if (typeof scheduler?.yield === 'function' && posted - lastPlainTask < windowMs) {
    scheduler.yield().then(runOne, runOne);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    lastPlainTask = performance.now();
    const between = Math.max(1, lastPlainTask - posted);
    windowMs = Math.min(
      WINDOW_MAX_MS,
      Math.max(WINDOW_MIN_MS, (windowMs * FRAME_TARGET_MS) / between),
    );
    runOne();
  };
  channel.port2.postMessage(undefined);
}

/** The end of the building time of the current task; `taskUnderway` until the task is over. */
let taskDeadline = 0;
let taskUnderway = false;

/**
 * When building must stop in the current task: `ms` after the first call in it, whichever surface
 * made that call. Every surface of the page shares it, so a page setting many surfaces at once (a
 * conversation of 120) builds them over many short tasks, not in one long one.
 */
export function taskBuildDeadline(ms: number): number {
  if (!taskUnderway) {
    taskUnderway = true;
    taskDeadline = performance.now() + ms;
    // Runs in a later task: the next call starts a new budget.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      taskUnderway = false;
    };
    channel.port2.postMessage(undefined);
  }
  return taskDeadline;
}
