/**
 * Which addresses an image, video or audio element of a surface may load from. An agent writes
 * these URLs, and a media request leaves the page by itself (no click), so a URL could carry data
 * out or track the reader: the host decides where media may come from, and anything else is not
 * requested at all.
 *
 * The rules, in order (checked on the URL parser's reading of the address, never on its text):
 * 1. The URL policy's rules for media (`url-policy.ts`): nothing or not a string is `missing`;
 *    control characters, backslashes, absurd length, `//host` and relative spellings another
 *    reader could take for a scheme are `malformed`; user info is `credentials`; a scheme other
 *    than `https:` and `http:` is `scheme`. Relative addresses resolve against the page
 *    (`pageUrl`); without one they are `malformed`.
 * 2. The page's own origin is allowed (unless `sameOrigin` is false): it already served the page,
 *    so a request to it tells no one anything new, and this is what lets relative addresses and
 *    local assets work. Such a request carries the reader's cookies, though; see `sameOrigin`.
 * 3. Otherwise `http:` needs `allowHttp` (`insecure`), and when `origins` is set the address's
 *    origin must be one of them (`origin`). Both must hold. With `sameOrigin: false` the page's own
 *    origin is treated like any other, and is refused (`origin`) unless `origins` lists it.
 */
import {checkUrl, parseUrl, WEB_SCHEMES} from './url-policy.js';
import type {UrlCheck, UrlRefusal} from './url-policy.js';

/** Where media may come from; the host sets it once. The default allows any https address. */
export interface MediaPolicy {
  /** Also allow plain `http:` addresses (default false: https only). */
  allowHttp?: boolean;
  /**
   * When set, only these origins (`https://cdn.example.com`; a path or trailing slash is ignored)
   * and the page's own. An empty list allows only the page's own origin.
   */
  origins?: readonly string[];
  /**
   * Allow the page's own origin whatever `allowHttp` and `origins` say (default true). Set false
   * when an agent must not make the reader's browser request anything from the page's origin with
   * the reader's cookies (an image at `/logout?via=img` would log the reader out): that origin is
   * then allowed only when `origins` lists it.
   */
  sameOrigin?: boolean;
}

/** Why an address was refused. */
export type MediaUrlRefusal = UrlRefusal | 'insecure' | 'origin';

/** The verdict on one address: the normalised URL to load, or why not. */
export type MediaUrlCheck =
  {allowed: true; url: string} | {allowed: false; reason: MediaUrlRefusal};

/**
 * Checks `url` against `policy` (see the module comment for the rules). `pageUrl` is the base for
 * relative addresses and names the page's own origin (in a browser: `document.baseURI`). Never
 * throws.
 */
export function checkMediaUrl(
  url: unknown,
  policy: MediaPolicy = {},
  pageUrl?: string,
): MediaUrlCheck {
  const check: UrlCheck = checkUrl(url, 'media', pageUrl);
  if (!check.allowed) return check;
  const address = new URL(check.url);
  const page = typeof pageUrl === 'string' ? parseUrl(pageUrl) : undefined;
  const own =
    page !== undefined && WEB_SCHEMES.has(page.protocol) && address.origin === page.origin;
  if (own && policy.sameOrigin !== false) return check;
  if (address.protocol === 'http:' && policy.allowHttp !== true) return refuse('insecure');
  const listed = Array.isArray(policy.origins)
    ? allowedOrigins(policy.origins).has(address.origin)
    : undefined;
  // An own address reaches this line only with `sameOrigin: false`: it must be listed.
  if (listed === false || (own && !listed)) return refuse('origin');
  return check;
}

function refuse(reason: MediaUrlRefusal): MediaUrlCheck {
  return {allowed: false, reason};
}

/** The origins of a host's list; entries that are not http(s) URLs are skipped. */
function allowedOrigins(entries: readonly unknown[]): Set<string> {
  const origins = new Set<string>();
  for (const entry of entries) {
    const parsed = typeof entry === 'string' ? parseUrl(entry.trim()) : undefined;
    if (parsed && WEB_SCHEMES.has(parsed.protocol)) origins.add(parsed.origin);
  }
  return origins;
}
