/**
 * A2A as an A2UI transport: the A2UI messages of a task's event stream (JSON-RPC
 * `message/stream` over SSE, or the events of any A2A client such as the official SDK's
 * `sendMessageStream`), and each renderer message sent back as an A2A message with the A2UI
 * extension activated, in the same conversation (`contextId`, and the task while it waits for
 * input). A stream that drops while its task still runs is picked up again with
 * `tasks/resubscribe` (the task's snapshot, then its new events; what was read before is skipped).
 * DOM-free.
 */
import {isPlainObject} from '../model/json.js';
import {
  a2uiExtensionUri,
  a2uiMessagesOfParts,
  createA2uiPart,
  type A2aDataPart,
  type A2aTextPart,
} from './a2a-parts.js';
import {MessageQueue} from './queue.js';
import {backoff, jsonEvents, sleep} from './sse.js';
import type {A2uiTransport, Fetch, OutgoingMetadata} from './types.js';

/** An A2A message as this transport sends it (v0.3 JSON). */
export interface A2aMessage {
  kind: 'message';
  messageId: string;
  role: 'user';
  parts: (A2aTextPart | A2aDataPart)[];
  contextId?: string;
  taskId?: string;
  metadata?: Record<string, unknown>;
  extensions: string[];
}

/** What one A2A event held: its A2UI messages and where the conversation stands. */
export interface A2aEventContent {
  messages: unknown[];
  contextId?: string;
  taskId?: string;
  /** The task's state (`working`, `input-required`, `completed`, ...), lower case, v0.3 names. */
  state?: string;
}

/** Task states after which a new message starts a new task. */
const TERMINAL = new Set(['completed', 'failed', 'canceled', 'rejected', 'unknown']);
/** Task states that end a turn: the stream is over, there is nothing to resubscribe to. */
const TURN_ENDS = new Set([...TERMINAL, 'input-required', 'auth-required']);

/** JSON-RPC's "method not found": the agent has no `tasks/resubscribe`. */
const METHOD_NOT_FOUND = -32601;
/** A2A's UnsupportedOperationError, which a resubscribe to a task that has ended answers. */
const UNSUPPORTED_OPERATION = -32004;

/** `TASK_STATE_INPUT_REQUIRED` (v1.0 JSON) or 6 (SDK) → `input-required`. */
function stateName(state: unknown): string | undefined {
  if (typeof state === 'number') {
    const names = ['unknown', 'submitted', 'working', 'completed', 'failed', 'canceled'];
    return [...names, 'input-required', 'rejected', 'auth-required'][state];
  }
  if (typeof state !== 'string') return undefined;
  return state
    .replace(/^TASK_STATE_/, '')
    .toLowerCase()
    .replace(/_/g, '-');
}

/**
 * Reads A2A events (v0.3 JSON, v1.0 JSON, SDK objects; a JSON-RPC response is unwrapped), keeping
 * track of the artifact parts and status messages already read, so a task snapshot that repeats
 * them (after a resubscribe) adds nothing twice.
 */
export class A2aEventReader {
  readonly #artifactParts = new Map<string, number>();
  readonly #messageIds = new Set<string>();

  /** The A2UI messages of `event` not read before, and the conversation ids and state it gives. */
  read(event: unknown): A2aEventContent {
    const out: A2aEventContent = {messages: []};
    if (!isPlainObject(event)) return out;
    if ('jsonrpc' in event) {
      if (isPlainObject(event.error)) throw new A2aRpcError(event.error);
      return this.read(event.result);
    }
    const {kind, value} = normalise(event);
    if (!isPlainObject(value)) return out;
    if (typeof value.contextId === 'string' && value.contextId) out.contextId = value.contextId;
    if (kind === 'message') {
      this.#message(value, out);
      return out;
    }
    const taskId = kind === 'task' ? value.id : value.taskId;
    if (typeof taskId === 'string' && taskId) out.taskId = taskId;
    // A snapshot (after a resubscribe) holds what a dropped stream missed: the artifacts' parts,
    // the agent's earlier status messages in `history`, then its latest status message.
    if (kind === 'task' && Array.isArray(value.artifacts))
      for (const artifact of value.artifacts) this.#artifact(artifact, 'snapshot', out);
    if (kind === 'task' && Array.isArray(value.history))
      for (const message of value.history)
        if (isPlainObject(message) && isAgentRole(message.role) && message.messageId)
          this.#message(message, out);
    if (kind === 'task' || kind === 'status-update') {
      const status = isPlainObject(value.status) ? value.status : {};
      out.state = stateName(status.state);
      if (isPlainObject(status.message)) this.#message(status.message, out);
    }
    if (kind === 'artifact-update')
      this.#artifact(value.artifact, value.append === true ? 'append' : 'replace', out);
    return out;
  }

  #message(message: Record<string, unknown>, out: A2aEventContent): void {
    const id = message.messageId;
    if (typeof id === 'string' && id) {
      if (this.#messageIds.has(id)) return;
      this.#messageIds.add(id);
    }
    out.messages.push(...a2uiMessagesOfParts(message.parts));
  }

  /**
   * `snapshot`: every part so far (a task), only those after the ones read are new; `append`: the
   * parts follow those read; `replace`: the artifact starts again with these parts.
   */
  #artifact(artifact: unknown, how: 'snapshot' | 'append' | 'replace', out: A2aEventContent): void {
    if (!isPlainObject(artifact) || !Array.isArray(artifact.parts)) return;
    const id = typeof artifact.artifactId === 'string' ? artifact.artifactId : '';
    const read = this.#artifactParts.get(id) ?? 0;
    const fresh = how === 'snapshot' ? artifact.parts.slice(read) : artifact.parts;
    out.messages.push(...a2uiMessagesOfParts(fresh));
    this.#artifactParts.set(id, how === 'append' ? read + fresh.length : artifact.parts.length);
  }
}

/** True for the agent's role in any shape (`agent`, `ROLE_AGENT`, the SDK's 2). */
function isAgentRole(role: unknown): boolean {
  return role === 'agent' || role === 'ROLE_AGENT' || role === 2;
}

/** The event's kind (v0.3 names) and body, whatever the shape. */
function normalise(event: Record<string, unknown>): {kind: string; value: unknown} {
  if (typeof event.kind === 'string') return {kind: event.kind, value: event};
  const payload = isPlainObject(event.payload) ? event.payload : undefined;
  const names: Record<string, string> = {
    task: 'task',
    message: 'message',
    statusUpdate: 'status-update',
    artifactUpdate: 'artifact-update',
  };
  if (payload && typeof payload.$case === 'string')
    return {kind: names[payload.$case] ?? payload.$case, value: payload.value};
  for (const [key, kind] of Object.entries(names))
    if (key in event) return {kind, value: event[key]};
  return {kind: '', value: undefined};
}

/** The code of a JSON-RPC error answer; undefined for anything else. */
function rpcErrorCode(event: unknown): unknown {
  return isPlainObject(event) && 'jsonrpc' in event && isPlainObject(event.error)
    ? event.error.code
    : undefined;
}

/** A JSON-RPC error from the agent. */
export class A2aRpcError extends Error {
  readonly code: unknown;
  constructor(error: Record<string, unknown>) {
    super(`The A2A agent answered an error: ${String(error.message ?? error.code)}`);
    this.name = 'A2aRpcError';
    this.code = error.code;
  }
}

/** A task's event stream dropped and could not be resumed; `cause` says why. */
export class A2aStreamLostError extends Error {
  constructor(
    readonly taskId: string,
    detail: string,
    options?: {cause?: unknown},
  ) {
    super(`The event stream of A2A task ${taskId} dropped and ${detail}`, options);
    this.name = 'A2aStreamLostError';
  }
}

/** Options of `a2aTransport`. */
export interface A2aTransportOptions {
  /** The agent's JSON-RPC endpoint (from its AgentCard): `message/stream` is posted there. */
  url?: string | URL;
  /**
   * Sends one A2A message and returns the events of its stream, for hosts with their own A2A
   * client (the official SDK's `sendMessageStream`, another transport binding); replaces `url`.
   */
  stream?: (message: A2aMessage, signal?: AbortSignal) => AsyncIterable<unknown>;
  /** The first message: a text prompt or parts; none: wait for the renderer's first message. */
  message?: string | (A2aTextPart | A2aDataPart)[];
  /** Continue this conversation. */
  contextId?: string;
  /** The A2UI version of the extension to activate (default `0.9`). */
  version?: string;
  /** Sent as `a2uiClientCapabilities` in every message's metadata (`processor.capabilities()`). */
  capabilities?: unknown;
  /** Extra headers of each request (auth). */
  headers?: HeadersInit;
  fetch?: Fetch;
  /** Every A2A event as it arrives (to show the agent's text parts, task states, ...). */
  onEvent?: (event: unknown) => void;
  /**
   * With `stream`: opens a task's event stream again after a drop (the SDK client's
   * `resubscribeTask({id})`, v1.0 `SubscribeToTask`). Without it such a host's drop ends the turn.
   * Both get the connection's signal (it aborts on disconnect).
   */
  resubscribe?: (taskId: string, signal?: AbortSignal) => AsyncIterable<unknown>;
  /** Resubscribes in a row that bring nothing new before giving up (default 5; 0: never). */
  maxResubscribes?: number;
  /** Milliseconds before the first resubscribe, doubled per failed try (default 500). */
  retryDelay?: number;
  /** The longest wait between resubscribes (default 30 s). */
  maxRetryDelay?: number;
  /** Told before each resubscribe, with the attempt number and why the stream ended. */
  onResubscribe?: (attempt: number, reason: unknown) => void;
}

/** An A2A connection; `sendText` adds a person's message to the same conversation. */
export interface A2aTransport extends A2uiTransport {
  send(message: object, metadata?: OutgoingMetadata): Promise<void>;
  /** Sends text (the person typing in the chat) in the same conversation. */
  sendText(text: string): Promise<void>;
  readonly contextId: string | undefined;
}

let sequence = 0;
function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `svc-${Date.now()}-${++sequence}`;
}

/** See the module comment. */
export function a2aTransport(options: A2aTransportOptions): A2aTransport {
  if (!options.url && !options.stream)
    throw new TypeError('a2aTransport needs the agent `url` or a `stream` function.');
  const extension = a2uiExtensionUri(options.version ?? '0.9');
  const reader = new A2aEventReader();
  let contextId = options.contextId;
  let taskId: string | undefined;
  /** Where A2UI messages go; one made before `messages()` is read keeps what arrives first. */
  let queue = new MessageQueue<unknown>();
  /** The signal of the current `messages()`: a disconnect stops reading and resubscribing. */
  let signal: AbortSignal | undefined;
  let rpcId = 0;

  const events =
    options.stream ??
    ((message: A2aMessage, stop?: AbortSignal) => rpc('message/stream', {message}, stop));
  const resubscribe = options.stream ? options.resubscribe : resumeOverRpc;

  /** One JSON-RPC call (v0.3 method names): the events of its SSE answer, or its JSON answer. */
  async function* rpc(method: string, params: object, stop?: AbortSignal): AsyncGenerator<unknown> {
    const headers = new Headers(options.headers);
    headers.set('Content-Type', 'application/json');
    headers.set('Accept', 'text/event-stream');
    headers.set('X-A2A-Extensions', extension);
    const body = {jsonrpc: '2.0', id: ++rpcId, method, params};
    const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    const response = await fetchImpl(options.url!, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: stop,
    });
    if (!response.ok) throw new Error(`The A2A agent answered HTTP ${response.status}.`);
    if (!response.headers.get('Content-Type')?.includes('text/event-stream')) {
      yield await response.json();
      return;
    }
    if (!response.body) return;
    yield* jsonEvents(response.body, 'a2a');
  }

  /**
   * `tasks/resubscribe`; when the task ended in the meantime (the agent answers
   * UnsupportedOperation, as the specification says), `tasks/get` gives its final snapshot.
   */
  async function* resumeOverRpc(id: string, stop?: AbortSignal): AsyncGenerator<unknown> {
    for await (const event of rpc('tasks/resubscribe', {id}, stop)) {
      if (rpcErrorCode(event) === UNSUPPORTED_OPERATION) {
        yield* rpc('tasks/get', {id}, stop);
        return;
      }
      yield event;
    }
  }

  function envelope(parts: (A2aTextPart | A2aDataPart)[], metadata?: OutgoingMetadata): A2aMessage {
    const meta: Record<string, unknown> = {...metadata};
    if (options.capabilities !== undefined) meta.a2uiClientCapabilities = options.capabilities;
    return {
      kind: 'message',
      messageId: newId(),
      role: 'user',
      parts,
      ...(contextId ? {contextId} : {}),
      ...(taskId ? {taskId} : {}),
      ...(Object.keys(meta).length ? {metadata: meta} : {}),
      extensions: [extension],
    };
  }

  /**
   * Sends `message` and feeds the A2UI messages of its stream to the renderer; when the stream
   * ends or fails before the turn does, resubscribes to the task (see `maxResubscribes`).
   */
  async function exchange(message: A2aMessage): Promise<void> {
    // The connection's signal, unless this is a message sent after a disconnect.
    const stop = signal?.aborted ? undefined : signal;
    const turn: {taskId?: string; state?: string} = {};
    let stream = events(message, stop);
    let failures = 0;
    for (;;) {
      let reason: unknown;
      try {
        for await (const event of stream) {
          if (stop?.aborted) return;
          if (read(event, turn)) failures = 0;
        }
      } catch (error) {
        if (stop?.aborted) return;
        // The agent's own error answer is final (a missing `tasks/resubscribe` said plainly).
        if (error instanceof A2aRpcError && failures && error.code === METHOD_NOT_FOUND)
          throw new A2aStreamLostError(turn.taskId!, 'the agent cannot resubscribe.', {
            cause: error,
          });
        if (error instanceof A2aRpcError) throw error;
        reason = error;
      }
      if (stop?.aborted) return;
      const running = turn.taskId && !TURN_ENDS.has(turn.state ?? '');
      if (!running || !resubscribe) {
        if (reason !== undefined) throw reason;
        return;
      }
      reason ??= new Error('The stream ended before the task did.');
      failures++;
      if (failures > (options.maxResubscribes ?? 5))
        throw new A2aStreamLostError(
          turn.taskId!,
          `${failures - 1} resubscribes did not bring it back.`,
          {cause: reason},
        );
      options.onResubscribe?.(failures, reason);
      const wait = backoff(options.retryDelay ?? 500, failures, options.maxRetryDelay);
      if (!(await sleep(wait, stop))) return;
      stream = resubscribe(turn.taskId!, stop);
    }
  }

  /** Applies one event; true when it brought A2UI messages or moved the task on. */
  function read(event: unknown, turn: {taskId?: string; state?: string}): boolean {
    options.onEvent?.(event);
    const content = reader.read(event);
    contextId = content.contextId ?? contextId;
    if (content.taskId) taskId = turn.taskId = content.taskId;
    if (content.state && TERMINAL.has(content.state)) taskId = undefined;
    const moved = content.state !== undefined && content.state !== turn.state;
    if (content.state) turn.state = content.state;
    for (const a2ui of content.messages) queue.push(a2ui);
    return moved || content.messages.length > 0;
  }

  const textParts = (text: string): A2aTextPart[] => [{kind: 'text', text}];
  return {
    get contextId() {
      return contextId;
    },
    async *messages(connection: AbortSignal) {
      const own = queue.ended ? new MessageQueue<unknown>() : queue;
      queue = own;
      signal = connection;
      connection.addEventListener('abort', () => own.end(), {once: true});
      const first = options.message;
      if (first !== undefined)
        exchange(envelope(typeof first === 'string' ? textParts(first) : first)).catch((error) =>
          own.end(error),
        );
      yield* own;
    },
    send(message: object, metadata?: OutgoingMetadata) {
      const version = (message as {version?: unknown}).version;
      const v1 = typeof version === 'string' && !/^v?0\./.test(version);
      // v1.0 puts a list in the part; earlier versions one message per part.
      const part = createA2uiPart(v1 ? [message] : message, v1 ? '1.0' : String(version));
      return exchange(envelope([part], metadata));
    },
    sendText(text: string) {
      return exchange(envelope(textParts(text)));
    },
  };
}
