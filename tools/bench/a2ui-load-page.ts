// Runs inside Chromium: <svc-a2ui> under load (issue 39). A response of 2,000 surfaces and 20,000
// data messages through connect(); single messages routed among 2,000 surfaces; surfaces created
// and deleted over and over; the sparse-list message and the action it could make.
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {BASIC_CATALOG_ID} from '../../src/protocol/index.js';
import {watchLongTaskList} from './settle.js';
import {line, sparseListStream} from '../../test/fixtures/a2ui-hostile.js';
import {countNodes} from '../../test/surface/helpers.js';

/** Creates a surface: a card with a title and a text bound to `/v`. */
function surface(surfaceId: string): string[] {
  return [
    line({createSurface: {surfaceId, catalogId: BASIC_CATALOG_ID}}),
    line({
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'Card', child: 'body'},
          {id: 'body', component: 'Column', children: ['title', 'value']},
          {id: 'title', component: 'Text', text: surfaceId, variant: 'h4'},
          {id: 'value', component: 'Text', text: {path: '/v'}},
        ],
      },
    }),
  ];
}

function loadText(surfaces: number, updates: number): string {
  const lines = Array.from({length: surfaces}, (_, i) => surface(`s${i}`)).flat();
  for (let i = 0; i < updates; i++)
    lines.push(line({updateDataModel: {surfaceId: `s${i % surfaces}`, path: '/v', value: i}}));
  return lines.join('\n');
}

/** The text as a network would give it: chunks of 64 KiB. */
function chunked(text: string): ReadableStream<string> {
  let at = 0;
  return new ReadableStream<string>({
    pull(controller) {
      if (at >= text.length) return controller.close();
      controller.enqueue(text.slice(at, (at += 65_536)));
    },
  });
}

async function mount(maxSurfaces: number): Promise<SvcA2ui> {
  document.body.replaceChildren();
  const el = document.createElement('svc-a2ui');
  el.maxSurfaces = maxSurfaces;
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

const api = {
  /**
   * A response of `surfaces` surfaces and `updates` data messages through connect(): the time
   * to read it all, to show every surface, and the tasks over 50 ms meanwhile.
   */
  async load(surfaces: number, updates: number, network: boolean) {
    const el = await mount(surfaces);
    const text = loadText(surfaces, updates);
    await frame();
    const longTasks = watchLongTaskList();
    const start = performance.now();
    await el.connect(network ? chunked(text) : new Response(text));
    const read = performance.now() - start;
    await el.updateComplete;
    const shown = [...el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface')];
    await Promise.all(shown.map((s) => s.updateComplete));
    const all = performance.now() - start;
    const tasks = await longTasks();
    const last = shown.at(-1)!.shadowRoot!.querySelector('[data-component-id="value"]');
    return {
      bytes: text.length,
      read,
      all,
      surfaces: shown.length,
      lastValue: (last as HTMLElement & {text?: unknown})?.text,
      longTasks: tasks.length,
      longest: Math.round(Math.max(0, ...tasks)),
    };
  },

  /** With `surfaces` shown, `count` data messages one by one: ms per message. */
  async route(surfaces: number, count: number) {
    const el = await mount(surfaces);
    el.processMessages(
      Array.from({length: surfaces}, (_, i) => surface(`s${i}`))
        .flat()
        .join('\n'),
    );
    await el.updateComplete;
    await frame();
    const start = performance.now();
    for (let i = 0; i < count; i++)
      el.processMessages({
        version: 'v0.9',
        updateDataModel: {surfaceId: `s${(i * 7919) % surfaces}`, path: '/v', value: i},
      });
    const data = (performance.now() - start) / count;
    const changed = performance.now();
    for (let i = 0; i < count / 10; i++) {
      el.processMessages({
        version: 'v0.9',
        updateComponents: {
          surfaceId: `s${(i * 7919) % surfaces}`,
          components: [{id: 'title', component: 'Text', text: `title ${i}`, variant: 'h4'}],
        },
      });
      await el.updateComplete;
    }
    const components = (performance.now() - changed) / (count / 10);
    return {data, components};
  },

  /** The shadow root's nodes before and after `cycles` surfaces created and deleted. */
  async churn(cycles: number) {
    const el = await mount(10);
    el.processMessages(surface('kept'));
    await el.updateComplete;
    const before = countNodes(el.shadowRoot!);
    for (let i = 0; i < cycles; i++) {
      el.processMessages(surface(`c${i}`));
      await el.updateComplete;
      el.processMessages(line({deleteSurface: {surfaceId: `c${i}`}}));
      await el.updateComplete;
    }
    return {before, after: countNodes(el.shadowRoot!)};
  },

  /** The 60-line sparse-list message, then a button press sending the data model. */
  async sparse() {
    const el = await mount(10);
    const sent: string[] = [];
    el.addEventListener('svc-a2ui-message', (event) => sent.push(JSON.stringify(event.detail)));
    const stream = sparseListStream(60);
    el.processMessages(stream);
    await el.updateComplete;
    await customElements.whenDefined('svc-button');
    const surface = el.shadowRoot!.querySelector<SvcSurface>('svc-surface')!;
    await surface.updateComplete;
    const button = surface.shadowRoot!.querySelector('svc-button')!;
    await (button as HTMLElement & {updateComplete: Promise<unknown>}).updateComplete;
    const start = performance.now();
    button.shadowRoot!.querySelector('button')!.click();
    const press = performance.now() - start;
    const action = sent.find((text) => text.includes('"action"')) ?? '';
    return {
      messageBytes: stream.length,
      errors: sent.length - 1,
      actionBytes: action.length,
      press,
    };
  },
};

Object.assign(globalThis, {bench: api, benchReady: true});
