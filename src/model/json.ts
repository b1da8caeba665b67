/**
 * Small JSON helpers shared by the model: own-property reads, plain-object tests and a sanitising
 * deep copy that never lets `__proto__`, `prototype` or `constructor` keys through.
 */
import type {Json} from './types.js';

/** Keys that could reach an object's prototype; never stored in the model or in props. */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);

/** True for a key that could reach a prototype (`__proto__`, `prototype`, `constructor`). */
export function isUnsafeKey(key: string): boolean {
  return UNSAFE_KEYS.has(key);
}

const hasOwnProperty = Object.prototype.hasOwnProperty;

/** `Object.hasOwn` without needing ES2022 lib typings everywhere. */
export function hasOwn(target: object, key: string): boolean {
  return hasOwnProperty.call(target, key);
}

/** A non-null, non-array object (a JSON object, or any object that is not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How deep `toJson` copies before it gives up on a branch (it then stores null). */
export const MAX_JSON_DEPTH = 500;

/** The longest array the model holds; longer (or sparse, huge) arrays are cut to this length. */
export const MAX_ARRAY_LENGTH = 1_000_000;

/** What `toJson` had to change to make its input plain, safe JSON. */
export interface JsonCopyReport {
  /** Keys dropped because they could reach a prototype. */
  unsafeKeys: number;
  /** Branches cut because they were nested deeper than MAX_JSON_DEPTH, or arrays cut to MAX_ARRAY_LENGTH. */
  tooDeep: number;
}

/**
 * A deep, plain-JSON copy of `value`: unsafe keys dropped, non-finite numbers become null, -0 0,
 * functions, symbols and undefined are left out of objects (null inside arrays, like
 * `JSON.stringify`), `toJSON()` is honoured (Dates become strings), nothing deeper than
 * MAX_JSON_DEPTH. Returns undefined only for a top-level value JSON cannot hold. Never throws.
 */
export function toJson(value: unknown, report?: JsonCopyReport): Json | undefined {
  return copy(value, 0, report ?? {unsafeKeys: 0, tooDeep: 0});
}

function copy(value: unknown, depth: number, report: JsonCopyReport): Json | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (value === 0) return 0; // -0 has no JSON form
      return Number.isFinite(value) ? value : null;
    case 'bigint':
      return value.toString();
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return null;
  if (depth >= MAX_JSON_DEPTH) {
    report.tooDeep++;
    return null;
  }
  try {
    if (Array.isArray(value)) {
      let length = value.length;
      if (length > MAX_ARRAY_LENGTH) {
        report.tooDeep++;
        length = MAX_ARRAY_LENGTH;
      }
      const out: Json[] = new Array<Json>(length);
      for (let i = 0; i < length; i++) out[i] = copy(value[i], depth + 1, report) ?? null;
      return out;
    }
    const withToJson = value as {toJSON?: unknown};
    if (typeof withToJson.toJSON === 'function') {
      return copy((withToJson.toJSON as () => unknown)(), depth + 1, report);
    }
    const out: {[key: string]: Json} = {};
    for (const key of Object.keys(value)) {
      if (isUnsafeKey(key)) {
        report.unsafeKeys++;
        continue;
      }
      const item = copy((value as Record<string, unknown>)[key], depth + 1, report);
      if (item !== undefined) out[key] = item;
    }
    return out;
  } catch {
    // A getter or toJSON threw, or a proxy misbehaved: leave the branch out.
    return undefined;
  }
}

/**
 * `toJson` for a value `JSON.parse` has just returned, which nothing else holds: the same result
 * and report, reached by changing the value in place rather than copying it. Such a value has
 * only strings, finite numbers (bar `-0` and the `Infinity` of `1e999`), booleans, null, arrays
 * and plain objects, so only those need looking at. A data model of 5 MB is read in about a
 * third of the time of a copy, and makes no garbage.
 */
export function sanitizeParsedJson(value: unknown, report: JsonCopyReport): Json {
  return sanitize(value, 0, report);
}

function sanitize(value: unknown, depth: number, report: JsonCopyReport): Json {
  if (typeof value === 'number') return value === 0 ? 0 : Number.isFinite(value) ? value : null;
  if (typeof value !== 'object' || value === null) return value as Json;
  if (depth >= MAX_JSON_DEPTH) {
    report.tooDeep++;
    return null;
  }
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY_LENGTH) {
      report.tooDeep++;
      value.length = MAX_ARRAY_LENGTH;
    }
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'object' || typeof item === 'number')
        value[i] = sanitize(item, depth + 1, report);
    }
    return value as Json[];
  }
  const record = value as Record<string, unknown>;
  // `for…in`, not Object.keys: no array per object (a key the page added to Object.prototype is
  // not the object's own, and is skipped).
  for (const key in record) {
    if (!hasOwn(record, key)) continue;
    if (isUnsafeKey(key)) {
      report.unsafeKeys++;
      delete record[key];
      continue;
    }
    const item = record[key];
    if (typeof item === 'object' || typeof item === 'number')
      record[key] = sanitize(item, depth + 1, report);
  }
  return record as {[key: string]: Json};
}
