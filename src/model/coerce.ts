/**
 * The coercions of A2UI (a2ui-semantics.md §1), applied wherever a value is shown or tested:
 * text, boolean and number. None of them throws.
 */

/**
 * A value as text: strings as they are; numbers and booleans through `String()`; null and
 * undefined as `""`; arrays and objects as JSON (`[1,null,3]`); anything JSON cannot hold as `""`.
 */
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'object':
      if (value === null) return '';
      try {
        return JSON.stringify(value) ?? '';
      } catch {
        return '';
      }
    default:
      return '';
  }
}

/**
 * A value as a boolean: booleans as they are; the strings "true"/"false" in any case (any other
 * string is false); numbers: 0 and NaN are false; null and undefined false; arrays and objects true.
 */
export function toBoolean(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'string':
      return value.trim().toLowerCase() === 'true';
    case 'number':
      return value !== 0 && !Number.isNaN(value);
    case 'bigint':
      return value !== 0n;
    case 'object':
      return value !== null;
    default:
      return false;
  }
}

/**
 * A logical operand (`and`, `or`, `not`) as a boolean, following the official conformance suite's
 * truthiness cases: like `toBoolean`, except that a string is true unless it is empty or reads
 * "false" (any case, trimmed), so `"non-empty"` and `"yes"` are true and `""` is false.
 */
export function toTruthy(value: unknown): boolean {
  if (typeof value !== 'string') return toBoolean(value);
  const text = value.trim().toLowerCase();
  return value !== '' && text !== 'false';
}

/**
 * A value as a number: finite numbers as they are; null, undefined, non-finite numbers,
 * unparsable strings, arrays and objects as 0; numeric strings parsed (`" 2.5 "` → 2.5);
 * booleans as 1 and 0.
 */
export function toNumber(value: unknown): number {
  const number = toNumberOrUndefined(value);
  return number === undefined ? 0 : number;
}

/**
 * Like `toNumber`, but undefined instead of 0 when there is no number: for missing values (null,
 * undefined, `""`), unparsable strings, non-finite numbers, arrays and objects.
 */
export function toNumberOrUndefined(value: unknown): number | undefined {
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? value : undefined;
    case 'boolean':
      return value ? 1 : 0;
    case 'bigint':
      return Number(value);
    case 'string': {
      const text = value.trim();
      if (text === '') return undefined;
      const number = Number(text);
      return Number.isFinite(number) ? number : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A value as a list of ids (a choice picker's selection): an array keeps its string and finite
 * number items; a string that holds a JSON array is parsed; any other non-empty string or finite
 * number is a list of one; everything else is [].
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
        // Not JSON: the string is one id.
      }
    }
    return value === '' ? [] : [value];
  }
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  return [];
}
