/**
 * Defensive coercions for element properties. Values reach the input elements from an
 * agent-written surface, so a number may arrive as a string, an array as null, and so on. These
 * helpers follow the coercion table of the A2UI semantics (§1) and never throw.
 */

import type {ComplexAttributeConverter} from 'lit';

/** Any value as display text: null/undefined → '', objects → JSON, the rest via `String()`. */
export function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return '';
    }
  }
  return String(value);
}

/** Any value as a boolean: "true"/"false" in any case, numbers non-zero, other strings false. */
export function toBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  return false;
}

/** Any value as a finite number, or `undefined` when it has none ('' and null count as none). */
export function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean') {
    return undefined;
  }
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Any value as a list of ids: an array keeps its string/number items; a string that holds a JSON
 * array is parsed; any other non-empty string or number is a list of one; everything else is [].
 */
export function toIdList(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value
      .filter((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
      .map(String);
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (Array.isArray(parsed)) return toIdList(parsed);
      } catch {
        // Not JSON: fall through and use the string as one id.
      }
    }
    return value === '' ? [] : [value];
  }
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  return [];
}

/** Attribute converter for JSON-valued attributes: bad JSON gives `undefined`, never an exception. */
export const jsonAttribute: ComplexAttributeConverter<unknown> = {
  fromAttribute(value: string | null): unknown {
    if (value === null) return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return undefined;
    }
  },
  toAttribute(value: unknown): string {
    return JSON.stringify(value);
  },
};
