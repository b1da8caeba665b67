import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcA2uiMessageEvent} from '../../src/surface/events.js';
import {webSocketTransport} from '../../src/transports/index.js';
import {
  newSession,
  press,
  received,
  settled,
  surfaceOf,
  typeInto,
  until,
  visibleText,
} from './helpers.js';

describe('WebSocket transport', () => {
  it('reconnects after a drop, resumes after the last seq, and round-trips an action', async () => {
    const session = newSession();
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const errors: SvcA2uiMessageEvent[] = [];
    el.addEventListener('svc-a2ui-message', (event) => {
      if ('error' in event.detail.message) errors.push(event);
    });
    const reconnects: number[] = [];
    const url = new URL(`/__agents/ws?session=${session}&drop=4`, location.href);
    url.protocol = 'ws:';
    const transport = webSocketTransport(url, {
      retryDelay: 10,
      onReconnect: (attempt) => reconnects.push(attempt),
    });
    void el.connect(transport);
    await until(() => transport.lastEventId === '9');
    await settled(el);
    expect(reconnects).to.deep.equal([1]);
    expect(errors, 'no message applied twice').to.have.length(0);
    const surface = surfaceOf(el, 'trip');
    for (let i = 1; i <= 6; i++) expect(visibleText(surface)).to.contain(`Item ${i}`);
    expect(el.processor.surface('trip')!.dataModel.get('/items')).to.have.length(6);

    await typeInto(surface, 'name', 'Grace');
    await press(surface, 'go');
    await until(async () => (await received(session)).length > 0);
    const [frame] = await received(session);
    const action = (frame.message as {action: Record<string, unknown>}).action;
    expect(action).to.include({name: 'book', surfaceId: 'trip'});
    expect(action.context).to.deep.equal({who: 'Grace'});
    // The agent's reply arrives on the same socket.
    await until(() => visibleText(surfaceOf(el, 'trip')).includes('Booked for Grace'));
    el.disconnect();
  });

  it('keeps messages sent while the socket is down until it is back', async () => {
    const sent: string[] = [];
    class FakeSocket extends EventTarget {
      static OPEN = 1;
      readyState = 0;
      constructor() {
        super();
        setTimeout(() => {
          this.readyState = 1;
          this.dispatchEvent(new Event('open'));
        }, 10);
      }
      send(text: string) {
        sent.push(text);
      }
      close() {
        this.dispatchEvent(Object.assign(new Event('close'), {code: 1000}));
      }
    }
    const transport = webSocketTransport('ws://agent.invalid/', {
      WebSocket: FakeSocket as unknown as typeof WebSocket,
    });
    const abort = new AbortController();
    const reading = (async () => {
      for await (const message of transport.messages(abort.signal)) void message;
    })();
    transport.send({version: 'v0.9', action: {name: 'early'}});
    expect(sent).to.have.length(0);
    await until(() => sent.length === 1);
    expect(JSON.parse(sent[0])).to.deep.equal({
      message: {version: 'v0.9', action: {name: 'early'}},
    });
    abort.abort();
    await reading;
  });
});
