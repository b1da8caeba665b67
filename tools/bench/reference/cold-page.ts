// Cold start, the reference renderer (@a2ui/lit 0.11, its eager bundle): a host page that has the
// A2UI messages in hand, processes them and shows the surface. Lives here so its imports resolve
// in ./node_modules.
import {MessageProcessor} from '@a2ui/web_core/v0_9';
import {A2uiSurface, basicCatalog} from '@a2ui/lit/v0_9';
import fixture from 'bench-fixture';
import {finish} from '../cold/finish.js';
import {settle} from '../settle.js';

if (!customElements.get('a2ui-surface')) customElements.define('a2ui-surface', A2uiSurface);

const recordAt = performance.now();
// The fixtures name the basic catalog by its published id; the processor knows it by its own.
const messages = (fixture as {messages: Array<Record<string, unknown>>}).messages.map((m) =>
  m.createSurface
    ? {...m, createSurface: {...(m.createSurface as object), catalogId: basicCatalog.id}}
    : m,
);
const processor = new MessageProcessor([basicCatalog]);
processor.processMessages(messages as never);
const create = messages.find((m) => m.createSurface) as {createSurface: {surfaceId: string}};
const el = document.createElement('a2ui-surface') as HTMLElement & {surface?: unknown};
el.surface = processor.model.getSurface(create.createSurface.surfaceId);
document.body.append(el);
void finish(recordAt, settle(el));
