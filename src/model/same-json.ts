/**
 * The deep equality of JSON values, in bounded time and stack: which components of a newer record
 * are unchanged, which values a three-way merge must write, whether a data model write changes
 * anything.
 */

/**
 * Deep equality of two JSON values (plain objects by own keys in any order, arrays by items;
 * `0` and `-0` differ), without making text. Anything that is not plain JSON (a Date, a Map, a
 * class instance) counts as different, and past `limit` values compared (a cyclic or huge input)
 * the answer is false: every caller treats "changed" as the safe answer (a full reconcile, one
 * more write or notification).
 */
export function sameJson(a: unknown, b: unknown, limit = 1_000_000): boolean {
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
