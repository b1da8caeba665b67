// Runs inside Chromium: the public reference renderer (@a2ui/lit 0.11 on @a2ui/web_core 0.11)
// fed A2UI v0.9 messages built from the same surface descriptions as ours (../surfaces.ts),
// timed with the same helpers (../settle.ts). Also hands out its final DOM as static HTML,
// which the floor page parses. Lives here so its imports resolve in ./node_modules.
import {MessageProcessor} from '@a2ui/web_core/v0_9';
import {A2uiSurface, basicCatalog} from '@a2ui/lit/v0_9';
import {
  documentStyles,
  afterFrame,
  frame,
  painted,
  settle,
  staticHtml,
  runStaged,
  stage,
  until,
  watchLongTasks,
} from '../settle.js';
import {formSpec, tableSpec, toMessages, type SurfaceSpec} from '../surfaces.js';

const specs: Record<string, (size: number) => SurfaceSpec> = {
  form: (n) => formSpec(n),
  table: (n) => tableSpec(n),
};

type Messages = ReturnType<typeof toMessages>;
type SurfaceElement = HTMLElement & {surface?: unknown};

// Keeps the element's module (and its customElements.define) in the bundle.
if (!customElements.get('a2ui-surface')) customElements.define('a2ui-surface', A2uiSurface);

let serial = 0;

async function mount(messages: Messages) {
  document.body.replaceChildren();
  await afterFrame();
  const longTasks = watchLongTasks();
  performance.mark('render-start');
  const start = performance.now();
  const processor = new MessageProcessor([basicCatalog]);
  processor.processMessages(messages as never);
  const surfaceId = (messages[0] as {createSurface: {surfaceId: string}}).createSurface.surfaceId;
  const surface = processor.model.getSurface(surfaceId);
  const el = document.createElement('a2ui-surface') as SurfaceElement;
  el.surface = surface;
  document.body.append(el);
  const {at, elements} = await settle(el);
  const script = at - start;
  await painted();
  const paintedMs = performance.now() - start;
  performance.mark('render-end');
  const longest = await longTasks();
  return {el, processor, surfaceId, script, painted: paintedMs, elements, longest};
}

const messagesFor = (spec: SurfaceSpec) => toMessages(spec, basicCatalog.id, `s${serial++}`);

/** The reference draws no ids: the echo Text is the first Text, the first field the first input. */
const echoOf = (el: SurfaceElement) => el.shadowRoot!.querySelector('a2ui-basic-text')!;

const api = {
  /** Removes what the last call drew (before a memory measurement). */
  empty() {
    document.body.replaceChildren();
  },
  async render(kind: string, size: number) {
    const {
      el,
      script,
      painted: paintedMs,
      elements,
      longest,
    } = await mount(messagesFor(specs[kind]!(size)));
    const counts: Record<string, number> = {};
    for (const child of el.shadowRoot!.querySelectorAll('*')) {
      if (child.localName.startsWith('a2ui-')) {
        counts[child.localName] = (counts[child.localName] ?? 0) + 1;
      }
    }
    return {script, painted: paintedMs, elements, counts, longest};
  },
  /** The rendered surface as static HTML (declarative shadow DOM, styles inlined). */
  async staticHtml(kind: string, size: number) {
    const {el} = await mount(messagesFor(specs[kind]!(size)));
    return documentStyles() + staticHtml(el);
  },
  /** Keystrokes in the first text field, each until the Text bound to the same path shows it. */
  async keystroke(leaves: number, times = 20) {
    const {el} = await mount(messagesFor(formSpec(leaves)));
    const echo = echoOf(el);
    const input = el.shadowRoot!.querySelector('a2ui-basic-textfield input') as HTMLInputElement;
    const samples: number[] = [];
    for (let i = 0; i < times; i++) {
      await frame();
      const start = performance.now();
      input.value += 'x';
      input.dispatchEvent(new InputEvent('input', {bubbles: true, composed: true}));
      const expected = input.value;
      samples.push(await until(() => echo.textContent!.trim() === expected, start));
    }
    return samples;
  },
  /** The whole data model replaced by an updateDataModel message at '/', to settled DOM. */
  async replaceModel(leaves: number) {
    await api.prepareReplace(leaves);
    return api.runReplace();
  },
  /** `replaceModel` in two steps, so that a profiler can watch the second one only. */
  async prepareReplace(leaves: number) {
    const {el, processor, surfaceId} = await mount(messagesFor(formSpec(leaves)));
    const value = formSpec(leaves, 'renamed').data;
    const message = {version: 'v0.9', updateDataModel: {surfaceId, path: '/', value}};
    await frame();
    stage(async () => {
      const start = performance.now();
      processor.processMessages([message] as never);
      const script = (await settle(el)).at - start;
      if (!echoOf(el).textContent!.includes('renamed')) throw new Error('no update');
      return script;
    });
  },
  runReplace: runStaged,
};

Object.assign(globalThis, {bench: api, benchReady: true});
