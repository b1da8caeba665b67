/**
 * Pure conversions between ISO 8601 model values and the strings of native date/time inputs
 * (A2UI semantics §5). Native `datetime-local` rejects `Z` and offsets, so a model value with a
 * zone is shown in the viewer's local time and written back in UTC with `Z`; a value without a
 * zone stays plain local time. Nothing here throws: unreadable input gives '' or `undefined`.
 */

import {toText} from '../../../model/coerce.js';

/** What the native control picks: a calendar date, a time of day, or both. */
export type DateTimeMode = 'date' | 'time' | 'datetime';

/** An ISO value taken apart. `date`/`time` are as written (not converted to local time). */
export interface ParsedIso {
  kind: DateTimeMode;
  /** `YYYY-MM-DD` when the value has a date. */
  date?: string;
  /** `HH:mm`, `HH:mm:ss` or `HH:mm:ss.sss` when the value has a time (seconds kept only if set). */
  time?: string;
  /** The zone offset in minutes east of UTC when the value had `Z` or an offset. */
  offset?: number;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?$/;
const ZONE_RE = /(?:[zZ]|([+-])(\d{2})(?::?(\d{2}))?)$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function checkDate(s: string): string | undefined {
  const m = DATE_RE.exec(s);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return undefined;
  const days = new Date(Date.UTC(2000, mo, 0)).getUTCDate(); // days in month (leap year 2000)
  if (d > days || (mo === 2 && d === 29 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)))) {
    return undefined;
  }
  return s;
}

/** Normalises a time: seconds only when non-zero (or with a fraction), fraction as milliseconds. */
function checkTime(s: string): string | undefined {
  const m = TIME_RE.exec(s);
  if (!m) return undefined;
  const [h, mi, sec] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || mi > 59 || sec > 59) return undefined;
  const ms = m[4] ? Number(m[4].slice(0, 3).padEnd(3, '0')) : 0;
  return formatTime(h, mi, sec, ms);
}

function formatTime(h: number, mi: number, sec: number, ms: number): string {
  let out = `${pad(h)}:${pad(mi)}`;
  if (sec || ms) out += `:${pad(sec)}`;
  if (ms) out += `.${pad(ms, 3)}`;
  return out;
}

/** Reads `YYYY-MM-DD`, `HH:mm[:ss[.fff]]` or `YYYY-MM-DDTHH:mm[:ss[.fff]]`, each time with an optional `Z`/offset. */
export function parseIsoValue(value: unknown): ParsedIso | undefined {
  const s = toText(value).trim();
  if (s === '') return undefined;
  const date = checkDate(s);
  if (date) return {kind: 'date', date};
  const sep = /^\d{4}-\d{2}-\d{2}[Tt ]/.test(s) ? 10 : -1;
  const datePart = sep > 0 ? checkDate(s.slice(0, sep)) : undefined;
  if (sep > 0 && !datePart) return undefined;
  let rest = sep > 0 ? s.slice(sep + 1) : s;
  let offset: number | undefined;
  const zone = ZONE_RE.exec(rest);
  if (zone) {
    offset = zone[1]
      ? (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3] ?? 0))
      : 0;
    if (Math.abs(offset) > 18 * 60) return undefined;
    rest = rest.slice(0, zone.index);
  }
  const time = checkTime(rest);
  if (!time) return undefined;
  return datePart ? {kind: 'datetime', date: datePart, time, offset} : {kind: 'time', time, offset};
}

/**
 * Reads a mode in any spelling: `date`, `TIME`, `DATE_TIME`, `date-time`, `datetime-local`,
 * `INPUT_TYPE_DATE`… Unknown or missing values give `undefined`.
 */
export function normalizeMode(value: unknown): DateTimeMode | undefined {
  const key = toText(value)
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  if (key.endsWith('datetime') || key.endsWith('datetimelocal')) return 'datetime';
  if (key.endsWith('date')) return 'date';
  if (key.endsWith('time')) return 'time';
  return undefined;
}

/** The mode suggested by the first of the values that is a readable ISO value, else `undefined`. */
export function inferMode(...values: unknown[]): DateTimeMode | undefined {
  for (const v of values) {
    const parsed = parseIsoValue(v);
    if (parsed) return parsed.kind;
  }
  return undefined;
}

/** The instant of a zoned value; a zoned time of day is taken on the UTC date of `now`. */
function instantOf(p: ParsedIso, now: Date): Date {
  const [y, mo, d] = p.date
    ? p.date.split('-').map(Number)
    : [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  const [h, mi, secMs = '0'] = (p.time ?? '00:00').split(':');
  const sec = Number(secMs);
  const utc = Date.UTC(
    y,
    mo - 1,
    d,
    Number(h),
    Number(mi),
    Math.floor(sec),
    Math.round((sec % 1) * 1000),
  );
  return new Date(utc - (p.offset ?? 0) * 60_000);
}

const localDate = (d: Date) =>
  `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) =>
  formatTime(d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds());

/** Date and time of a value as the viewer sees them: zoned values converted to local time. */
function localParts(p: ParsedIso, now: Date): {date?: string; time?: string} {
  if (p.offset === undefined) return {date: p.date, time: p.time};
  const d = instantOf(p, now);
  return {date: p.date ? localDate(d) : undefined, time: localTime(d)};
}

/** Options of {@link toInputValue}. */
export interface ToInputOptions {
  /** A date-only bound in `datetime` mode means the end of that day (for `max`). */
  endOfDay?: boolean;
  /** The reference date for zoned times of day (default: now). */
  now?: Date;
}

/**
 * The string a native input of `mode` shows for a model value: local time, no zone, seconds only
 * when non-zero. Values that do not fit the mode (a time for a date input) or do not parse give ''.
 */
export function toInputValue(
  value: unknown,
  mode: DateTimeMode,
  options: ToInputOptions = {},
): string {
  const p = parseIsoValue(value);
  if (!p) return '';
  const {date, time} = localParts(p, options.now ?? new Date());
  if (mode === 'date') return date ?? '';
  if (mode === 'time') return time ?? '';
  if (!date) return '';
  return `${date}T${time ?? (options.endOfDay ? '23:59:59' : '00:00')}`;
}

/** Options of {@link fromInputValue}. */
export interface FromInputOptions {
  /** Write in UTC with `Z` even if `previous` has no zone (e.g. it was cleared). */
  zoned?: boolean;
  /** The reference date for zoned times of day (default: now). */
  now?: Date;
}

/**
 * The model value for what the user picked in a native input of `mode`. It keeps the form of
 * `previous`: zoned values are written in UTC with `Z`; a date or time picked for a full date-time
 * keeps the other half of `previous`. An empty input gives ''.
 */
export function fromInputValue(
  input: string,
  mode: DateTimeMode,
  previous: unknown,
  options: FromInputOptions = {},
): string {
  const now = options.now ?? new Date();
  let date: string | undefined;
  let time: string | undefined;
  if (mode === 'datetime') {
    const p = parseIsoValue(input);
    if (p?.kind !== 'datetime' || p.offset !== undefined) return '';
    ({date, time} = p);
  } else if (mode === 'date') {
    date = checkDate(input.trim());
  } else {
    time = checkTime(input.trim());
  }
  if (!date && !time) return '';
  const prev = parseIsoValue(previous);
  if (prev?.kind === 'datetime') {
    const parts = localParts(prev, now);
    date ??= parts.date;
    time ??= parts.time;
  }
  const zoned = prev ? prev.offset !== undefined : options.zoned === true;
  if (!zoned || !time) return date && time ? `${date}T${time}` : (date ?? time ?? '');
  const [y, mo, d] = (date ?? localDate(now)).split('-').map(Number);
  const [h, mi, secMs = '0'] = time.split(':');
  const sec = Number(secMs);
  const instant = new Date(
    y,
    mo - 1,
    d,
    Number(h),
    Number(mi),
    Math.floor(sec),
    Math.round((sec % 1) * 1000),
  );
  const iso = instant.toISOString(); // YYYY-MM-DDTHH:mm:ss.sssZ
  const utc = instant.getUTCMilliseconds() ? iso : `${iso.slice(0, 19)}Z`;
  return date ? utc : utc.slice(11);
}
