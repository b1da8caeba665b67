// Runs inside Chromium: the floor. The reference renderer's final DOM, as static HTML, put in the
// page with setHTMLUnsafe (declarative shadow roots included): the browser's own parse, style,
// layout and paint, timed with the same helpers as the renderers (settle.ts). `renderPlain` does
// the same with a hostile shape written as plain HTML (surfaces.ts).
import {afterFrame, painted, settle, watchLongTasks} from './settle.js';
import {crowdedRowPlainHtml} from './surfaces.js';

const plain: Record<string, (size: number) => string> = {
  'crowded-row': crowdedRowPlainHtml,
};

const api = {
  async render(html: string) {
    document.body.replaceChildren();
    await afterFrame();
    const host = document.createElement('div');
    const longTasks = watchLongTasks();
    const start = performance.now();
    host.setHTMLUnsafe(html);
    document.body.append(host);
    const {at, elements} = await settle(host, undefined, {waitForDefinitions: false});
    const script = at - start;
    await painted();
    return {script, painted: performance.now() - start, elements, longest: await longTasks()};
  },
  renderPlain: (kind: string, size: number) => api.render(plain[kind]!(size)),
};

Object.assign(globalThis, {bench: api, benchReady: true});
