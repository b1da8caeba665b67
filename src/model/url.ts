/**
 * URL checks with the URL parser (never a string prefix test): only http, https and mailto
 * absolute URLs, and optionally relative ones, are let through.
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
 * control characters, backslashes, HTML character references, and relative references whose
 * first segment holds a colon.
 */
export function safeUrl(url: unknown, options: SafeUrlOptions = {}): string | undefined {
  if (typeof url !== 'string') return undefined;
  const text = url.trim();
  if (text === '' || text.length > MAX_URL_LENGTH) return undefined;
  // Control characters (tabs and newlines included, which the parser would silently drop).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) return undefined;
  let absolute: URL | undefined;
  try {
    absolute = new URL(text);
  } catch {
    absolute = undefined;
  }
  if (absolute) return ALLOWED_PROTOCOLS.has(absolute.protocol) ? absolute.href : undefined;
  if (!options.allowRelative) return undefined;
  // Backslashes (read as '/') and HTML character references (decoded if ever put into markup).
  if (text.includes('\\') || /&(#|[a-z]+;)/i.test(text)) return undefined;
  // A colon before the first '/', '?' or '#' would read as a scheme somewhere.
  const firstPart = text.split(/[/?#]/, 1)[0];
  if (firstPart.includes(':')) return undefined;
  try {
    const resolved = new URL(text, 'https://relative.invalid/base/');
    if (resolved.protocol !== 'https:') return undefined;
  } catch {
    return undefined;
  }
  return text;
}
