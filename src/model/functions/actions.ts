/** openUrl: opens an http(s) or mailto URL through the host, nothing else. */
import {checkUrl} from '../url-policy.js';
import type {UrlRefusal} from '../url-policy.js';
import type {FunctionImpl} from './registry.js';

const REFUSED: Readonly<Record<UrlRefusal, string>> = {
  missing: 'needs a `url`.',
  malformed: 'only absolute URLs, without backslashes or control characters, can be opened.',
  scheme: 'only http, https and mailto URLs can be opened.',
  credentials: 'URLs with user info (`user@host`) are never opened.',
};

/**
 * Opens `url` (or `uri`) through the scope's `open` when the URL policy allows it for `open`: an
 * absolute http, https or mailto URL without user info (see `url-policy.ts`); anything else is
 * refused and reported with the reason. Returns undefined.
 */
export const openUrl: FunctionImpl = ({url, uri}, ctx) => {
  const check = checkUrl(url ?? uri, 'open');
  if (check.allowed) ctx.open(check.url);
  else ctx.report(REFUSED[check.reason]);
  return undefined;
};
