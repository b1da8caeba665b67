/**
 * Walks a component's property values: reports malformed dynamic values with the pointer of the
 * offending place (a path that is not a string, a call without a name, an unknown function, an
 * ambiguous `{literal, path}`), drops keys that could reach a prototype, and cuts absurd nesting.
 */
import {isPlainObject, isUnsafeKey} from './json.js';
import {escapeSegment} from './pointer.js';
import {dynamicKind, MAX_RESOLVE_DEPTH} from './resolve.js';
import type {Issue, Severity} from './types.js';

export interface ValueCheckContext {
  issues: Issue[];
  /** Function names a call may use; unknown ones get a warning. */
  functions: ReadonlySet<string>;
  /**
   * How an unknown function is reported: a warning (default: the host may register it later), or
   * an error when validating strictly against a catalog.
   */
  unknownFunction?: Severity;
}

const at = (pointer: string, key: string | number) => `${pointer}/${escapeSegment(String(key))}`;

/**
 * `value` as it should be kept in props: the same reference when nothing had to change, else a
 * copy without unsafe keys. Problems are pushed to `context.issues`.
 */
export function checkValue(
  value: unknown,
  pointer: string,
  context: ValueCheckContext,
  depth = 0,
): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_RESOLVE_DEPTH) {
    context.issues.push({
      pointer,
      message: `Nested deeper than ${MAX_RESOLVE_DEPTH} levels; the rest is not read.`,
      severity: 'error',
    });
    return undefined;
  }
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = checkValue(value[i], at(pointer, i), context, depth + 1);
      if (!out && item !== value[i]) out = value.slice(0, i);
      if (out) out[i] = item;
    }
    return out ?? value;
  }
  const record = value as Record<string, unknown>;
  const kind = dynamicKind(record);
  if (kind === 'literal') return value;
  if (kind === 'path') {
    if (typeof record.path !== 'string') {
      context.issues.push({
        pointer: at(pointer, 'path'),
        message: 'A path must be a string.',
        severity: 'error',
      });
    }
    return value;
  }
  if (kind === 'call') return checkCall(record, pointer, context, depth);
  const markers = ['literal', 'path', 'call'].filter((key) => key in record);
  if (markers.length > 1) {
    context.issues.push({
      pointer,
      message: `A dynamic value holds exactly one of literal, path, call; this one has ${markers.join(' and ')} and is read as a plain object.`,
      severity: 'warning',
    });
  }
  return checkObject(record, pointer, context, depth);
}

function checkObject(
  record: Record<string, unknown>,
  pointer: string,
  context: ValueCheckContext,
  depth: number,
): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    if (isUnsafeKey(key)) {
      context.issues.push({
        pointer: at(pointer, key),
        message: `The key "${key}" is not allowed; it is ignored.`,
        severity: 'warning',
      });
      if (!out) {
        out = {};
        for (let j = 0; j < i; j++) out[keys[j]] = record[keys[j]];
      }
      continue;
    }
    const item = checkValue(record[key], at(pointer, key), context, depth + 1);
    if (!out && item !== record[key]) {
      out = {};
      for (let j = 0; j < i; j++) out[keys[j]] = record[keys[j]];
    }
    if (out) out[key] = item;
  }
  return out ?? record;
}

function checkCall(
  record: Record<string, unknown>,
  pointer: string,
  context: ValueCheckContext,
  depth: number,
) {
  const wrapped = isPlainObject(record.call);
  const call = wrapped ? (record.call as Record<string, unknown>) : record;
  const namePointer = wrapped ? at(at(pointer, 'call'), 'call') : at(pointer, 'call');
  const argsPointer = wrapped ? at(at(pointer, 'call'), 'args') : at(pointer, 'args');
  const name = call.call;
  if (typeof name !== 'string' || name === '') {
    context.issues.push({
      pointer: namePointer,
      message: 'A function call needs a function name.',
      severity: 'error',
    });
  } else if (!context.functions.has(name) && name !== '@index') {
    context.issues.push({
      pointer: namePointer,
      message: `Unknown function "${name}".`,
      severity: context.unknownFunction ?? 'warning',
    });
  }
  const args = call.args;
  if (args === undefined || args === null) return record;
  if (!isPlainObject(args)) {
    context.issues.push({
      pointer: argsPointer,
      message: 'Function arguments must be an object of named arguments.',
      severity: 'error',
    });
    return record;
  }
  const checked = checkObject(args, argsPointer, context, depth + 1);
  if (checked === args) return record;
  return wrapped ? {...record, call: {...call, args: checked}} : {...record, args: checked};
}
