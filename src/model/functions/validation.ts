/**
 * The A2UI validation functions: required, regex, length, numeric, email. They answer with a
 * boolean in v0.9 and with a ValidationResult in v1.0 (a code and a message when invalid).
 */
import {toNumberOrUndefined, toText} from '../coerce.js';
import {preparePattern, testPattern} from '../regex.js';
import {readsValidationResults} from '../validation-result.js';
import type {FunctionContext, FunctionImpl} from './registry.js';

/** The answer in the surface's protocol: the boolean, or v1.0's ValidationResult. */
function answer(ctx: FunctionContext, valid: boolean | undefined, code: string, message: string) {
  if (valid === undefined || !readsValidationResults(ctx.protocolVersion)) return valid;
  return valid ? {valid: true} : {valid: false, code, message, severity: 'error'};
}

/** False only for null, undefined, `""` and `[]` (no trimming: `" "` passes, so do false, 0, {}). */
export const required: FunctionImpl = ({value}, ctx) => {
  const empty =
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0);
  return answer(ctx, !empty, 'REQUIRED', 'This field is required.');
};

/**
 * `pattern` (RE2 syntax, unanchored; see regex.ts) tested on `value` as text, in linear time.
 * Patterns that are not strings, not valid RE2, or too large, and inputs too long to test, are
 * reported and give undefined (a failing check). An undefined value fails. While the regex engine
 * is still loading, the answer is undefined without an issue and the caller evaluates again.
 */
export const regex: FunctionImpl = ({value, pattern}, ctx) => {
  if (typeof pattern !== 'string') {
    ctx.report('needs a string `pattern`.');
    return undefined;
  }
  const {problem, pending} = preparePattern(pattern);
  if (pending) {
    ctx.retryWhen(pending);
    return undefined;
  }
  if (problem) {
    ctx.report(problem);
    return undefined;
  }
  const mismatch = 'Not in the expected format.';
  if (value === undefined) return answer(ctx, false, 'PATTERN_MISMATCH', mismatch);
  const result = testPattern(pattern, toText(value));
  if (result.problem) ctx.report(result.problem);
  return answer(ctx, result.matches, 'PATTERN_MISMATCH', mismatch);
};

/**
 * Reads optional `min`/`max` bounds; undefined (reported) when one is not a number, or when
 * neither is given and `required` is set.
 */
function bounds(
  args: Record<string, unknown>,
  ctx: FunctionContext,
  required: boolean,
): {min: number; max: number} | undefined {
  const min =
    args.min === undefined || args.min === null ? undefined : toNumberOrUndefined(args.min);
  const max =
    args.max === undefined || args.max === null ? undefined : toNumberOrUndefined(args.max);
  const badMin = args.min !== undefined && args.min !== null && min === undefined;
  const badMax = args.max !== undefined && args.max !== null && max === undefined;
  if (badMin || badMax) {
    ctx.report('`min` and `max` must be numbers.');
    return undefined;
  }
  if (required && min === undefined && max === undefined) {
    ctx.report('needs `min` or `max`.');
    return undefined;
  }
  return {min: min ?? -Infinity, max: max ?? Infinity};
}

/**
 * The length of a string (UTF-16 units, no trim) or an array (any other value counts as 0) lies
 * within the inclusive bounds `min`/`max`; at least one bound is required.
 */
export const length: FunctionImpl = (args, ctx) => {
  const range = bounds(args, ctx, true);
  if (!range) return undefined;
  const {value} = args;
  const count = typeof value === 'string' || Array.isArray(value) ? value.length : 0;
  const message = `The length must be ${describeRange(range)}.`;
  return answer(ctx, count >= range.min && count <= range.max, 'INVALID_LENGTH', message);
};

function describeRange({min, max}: {min: number; max: number}): string {
  if (min === -Infinity) return `at most ${max}`;
  if (max === Infinity) return `at least ${min}`;
  return `between ${min} and ${max}`;
}

/**
 * `value` as a number lies within the inclusive bounds `min`/`max`, both optional (without them,
 * the check is only "is a number"); `""` and null count as 0 (as `Number()` does), undefined and
 * unparsable text fail without an issue.
 */
export const numeric: FunctionImpl = (args, ctx) => {
  const range = bounds(args, ctx, false);
  if (!range) return undefined;
  const {value} = args;
  const number =
    value === undefined
      ? undefined
      : value === null || value === ''
        ? 0
        : toNumberOrUndefined(value);
  if (number === undefined) return answer(ctx, false, 'NOT_A_NUMBER', 'Enter a number.');
  const inRange = number >= range.min && number <= range.max;
  return answer(ctx, inRange, 'OUT_OF_RANGE', `The number must be ${describeRange(range)}.`);
};

const EMAIL = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/** An ASCII e-mail address as A2UI's reference renderer checks it; `""` and non-strings fail. */
export const email: FunctionImpl = ({value}, ctx) => {
  const valid = typeof value === 'string' && value.length <= 320 && EMAIL.test(value);
  const message = 'Please enter a valid email address (e.g. user@example.com).';
  return answer(ctx, valid, 'INVALID_EMAIL', message);
};
