/**
 * The values of the data elements (`<svc-table>`, `<svc-chart>`, `<svc-metric-cards>`), made
 * safe: pure functions, no DOM, never throw. Agent-written values may arrive with the wrong type (a
 * number as a string, an array as null), so every property goes through one of these before use.
 */

import {toText} from '../../../model/coerce.js';

/** Any value as display text (the basic elements' coercion, re-exported for table and chart). */
export {toText};

/** Any value as an array: arrays as they are, everything else as `[]`. */
export function toArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A property of an object-like value, or `undefined`. */
export function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

const INTEGER = /^\s*[+-]?\d+\s*$/;

/**
 * A count (int64 on the wire, so usually a decimal string) as a `bigint`, or `undefined` when it
 * is not a whole number. `bigint` keeps precision past 2^53.
 */
export function toCount(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) ? BigInt(value) : undefined;
  }
  if (typeof value === 'string' && INTEGER.test(value)) return BigInt(value.trim());
  return undefined;
}

/** A count for display with grouping (`1,204`); text that is not a whole number is shown as is. */
export function formatCount(value: unknown, locale?: string): string {
  const count = toCount(value);
  if (count === undefined) return toText(value);
  try {
    return count.toLocaleString(locale || undefined);
  } catch {
    return count.toLocaleString();
  }
}

/** One entry of `sources`: where the data came from. */
export interface Source {
  /** What kind of thing the source is (`api`, `app`, ...). */
  kind: string;
  /** Human-readable name. */
  label: string;
  /** Where it lives; a link only when it is an absolute http(s) URL. */
  ref: string;
  /** How many items came from it (int64 as a string on the wire). */
  count: string;
}

/** `sources` as a clean list: entries that are not objects, or have neither label nor ref, drop. */
export function toSources(value: unknown): Source[] {
  const out: Source[] = [];
  for (const item of toArray(value)) {
    if (item === null || typeof item !== 'object') continue;
    const source = {
      kind: toText(field(item, 'kind')),
      label: toText(field(item, 'label')),
      ref: toText(field(item, 'ref')),
      count: toText(field(item, 'count')),
    };
    if (source.label || source.ref) out.push(source);
  }
  return out;
}
