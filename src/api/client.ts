/**
 * The typed client for every operation of the service spec (section 4).
 *
 * ```ts
 * const client = createClient({baseUrl: 'https://tenant.example.test', auth: {token}});
 * const surfaces = await client.listSurfaces('conv-1', {signal});
 * for await (const profile of client.iterateMcpToolsets('app-1', 'conn-1', {pageSize: 100})) …
 * ```
 */
import {createTokenSource, joinPath} from './auth.js';
import type {Auth} from './auth.js';
import {ServiceError} from './errors.js';
import {DEFAULT_RETRY, defaultSleep, send} from './http.js';
import type {
  CallOptions,
  RequestSpec,
  RetryOptions,
  Sleep,
  TokenSource,
  TransportOptions,
} from './http.js';
import type {
  AppEntitlementOwnerEntitlement,
  AppEntitlementRef,
  AppEntitlementSearchResponse,
  AppResourceOwnerEntitlement,
  ApproveWithStepUpRequest,
  ApproveWithStepUpResponse,
  ApproveWithStepUpResult,
  Duration,
  ExpandMask,
  GatewayKey,
  GatewayKeysResponse,
  McpAccessProfile,
  McpToolsetsResponse,
  OwnedServiceAccount,
  OwnedServiceAccountsResponse,
  AppEntitlementView,
  ProviderCredential,
  PutProviderCredentialRequest,
  RequestSchema,
  Surface,
  UpdateGrantDurationRequest,
  UpdateGrantDurationResponse,
  UpdateGrantDurationResult,
} from './types.js';

export interface ClientOptions {
  /** The tenant's base address, for example `https://tenant.example.test`; may be relative (`''`). */
  baseUrl: string;
  auth: Auth;
  /** The fetch to use (tests and the demo pass the mock's). Default: the global fetch. */
  fetch?: typeof fetch;
  /** Retry policy for 429 and 503; `false` disables retries. */
  retry?: Partial<RetryOptions> | false;
  /** Time limit per HTTP attempt, in ms. Default 30 000; 0 disables. */
  timeoutMs?: number;
  /** Test hooks: the backoff wait, the clock (token expiry, Retry-After dates), jitter source. */
  sleep?: Sleep;
  now?: () => number;
  random?: () => number;
}

/** Options of the single-page list calls. */
export interface PageOptions extends CallOptions {
  pageSize?: number;
  pageToken?: string;
}

/** Options of the iterators: they start at the first page (or `pageToken`) and follow the rest. */
export type IterateOptions = PageOptions;

export interface OwnedServiceAccountsOptions extends PageOptions {
  expandMask?: ExpandMask;
}

export interface EntitlementSearchOptions extends PageOptions {
  /** Paths of related objects to inline into `expanded`; keep it to what you need. */
  expandMask?: ExpandMask;
  /** Only entitlements whose resource type has one of these traits. */
  resourceTypeTraitIds?: string[];
}

/** Where an entitlement ownership source lives: the owned entitlement and the owning one. */
export interface EntitlementOwnershipSourceParams {
  appId: string;
  entitlementId: string;
  roleSlug: string;
  /** The entitlement whose members become owners. */
  appEntitlementRef: AppEntitlementRef;
}

export interface ResourceOwnershipSourceParams {
  appId: string;
  resourceTypeId: string;
  resourceId: string;
  roleSlug: string;
  appEntitlementRef: AppEntitlementRef;
}

/** The MCP toolsets list accepts at most this page size (spec section 8). */
export const MCP_TOOLSETS_MAX_PAGE_SIZE = 100;

const DURATION = /^-?\d{1,12}(\.\d{1,9})?s$/;

/** A protobuf JSON duration from a number of seconds: `3600` → `"3600s"`. */
export function durationFromSeconds(seconds: number): Duration {
  if (!Number.isFinite(seconds)) throw new RangeError('seconds must be a finite number');
  const fixed = seconds.toFixed(9).replace(/\.?0+$/, '');
  return `${fixed}s`;
}

function requireString(name: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') {
    throw new TypeError(`${name} must be a non-empty string`);
  }
  return value;
}

/**
 * Percent-encodes one path segment. `.` and `..` are refused (TypeError): URL parsers treat them,
 * even percent-encoded as `%2E%2E`, as "this/parent directory", so such an id would silently
 * address another resource.
 */
export function encodeSegment(name: string, value: unknown): string {
  const text = requireString(name, value);
  if (text === '.' || text === '..') throw new TypeError(`${name} cannot be "." or ".."`);
  return encodeURIComponent(text);
}

/** Fills `{name}` placeholders of a route with encoded segments. */
function route(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(name, params[name]));
}

function checkPageSize(pageSize: number | undefined, max?: number): void {
  if (pageSize === undefined) return;
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a positive integer (got ${String(pageSize)})`);
  }
  if (max !== undefined && pageSize > max) {
    throw new RangeError(`pageSize ${pageSize} is above the maximum of ${max} for this operation`);
  }
}

function pageQuery(options: PageOptions): URLSearchParams {
  const query = new URLSearchParams();
  if (options.pageSize !== undefined) query.set('pageSize', String(options.pageSize));
  if (options.pageToken) query.set('pageToken', options.pageToken);
  return query;
}

function callOptions(options: CallOptions | undefined): CallOptions {
  return {signal: options?.signal, timeoutMs: options?.timeoutMs};
}

/**
 * Follows `nextPageToken` until it is empty, yielding each page. Stops with an error if the
 * server hands back a token it already gave (a loop).
 */
export async function* iteratePages<P extends {nextPageToken?: string}>(
  fetchPage: (pageToken: string | undefined) => Promise<P>,
  firstPageToken?: string,
): AsyncGenerator<P, void, undefined> {
  let token = firstPageToken || undefined;
  const seen = new Set<string>();
  for (;;) {
    const page = await fetchPage(token);
    yield page;
    const next = page.nextPageToken ?? '';
    if (next === '') return;
    if (seen.has(next) || next === token) {
      throw new Error(
        'Pagination stopped: the server returned a page token it had returned before',
      );
    }
    seen.add(next);
    token = next;
  }
}

async function* flatten<P extends {nextPageToken?: string}, T>(
  pages: AsyncGenerator<P, void, undefined>,
  items: (page: P) => T[],
): AsyncGenerator<T, void, undefined> {
  for await (const page of pages) yield* items(page);
}

export class ServiceClient {
  readonly baseUrl: string;
  readonly #transport: TransportOptions;
  readonly #tokens: TokenSource;

  constructor(options: ClientOptions) {
    if (typeof options?.baseUrl !== 'string') throw new TypeError('baseUrl must be a string');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    const retry =
      options.retry === false
        ? {...DEFAULT_RETRY, retries: 0}
        : {...DEFAULT_RETRY, ...(options.retry ?? {})};
    if (!Number.isInteger(retry.retries) || retry.retries < 0) {
      throw new RangeError('retry.retries must be a non-negative integer');
    }
    this.#transport = {
      fetch: fetchImpl,
      retry,
      timeoutMs: options.timeoutMs ?? 30_000,
      sleep: options.sleep ?? defaultSleep,
      now: options.now ?? Date.now,
      random: options.random ?? Math.random,
    };
    this.#tokens = createTokenSource(options.auth, this.baseUrl, this.#transport);
  }

  #send<T>(
    method: RequestSpec['method'],
    path: string,
    call: CallOptions | undefined,
    extra: Pick<RequestSpec, 'query' | 'json' | 'secrets' | 'stream'> = {},
  ): Promise<T> {
    return send<T>(
      {method, url: joinPath(this.baseUrl, path), path, tokens: this.#tokens, ...extra},
      this.#transport,
      callOptions(call),
    );
  }

  #decodeError(method: string, path: string, message: string): ServiceError {
    return new ServiceError({kind: 'decode', method, path, serverMessage: message});
  }

  #field<T>(body: unknown, key: string, method: string, path: string): T {
    const value = (body as Record<string, unknown> | null)?.[key];
    if (value === null || typeof value !== 'object') {
      throw this.#decodeError(method, path, `the response has no ${key}`);
    }
    return value as T;
  }

  #array<T>(body: unknown, key: string, method: string, path: string): T[] {
    const value = (body as Record<string, unknown> | null)?.[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw this.#decodeError(method, path, `${key} is not an array`);
    return value as T[];
  }

  #token(body: unknown): string {
    const value = (body as Record<string, unknown> | null)?.nextPageToken;
    return typeof value === 'string' ? value : '';
  }

  // -------------------------------------------------------------------------------------------
  // 4.1 Task actions

  /**
   * Approves the current policy step of a task with step-up authentication. Without a verified
   * `stepUpTransactionId` nothing is approved and the result is `{kind: 'redirect', redirectUrl}`:
   * send the user there, then call again with the transaction id they come back with.
   */
  async approveWithStepUp(
    taskId: string,
    request: ApproveWithStepUpRequest,
    options?: CallOptions,
  ): Promise<ApproveWithStepUpResult> {
    const path = route('/api/v1/tasks/{taskId}/action/approve-with-step-up', {taskId});
    requireString('policyStepId', request?.policyStepId);
    const json: ApproveWithStepUpRequest = {
      policyStepId: request.policyStepId,
      // Required by the schema: an empty id asks for the redirect.
      stepUpTransactionId: request.stepUpTransactionId ?? '',
    };
    if (request.comment !== undefined) json.comment = request.comment;
    if (request.expandMask !== undefined) json.expandMask = request.expandMask;
    const body = await this.#send<ApproveWithStepUpResponse>('POST', path, options, {json});
    if (typeof body.redirectUrl === 'string' && body.redirectUrl !== '') {
      return {kind: 'redirect', redirectUrl: this.#safeRedirect(body.redirectUrl, path)};
    }
    return {
      kind: 'approved',
      taskView: body.taskView ?? null,
      expanded: this.#array(body, 'expanded', 'POST', path),
      ticketActionId: typeof body.ticketActionId === 'string' ? body.ticketActionId : '',
    };
  }

  #safeRedirect(url: string, path: string): string {
    const base = /^https?:/i.test(this.baseUrl)
      ? this.baseUrl + '/'
      : (globalThis as {location?: {href: string}}).location?.href;
    let parsed: URL | undefined;
    try {
      parsed = new URL(url, base);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
      throw this.#decodeError('POST', path, 'the redirect URL is not an http(s) URL');
    }
    return parsed.href;
  }

  /** Changes the grant duration of a task (`duration` like `"86400s"`; see durationFromSeconds). */
  async updateGrantDuration(
    taskId: string,
    request: UpdateGrantDurationRequest,
    options?: CallOptions,
  ): Promise<UpdateGrantDurationResult> {
    const path = route('/api/v1/tasks/{taskId}/action/update-grant-duration', {taskId});
    if (typeof request?.duration !== 'string' || !DURATION.test(request.duration)) {
      throw new RangeError('duration must be a protobuf duration such as "3600s"');
    }
    const json: UpdateGrantDurationRequest = {duration: request.duration};
    if (request.expandMask !== undefined) json.expandMask = request.expandMask;
    const body = await this.#send<UpdateGrantDurationResponse>('POST', path, options, {json});
    return {taskView: body.taskView ?? null, expanded: this.#array(body, 'expanded', 'POST', path)};
  }

  // -------------------------------------------------------------------------------------------
  // 4.2 Ownership sources (v2)

  /** Makes the members of `appEntitlementRef` owners (with `roleSlug`) of an app entitlement. */
  async createEntitlementOwnershipSource(
    params: EntitlementOwnershipSourceParams,
    options?: CallOptions,
  ): Promise<AppEntitlementOwnerEntitlement> {
    const ref = params?.appEntitlementRef;
    const path = route(
      '/api/v2/apps/{appId}/entitlements/{entitlementId}/owners/entitlements/{roleSlug}/{refAppId}/{refId}',
      {...params, refAppId: ref?.appId, refId: ref?.id},
    );
    const json = {appEntitlementRef: {appId: ref.appId, id: ref.id}};
    const body = await this.#send<unknown>('POST', path, options, {json});
    return this.#field(body, 'appEntitlementOwnerEntitlement', 'POST', path);
  }

  /** Gets the entitlement ownership source of an app resource. */
  async getResourceOwnershipSource(
    params: ResourceOwnershipSourceParams,
    options?: CallOptions,
  ): Promise<AppResourceOwnerEntitlement> {
    const ref = params?.appEntitlementRef;
    const path = route(
      '/api/v2/apps/{appId}/resource_types/{resourceTypeId}/resources/{resourceId}/owners/entitlements/{roleSlug}/{refAppId}/{refId}',
      {...params, refAppId: ref?.appId, refId: ref?.id},
    );
    const body = await this.#send<unknown>('GET', path, options);
    return this.#field(body, 'appResourceOwnerEntitlement', 'GET', path);
  }

  // -------------------------------------------------------------------------------------------
  // 4.3 App users and search

  /** One page of the service accounts owned by the caller. */
  async listOwnedServiceAccounts(
    options: OwnedServiceAccountsOptions = {},
  ): Promise<OwnedServiceAccountsResponse> {
    checkPageSize(options.pageSize);
    const path = '/api/v1/app_users/owned_service_accounts';
    const json: Record<string, unknown> = {};
    if (options.expandMask) json.expandMask = options.expandMask;
    if (options.pageSize !== undefined) json.pageSize = options.pageSize;
    if (options.pageToken) json.pageToken = options.pageToken;
    const body = await this.#send<unknown>('POST', path, options, {json});
    return {
      list: this.#array(body, 'list', 'POST', path),
      expanded: this.#array(body, 'expanded', 'POST', path),
      nextPageToken: this.#token(body),
    };
  }

  /** Every service account owned by the caller, page after page. */
  iterateOwnedServiceAccounts(
    options: OwnedServiceAccountsOptions = {},
  ): AsyncGenerator<OwnedServiceAccount, void, undefined> {
    checkPageSize(options.pageSize);
    return flatten(
      iteratePages(
        (pageToken) => this.listOwnedServiceAccounts({...options, pageToken}),
        options.pageToken,
      ),
      (page) => page.list,
    );
  }

  /**
   * One page of the app entitlements associated with an app user. Rows are large: use a small
   * `pageSize` (10 or fewer) and an expand mask listing only the needed paths.
   *
   * Query parameters (their names are not in the spec): `pageSize`, `pageToken`,
   * `expandMask.paths` (repeated), `resourceTypeTraitIds` (repeated).
   */
  async searchAppUserEntitlements(
    appId: string,
    appUserId: string,
    options: EntitlementSearchOptions = {},
  ): Promise<AppEntitlementSearchResponse> {
    checkPageSize(options.pageSize);
    const path = route('/api/v1/search/apps/{appId}/entitlements/users/{appUserId}', {
      appId,
      appUserId,
    });
    const query = pageQuery(options);
    for (const p of options.expandMask?.paths ?? []) query.append('expandMask.paths', p);
    for (const t of options.resourceTypeTraitIds ?? []) query.append('resourceTypeTraitIds', t);
    const body = await this.#send<unknown>('GET', path, options, {query});
    return {
      list: this.#array(body, 'list', 'GET', path),
      expanded: this.#array(body, 'expanded', 'GET', path),
      nextPageToken: this.#token(body),
    };
  }

  /** Every entitlement row of an app user, page after page. */
  iterateAppUserEntitlements(
    appId: string,
    appUserId: string,
    options: EntitlementSearchOptions = {},
  ): AsyncGenerator<AppEntitlementView, void, undefined> {
    checkPageSize(options.pageSize);
    return flatten(
      iteratePages(
        (pageToken) => this.searchAppUserEntitlements(appId, appUserId, {...options, pageToken}),
        options.pageToken,
      ),
      (page) => page.list,
    );
  }

  // -------------------------------------------------------------------------------------------
  // 4.4 MCP toolsets

  /**
   * One page of the toolsets of an app and connector. `pageSize` is at most 100: above that a
   * RangeError is thrown before any request. Query names (not in the spec): `pageSize`, `pageToken`.
   */
  async listMcpToolsets(
    appId: string,
    connectorId: string,
    options: PageOptions = {},
  ): Promise<McpToolsetsResponse> {
    checkPageSize(options.pageSize, MCP_TOOLSETS_MAX_PAGE_SIZE);
    const path = route('/api/v1/apps/{appId}/connectors/{connectorId}/mcp_toolsets', {
      appId,
      connectorId,
    });
    const body = await this.#send<unknown>('GET', path, options, {query: pageQuery(options)});
    return {profiles: this.#array(body, 'profiles', 'GET', path), nextPageToken: this.#token(body)};
  }

  /** Every toolset of an app and connector, page after page. */
  iterateMcpToolsets(
    appId: string,
    connectorId: string,
    options: IterateOptions = {},
  ): AsyncGenerator<McpAccessProfile, void, undefined> {
    checkPageSize(options.pageSize, MCP_TOOLSETS_MAX_PAGE_SIZE);
    return flatten(
      iteratePages(
        (pageToken) => this.listMcpToolsets(appId, connectorId, {...options, pageToken}),
        options.pageToken,
      ),
      (page) => page.profiles,
    );
  }

  /** The toolset linked to a synced role entitlement. */
  async getMcpToolsetByAppEntitlement(
    appId: string,
    appEntitlementId: string,
    options?: CallOptions,
  ): Promise<McpAccessProfile> {
    const path = route(
      '/api/v1/apps/{appId}/mcp_toolsets/by_app_entitlement_id/{appEntitlementId}',
      {
        appId,
        appEntitlementId,
      },
    );
    const body = await this.#send<unknown>('GET', path, options);
    return this.#field(body, 'profile', 'GET', path);
  }

  // -------------------------------------------------------------------------------------------
  // 4.5 Request schemas, 4.6 surfaces

  async getRequestSchema(requestSchemaId: string, options?: CallOptions): Promise<RequestSchema> {
    const path = route('/api/v1/request_schemas/{requestSchemaId}', {requestSchemaId});
    const body = await this.#send<unknown>('GET', path, options);
    return this.#field(body, 'requestSchema', 'GET', path);
  }

  /**
   * The surfaces of a conversation, as sent (surfaces with `deletedAt` set included: the
   * renderer skips them).
   */
  async listSurfaces(conversationId: string, options?: CallOptions): Promise<Surface[]> {
    const path = route('/api/v1/a2ui/conversations/{conversationId}/surfaces', {conversationId});
    const body = await this.#send<unknown>('GET', path, options);
    return this.#array(body, 'surfaces', 'GET', path);
  }

  /**
   * The same surfaces as `listSurfaces`, as the service's response with its body unread, for a
   * reader that shows each surface as it arrives (`<svc-conversation>` does). Auth, retries and
   * errors as for any call; the signal also aborts the body.
   */
  openSurfaces(conversationId: string, options?: CallOptions): Promise<Response> {
    const path = route('/api/v1/a2ui/conversations/{conversationId}/surfaces', {conversationId});
    return this.#send<Response>('GET', path, options, {stream: true});
  }

  // -------------------------------------------------------------------------------------------
  // 4.7 LLM gateway

  /**
   * Sets the provider credential in a slot. The `apiKey` is write-only: it is sent in the body
   * and nowhere else, scrubbed from error messages, and never part of the result.
   */
  async putProviderCredential(
    slotId: string,
    request: PutProviderCredentialRequest,
    options?: CallOptions,
  ): Promise<ProviderCredential> {
    const path = route('/api/v1/llm-gateway/provider-credentials/{slotId}', {slotId});
    if (typeof request?.apiKey !== 'string' || request.apiKey === '') {
      throw new TypeError('apiKey must be a non-empty string');
    }
    const json: PutProviderCredentialRequest = {apiKey: request.apiKey};
    if (request.displayName !== undefined) json.displayName = request.displayName;
    const body = await this.#send<unknown>('PUT', path, options, {json, secrets: [request.apiKey]});
    const credential = {...this.#field<ProviderCredential>(body, 'credential', 'PUT', path)};
    // Never hand a key back, even if a server echoed it.
    delete (credential as {apiKey?: unknown}).apiKey;
    return credential;
  }

  /**
   * One page of gateway keys. The spec shows no request parameters; `pageSize`/`pageToken` are
   * sent only when given.
   */
  async listGatewayKeys(options: PageOptions = {}): Promise<GatewayKeysResponse> {
    checkPageSize(options.pageSize);
    const path = '/api/v1/llm-gateway/keys';
    const body = await this.#send<unknown>('GET', path, options, {query: pageQuery(options)});
    return {list: this.#array(body, 'list', 'GET', path), nextPageToken: this.#token(body)};
  }

  /** Every gateway key, page after page. */
  iterateGatewayKeys(options: IterateOptions = {}): AsyncGenerator<GatewayKey, void, undefined> {
    checkPageSize(options.pageSize);
    return flatten(
      iteratePages((pageToken) => this.listGatewayKeys({...options, pageToken}), options.pageToken),
      (page) => page.list,
    );
  }
}

/** Creates a {@link ServiceClient}. */
export function createClient(options: ClientOptions): ServiceClient {
  return new ServiceClient(options);
}
