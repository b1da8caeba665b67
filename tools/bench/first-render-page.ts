// The surface bench page plus a split of first render: build (script until every element has
// rendered), style + layout (forced), and the rest until the frame is painted.
import {formSurface} from './surface-page.js';
import type {SvcSurface} from '../../src/surface/surface.js';

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Every Lit element's update, found without touching shadow roots more than needed. */
async function settled(root: Element): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const visit = (el: Element) => {
    const lit = el as Element & {updateComplete?: Promise<unknown>};
    if (lit.updateComplete) pending.push(lit.updateComplete);
    for (const child of el.children) visit(child);
  };
  visit(root);
  await Promise.all(pending);
}

async function renderSplit(n: number) {
  document.body.replaceChildren();
  await frame();
  await new Promise((r) => setTimeout(r));
  const record = formSurface(n);
  const el = document.createElement('svc-surface') as SvcSurface;
  performance.mark('render-start');
  const t0 = performance.now();
  el.surface = record;
  document.body.append(el);
  await el.updateComplete;
  await settled(el.shadowRoot!.firstElementChild!);
  const t1 = performance.now();
  void document.body.offsetHeight;
  const t2 = performance.now();
  await painted();
  const t3 = performance.now();
  performance.mark('render-end');
  return {build: t1 - t0, layout: t2 - t1, paint: t3 - t2, total: t3 - t0};
}

Object.assign(globalThis.bench as object, {renderSplit});
