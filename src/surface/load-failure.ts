/**
 * What a person is told when something could not be loaded from the service, and whether trying
 * again can help: a refused sign-in, a missing right or a missing thing will not change by
 * itself, while a network failure or a busy server may.
 */
import {isServiceError} from '../api/errors.js';
import type {MessageKey} from '../i18n/messages.js';

export interface LoadFailure {
  /** The sentence, a catalog key. */
  key: MessageKey;
  /** Whether a Retry button can help. */
  retry: boolean;
  /** The person must sign in again (HTTP 401): the element fires `svc-auth-required`. */
  signIn: boolean;
}

/** The failure of `error` as the page shows it; `otherwise` is the sentence for the rest. */
export function loadFailure(error: unknown, otherwise: MessageKey): LoadFailure {
  const status = isServiceError(error) && error.kind === 'http' ? error.status : 0;
  if (status === 401) return {key: 'load.sessionExpired', retry: false, signIn: true};
  if (status === 403) return {key: 'load.forbidden', retry: false, signIn: false};
  if (status === 404 || status === 410) return {key: 'load.notFound', retry: false, signIn: false};
  // Other answers of the 4xx kind are the request's own fault: the same request fails again.
  if (status >= 400 && status < 500 && status !== 408 && status !== 429)
    return {key: otherwise, retry: false, signIn: false};
  return {key: otherwise, retry: true, signIn: false};
}
