// Runs inside Chromium: the floor. The reference renderer's final DOM, as static HTML, put in the
// page with setHTMLUnsafe (declarative shadow roots included): the browser's own parse, style,
// layout and paint, timed with the same helpers as the renderers (settle.ts).
import {afterFrame, painted, settle} from './settle.js';

const api = {
  async render(html: string) {
    document.body.replaceChildren();
    await afterFrame();
    const host = document.createElement('div');
    const start = performance.now();
    host.setHTMLUnsafe(html);
    document.body.append(host);
    const {at, elements} = await settle(host, undefined, {waitForDefinitions: false});
    const script = at - start;
    await painted();
    return {script, painted: performance.now() - start, elements};
  },
};

Object.assign(globalThis, {bench: api, benchReady: true});
