// Runs inside Chromium: `<svc-surface>` fed Surface records built from the shared surface
// descriptions (surfaces.ts), timed with the helpers every benchmark page shares (settle.ts).
// Records are built before the clock starts; only rendering and updates are timed.
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SurfaceRecord} from '../../src/model/types.js';
import {
  afterFrame,
  frame,
  painted,
  runStaged,
  settle,
  stage,
  until,
  watchLongTasks,
} from './settle.js';
import {
  bigDataSpec,
  crowdedRowSpec,
  deepChainSpec,
  formSpec,
  manyChoicesSpec,
  manyTabsSpec,
  longCodeSpec,
  longTextsSpec,
  longMarkdownSpec,
  repeatedGraphSpec,
  tableSpec,
  toRecord,
  type SurfaceSpec,
} from './surfaces.js';

const specs: Record<string, (size: number) => SurfaceSpec> = {
  form: (n) => formSpec(n),
  table: (n) => tableSpec(n),
  'repeated-graph': (n) => repeatedGraphSpec(n),
  'deep-chain': (n) => deepChainSpec(n),
  'long-texts': (n) => longTextsSpec(n),
  'long-markdown': (n) => longMarkdownSpec(n),
  'crowded-row': (n) => crowdedRowSpec(n),
  'many-tabs': (n) => manyTabsSpec(n),
  'many-choices': (n) => manyChoicesSpec(n),
  'big-data': (n) => bigDataSpec(n),
  'long-code': (n) => longCodeSpec(n),
};

const record = (spec: SurfaceSpec, version?: string) =>
  toRecord(spec, version) as unknown as SurfaceRecord;

/**
 * Shapes whose elements draw themselves in parts (the picker's options, long markdown rendered in
 * tasks of its own): every element's `updateComplete` is waited for too.
 */
const drawnInParts = new Set(['many-choices', 'long-markdown']);

async function mount(surface: SurfaceRecord, limitMs?: number, inParts = false) {
  document.body.replaceChildren();
  await afterFrame();
  const el = document.createElement('svc-surface') as SvcSurface;
  const longTasks = watchLongTasks();
  performance.mark('render-start');
  const start = performance.now();
  el.surface = surface;
  document.body.append(el);
  // A large surface builds in slices after its first screenful: wait for the whole tree.
  await el.rendered;
  const settled = await settle(el, limitMs);
  const {elements} = settled;
  let {at} = settled;
  if (inParts) {
    const drawn = el.shadowRoot!.querySelectorAll<HTMLElement & {updateComplete: Promise<unknown>}>(
      '[data-component-id]',
    );
    await Promise.all([...drawn].map((element) => element.updateComplete));
    at = performance.now();
  }
  const script = at - start;
  await painted();
  const paintedMs = performance.now() - start;
  performance.mark('render-end');
  return {el, script, painted: paintedMs, elements, longest: await longTasks()};
}

function find(el: SvcSurface, id: string): HTMLElement & {updateComplete: Promise<unknown>} {
  const found = el.shadowRoot!.querySelector(`[data-component-id="${id}"]`);
  if (!found) throw new Error(`no element for component ${id}`);
  return found as HTMLElement & {updateComplete: Promise<unknown>};
}

const textOf = (el: Element) => (el.shadowRoot ?? el).textContent ?? '';

const api = {
  /** Removes what the last call drew (before a memory measurement). */
  empty() {
    document.body.replaceChildren();
  },
  /** First render of a surface: to settled DOM (script) and to the frame that shows it. */
  async render(kind: string, size: number, limitMs?: number) {
    const {
      script,
      painted: paintedMs,
      elements,
      el,
      longest,
    } = await mount(record(specs[kind]!(size)), limitMs, drawnInParts.has(kind));
    const components = el.shadowRoot!.querySelectorAll('[data-component-id]').length;
    return {script, painted: paintedMs, elements, components, longest};
  },
  /** Keystrokes in the first text field, each until the Text bound to the same path shows it. */
  async keystroke(leaves: number, times = 20) {
    const {el} = await mount(record(formSpec(leaves)));
    const echo = find(el, 'echo');
    const input = find(el, 'f0').shadowRoot!.querySelector('input')!;
    const samples: number[] = [];
    for (let i = 0; i < times; i++) {
      await frame();
      const start = performance.now();
      input.value += 'x';
      input.dispatchEvent(new InputEvent('input', {bubbles: true, composed: true}));
      const expected = input.value;
      samples.push(await until(() => textOf(echo).trim() === expected, start));
    }
    return samples;
  },
  /** One value set by the host until the DOM shows it. */
  async setValue(leaves: number, times = 20) {
    const {el} = await mount(record(formSpec(leaves)));
    const echo = find(el, 'echo');
    const samples: number[] = [];
    for (let i = 0; i < times; i++) {
      await frame();
      const start = performance.now();
      el.setData('/items/0/name', `value ${i}`);
      samples.push(await until(() => textOf(echo).includes(`value ${i}`), start));
    }
    return samples;
  },
  /**
   * The whole data model replaced, to settled DOM: `record` sends a newer record with the same
   * components and new data (the service's way); `setData` writes the new data at '/'.
   */
  async replaceModel(leaves: number, how: 'record' | 'setData' = 'record') {
    await api.prepareReplace(leaves, how);
    return api.runReplace();
  },
  /** `replaceModel` in two steps, so that a profiler can watch the second one only. */
  async prepareReplace(leaves: number, how: 'record' | 'setData' = 'record') {
    const {el} = await mount(record(formSpec(leaves)));
    const next = formSpec(leaves, 'renamed');
    const nextRecord = record(next, '2026-11-02T00:00:00Z');
    await frame();
    stage(async () => {
      const start = performance.now();
      if (how === 'record') el.surface = nextRecord;
      else el.setData('/', next.data);
      const script = (await settle(el)).at - start;
      if (!textOf(find(el, 'echo')).includes('renamed')) throw new Error('no update');
      return script;
    });
  },
  runReplace: runStaged,
  /**
   * A newer record in which one component changed (a label), from setting the record until the
   * surface has settled: the reconciler's cost, which should not grow with the surface.
   */
  async updateOne(leaves: number, times = 5) {
    const {el} = await mount(record(formSpec(leaves)));
    const samples: number[] = [];
    for (let i = 0; i < times; i++) {
      const next = formSpec(leaves);
      next.components.find((c) => c.id === 'f0')!.props!.label = {literal: `Renamed ${i}`};
      const nextRecord = record(next, `2026-11-0${2 + i}T00:00:00Z`);
      const before = find(el, 'f0');
      await frame();
      const start = performance.now();
      el.surface = nextRecord;
      await el.rendered;
      await before.updateComplete;
      samples.push(performance.now() - start);
      if (find(el, 'f0') !== before) throw new Error('the element was rebuilt');
      if (!textOf(before).includes(`Renamed ${i}`)) throw new Error('no update');
    }
    return samples;
  },
};

Object.assign(globalThis, {bench: api, benchReady: true});
