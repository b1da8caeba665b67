/**
 * Row and page arithmetic for `<svc-table>`: pure functions, no DOM. Rows are read lazily: only
 * the visible page and the sorted column are ever turned into text, so a 100,000-row table costs
 * one pass over the rows (the widest row), not a copy of the data.
 */
import {field, toArray, toText} from './data-values.js';
import {parseNumberCell} from './table-sort.js';

/** The largest page size honoured: the DOM holds one page, so a huge `pageSize` is capped. */
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 10;

/** A row's cells: `{cells: [...]}` as sent, or a bare array; anything else has no cells. */
export function rowCells(row: unknown): readonly unknown[] {
  return Array.isArray(row) ? row : toArray(field(row, 'cells'));
}

/** The text of one cell, or `undefined` when the row has no cell there (a ragged row). */
export function cellText(row: unknown, column: number): string | undefined {
  const cells = rowCells(row);
  return column < cells.length ? toText(cells[column]) : undefined;
}

/** The most cells any row has. */
export function widestRow(rows: readonly unknown[]): number {
  let widest = 0;
  for (const row of rows) {
    const length = rowCells(row).length;
    if (length > widest) widest = length;
  }
  return widest;
}

/** One column's text for every row, '' where a row is short: the input to `sortOrder`. */
export function columnTexts(rows: readonly unknown[], column: number): string[] {
  const out = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = cellText(rows[i], column) ?? '';
  return out;
}

/** `pageSize` as a whole number from 1 to `MAX_PAGE_SIZE`; missing or invalid → 10. */
export function toPageSize(value: unknown): number {
  const n = typeof value === 'string' && value.trim() === '' ? NaN : Number(value);
  if (!Number.isFinite(n) || n < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.floor(n));
}

/** The rows of page `page` (0-based, clamped): `[start, end)` and the page count. */
export function pageBounds(
  page: number,
  pageSize: number,
  rowCount: number,
): {page: number; start: number; end: number; pageCount: number} {
  const pageCount = Math.max(1, Math.ceil(rowCount / pageSize));
  const clamped = Math.min(Math.max(0, Math.floor(page) || 0), pageCount - 1);
  const start = clamped * pageSize;
  return {page: clamped, start, end: Math.min(rowCount, start + pageSize), pageCount};
}

/**
 * A header for every column: the given names (a blank name becomes `Column N`), then `Column N`,
 * flagged `extra`, for cells that rows carry beyond the named columns.
 */
export function columnHeaders(
  columns: unknown,
  widest: number,
  unnamed: (n: number) => string = (n) => `Column ${n}`,
): {name: string; extra: boolean}[] {
  const names = toArray(columns).map(toText);
  const count = Math.max(names.length, widest);
  const out: {name: string; extra: boolean}[] = [];
  for (let i = 0; i < count; i++) {
    const extra = i >= names.length;
    out.push({name: (extra ? '' : names[i]!.trim()) || unnamed(i + 1), extra});
  }
  return out;
}

/** Rows looked at to decide which columns hold numbers (alignment only, so a sample is enough). */
export const ALIGN_SAMPLE = 200;

/**
 * For each of `count` columns, whether its cells are numbers (every non-empty cell of the first
 * 200 rows, and at least one): such columns are right-aligned with tabular digits.
 */
export function numericColumns(rows: readonly unknown[], count: number): boolean[] {
  const sample = rows.length > ALIGN_SAMPLE ? rows.slice(0, ALIGN_SAMPLE) : rows;
  return Array.from({length: count}, (_, column) => {
    let any = false;
    for (const row of sample) {
      const text = cellText(row, column)?.trim() ?? '';
      if (text === '') continue;
      if (parseNumberCell(text) === undefined) return false;
      any = true;
    }
    return any;
  });
}
