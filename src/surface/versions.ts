/**
 * What a newer version of a surface does to what the person has: the version rule (same or older
 * `updatedAt` changes nothing) and the three-way merge of the data (see `mergeData`).
 */
import type {DataModel} from '../model/data-model.js';
import {toJson} from '../model/json.js';
import {mergeData, type DataConflict} from '../model/merge.js';
import type {Json} from '../model/types.js';

/** True when `next` is not newer than `current` (equal, or both parse and next is earlier). */
export function isStale(next: unknown, current: unknown): boolean {
  if (next === current) return true;
  const a = Date.parse(String(next));
  const b = Date.parse(String(current));
  return Number.isFinite(a) && Number.isFinite(b) && a <= b;
}

/**
 * Brings the server's newer data into the live model: paths the server changed since `base` take
 * its value, paths only the person changed keep theirs, paths both changed take the server's and
 * are returned as conflicts. Only changed paths are written, so only their bindings hear of it.
 */
export function mergeServerData(
  model: DataModel,
  base: Json,
  incoming: Record<string, Json>,
): DataConflict[] {
  // The merge only reads the live data; the values it hands out are copied before any write.
  const {patches, conflicts} = mergeData(base, model.get('/'), incoming);
  const copied = conflicts.map(({path, local, server}) => ({
    path,
    local: toJson(local),
    server: toJson(server),
  }));
  for (const patch of patches) model.set(patch.path, patch.value);
  return copied;
}

/**
 * Deep equality of two JSON values (plain objects by own keys, arrays by items), without making
 * text. Anything that is not plain JSON (a Date, a Map, a class instance) counts as different, and
 * past `limit` values compared (a cyclic or huge input) the answer is false: "changed" is always
 * a safe answer here, it only costs a full reconcile.
 */
export function sameJsonWithin(a: unknown, b: unknown, limit = 1_000_000): boolean {
  const budget = {left: limit};
  return same(a, b, 0, budget);
}

/** Recursion this deep goes on with an explicit stack (a hostile nesting depth). */
const MAX_RECURSION = 64;

function same(x: unknown, y: unknown, depth: number, budget: {left: number}): boolean {
  if (x === y) return x !== 0 || Object.is(x, y);
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (--budget.left < 0) return false;
  if (depth >= MAX_RECURSION) return sameIteratively(x, y, budget);
  if (Array.isArray(x)) {
    if (!Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!same(x[i], y[i], depth + 1, budget)) return false;
    return true;
  }
  if (Array.isArray(y) || !isJsonObject(x) || !isJsonObject(y)) return false;
  let keys = 0;
  for (const key in x) {
    if (!Object.hasOwn(x, key)) continue;
    keys++;
    if (!Object.hasOwn(y, key) || !same(x[key], y[key], depth + 1, budget)) return false;
  }
  for (const key in y) if (Object.hasOwn(y, key)) keys--;
  return keys === 0;
}

function sameIteratively(a: unknown, b: unknown, budget: {left: number}): boolean {
  const stack: unknown[] = [a, b];
  while (stack.length) {
    const y = stack.pop();
    const x = stack.pop();
    if (Object.is(x, y)) continue;
    if (--budget.left < 0) return false;
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) stack.push(x[i], y[i]);
      continue;
    }
    if (Array.isArray(y) || !isJsonObject(x) || !isJsonObject(y)) return false;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(y, key)) return false;
      stack.push(x[key], y[key]);
    }
  }
  return true;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
