import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import '../../src/surface/conversation.js';
import '../../src/surface/surface.js';
import type {SvcConversation} from '../../src/surface/conversation.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcAuthRequiredEvent} from '../../src/surface/events.js';
import {createClient} from '../../src/api/index.js';
import {createMockService} from '../../src/mock/index.js';
import {makeSurface, part} from './helpers.js';

/** A button held back by an `and` of `count` required fields, none filled in. */
function blockedButton(count: number) {
  const fields = Array.from({length: count}, (_, i) => `f${i}`);
  return makeSurface([
    {id: 'root', column: {children: {ids: ['go']}}},
    {
      id: 'go',
      button: {
        label: {literal: 'Submit request'},
        action: {event: {name: 'submit'}},
        checks: [
          {
            and: {
              checks: fields.map((field) => ({
                call: {
                  call: 'required',
                  args: {value: {path: `/${field}`}},
                  message: `Fill in ${field}`,
                },
              })),
            },
          },
        ],
      },
    },
  ]);
}

describe('messages: a disabled button says everything that holds it back', () => {
  it('lists every blocking check, one a line', async () => {
    const el = await fixture<SvcSurface>(
      html`<svc-surface .surface=${blockedButton(2)}></svc-surface>`,
    );
    await el.updateComplete;
    const button = part<HTMLElement & {disabledReason: string}>(el, 'go');
    expect(button.disabledReason).to.equal('Fill in f0\nFill in f1');
    el.setData('/f0', 'done');
    expect(button.disabledReason).to.equal('Fill in f1');
  });

  it('counts them when there are many', async () => {
    const el = await fixture<SvcSurface>(
      html`<svc-surface .surface=${blockedButton(4)}></svc-surface>`,
    );
    await el.updateComplete;
    const button = part<HTMLElement & {disabledReason: string}>(el, 'go');
    expect(button.disabledReason).to.equal('4 fields need attention.');
  });
});

describe('messages: component ids stay with the people who build agents', () => {
  it('a marker shows the person no id; the console has it', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const el = await fixture<SvcSurface>(
        html`<svc-surface
          .surface=${makeSurface([
            {id: 'root', column: {children: {ids: ['fancy-widget-7']}}},
            {id: 'fancy-widget-7', fancyWidget: {}},
          ])}
        ></svc-surface>`,
      );
      await el.updateComplete;
      const marker = el.shadowRoot!.querySelector('svc-marker')!;
      await marker.updateComplete;
      expect(marker.shadowRoot!.textContent).to.contain('This part can’t be shown here.');
      expect(marker.shadowRoot!.textContent).not.to.contain('fancy-widget-7');
      expect(warnings.some((w) => w.includes('fancy-widget-7'))).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });
});

describe('messages: a failed load says what it is, and offers Retry only where it helps', () => {
  async function conversationFailingWith(status: number) {
    const mock = createMockService({origin: 'http://mock.test'});
    const client = createClient({
      baseUrl: 'http://mock.test',
      auth: {token: 'demo-token'},
      fetch: mock.fetch,
      retry: {retries: 0},
    });
    mock.failNext(status, 1, {message: 'no'});
    const auth: SvcAuthRequiredEvent[] = [];
    const warn = console.warn;
    console.warn = () => {};
    try {
      const el = await fixture<SvcConversation>(
        html`<svc-conversation
          conversation-id="conv-kitchen-sink"
          .client=${client}
          @svc-auth-required=${(e: SvcAuthRequiredEvent) => auth.push(e)}
        ></svc-conversation>`,
      );
      const status = () => el.shadowRoot!.querySelector('[part~="status"]');
      await waitUntil(() => status()?.getAttribute('data-kind') === 'error', 'no error shown');
      await el.updateComplete;
      const text = status()!.textContent!.replace(/\s+/g, ' ').trim();
      return {text, retry: status()!.querySelector('[part~="retry"]'), auth};
    } finally {
      console.warn = warn;
    }
  }

  it('a 401 is an expired session, asks the host to sign in, and offers no Retry', async () => {
    const {text, retry, auth} = await conversationFailingWith(401);
    expect(text).to.equal('Your session has expired — sign in again.');
    expect(retry).to.equal(null);
    expect(auth).to.have.length(1);
    expect(auth[0]!.detail).to.deep.equal({status: 401, conversationId: 'conv-kitchen-sink'});
  });

  it('a 403 or 404 says so without Retry; a 500 offers Retry', async () => {
    expect((await conversationFailingWith(403)).text).to.equal('You don’t have access to this.');
    const missing = await conversationFailingWith(404);
    expect(missing.text).to.equal('This is no longer available.');
    expect(missing.retry).to.equal(null);
    const busy = await conversationFailingWith(500);
    expect(busy.retry).not.to.equal(null);
    expect(busy.auth).to.have.length(0);
  });
});
