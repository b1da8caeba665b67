/**
 * Chart data for `<svc-chart>`: the wire's `categorical` / `timeSeries` cleaned into plain data,
 * the values that had to be dropped (as issues), a one-sentence summary and a data table for
 * screen readers. Pure functions, no DOM, no echarts.
 */
import {field, toArray, toText} from './data-values.js';
import {dateFormat, numberFormat, validLocale} from '../../../model/functions/intl.js';
import {english} from '../../../i18n/catalog.js';
import type {Translate} from '../../../i18n/catalog.js';
import '../../../i18n/messages-svc.js';

/** A value that was dropped while reading the chart data. */
export interface ChartIssue {
  /** Where it was, e.g. `categorical.slices[2].value`. */
  path: string;
  /** What was wrong with it. */
  message: string;
}

export interface Slice {
  label: string;
  value: number;
}

export interface Series {
  key: string;
  /** Unique among the series (a repeated display name gets its key appended). */
  name: string;
  /** `[time in ms, value]`, sorted by time. */
  points: [number, number][];
}

export interface TimeRange {
  start?: number;
  end?: number;
  label: string;
}

export type ChartData =
  | {kind: 'empty'}
  | {kind: 'donut'; slices: Slice[]}
  | {kind: 'bars'; slices: Slice[]}
  | {kind: 'lines'; series: Series[]; range: TimeRange};

/** Above this many slices, a donut becomes horizontal bars. */
export const DONUT_MAX_SLICES = 8;
/** The screen-reader data table lists at most this many rows. */
export const TABLE_MAX_ROWS = 1000;

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = typeof value === 'string' ? JSON.stringify(value) : toText(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** A finite number from a number or a numeric string, else `undefined` ('' and null are none). */
export function toFinite(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The largest time a JS `Date` holds, in ms either side of the epoch (about 275,000 years). */
export const MAX_TIME = 8.64e15;

/**
 * A time in ms since the epoch: a date string (ISO 8601 or anything `Date.parse` reads) or a
 * number. Numbers below 1e11 are taken as seconds (1e11 ms is March 1973), larger ones as ms.
 * Times a `Date` cannot hold (beyond ±8.64e15 ms) are `undefined`: formatting them throws.
 */
export function toTime(value: unknown): number | undefined {
  const n = toFinite(value);
  if (n !== undefined) {
    const time = Math.abs(n) < 1e11 ? n * 1000 : n;
    return Math.abs(time) <= MAX_TIME ? time : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value.trim());
  return Number.isFinite(time) ? time : undefined;
}

/** Why a raw value is not a time: out of the Date range, or not readable at all. */
function timeIssue(raw: unknown): string {
  return toFinite(raw) === undefined
    ? `not a time (${describe(raw)})`
    : `outside the date range a browser can show (${describe(raw)})`;
}

function readSlices(categorical: unknown, issues: ChartIssue[], t: Translate): Slice[] {
  const slices: Slice[] = [];
  toArray(field(categorical, 'slices')).forEach((item, i) => {
    const path = `categorical.slices[${i}]`;
    const raw = field(item, 'value');
    const value = toFinite(raw);
    if (value === undefined) {
      issues.push({path: `${path}.value`, message: `not a finite number (${describe(raw)})`});
      return;
    }
    const label = toText(field(item, 'label')).trim() || t('chart.categoryN', {n: i + 1});
    slices.push({label, value});
  });
  return slices;
}

function readSeries(timeSeries: unknown, issues: ChartIssue[], t: Translate): Series[] {
  const out: Series[] = [];
  const names = new Set<string>();
  toArray(field(timeSeries, 'series')).forEach((item, i) => {
    const key = toText(field(item, 'key')).trim();
    let name = toText(field(item, 'displayName')).trim() || key || t('chart.seriesN', {n: i + 1});
    if (names.has(name)) name = `${name} (${key || i + 1})`;
    names.add(name);
    const points: [number, number][] = [];
    toArray(field(item, 'points')).forEach((point, j) => {
      const path = `timeSeries.series[${i}].points[${j}]`;
      const rawTs = field(point, 'ts');
      const rawValue = field(point, 'value');
      const ts = toTime(rawTs);
      const value = toFinite(rawValue);
      if (ts === undefined) {
        issues.push({path: `${path}.ts`, message: timeIssue(rawTs)});
      } else if (value === undefined) {
        issues.push({
          path: `${path}.value`,
          message: `not a finite number (${describe(rawValue)})`,
        });
      } else {
        points.push([ts, value]);
      }
    });
    points.sort((a, b) => a[0] - b[0]);
    if (points.length) out.push({key: key || String(i + 1), name, points});
  });
  return out;
}

function readRange(timeSeries: unknown, issues: ChartIssue[]): TimeRange {
  const range = field(timeSeries, 'range');
  const read = (key: 'start' | 'end') => {
    const raw = field(range, key);
    if (raw === undefined || raw === null || raw === '') return undefined;
    const time = toTime(raw);
    if (time === undefined) {
      issues.push({path: `timeSeries.range.${key}`, message: timeIssue(raw)});
    }
    return time;
  };
  let start = read('start');
  let end = read('end');
  if (start !== undefined && end !== undefined && start > end) {
    issues.push({path: 'timeSeries.range', message: 'start is after end; range ignored'});
    start = end = undefined;
  }
  return {start, end, label: toText(field(range, 'label')).trim()};
}

/**
 * Reads the wire data. Categorical slices win when there are any (the wire sends one or the
 * other); non-finite or missing values and unreadable times are dropped and listed in `issues`.
 * A donut has at most 8 slices and no negative values, otherwise the slices become bars. Unnamed
 * slices and series are named by `t` ("Category 2", "Series 1").
 */
export function readChartData(
  categorical: unknown,
  timeSeries: unknown,
  t: Translate = english,
): {data: ChartData; issues: ChartIssue[]} {
  const issues: ChartIssue[] = [];
  const slices = readSlices(categorical, issues, t);
  if (slices.length) {
    const donut = slices.length <= DONUT_MAX_SLICES && slices.every((s) => s.value >= 0);
    return {data: donut ? {kind: 'donut', slices} : {kind: 'bars', slices}, issues};
  }
  const series = readSeries(timeSeries, issues, t);
  const range = readRange(timeSeries, issues);
  if (series.length) return {data: {kind: 'lines', series, range}, issues};
  return {data: {kind: 'empty'}, issues};
}

/** A locale as Intl takes it: '' (no `lang` around) means the viewer's own. */
const intlLocale = (locale: string | undefined) => validLocale(locale);

/** A value for display in `locale`: grouping, at most two decimals. */
export function formatValue(value: number, locale?: string): string {
  return numberFormat(intlLocale(locale), {maximumFractionDigits: 2}).format(value);
}

/** Each slice's share of the total, in percent, or `undefined` when shares make no sense. */
export function shares(slices: readonly Slice[]): number[] | undefined {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  if (!(total > 0) || slices.some((s) => s.value < 0)) return undefined;
  return slices.map((s) => (s.value / total) * 100);
}

/** A share for display: whole percent, one decimal below 10 %. */
export function formatShare(share: number, locale?: string): string {
  const digits = share > 0 && share < 10 ? 1 : 0;
  return numberFormat(intlLocale(locale), {style: 'percent', maximumFractionDigits: digits}).format(
    share / 100,
  );
}

function midnightOnly(times: Iterable<number>): boolean {
  for (const t of times) if (t % 86_400_000 !== 0) return false;
  return true;
}

/** Formats times in UTC (the wire's timestamps are UTC): dates only when all are midnight. */
export function timeFormatter(times: Iterable<number>, locale?: string): (time: number) => string {
  const format = dateFormat(
    intlLocale(locale),
    midnightOnly(times)
      ? {dateStyle: 'medium', timeZone: 'UTC'}
      : {dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC'},
  );
  return (time) => format.format(time);
}

/** One sentence describing the chart, for screen readers (and the chart's accessible name). */
export function summarize(data: ChartData, t: Translate = english, locale?: string): string {
  if (data.kind === 'empty') return t('chart.noData');
  if (data.kind === 'donut' || data.kind === 'bars') {
    const kind = data.kind === 'donut' ? 'chart.donutSummary' : 'chart.barSummary';
    let largest = 0;
    data.slices.forEach((s, i) => {
      if (s.value > data.slices[largest]!.value) largest = i;
    });
    const top = data.slices[largest]!;
    const pct = shares(data.slices);
    const amount = pct ? formatShare(pct[largest]!, locale) : formatValue(top.value, locale);
    return t(kind, {count: data.slices.length, label: top.label, amount});
  }
  let first = Infinity;
  let last = -Infinity;
  for (const series of data.series) {
    first = Math.min(first, series.points[0]![0]);
    last = Math.max(last, series.points[series.points.length - 1]![0]);
  }
  const start = data.range.start ?? first;
  const end = data.range.end ?? last;
  const format = timeFormatter(
    (function* () {
      yield start;
      yield end;
      for (const series of data.series) for (const p of series.points) yield p[0];
    })(),
    locale,
  );
  let peak: {series: Series; point: [number, number]} | undefined;
  for (const series of data.series) {
    for (const point of series.points) {
      if (!peak || point[1] > peak.point[1]) peak = {series, point};
    }
  }
  const names = data.series.map((s) => s.name).join(', ');
  const span = t('chart.span', {start: format(start), end: format(end)});
  return t('chart.lineSummary', {
    count: data.series.length,
    names,
    span: data.range.label ? `${data.range.label}, ${span}` : span,
    peak: peak!.series.name,
    value: formatValue(peak!.point[1], locale),
    at: format(peak!.point[0]),
  });
}

/** The chart's data as a table (for a visually hidden `<table>`), at most 1,000 rows. */
export function chartTable(
  data: ChartData,
  t: Translate = english,
  locale?: string,
): {
  columns: string[];
  rows: string[][];
  total: number;
} {
  if (data.kind === 'empty') return {columns: [], rows: [], total: 0};
  if (data.kind === 'donut' || data.kind === 'bars') {
    const pct = shares(data.slices);
    const columns = [t('chart.category'), t('chart.value')];
    if (pct) columns.push(t('chart.share'));
    const rows = data.slices.map((s, i) => {
      const row = [s.label, formatValue(s.value, locale)];
      if (pct) row.push(formatShare(pct[i]!, locale));
      return row;
    });
    return {columns, rows: rows.slice(0, TABLE_MAX_ROWS), total: rows.length};
  }
  const byTime = new Map<number, (number | undefined)[]>();
  data.series.forEach((series, i) => {
    for (const [ts, value] of series.points) {
      let row = byTime.get(ts);
      if (!row) byTime.set(ts, (row = new Array(data.series.length)));
      row[i] ??= value;
    }
  });
  const times = [...byTime.keys()].sort((a, b) => a - b);
  const format = timeFormatter(times, locale);
  const rows = times
    .slice(0, TABLE_MAX_ROWS)
    .map((ts) => [
      format(ts),
      ...Array.from(byTime.get(ts)!, (v) => (v === undefined ? '—' : formatValue(v, locale))),
    ]);
  return {
    columns: [t('chart.time'), ...data.series.map((s) => s.name)],
    rows,
    total: times.length,
  };
}
