/**
 * Which addresses an image, video or audio element of a surface may load from. An agent writes
 * these URLs, and a media request leaves the page by itself (no click), so a URL could carry data
 * out or track the reader: the host decides where media may come from, and anything else is not
 * requested at all.
 *
 * The rules, in order (checked on the URL parser's reading of the address, never on its text):
 * 1. Nothing, or not a string: refused (`missing`).
 * 2. Control characters, backslashes (which parsers read differently) or absurd length: refused
 *    (`malformed`); so is anything the URL parser rejects.
 * 3. Relative addresses resolve against the page (`pageUrl`) first, and are then checked like any
 *    other; without a `pageUrl` they are `malformed`, and so are relative spellings that another
 *    reader could take for a scheme (a colon before the first `/`, or an HTML character reference).
 * 4. Only `https:` and `http:` (`data:`, `blob:`, `javascript:`, `file:` … → `scheme`).
 * 5. A user name or password in the address: refused (`credentials`).
 * 6. The page's own origin is always allowed: it already served the page, so a request to it tells
 *    no one anything new (this is what lets relative addresses and local assets work).
 * 7. Otherwise `http:` needs `allowHttp` (`insecure`), and when `origins` is set the address's
 *    origin must be one of them (`origin`). Both must hold.
 */

/** Where media may come from; the host sets it once. The default allows any https address. */
export interface MediaPolicy {
  /** Also allow plain `http:` addresses (default false: https only). */
  allowHttp?: boolean;
  /**
   * When set, only these origins (`https://cdn.example.com`; a path or trailing slash is ignored)
   * and the page's own. An empty list allows only the page's own origin.
   */
  origins?: readonly string[];
}

/** Why an address was refused. */
export type MediaUrlRefusal =
  'missing' | 'malformed' | 'scheme' | 'credentials' | 'insecure' | 'origin';

/** The verdict on one address: the normalised URL to load, or why not. */
export type MediaUrlCheck =
  {allowed: true; url: string} | {allowed: false; reason: MediaUrlRefusal};

/** Longer addresses are refused outright. */
export const MAX_MEDIA_URL_LENGTH = 8192;

const WEB_PROTOCOLS = new Set(['https:', 'http:']);

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
  if (typeof url !== 'string') return refuse('missing');
  const text = url.trim();
  if (text === '') return refuse('missing');
  if (text.length > MAX_MEDIA_URL_LENGTH) return refuse('malformed');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(text)) return refuse('malformed');
  const page = parse(pageUrl);
  if (!parse(text) && !plainRelative(text)) return refuse('malformed');
  const parsed = parse(text, page?.href);
  if (!parsed) return refuse('malformed');
  if (!WEB_PROTOCOLS.has(parsed.protocol)) return refuse('scheme');
  if (parsed.username !== '' || parsed.password !== '') return refuse('credentials');
  if (page && WEB_PROTOCOLS.has(page.protocol) && parsed.origin === page.origin) {
    return {allowed: true, url: parsed.href};
  }
  if (parsed.protocol === 'http:' && policy.allowHttp !== true) return refuse('insecure');
  if (Array.isArray(policy.origins) && !allowedOrigins(policy.origins).has(parsed.origin)) {
    return refuse('origin');
  }
  return {allowed: true, url: parsed.href};
}

/**
 * A relative reference without the spellings that would mean something else elsewhere: a colon
 * before the first `/`, `?` or `#` (a scheme to another reader, `j avascript:`), or an HTML
 * character reference (`jav&#x61;script:`).
 */
function plainRelative(text: string): boolean {
  if (/&(#|[a-z]+;)/i.test(text)) return false;
  return !text.split(/[/?#]/, 1)[0].includes(':');
}

function refuse(reason: MediaUrlRefusal): MediaUrlCheck {
  return {allowed: false, reason};
}

function parse(text: string | undefined, base?: string): URL | undefined {
  if (typeof text !== 'string') return undefined;
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

/** The origins of a host's list; entries that are not http(s) URLs are skipped. */
function allowedOrigins(entries: readonly unknown[]): Set<string> {
  const origins = new Set<string>();
  for (const entry of entries) {
    const parsed = typeof entry === 'string' ? parse(entry.trim()) : undefined;
    if (parsed && WEB_PROTOCOLS.has(parsed.protocol)) origins.add(parsed.origin);
  }
  return origins;
}
