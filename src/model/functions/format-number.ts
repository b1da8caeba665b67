/** formatNumber, formatCurrency and pluralize: locale-aware through Intl. */
import {toBoolean, toNumberOrUndefined} from '../coerce.js';
import {numberFormat, plurals} from './intl.js';
import type {FunctionContext, FunctionImpl} from './registry.js';

/**
 * The number to format, or undefined for a missing or unparsable value (shown as ""). A value
 * that is there but is not a number (`"abc"`, true, a list) is reported as a bad argument.
 */
function numberArg(value: unknown, ctx: FunctionContext): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'boolean' ? undefined : toNumberOrUndefined(value);
  if (number === undefined) ctx.report('`value` is not a number.');
  return number;
}

/** `decimals` as an integer 0..20, undefined when absent; reported when unusable. */
function decimalsArg(value: unknown, ctx: FunctionContext): number | undefined | false {
  if (value === undefined || value === null) return undefined;
  const number = toNumberOrUndefined(value);
  if (number === undefined) {
    ctx.report('`decimals` must be a number.');
    return false;
  }
  return Math.min(20, Math.max(0, Math.round(number)));
}

/**
 * `value` formatted for the locale with `decimals` fraction digits (default: Intl's 0 to 3) and
 * grouping separators unless `grouping` is false. Missing or unparsable values give `""` (the
 * unparsable ones with an issue).
 */
export const formatNumber: FunctionImpl = ({value, decimals, grouping}, ctx) => {
  const number = numberArg(value, ctx);
  if (number === undefined) return '';
  const digits = decimalsArg(decimals, ctx);
  if (digits === false) return undefined;
  const fallback = digits === undefined ? String(number) : number.toFixed(digits);
  return format(number, numberOptions({}, digits, grouping), ctx, fallback);
};

/** Intl options with `digits` fraction digits (when given) and grouping unless `false`. */
function numberOptions(
  base: Intl.NumberFormatOptions,
  digits: number | undefined,
  grouping: unknown,
): Intl.NumberFormatOptions {
  const options: Intl.NumberFormatOptions = {
    ...base,
    useGrouping: grouping === undefined || grouping === null ? true : toBoolean(grouping),
  };
  if (digits !== undefined) {
    options.minimumFractionDigits = digits;
    options.maximumFractionDigits = digits;
  }
  return options;
}

/** `number` formatted for the locale, or `fallback` when Intl refuses the options. */
function format(
  number: number,
  options: Intl.NumberFormatOptions,
  ctx: FunctionContext,
  fallback: string,
): string {
  try {
    return numberFormat(ctx.locale, options).format(number);
  } catch {
    return fallback;
  }
}

/**
 * `value` as an amount of `currency` (an ISO 4217 code, required) for the locale: the currency's
 * own decimals unless `decimals` is given, grouping unless `grouping` is false. A code Intl
 * refuses gives `value.toFixed(decimals ?? 2)` without a symbol.
 */
export const formatCurrency: FunctionImpl = ({value, currency, decimals, grouping}, ctx) => {
  if (typeof currency !== 'string' || currency.trim() === '') {
    ctx.report('needs a `currency` code such as "EUR".');
    return undefined;
  }
  const number = numberArg(value, ctx);
  if (number === undefined) return '';
  const digits = decimalsArg(decimals, ctx);
  if (digits === false) return undefined;
  const base = {style: 'currency', currency: currency.trim().toUpperCase()} as const;
  return format(number, numberOptions(base, digits, grouping), ctx, number.toFixed(digits ?? 2));
};

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many'] as const;

/** The explicit keys matched on the exact number before the locale's plural rules. */
const EXACT: ReadonlyMap<number, 'zero' | 'two'> = new Map([
  [0, 'zero'],
  [2, 'two'],
]);

function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/**
 * The text for `value`: an explicit `zero` for exactly 0 and `two` for exactly 2 win (as the
 * official suite expects, whatever the locale's rules say); else the locale's cardinal plural
 * category (`zero`, `one`, `two`, `few`, `many`) when given; else `other` (required). An empty
 * string is a given text. The number itself is not inserted.
 */
export const pluralize: FunctionImpl = (args, ctx) => {
  if (!present(args.other)) {
    ctx.report('needs `other`.');
    return undefined;
  }
  const number = toNumberOrUndefined(args.value) ?? 0;
  const exact = EXACT.get(number);
  if (exact && present(args[exact])) return args[exact];
  let category: string;
  try {
    category = plurals(ctx.locale).select(number);
  } catch {
    category = 'other';
  }
  const chosen = (CATEGORIES as readonly string[]).includes(category) ? args[category] : undefined;
  return present(chosen) ? chosen : args.other;
};
