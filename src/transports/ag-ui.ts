/**
 * AG-UI as an A2UI transport. An agent shows A2UI surfaces as activity messages of type
 * `a2ui-surface` whose content holds the operations (`{a2ui_operations: [...A2UI messages]}`):
 * `ACTIVITY_SNAPSHOT` sets an activity's content, `ACTIVITY_DELTA` patches it (RFC 6902). The
 * reader keeps each activity's content and hands the processor only what is new: the operations
 * after the longest prefix it already applied, skipping a `createSurface` of a surface this
 * activity already made (a snapshot repeats it). An action goes back as a new run whose
 * `forwardedProps.a2uiAction.userAction` is the action (as the AG-UI A2UI middleware reads it),
 * with `a2uiClientDataModel` beside it. DOM-free.
 */
// The package's default export is its API in both its ES build and its CommonJS one (Node).
import jsonPatch, {type Operation} from 'fast-json-patch';
import {isPlainObject, toJson} from '../model/json.js';
import {sameJson} from '../model/same-json.js';
import {MessageQueue} from './queue.js';
import {jsonEvents} from './sse.js';
import type {A2uiTransport, Fetch, OutgoingMetadata} from './types.js';

/** The activity type of A2UI surfaces. */
export const A2UI_ACTIVITY_TYPE = 'a2ui-surface';
/** The key of the operations in an activity's content. */
export const A2UI_OPERATIONS_KEY = 'a2ui_operations';

interface Activity {
  content: Record<string, unknown>;
  /** The operations already given to the processor, in order. */
  applied: unknown[];
  /** Surfaces this activity created. */
  surfaces: Set<string>;
}

/** Reads AG-UI events into A2UI messages (see the module comment). */
export class AgUiActivityReader {
  readonly #activities = new Map<string, Activity>();

  /** The new A2UI messages of `event`; none for events of other types or activities. */
  read(event: unknown): unknown[] {
    if (!isPlainObject(event) || event.activityType !== A2UI_ACTIVITY_TYPE) return [];
    const id = String(event.messageId ?? '');
    const activity = this.#activities.get(id);
    if (event.type === 'ACTIVITY_SNAPSHOT') {
      if (!isPlainObject(event.content)) return [];
      // `replace: false` keeps an existing activity as it is.
      if (activity && event.replace === false) return [];
      return this.#update(id, (toJson(event.content) ?? {}) as Record<string, unknown>);
    }
    if (event.type === 'ACTIVITY_DELTA' && Array.isArray(event.patch)) {
      const content = structuredClone(activity?.content ?? {});
      try {
        const result = jsonPatch.applyPatch(content, event.patch as Operation[], true, true, true);
        return this.#update(id, result.newDocument as Record<string, unknown>);
      } catch (error) {
        throw new Error(`An ACTIVITY_DELTA of ${id} does not apply: ${String(error)}`);
      }
    }
    return [];
  }

  #update(id: string, content: Record<string, unknown>): unknown[] {
    const activity = this.#activities.get(id) ?? {content, applied: [], surfaces: new Set()};
    this.#activities.set(id, activity);
    activity.content = content;
    const operations = Array.isArray(content[A2UI_OPERATIONS_KEY])
      ? (content[A2UI_OPERATIONS_KEY] as unknown[])
      : [];
    let same = 0;
    while (
      same < operations.length &&
      same < activity.applied.length &&
      sameJson(operations[same], activity.applied[same])
    )
      same++;
    const fresh: unknown[] = [];
    for (const operation of operations.slice(same)) {
      const created = isPlainObject(operation) && isPlainObject(operation.createSurface);
      const surfaceId = created ? (operation.createSurface as {surfaceId?: unknown}).surfaceId : '';
      if (created && typeof surfaceId === 'string') {
        if (activity.surfaces.has(surfaceId)) continue;
        activity.surfaces.add(surfaceId);
      }
      fresh.push(operation);
    }
    activity.applied = operations.slice();
    return fresh;
  }
}

/** The run input of the AG-UI HTTP binding (`RunAgentInput`). */
export interface AgUiRunInput {
  threadId: string;
  runId: string;
  state?: unknown;
  messages: unknown[];
  tools: unknown[];
  context: unknown[];
  forwardedProps?: Record<string, unknown>;
}

/** Options of `agUiTransport`. */
export interface AgUiTransportOptions {
  /** The agent's endpoint: each run is a POST of the run input, answered with SSE events. */
  url?: string | URL;
  /**
   * Runs the agent with `input` and returns its events, for hosts with their own AG-UI client
   * (for example `@ag-ui/client`'s agent); replaces `url`.
   */
  run?: (input: AgUiRunInput) => AsyncIterable<unknown>;
  /** The thread (conversation) id; a new one by default. */
  threadId?: string;
  /** The first run's messages (for example `[{id, role: 'user', content: 'Plan my trip'}]`). */
  messages?: unknown[];
  /** Run input fields sent with every run (`tools`, `context`, `state`). */
  input?: Partial<Pick<AgUiRunInput, 'tools' | 'context' | 'state'>>;
  headers?: HeadersInit;
  fetch?: Fetch;
  /** Every AG-UI event as it arrives (text messages, tool calls, state). */
  onEvent?: (event: unknown) => void;
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `svc-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** An AG-UI connection. */
export interface AgUiTransport extends A2uiTransport {
  send(message: object, metadata?: OutgoingMetadata): Promise<void>;
  readonly threadId: string;
}

/** See the module comment. */
export function agUiTransport(options: AgUiTransportOptions): AgUiTransport {
  if (!options.url && !options.run)
    throw new TypeError('agUiTransport needs the agent `url` or a `run` function.');
  const threadId = options.threadId ?? newId();
  const reader = new AgUiActivityReader();
  let queue: MessageQueue<unknown> | undefined;

  const runs = options.run ?? httpRun;
  async function* httpRun(input: AgUiRunInput): AsyncGenerator<unknown> {
    const headers = new Headers(options.headers);
    headers.set('Content-Type', 'application/json');
    headers.set('Accept', 'text/event-stream');
    const fetchImpl = options.fetch ?? ((url, init) => fetch(url, init));
    const response = await fetchImpl(options.url!, {
      method: 'POST',
      headers,
      body: JSON.stringify(input),
    });
    if (!response.ok) throw new Error(`The AG-UI agent answered HTTP ${response.status}.`);
    if (!response.body) return;
    yield* jsonEvents(response.body, 'ag-ui');
  }

  async function run(messages: unknown[], forwardedProps?: Record<string, unknown>) {
    const input: AgUiRunInput = {
      threadId,
      runId: newId(),
      messages,
      tools: [],
      context: [],
      ...options.input,
      ...(forwardedProps ? {forwardedProps} : {}),
    };
    for await (const event of runs(input)) {
      options.onEvent?.(event);
      if (isPlainObject(event) && event.type === 'RUN_ERROR')
        throw new Error(`The AG-UI run failed: ${String(event.message ?? 'no reason given')}`);
      for (const message of reader.read(event)) queue?.push(message);
    }
  }

  return {
    threadId,
    async *messages(signal: AbortSignal) {
      const own = new MessageQueue<unknown>();
      queue = own;
      signal.addEventListener('abort', () => own.end(), {once: true});
      if (options.messages) run(options.messages).catch((error) => own.end(error));
      yield* own;
    },
    send(message: object, metadata?: OutgoingMetadata) {
      const body = message as {action?: unknown; error?: unknown};
      const forwarded: Record<string, unknown> = {...metadata};
      if (body.action !== undefined) forwarded.a2uiAction = {userAction: body.action};
      else forwarded.a2uiMessage = message;
      return run([], forwarded);
    },
  };
}
