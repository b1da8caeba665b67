import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcA2uiMessageEvent} from '../../src/surface/events.js';
import {parseSse, resumableSse, sseTransport} from '../../src/transports/index.js';
import {ReplayFilter} from '../../src/transports/replay-filter.js';
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

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function all<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('SSE transport', () => {
  it('parses events across chunks, line endings, comments and multi-line data', async () => {
    const events = await all(
      parseSse(
        streamOf(
          ': hello\r\nid: 1\r\nda',
          'ta: {"a":1}\r\n\r\nevent: note\nid: 2\ndata: x\ndata:  y\n\n',
          'data: no id change\r',
          '\r',
          'data: unterminated',
        ),
      ),
    );
    expect(events).to.deep.equal([
      {type: 'message', data: '{"a":1}', id: '1', retry: undefined},
      {type: 'note', data: 'x\n y', id: '2', retry: undefined},
      {type: 'message', data: 'no id change', id: '2', retry: undefined},
    ]);
  });

  it('reads a long line sent in many small chunks, and a CRLF split between chunks', async () => {
    const long = 'x'.repeat(200_000);
    const text = `data: ${long}\r\n\r\ndata: next\r`;
    const chunks: string[] = [];
    for (let at = 0; at < text.length; at += 97) chunks.push(text.slice(at, at + 97));
    const events = await all(parseSse(streamOf(...chunks, '\n\r\n')));
    expect(events.map((event) => event.data)).to.deep.equal([long, 'next']);
  });

  it('skips replayed ids, numeric or not', () => {
    const filter = new ReplayFilter();
    expect([1, 2, 2, 1, 3].map((id) => filter.accept(id))).to.deep.equal([
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(['a', 'b', 'a', undefined, undefined].map((id) => filter.accept(id))).to.deep.equal([
      true,
      true,
      false,
      true,
      true,
    ]);
  });

  it('resumes with Last-Event-ID after a drop: nothing lost, nothing twice', async () => {
    const session = newSession();
    const reconnects: number[] = [];
    const events = await all(
      resumableSse(`/__agents/sse?session=${session}&drop=4`, {
        retryDelay: 10,
        onReconnect: (attempt) => reconnects.push(attempt),
      }),
    );
    expect(reconnects.length).to.be.greaterThan(0);
    expect(events.map((event) => event.id)).to.deep.equal([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it('renders a dropped stream whole and sends the action back (round trip)', async () => {
    const session = newSession();
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const errors: SvcA2uiMessageEvent[] = [];
    el.addEventListener('svc-a2ui-message', (event) => {
      if ('error' in event.detail.message) errors.push(event);
    });
    const transport = sseTransport(`/__agents/sse?session=${session}&drop=5`, {
      retryDelay: 10,
      sendUrl: `/__agents/sse/send?session=${session}`,
    });
    await el.connect(transport);
    await settled(el);
    expect(errors, 'no message applied twice').to.have.length(0);
    const surface = surfaceOf(el, 'trip');
    const text = visibleText(surface);
    for (let i = 1; i <= 6; i++) expect(text).to.contain(`Item ${i}`);
    expect(el.processor.surface('trip')!.dataModel.get('/items')).to.have.length(6);
    expect(transport.lastEventId).to.equal('9');

    await typeInto(surface, 'name', 'Ada');
    await press(surface, 'go');
    await until(async () => (await received(session)).length > 0);
    const [sent] = await received(session);
    const action = (sent.message as {action: Record<string, unknown>}).action;
    expect(action).to.include({name: 'book', surfaceId: 'trip', sourceComponentId: 'go'});
    expect(action.context).to.deep.equal({who: 'Ada'});
    const model = sent.metadata as {a2uiClientDataModel: {surfaces: Record<string, unknown>}};
    expect(model.a2uiClientDataModel.surfaces.trip).to.deep.include({name: 'Ada'});
  });
});
