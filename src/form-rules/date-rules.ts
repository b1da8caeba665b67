/**
 * Date fields: values are calendar dates `YYYY-MM-DD` (no time, no zone). Bounds come from
 * `minDate`/`maxDate` and from days counted from today (the viewer's local date).
 */
import type {DateField} from '../api/types.js';
import {messages} from './messages.js';
import type {FormMessages} from './messages.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** Today's local date as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A calendar date from `YYYY-MM-DD`, an ISO date-time (its date part) or a `{year, month, day}`
 * object (google.type.Date); undefined when it is none of those or not a real date.
 */
export function parseDate(value: unknown): string | undefined {
  let y: number;
  let m: number;
  let d: number;
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value.trim());
    if (!match) return undefined;
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if (typeof value === 'object' && value !== null) {
    const o = value as {year?: unknown; month?: unknown; day?: unknown};
    [y, m, d] = [Number(o.year), Number(o.month), Number(o.day)];
  } else return undefined;
  if (![y, m, d].every(Number.isInteger) || y < 1 || m < 1 || m > 12 || d < 1) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return undefined; // 31 February and the like
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `iso` moved by `days` calendar days. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

function days(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && Math.abs(n) < 1_000_000 ? n : undefined;
}

/** The effective earliest and latest dates: the tighter of the fixed and the relative bound. */
export function dateBounds(
  field: DateField | null | undefined,
  today: string = todayIso(),
): {min?: string; max?: string} {
  if (!field) return {};
  const mins = [parseDate(field.minDate)];
  const maxs = [parseDate(field.maxDate)];
  const minDays = days(field.minDaysFromToday);
  const maxDays = days(field.maxDaysFromToday);
  if (minDays !== undefined) mins.push(addDays(today, minDays));
  if (maxDays !== undefined) maxs.push(addDays(today, maxDays));
  const defined = (list: (string | undefined)[]) => list.filter((s): s is string => !!s).sort();
  const min = defined(mins).pop();
  const max = defined(maxs).shift();
  return {...(min ? {min} : {}), ...(max ? {max} : {})};
}

/** Checks a date field's value against its bounds. Blank values are left to `required`. */
export function checkDate(
  value: string,
  field: DateField | null | undefined,
  today?: string,
  m: FormMessages = messages,
): string | undefined {
  if (value === '') return undefined;
  const date = parseDate(value);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return m.date();
  const {min, max} = dateBounds(field, today);
  if (min && date < min) return m.dateMin(min);
  if (max && date > max) return m.dateMax(max);
  return undefined;
}
