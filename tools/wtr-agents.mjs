// Faithful local agents for the transport tests (test/transports), served by the test runner's
// own server under /__agents/. Each test names a `session` so that tests never share state.
//
//   GET  /__agents/sse?session=&drop=k     A2UI messages as SSE with ids; the first connection
//                                          drops after k events; Last-Event-ID resumes (one event
//                                          of overlap, as careless servers do); 204 when done
//   POST /__agents/sse/send?session=       the back channel: records {message, metadata}
//   WS   /__agents/ws?session=&drop=k      frames {seq, message}; same drop and resume rules
//                                          (?lastEventId=n); records what the client sends
//   POST /__agents/a2a?session=            an A2A agent on the official SDK's server (@a2a-js/sdk
//                                          DefaultRequestHandler, JSON-RPC v0.3 and v1.0)
//        &items=n&drop=k&resubscribe=      a long task: the form, then n items one by one (artifact
//                                          appends and status messages by turns); the first stream
//                                          drops after k events while the task goes on;
//                                          (waiting half-way for the resubscribe, or with `close=end`
//                                          finishing first); `resubscribe=none` answers
//                                          method-not-found, `=down` 503
//   GET  /__agents/calls?session=          the JSON-RPC methods the A2A agent was called with
//   POST /__agents/ag-ui?session=          an AG-UI agent: events made and checked with
//                                          @ag-ui/core's schemas, encoded by @ag-ui/encoder
//   GET  /__agents/received?session=       what the agent side received, as JSON
// The MCP Apps tests load @modelcontextprotocol/ext-apps into an opaque-origin frame: its files
// get CORS headers here.
import {
  AgentEvent,
  DefaultRequestHandler,
  InMemoryTaskStore,
  JsonRpcTransportHandler,
  UnauthenticatedUser,
  defaultServerCallContextBuilder,
} from '@a2a-js/sdk/server';
import {LegacyJsonRpcTransportHandler} from '@a2a-js/sdk/compat/v0_3/server';
import {Task, TaskArtifactUpdateEvent, TaskStatusUpdateEvent} from '@a2a-js/sdk';
import {EventType} from '@ag-ui/core';
import {EventSchemas, RunAgentInputSchema} from '@ag-ui/core/schemas';
import {EventEncoder} from '@ag-ui/encoder';
import WebSocket from 'ws';
import {Buffer} from 'node:buffer';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** The scenario every agent plays: a form, then items one by one, then a reply to the action. */
export function scenario(surfaceId = 'trip', items = 6) {
  const messages = [
    {version: 'v0.9', createSurface: {surfaceId, catalogId: CATALOG, sendDataModel: true}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'Column', children: ['name', 'go', 'status', 'list']},
          {id: 'name', component: 'TextField', label: 'Name', value: {path: '/name'}},
          {
            id: 'go',
            component: 'Button',
            child: 'go_label',
            action: {event: {name: 'book', context: {who: {path: '/name'}}}},
          },
          {id: 'go_label', component: 'Text', text: 'Book'},
          {id: 'status', component: 'Text', text: {path: '/status'}},
          {
            id: 'list',
            component: 'List',
            children: {componentId: 'item', path: '/items'},
          },
          {id: 'item', component: 'Text', text: {path: 'label'}},
        ],
      },
    },
    {version: 'v0.9', updateDataModel: {surfaceId, path: '/status', value: 'Ready'}},
  ];
  for (let i = 0; i < items; i++)
    messages.push({
      version: 'v0.9',
      updateDataModel: {surfaceId, path: `/items/${i}`, value: {label: `Item ${i + 1}`}},
    });
  return messages;
}

/** The agent's answer to an action: the status names who booked. */
function reply(surfaceId, who) {
  return {
    version: 'v0.9',
    updateDataModel: {surfaceId, path: '/status', value: `Booked for ${who ?? 'nobody'}`},
  };
}

const sessions = new Map();
function session(id) {
  if (!sessions.has(id)) sessions.set(id, {received: [], connections: 0});
  return sessions.get(id);
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function sseHeaders(ctx) {
  ctx.respond = false;
  ctx.res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
  });
}

/** The resumable A2UI SSE stream. */
async function sse(ctx, state) {
  const all = scenario(ctx.query.surface || 'trip', Number(ctx.query.items || 6));
  const last = Number(ctx.get('Last-Event-ID') || 0);
  if (last >= all.length) {
    ctx.status = 204;
    return;
  }
  const first = ++state.connections === 1;
  const drop = Number(ctx.query.drop || Infinity);
  sseHeaders(ctx);
  // Resend the last event the client had: it must skip it.
  const start = Math.max(0, last - 1);
  for (let i = start; i < all.length; i++) {
    if (first && i === drop) {
      ctx.res.socket.destroy();
      return;
    }
    ctx.res.write(`id: ${i + 1}\nretry: 20\ndata: ${JSON.stringify(all[i])}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  ctx.res.end();
}

function a2aHandlers(state) {
  const card = {
    name: 'Trip agent',
    description: 'Books trips with A2UI forms.',
    version: '1.0.0',
    supportedInterfaces: [
      {url: 'http://localhost/__agents/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0'},
      {url: 'http://localhost/__agents/a2a', protocolBinding: 'JSONRPC', protocolVersion: '0.3'},
    ],
    capabilities: {
      streaming: true,
      extensions: [{uri: 'https://a2ui.org/a2a-extension/a2ui/v0.9', required: false}],
    },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['application/a2ui+json'],
    skills: [],
  };
  const a2uiPart = (message) => ({
    data: message,
    metadata: {mimeType: 'application/json+a2ui'},
  });
  /** The task's events, as an agent publishes them on its bus. */
  const publisher = (bus, taskId, contextId) => ({
    artifact: (messages, append) =>
      bus.publish(
        AgentEvent.artifactUpdate(
          TaskArtifactUpdateEvent.fromJSON({
            taskId,
            contextId,
            append,
            artifact: {artifactId: 'ui', parts: messages.map(a2uiPart)},
          }),
        ),
      ),
    status: (state, messageId, parts) =>
      bus.publish(
        AgentEvent.statusUpdate(
          TaskStatusUpdateEvent.fromJSON({
            taskId,
            contextId,
            status: {state, message: {messageId, role: 'ROLE_AGENT', contextId, taskId, parts}},
          }),
        ),
      ),
  });
  const executor = {
    async execute(request, bus) {
      const {taskId, contextId} = request;
      const incoming = request.userMessage;
      const actions = [];
      for (const part of incoming.parts ?? []) {
        const value = part.content?.$case === 'data' ? part.content.value : undefined;
        if (value && typeof value === 'object' && 'action' in value) actions.push(value.action);
      }
      state.received.push({
        parts: (incoming.parts ?? []).map((p) => p.content?.value),
        metadata: incoming.metadata,
        extensions: [...(request.context.requestedExtensions ?? [])],
      });
      bus.publish(
        AgentEvent.task(
          Task.fromJSON({id: taskId, contextId, status: {state: 'TASK_STATE_WORKING'}}),
        ),
      );
      const typed = (incoming.parts ?? []).some((part) => part.content?.$case === 'text');
      if (typed && state.items) return longTask(taskId, contextId, bus, state.items);
      const messages = actions.length
        ? actions.map((action) => reply(action.surfaceId, action.context?.who))
        : scenario('trip', 3);
      // The form in an artifact, streamed in two chunks; a reply in the final status message.
      const publish = publisher(bus, taskId, contextId);
      if (!actions.length)
        for (const [index, chunk] of [messages.slice(0, 2), messages.slice(2)].entries())
          publish.artifact(chunk, index > 0);
      publish.status(
        'TASK_STATE_COMPLETED',
        `reply-${state.received.length}`,
        actions.length ? messages.map(a2uiPart) : [{text: 'Here is the form.'}],
      );
      bus.finished();
    },
    async cancelTask() {},
  };
  /**
   * The scenario spread over time (after the task event), so that a dropped stream misses some:
   * the form and the items in artifact chunks, the status in the task's status messages.
   */
  async function longTask(taskId, contextId, bus, items) {
    const [create, components, ...updates] = scenario('trip', items);
    const publish = publisher(bus, taskId, contextId);
    const publishArtifact = publish.artifact;
    let sent = 0;
    const publishStatus = (state, value) =>
      publish.status(state, `status-${++sent}`, [
        a2uiPart({version: 'v0.9', updateDataModel: {surfaceId: 'trip', path: '/status', value}}),
      ]);
    publishArtifact([create, components], false);
    publishStatus('TASK_STATE_WORKING', 'Ready');
    for (const [index, update] of updates.slice(1).entries()) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      // Half-way, the task waits for the client to come back (at most a second), so a
      // resubscribe finds it running whatever the machine's load.
      if (index === Math.floor(items / 2) && !state.finishAlone)
        await Promise.race([
          state.resubscribed,
          new Promise((resolve) => setTimeout(resolve, 1000)),
        ]);
      publishArtifact([update], true);
      publishStatus('TASK_STATE_WORKING', `${index + 1} of ${items} ready`);
    }
    publishStatus('TASK_STATE_COMPLETED', `All ${items} items ready`);
    bus.finished();
  }

  const handler = new DefaultRequestHandler(card, new InMemoryTaskStore(), executor);
  return {
    v1: new JsonRpcTransportHandler(handler),
    legacy: new LegacyJsonRpcTransportHandler(handler),
  };
}

async function a2a(ctx, state) {
  state.a2a ??= a2aHandlers(state);
  state.items ??= Number(ctx.query.items || 0);
  state.finishAlone ??= ctx.query.close === 'end';
  state.resubscribed ??= new Promise((resolve) => (state.onResubscribe = resolve));
  const body = JSON.parse(await readBody(ctx.req));
  (state.calls ??= []).push(body.method);
  if (body.method === 'tasks/resubscribe' && ctx.query.resubscribe === 'none') {
    ctx.body = {jsonrpc: '2.0', id: body.id, error: {code: -32601, message: 'Method not found'}};
    return;
  }
  if (body.method === 'tasks/resubscribe' && ctx.query.resubscribe === 'down') {
    ctx.status = 503;
    return;
  }
  const version = ctx.get('A2A-Version');
  const legacy = !version || version === '0.3';
  const extensions = (ctx.get(legacy ? 'X-A2A-Extensions' : 'A2A-Extensions') || '')
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean);
  const context = defaultServerCallContextBuilder({
    extensions,
    user: new UnauthenticatedUser(),
    headers: ctx.headers,
    requestedVersion: version || undefined,
  });
  const result = await (legacy ? state.a2a.legacy : state.a2a.v1).handle(body, context);
  if (typeof result?.[Symbol.asyncIterator] !== 'function') {
    ctx.body = result;
    return;
  }
  // As the SDK's express server: an error before the first event is a JSON-RPC error answer.
  const events = result[Symbol.asyncIterator]();
  let next;
  try {
    next = await events.next();
  } catch (error) {
    const map = legacy
      ? LegacyJsonRpcTransportHandler.mapToLegacyJSONRPCError
      : JsonRpcTransportHandler.mapToJSONRPCError;
    ctx.body = {jsonrpc: '2.0', id: body.id ?? null, error: map(error)};
    return;
  }
  // The snapshot is taken and the new stream listens: the long task may go on.
  if (body.method === 'tasks/resubscribe') state.onResubscribe();
  const first = body.method === 'message/stream' && state.calls.length === 1;
  const drop = first ? Number(ctx.query.drop ?? Infinity) : Infinity;
  sseHeaders(ctx);
  // After a drop the stream is still read to its end, as the SDK's express server does, so the
  // task store keeps up and a resubscribe's snapshot is current. After the k-th event nothing more
  // is written and the socket closes a moment later, cleanly: closed at once, the browser could
  // lose events it had not read yet (or, with none sent, quietly send the request again).
  let dropped = false;
  for (let written = 1; !next.done; next = await events.next(), written++) {
    if (dropped || ctx.res.destroyed) continue;
    const data = `data: ${JSON.stringify(next.value)}\n\n`;
    dropped = written === drop;
    if (dropped && !state.finishAlone)
      ctx.res.write(data, () => setTimeout(() => ctx.res.socket.end(), 100));
    else ctx.res.write(data);
  }
  // `close=end`: the drop comes once the task has finished (a resubscribe finds it ended).
  if (dropped && state.finishAlone) ctx.res.socket.end();
  else if (!ctx.res.destroyed) ctx.res.end();
}

async function agUi(ctx, state) {
  const input = RunAgentInputSchema.parse(JSON.parse(await readBody(ctx.req)));
  state.received.push({forwardedProps: input.forwardedProps ?? null, threadId: input.threadId});
  const encoder = new EventEncoder({accept: ctx.get('Accept')});
  sseHeaders(ctx);
  const send = (event) => ctx.res.write(encoder.encode(EventSchemas.parse(event)));
  const {threadId, runId} = input;
  send({type: EventType.RUN_STARTED, threadId, runId});
  const action = input.forwardedProps?.a2uiAction?.userAction;
  const ops = scenario('trip', 2);
  if (action) {
    send({
      type: EventType.ACTIVITY_DELTA,
      messageId: 'a2ui-surface-trip',
      activityType: 'a2ui-surface',
      patch: [
        {
          op: 'add',
          path: '/a2ui_operations/-',
          value: reply(action.surfaceId, action.context?.who),
        },
      ],
    });
  } else {
    send({
      type: EventType.ACTIVITY_SNAPSHOT,
      messageId: 'a2ui-surface-trip',
      activityType: 'a2ui-surface',
      content: {a2ui_operations: ops.slice(0, 3)},
      replace: true,
    });
    // The usual middleware pattern: the whole list again, grown, then a patch.
    send({
      type: EventType.ACTIVITY_SNAPSHOT,
      messageId: 'a2ui-surface-trip',
      activityType: 'a2ui-surface',
      content: {a2ui_operations: ops.slice(0, 4)},
      replace: true,
    });
    send({
      type: EventType.ACTIVITY_DELTA,
      messageId: 'a2ui-surface-trip',
      activityType: 'a2ui-surface',
      patch: [{op: 'add', path: '/a2ui_operations/-', value: ops[4]}],
    });
  }
  send({type: EventType.RUN_FINISHED, threadId, runId});
  ctx.res.end();
}

function webSockets(server) {
  const wss = new WebSocket.Server({noServer: true});
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname !== '/__agents/ws') return;
    wss.handleUpgrade(request, socket, head, (ws) => {
      const state = session(url.searchParams.get('session') ?? '');
      const first = ++state.connections === 1;
      const drop = Number(url.searchParams.get('drop') ?? Infinity);
      const all = scenario('trip', 6);
      const last = Number(url.searchParams.get('lastEventId') ?? 0);
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data));
        state.received.push(frame);
        const action = frame.message?.action;
        if (action)
          ws.send(
            JSON.stringify({
              seq: all.length + state.received.length,
              message: reply(action.surfaceId, action.context?.who),
            }),
          );
      });
      let i = Math.max(0, last - 1);
      const next = () => {
        if (i >= all.length) return;
        if (first && i === drop) return ws.terminate();
        ws.send(JSON.stringify({seq: i + 1, message: all[i]}));
        i++;
        setTimeout(next, 5);
      };
      next();
    });
  });
}

/** The HTTP routes: a koa middleware for the config's `middleware` (it runs before the files). */
export function agentsMiddleware() {
  return async (ctx, next) => {
    if (ctx.path.startsWith('/node_modules/@modelcontextprotocol/ext-apps/'))
      ctx.set('Access-Control-Allow-Origin', '*');
    if (!ctx.path.startsWith('/__agents/')) return next();
    const state = session(String(ctx.query.session ?? ''));
    try {
      if (ctx.path === '/__agents/received') ctx.body = state.received;
      else if (ctx.path === '/__agents/calls') ctx.body = state.calls ?? [];
      else if (ctx.path === '/__agents/sse') await sse(ctx, state);
      else if (ctx.path === '/__agents/sse/send') {
        state.received.push(JSON.parse(await readBody(ctx.req)));
        ctx.status = 204;
      } else if (ctx.path === '/__agents/a2a') await a2a(ctx, state);
      else if (ctx.path === '/__agents/ag-ui') await agUi(ctx, state);
      else return next();
    } catch (error) {
      console.error('[wtr-agents]', error);
      if (!ctx.res.headersSent) {
        ctx.status = 500;
        ctx.body = String(error);
      } else ctx.res.end();
    }
  };
}

/** The WebSocket route, on the runner's server. */
export function agentsPlugin() {
  return {
    name: 'svc-agents',
    serverStart({server}) {
      webSockets(server);
    },
  };
}
