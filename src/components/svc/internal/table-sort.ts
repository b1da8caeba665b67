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

/**
 * The rank of each cell in the first known scale that holds every non-empty cell, or
 * `undefined` when none does or the column has fewer than two distinct values (nothing to order).
 * Empty cells get `-1`.
 */
export function enumRanks(cells: readonly string[]): number[] | undefined {
  const distinct = new Set<string>();
  for (const cell of cells) {
    const key = normalize(cell);
    if (key !== '') distinct.add(key);
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
  const kind = numberOrDate(cells);
  if (kind === 'text' && enumRanks(cells)) return 'enum';
  return kind;
}

function numberOrDate(cells: readonly string[]): ColumnKind {
  let numbers = true;
  let dates = true;
  let any = false;
  for (const cell of cells) {
    if (cell.trim() === '') continue;
    any = true;
    if (numbers && parseNumberCell(cell) === undefined) numbers = false;
    if (dates && parseDateCell(cell) === undefined) dates = false;
    if (!numbers && !dates) return 'text';
  }
  if (!any) return 'text';
  return numbers ? 'number' : dates ? 'date' : 'text';
}

let sharedCollator: Intl.Collator | undefined;
function collator(): Intl.Collator {
  sharedCollator ??= new Intl.Collator(undefined, {numeric: true, sensitivity: 'base'});
  return sharedCollator;
}

/**
 * The row order that sorts `cells` (one column's text, one entry per row) in `direction`.
 * Returns indexes into `cells`; the input is not modified.
 */
export function sortOrder(
  cells: readonly string[],
  direction: SortDirection,
  compareText: (a: string, b: string) => number = collator().compare,
): number[] {
  const kind = numberOrDate(cells);
  const n = cells.length;
  const order = new Array<number>(n);
  const empty = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    order[i] = i;
    if (cells[i]!.trim() === '') empty[i] = 1;
  }
  const sign = direction === 'descending' ? -1 : 1;
  const keys = new Float64Array(n);
  const ranks = kind === 'text' ? enumRanks(cells) : undefined;
  if (ranks) {
    for (let i = 0; i < n; i++) keys[i] = ranks[i]!;
  } else if (kind === 'text') {
    // Rank the distinct values once with the collator, then sort rows by rank: far fewer
    // collator calls than comparing row by row, since columns repeat values.
    const distinct = [...new Set(cells)].sort(compareText);
    const rank = new Map<string, number>();
    let r = 0;
    for (let i = 0; i < distinct.length; i++) {
      if (i > 0 && compareText(distinct[i - 1]!, distinct[i]!) !== 0) r++;
      rank.set(distinct[i]!, r);
    }
    for (let i = 0; i < n; i++) keys[i] = rank.get(cells[i]!)!;
  } else {
    const parse = kind === 'number' ? parseNumberCell : parseDateCell;
    for (let i = 0; i < n; i++) if (!empty[i]) keys[i] = parse(cells[i]!)!;
  }
  order.sort((a, b) => {
    const ea = empty[a]!;
    const eb = empty[b]!;
    if (ea || eb) return ea - eb || a - b;
    return sign * (keys[a]! - keys[b]!) || a - b;
  });
  return order;
}
