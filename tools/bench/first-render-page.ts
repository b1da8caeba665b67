// The surface bench page plus a split of first render: build (script until every element has
// rendered), style + layout (forced), and the rest until the frame is painted.
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SurfaceRecord} from '../../src/model/types.js';
import {formSpec, tableSpec, toRecord} from './surfaces.js';

const formSurface = (n: number, version?: string, seed?: string) =>
  toRecord(formSpec(n, seed), version) as unknown as SurfaceRecord;

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

/**
 * First render of a form of `n` leaves (until the first screenful is built), or of the table of
 * `n` texts (until all of it is built: `rendered`).
 */
async function renderSplit(n: number, kind: 'form' | 'table' = 'form') {
  document.body.replaceChildren();
  await frame();
  await new Promise((r) => setTimeout(r));
  const record =
    kind === 'table' ? (toRecord(tableSpec(n)) as unknown as SurfaceRecord) : formSurface(n);
  const el = document.createElement('svc-surface') as SvcSurface;
  // The mark goes first, in a task of its own, so the trace window holds the whole task below.
  performance.mark('render-start');
  await new Promise((r) => setTimeout(r));
  const t0 = performance.now();
  el.surface = record;
  document.body.append(el);
  await (kind === 'table' ? el.rendered : el.updateComplete);
  await settled(el.shadowRoot!.firstElementChild!);
  const t1 = performance.now();
  void document.body.offsetHeight;
  const t2 = performance.now();
  await painted();
  const t3 = performance.now();
  performance.mark('render-end');
  return {build: t1 - t0, layout: t2 - t1, paint: t3 - t2, total: t3 - t0};
}

/** A form surface of `n` components, completely built (slices included) and painted. */
async function mountForm(n: number): Promise<SvcSurface> {
  document.body.replaceChildren();
  await frame();
  const el = document.createElement('svc-surface') as SvcSurface;
  el.surface = formSurface(n);
  document.body.append(el);
  await el.rendered;
  await settled(el.shadowRoot!.firstElementChild!);
  await painted();
  return el;
}

/**
 * Keystrokes in the first text field of a surface of `n` components, each until the text bound to
 * the same path shows it: the mean over `times` keystrokes, timed together (the clock is coarse).
 */
async function keystrokeMean(n: number, times = 200) {
  const el = await mountForm(n);
  const find = (id: string) =>
    el.shadowRoot!.querySelector(`[data-component-id="${id}"]`) as HTMLElement & {
      updateComplete: Promise<unknown>;
    };
  const field = find('f0');
  const echo = find('echo');
  const input = field.shadowRoot!.querySelector('input') as HTMLInputElement;
  const start = performance.now();
  for (let i = 0; i < times; i++) {
    input.value += 'x';
    input.dispatchEvent(new InputEvent('input', {bubbles: true, composed: true}));
    await echo.updateComplete;
  }
  const mean = (performance.now() - start) / times;
  if (!echo.shadowRoot!.textContent!.endsWith('x')) throw new Error('keystroke did not arrive');
  return mean;
}

/** Replaces the whole data model of a surface of `n` components (a newer record, new data). */
async function replaceMs(n: number) {
  const el = await mountForm(n);
  const next = formSurface(n, '2026-11-02T00:00:00Z', 'renamed');
  performance.mark('replace-start');
  await new Promise((r) => setTimeout(r));
  const start = performance.now();
  el.surface = next;
  await el.updateComplete;
  await settled(el.shadowRoot!.firstElementChild!);
  const ms = performance.now() - start;
  performance.mark('replace-end');
  return ms;
}

Object.assign(globalThis, {bench: {renderSplit, keystrokeMean, replaceMs}, benchReady: true});
