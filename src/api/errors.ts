/**
 * How a call failed:
 * - `http`: the server answered with a non-2xx status (`status` holds it);
 * - `network`: no answer (DNS, connection refused, CORS, connection dropped);
 * - `abort`: the caller's `AbortSignal` fired;
 * - `timeout`: the client's own time limit (`timeoutMs`) ran out;
 * - `decode`: a 2xx answer whose body is not what the operation returns (not JSON, a missing
 *   resource, an unsafe redirect URL). Not in the original brief; needed so a bad body is not
 *   reported as an HTTP or network failure.
 */
export type ServiceErrorKind = 'http' | 'network' | 'abort' | 'timeout' | 'decode';

export interface ServiceErrorInit {
  kind: ServiceErrorKind;
  method: string;
  path: string;
  status?: number;
  serverMessage?: string;
  retryAfterMs?: number;
  attempts?: number;
  cause?: unknown;
}

/**
 * The one error every client call rejects with (besides argument errors such as a `RangeError`
 * for a page size above the limit, thrown before any request).
 *
 * The message and fields never hold a token, a client secret, an API key or a query string:
 * `path` is the request path alone, and the server's message is scrubbed of the secrets the
 * client sent.
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly kind: ServiceErrorKind;
  /** HTTP status; 0 when there was no HTTP answer (network, abort, timeout). */
  readonly status: number;
  /** HTTP method of the failed request. */
  readonly method: string;
  /** Request path without query string, for example `/api/v1/request_schemas/rs-1`. */
  readonly path: string;
  /** The server's own message, when its body had one (`message`, `error.message` or `error`). */
  readonly serverMessage?: string;
  /** The delay the server asked for in `Retry-After`, in milliseconds, when it sent one. */
  readonly retryAfterMs?: number;
  /** How many HTTP attempts were made (retries included). */
  readonly attempts: number;

  constructor(init: ServiceErrorInit) {
    super(describe(init), init.cause === undefined ? undefined : {cause: init.cause});
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.method = init.method;
    this.path = init.path;
    this.serverMessage = init.serverMessage;
    this.retryAfterMs = init.retryAfterMs;
    this.attempts = init.attempts ?? 1;
  }

  /** True for statuses that a later retry may fix (429, 503) and for network failures. */
  get transient(): boolean {
    return this.kind === 'network' || this.status === 429 || this.status === 503;
  }
}

function describe(init: ServiceErrorInit): string {
  const where = `${init.method} ${init.path}`;
  const detail = init.serverMessage ? `: ${init.serverMessage}` : '';
  switch (init.kind) {
    case 'http':
      return `${where} failed with HTTP ${init.status ?? 0}${detail}`;
    case 'network':
      return `${where} failed: network error`;
    case 'abort':
      return `${where} was aborted`;
    case 'timeout':
      return `${where} timed out`;
    case 'decode':
      return `${where} returned an unexpected body${detail}`;
  }
}

/** Narrowing helper: `if (isServiceError(e) && e.status === 404) ...`. */
export function isServiceError(value: unknown): value is ServiceError {
  return value instanceof ServiceError;
}
