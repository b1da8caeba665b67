/** The rules of an int64 value, compared exactly with BigInt. */
import type {Int64Rules, NumberField} from '../api/types.js';
import {parseBigInt, parseBigIntList, parseInt64} from './int64.js';
import {messages} from './messages.js';
import type {FormMessages} from './messages.js';

/** Comparison rules over any exact numeric kind (int64 strings, 32-bit numbers). */
export interface NumericRules {
  const?: unknown;
  gt?: unknown;
  gte?: unknown;
  lt?: unknown;
  lte?: unknown;
  in?: unknown;
  notIn?: unknown;
}

/**
 * Checks `n` against const, gt/gte, lt/lte, in and notIn. As in protovalidate, a lower bound above
 * the upper bound means "outside the range": `{gt: 10, lt: 5}` accepts 4 and 11, refuses 7.
 */
export function checkBigInt(
  n: bigint,
  rules: NumericRules,
  m: FormMessages = messages,
): string | undefined {
  const exact = parseBigInt(rules.const);
  if (exact !== undefined && n !== exact) return m.constNumber(String(exact));

  const gt = parseBigInt(rules.gt);
  const gte = parseBigInt(rules.gte);
  const lt = parseBigInt(rules.lt);
  const lte = parseBigInt(rules.lte);
  const low = gt ?? gte;
  const high = lt ?? lte;
  const aboveLow = low === undefined || (gt !== undefined ? n > gt : n >= low);
  const belowHigh = high === undefined || (lt !== undefined ? n < lt : n <= high);
  if (low !== undefined && high !== undefined && high < low) {
    if (!aboveLow && !belowHigh) {
      const below = lt !== undefined ? `less than ${lt}` : `at most ${lte}`;
      const above = gt !== undefined ? `greater than ${gt}` : `at least ${gte}`;
      return m.outside(below, above);
    }
  } else {
    if (!aboveLow) return gt !== undefined ? m.gt(String(gt)) : m.gte(String(gte));
    if (!belowHigh) return lt !== undefined ? m.lt(String(lt)) : m.lte(String(lte));
  }

  const inList = parseBigIntList(rules.in);
  if (inList.length > 0 && !inList.includes(n)) return m.inNumbers(inList.map(String));
  const notIn = parseBigIntList(rules.notIn);
  if (notIn.includes(n)) return m.notInNumbers(notIn.map(String));
  return undefined;
}

/** True when an int64 field's text is blank. */
export function isBlankNumber(value: string): boolean {
  return value.trim() === '';
}

/**
 * Checks an int64 field's text: a whole number in the int64 range, within the number input's
 * min/max/step, then the rules. A blank value is skipped with `ignoreEmpty`; otherwise the rules
 * see 0, the value the service reads for an unset int64.
 */
export function checkInt64(
  value: string,
  rules: Int64Rules | null | undefined,
  number?: NumberField | null,
  m: FormMessages = messages,
): string | undefined {
  const blank = isBlankNumber(value);
  if (blank && (rules?.ignoreEmpty || !rules)) return undefined;
  const n = blank ? 0n : parseInt64(value);
  if (n === undefined) {
    return parseBigInt(value) === undefined ? m.wholeNumber() : m.outOfInt64();
  }
  if (!blank && number) {
    const min = parseBigInt(number.minValue);
    const max = parseBigInt(number.maxValue);
    const step = parseBigInt(number.step);
    if (min !== undefined && n < min) return m.gte(String(min));
    if (max !== undefined && n > max) return m.lte(String(max));
    if (step !== undefined && step > 0n) {
      const base = min ?? 0n;
      if ((n - base) % step !== 0n) return m.step(String(step), String(base));
    }
  }
  return rules ? checkBigInt(n, rules, m) : undefined;
}
