/** The rules of a list of strings: item counts, uniqueness, and rules for each item. */
import type {SliceItemRules, StringSliceRules} from '../api/types.js';
import {checkBigInt} from './int64-rules.js';
import {parseBigInt, parseCount} from './int64.js';
import {messages} from './messages.js';
import type {FormMessages} from './messages.js';
import {checkString} from './string-rules.js';

const INTEGER_KINDS = [
  'int32',
  'int64',
  'uint32',
  'uint64',
  'sint32',
  'sint64',
  'fixed32',
  'fixed64',
  'sfixed32',
  'sfixed64',
] as const;

/** Checks one item against the item rules of its scalar kind. Kinds without text form are skipped. */
export function checkItem(
  item: string,
  rules: SliceItemRules,
  m: FormMessages = messages,
): string | undefined {
  if (rules.ignoreEmpty && item === '') return undefined;
  if (rules.string) return checkString(item, rules.string, m);
  for (const kind of INTEGER_KINDS) {
    const r = rules[kind];
    if (!r) continue;
    const n = parseBigInt(item);
    if (n === undefined || (kind.startsWith('u') && n < 0n)) return m.wholeNumber();
    return checkBigInt(n, r, m);
  }
  const real = rules.double ?? rules.float;
  if (real) return checkReal(item, real, m);
  if (rules.bool) {
    if (item !== 'true' && item !== 'false') return m.inList(['true', 'false']);
    if (typeof rules.bool.const === 'boolean' && item !== String(rules.bool.const)) {
      return m.constString(String(rules.bool.const));
    }
    return undefined;
  }
  if (rules.any) {
    const inList = rules.any.in ?? [];
    if (inList.length > 0 && !inList.includes(item)) return m.inList(inList);
    if ((rules.any.notIn ?? []).includes(item)) return m.notInList(rules.any.notIn ?? []);
  }
  return undefined;
}

interface RealRules {
  const?: number;
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
  in?: number[];
  notIn?: number[];
  finite?: boolean;
}

function checkReal(item: string, r: RealRules, m: FormMessages): string | undefined {
  const x = item.trim() === '' ? NaN : Number(item);
  if (Number.isNaN(x) || (r.finite && !Number.isFinite(x))) return m.number();
  if (typeof r.const === 'number' && x !== r.const) return m.constNumber(String(r.const));
  if (typeof r.gt === 'number' && !(x > r.gt)) return m.gt(String(r.gt));
  if (typeof r.gte === 'number' && !(x >= r.gte)) return m.gte(String(r.gte));
  if (typeof r.lt === 'number' && !(x < r.lt)) return m.lt(String(r.lt));
  if (typeof r.lte === 'number' && !(x <= r.lte)) return m.lte(String(r.lte));
  if (r.in?.length && !r.in.includes(x)) return m.inNumbers(r.in.map(String));
  if (r.notIn?.includes(x)) return m.notInNumbers(r.notIn.map(String));
  return undefined;
}

/** Checks a list: skipped when empty with `ignoreEmpty`; then counts, uniqueness and items. */
export function checkSlice(
  items: readonly string[],
  rules: StringSliceRules | null | undefined,
  m: FormMessages = messages,
): string | undefined {
  if (!rules) return undefined;
  if (rules.ignoreEmpty && items.length === 0) return undefined;
  const min = parseCount(rules.minItems);
  if (min !== undefined && items.length < min) return m.minItems(min);
  const max = parseCount(rules.maxItems);
  if (max !== undefined && items.length > max) return m.maxItems(max);
  if (rules.unique) {
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item)) return m.unique(item);
      seen.add(item);
    }
  }
  if (rules.items) {
    for (const item of items) {
      const problem = checkItem(item, rules.items, m);
      if (problem) return m.item(item, problem);
    }
  }
  return undefined;
}
