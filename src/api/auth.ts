/**
 * Auth for the client: a static bearer token, an async token provider, or OAuth 2.0 client
 * credentials (service spec section 5). Tokens go only into the `Authorization` header: never
 * into a URL, an error message or a log line.
 */
import {ServiceError} from './errors.js';
import {send} from './http.js';
import type {TokenSource, TransportOptions} from './http.js';

/** A fixed bearer token. */
export interface BearerTokenAuth {
  token: string;
}

/**
 * A function that returns the current token. It is called before each request (cache in it if
 * that is costly) and once more with `forceRefresh: true` after a 401, to retry the request once.
 */
export interface TokenProviderAuth {
  getToken: (options?: {forceRefresh?: boolean; signal?: AbortSignal}) => Promise<string>;
}

/**
 * OAuth 2.0 client credentials: the client posts `grant_type=client_credentials`, `client_id`,
 * `client_secret` (and `scope`) form-encoded in the BODY of a request to `tokenUrl`, caches the
 * access token until shortly before `expires_in` runs out, and on a 401 fetches a new one and
 * retries the request once.
 */
export interface ClientCredentialsAuth {
  clientId: string;
  clientSecret: string;
  /** Absolute, or relative to the client's `baseUrl`. */
  tokenUrl: string;
  /** Space-separated scopes. */
  scope?: string;
}

export type Auth = BearerTokenAuth | TokenProviderAuth | ClientCredentialsAuth;

/** Characters allowed in a bearer token (RFC 6750 b64token, loosely): printable ASCII, no space. */
const TOKEN_SHAPE = /^[\x21-\x7e]+$/;

function checkToken(token: unknown, origin: string): string {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) {
    // The value itself is never echoed.
    throw new TypeError(
      `${origin} is not a usable bearer token (empty or with invalid characters)`,
    );
  }
  return token;
}

class StaticSource implements TokenSource {
  readonly #token: string;
  constructor(token: string) {
    this.#token = checkToken(token, 'auth.token');
  }
  get(): Promise<string> {
    return Promise.resolve(this.#token);
  }
  refresh(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
  secrets(): string[] {
    return [];
  }
}

class ProviderSource implements TokenSource {
  readonly #auth: TokenProviderAuth;
  constructor(auth: TokenProviderAuth) {
    this.#auth = auth;
  }
  async get(signal?: AbortSignal): Promise<string> {
    return checkToken(await this.#auth.getToken({signal}), 'The token from auth.getToken()');
  }
  async refresh(_refused: string, signal?: AbortSignal): Promise<string> {
    return checkToken(
      await this.#auth.getToken({forceRefresh: true, signal}),
      'The token from auth.getToken()',
    );
  }
  secrets(): string[] {
    return [];
  }
}

interface TokenResponse {
  access_token?: unknown;
  expires_in?: unknown;
  token_type?: unknown;
}

/** Keep a token until this long before it expires (or a tenth of its life, if shorter). */
const EXPIRY_MARGIN_MS = 30_000;

class ClientCredentialsSource implements TokenSource {
  readonly #auth: ClientCredentialsAuth;
  readonly #url: string;
  readonly #path: string;
  readonly #transport: TransportOptions;
  #cached?: {token: string; expiresAt: number};
  #inflight?: Promise<string>;

  constructor(auth: ClientCredentialsAuth, baseUrl: string, transport: TransportOptions) {
    for (const key of ['clientId', 'clientSecret', 'tokenUrl'] as const) {
      if (typeof auth[key] !== 'string' || auth[key] === '') {
        throw new TypeError(`auth.${key} must be a non-empty string`);
      }
    }
    this.#auth = auth;
    this.#url = resolveUrl(auth.tokenUrl, baseUrl);
    this.#path = pathOf(this.#url);
    this.#transport = transport;
  }

  async get(signal?: AbortSignal): Promise<string> {
    const cached = this.#cached;
    if (cached && this.#transport.now() < cached.expiresAt) return cached.token;
    this.#cached = undefined;
    // One token request at a time, shared by concurrent calls. A caller's abort ends only its
    // own wait, not the shared request.
    this.#inflight ??= this.#fetchToken().finally(() => (this.#inflight = undefined));
    return raceAbort(this.#inflight, signal, () => this.#abortError(signal));
  }

  async refresh(refused: string, signal?: AbortSignal): Promise<string> {
    if (this.#cached?.token === refused) this.#cached = undefined;
    return this.get(signal);
  }

  secrets(): string[] {
    return [this.#auth.clientSecret];
  }

  /** Forgets the cached token (for example after a sign-out). */
  clear(): void {
    this.#cached = undefined;
  }

  #abortError(signal?: AbortSignal): ServiceError {
    return new ServiceError({
      kind: 'abort',
      method: 'POST',
      path: this.#path,
      cause: signal?.reason,
    });
  }

  async #fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.#auth.clientId,
      client_secret: this.#auth.clientSecret,
    });
    if (this.#auth.scope) form.set('scope', this.#auth.scope);
    const started = this.#transport.now();
    const body = await send<TokenResponse>(
      {method: 'POST', url: this.#url, path: this.#path, form, secrets: [this.#auth.clientSecret]},
      this.#transport,
    );
    const token = body.access_token;
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) {
      throw new ServiceError({
        kind: 'decode',
        method: 'POST',
        path: this.#path,
        serverMessage: 'the token response has no usable access_token',
      });
    }
    const lifetimeS = Number(body.expires_in);
    let expiresAt = Number.POSITIVE_INFINITY;
    if (body.expires_in !== undefined && Number.isFinite(lifetimeS) && lifetimeS >= 0) {
      const lifetimeMs = lifetimeS * 1000;
      expiresAt = started + lifetimeMs - Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 10);
    }
    this.#cached = {token, expiresAt};
    return token;
  }
}

function raceAbort<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  error: () => Error,
): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(error());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(error());
    signal.addEventListener('abort', onAbort, {once: true});
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (reason: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(reason);
      },
    );
  });
}

/** Builds the token source for an {@link Auth} value; throws a TypeError for a malformed one. */
export function createTokenSource(
  auth: Auth,
  baseUrl: string,
  transport: TransportOptions,
): TokenSource {
  if (auth && typeof auth === 'object') {
    if ('token' in auth) return new StaticSource(auth.token);
    if ('getToken' in auth && typeof auth.getToken === 'function') return new ProviderSource(auth);
    if ('clientId' in auth) return new ClientCredentialsSource(auth, baseUrl, transport);
  }
  throw new TypeError('auth must be {token}, {getToken} or {clientId, clientSecret, tokenUrl}');
}

/** Joins a base URL and an absolute or relative URL; a relative base stays relative. */
export function resolveUrl(url: string, baseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(baseUrl)) return new URL(url, baseUrl).href;
  return joinPath(baseUrl, url);
}

/** `base` + `/path` with exactly one slash between them. */
export function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The path of a URL, without query string or fragment (for error messages). */
export function pathOf(url: string): string {
  const noQuery = url.split(/[?#]/, 1)[0]!;
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/]*(\/.*)?$/i.exec(noQuery);
  return m ? m[1] || '/' : noQuery;
}
