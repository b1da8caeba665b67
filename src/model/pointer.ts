/**
 * JSON Pointers (RFC 6901) as the data model uses them, with A2UI's relaxations:
 * `""` and `"/"` both mean the whole model, empty segments are dropped (so a trailing `/` is
 * ignored and `/a//b` is `/a/b`), and a path without a leading `/` is relative to a scope.
 * The canonical form of a path is `/` + escaped segments joined by `/`, and `/` for the root.
 */

/** Escapes one segment: `~` → `~0`, `/` → `~1`. */
export function escapeSegment(segment: string): string {
  if (!segment.includes('~') && !segment.includes('/')) return segment;
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Unescapes one segment: `~1` → `/`, then `~0` → `~` (so `~01` is the key `~1`). */
export function unescapeSegment(segment: string): string {
  if (!segment.includes('~')) return segment;
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

const EMPTY: readonly string[] = Object.freeze([]);
/**
 * Entries each cache keeps before it starts again: a surface of MAX_ELEMENTS elements reading a
 * few distinct paths each fits, so a large table does not parse every pointer twice per build.
 */
const CACHE_LIMIT = 20_000;
const segmentCache = new Map<string, readonly string[]>();
const canonicalCache = new Map<string, string>();

/**
 * The segments of a pointer, unescaped, empty ones dropped. A leading `/` is optional here (the
 * pointer is read from the root either way); use `resolvePath` first for scoped paths. The
 * returned array is frozen and shared: do not modify it.
 */
export function parsePointer(pointer: string): readonly string[] {
  if (typeof pointer !== 'string') return EMPTY;
  const cached = segmentCache.get(pointer);
  if (cached) return cached;
  const segments: string[] = [];
  for (const raw of pointer.split('/')) {
    if (raw !== '') segments.push(unescapeSegment(raw));
  }
  const frozen = Object.freeze(segments);
  if (segmentCache.size >= CACHE_LIMIT) segmentCache.clear();
  segmentCache.set(pointer, frozen);
  return frozen;
}

/** The canonical pointer for a list of (unescaped) segments; `/` for none. */
export function formatPointer(segments: readonly string[]): string {
  if (segments.length === 0) return '/';
  let out = '';
  for (const segment of segments) out += '/' + escapeSegment(segment);
  return out;
}

/** The canonical form of an absolute pointer (`""` → `/`, `/a/` → `/a`, `/a//b` → `/a/b`). */
export function normalizePointer(pointer: string): string {
  if (typeof pointer !== 'string') return '/';
  if (isCanonical(pointer)) return pointer;
  let canonical = canonicalCache.get(pointer);
  if (canonical === undefined) {
    canonical = formatPointer(parsePointer(pointer));
    if (canonicalCache.size >= CACHE_LIMIT) canonicalCache.clear();
    canonicalCache.set(pointer, canonical);
  }
  return canonical;
}

/** Already its own canonical form: `/`, or `/`-led non-empty segments without `~` escapes. */
function isCanonical(pointer: string): boolean {
  if (pointer === '/') return true;
  return (
    pointer.charCodeAt(0) === 47 &&
    pointer.charCodeAt(pointer.length - 1) !== 47 &&
    !pointer.includes('//') &&
    !pointer.includes('~')
  );
}

/**
 * The canonical absolute path of `path` read in the scope `base` (default `/`, the root).
 * Absolute paths (leading `/`) ignore the base. Otherwise a leading `./` is stripped, `""` and
 * `"."` mean the scope itself, and anything else is appended to the scope: at `/items/2`,
 * `name` → `/items/2/name`. `..` has no special meaning (it is a key named `..`).
 * A non-string path resolves to the scope.
 */
export function resolvePath(path: string, base = '/'): string {
  if (typeof path !== 'string') path = '';
  if (path.startsWith('/')) return normalizePointer(path);
  while (path.startsWith('./')) path = path.slice(2);
  const scope = typeof base === 'string' && base !== '' ? base : '/';
  const absoluteScope = scope.startsWith('/') ? scope : '/' + scope;
  if (path === '' || path === '.') return normalizePointer(absoluteScope);
  return normalizePointer(absoluteScope + '/' + path);
}

/** The segments of `path` resolved in the scope `base`; see `resolvePath`. */
export function resolveSegments(path: string, base?: string): readonly string[] {
  if (typeof path === 'string' && path.startsWith('/')) return parsePointer(path);
  return parsePointer(resolvePath(path, base));
}

/** Appends one (unescaped) segment to a canonical pointer. */
export function childPointer(pointer: string, segment: string | number): string {
  const escaped = escapeSegment(String(segment));
  return pointer === '/' || pointer === '' ? '/' + escaped : pointer + '/' + escaped;
}

/** A decimal array index as JSON Pointer allows it: `0` or no leading zero, no sign. */
export function isIndexSegment(segment: string): boolean {
  return /^(?:0|[1-9][0-9]*)$/.test(segment);
}
