/**
 * formatDate: a Unicode TR35 pattern applied to a date, names and day periods from Intl for the
 * locale, in the viewer's time zone. Tokens: y yy yyyy (Y read as y), M MM MMM MMMM MMMMM (L the
 * same), d dd (D read as d), E…EEE EEEE EEEEE, a, h hh, H HH, k kk, K KK, m mm, s ss, S SS SSS,
 * z zzzz; `'text'` is literal text and `''` an apostrophe; other characters are copied.
 * `format: "ISO"` gives `toISOString()`. Values: a Date, epoch milliseconds, or an ISO string; a
 * date-only string (`2025-01-01`) is that calendar day, not UTC midnight; `HH:mm[:ss]` is that time
 * today. Missing, falsy or invalid values give `""`, and so do days or times that do not exist
 * (2026-02-30, month 13, 25:00), which are never rolled over.
 */
import {dateFormat} from './intl.js';
import type {FunctionImpl} from './registry.js';

const MAX_FORMAT_LENGTH = 1000;

/** True when year/month/day (month 1-12) name a day of the calendar: no 2026-02-30, no month 13. */
function realDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(2000, month - 1, day); // a leap year stands in; February 29 is checked below
  if (probe.getMonth() !== month - 1) return false;
  if (month !== 2 || day !== 29) return true;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** True for a time of day: hours 0-23 (24 only as 24:00:00), minutes and seconds 0-59. */
function realTime(hours: number, minutes: number, seconds: number): boolean {
  if (minutes > 59 || seconds > 59) return false;
  return hours < 24 || (hours === 24 && minutes === 0 && seconds === 0);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_ONLY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** The calendar part of an ISO date-time, checked before the Date parser rolls it over. */
const DATE_TIME = /^([+-]?\d{4,6})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * The Date `value` stands for, or undefined. Days and times that do not exist (2026-02-30,
 * month 13, 25:00) are undefined rather than rolled over into the next month or day.
 */
export function toDate(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = value === 0 ? undefined : new Date(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    let match: RegExpExecArray | null;
    if (text === '') date = undefined;
    else if ((match = DATE_ONLY.exec(text))) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      if (!realDay(year, month, day)) return undefined;
      date = new Date(year, month - 1, day);
      date.setFullYear(year); // years below 100
    } else if ((match = TIME_ONLY.exec(text))) {
      const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
      if (hours > 23 || !realTime(hours, minutes, seconds)) return undefined;
      date = new Date();
      date.setHours(hours, minutes, seconds, 0);
    } else if (/^-?\d+$/.test(text)) date = new Date(Number(text));
    else {
      match = DATE_TIME.exec(text);
      if (match) {
        const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
        const time = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)] as const;
        if (!realDay(year, month, day) || !realTime(...time)) return undefined;
      }
      date = new Date(text);
    }
  }
  return date && Number.isFinite(date.getTime()) ? date : undefined;
}

function pad(value: number, width: number): string {
  const text = String(Math.abs(value)).padStart(width, '0');
  return value < 0 ? '-' + text : text;
}

function part(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
  type: Intl.DateTimeFormatPartTypes,
  date: Date,
): string {
  try {
    const found = dateFormat(locale, options)
      .formatToParts(date)
      .find((p) => p.type === type);
    return found ? found.value : '';
  } catch {
    return '';
  }
}

function width(count: number): 'short' | 'long' | 'narrow' {
  return count >= 5 ? 'narrow' : count === 4 ? 'long' : 'short';
}

/** One token (a run of `count` times `letter`) for `date`; undefined for unknown letters. */
function token(
  letter: string,
  count: number,
  date: Date,
  locale: string | undefined,
): string | undefined {
  const hours = date.getHours();
  switch (letter) {
    case 'y':
    case 'Y': {
      const year = date.getFullYear();
      return count === 2 ? pad(year % 100, 2) : pad(year, count);
    }
    case 'M':
    case 'L':
      if (count <= 2) return pad(date.getMonth() + 1, count);
      return part(locale, {month: width(count)}, 'month', date);
    case 'd':
    case 'D':
      return pad(date.getDate(), Math.min(count, 2));
    case 'E':
      return part(locale, {weekday: count <= 3 ? 'short' : width(count)}, 'weekday', date);
    case 'a':
      return (
        part(locale, {hour: 'numeric', hour12: true}, 'dayPeriod', date) ||
        (hours < 12 ? 'AM' : 'PM')
      );
    case 'h':
      return pad(hours % 12 === 0 ? 12 : hours % 12, Math.min(count, 2));
    case 'H':
      return pad(hours, Math.min(count, 2));
    case 'k':
      return pad(hours === 0 ? 24 : hours, Math.min(count, 2));
    case 'K':
      return pad(hours % 12, Math.min(count, 2));
    case 'm':
      return pad(date.getMinutes(), Math.min(count, 2));
    case 's':
      return pad(date.getSeconds(), Math.min(count, 2));
    case 'S':
      return pad(date.getMilliseconds(), 3).slice(0, Math.min(count, 3)).padEnd(count, '0');
    case 'z':
      return part(locale, {timeZoneName: count >= 4 ? 'long' : 'short'}, 'timeZoneName', date);
    default:
      return undefined;
  }
}

/** `date` formatted with the TR35 `pattern`. */
export function formatDatePattern(date: Date, pattern: string, locale?: string): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === "'") {
      if (pattern[i + 1] === "'") {
        out += "'";
        i += 2;
        continue;
      }
      i++;
      while (i < pattern.length) {
        if (pattern[i] === "'") {
          if (pattern[i + 1] === "'") {
            out += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        out += pattern[i++];
      }
      continue;
    }
    if (/[A-Za-z]/.test(c)) {
      let count = 1;
      while (pattern[i + count] === c) count++;
      out += token(c, count, date, locale) ?? c.repeat(count);
      i += count;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

export const formatDate: FunctionImpl = ({value, format}, ctx) => {
  if (typeof format !== 'string' || format === '' || format.length > MAX_FORMAT_LENGTH) {
    ctx.report('needs a `format` pattern such as "MMM d, yyyy".');
    return undefined;
  }
  const date = toDate(value);
  if (!date) return '';
  if (format === 'ISO') return date.toISOString();
  return formatDatePattern(date, format, ctx.locale);
};
