/**
 * An in-memory mock of the service (spec section 4), DOM-free: it runs in the browser (tests,
 * Storybook, the demo with its `fetch`) and in Node 20 (the Vite dev-server middleware).
 *
 * ```ts
 * const mock = createMockService();
 * const client = createClient({baseUrl: 'https://mock.test', auth: {token: 'demo-token'}, fetch: mock.fetch});
 * mock.setLatency(300); mock.failNext(503, 2, {retryAfter: 1});
 * ```
 *
 * Errors use the gRPC-gateway body shape `{code, message, details}`; the token endpoint uses the
 * OAuth shape `{error, error_description}`.
 */
import type {
  AppEntitlement,
  AppEntitlementOwnerEntitlement,
  AppResourceOwnerEntitlement,
  AppUser,
  GatewayKey,
  McpAccessProfile,
  PolicyStepInstance,
  ProviderCredential,
  RequestSchema,
  Surface,
  Task,
  TaskView,
  TypedObject,
} from '../api/types.js';
import {conversations as fixtureConversations} from './conversations.js';
import * as seed from './data.js';

export interface MockServiceOptions {
  /** Bearer tokens accepted as they are. Default `['demo-token']`. */
  tokens?: string[];
  /** Client credentials accepted by `POST /oauth/token`. Default demo-client / demo-secret. */
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of issued access tokens, in seconds. Default 3600. */
  tokenTtlSeconds?: number;
  /** The identity user every accepted token acts as. Default `user-demo`. */
  callerUserId?: string;
  /** Origin used to resolve relative URLs given to `fetch` and to build redirect URLs. */
  origin?: string;
  /** Response delay in ms (also settable with setLatency). Default 0. */
  latencyMs?: number;
  /** Step-up transaction ids that count as verified from the start. Default `['stx-verified']`. */
  verifiedStepUpTransactions?: string[];
  /** The clock (token expiry, timestamps). Default Date.now. */
  now?: () => number;
}

/** One request as the mock saw it. Secrets in bodies (`apiKey`, `client_secret`) are masked. */
export interface MockRequestRecord {
  method: string;
  /** Path and query string, as sent (for example `/api/v1/llm-gateway/keys?pageSize=3`). */
  url: string;
  /** Path, percent-encoded as sent. */
  path: string;
  query: URLSearchParams;
  /** Request headers, lowercase names. */
  headers: Record<string, string>;
  /** Parsed JSON body, or the form fields of a form body, or undefined. */
  body: unknown;
  /** Response status (0 for a simulated network failure). */
  status: number;
}

export interface FailOptions {
  /** `Retry-After` header to send: seconds, or an HTTP date string. */
  retryAfter?: number | string;
  /** Message in the error body. */
  message?: string;
}

export interface MockConversationState {
  id: string;
  title: string;
  surfaces: Surface[];
}

export interface MockState {
  conversations: Map<string, MockConversationState>;
  tasks: Map<string, Task>;
  entitlements: Map<string, AppEntitlement>;
  appUsers: Map<string, AppUser>;
  /** Service-account app user id → owning identity user id. */
  serviceAccountOwners: Map<string, string>;
  lastUsage: Map<string, string>;
  appUserGrants: Map<string, string[]>;
  mcpToolsets: McpAccessProfile[];
  requestSchemas: Map<string, RequestSchema>;
  entitlementOwners: Map<string, AppEntitlementOwnerEntitlement>;
  resourceOwners: Map<string, AppResourceOwnerEntitlement>;
  providerCredentials: Map<string, ProviderCredential>;
  gatewayKeys: GatewayKey[];
  /** Issued access token → expiry (ms since epoch). */
  issuedTokens: Map<string, number>;
  /** Step-up transaction id → verified. */
  stepUpTransactions: Map<string, boolean>;
}

export interface SurfaceUpdate {
  /** New data model: an object (serialised into `dataModelJson`) or a function of the current. */
  data?: Record<string, unknown> | ((current: Record<string, unknown>) => Record<string, unknown>);
  components?: unknown[];
  deleted?: boolean;
}

export interface MockService {
  /** A `fetch` that answers from the mock (relative URLs resolve against `origin`). */
  fetch: typeof fetch;
  /** Answers one request (what the Vite middleware calls). */
  handle(request: Request): Promise<Response>;
  readonly state: MockState;
  /** Requests seen so far, oldest first. */
  readonly requests: MockRequestRecord[];
  clearRequests(): void;
  setLatency(ms: number): void;
  /**
   * Fails the next `times` requests (any path) with `status`, or with a network error
   * (`fetch` rejects with a TypeError) for `'network'`.
   */
  failNext(status: number | 'network', times?: number, options?: FailOptions): void;
  /** Ends the life of every issued OAuth token (the next call with one gets a 401). */
  expireTokens(): void;
  /** Marks a step-up transaction as verified (what the identity provider would do). */
  completeStepUp(transactionId: string): void;
  listConversations(): {id: string; title: string}[];
  /** Bumps a surface's `updatedAt` and optionally changes its data, components or deletion. */
  updateSurface(conversationId: string, surfaceId: string, update?: SurfaceUpdate): Surface;
  /** Adds or replaces a conversation. */
  setConversation(id: string, conversation: {title?: string; surfaces: Surface[]}): void;
  /** Restores the seed state (keeps options, clears the log and pending failures). */
  reset(): void;
}

// ---------------------------------------------------------------------------------------------

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const GRPC_CODES: Record<number, number> = {
  400: 3,
  401: 16,
  403: 7,
  404: 5,
  405: 12,
  409: 6,
  429: 8,
  500: 13,
  503: 14,
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {'content-type': 'application/json', 'cache-control': 'no-store', ...headers},
  });
}

function errorResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return json(status, {code: GRPC_CODES[status] ?? 2, message, details: []}, headers);
}

const clone = <T>(value: T): T => structuredClone(value);

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const abortError = () =>
      reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) return abortError();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      abortError();
    };
    signal?.addEventListener('abort', onAbort, {once: true});
  });
}

/** An opaque page token bound to one listing. */
function pageToken(scope: string, offset: number): string {
  return btoa(`${scope}|${offset}`).replace(/=+$/, '');
}

function readPageToken(scope: string, token: string | null | undefined): number {
  if (!token) return 0;
  let decoded = '';
  try {
    decoded = atob(token);
  } catch {
    throw new HttpError(400, 'invalid page token');
  }
  const bar = decoded.lastIndexOf('|');
  const offset = Number(decoded.slice(bar + 1));
  if (bar < 0 || decoded.slice(0, bar) !== scope || !Number.isInteger(offset) || offset < 0) {
    throw new HttpError(400, 'invalid page token');
  }
  return offset;
}

function page<T>(
  items: T[],
  scope: string,
  sizeParam: unknown,
  tokenParam: unknown,
  defaults: {size: number; max: number},
): {items: T[]; nextPageToken: string} {
  let size = defaults.size;
  if (sizeParam !== undefined && sizeParam !== null && sizeParam !== '' && sizeParam !== 0) {
    size = Number(sizeParam);
    if (!Number.isInteger(size) || size < 0)
      throw new HttpError(400, 'page size must be a positive integer');
    if (size > defaults.max) throw new HttpError(400, `page size must be at most ${defaults.max}`);
  }
  const offset = readPageToken(scope, typeof tokenParam === 'string' ? tokenParam : undefined);
  const slice = items.slice(offset, offset + size);
  const next = offset + size < items.length ? pageToken(scope, offset + size) : '';
  return {items: slice, nextPageToken: next};
}

/** Collects related objects for `expanded` and hands out `$.expanded[i]` locators (deduplicated). */
class Expander {
  readonly expanded: TypedObject[] = [];
  readonly #index = new Map<string, number>();
  add(key: string, object: TypedObject | undefined): string | undefined {
    if (!object) return undefined;
    let i = this.#index.get(key);
    if (i === undefined) {
      i = this.expanded.push(clone(object)) - 1;
      this.#index.set(key, i);
    }
    return `$.expanded[${i}]`;
  }
}

function wants(paths: string[], ...names: string[]): boolean {
  return paths.includes('*') || names.some((n) => paths.includes(n));
}

const TYPE = 'type.googleapis.com/svc.api';

// ---------------------------------------------------------------------------------------------

type Params = Record<string, string>;

interface Ctx {
  request: Request;
  url: URL;
  params: Params;
  caller: string;
  body: unknown;
}

type Handler = (ctx: Ctx) => Response | Promise<Response>;

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
  auth: boolean;
}

export function createMockService(options: MockServiceOptions = {}): MockService {
  const now = options.now ?? Date.now;
  const origin =
    options.origin ??
    (globalThis as {location?: {origin?: string}}).location?.origin ??
    'http://mock.service';
  const staticTokens = new Set(options.tokens ?? ['demo-token']);
  const clientId = options.clientId ?? 'demo-client';
  const clientSecret = options.clientSecret ?? 'demo-secret';
  const ttl = options.tokenTtlSeconds ?? 3600;
  const callerUserId = options.callerUserId ?? 'user-demo';
  let latency = options.latencyMs ?? 0;
  let failures: {status: number | 'network'; left: number; options: FailOptions}[] = [];
  let counter = 0;
  const requests: MockRequestRecord[] = [];
  const iso = () => new Date(now()).toISOString();

  function freshState(): MockState {
    return {
      conversations: new Map(
        fixtureConversations.map((c) => [
          c.id,
          {
            id: c.id,
            title: c.title,
            // A real server returns the conversation's own id on each surface.
            surfaces: clone(c.surfaces).map((s) => ({...s, conversationId: c.id})),
          },
        ]),
      ),
      tasks: new Map(seed.seedTasks().map((t) => [t.id, t])),
      entitlements: new Map(seed.entitlements.map((e) => [`${e.appId}/${e.id}`, clone(e)])),
      appUsers: new Map(
        [...seed.humanAppUsers, ...seed.serviceAccounts.map((s) => s.appUser)].map((u) => [
          `${u.appId}/${u.id}`,
          clone(u),
        ]),
      ),
      serviceAccountOwners: new Map(
        seed.serviceAccounts.map((s) => [`${s.appUser.appId}/${s.appUser.id}`, s.ownerUserId]),
      ),
      lastUsage: new Map(
        seed.serviceAccounts.map((s) => [`${s.appUser.appId}/${s.appUser.id}`, s.lastUsedAt]),
      ),
      appUserGrants: new Map(Object.entries(clone(seed.appUserGrants))),
      mcpToolsets: clone(seed.mcpToolsets),
      requestSchemas: new Map(seed.requestSchemas.map((r) => [r.id, clone(r)])),
      entitlementOwners: new Map(),
      resourceOwners: new Map(
        seed.resourceOwnershipSources.map((r) => [
          [
            r.appId,
            r.resourceTypeId,
            r.resourceId,
            r.roleSlug,
            r.appEntitlement!.appId,
            r.appEntitlement!.id,
          ].join('/'),
          clone(r),
        ]),
      ),
      providerCredentials: new Map(seed.providerCredentials.map((c) => [c.slotId, clone(c)])),
      gatewayKeys: clone(seed.gatewayKeys),
      issuedTokens: new Map(),
      stepUpTransactions: new Map(
        (options.verifiedStepUpTransactions ?? ['stx-verified']).map((id) => [id, true]),
      ),
    };
  }

  const service = {state: freshState()} as {state: MockState};
  const state = () => service.state;

  // -- lookups --------------------------------------------------------------------------------

  const identityUser = (id: string | undefined) => seed.identityUsers.find((u) => u.id === id);
  const app = (id: string | undefined) => seed.apps.find((a) => a.id === id);

  function requireApp(appId: string) {
    const found = app(appId);
    if (!found) throw new HttpError(404, `app ${appId} not found`);
    return found;
  }

  function requireEntitlement(appId: string, id: string): AppEntitlement {
    const found = state().entitlements.get(`${appId}/${id}`);
    if (!found) throw new HttpError(404, `app entitlement ${appId}/${id} not found`);
    return found;
  }

  function findTask(id: string): Task {
    for (const task of state().tasks.values()) {
      if (task.id === id || task.numericId === id) return task;
    }
    throw new HttpError(404, `task ${id} not found`);
  }

  function expandMaskPaths(body: unknown): string[] {
    const mask = (body as {expandMask?: {paths?: unknown}} | undefined)?.expandMask;
    const paths = mask?.paths;
    return Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string') : [];
  }

  function taskView(task: Task, paths: string[]): {taskView: TaskView; expanded: TypedObject[]} {
    const x = new Expander();
    const grant = (
      task.type as
        {grant?: {appId?: string; appEntitlementId?: string; appUserId?: string}} | undefined
    )?.grant;
    const view: TaskView = {
      task: clone(task),
      objectPermissions: {read: true, edit: true, delete: false, extra: {}},
    };
    if (wants(paths, 'user_id'))
      view.userPath = x.add(`user/${task.userId}`, identityUser(task.userId));
    if (wants(paths, 'created_by_user_id')) {
      view.createdByUserPath = x.add(
        `user/${task.createdByUserId}`,
        identityUser(task.createdByUserId),
      );
    }
    if (wants(paths, 'identity_user_id')) {
      view.identityUserPath = x.add(`user/${task.userId}`, identityUser(task.userId));
    }
    if (wants(paths, 'app_id')) view.appPath = x.add(`app/${grant?.appId}`, app(grant?.appId));
    if (wants(paths, 'app_user_id') && grant?.appUserId) {
      const user = state().appUsers.get(`${grant.appId}/${grant.appUserId}`);
      view.appUserPath = x.add(
        `appuser/${grant.appUserId}`,
        user && {'@type': `${TYPE}.app.v1.AppUser`, ...user},
      );
    }
    if (wants(paths, 'app_entitlement_ids') && grant?.appEntitlementId) {
      const ent = state().entitlements.get(`${grant.appId}/${grant.appEntitlementId}`);
      view.entitlementsPath = x.add(
        `ent/${grant.appEntitlementId}`,
        ent && {'@type': `${TYPE}.app.v1.AppEntitlement`, ...ent},
      );
    }
    if (wants(paths, 'step_approver_ids') && task.stepApproverIds?.length) {
      view.stepApproversPath = x.add(
        `user/${task.stepApproverIds[0]}`,
        identityUser(task.stepApproverIds[0]),
      );
    }
    return {taskView: view, expanded: x.expanded};
  }

  // -- handlers -------------------------------------------------------------------------------

  const routes: Route[] = [];
  const on = (method: string, pattern: string, handler: Handler, auth = true) =>
    routes.push({method, segments: pattern.split('/').slice(1), handler, auth});

  on(
    'POST',
    '/oauth/token',
    ({request, body}) => {
      const type = request.headers.get('content-type') ?? '';
      if (!type.startsWith('application/x-www-form-urlencoded')) {
        return json(400, {
          error: 'invalid_request',
          error_description: 'the token request must be form-encoded',
        });
      }
      const form = body as Record<string, string>;
      if (form.grant_type !== 'client_credentials') {
        return json(400, {
          error: 'unsupported_grant_type',
          error_description: 'only client_credentials is supported',
        });
      }
      if (!form.client_id || !form.client_secret) {
        return json(401, {
          error: 'invalid_client',
          error_description: 'client_id and client_secret must be sent in the request body',
        });
      }
      if (form.client_id !== clientId || form.client_secret !== clientSecret) {
        return json(401, {
          error: 'invalid_client',
          error_description: 'client authentication failed',
        });
      }
      counter++;
      const token = `mock-at-${counter}-${Math.random().toString(36).slice(2, 10)}`;
      state().issuedTokens.set(token, now() + ttl * 1000);
      const answer: Record<string, unknown> = {
        access_token: token,
        token_type: 'Bearer',
        expires_in: ttl,
      };
      if (form.scope) answer.scope = form.scope;
      return json(200, answer);
    },
    false,
  );

  on('POST', '/api/v1/tasks/:taskId/action/approve-with-step-up', ({params, body, caller}) => {
    const task = findTask(params.taskId!);
    const req = (body ?? {}) as {
      policyStepId?: unknown;
      stepUpTransactionId?: unknown;
      comment?: unknown;
    };
    if (typeof req.policyStepId !== 'string' || !req.policyStepId) {
      throw new HttpError(400, 'policyStepId is required');
    }
    const current = task.policy?.current;
    if (!current || current.id !== req.policyStepId) {
      throw new HttpError(
        400,
        `policy step ${req.policyStepId} is not the current step of the task`,
      );
    }
    if (!current.approval) throw new HttpError(400, 'the current step is not an approval step');
    const txn = typeof req.stepUpTransactionId === 'string' ? req.stepUpTransactionId : '';
    if (!txn || state().stepUpTransactions.get(txn) !== true) {
      counter++;
      const pending = `stx-${counter}`;
      state().stepUpTransactions.set(pending, false);
      const redirect = new URL('/mock/step-up', origin);
      redirect.searchParams.set('transaction', pending);
      redirect.searchParams.set('task', task.id);
      return json(200, {redirectUrl: redirect.href, expanded: [], ticketActionId: ''});
    }
    state().stepUpTransactions.delete(txn); // single use
    const approved: PolicyStepInstance = {
      ...current,
      approval: {
        ...current.approval,
        approved: {approvedAt: iso(), userId: caller, stepUpTransactionId: txn, entitlements: []},
      },
    };
    const policy = task.policy!;
    policy.history = [...(policy.history ?? []), approved];
    const [nextStep, ...rest] = policy.next ?? [];
    policy.next = rest;
    if (nextStep && (nextStep as {provision?: unknown}).provision !== undefined) {
      counter++;
      policy.current = {
        id: `step-${task.numericId ?? task.id}-provision-${counter}`,
        policyGenerationId: task.policyGenerationId,
        provision: {
          provision: {
            assigned: true,
            provisionTarget: (task.type as {grant?: object})?.grant ?? {},
          },
        },
      };
      task.processing = 'TASK_PROCESSING_TYPE_PROCESSING';
    } else {
      policy.current = null;
      task.state = 'TASK_STATE_CLOSED';
      task.processing = 'TASK_PROCESSING_TYPE_DONE';
    }
    task.approverIds = [...new Set([...(task.approverIds ?? []), caller])];
    task.actions = ['TASK_ACTION_TYPE_COMMENT'];
    if (typeof req.comment === 'string' && req.comment)
      task.commentCount = (task.commentCount ?? 0) + 1;
    task.updatedAt = iso();
    counter++;
    return json(200, {
      ...taskView(task, expandMaskPaths(body)),
      ticketActionId: `tka-${counter}`,
      redirectUrl: '',
    });
  });

  on('POST', '/api/v1/tasks/:taskId/action/update-grant-duration', ({params, body}) => {
    const task = findTask(params.taskId!);
    const duration = (body as {duration?: unknown} | undefined)?.duration;
    if (typeof duration !== 'string' || !/^\d{1,12}(\.\d{1,9})?s$/.test(duration)) {
      throw new HttpError(400, 'duration must be a duration such as "3600s"');
    }
    const grant = (task.type as {grant?: Record<string, unknown>} | undefined)?.grant;
    if (!grant) throw new HttpError(400, 'the task is not a grant task');
    grant.grantDuration = duration;
    task.updatedAt = iso();
    return json(200, taskView(task, expandMaskPaths(body)));
  });

  const ownerRoute =
    '/api/v2/apps/:appId/entitlements/:entitlementId/owners/entitlements/:roleSlug/:refAppId/:refId';
  on('POST', ownerRoute, ({params: p, body}) => {
    requireApp(p.appId!);
    requireEntitlement(p.appId!, p.entitlementId!);
    const ref = (body as {appEntitlementRef?: {appId?: unknown; id?: unknown}} | undefined)
      ?.appEntitlementRef;
    if (!ref || ref.appId !== p.refAppId || ref.id !== p.refId) {
      throw new HttpError(400, 'appEntitlementRef must match the path');
    }
    if (!/^[a-z][a-z0-9_-]{0,62}$/.test(p.roleSlug!)) throw new HttpError(400, 'invalid role slug');
    const owner = requireEntitlement(p.refAppId!, p.refId!);
    const key = [p.appId, p.entitlementId, p.roleSlug, p.refAppId, p.refId].join('/');
    let record = state().entitlementOwners.get(key);
    if (!record) {
      record = {
        appEntitlement: clone(owner),
        appId: p.appId!,
        entitlementId: p.entitlementId!,
        roleSlug: p.roleSlug!,
        createdAt: iso(),
      };
      state().entitlementOwners.set(key, record);
    }
    return json(200, {appEntitlementOwnerEntitlement: record});
  });

  on(
    'GET',
    '/api/v2/apps/:appId/resource_types/:resourceTypeId/resources/:resourceId/owners/entitlements/:roleSlug/:refAppId/:refId',
    ({params: p}) => {
      requireApp(p.appId!);
      const key = [p.appId, p.resourceTypeId, p.resourceId, p.roleSlug, p.refAppId, p.refId].join(
        '/',
      );
      const record = state().resourceOwners.get(key);
      if (!record) throw new HttpError(404, 'resource ownership source not found');
      return json(200, {appResourceOwnerEntitlement: record});
    },
  );

  on('POST', '/api/v1/app_users/owned_service_accounts', ({body, caller}) => {
    const req = (body ?? {}) as {pageSize?: unknown; pageToken?: unknown};
    const owned = [...state().appUsers.entries()]
      .filter(([key]) => state().serviceAccountOwners.get(key) === caller)
      .map(([key, user]) => ({key, user}));
    const {items, nextPageToken} = page(owned, `sa:${caller}`, req.pageSize, req.pageToken, {
      size: 10,
      max: 100,
    });
    const paths = expandMaskPaths(body);
    const x = new Expander();
    const list = items.map(({key, user}) => {
      const row: Record<string, unknown> = {appUser: clone(user)};
      if (wants(paths, 'app_id')) row.appPath = x.add(`app/${user.appId}`, app(user.appId));
      if (wants(paths, 'identity_user_id')) {
        row.identityUserPath = x.add(`user/${caller}`, identityUser(caller));
      }
      if (wants(paths, 'last_usage', 'app_user_last_usage')) {
        row.lastUsagePath = x.add(`usage/${key}`, {
          '@type': `${TYPE}.app.v1.AppUserLastUsage`,
          appUserId: user.id,
          lastUsedAt: state().lastUsage.get(key),
        });
      }
      return row;
    });
    return json(200, {list, expanded: x.expanded, nextPageToken});
  });

  on('GET', '/api/v1/search/apps/:appId/entitlements/users/:appUserId', ({params: p, url}) => {
    requireApp(p.appId!);
    const user = state().appUsers.get(`${p.appId}/${p.appUserId}`);
    if (!user) throw new HttpError(404, `app user ${p.appUserId} not found`);
    const traits = url.searchParams.getAll('resourceTypeTraitIds');
    const rows = (state().appUserGrants.get(p.appUserId!) ?? [])
      .map((id) => state().entitlements.get(`${p.appId}/${id}`))
      .filter((e): e is AppEntitlement => e !== undefined)
      .filter((e) => {
        if (traits.length === 0) return true;
        const type = seed.resourceTypes.find((t) => t.id === e.appResourceTypeId);
        return type?.traitIds.some((t) => traits.includes(t)) ?? false;
      });
    const scope = `search:${p.appId}:${p.appUserId}:${traits.join(',')}`;
    const q = url.searchParams;
    const {items, nextPageToken} = page(
      rows,
      scope,
      q.get('pageSize') ?? undefined,
      q.get('pageToken'),
      {
        size: 10,
        max: 50,
      },
    );
    const paths = q.getAll('expandMask.paths');
    const x = new Expander();
    const list = items.map((e) => {
      const row: Record<string, unknown> = {
        appEntitlement: clone(e),
        objectPermissions: {read: true, edit: false, delete: false, extra: {}},
      };
      if (wants(paths, 'app_id')) row.appPath = x.add(`app/${e.appId}`, app(e.appId));
      if (wants(paths, 'app_resource_id')) {
        row.appResourcePath = x.add(
          `res/${e.appResourceId}`,
          seed.resources.find((r) => r.id === e.appResourceId),
        );
      }
      if (wants(paths, 'app_resource_type_id')) {
        row.appResourceTypePath = x.add(
          `rt/${e.appResourceTypeId}`,
          seed.resourceTypes.find((t) => t.id === e.appResourceTypeId),
        );
      }
      return row;
    });
    return json(200, {list, expanded: x.expanded, nextPageToken});
  });

  on('GET', '/api/v1/apps/:appId/connectors/:connectorId/mcp_toolsets', ({params: p, url}) => {
    requireApp(p.appId!);
    const all = state().mcpToolsets.filter(
      (t) => t.appId === p.appId && t.connectorId === p.connectorId && !t.deletedAt,
    );
    const q = url.searchParams;
    const {items, nextPageToken} = page(
      all,
      `mcp:${p.appId}:${p.connectorId}`,
      q.get('pageSize') ?? undefined,
      q.get('pageToken'),
      {
        size: 50,
        max: 100,
      },
    );
    return json(200, {profiles: items, nextPageToken});
  });

  on(
    'GET',
    '/api/v1/apps/:appId/mcp_toolsets/by_app_entitlement_id/:appEntitlementId',
    ({params: p}) => {
      requireApp(p.appId!);
      const profile = state().mcpToolsets.find(
        (t) => t.appId === p.appId && t.appEntitlementId === p.appEntitlementId && !t.deletedAt,
      );
      if (!profile) throw new HttpError(404, `no toolset is linked to ${p.appEntitlementId}`);
      return json(200, {profile});
    },
  );

  on('GET', '/api/v1/request_schemas/:requestSchemaId', ({params: p}) => {
    const schema = state().requestSchemas.get(p.requestSchemaId!);
    if (!schema || schema.deletedAt)
      throw new HttpError(404, `request schema ${p.requestSchemaId} not found`);
    return json(200, {requestSchema: schema});
  });

  on('GET', '/api/v1/a2ui/conversations/:conversationId/surfaces', ({params: p}) => {
    const conversation = state().conversations.get(p.conversationId!);
    if (!conversation) throw new HttpError(404, `conversation ${p.conversationId} not found`);
    return json(200, {surfaces: conversation.surfaces});
  });

  on('PUT', '/api/v1/llm-gateway/provider-credentials/:slotId', ({params: p, body, caller}) => {
    if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(p.slotId!)) throw new HttpError(400, 'invalid slot id');
    const req = (body ?? {}) as {apiKey?: unknown; displayName?: unknown};
    // Messages never include the key.
    if (typeof req.apiKey !== 'string' || req.apiKey.trim() === '')
      throw new HttpError(400, 'apiKey is required');
    if (req.apiKey.length > 512) throw new HttpError(400, 'apiKey is too long');
    const previous = state().providerCredentials.get(p.slotId!);
    const stamp = iso();
    // Only a short prefix is kept, never the key.
    const record: ProviderCredential = {
      slotId: p.slotId!,
      userId: caller,
      displayName:
        typeof req.displayName === 'string' ? req.displayName : (previous?.displayName ?? ''),
      keyPrefix: req.apiKey.length >= 16 ? req.apiKey.slice(0, 5) : '',
      createdAt: previous?.createdAt ?? stamp,
      updatedAt: stamp,
      revokedAt: null,
    };
    state().providerCredentials.set(p.slotId!, record);
    return json(200, {credential: record});
  });

  on('GET', '/api/v1/llm-gateway/keys', ({url}) => {
    const q = url.searchParams;
    const {items, nextPageToken} = page(
      state().gatewayKeys,
      'keys',
      q.get('pageSize') ?? undefined,
      q.get('pageToken'),
      {
        size: 50,
        max: 100,
      },
    );
    return json(200, {list: items, nextPageToken});
  });

  // -- dispatch -------------------------------------------------------------------------------

  function match(
    method: string,
    path: string,
  ): {route: Route; params: Params} | 'method' | undefined {
    const parts = path.split('/').slice(1);
    let methodMismatch = false;
    for (const route of routes) {
      if (route.segments.length !== parts.length) continue;
      const params: Params = {};
      let ok = true;
      for (let i = 0; i < parts.length && ok; i++) {
        const seg = route.segments[i]!;
        if (seg.startsWith(':')) {
          let value: string;
          try {
            value = decodeURIComponent(parts[i]!);
          } catch {
            throw new HttpError(400, 'malformed path');
          }
          if (value === '') ok = false;
          params[seg.slice(1)] = value;
        } else if (seg !== parts[i]) {
          ok = false;
        }
      }
      if (!ok) continue;
      if (route.method !== method) {
        methodMismatch = true;
        continue;
      }
      return {route, params};
    }
    return methodMismatch ? 'method' : undefined;
  }

  function authenticate(request: Request): string | undefined {
    const header = request.headers.get('authorization') ?? '';
    const m = /^Bearer ([\x21-\x7e]+)$/.exec(header);
    if (!m) return undefined;
    const token = m[1]!;
    if (staticTokens.has(token)) return callerUserId;
    const expiry = state().issuedTokens.get(token);
    return expiry !== undefined && now() < expiry ? callerUserId : undefined;
  }

  async function readBody(request: Request): Promise<unknown> {
    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    const text = await request.text();
    if (text === '') return undefined;
    const type = request.headers.get('content-type') ?? '';
    if (type.startsWith('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(text));
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new HttpError(400, 'the body is not valid JSON');
    }
  }

  function masked(body: unknown): unknown {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const copy = {...(body as Record<string, unknown>)};
    for (const key of ['apiKey', 'client_secret']) {
      if (key in copy) copy[key] = '<redacted>';
    }
    return copy;
  }

  async function respond(request: Request, url: URL, record: MockRequestRecord): Promise<Response> {
    const failure = failures[0];
    if (failure) {
      if (--failure.left <= 0) failures.shift();
      if (failure.status === 'network')
        throw new TypeError('Failed to fetch (mock network failure)');
      const headers: Record<string, string> = {};
      if (failure.options.retryAfter !== undefined)
        headers['retry-after'] = String(failure.options.retryAfter);
      return errorResponse(
        failure.status,
        failure.options.message ?? `mock failure ${failure.status}`,
        headers,
      );
    }
    if (url.searchParams.has('access_token')) {
      return errorResponse(400, 'access tokens are not accepted in the URL');
    }
    const found = match(request.method, url.pathname);
    if (found === 'method') return errorResponse(405, `${request.method} is not allowed here`);
    if (!found) return errorResponse(404, `no route for ${request.method} ${url.pathname}`);
    let caller = '';
    if (found.route.auth) {
      const who = authenticate(request);
      if (!who) {
        return errorResponse(401, 'missing or invalid bearer token', {
          'www-authenticate': 'Bearer realm="svc", error="invalid_token"',
        });
      }
      caller = who;
    }
    const body = await readBody(request);
    record.body = masked(body);
    return found.route.handler({request, url, params: found.params, caller, body});
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key] = value));
    const record: MockRequestRecord = {
      method: request.method,
      url: url.pathname + url.search,
      path: url.pathname,
      query: new URLSearchParams(url.search),
      headers,
      body: undefined,
      status: 0,
    };
    requests.push(record);
    if (latency > 0) await sleep(latency, request.signal);
    let response: Response;
    try {
      response = await respond(request, url, record);
    } catch (error) {
      if (error instanceof HttpError) response = errorResponse(error.status, error.message);
      else if (error instanceof TypeError && /mock network failure/.test(error.message))
        throw error;
      else response = errorResponse(500, 'internal error in the mock');
    }
    record.status = response.status;
    return response;
  }

  const mockFetch: typeof fetch = async (input, init) => {
    const request =
      input instanceof Request
        ? new Request(input, init)
        : new Request(new URL(String(input), origin).href, init);
    if (request.signal?.aborted) {
      throw request.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    }
    return handle(request);
  };

  const mock: MockService = {
    fetch: mockFetch,
    handle,
    get state() {
      return service.state;
    },
    requests,
    clearRequests: () => void (requests.length = 0),
    setLatency: (ms) => void (latency = Math.max(0, ms)),
    failNext(status, times = 1, failOptions = {}) {
      if (times > 0) failures.push({status, left: times, options: failOptions});
    },
    expireTokens() {
      for (const token of state().issuedTokens.keys()) state().issuedTokens.set(token, 0);
    },
    completeStepUp(transactionId) {
      state().stepUpTransactions.set(transactionId, true);
    },
    listConversations: () =>
      [...state().conversations.values()].map(({id, title}) => ({id, title})),
    updateSurface(conversationId, surfaceId, update = {}) {
      const conversation = state().conversations.get(conversationId);
      const surface = conversation?.surfaces.find((s) => s.surfaceId === surfaceId);
      if (!surface) throw new Error(`no surface ${surfaceId} in ${conversationId}`);
      if (update.data !== undefined) {
        let current: Record<string, unknown> = {};
        try {
          current = JSON.parse(surface.dataModelJson ?? '{}') as Record<string, unknown>;
        } catch {
          current = {};
        }
        const next = typeof update.data === 'function' ? update.data(current) : update.data;
        surface.dataModelJson = JSON.stringify(next);
      }
      if (update.components) surface.components = clone(update.components);
      const stamp = iso();
      if (update.deleted !== undefined) surface.deletedAt = update.deleted ? stamp : null;
      surface.updatedAt = stamp;
      return clone(surface);
    },
    setConversation(id, conversation) {
      state().conversations.set(id, {
        id,
        title: conversation.title ?? id,
        surfaces: clone(conversation.surfaces),
      });
    },
    reset() {
      service.state = freshState();
      requests.length = 0;
      failures = [];
    },
  };
  return mock;
}
