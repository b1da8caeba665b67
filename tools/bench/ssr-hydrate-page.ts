// The hydration figure of `npm run bench` (tools/bench/ssr.mjs): a page whose body is a
// server-rendered surface; this module, loaded after it was painted, hydrates it and reports how
// long that took to the next painted frame and its longest main-thread task (settle.ts's
// counting: long tasks and the rendering of long animation frames).
import type {SvcSurface} from '../../src/surface/surface.js';
import {watchLongTasks} from './settle.js';

const painted = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))),
  );

await painted();
const longest = watchLongTasks();
const start = performance.now();
await import('../../src/hydrate.js');
const surface = document.querySelector('svc-surface') as SvcSurface;
await customElements.whenDefined('svc-surface');
await surface.rendered;
const hydrated = await painted();
const elements = surface.shadowRoot!.querySelectorAll('[data-component-id]').length;
const deferred = surface.shadowRoot!.querySelectorAll('[defer-hydration]').length;
Object.assign(globalThis, {
  hydration: {ms: hydrated - start, longest: await longest(), elements, deferred},
});
