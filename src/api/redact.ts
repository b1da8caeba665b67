/**
 * Scrubbing secrets (tokens, client secrets, API keys) out of text a server sent back, such as an
 * error message that echoes the request. A server may echo a secret as it was sent, or
 * URL-encoded, form-encoded, JSON-escaped, in hex or base64, in another letter case, or with
 * invisible characters inside it; every one of these spellings is removed, on the text as
 * received, before anything else changes it.
 */

/** What stands in for a removed secret. */
export const REDACTED = '[redacted]';

/** Secrets shorter than this are not searched for: they would match ordinary words. */
export const MIN_SECRET_LENGTH = 4;

/**
 * Characters that a reader does not see or that display strips: controls (C0, DEL, C1) and the
 * default-ignorable code points (zero-width spaces and joiners, soft hyphen, bidi controls …).
 * A secret split by them still reads as the secret, so the search skips them.
 */
const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/u;
const INVISIBLE_RUNS = /[\p{Cc}\p{Default_Ignorable_Code_Point}]+/gu;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** One code point case-folded (upper then lower case, so `ß`, `SS` and `ss` meet). */
function fold(char: string): string {
  return char.toUpperCase().toLowerCase();
}

/** The text as it is searched: invisible characters dropped, case folded, with positions. */
function searchView(text: string): {view: string; starts?: number[]; ends?: number[]} {
  // Most text is printable ASCII: nothing to drop, and positions stay as they are.
  if (PRINTABLE_ASCII.test(text)) return {view: text.toLowerCase()};
  let view = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const invisible = code < 0x20 || (code >= 0x7f && INVISIBLE.test(char));
    if (!invisible) {
      const one = code < 0x7f ? char.toLowerCase() : fold(char);
      for (let i = 0; i < one.length; i++) {
        starts.push(index);
        ends.push(index + char.length);
      }
      view += one;
    }
    index += char.length;
  }
  return {view, starts, ends};
}

function bytesOf(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The base64 characters that depend on the secret alone, for the secret starting at each of the
 * three byte offsets inside a longer encoded value (as in `Basic base64(id:secret)`).
 */
function base64Fragments(bytes: Uint8Array): string[] {
  const out: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = new Uint8Array(offset + bytes.length + 2);
    padded.set(bytes, offset);
    const encoded = base64Of(padded);
    const first = Math.ceil((offset * 8) / 6);
    const end = Math.floor(((offset + bytes.length) * 8) / 6);
    out.push(encoded.slice(first, end));
  }
  return out;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Every spelling under which a server may echo the secret. */
export function secretSpellings(secret: string): string[] {
  const bytes = bytesOf(secret);
  const percentAll = Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  // A lone surrogate cannot be URL-encoded (the URI functions throw); the form encoder and the
  // UTF-8 encoder write it as U+FFFD.
  const wellFormed = secret.replace(LONE_SURROGATE, '\ufffd');
  const component = encodeURIComponent(wellFormed);
  const base64 = base64Fragments(bytes);
  const spellings = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    JSON.stringify(secret).slice(1, -1).replaceAll('/', '\\/'),
    component,
    encodeURI(wellFormed),
    component.replaceAll('%20', '+'),
    new URLSearchParams({s: secret}).toString().slice(2),
    encodeURIComponent(component),
    percentAll,
    hex,
    ...base64,
    ...base64.map((b) => b.replaceAll('+', '-').replaceAll('/', '_')),
  ];
  return [...new Set(spellings)];
}

/** The spellings of all secrets as they are searched (invisible characters out, case folded). */
function searchTerms(secrets: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const secret of secrets) {
    if (typeof secret !== 'string') continue;
    for (const spelling of secretSpellings(secret)) {
      const term = searchView(spelling).view;
      if (term.length >= MIN_SECRET_LENGTH) terms.add(term);
    }
  }
  // Longest first, so a longer spelling wins where two overlap.
  return [...terms].sort((a, b) => b.length - a.length);
}

/** Replaces each occurrence of a term in the text by {@link REDACTED}; invisible characters are skipped. */
function replaceTerms(text: string, terms: readonly string[]): string {
  if (!terms.length || text === '') return text;
  const {view, starts, ends} = searchView(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = view.indexOf(term); at !== -1; at = view.indexOf(term, at + 1)) {
      const last = at + term.length - 1;
      ranges.push(starts && ends ? [starts[at]!, ends[last]!] : [at, last + 1]);
    }
  }
  if (!ranges.length) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  let out = '';
  let position = 0;
  for (const [start, end] of ranges) {
    if (end <= position) continue;
    if (start >= position) out += text.slice(position, start) + REDACTED;
    position = end;
  }
  return out + text.slice(position);
}

/**
 * The text with every spelling of every secret replaced by `[redacted]`: as sent, URL-encoded
 * (`encodeURIComponent`, `encodeURI`, form encoding with `+`, every byte percent-encoded, twice
 * encoded), JSON-escaped, hex, base64 and base64url (also inside a longer encoded value), in any
 * letter case, and with controls or invisible characters inside it. Secrets shorter than four
 * characters are left alone. Should the result still hold a secret (a secret that a replacement
 * joins back together), the whole text is replaced.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  const terms = searchTerms(secrets);
  const out = replaceTerms(text, terms);
  return out !== text && stillHolds(out, terms) ? REDACTED : out;
}

/**
 * Whether a secret is left (one that a replacement joined up with the text beside it). A secret
 * that is part of the word `[redacted]` itself is looked for between the replacements only.
 */
function stillHolds(text: string, terms: readonly string[]): boolean {
  const whole = searchView(text).view;
  const marker = searchView(REDACTED).view;
  const pieces = text.split(REDACTED).map((piece) => searchView(piece).view);
  return terms.some((term) =>
    marker.includes(term) ? pieces.some((piece) => piece.includes(term)) : whole.includes(term),
  );
}

/** Longer server texts are read up to here: enough for any message, and a bounded cost. */
export const SCAN_LIMIT = 16_384;

/**
 * The start of a long text, cut where no secret can be cut in half: before its last `longest`
 * visible characters, so a secret that runs past the limit is dropped whole.
 */
function safeStart(text: string, longest: number): string {
  const head = text.slice(0, SCAN_LIMIT);
  const {view, starts} = searchView(head);
  const keep = view.length - longest;
  if (keep <= 0) return '';
  return head.slice(0, starts ? starts[keep]! : keep);
}

/**
 * A server's text made safe to show: secrets redacted first (on the text as received), then
 * controls and invisible characters turned into spaces (and secrets redacted again, for one that
 * holds a space), then cut to `maxLength` characters. Only the first 16 KB are read.
 */
export function scrubServerText(
  text: string,
  secrets: readonly string[],
  maxLength: number,
): string {
  const terms = searchTerms(secrets);
  const long = text.length > SCAN_LIMIT;
  const head = long ? safeStart(text, terms[0]?.length ?? 0) : text;
  const out = replaceTerms(replaceTerms(head, terms).replace(INVISIBLE_RUNS, ' '), terms);
  if (stillHolds(out, terms)) return REDACTED;
  return out.length > maxLength || long ? `${out.slice(0, maxLength)}…` : out;
}
