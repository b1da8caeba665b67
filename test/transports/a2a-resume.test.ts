import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcA2uiMessageEvent} from '../../src/surface/events.js';
import {
  A2aEventReader,
  A2aRpcError,
  A2UI_MIME_TYPE,
  A2aStreamLostError,
  a2aTransport,
  type A2aTransport,
  type A2aTransportOptions,
} from '../../src/transports/index.js';
import {newSession, settled, surfaceOf, until, visibleText} from './helpers.js';

/** The JSON-RPC methods the local A2A agent of `session` was called with. */
async function calls(session: string): Promise<string[]> {
  return (await fetch(`/__agents/calls?session=${session}`)).json();
}

/** A transport that also lists every A2UI message it hands to the renderer. */
function listing(options: A2aTransportOptions): {transport: A2aTransport; seen: unknown[]} {
  const inner = a2aTransport(options);
  const seen: unknown[] = [];
  const transport: A2aTransport = {
    ...inner,
    get contextId() {
      return inner.contextId;
    },
    async *messages(signal: AbortSignal) {
      for await (const message of inner.messages(signal)) {
        seen.push(message);
        yield message;
      }
    },
  };
  return {transport, seen};
}

/** What a message does, in a word: `createSurface`, the item it adds, the status it shows. */
function what(message: unknown): string {
  const update = (message as {updateDataModel?: {path: string; value: unknown}}).updateDataModel;
  if (!update) return Object.keys(message as object).find((key) => key !== 'version')!;
  return update.path === '/status' ? `${update.path}=${String(update.value)}` : update.path;
}

/**
 * The messages of the long task (`items=n`): the form, then each item (in artifact chunks) and
 * the status after it (in status messages). A resubscribe's snapshot gives the artifacts' missed
 * parts before the missed status messages, so the order holds within each of the two.
 */
function longTask(items: number): {items: string[]; statuses: string[]} {
  const paths = Array.from({length: items}, (_, i) => `/items/${i}`);
  const statuses = Array.from({length: items}, (_, i) => `/status=${i + 1} of ${items} ready`);
  return {
    items: ['createSurface', 'updateComponents', ...paths],
    statuses: ['/status=Ready', ...statuses, `/status=All ${items} items ready`],
  };
}

/** `seen` split as `longTask` gives it: each message once, each kind in order. */
function byKind(seen: unknown[]): {items: string[]; statuses: string[]} {
  const all = seen.map(what);
  return {
    items: all.filter((key) => !key.startsWith('/status')),
    statuses: all.filter((key) => key.startsWith('/status')),
  };
}

/** Reads the transport's messages to their end; the error they end with, if any. */
async function readAll(transport: A2aTransport, signal = new AbortController().signal) {
  const messages: unknown[] = [];
  try {
    for await (const message of transport.messages(signal)) messages.push(message);
  } catch (error) {
    return {messages, error};
  }
  return {messages, error: undefined};
}

const url = (session: string, query: string) => `/__agents/a2a?session=${session}&${query}`;

describe('A2A transport: resubscribing to a task after a dropped stream', () => {
  // `sendText` resolves when its exchange is over, resubscribes included: what the agent was
  // called with is final then, so no test waits for something not to happen.

  it('resubscribes mid-task: the surface ends whole, every message applied once', async () => {
    const session = newSession();
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const errors: SvcA2uiMessageEvent[] = [];
    el.addEventListener('svc-a2ui-message', (event) => {
      if ('error' in event.detail.message) errors.push(event);
    });
    const attempts: number[] = [];
    const {transport, seen} = listing({
      url: url(session, 'items=6&drop=3'),
      retryDelay: 10,
      onResubscribe: (attempt) => attempts.push(attempt),
    });
    void el.connect(transport);
    await transport.sendText('Book me a trip');
    await until(() => visibleText(surfaceOf(el, 'trip')).includes('All 6 items ready'));
    await settled(el);

    const text = visibleText(surfaceOf(el, 'trip'));
    for (let i = 1; i <= 6; i++) expect(text).to.contain(`Item ${i}`);
    expect(el.processor.surface('trip')!.dataModel.get('/items')).to.have.length(6);
    expect(byKind(seen), 'each message once, in order').to.deep.equal(longTask(6));
    expect(seen).to.have.length(16);
    expect(errors, 'no message refused as applied twice').to.have.length(0);
    expect(attempts).to.deep.equal([1]);
    // The resumed stream ended with the task: no second resubscribe.
    expect(await calls(session)).to.deep.equal(['message/stream', 'tasks/resubscribe']);
    el.disconnect();
  });

  it('reads the final snapshot (tasks/get) when the task ended before the resubscribe', async () => {
    const session = newSession();
    const abort = new AbortController();
    const attempts: number[] = [];
    const {transport, seen} = listing({
      url: url(session, 'items=4&drop=3&close=end'),
      retryDelay: 10,
      onResubscribe: (attempt) => attempts.push(attempt),
    });
    const reading = readAll(transport, abort.signal);
    await transport.sendText('Go');
    abort.abort(); // the messages read so far are still handed over
    expect((await reading).error).to.equal(undefined);
    expect(byKind(seen)).to.deep.equal(longTask(4));
    expect(attempts).to.deep.equal([1]);
    expect(await calls(session)).to.deep.equal([
      'message/stream',
      'tasks/resubscribe',
      'tasks/get',
    ]);
  });

  it('does not resubscribe to a task that finished', async () => {
    const session = newSession();
    const abort = new AbortController();
    const {transport, seen} = listing({url: url(session, 'items=2'), retryDelay: 10});
    const reading = readAll(transport, abort.signal);
    await transport.sendText('Go');
    abort.abort();
    expect((await reading).error).to.equal(undefined);
    const {items, statuses} = longTask(2);
    expect(seen.map(what)).to.deep.equal([
      ...items.slice(0, 2),
      statuses[0],
      items[2],
      statuses[1],
      items[3],
      statuses[2],
      statuses[3],
    ]);
    expect(await calls(session)).to.deep.equal(['message/stream']);
  });

  it('ends the connection with a clear error when the agent cannot resubscribe', async () => {
    const session = newSession();
    const transport = a2aTransport({
      url: url(session, 'items=6&drop=3&resubscribe=none'),
      message: 'Go',
      retryDelay: 10,
    });
    const {messages, error} = await readAll(transport);
    expect(error).to.be.instanceOf(A2aStreamLostError);
    expect((error as Error).message).to.match(/dropped and the agent cannot resubscribe/);
    const cause = (error as Error).cause as A2aRpcError;
    expect(cause).to.be.instanceOf(A2aRpcError);
    expect(cause.code).to.equal(-32601);
    expect(messages.map(what).slice(0, 2)).to.deep.equal(['createSurface', 'updateComponents']);
    expect(await calls(session)).to.deep.equal(['message/stream', 'tasks/resubscribe']);
  });

  it('gives up after maxResubscribes failed tries', async () => {
    const session = newSession();
    const attempts: number[] = [];
    const transport = a2aTransport({
      url: url(session, 'items=6&drop=3&resubscribe=down'),
      retryDelay: 10,
      maxResubscribes: 2,
      onResubscribe: (attempt) => attempts.push(attempt),
    });
    const reading = readAll(transport);
    let error: unknown;
    await transport.sendText('Go').catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(A2aStreamLostError);
    expect((error as A2aStreamLostError).taskId).to.be.a('string');
    expect((error as Error).message).to.match(/2 resubscribes did not bring it back/);
    expect(String((error as Error).cause)).to.contain('HTTP 503');
    expect(attempts).to.deep.equal([1, 2]);
    expect(await calls(session)).to.deep.equal([
      'message/stream',
      'tasks/resubscribe',
      'tasks/resubscribe',
    ]);
    void reading;
  });

  it('stops resubscribing when the connection is closed', async () => {
    const session = newSession();
    const abort = new AbortController();
    const attempts: number[] = [];
    const transport = a2aTransport({
      url: url(session, 'items=6&drop=2&resubscribe=down'),
      retryDelay: 10,
      maxResubscribes: 50,
      onResubscribe: (attempt) => {
        attempts.push(attempt);
        if (attempt === 2) abort.abort();
      },
    });
    const reading = readAll(transport, abort.signal);
    await transport.sendText('Go');
    expect(attempts).to.deep.equal([1, 2]);
    expect(await calls(session)).to.deep.equal(['message/stream', 'tasks/resubscribe']);
    expect((await reading).error).to.equal(undefined);
  });

  it("reads a snapshot: missed artifact parts, the agent's earlier messages, each once", () => {
    const reader = new A2aEventReader();
    const ui = (path: string) => ({
      data: {version: 'v0.9', updateDataModel: {surfaceId: 's', path, value: 1}},
      mediaType: A2UI_MIME_TYPE,
    });
    const message = (messageId: string, role: string, path: string) => ({
      messageId,
      role,
      parts: [ui(path)],
    });
    const paths = (event: unknown) =>
      reader
        .read(event)
        .messages.map((m) => (m as {updateDataModel: {path: string}}).updateDataModel.path);
    expect(
      paths({artifactUpdate: {taskId: 't', artifact: {artifactId: 'a', parts: [ui('/a')]}}}),
    ).to.deep.equal(['/a']);
    expect(
      paths({
        statusUpdate: {
          taskId: 't',
          status: {state: 'TASK_STATE_WORKING', message: message('m1', 'ROLE_AGENT', '/m1')},
        },
      }),
    ).to.deep.equal(['/m1']);
    const snapshot = {
      task: {
        id: 't',
        status: {state: 'TASK_STATE_WORKING', message: message('m3', 'ROLE_AGENT', '/m3')},
        artifacts: [{artifactId: 'a', parts: [ui('/a'), ui('/b')]}],
        history: [
          message('u1', 'ROLE_USER', '/mine'),
          message('m1', 'ROLE_AGENT', '/m1'),
          message('m2', 'ROLE_AGENT', '/m2'),
          message('m3', 'ROLE_AGENT', '/m3'),
        ],
      },
    };
    expect(paths(snapshot)).to.deep.equal(['/b', '/m2', '/m3']);
    expect(paths(snapshot), 'the same snapshot again').to.deep.equal([]);
  });

  it("resubscribes through a host's own client (`stream` + `resubscribe`, v1.0 shapes)", async () => {
    const part = (path: string) => ({
      data: {version: 'v0.9', updateDataModel: {surfaceId: 's', path, value: 1}},
      mediaType: A2UI_MIME_TYPE,
    });
    const resubscribed: string[] = [];
    const transport = a2aTransport({
      retryDelay: 1,
      async *stream() {
        yield {task: {id: 't1', status: {state: 'TASK_STATE_WORKING'}}};
        yield {artifactUpdate: {taskId: 't1', artifact: {artifactId: 'a', parts: [part('/1')]}}};
        throw new TypeError('network error');
      },
      async *resubscribe(id) {
        resubscribed.push(id);
        yield {
          task: {
            id,
            status: {state: 'TASK_STATE_WORKING'},
            artifacts: [{artifactId: 'a', parts: [part('/1'), part('/2')]}],
          },
        };
        yield {statusUpdate: {taskId: id, status: {state: 'TASK_STATE_COMPLETED'}}};
      },
    });
    const abort = new AbortController();
    const seen: unknown[] = [];
    const reading = (async () => {
      for await (const message of transport.messages(abort.signal)) seen.push(message);
    })();
    await transport.sendText('Go');
    abort.abort();
    await reading;
    expect(seen.map(what)).to.deep.equal(['/1', '/2']);
    expect(resubscribed).to.deep.equal(['t1']);
  });
});
