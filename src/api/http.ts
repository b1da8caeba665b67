/**
 * The transport under the client: one JSON request with auth, a per-attempt timeout, caller
 * aborts, bounded retries of 429/503 with exponential backoff honouring `Retry-After`, and
 * error mapping to {@link ServiceError}. Nothing here logs.
 */
import {ServiceError} from './errors.js';
import type {ServiceErrorInit} from './errors.js';
import {scrubServerText} from './redact.js';

export interface RetryOptions {
  /** Retries after the first attempt (0 disables retrying). Default 3. */
  retries: number;
  /** Delay before the first retry; doubles each time. Default 300 ms. */
  baseDelayMs: number;
  /**
   * Longest wait between attempts. Default 10 000 ms. A `Retry-After` longer than this is not
   * waited for: the call fails at once with the 429/503 and its `retryAfterMs`.
   */
  maxDelayMs: number;
  /**
   * Randomise each backoff delay between half and all of its value, so many clients do not
   * retry in step. Default true. `Retry-After` delays are never randomised.
   */
  jitter?: boolean;
}

export const DEFAULT_RETRY: Readonly<Required<RetryOptions>> = Object.freeze({
  retries: 3,
  baseDelayMs: 300,
  maxDelayMs: 10_000,
  jitter: true,
});

/** Options every call takes. */
export interface CallOptions {
  /** Aborts the call (including backoff waits); the call then rejects with kind `abort`. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call (per HTTP attempt). */
  timeoutMs?: number;
}

/** Waits `ms`, rejecting with the signal's reason when it aborts. Injectable for tests. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const defaultSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, {once: true});
  });

/** What the transport needs to know about auth for one request. */
export interface TokenSource {
  /** A token for the next request. */
  get(signal?: AbortSignal): Promise<string>;
  /**
   * Called once after a 401 with the token that was refused; resolves to a fresh token, or to
   * `undefined` when this kind of auth cannot refresh (then the 401 is final).
   */
  refresh(refused: string, signal?: AbortSignal): Promise<string | undefined>;
  /** Secrets to scrub from server messages (client secret and the like). */
  secrets(): string[];
}

export interface TransportOptions {
  fetch: typeof fetch;
  retry: Required<RetryOptions>;
  timeoutMs?: number;
  sleep: Sleep;
  now: () => number;
  random: () => number;
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Absolute URL without the query string. */
  url: string;
  /** Path shown in errors (no query string). */
  path: string;
  query?: URLSearchParams;
  /** JSON body. */
  json?: unknown;
  /** Form-encoded body (OAuth token requests). */
  form?: URLSearchParams;
  /** Auth to add, or none (token requests). */
  tokens?: TokenSource;
  /** Extra secrets in this request to scrub from server messages (for example an API key). */
  secrets?: string[];
  /**
   * Resolve with the `Response` of a successful attempt, its body unread (for a body read as it
   * arrives); the caller's signal still aborts the body. Errors are read and mapped as usual.
   */
  stream?: boolean;
}

const TIMEOUT = Symbol('timeout');

/** Sends one logical request (with retries) and returns the parsed JSON body. */
export async function send<T>(
  spec: RequestSpec,
  transport: TransportOptions,
  call: CallOptions = {},
): Promise<T> {
  const {signal} = call;
  const timeoutMs = call.timeoutMs ?? transport.timeoutMs;
  const {retry} = transport;
  const fail = (init: Omit<ServiceErrorInit, 'method' | 'path'>) =>
    new ServiceError({...init, method: spec.method, path: spec.path});

  let attempts = 0;
  let retries = 0;
  let refreshed = false;
  let token: string | undefined;
  if (signal?.aborted) throw fail({kind: 'abort', cause: signal.reason});
  if (spec.tokens) token = await withAbort(spec.tokens.get(signal), signal, fail);

  for (;;) {
    attempts++;
    const secrets = [...(spec.secrets ?? []), ...(spec.tokens?.secrets() ?? [])];
    if (token) secrets.push(token);
    const {response, text} = await attempt(spec, transport, token, signal, timeoutMs, (init) =>
      fail({...init, attempts}),
    );

    if (response.ok) {
      if (spec.stream) return response as T;
      return decode<T>(text, (message) => fail({kind: 'decode', serverMessage: message, attempts}));
    }

    const status = response.status;
    if (status === 401 && spec.tokens && token !== undefined && !refreshed) {
      refreshed = true;
      const fresh = await withAbort(spec.tokens.refresh(token, signal), signal, fail);
      if (fresh !== undefined) {
        token = fresh;
        continue;
      }
    }

    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), transport.now());
    const error = fail({
      kind: 'http',
      status,
      serverMessage: serverMessage(text, response.headers.get('content-type'), secrets),
      retryAfterMs,
      attempts,
    });
    if ((status !== 429 && status !== 503) || retries >= retry.retries) throw error;
    const delay = backoff(retries, retryAfterMs, retry, transport.random);
    if (delay === undefined) throw error;
    retries++;
    try {
      await transport.sleep(delay, signal);
    } catch (cause) {
      throw fail({kind: 'abort', cause, attempts});
    }
  }
}

type Fail = (init: {kind: 'network' | 'abort' | 'timeout'; cause?: unknown}) => ServiceError;

async function attempt(
  spec: RequestSpec,
  transport: TransportOptions,
  token: string | undefined,
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
  fail: Fail,
): Promise<{response: Response; text: string}> {
  if (signal?.aborted) throw fail({kind: 'abort', cause: signal.reason});
  let streaming = false;
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal!.reason);
  signal?.addEventListener('abort', onAbort, {once: true});
  const timer =
    timeoutMs !== undefined && timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => controller.abort(TIMEOUT), timeoutMs)
      : undefined;

  const headers = new Headers({accept: 'application/json'});
  let body: string | undefined;
  if (spec.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(spec.json);
  } else if (spec.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = spec.form.toString();
  }
  if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
  const query = spec.query?.toString();
  const url = query ? `${spec.url}?${query}` : spec.url;

  try {
    const response = await transport.fetch(url, {
      method: spec.method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'omit',
      redirect: 'follow',
    });
    streaming = spec.stream === true && response.ok;
    const text = streaming ? '' : await response.text();
    return {response, text};
  } catch (cause) {
    if (controller.signal.reason === TIMEOUT) throw fail({kind: 'timeout'});
    if (signal?.aborted) throw fail({kind: 'abort', cause: signal.reason});
    // Not the cause object itself: some fetch implementations put the URL in their message.
    throw fail({kind: 'network', cause: describeCause(cause)});
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    // A body still to be read stays tied to the caller's signal.
    if (!streaming) signal?.removeEventListener('abort', onAbort);
  }
}

function describeCause(cause: unknown): Error {
  const name = cause instanceof Error ? cause.name : typeof cause;
  return new Error(`fetch rejected (${name})`);
}

function decode<T>(text: string, fail: (message: string) => ServiceError): T {
  if (text.trim() === '') return {} as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw fail('the body is not JSON');
  }
}

/** Races a promise against the caller's signal, mapping the abort to a ServiceError. */
async function withAbort<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  fail: (init: {kind: 'abort'; cause?: unknown}) => ServiceError,
): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) throw fail({kind: 'abort', cause: signal.reason});
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(fail({kind: 'abort', cause: signal.reason}));
    signal.addEventListener('abort', onAbort, {once: true});
  });
  try {
    return await Promise.race([promise, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort!);
  }
}

/**
 * The delay before retry number `retries` (0-based), or `undefined` when the server asked for a
 * longer wait than the client allows.
 */
export function backoff(
  retries: number,
  retryAfterMs: number | undefined,
  retry: Required<RetryOptions>,
  random: () => number = Math.random,
): number | undefined {
  if (retryAfterMs !== undefined) {
    return retryAfterMs > retry.maxDelayMs ? undefined : retryAfterMs;
  }
  const exp = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** retries);
  return retry.jitter ? exp / 2 + (random() * exp) / 2 : exp;
}

/** `Retry-After` as milliseconds from now: delta seconds or an HTTP date; undefined if absent or bad. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  if (!/[a-z]/i.test(v)) return undefined;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

const MAX_MESSAGE = 300;

/**
 * The server's message from an error body: `message`, `error.message`, `error` or
 * `error_description` (OAuth), or a short plain-text body. Secrets are scrubbed in every spelling
 * ({@link scrubServerText}), controls become spaces, length capped.
 */
export function serverMessage(
  text: string,
  contentType: string | null,
  secrets: readonly string[],
): string | undefined {
  let message: string | undefined;
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      const body = JSON.parse(trimmed) as Record<string, unknown>;
      const error = body.error;
      message =
        str(body.message) ??
        (error && typeof error === 'object'
          ? str((error as Record<string, unknown>).message)
          : undefined) ??
        str(body.error_description) ??
        str(error);
    } catch {
      message = undefined;
    }
  } else if (contentType?.toLowerCase().startsWith('text/plain') && trimmed) {
    message = trimmed;
  }
  if (message === undefined) return undefined;
  return scrubServerText(message, secrets, MAX_MESSAGE);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
