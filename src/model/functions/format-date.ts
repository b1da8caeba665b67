/**
 * formatDate: a Unicode TR35 pattern applied to a date, names and day periods from Intl for the
 * locale, in the viewer's time zone. Tokens: y yy yyyy (Y read as y), M MM MMM MMMM MMMMM (L the
 * same), d dd (D read as d), E…EEE EEEE EEEEE, a, h hh, H HH, k kk, K KK, m mm, s ss, S SS SSS,
 * z zzzz; `'text'` is literal text and `''` an apostrophe; other characters are copied.
 * `format: "ISO"` gives `toISOString()`. Values: a Date, epoch milliseconds, or an ISO string; a
 * date-only string (`2025-01-01`) is that calendar day, not UTC midnight; `HH:mm[:ss]` is that time
 * today. Missing, falsy or invalid values give `""`.
 */
import {dateFormat} from './intl.js';
import type {FunctionImpl} from './registry.js';

const MAX_FORMAT_LENGTH = 1000;

/** The Date `value` stands for, or undefined. */
export function toDate(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = value === 0 ? undefined : new Date(value);
  else if (typeof value === 'string') {
    const text = value.trim();
    let match: RegExpExecArray | null;
    if (text === '') date = undefined;
    else if ((match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text))) {
      date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
      date.setFullYear(Number(match[1])); // years below 100
    } else if ((match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text))) {
      date = new Date();
      date.setHours(Number(match[1]), Number(match[2]), Number(match[3] ?? 0), 0);
    } else if (/^-?\d+$/.test(text)) date = new Date(Number(text));
    else date = new Date(text);
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
