import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcA2uiFunctionCallEvent, SvcA2uiMessageEvent} from '../../src/surface/events.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {BASIC_CATALOG_ID_V1} from '../../src/protocol/index.js';

const V1 = 'v1.0';

async function settled(el: SvcA2ui) {
  await el.updateComplete;
  for (const surface of el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface'))
    await surface.updateComplete;
}

function messagesOf(el: SvcA2ui): SvcA2uiMessageEvent['detail'][] {
  const sent: SvcA2uiMessageEvent['detail'][] = [];
  el.addEventListener('svc-a2ui-message', (event) => sent.push(event.detail));
  return sent;
}

describe('<svc-a2ui> with A2UI v1.0', () => {
  it('renders reserved-key bindings and answers an action in v1.0 with the v1.0 data model', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const sent = messagesOf(el);
    el.processMessages({
      version: V1,
      createSurface: {
        surfaceId: 's',
        catalogId: BASIC_CATALOG_ID_V1,
        sendDataModel: true,
        dataModel: {user: {name: 'Ada'}},
        components: [
          {id: 'root', component: 'Column', children: ['hello', 'go']},
          {id: 'hello', component: 'Text', text: {'@path': '/user/name'}},
          {id: 'go', component: 'Button', child: 'label', action: {event: {name: 'go'}}},
          {id: 'label', component: 'Text', text: 'Go'},
        ],
      },
    });
    await settled(el);
    const surface = el.shadowRoot!.querySelector<SvcSurface>('svc-surface')!;
    const hello = surface.shadowRoot!.querySelector('[data-component-id="hello"]')!;
    expect(hello.shadowRoot!.textContent).to.contain('Ada');
    const button = surface.shadowRoot!.querySelector('[data-component-id="go"]') as HTMLElement & {
      updateComplete: Promise<unknown>;
    };
    await customElements.whenDefined('svc-button');
    await button.updateComplete;
    (button.shadowRoot!.querySelector('button') as HTMLButtonElement).click();
    const action = sent.find((detail) => 'action' in detail.message)!;
    expect(action.message.version).to.equal(V1);
    expect(action.metadata?.a2uiClientDataModel).to.deep.equal({
      version: V1,
      surfaces: {s: {user: {name: 'Ada'}}},
    });
  });

  it('shows a {path} object of a v1.0 message as data, not as a binding', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    el.processMessages({
      version: V1,
      createSurface: {
        surfaceId: 's',
        catalogId: BASIC_CATALOG_ID_V1,
        dataModel: {secret: 'hidden'},
        components: [{id: 'root', component: 'Text', text: {path: '/secret'}}],
      },
    });
    await settled(el);
    const text = el
      .shadowRoot!.querySelector<SvcSurface>('svc-surface')!
      .shadowRoot!.querySelector('[data-component-id="root"]')!;
    expect(text.shadowRoot!.textContent).to.not.contain('hidden');
  });

  it("answers an agent's call through the host's listener, once", async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const sent = messagesOf(el);
    el.processor.aliasCatalog('tools', BASIC_CATALOG_ID_V1);
    el.addEventListener('svc-a2ui-function-call', (event: SvcA2uiFunctionCallEvent) => {
      event.preventDefault();
      event.detail.reply({sum: Number(event.detail.args.a) + Number(event.detail.args.b)});
      event.detail.reply('ignored: answered once');
    });
    el.processMessages({
      version: V1,
      callRendererFunction: {
        functionCallId: 'c1',
        callFunction: {call: 'add', catalogId: 'tools', args: {a: 2, b: 3}},
      },
    });
    expect(sent.map((detail) => detail.message)).to.deep.equal([
      {version: V1, rendererFunctionResponse: {functionCallId: 'c1', value: {sum: 5}}},
    ]);
  });

  it('answers "not found" when no listener takes the call', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const sent = messagesOf(el);
    el.processMessages({
      version: V1,
      callRendererFunction: {
        functionCallId: 'c2',
        callFunction: {call: 'launch', catalogId: BASIC_CATALOG_ID_V1, args: {}},
      },
    });
    expect(sent[0].message).to.deep.equal({
      version: V1,
      rendererFunctionResponse: {
        functionCallId: 'c2',
        error: {code: 'INVALID_FUNCTION_CALL', message: 'Function not found: launch'},
      },
    });
  });
});
