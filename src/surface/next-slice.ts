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
