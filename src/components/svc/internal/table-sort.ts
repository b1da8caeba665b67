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
 */

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
  const distinct = new Set<string>();
  for (const cell of cells) {
    const key = normalize(cell);
    if (key === '') continue;
    if (!ANY_SCALE.has(key)) return undefined;
    distinct.add(key);
  }
  if (distinct.size < 2) return undefined;
  const scale = SCALES.find((map) => [...distinct].every((value) => map.has(value)));
  if (!scale) return undefined;
  return cells.map((cell) => scale.get(normalize(cell)) ?? -1);
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
  const {kind} = numericKeys(cells, emptyCells(cells));
  if (kind === 'text' && enumRanks(cells)) return 'enum';
  return kind;
}

/** 1 for each cell that is empty or only spaces. */
function emptyCells(cells: readonly string[]): Uint8Array {
  const empty = new Uint8Array(cells.length);
  for (let i = 0; i < cells.length; i++) if (cells[i]!.trim() === '') empty[i] = 1;
  return empty;
}

/**
 * Each non-empty cell's number (or time), read once, when every non-empty cell is a number (or
 * every one a date); else only the kind `text`.
 */
function numericKeys(
  cells: readonly string[],
  empty: Uint8Array,
): {kind: ColumnKind; keys?: Float64Array} {
  let numbers: Float64Array | undefined = new Float64Array(cells.length);
  let dates: Float64Array | undefined = new Float64Array(cells.length);
  let any = false;
  for (let i = 0; i < cells.length; i++) {
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
    if (!numbers && !dates) return {kind: 'text'};
  }
  if (!any) return {kind: 'text'};
  return numbers ? {kind: 'number', keys: numbers} : {kind: 'date', keys: dates};
}

let sharedCollator: Intl.Collator | undefined;
function collator(): Intl.Collator {
  sharedCollator ??= new Intl.Collator(undefined, {numeric: true, sensitivity: 'base'});
  return sharedCollator;
}

/**
 * Languages whose collation orders ASCII letters as the root collation does (Danish, Lithuanian,
 * Czech, Welsh… do not: `aa`, `y`, `ch`, `th`), checked in the tests against the browser's own.
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

/** Text `simpleKey` orders: ASCII letters and digits, space, `.`, `_` and `-`. */
const SIMPLE_TEXT = /^[A-Za-z0-9 ._-]*$/;

/** A run of digits longer than `simpleKey` orders as a number (checked up to 60). */
const TOO_MANY_DIGITS = /\d{61}/;

/**
 * A key whose code-unit order is the order of the root collation with numeric digits and base
 * sensitivity (the table's collator, in the languages of ROOT_ORDER_LANGUAGES) for text of
 * SIMPLE_TEXT: letters without case; space, `_`, `-` and `.` (in that order) below digits; each
 * run of digits as its number (its length, then its digits, leading zeros dropped), below
 * letters. Comparing keys costs a small fraction of the collator's comparison with `numeric`,
 * which made sorting 100,000 such cells in no order take more than half a second.
 */
export function simpleKey(text: string): string {
  const lower = text.toLowerCase();
  let key = '';
  let copied = 0;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    if (code >= LOWER_A) continue;
    key += lower.slice(copied, i);
    const separator = SEPARATOR_KEYS.indexOf(String.fromCharCode(code));
    if (separator >= 0) {
      key += String.fromCharCode(1 + separator);
    } else {
      let start = i;
      while (lower[start] === '0' && isDigit(lower.charCodeAt(start + 1))) start++;
      let end = start;
      while (isDigit(lower.charCodeAt(end))) end++;
      key += `\x05${String.fromCharCode(0x20 + end - start)}${lower.slice(start, end)}`;
      i = end - 1;
    }
    copied = i + 1;
  }
  return copied === 0 ? lower : key + lower.slice(copied);
}

const LOWER_A = 97;
/** The separators in the root collation's order: keys 1 to 4, below the digits' 5. */
const SEPARATOR_KEYS = ' _-.';
const isDigit = (code: number) => code >= 48 && code <= 57;

/** Whether every cell can be ordered by `simpleKey` under the page's collator. */
function simpleColumn(cells: readonly string[]): boolean {
  const {locale, collation} = collator().resolvedOptions();
  if (collation !== 'default' || !ROOT_ORDER_LANGUAGES.has(locale.split('-')[0]!)) return false;
  for (const cell of cells) {
    if (!SIMPLE_TEXT.test(cell) || (cell.length > 60 && TOO_MANY_DIGITS.test(cell))) return false;
  }
  return true;
}

/** Each cell's rank in `compare`'s order; equal cells share a rank. */
function ranksOf(values: readonly string[], compare: (a: string, b: string) => number): number[] {
  // Distinct values first: columns repeat values, and the collator is the costly part.
  const distinct = [...new Set(values)].sort(compare);
  const rank = new Map<string, number>();
  let r = 0;
  for (let i = 0; i < distinct.length; i++) {
    if (i > 0 && compare(distinct[i - 1]!, distinct[i]!) !== 0) r++;
    rank.set(distinct[i]!, r);
  }
  return values.map((value) => rank.get(value)!);
}

/**
 * How two rows compare as text: by `compareText` when given, else in the page's collation (by
 * simple keys when every cell allows it).
 */
function textComparison(
  cells: readonly string[],
  compareText?: (a: string, b: string) => number,
): (a: number, b: number) => number {
  if (!compareText && simpleColumn(cells)) {
    const keys = cells.map(simpleKey);
    return (a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0);
  }
  const ranks = ranksOf(cells, compareText ?? collator().compare);
  return (a, b) => ranks[a]! - ranks[b]!;
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
  const empty = emptyCells(cells);
  const {keys} = numericKeys(cells, empty);
  const scale = keys ? undefined : enumRanks(cells);
  const compare: (a: number, b: number) => number = keys
    ? (a, b) => keys[a]! - keys[b]!
    : scale
      ? (a, b) => scale[a]! - scale[b]!
      : textComparison(cells, compareText);
  const filled: number[] = [];
  const blank: number[] = [];
  for (let i = 0; i < cells.length; i++) (empty[i] ? blank : filled).push(i);
  // The sort is stable: equal rows keep their order in both directions.
  if (direction === 'descending') filled.sort((a, b) => compare(b, a));
  else filled.sort(compare);
  return filled.concat(blank);
}
