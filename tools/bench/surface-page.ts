// Runs inside Chromium: builds surfaces of a given size and times rendering and updates.
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SurfaceRecord} from '../../src/model/types.js';

/** A form-like surface: `n` components in rows of text, text field, check box and slider. */
export function formSurface(
  n: number,
  version = '2026-11-01T00:00:00Z',
  seed = 'item',
): SurfaceRecord {
  const groups = Math.max(1, Math.floor((n - 2) / 5));
  const components: unknown[] = [
    {
      id: 'root',
      column: {children: {ids: ['echo', ...Array.from({length: groups}, (_, i) => `g${i}`)]}},
    },
    {id: 'echo', text: {text: {path: '/items/0/name'}}},
  ];
  const items = [];
  for (let i = 0; i < groups; i++) {
    items.push({name: `${seed} ${i}`, done: i % 2 === 0, level: i % 100});
    components.push(
      {
        id: `g${i}`,
        row: {children: {ids: [`t${i}`, `f${i}`, `c${i}`, `s${i}`]}, gap: {literal: 8}},
      },
      {
        id: `t${i}`,
        text: {
          text: {
            call: {call: 'formatString', args: {value: {literal: `#${i}: \${/items/${i}/name}`}}},
          },
        },
      },
      {
        id: `f${i}`,
        weight: 1,
        textField: {label: {literal: `Name ${i}`}, value: {path: `/items/${i}/name`}},
      },
      {id: `c${i}`, checkBox: {label: {literal: 'Done'}, value: {path: `/items/${i}/done`}}},
      {
        id: `s${i}`,
        slider: {
          label: {literal: 'Level'},
          value: {path: `/items/${i}/level`},
          min: {literal: 0},
          max: {literal: 100},
        },
      },
    );
  }
  return {
    surfaceId: `bench-${n}`,
    sendDataModel: false,
    dataModelJson: JSON.stringify({items}),
    components,
    updatedAt: version,
  };
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** Waits until every Lit element in the surface has rendered. */
async function settled(root: Element): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const visit = (el: Element) => {
    const lit = el as Element & {updateComplete?: Promise<unknown>};
    if (lit.updateComplete) pending.push(lit.updateComplete);
    for (const child of el.shadowRoot?.children ?? []) visit(child);
    for (const child of el.children) visit(child);
  };
  visit(root);
  await Promise.all(pending);
}

async function mount(record: SurfaceRecord) {
  document.body.replaceChildren();
  await frame();
  const el = document.createElement('svc-surface') as SvcSurface;
  const start = performance.now();
  el.surface = record;
  document.body.append(el);
  await el.updateComplete;
  await settled(el);
  const script = performance.now() - start;
  await painted();
  return {el, script, painted: performance.now() - start};
}

function find(el: SvcSurface, id: string): HTMLElement {
  return el.shadowRoot!.querySelector(`[data-component-id="${id}"]`) as HTMLElement;
}

const api = {
  async render(n: number) {
    const {script, painted: paintedMs} = await mount(formSurface(n));
    return {script, painted: paintedMs};
  },
  /** A keystroke in the first text field until the text bound to the same path shows it. */
  async keystroke(n: number, times = 20) {
    const {el} = await mount(formSurface(n));
    const field = find(el, 'f0');
    const echo = find(el, 'echo') as HTMLElement & {updateComplete: Promise<unknown>};
    const input = field.shadowRoot!.querySelector('input') as HTMLInputElement;
    const samples: number[] = [];
    for (let i = 0; i < times; i++) {
      await frame();
      const start = performance.now();
      input.value += 'x';
      input.dispatchEvent(new InputEvent('input', {bubbles: true, composed: true}));
      await echo.updateComplete;
      samples.push(performance.now() - start);
      if (!echo.shadowRoot!.textContent!.endsWith('x')) throw new Error('keystroke did not arrive');
    }
    return samples;
  },
  /** One value set by the host until the DOM shows it. */
  async setValue(n: number, times = 20) {
    const {el} = await mount(formSurface(n));
    const echo = find(el, 'echo') as HTMLElement & {updateComplete: Promise<unknown>};
    const samples: number[] = [];
    for (let i = 0; i < times; i++) {
      await frame();
      const start = performance.now();
      el.setData('/items/0/name', `value ${i}`);
      await echo.updateComplete;
      samples.push(performance.now() - start);
    }
    return samples;
  },
  /** A newer record with the same components: the whole data model is replaced. */
  async replaceModel(n: number) {
    const {el} = await mount(formSurface(n));
    const next = formSurface(n, '2026-11-02T00:00:00Z', 'renamed');
    await frame();
    const start = performance.now();
    el.surface = next;
    await el.updateComplete;
    await settled(el);
    const script = performance.now() - start;
    if (!find(el, 'echo').shadowRoot!.textContent!.includes('renamed'))
      throw new Error('no update');
    return script;
  },
  /**
   * A newer record in which one component changed (a label), from setting the record until the
   * surface has settled: the reconciler's cost, which should not grow with the surface.
   */
  async updateOne(n: number, times = 5) {
    const {el} = await mount(formSurface(n));
    const samples: number[] = [];
    for (let i = 0; i < times; i++) {
      const next = formSurface(n, `2026-11-0${2 + i}T00:00:00Z`);
      const field = next.components!.find((c) => (c as {id: string}).id === 'f0') as {
        textField: {label: {literal: string}};
      };
      field.textField.label = {literal: `Renamed ${i}`};
      const before = find(el, 'f0');
      await frame();
      const start = performance.now();
      el.surface = next;
      await el.updateComplete;
      await (before as HTMLElement & {updateComplete: Promise<unknown>}).updateComplete;
      samples.push(performance.now() - start);
      if (find(el, 'f0') !== before) throw new Error('the element was rebuilt');
      if (!before.shadowRoot!.textContent!.includes(`Renamed ${i}`)) throw new Error('no update');
    }
    return samples;
  },
};

Object.assign(globalThis, {bench: api, benchReady: true});
