// Timing helpers shared by the three benchmark pages (ours, the reference renderer, the static
// floor), so every figure is taken the same way. DOM only: no Lit import.

const channel = new MessageChannel();
const queue: (() => void)[] = [];
channel.port1.onmessage = () => queue.shift()?.();

/** Yields one task, without setTimeout's clamp. */
export const yieldTask = () =>
  new Promise<void>((resolve) => {
    queue.push(resolve);
    channel.port2.postMessage(0);
  });

/** The next animation frame callback. */
export const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * After the next frame, in an ordinary task of its own: where a record fetched from the network
 * arrives. Work started in a requestAnimationFrame callback would share its task with that
 * frame's style, layout and paint, which no real update does.
 */
export const afterFrame = async () => {
  await frame();
  await yieldTask();
};

/**
 * Resolves once the frame holding the current DOM has been produced: a task queued from a
 * requestAnimationFrame callback runs after that frame's style, layout and paint.
 */
export const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

type Updating = Element & {updateComplete?: Promise<unknown>; isUpdatePending?: boolean};

/**
 * The harness's own looking (every element, and which still have an update pending), under a
 * method name that minification keeps, so that the script figures can leave it out
 * (`scriptTime` in browser.mjs): it is the benchmark's work, not the renderer's.
 */
export const harness = {
  benchHarnessLook(root: Element, scope: ParentNode, waitForDefinitions: boolean) {
    const elements = scope.querySelectorAll('*');
    const undefinedElement = waitForDefinitions ? scope.querySelector(':not(:defined)') : null;
    const pending: Promise<unknown>[] = [];
    if (undefinedElement) pending.push(customElements.whenDefined(undefinedElement.localName));
    for (const el of [root, ...elements] as Updating[]) {
      if (el.isUpdatePending && el.updateComplete) pending.push(el.updateComplete);
    }
    return {elements, pending, undefinedElement};
  },
};

/**
 * Waits until the tree under `root` has settled and says when that happened. Lit renders in
 * microtasks, so one task after the change all of that work is done: that moment is the time
 * returned. Then, outside the timed span, it checks (native querySelectorAll over `root`'s
 * shadow root or children) that no element still has an update pending and that one more task
 * adds no element, and goes on waiting if not (work cut into tasks, or elements whose module
 * loads on first use: an element not yet defined counts as pending unless `waitForDefinitions`
 * is false, as on the floor page, whose custom elements are never defined). Gives up after
 * `limitMs`.
 */
export async function settle(
  root: Element,
  limitMs = 180_000,
  {waitForDefinitions = true} = {},
): Promise<{at: number; elements: number}> {
  const deadline = performance.now() + limitMs;
  const scope = root.shadowRoot ?? root;
  let count = -1;
  let at = 0;
  let last = '';
  for (;;) {
    await yieldTask();
    const now = performance.now();
    const {elements, pending, undefinedElement} = harness.benchHarnessLook(
      root,
      scope,
      waitForDefinitions,
    );
    if (pending.length) {
      last = `${pending.length} updates pending${undefinedElement ? `, <${undefinedElement.localName}> undefined` : ''}`;
      const left = Math.max(0, deadline - performance.now());
      await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, left))]);
      count = -1;
    } else if (elements.length === count) {
      return {at, elements: count};
    } else {
      last = `${count} → ${elements.length} elements`;
      count = elements.length;
      at = now;
    }
    if (performance.now() > deadline) throw new Error(`not settled after ${limitMs} ms (${last})`);
  }
}

/** Waits, task by task, until `check()` holds; the time from `start` to then. */
export async function until(check: () => boolean, start: number, limitMs = 60_000) {
  await Promise.resolve();
  while (!check()) {
    if (performance.now() - start > limitMs) throw new Error('condition never held');
    await yieldTask();
  }
  return performance.now() - start;
}

const VOID = new Set(['input', 'br', 'hr', 'img', 'meta', 'link', 'source', 'track', 'wbr']);
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const sheetText = (sheets: readonly CSSStyleSheet[]) =>
  sheets.map((s) => `<style>${[...s.cssRules].map((r) => r.cssText).join('\n')}</style>`).join('');

/**
 * The rendered tree under `node` as static HTML: open shadow roots as declarative shadow DOM
 * (`<template shadowrootmode="open">`) with their adopted style sheets inlined, form controls'
 * live values as attributes, comments (Lit's markers) dropped.
 */
export function staticHtml(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.nodeValue ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const el = node as Element;
  const tag = el.localName;
  let attrs = '';
  for (const a of el.attributes) {
    if (tag === 'input' && (a.name === 'value' || a.name === 'checked')) continue;
    attrs += ` ${a.name}="${escapeAttr(a.value)}"`;
  }
  if (el instanceof HTMLInputElement) {
    if (el.type === 'checkbox' || el.type === 'radio') attrs += el.checked ? ' checked' : '';
    else attrs += ` value="${escapeAttr(el.value)}"`;
  }
  if (VOID.has(tag)) return `<${tag}${attrs}>`;
  let inner = '';
  if (el.shadowRoot) {
    const root = el.shadowRoot;
    inner += `<template shadowrootmode="open">${sheetText(root.adoptedStyleSheets)}`;
    for (const child of root.childNodes) inner += staticHtml(child);
    inner += '</template>';
  }
  if (el instanceof HTMLTextAreaElement) inner += escapeText(el.value);
  else if (tag === 'style' || tag === 'script') inner += tag === 'style' ? el.textContent : '';
  else for (const child of el.childNodes) inner += staticHtml(child);
  return `<${tag}${attrs}>${inner}</${tag}>`;
}

/** The document's adopted style sheets as `<style>` elements (for the static copy). */
export function documentStyles(): string {
  return sheetText(document.adoptedStyleSheets);
}

/** A long animation frame's entry (Chromium 123+); not in TypeScript's DOM types yet. */
interface AnimationFrameTiming extends PerformanceEntry {
  renderStart: number;
}

/**
 * Watches the main thread's long tasks (over 50 ms) from now on. The function returned stops
 * watching and gives the longest one's duration in ms, 0 when there was none.
 */
export function watchLongTasks(): () => Promise<number> {
  const stop = watchLongTaskList();
  return async () => Math.round(Math.max(0, ...(await stop())));
}

/**
 * `watchLongTasks`, giving every long task's duration (ms, in the order they began).
 *
 * Rendering counts: the Long Tasks API alone misses most tasks that only style, lay out and paint
 * (on these machines it reported a frame of 78–165 ms of rendering in one run of four), so the
 * rendering part of each long animation frame (from `renderStart` to its end: animation frame
 * callbacks, style, layout, paint, one task in Chromium) is taken as a task too. When both APIs
 * report the same stretch of time (they overlap), it counts once, as the longer of the two.
 */
export function watchLongTaskList(): () => Promise<number[]> {
  const spans: Array<[start: number, end: number]> = [];
  const take = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      const frame = entry as AnimationFrameTiming;
      const end = entry.startTime + entry.duration;
      let start = end;
      if (entry.entryType === 'longtask') start = entry.startTime;
      else if (entry.entryType === 'long-animation-frame' && frame.renderStart > 0)
        start = frame.renderStart;
      if (end - start > 50) spans.push([start, end]);
    }
  };
  const types = ['longtask', 'long-animation-frame'].filter((type) =>
    PerformanceObserver.supportedEntryTypes.includes(type),
  );
  const observers = types.map((type) => {
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({type});
    return observer;
  });
  return async () => {
    // Entries arrive after their frame, at times much later: with one more frame, 3 long frames
    // of 12 were missed; waiting 300 ms more, none of 12.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300)));
    for (const observer of observers) {
      take(observer.takeRecords());
      observer.disconnect();
    }
    return distinctDurations(spans);
  };
}

/** The durations of spans that do not overlap an earlier one; overlapping ones keep the longest. */
export function distinctDurations(spans: Array<[start: number, end: number]>): number[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const durations: number[] = [];
  let lastEnd = -Infinity;
  for (const [start, end] of sorted) {
    if (start < lastEnd) {
      durations[durations.length - 1] = Math.max(durations.at(-1)!, end - start);
      lastEnd = Math.max(lastEnd, end);
      continue;
    }
    durations.push(end - start);
    lastEnd = end;
  }
  return durations;
}

let staged: (() => Promise<number>) | undefined;

/** Keeps a timed step prepared ahead, so that a profiler can watch `runStaged()` alone. */
export function stage(run: () => Promise<number>): void {
  staged = run;
}

/** Runs the step `stage` kept, once. */
export function runStaged(): Promise<number> {
  const run = staged;
  staged = undefined;
  if (!run) throw new Error('nothing was prepared');
  return run();
}
