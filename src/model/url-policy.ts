/**
 * The one URL policy: every URL an agent writes goes through `checkUrl` before it becomes an
 * `href`, is opened, or is requested. Judged on the URL parser's reading, never on a prefix test.
 *
 * Rules every use shares (the strictest of the four checks this replaced):
 * - a string, trimmed, not empty (`missing`), at most {@link MAX_URL_LENGTH} characters;
 * - no control characters (C0, DEL, C1: the parser silently drops tabs and newlines) and no
 *   backslash (the parser reads `https:\\host` and `/\host` as an authority) (`malformed`);
 * - no user info, not even an empty one (`https://@host`, `https://bank.example@evil.example`,
 *   `//user@host`): the address would show one host and go to another (`credentials`);
 * - no `&` in an authority (`https://ok.example&#64;evil.example`: a reader that decodes HTML
 *   character references would go elsewhere), and no character reference at all in a relative
 *   reference (`jav&#x61;script:`) (`malformed`);
 * - a relative reference never names a host (`//host`, `///host`) and never holds a colon before
 *   its first `/`, `?` or `#` (another reader would take it for a scheme) (`malformed`);
 * - only the schemes its use allows (`scheme`); anything the parser cannot read is `malformed`.
 *
 * What each use allows on top (a use may be narrower than another, never looser):
 *
 * | use | schemes | relative references |
 * |---|---|---|
 * | `link` (markdown links) | https, http, mailto | kept as written (the browser resolves them) |
 * | `open` (`openUrl`) | https, http, mailto | no |
 * | `source` (a table / chart / metric source's `ref`) | https, http | no (shown as text) |
 * | `artifact` (table / chart `artifactUrl`, a download) | https | no |
 * | `media` (image, video, audio; then `media-policy.ts`) | https, http | resolved against the page |
 *
 * Plain `http:` is refused for artifacts: they are downloads of the surface's data, which would
 * travel in clear, and browsers block or warn on insecure downloads from secure pages. Media may
 * use it only when the host's media policy says so.
 */

/** Where a URL is used; see the module comment for what each allows. */
export type UrlUse = 'link' | 'open' | 'source' | 'artifact' | 'media';

/** Why a URL was refused. */
export type UrlRefusal = 'missing' | 'malformed' | 'scheme' | 'credentials';

/** The verdict on one URL: the URL to use, or why not. */
export type UrlCheck = {allowed: true; url: string} | {allowed: false; reason: UrlRefusal};

/** Longer URLs are refused outright. */
export const MAX_URL_LENGTH = 8192;

interface UseRules {
  schemes: ReadonlySet<string>;
  /** Relative references: refused, returned as written, or resolved against a base. */
  relative: 'refused' | 'as-written' | 'resolved';
}

const WEB_AND_MAIL = new Set(['https:', 'http:', 'mailto:']);
/** The web's schemes: what media and sources may use. */
export const WEB_SCHEMES: ReadonlySet<string> = new Set(['https:', 'http:']);

const USES: Readonly<Record<UrlUse, UseRules>> = {
  link: {schemes: WEB_AND_MAIL, relative: 'as-written'},
  open: {schemes: WEB_AND_MAIL, relative: 'refused'},
  source: {schemes: WEB_SCHEMES, relative: 'refused'},
  artifact: {schemes: new Set(['https:']), relative: 'refused'},
  media: {schemes: WEB_SCHEMES, relative: 'resolved'},
};

// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;
/** A numeric (`&#…`) or named (`&amp;`) HTML character reference. */
const CHARACTER_REFERENCE = /&(#|[a-z][a-z0-9]*;)/i;
/**
 * The authority of an http(s) URL (`https://…`, also `https:…`, which the parser completes), of
 * any URL written with `//` after its scheme, or of a scheme-relative one (`//…`).
 */
const AUTHORITY = /^(?:https?:\/*|[a-z][a-z0-9+.-]*:\/\/|\/\/)([^/?#]*)/i;
/** Only to see where a relative reference goes; never shown or requested. */
const PROBE_BASE = 'https://relative.invalid/base/';

/**
 * Checks `url` for `use`. `base` is what relative references resolve against where the use
 * resolves them (media: the page's address); without it they are `malformed` there. Never throws
 * for any `url`; an unknown `use` is a programming error and throws a `TypeError`.
 */
export function checkUrl(url: unknown, use: UrlUse, base?: string): UrlCheck {
  if (!Object.hasOwn(USES, use)) throw new TypeError(`checkUrl: unknown use "${String(use)}"`);
  if (typeof url !== 'string') return refuse('missing');
  const text = url.trim();
  if (text === '') return refuse('missing');
  if (text.length > MAX_URL_LENGTH || CONTROL_OR_BACKSLASH.test(text)) return refuse('malformed');
  const authority = AUTHORITY.exec(text)?.[1];
  if (authority?.includes('@')) return refuse('credentials');
  if (authority?.includes('&')) return refuse('malformed');
  const rules = USES[use];
  const absolute = parseUrl(text);
  if (absolute) return judge(absolute, rules);
  if (rules.relative === 'refused' || !plainRelative(text)) return refuse('malformed');
  if (rules.relative === 'as-written') return {allowed: true, url: text};
  const resolved = typeof base === 'string' ? parseUrl(text, base) : undefined;
  return resolved ? judge(resolved, rules) : refuse('malformed');
}

/** The URL to use when `checkUrl` allows it for `use`, else `undefined`. */
export function allowedUrl(url: unknown, use: UrlUse): string | undefined {
  const check = checkUrl(url, use);
  return check.allowed ? check.url : undefined;
}

function judge(parsed: URL, rules: UseRules): UrlCheck {
  if (!rules.schemes.has(parsed.protocol)) return refuse('scheme');
  if (parsed.username !== '' || parsed.password !== '') return refuse('credentials');
  return {allowed: true, url: parsed.href};
}

/**
 * A relative reference that stays on the page's host and cannot be read otherwise: no character
 * reference, no colon before the first `/`, `?` or `#`, no host of its own (`//host`, `///host`).
 */
function plainRelative(text: string): boolean {
  if (CHARACTER_REFERENCE.test(text)) return false;
  if (text.split(/[/?#]/, 1)[0].includes(':')) return false;
  const probe = parseUrl(text, PROBE_BASE);
  return probe !== undefined && probe.host === 'relative.invalid' && probe.protocol === 'https:';
}

function refuse(reason: UrlRefusal): UrlCheck {
  return {allowed: false, reason};
}

/** The URL parser's reading of `text` (against `base`), or `undefined`; never throws. */
export function parseUrl(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}
