/**
 * Boolean logic (and, or, not: A2UI catalog) and the extras of A2UI's reference renderer:
 * add subtract multiply divide greater_than less_than equals not_equals contains starts_with
 * ends_with, plus capitalize (minimal catalog). Operands of and/or/not follow `toTruthy` (the
 * official suite's truthiness: a non-empty string other than "false" is true), and in v1.0 a
 * ValidationResult counts by its validity.
 */
import {toNumberOrUndefined, toText, toTruthy} from '../coerce.js';
import {isValidationResult, readsValidationResults} from '../validation-result.js';
import type {FunctionContext, FunctionImpl} from './registry.js';

/**
 * An operand as a boolean: `toTruthy`, except that in v1.0 a ValidationResult (an object with a
 * boolean `valid`) counts by its validity, not as an object.
 */
function truthy(value: unknown, ctx: FunctionContext): boolean {
  if (readsValidationResults(ctx.protocolVersion) && isValidationResult(value)) return value.valid;
  return toTruthy(value);
}

function booleans(values: unknown, ctx: FunctionContext): boolean[] | undefined {
  if (!Array.isArray(values) || values.length < 2) {
    ctx.report('needs `values`: a list of at least two conditions.');
    return undefined;
  }
  return values.map((value) => truthy(value, ctx));
}

/** True when every item of `values` (at least two) is true. */
export const and: FunctionImpl = ({values}, ctx) => booleans(values, ctx)?.every(Boolean);

/** True when any item of `values` (at least two) is true. */
export const or: FunctionImpl = ({values}, ctx) => booleans(values, ctx)?.some(Boolean);

/** The negation of `value`. */
export const not: FunctionImpl = (args, ctx) => {
  if (!('value' in args)) {
    ctx.report('needs `value`.');
    return undefined;
  }
  return !truthy(args.value, ctx);
};

function numbers(
  args: Record<string, unknown>,
  ctx: FunctionContext,
): [number, number] | undefined {
  const a = toNumberOrUndefined(args.a);
  const b = toNumberOrUndefined(args.b);
  if (a === undefined || b === undefined) {
    ctx.report('needs numbers `a` and `b`.');
    return undefined;
  }
  return [a, b];
}

function arithmetic(op: (a: number, b: number) => number): FunctionImpl {
  return (args, ctx) => {
    const pair = numbers(args, ctx);
    if (!pair) return undefined;
    const result = op(pair[0], pair[1]);
    if (!Number.isFinite(result)) {
      ctx.report('the result is not a finite number.');
      return undefined;
    }
    return result;
  };
}

export const add = arithmetic((a, b) => a + b);
export const subtract = arithmetic((a, b) => a - b);
export const multiply = arithmetic((a, b) => a * b);
export const divide = arithmetic((a, b) => a / b);

export const greater_than: FunctionImpl = (args, ctx) => {
  const pair = numbers(args, ctx);
  return pair ? pair[0] > pair[1] : undefined;
};

export const less_than: FunctionImpl = (args, ctx) => {
  const pair = numbers(args, ctx);
  return pair ? pair[0] < pair[1] : undefined;
};

/** Strict equality of `a` and `b` (`===`; NaN equals nothing). */
export const equals: FunctionImpl = ({a, b}) => a === b;

export const not_equals: FunctionImpl = ({a, b}) => a !== b;

/** `string` (text, or a list) contains `substring` (text, or an item of the list). */
export const contains: FunctionImpl = ({string, substring}) => {
  if (Array.isArray(string)) return string.includes(substring);
  return toText(string).includes(toText(substring));
};

export const starts_with: FunctionImpl = ({string, prefix}) =>
  toText(string).startsWith(toText(prefix));

export const ends_with: FunctionImpl = ({string, suffix}) =>
  toText(string).endsWith(toText(suffix));

/** `value` as text with its first character upper-cased (locale-aware). */
export const capitalize: FunctionImpl = ({value}, ctx) => {
  const text = toText(value);
  if (text === '') return '';
  const first = String.fromCodePoint(text.codePointAt(0)!);
  let upper: string;
  try {
    upper = first.toLocaleUpperCase(ctx.locale);
  } catch {
    upper = first.toUpperCase();
  }
  return upper + text.slice(first.length);
};
