// Runs inside Chromium: the longest main-thread task while large surfaces build, and how long
// hostile shapes take to settle (from setting the record to a painted frame after `rendered`).
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SurfaceRecord} from '../../src/model/types.js';
import {formSpec, toRecord} from './surfaces.js';
import {painted, watchLongTaskList} from './settle.js';

function record(components: unknown[], data: unknown = {}): SurfaceRecord {
  return {
    surfaceId: `slices-${Math.random()}`,
    sendDataModel: false,
    dataModelJson: JSON.stringify(data),
    components,
    updatedAt: '2026-11-01T00:00:00Z',
  };
}

const shapes: Record<string, () => SurfaceRecord> = {
  form5000: () => toRecord(formSpec(5_000)) as unknown as SurfaceRecord,
  table5000: () => {
    const ids = Array.from({length: 5_000}, (_, i) => `r${i}`);
    return record([
      {id: 'root', column: {children: {ids}}},
      ...ids.map((id, i) => ({id, text: {text: {literal: `Row ${i}: some text`}}})),
    ]);
  },
  doubling44: () =>
    record(
      Array.from({length: 44}, (_, i) =>
        i === 43
          ? {id: 'c43', text: {text: {literal: 'leaf'}}}
          : {
              id: i === 0 ? 'root' : `c${i}`,
              column: {children: {ids: [`c${i + 1}`, `c${i + 1}`]}},
            },
      ),
    ),
  chain10000: () =>
    record([
      ...Array.from({length: 10_000}, (_, i) => ({
        id: i === 0 ? 'root' : `c${i}`,
        column: {children: {ids: [i === 9_999 ? 'leaf' : `c${i + 1}`]}},
      })),
      {id: 'leaf', text: {text: {literal: 'deep'}}},
    ]),
  bigTexts20: () => {
    const ids = Array.from({length: 20}, (_, i) => `big${i}`);
    return record([
      {id: 'root', column: {children: {ids}}},
      ...ids.map((id, i) => ({
        id,
        text: {text: {literal: 'lorem ipsum '.repeat((50_000 + (350_000 * i) / 19) / 12)}},
      })),
    ]);
  },
  bigMarkdown20: () => {
    const ids = Array.from({length: 20}, (_, i) => `big${i}`);
    return record([
      {id: 'root', column: {children: {ids}}},
      ...ids.map((id, i) => ({
        id,
        text: {
          markdown: {literal: true},
          text: {literal: '*lorem* ipsum\n\n'.repeat((50_000 + (350_000 * i) / 19) / 15)},
        },
      })),
    ]);
  },
  wide460: () =>
    record(
      [
        {id: 'root', row: {children: {ids: Array.from({length: 460}, (_, i) => `w${i % 7}`)}}},
        ...Array.from({length: 7}, (_, i) => ({
          id: `w${i}`,
          weight: i,
          [i % 2 ? 'text' : 'button']: {text: {path: '/label'}, action: {event: {name: 'x'}}},
        })),
      ],
      {label: '<svg onload="x"><circle r="1"/></svg>'},
    ),
  row88k: () =>
    record(
      [
        {id: 'root', row: {children: {ids: Array(100).fill('long')}}},
        {id: 'long', weight: 1, text: {text: {path: '/label'}}},
      ],
      {label: 'x'.repeat(88_000)},
    ),
};

interface Result {
  firstSlice: number;
  settled: number;
  longestTask: number;
  longTasks: number;
  elements: number;
}

async function run(name: string): Promise<Result> {
  document.body.replaceChildren();
  await painted();
  const surface = shapes[name]();
  const longTasks = watchLongTaskList();
  const el = document.createElement('svc-surface') as SvcSurface;
  const start = performance.now();
  el.surface = surface;
  document.body.append(el);
  await el.updateComplete;
  const firstSlice = performance.now() - start;
  await el.rendered;
  await painted();
  const settled = performance.now() - start;
  const tasks = await longTasks();
  const elements = el.shadowRoot!.querySelectorAll('[part~="base"] *').length;
  return {
    firstSlice,
    settled,
    longestTask: Math.max(0, ...tasks),
    longTasks: tasks.length,
    elements,
  };
}

Object.assign(globalThis, {bench: {run, shapes: Object.keys(shapes)}, benchReady: true});
