/**
 * A small ICU-like message formatter: `{name}` inserts a value (numbers through Intl.NumberFormat),
 * `{n, plural, =0 {none} one {# row} other {# rows}}` picks a branch by exact value, then by the
 * locale's Intl.PluralRules, and `#` in a branch is the number formatted for the locale. No DOM.
 */
import {numberFormat, plurals} from '../model/functions/intl.js';

/** Values a message may insert. */
export type MessageValues = Readonly<Record<string, string | number | undefined>>;

/** `template` with its placeholders filled in for `locale`. Never throws. */
export function formatMessage(
  template: string,
  values: MessageValues = {},
  locale?: string,
  hash?: number,
): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const c = template[i]!;
    if (c === '#' && hash !== undefined) {
      out += formatNumber(hash, locale);
      i++;
    } else if (c === '{') {
      const end = closing(template, i);
      if (end < 0) return out + template.slice(i);
      out += placeholder(template.slice(i + 1, end), values, locale);
      i = end + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** A number as the locale writes it (grouping, digits). */
export function formatNumber(value: number, locale?: string): string {
  try {
    return numberFormat(locale, {maximumFractionDigits: 2}).format(value);
  } catch {
    return String(value);
  }
}

function placeholder(body: string, values: MessageValues, locale?: string): string {
  const comma = body.indexOf(',');
  const name = (comma < 0 ? body : body.slice(0, comma)).trim();
  const value = values[name];
  if (comma < 0) {
    if (value === undefined) return `{${name}}`;
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  }
  const rest = body.slice(comma + 1);
  const second = rest.indexOf(',');
  const kind = (second < 0 ? rest : rest.slice(0, second)).trim();
  if (kind !== 'plural' || second < 0) return value === undefined ? '' : String(value);
  const n = Number(value);
  const branches = parseBranches(rest.slice(second + 1));
  const exact = branches.get(`=${n}`);
  let category = 'other';
  try {
    category = plurals(locale).select(n);
  } catch {
    category = 'other';
  }
  const chosen = exact ?? branches.get(category) ?? branches.get('other') ?? '';
  return formatMessage(chosen, values, locale, n);
}

/** `one {…} other {…}` as a map of selector → branch text. */
function parseBranches(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const end = closing(text, open);
    if (end < 0) break;
    out.set(text.slice(i, open).trim(), text.slice(open + 1, end));
    i = end + 1;
  }
  return out;
}

/** The index of the `}` that closes the `{` at `start`, or -1. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}
