/**
 * The typed HTTP client of the access-governance service (`@svc/surfaces/api`).
 * Imports nothing of the library but types.
 */
export {
  ServiceClient,
  createClient,
  durationFromSeconds,
  encodeSegment,
  iteratePages,
  MCP_TOOLSETS_MAX_PAGE_SIZE,
} from './client.js';
export type {
  ClientOptions,
  EntitlementOwnershipSourceParams,
  EntitlementSearchOptions,
  IterateOptions,
  OwnedServiceAccountsOptions,
  PageOptions,
  ResourceOwnershipSourceParams,
} from './client.js';
export type {
  Auth,
  Auth as ClientAuth,
  BearerTokenAuth,
  ClientCredentialsAuth,
  TokenProviderAuth,
} from './auth.js';
export {ServiceError, isServiceError} from './errors.js';
export {REDACTED, redactSecrets} from './redact.js';
export type {ServiceErrorKind} from './errors.js';
export {DEFAULT_RETRY, parseRetryAfter} from './http.js';
export type {CallOptions, RetryOptions, Sleep} from './http.js';
export * from './types.js';
