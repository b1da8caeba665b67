/**
 * Server-sent events over `fetch`: a parser of the `text/event-stream` format, and a reader that
 * reconnects after a drop with `Last-Event-ID`, as EventSource does, but with any method, body and
 * headers, a backoff, and no event applied twice (ids the reader has seen are skipped).
 */
import {MAX_ITEM_CHARS} from '../protocol/stream-reader.js';
import {ReplayFilter} from './replay-filter.js';
import type {Fetch} from './types.js';

/** One event of a `text/event-stream`. */
export interface SseEvent {
  /** The `event:` field; `message` when absent. */
  type: string;
  /** The `data:` lines joined with `\n`. */
  data: string;
  /** The last `id:` seen up to this event (ids carry over, as in EventSource); undefined if none. */
  id?: string;
  /** A `retry:` in this event block (milliseconds). */
  retry?: number;
}

/** The longest event read (characters of its data); a longer one is dropped with a warning. */
export const MAX_SSE_EVENT_CHARS = MAX_ITEM_CHARS;

const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Reads `stream` as `text/event-stream` (any line ending; comments and unknown fields ignored), one
 * event per blank-line-ended block with data. Ends with the stream or when `signal` aborts. A
 * trailing block without its blank line is incomplete and is dropped, as the format says. Each
 * chunk is scanned once (a long line costs its length, not its length times its chunks), and an
 * event longer than MAX_SSE_EVENT_CHARS is dropped with a warning instead of filling memory.
 */
export async function* parseSse(
  stream: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
  lastId?: string,
): AsyncGenerator<SseEvent> {
  const reader = stream.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', cancel, {once: true});
  const decoder = new TextDecoder();
  /** The line not ended yet. */
  let pending = '';
  /** A chunk ended with \r: a \n starting the next is the same line break. */
  let afterCr = false;
  let data: string[] = [];
  let size = 0;
  let tooLong = false;
  let type = '';
  let retry: number | undefined;
  let id = lastId;
  /** One line of the stream; an event when it is the blank line that ends one. */
  const line = (text: string): SseEvent | undefined => {
    if (text === '') {
      const event =
        data.length && !tooLong
          ? {type: type || 'message', data: data.join('\n'), id, retry}
          : undefined;
      if (tooLong)
        console.warn(`[sse] An event longer than ${MAX_SSE_EVENT_CHARS} characters was dropped.`);
      data = [];
      size = 0;
      tooLong = false;
      type = '';
      retry = undefined;
      return event;
    }
    if (text.startsWith(':')) return undefined;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') {
      size += value.length + 1;
      if (size > MAX_SSE_EVENT_CHARS) tooLong = true;
      else data.push(value);
    } else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
    return undefined;
  };
  try {
    for (;;) {
      const {value, done} = await reader.read();
      if (done || signal?.aborted) return;
      let text = decoder.decode(value, {stream: true});
      if (afterCr && text.startsWith('\n')) text = text.slice(1);
      afterCr = false;
      let start = 0;
      LINE_BREAK.lastIndex = 0;
      for (let match = LINE_BREAK.exec(text); match; match = LINE_BREAK.exec(text)) {
        const event = line(pending + text.slice(start, match.index));
        pending = '';
        start = LINE_BREAK.lastIndex;
        afterCr = match[0] === '\r' && start === text.length;
        if (event) yield event;
      }
      const rest = text.slice(start);
      // A line past the cap: its event is dropped, the line itself not kept.
      if (pending.length + rest.length + size > MAX_SSE_EVENT_CHARS) {
        tooLong = true;
        pending = '';
      } else pending += rest;
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}

/**
 * The JSON events of `stream` (a protocol's own envelopes, as A2A and AG-UI send them): an event
 * whose data is not JSON is skipped with a warning naming `source`, and the stream goes on.
 */
export async function* jsonEvents(
  stream: ReadableStream<Uint8Array>,
  source: string,
): AsyncGenerator<unknown> {
  for await (const event of parseSse(stream)) {
    try {
      yield JSON.parse(event.data);
    } catch (error) {
      console.warn(`[${source}] An event is not JSON and was skipped: ${String(error)}`);
    }
  }
}

/** Options of `resumableSse`. */
export interface ResumableSseOptions {
  /** Method, headers and body of each request (a POST body is sent again on every reconnect). */
  init?: RequestInit;
  fetch?: Fetch;
  /** Resume after this id from the start (a saved thread's `lastEventId`). */
  lastEventId?: string;
  /** Milliseconds before the first reconnect (default 500; a server's `retry:` replaces it). */
  retryDelay?: number;
  /** The longest wait between reconnects; each failed try doubles the wait up to it (default 30 s). */
  maxRetryDelay?: number;
  /** Reconnects in a row without a new event before giving up (default: never give up). */
  maxRetries?: number;
  /** Told before each reconnect, with the attempt number and the reason. */
  onReconnect?: (attempt: number, reason: unknown) => void;
  signal?: AbortSignal;
}

/** An HTTP status that no reconnect will fix. */
export class SseStatusError extends Error {
  constructor(readonly status: number) {
    super(`The event stream answered HTTP ${status}.`);
    this.name = 'SseStatusError';
  }
}

const RETRYABLE_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

/**
 * The events of `url`, reconnecting after a network error, a dropped body or a retryable status
 * (408, 425, 429, 5xx) with the `Last-Event-ID` header, until the server answers 204 (the format's
 * "stop"), another error status (thrown as SseStatusError), or `signal` aborts. An event whose id
 * was already seen is skipped: numeric ids at or below the highest seen, other ids remembered.
 */
export async function* resumableSse(
  url: string | URL,
  options: ResumableSseOptions = {},
): AsyncGenerator<SseEvent> {
  const fetchImpl: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const signal = options.signal;
  const replays = new ReplayFilter();
  let lastId = options.lastEventId;
  let delay = options.retryDelay ?? 500;
  let failures = 0;
  replays.accept(lastId);

  for (;;) {
    if (signal?.aborted) return;
    let reason: unknown;
    try {
      const headers = new Headers(options.init?.headers);
      headers.set('Accept', 'text/event-stream');
      if (lastId !== undefined) headers.set('Last-Event-ID', lastId);
      const response = await fetchImpl(url, {...options.init, headers, signal, cache: 'no-store'});
      if (response.status === 204) return;
      if (!response.ok) {
        void response.body?.cancel().catch(() => {});
        if (!RETRYABLE_STATUS.has(response.status)) throw new SseStatusError(response.status);
        reason = new SseStatusError(response.status);
      } else if (response.body) {
        for await (const event of parseSse(response.body, signal, lastId)) {
          if (event.retry !== undefined) delay = event.retry;
          if (event.id !== undefined) lastId = event.id;
          if (!replays.accept(event.id)) continue;
          failures = 0;
          yield event;
        }
        reason = new Error('The event stream ended.');
      }
    } catch (error) {
      if (signal?.aborted || error instanceof SseStatusError) {
        if (signal?.aborted) return;
        throw error;
      }
      reason = error;
    }
    failures++;
    if (failures > (options.maxRetries ?? Infinity)) throw reason;
    options.onReconnect?.(failures, reason);
    if (!(await sleep(backoff(delay, failures, options.maxRetryDelay), signal))) return;
  }
}

/** Waits `ms`; false when `signal` aborted first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const done = (result: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal?.addEventListener('abort', onAbort, {once: true});
  });
}

/** The wait before reconnect number `attempt` (1-based): `base` doubled per attempt, capped. */
export function backoff(base: number, attempt: number, max = 30_000): number {
  return Math.min(base * 2 ** Math.max(0, attempt - 1), max);
}
