// Cold start, ours, A2UI messages: a host page that imports the lazy root entry and hands the
// messages it has in hand to a <svc-a2ui>.
import '../../../src/index.js';
import type {SvcA2ui} from '../../../src/surface/a2ui.js';
import fixture from 'bench-fixture';
import {finish} from './finish.js';

const recordAt = performance.now();
const el = document.createElement('svc-a2ui') as SvcA2ui;
document.body.append(el);
void finish(
  recordAt,
  customElements.whenDefined('svc-a2ui').then(async () => {
    el.processMessages((fixture as {messages: unknown[]}).messages);
    await el.updateComplete;
    const surface = el.shadowRoot!.querySelector('svc-surface')!;
    await surface.rendered;
  }),
);
