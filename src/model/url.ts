/**
 * URL checks with the URL parser (never a string prefix test): only http, https and mailto
 * absolute URLs, and optionally relative ones, are let through; never one with user info or a
 * backslash anywhere (the parser reads `https:\\host` and `/\host` as an authority).
 */

/** Options for `safeUrl`. */
export interface SafeUrlOptions {
  /** Accept relative URLs (`/x`, `./x`, `?q`, `#h`, `x/y`) too. Default false. */
  allowRelative?: boolean;
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const MAX_URL_LENGTH = 8192;

/**
 * The normalised URL when `url` is an absolute http, https or mailto URL (per the URL parser),
 * or, with `allowRelative`, a plain relative reference (returned trimmed, as written); undefined
 * for anything else: `javascript:`, `data:`, `vbscript:` and any other scheme however spelled,
 * control characters, backslashes (absolute or relative), user info (`https://user:pw@host`,
 * `https://@host`, `//user@host`), HTML character references, and relative references whose
 * first segment holds a colon.
 */
export function safeUrl(url: unknown, options: SafeUrlOptions = {}): string | undefined {
  if (typeof url !== 'string') return undefined;
  const text = url.trim();
  if (text === '' || text.length > MAX_URL_LENGTH) return undefined;
  // Control characters (tabs and newlines included, which the parser would silently drop).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) return undefined;
  // Backslashes: the parser reads them as '/', so `https:\\host` or `/\host` names an authority.
  if (text.includes('\\')) return undefined;
  if (hasUserInfo(text)) return undefined;
  let absolute: URL | undefined;
  try {
    absolute = new URL(text);
  } catch {
    absolute = undefined;
  }
  if (absolute) {
    if (!ALLOWED_PROTOCOLS.has(absolute.protocol)) return undefined;
    return absolute.username || absolute.password ? undefined : absolute.href;
  }
  if (!options.allowRelative) return undefined;
  // HTML character references (decoded if ever put into markup).
  if (/&(#|[a-z]+;)/i.test(text)) return undefined;
  // A colon before the first '/', '?' or '#' would read as a scheme somewhere.
  const firstPart = text.split(/[/?#]/, 1)[0];
  if (firstPart.includes(':')) return undefined;
  try {
    const resolved = new URL(text, 'https://relative.invalid/base/');
    if (resolved.protocol !== 'https:' || resolved.username || resolved.password) return undefined;
    // A relative link stays on the page's host: `//host/…` names another one (write it in full).
    if (resolved.host !== 'relative.invalid') return undefined;
  } catch {
    return undefined;
  }
  return text;
}

/**
 * True when the authority of an http(s) URL (`https://…`, also `https:…` which the parser
 * completes) or of a scheme-relative one (`//…`) holds an `@`, even an empty user info
 * (`https://@host`): such URLs show one host and may carry credentials.
 */
function hasUserInfo(text: string): boolean {
  const match = /^(?:https?:\/*|\/\/)([^/?#]*)/i.exec(text);
  return match !== null && match[1].includes('@');
}
