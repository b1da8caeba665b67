/**
 * Yielding between the slices of long work. `scheduler.yield()` continues soon after the page's
 * input, but its continuations run ahead of rendering: in Chromium traces of a 5,000-element build
 * frames came only every 150–200 ms, each styling and laying out everything built meanwhile in a
 * task of 70–90 ms. After RENDER_EVERY_MS of work the yield is an ordinary task instead, before
 * which the browser renders when a frame is due, so each frame covers less (40–55 ms there).
 */
const RENDER_EVERY_MS = 45;

/** When the last ordinary task began (the frame before it, if any, is behind). */
let lastPlainTask = 0;

/** Runs `then` in a later task, after the page has had its turn (input, scrolling, painting). */
export function nextSlice(then: () => void): void {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  const now = performance.now();
  if (typeof scheduler?.yield === 'function' && now - lastPlainTask < RENDER_EVERY_MS) {
    scheduler.yield().then(then, then);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    lastPlainTask = performance.now();
    then();
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
