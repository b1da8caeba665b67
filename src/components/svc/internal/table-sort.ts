/**
 * Sorting for `<svc-table>`: pure functions, no DOM.
 *
 * A column sorts by the kind its cells share: when every non-empty cell is a number (`1,204`,
 * `-3.5`, `42%`, `+12%`) the column sorts numerically, a percentage counting as its fraction; when
 * every non-empty cell is an ISO 8601 date or date-time it sorts by time; when every non-empty
 * cell belongs to one known ordered scale (`Low, Medium, High`, `None … Critical`, `P0 … P4`,
 * `Trivial … Blocker`, `XS … XXL`) it sorts in the scale's order; otherwise it sorts as text with
 * `Intl.Collator` (numeric collation, so `job-2` comes before `job-10`). Empty cells go
 * last in both directions, and ties keep their original order.
 *
 * The result is an order of row indexes, computed once per sort change: each cell is turned into
 * a sort key once (not once per comparison), so sorting 100,000 rows costs one pass plus the sort.
 * `sortOrderSteps` does the same work in steps of a few thousand rows each, so a caller can let
 * the page have its turn between them: a sort of 100,000 rows is 50–500 ms of work in all.
 */

/** Rows handled between two yields of the stepped sort (a millisecond or two of work). */
const STEP_ROWS = 4_096;

type Steps<T> = Generator<void, T, void>;

/** Runs `steps` to their end at once: the unstepped form of a stepped function. */
function finish<T>(steps: Steps<T>): T {
  let next = steps.next();
  while (!next.done) next = steps.next();
  return next.value;
}

/**
 * Calls `work(start, end)` over `0…count` in ranges of STEP_ROWS, yielding between ranges; stops
 * early, returning false, when `work` returns false.
 */
function* inRanges(
  count: number,
  work: (start: number, end: number) => boolean | void,
): Steps<boolean> {
  for (let start = 0; start < count; start += STEP_ROWS) {
    if (start > 0) yield;
    if (work(start, Math.min(count, start + STEP_ROWS)) === false) return false;
  }
  return true;
}

export type SortDirection = 'ascending' | 'descending';
export type ColumnKind = 'number' | 'date' | 'enum' | 'text';

/**
 * Ordered scales a column's values may come from, lowest first; each step lists its spellings
 * (compared trimmed and case-insensitively, with `-`/`_` read as spaces). A value may sit in
 * several scales (`low`); a column takes the first scale that holds all of its values.
 */
export const KNOWN_ORDERS: readonly (readonly (readonly string[])[])[] = [
  [
    ['none'],
    ['very low'],
    ['low'],
    ['medium', 'med', 'moderate'],
    ['high'],
    ['very high'],
    ['critical'],
  ],
  [['info', 'informational'], ['low'], ['medium', 'moderate'], ['high'], ['critical']],
  [['p0'], ['p1'], ['p2'], ['p3'], ['p4'], ['p5']],
  [
    ['sev0', 'sev 0'],
    ['sev1', 'sev 1'],
    ['sev2', 'sev 2'],
    ['sev3', 'sev 3'],
    ['sev4', 'sev 4'],
  ],
  [['trivial'], ['minor'], ['major'], ['critical'], ['blocker']],
  [['xxs'], ['xs'], ['s', 'small'], ['m', 'medium'], ['l', 'large'], ['xl'], ['xxl']],
];

const normalize = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, ' ');

/** Each scale as a lookup from spelling to rank. */
const SCALES: readonly ReadonlyMap<string, number>[] = KNOWN_ORDERS.map(
  (scale) => new Map(scale.flatMap((spellings, rank) => spellings.map((s) => [s, rank] as const))),
);

/** Every spelling of every scale: a value outside it ends the search for a scale at once. */
const ANY_SCALE = new Set(KNOWN_ORDERS.flat(2));

/**
 * The rank of each cell in the first known scale that holds every non-empty cell, or
 * `undefined` when none does or the column has fewer than two distinct values (nothing to order).
 * Empty cells get `-1`.
 */
export function enumRanks(cells: readonly string[]): number[] | undefined {
  return finish(enumRanksSteps(cells));
}

function* enumRanksSteps(cells: readonly string[]): Steps<number[] | undefined> {
  const keys = new Array<string>(cells.length);
  const distinct = new Set<string>();
  const inScales = yield* inRanges(cells.length, (start, end) => {
    for (let i = start; i < end; i++) {
      const key = (keys[i] = normalize(cells[i]!));
      if (key === '') continue;
      if (!ANY_SCALE.has(key)) return false;
      distinct.add(key);
    }
  });
  if (!inScales || distinct.size < 2) return undefined;
  const scale = SCALES.find((map) => [...distinct].every((value) => map.has(value)));
  if (!scale) return undefined;
  return keys.map((key) => scale.get(key) ?? -1);
}

// Optional sign (ASCII or Unicode minus), digits with optional thousands commas, decimals,
// optional exponent, optional trailing percent sign.
const NUMBER =
  /^([+\-\u2212]?)((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(?:[eE]([+-]?\d+))?\s*(%?)$/;
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The number a cell shows, or `undefined` when it is not a plain number or percentage. */
export function parseNumberCell(text: string): number | undefined {
  const match = NUMBER.exec(text.trim());
  if (!match) return undefined;
  const [, sign, digits, exponent, percent] = match;
  let value = Number(digits!.replace(/,/g, '') + (exponent ? `e${exponent}` : ''));
  if (sign === '-' || sign === '\u2212') value = -value;
  if (percent) value /= 100;
  return Number.isFinite(value) ? value : undefined;
}

/** The time (ms since the epoch) of an ISO 8601 date or date-time cell, else `undefined`. */
export function parseDateCell(text: string): number | undefined {
  const trimmed = text.trim();
  if (!ISO_DATE.test(trimmed)) return undefined;
  const time = Date.parse(trimmed.replace(' ', 'T'));
  return Number.isFinite(time) ? time : undefined;
}

/** The kind shared by every non-empty cell: number, then date, then a known scale, else text. */
export function columnKind(cells: readonly string[]): ColumnKind {
  const {kind} = finish(numericKeys(cells, finish(emptyCells(cells))));
  if (kind === 'text' && enumRanks(cells)) return 'enum';
  return kind;
}

/** 1 for each cell that is empty or only spaces. */
function* emptyCells(cells: readonly string[]): Steps<Uint8Array> {
  const empty = new Uint8Array(cells.length);
  yield* inRanges(cells.length, (start, end) => {
    for (let i = start; i < end; i++) if (cells[i]!.trim() === '') empty[i] = 1;
  });
  return empty;
}

/**
 * Each non-empty cell's number (or time), read once, when every non-empty cell is a number (or
 * every one a date); else only the kind `text`.
 */
function* numericKeys(
  cells: readonly string[],
  empty: Uint8Array,
): Steps<{kind: ColumnKind; keys?: Float64Array}> {
  let numbers: Float64Array | undefined = new Float64Array(cells.length);
  let dates: Float64Array | undefined = new Float64Array(cells.length);
  let any = false;
  const read = yield* inRanges(cells.length, (start, end) => {
    for (let i = start; i < end; i++) {
      if (empty[i]) continue;
      any = true;
      if (numbers) {
        const value = parseNumberCell(cells[i]!);
        if (value === undefined) numbers = undefined;
        else numbers[i] = value;
      }
      if (dates) {
        const value = parseDateCell(cells[i]!);
        if (value === undefined) dates = undefined;
        else dates[i] = value;
      }
      if (!numbers && !dates) return false;
    }
  });
  if (!read || !any) return {kind: 'text'};
  return numbers ? {kind: 'number', keys: numbers} : {kind: 'date', keys: dates};
}

let sharedCollator: Intl.Collator | undefined;
function collator(): Intl.Collator {
  sharedCollator ??= new Intl.Collator(undefined, {numeric: true, sensitivity: 'base'});
  return sharedCollator;
}

/**
 * Languages whose collation orders ASCII text and accented Latin letters as the root collation
 * does (Danish, Lithuanian, Czech, Welsh… do not: `aa`, `y`, `ch`, `th`), checked in the tests
 * against the browser's own. Spanish differs in one letter, `ñ`, which `simpleKey` leaves to the
 * collator.
 */
export const ROOT_ORDER_LANGUAGES: ReadonlySet<string> = new Set([
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'ja',
  'zh',
  'ko',
]);

/**
 * The characters other than letters and digits that `simpleKey` orders, in the root collation's
 * order (all below the digits): tab, line feed, space, then ASCII punctuation and symbols.
 */
const PUNCTUATION_ORDER = '\t\n _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';

/** Each of PUNCTUATION_ORDER's characters (by code) to its key, 1 and up; 0 for the others. */
const PUNCTUATION_KEYS = new Uint8Array(128);
for (let i = 0; i < PUNCTUATION_ORDER.length; i++) {
  PUNCTUATION_KEYS[PUNCTUATION_ORDER.charCodeAt(i)] = i + 1;
}
/** Starts a run of digits in a key: above every punctuation key, below the letters. */
const DIGITS_KEY = PUNCTUATION_ORDER.length + 1;

/** The longest run of digits `simpleKey` reads as a number (checked against the collator). */
const MAX_DIGITS = 60;

/** Combining marks the root collation ignores after a letter (U+0363… are letters themselves). */
const FIRST_MARK = 0x300;
const LAST_MARK = 0x362;
const COMBINING_TILDE = 0x303;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code | 0x20) >= 97 && (code | 0x20) <= 122;
const isMark = (code: number) => code >= FIRST_MARK && code <= LAST_MARK;

/**
 * Latin letters without a decomposition that the root collation reads as ASCII letters at the
 * base level (`ß` as `ss`, `ł` as `l`); checked against the browser's collator in the tests.
 */
const BASE_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  ħ: 'h',
  Ħ: 'h',
};

/**
 * The lower-case ASCII letters a Latin letter is read as at the base level: each letter of
 * U+00C0–U+017F that decomposes into an ASCII letter and marks (`é` as `e`), and BASE_LETTERS.
 * Text of such letters is keyed without being decomposed first.
 */
const LATIN_LETTERS = new Map<number, string>();
for (let code = 0xc0; code <= 0x17f; code++) {
  const parts = String.fromCharCode(code).normalize('NFD');
  if (
    parts.length > 1 &&
    isLetter(parts.charCodeAt(0)) &&
    [...parts.slice(1)].every((mark) => isMark(mark.charCodeAt(0)))
  ) {
    LATIN_LETTERS.set(code, parts[0]!.toLowerCase());
  }
}
for (const [letter, base] of Object.entries(BASE_LETTERS)) {
  LATIN_LETTERS.set(letter.charCodeAt(0), base);
}
/** `ñ` and `Ñ`: a letter of their own in Spanish. */
const SPANISH_LETTERS = new Set([0xf1, 0xd1]);

/**
 * A key whose code-unit order is the order of the root collation with numeric digits and base
 * sensitivity (the table's collator, in the languages of ROOT_ORDER_LANGUAGES), or `undefined`
 * for text it cannot order that way. It orders ASCII letters (without case), digits, tab, line
 * feed, space and ASCII punctuation, and Latin letters with accents (read as their base letter,
 * as base sensitivity does, after canonical decomposition) or in BASE_LETTERS, except the
 * Spanish `ñ`. The punctuation comes first, in the collation's order; each run of digits is read
 * as its number (its length, then its digits, leading zeros dropped) and comes below letters.
 * Comparing keys costs a small fraction of the collator's comparison with `numeric`, which made
 * sorting 100,000 cells in no order take more than half a second.
 */
export function simpleKey(text: string, language = 'en'): string | undefined {
  const key = keyOf(text, language);
  if (key !== undefined) return key;
  const decomposed = text.normalize('NFD');
  return decomposed === text ? undefined : keyOf(decomposed, language);
}

/** The key being made, as character codes: one array for every key, reused. */
const keyCodes: number[] = [];

/** The key of `source` (see simpleKey) read as it is, or undefined. */
function keyOf(source: string, language: string): string | undefined {
  // Made as codes and turned into text once: appending to a string at every accent or space
  // cost twice as much for names.
  const codes = keyCodes;
  codes.length = 0;
  let afterLetter = false;
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    if (isLetter(code)) {
      codes.push(code | 0x20); // lower case
      afterLetter = true;
      continue;
    }
    if (isMark(code)) {
      if (!afterLetter) return undefined;
      if (code === COMBINING_TILDE && language === 'es' && baseLetter(source, i) === 'n') {
        return undefined;
      }
      continue;
    }
    if (code >= 128) {
      const letters = LATIN_LETTERS.get(code);
      if (letters === undefined || (language === 'es' && SPANISH_LETTERS.has(code))) {
        return undefined;
      }
      for (let k = 0; k < letters.length; k++) codes.push(letters.charCodeAt(k));
      afterLetter = true;
      continue;
    }
    afterLetter = false;
    if (isDigit(code)) {
      let end = i;
      while (isDigit(source.charCodeAt(end))) end++;
      if (end - i > MAX_DIGITS) return undefined;
      let start = i;
      while (start < end - 1 && source.charCodeAt(start) === 48) start++;
      // The run's length as a control character (1 to 60), then its digits.
      codes.push(DIGITS_KEY, end - start);
      for (let k = start; k < end; k++) codes.push(source.charCodeAt(k));
      i = end - 1;
      continue;
    }
    const punctuation = PUNCTUATION_KEYS[code]!;
    if (!punctuation) return undefined;
    codes.push(punctuation);
  }
  return textOfCodes(codes);
}

/** Codes passed to one `String.fromCharCode` call: far below any engine's argument limit. */
const CODES_PER_CALL = 8_192;

function textOfCodes(codes: number[]): string {
  if (codes.length <= CODES_PER_CALL) return String.fromCharCode.apply(null, codes);
  let text = '';
  for (let i = 0; i < codes.length; i += CODES_PER_CALL) {
    text += String.fromCharCode.apply(null, codes.slice(i, i + CODES_PER_CALL));
  }
  return text;
}

/** The letter (lower case) a combining mark at `i` belongs to; the marks before it are skipped. */
function baseLetter(text: string, i: number): string {
  let at = i - 1;
  while (at > 0 && isMark(text.charCodeAt(at))) at--;
  return text[at]!.toLowerCase();
}

/**
 * The `simpleKey` of each of `rows` (by row) under the page's collator, or undefined when one of
 * them has none.
 */
function* simpleKeys(
  cells: readonly string[],
  rows: readonly number[],
): Steps<string[] | undefined> {
  const {locale, collation} = collator().resolvedOptions();
  const language = locale.split('-')[0]!;
  if (collation !== 'default' || !ROOT_ORDER_LANGUAGES.has(language)) return undefined;
  const keys = new Array<string>(cells.length);
  const keyed = yield* inRanges(rows.length, (start, end) => {
    for (let i = start; i < end; i++) {
      const key = simpleKey(cells[rows[i]!]!, language);
      if (key === undefined) return false;
      keys[rows[i]!] = key;
    }
  });
  return keyed ? keys : undefined;
}

/** Each cell's rank in `compare`'s order; equal cells share a rank. */
function* ranksOf(
  values: readonly string[],
  compare: (a: string, b: string) => number,
): Steps<number[]> {
  // Each distinct value is compared, not each row: columns repeat values a lot (status, owner).
  const seen = new Set<string>();
  yield* inRanges(values.length, (start, end) => {
    for (let i = start; i < end; i++) seen.add(values[i]!);
  });
  const distinct = yield* mergeSort([...seen], compare);
  const rank = new Map<string, number>();
  let r = 0;
  yield* inRanges(distinct.length, (start, end) => {
    for (let i = start; i < end; i++) {
      if (i > 0 && compare(distinct[i - 1]!, distinct[i]!) !== 0) r++;
      rank.set(distinct[i]!, r);
    }
  });
  const ranks = new Array<number>(values.length);
  yield* inRanges(values.length, (start, end) => {
    for (let i = start; i < end; i++) ranks[i] = rank.get(values[i]!)!;
  });
  return ranks;
}

/** Items a comparison step sorts: a collator compares about a thousand pairs a millisecond. */
const COMPARED_RUN = 512;

/**
 * `items` sorted by `compare`, stable, in steps: runs of COMPARED_RUN are sorted natively, then
 * merged pairwise, each merge yielding every STEP_ROWS items.
 */
function* mergeSort<T>(items: T[], compare: (a: T, b: T) => number): Steps<T[]> {
  const n = items.length;
  if (n <= COMPARED_RUN) return items.sort(compare);
  let from = items;
  for (let start = 0; start < n; start += COMPARED_RUN) {
    if (start > 0) yield;
    const run = from.slice(start, start + COMPARED_RUN).sort(compare);
    for (let k = 0; k < run.length; k++) from[start + k] = run[k]!;
  }
  let to = new Array<T>(n);
  for (let width = COMPARED_RUN; width < n; width *= 2) {
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(low + width, n);
      const high = Math.min(low + 2 * width, n);
      let a = low;
      let b = middle;
      for (let out = low; out < high; out++) {
        // Ties take the left run's item first: the sort stays stable.
        to[out] =
          b >= high || (a < middle && compare(from[a]!, from[b]!) <= 0) ? from[a++]! : from[b++]!;
        if ((out & (STEP_ROWS - 1)) === STEP_ROWS - 1) yield;
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/**
 * How rows compare, and for a set of rows a 42-bit summary of each (PREFIX_BITS) that never
 * contradicts the comparison: of two of those rows, the one with the smaller prefix compares
 * lower. `prefixOf` returns undefined when the rows all compare equal.
 */
interface Ordering {
  compare: (a: number, b: number) => number;
  prefixOf: (rows: readonly number[]) => ((row: number) => number) | undefined;
  /** Rows sharing a prefix may differ past it, so a run of them is sorted by prefixes again. */
  deeper: boolean;
}

const PREFIX_BITS = 42;
const MAX_PREFIX = 2 ** PREFIX_BITS - 1;
/** Characters of a text key a prefix holds: 7 bits each (every key character is below 128). */
const PREFIX_CHARS = 6;
/** A run of rows sharing a prefix this short or shorter is sorted by comparison. */
const SHORT_RUN = 32;

const floatBits = new Float64Array(1);
const floatWords = new Uint32Array(floatBits.buffer);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const HIGH = LITTLE_ENDIAN ? 1 : 0;
const LOW = 1 - HIGH;

/** The top 42 bits of a number's IEEE 754 form, flipped so that they order as the numbers do. */
function numberPrefix(value: number): number {
  floatBits[0] = value === 0 ? 0 : value; // -0 ties with 0, as in the comparison
  let high = floatWords[HIGH]!;
  let low = floatWords[LOW]!;
  if (high >= 0x80000000) {
    high = ~high >>> 0;
    low = ~low >>> 0;
  } else {
    high += 0x80000000;
  }
  return high * 2 ** (PREFIX_BITS - 32) + (low >>> (64 - PREFIX_BITS));
}

function numberOrdering(keys: Float64Array | number[]): Ordering {
  const prefix = (row: number) => numberPrefix(keys[row]!);
  return {compare: (a, b) => keys[a]! - keys[b]!, prefixOf: () => prefix, deeper: false};
}

/**
 * Text keys compared by code units. The prefix holds the six characters after those all the
 * rows share, so a run of rows sharing a prefix shares six more, and its prefixes read further.
 */
function keyOrdering(keys: readonly string[]): Ordering {
  return {
    compare: (a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0),
    deeper: true,
    prefixOf(rows) {
      let low = keys[rows[0]!]!;
      let high = low;
      for (const row of rows) {
        const key = keys[row]!;
        if (key < low) low = key;
        else if (key > high) high = key;
      }
      if (low === high) return undefined;
      // What the lowest and highest keys share, every key between them shares.
      let shared = 0;
      while (low.charCodeAt(shared) === high.charCodeAt(shared)) shared++;
      return (row) => {
        const key = keys[row]!;
        let prefix = 0;
        for (let i = shared; i < shared + PREFIX_CHARS; i++) {
          prefix = prefix * 128 + (i < key.length ? key.charCodeAt(i) : 0);
        }
        return prefix;
      };
    },
  };
}

/**
 * How the non-empty `rows` compare: by number or time, by scale, else as text (by `compareText`
 * when given, else in the page's collation, by simple keys when every cell allows it).
 */
function* orderingOf(
  cells: readonly string[],
  empty: Uint8Array,
  rows: readonly number[],
  compareText?: (a: string, b: string) => number,
): Steps<Ordering> {
  const {keys} = yield* numericKeys(cells, empty);
  if (keys) return numberOrdering(keys);
  const scale = yield* enumRanksSteps(cells);
  if (scale) return numberOrdering(scale);
  const textKeys = compareText ? undefined : yield* simpleKeys(cells, rows);
  if (textKeys) return keyOrdering(textKeys);
  return numberOrdering(yield* ranksOf(cells, compareText ?? collator().compare));
}

/** The bits of a packed integer below its prefix: they hold the row's position. */
const LOW_BITS = 64 - PREFIX_BITS;
/** Rows a packed sort can tell apart: the position takes the 22 bits the prefix leaves. */
const PACKED_ROWS = 2 ** LOW_BITS;

/**
 * `rows` sorted by `ordering` (reversed when `descending`), rows that compare equal kept in the
 * order given: the result of a stable comparison sort, reached mostly in native code. Each row's
 * prefix and position are packed into one 64-bit integer and the integers are sorted without a
 * comparison function; a run of rows sharing a prefix is then sorted by the next prefixes (text)
 * or compared. Sorting 100,000 distinct texts in no order so takes a fraction of the comparison
 * sort's time, most of it making the keys.
 */
function* packedSort(rows: number[], ordering: Ordering, descending: boolean): Steps<number[]> {
  const compare = descending ? (a: number, b: number) => ordering.compare(b, a) : ordering.compare;
  const sorted = rows.slice();
  // Ranges of `sorted` still to sort, as start, end pairs; each holds its rows in given order.
  const ranges = [0, sorted.length];
  let worked = 0;
  while (ranges.length) {
    const end = ranges.pop()!;
    const start = ranges.pop()!;
    const n = end - start;
    worked += n;
    if (worked >= STEP_ROWS) {
      worked = 0;
      yield;
    }
    const range = sorted.slice(start, end);
    if (n <= SHORT_RUN || n > PACKED_ROWS || nearlyInOrder(range, compare)) {
      range.sort(compare);
      for (let k = 0; k < n; k++) sorted[start + k] = range[k]!;
      continue;
    }
    const prefix = ordering.prefixOf(range);
    if (!prefix) continue; // they all compare equal
    const words = new Uint32Array(2 * n);
    yield* inRanges(n, (from, to) => {
      for (let i = from; i < to; i++) {
        const p = descending ? MAX_PREFIX - prefix(range[i]!) : prefix(range[i]!);
        words[2 * i + HIGH] = Math.floor(p / 2 ** (PREFIX_BITS - 32));
        words[2 * i + LOW] = (p % 2 ** (PREFIX_BITS - 32)) * 2 ** LOW_BITS + i;
      }
    });
    new BigUint64Array(words.buffer).sort();
    yield* inRanges(n, (from, to) => {
      for (let i = from; i < to; i++) sorted[start + i] = range[words[2 * i + LOW]! % PACKED_ROWS]!;
    });
    // Runs of rows sharing a prefix, still in their given order: sorted further.
    let run = 0;
    for (let i = 1; i <= n; i++) {
      if (
        i < n &&
        words[2 * i + HIGH] === words[2 * run + HIGH] &&
        words[2 * i + LOW]! >>> LOW_BITS === words[2 * run + LOW]! >>> LOW_BITS
      ) {
        continue;
      }
      if (i - run > 1) {
        if (ordering.deeper) {
          ranges.push(start + run, start + i);
        } else {
          const tied = sorted.slice(start + run, start + i).sort(compare);
          for (let k = 0; k < tied.length; k++) sorted[start + run + k] = tied[k]!;
        }
      }
      run = i;
    }
  }
  return sorted;
}

/**
 * Whether `rows` are in order, or in reverse order, but for a few breaks (one in 64 rows or
 * fewer): a comparison sort, which merges the runs it finds, then sorts them fastest.
 */
function nearlyInOrder(
  rows: readonly number[],
  compare: (a: number, b: number) => number,
): boolean {
  const allowed = rows.length >> 6;
  let up = 0;
  let down = 0;
  for (let i = 1; i < rows.length; i++) {
    const order = compare(rows[i - 1]!, rows[i]!);
    if (order > 0) up++;
    else if (order < 0) down++;
    if (up > allowed && down > allowed) return false;
  }
  return true;
}

/**
 * The row order that sorts `cells` (one column's text, one entry per row) in `direction`.
 * Returns indexes into `cells`; the input is not modified. `compareText` replaces the collator
 * for a text column.
 */
export function sortOrder(
  cells: readonly string[],
  direction: SortDirection,
  compareText?: (a: string, b: string) => number,
): number[] {
  return finish(sortOrderSteps(cells, direction, compareText));
}

/**
 * `sortOrder` in steps: the generator yields after each few thousand rows of work and returns
 * the order. The caller decides when to go on (see `<svc-table>`); `finish` runs it at once.
 */
export function* sortOrderSteps(
  cells: readonly string[],
  direction: SortDirection,
  compareText?: (a: string, b: string) => number,
): Generator<void, number[], void> {
  const empty = yield* emptyCells(cells);
  const filled: number[] = [];
  const blank: number[] = [];
  for (let i = 0; i < cells.length; i++) (empty[i] ? blank : filled).push(i);
  if (filled.length < 2) return filled.concat(blank);
  const ordering = yield* orderingOf(cells, empty, filled, compareText);
  const order = yield* packedSort(filled, ordering, direction === 'descending');
  return order.concat(blank);
}
