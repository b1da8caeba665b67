/**
 * Data providers: the typed interfaces a host supplies so that workflow elements can reach data
 * the surface does not carry (resources to pick from, a connector's settings form, a live sync
 * status). A host gives them once, on `<svc-conversation>` or `<svc-surface>` (through
 * `@lit/context`), or on each element as a plain property. An element with no provider shows a
 * clear "not available" state.
 *
 * Types and one error class, no other runtime code: elements may import it freely.
 */
import type {Form} from '../api/types.js';

export type {Form};

/** Options every provider call accepts. */
export interface ProviderCallOptions {
  /** Aborted when the element no longer needs the answer (new search, disconnected). */
  signal?: AbortSignal;
}

/** The connector a workflow element is about. */
export interface ConnectorRef {
  appId: string;
  connectorId: string;
}

// ---------------------------------------------------------------------------------------------
// Resources

/** What a resource picker asks for: one page of resources of a type, optionally searched. */
export interface ResourceQuery extends ConnectorRef {
  /**
   * The resource type, as the surface names it (`mcp_toolset`, or a resource type id). Empty means
   * the provider's default type.
   */
  resourceType: string;
  /** Free text the person typed; empty lists everything. Matching is up to the provider. */
  search: string;
  /** Continue after a previous page: its `nextPageToken`. Empty or absent: the first page. */
  pageToken?: string;
  /** Wanted page size (providers may return fewer; the MCP endpoint allows at most 100). */
  pageSize?: number;
  /** Passed through from the surface (`svcResourcePicker.mcpToolState`); providers may ignore it. */
  mcpToolState?: string;
}

/** One resource a person can pick. */
export interface ResourceItem {
  /** The id written to the picker's value. */
  id: string;
  /** Name shown to the person; the id when empty. */
  displayName: string;
  /** Optional one-line description. */
  description?: string;
  /** Optional short detail shown beside the name (for example "12 tools"). */
  detail?: string;
  /**
   * The person cannot choose this entry (for example a toolset that is not requestable): it is
   * listed, dimmed and `aria-disabled`, and cannot be picked.
   */
  disabled?: boolean;
}

/** One page of resources. */
export interface ResourcePage {
  items: ResourceItem[];
  /** Token for the next page; empty or absent when there are no more. */
  nextPageToken?: string;
}

/** Lists and searches resources of a type for an app and connector, one page at a time. */
export interface ResourceProvider {
  listResources(query: ResourceQuery, options?: ProviderCallOptions): Promise<ResourcePage>;
}

// ---------------------------------------------------------------------------------------------
// Connector settings

/** A connector's settings form and its current (non-secret) values. */
export interface ConnectorSettings {
  /** The settings form, a Form of service-spec §2.3. */
  form: Form;
  /**
   * Current values by field name, to prefill the form. Providers never return secret values
   * (password fields) here.
   */
  values?: Record<string, unknown>;
}

/** The outcome of a save. A thrown error counts as `{ok: false, message: error.message}`. */
export type SaveSettingsResult =
  | {ok: true}
  | {
      ok: false;
      /** A message for the whole form ("The connector could not be reached."). */
      message?: string;
      /** Messages per field name ("Enter an access key id."). */
      fieldErrors?: Record<string, string>;
    };

/** Reads a connector's settings form and saves values typed into it. */
export interface ConnectorSettingsProvider {
  getSettings(ref: ConnectorRef, options?: ProviderCallOptions): Promise<ConnectorSettings>;
  /**
   * Saves the values (secrets included). Providers must not log the values nor keep secrets
   * anywhere they could be read back.
   */
  saveSettings(
    ref: ConnectorRef,
    values: Record<string, unknown>,
    options?: ProviderCallOptions,
  ): Promise<SaveSettingsResult>;
}

// ---------------------------------------------------------------------------------------------
// Sync status

/** The states a sync card knows; other strings are shown as `unknown`. */
export type SyncState = 'queued' | 'running' | 'completed' | 'failed' | 'unknown';

/** One count of a sync ("Users: 120"). */
export interface SyncCount {
  label: string;
  value: number;
}

/** The status of the sync of an app's connector, as a provider reports it. */
export interface SyncStatus {
  /** One of {@link SyncState}; other spellings (`SYNC_STATE_RUNNING`, `done`) are tolerated. */
  state: SyncState | (string & {});
  /** Fraction done, 0..1, when known. */
  progress?: number;
  /** When the sync started (ISO 8601). */
  startedAt?: string;
  /** When the sync ended (ISO 8601), for completed and failed syncs. */
  finishedAt?: string;
  /** What was synced so far. A record `{users: 120}` is accepted too. */
  counts?: SyncCount[] | Record<string, number>;
  /** The last error message, if any. */
  lastError?: string;
  /** A short human message ("Listing IAM roles"). */
  message?: string;
}

/** Stops a subscription. Calling it twice is harmless. */
export type Unsubscribe = () => void;

/** Reports the sync status of an app's connector as it changes. */
export interface SyncStatusProvider {
  /**
   * Calls `listener` with the current status (soon after subscribing) and on every change, until
   * the returned function is called.
   */
  subscribe(ref: ConnectorRef, listener: (status: SyncStatus) => void): Unsubscribe;
}

/**
 * Thrown by a provider that cannot serve a request at all (for example a resource type the
 * service has no endpoint for). Elements show it as "not available", not as a retryable error.
 */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}
