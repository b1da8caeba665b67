/**
 * Checks: normalising the wire forms into `Check[]` (used by the parser) and evaluating them.
 * Wire forms: seed wrapped `{call: {call, args, message}}`, `{and: {checks: […]}}`,
 * `{or: {checks: […]}}` (nestable); flat `{call: "name", args, message}`; A2UI
 * `{condition, message}`; early-draft `{and: […]}`, `{or: […]}` and `{not: value}`.
 */
import {isValidationResult, type ValidationResult} from './validation-result.js';
import {toBoolean, toText} from './coerce.js';
import {hasOwn, isPlainObject, isUnsafeKey} from './json.js';
import {Resolver, type Scope} from './resolve.js';
import type {Check, CheckResult, Issue} from './types.js';

/** The message used for a failing check that has none. */
export const CHECK_FALLBACK_MESSAGE = 'Not valid';

/** How deeply and/or groups may nest. */
export const MAX_CHECK_DEPTH = 50;

function readMessage(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string') return candidate;
    if (isPlainObject(candidate) && 'literal' in candidate) return toText(candidate.literal);
  }
  return undefined;
}

function safeArgs(raw: unknown, pointer: string, issues: Issue[]): Record<string, unknown> {
  if (raw === undefined || raw === null) return {};
  if (!isPlainObject(raw)) {
    issues.push({pointer, message: 'Check arguments must be an object.', severity: 'error'});
    return {};
  }
  const args: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) if (!isUnsafeKey(key)) args[key] = raw[key];
  return args;
}

/**
 * The checks in `raw` (normally an array) in normalised form. `pointer` addresses `raw` in the
 * record; problems go to `issues` with the pointer of the offending item. Never throws.
 */
export function normalizeChecks(
  raw: unknown,
  pointer: string,
  issues: Issue[],
  depth = 0,
): Check[] {
  if (raw === undefined || raw === null) return [];
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (isPlainObject(raw)) {
    issues.push({
      pointer,
      message: 'Checks should be a list; read as a list of one.',
      severity: 'warning',
    });
    items = [raw];
  } else {
    issues.push({pointer, message: 'Checks must be a list.', severity: 'error'});
    return [];
  }
  if (depth > MAX_CHECK_DEPTH) {
    issues.push({
      pointer,
      message: `Checks nested deeper than ${MAX_CHECK_DEPTH} levels are ignored.`,
      severity: 'error',
    });
    return [];
  }
  const checks: Check[] = [];
  items.forEach((item, index) => {
    const at = Array.isArray(raw) ? `${pointer}/${index}` : pointer;
    const check = normalizeCheck(item, at, issues, depth);
    if (check) checks.push(check);
  });
  return checks;
}

function normalizeCheck(
  item: unknown,
  pointer: string,
  issues: Issue[],
  depth: number,
): Check | undefined {
  if (!isPlainObject(item)) {
    issues.push({pointer, message: 'A check must be an object.', severity: 'error'});
    return undefined;
  }
  if (hasOwn(item, 'condition')) {
    return {
      kind: 'condition',
      condition: item.condition,
      message: readMessage(item.message),
      pointer,
    };
  }
  for (const kind of ['and', 'or'] as const) {
    if (!hasOwn(item, kind)) continue;
    const group = item[kind];
    if (isPlainObject(group) && Array.isArray(group.checks)) {
      const checks = normalizeChecks(group.checks, `${pointer}/${kind}/checks`, issues, depth + 1);
      return {kind, checks, message: readMessage(group.message, item.message), pointer};
    }
    if (Array.isArray(group)) {
      const checks = normalizeChecks(group, `${pointer}/${kind}`, issues, depth + 1);
      return {kind, checks, message: readMessage(item.message), pointer};
    }
    issues.push({
      pointer: `${pointer}/${kind}`,
      message: `"${kind}" must hold {checks: […]}.`,
      severity: 'error',
    });
    return undefined;
  }
  if (hasOwn(item, 'not')) {
    const condition = {call: 'not', args: {value: item.not}};
    return {kind: 'condition', condition, message: readMessage(item.message), pointer};
  }
  if (hasOwn(item, 'call')) {
    const call = item.call;
    if (isPlainObject(call)) {
      if (typeof call.call !== 'string' || call.call === '') {
        issues.push({
          pointer: `${pointer}/call/call`,
          message: 'A check needs a function name.',
          severity: 'error',
        });
        return undefined;
      }
      const args = safeArgs(call.args, `${pointer}/call/args`, issues);
      return {
        kind: 'call',
        call: call.call,
        args,
        message: readMessage(call.message, item.message),
        pointer,
      };
    }
    if (typeof call === 'string' && call !== '') {
      const args = safeArgs(item.args, `${pointer}/args`, issues);
      return {kind: 'call', call, args, message: readMessage(item.message), pointer};
    }
    issues.push({
      pointer: `${pointer}/call`,
      message: 'A check needs a function name.',
      severity: 'error',
    });
    return undefined;
  }
  issues.push({
    pointer,
    message: 'Unknown check form (expected call, and, or or condition).',
    severity: 'error',
  });
  return undefined;
}

interface Outcome {
  pass: boolean;
  message?: string;
  /** For an `and` group that failed: the message of every failing check in it. */
  all?: string[];
  /** From a v1.0 ValidationResult, when the check's function returned one. */
  code?: string;
  severity?: ValidationResult['severity'];
}

/**
 * A check's outcome from what its function or condition gave: a ValidationResult by its
 * validity, anything else by truthiness. The check's own message comes first, then the result's.
 */
function outcomeOf(result: unknown, message: string | undefined): Outcome {
  if (!isValidationResult(result)) return {pass: toBoolean(result), message};
  const outcome: Outcome = {pass: result.valid, message: message ?? result.message};
  if (typeof result.code === 'string') outcome.code = result.code;
  if (result.severity === 'warning' || result.severity === 'info')
    outcome.severity = result.severity;
  return outcome;
}

/**
 * Evaluates `checks`: valid only when every one passes; `and` needs all children, `or` any, and
 * empty groups pass; a check that throws or returns undefined fails. A call check without a
 * `value` argument gets `ownValue` (the input's own raw bound value, such as `{path: '/a'}`).
 * Messages: per failing top-level check, its message; for a group, the first failing leaf's
 * message, else the group's; CHECK_FALLBACK_MESSAGE when there is none. `reasons` lists every
 * failing check once, each check of a failing `and` group included (what blocks a button). A check whose function
 * waits for the regex engine fails for now, and `pending` says when to evaluate again.
 */
export function evaluateChecks(
  checks: readonly Check[],
  scope: Scope,
  ownValue?: unknown,
): CheckResult {
  const paths = new Set<string>();
  const resolver = new Resolver(scope, paths);
  const messages: string[] = [];
  const reasons: string[] = [];
  const failures: ValidationResult[] = [];
  for (const check of Array.isArray(checks) ? checks : []) {
    const outcome = evaluate(check, resolver, ownValue);
    if (outcome.pass) continue;
    const message = outcome.message ?? CHECK_FALLBACK_MESSAGE;
    messages.push(message);
    for (const reason of outcome.all ?? [message])
      if (!reasons.includes(reason)) reasons.push(reason);
    failures.push({
      valid: false,
      ...(outcome.code ? {code: outcome.code} : {}),
      message,
      severity: outcome.severity ?? 'error',
    });
  }
  const result: CheckResult = {valid: messages.length === 0, messages, reasons, failures, paths};
  const pending = resolver.pending;
  if (pending) result.pending = pending;
  return result;
}

function evaluate(check: Check, resolver: Resolver, ownValue: unknown): Outcome {
  if (!isPlainObject(check)) return {pass: false};
  if (typeof check.pointer === 'string') resolver.pointer = check.pointer;
  try {
    switch (check.kind) {
      case 'call': {
        let raw = isPlainObject(check.args) ? check.args : {};
        if (ownValue !== undefined && !hasOwn(raw, 'value')) raw = {...raw, value: ownValue};
        const result = resolver.invoke(check.call, resolver.args(check.call, raw));
        return outcomeOf(result, check.message);
      }
      case 'condition':
        return outcomeOf(resolver.value(check.condition), check.message);
      case 'and':
      case 'or': {
        const failed: Outcome[] = [];
        for (const child of check.checks) {
          const outcome = evaluate(child, resolver, ownValue);
          if (!outcome.pass) failed.push(outcome);
        }
        const total = check.checks.length;
        const passed = total - failed.length;
        const pass = total === 0 || (check.kind === 'and' ? passed === total : passed > 0);
        if (pass) return {pass};
        const message = failed[0]?.message ?? check.message;
        const outcome: Outcome = {...failed[0], pass, message};
        if (check.kind === 'and') {
          const all = failed.flatMap((f) => f.all ?? (f.message === undefined ? [] : [f.message]));
          outcome.all = all.length ? all : undefined;
        } else delete outcome.all;
        return outcome;
      }
      default:
        return {pass: false};
    }
  } catch {
    return {pass: false, message: check.message};
  }
}
