// Shared by the cold-start pages (ours and the reference's): when the page's surface is painted
// complete. `ready` is the renderer's own "built" signal; modules that a surface loads afterwards
// (markdown, a language, a chart library) still change what is shown, so the figure is the first
// frame painted after both `ready` and the last same-origin response, taken once no request has
// ended for QUIET_MS (that wait is the harness's, not part of the figure). DOM only.

const QUIET_MS = 500;

const painted = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))),
  );

/** The end of the last response from this page's origin so far (ms since navigation start). */
function lastResponseEnd(): number {
  let last = 0;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (new URL(entry.name).origin === location.origin) last = Math.max(last, entry.responseEnd);
  }
  return last;
}

/**
 * Waits for `ready`, then for the network to be quiet, and publishes `coldResult`:
 * `painted` (ms from navigation start to the first frame painted after the last module arrived
 * and the renderer was ready) and `recordAt` (when the page had its surface in hand).
 */
export async function finish(recordAt: number, ready: Promise<unknown>): Promise<void> {
  await ready;
  const readyAt = performance.now();
  const frames: number[] = [];
  let quietSince = performance.now();
  let last = lastResponseEnd();
  while (performance.now() - quietSince < QUIET_MS) {
    frames.push(await painted());
    const now = lastResponseEnd();
    if (now !== last) {
      last = now;
      quietSince = performance.now();
    }
  }
  const after = Math.max(readyAt, last);
  const paintedAt = frames.find((t) => t >= after) ?? frames.at(-1)!;
  Object.assign(globalThis, {coldResult: {painted: paintedAt, recordAt, readyAt}});
}
