/**
 * Exact int64 arithmetic on the decimal strings the service sends: every comparison goes through
 * BigInt, so values beyond 2^53 keep their last digits.
 */

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;

const DECIMAL = /^[+-]?\d{1,40}$/;

/** The BigInt of a decimal integer string (or a safe integer number), else undefined. */
export function parseBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return DECIMAL.test(text) ? BigInt(text) : undefined;
}

/** An int64 within the signed 64-bit range, else undefined. */
export function parseInt64(value: unknown): bigint | undefined {
  const n = parseBigInt(value);
  return n !== undefined && n >= INT64_MIN && n <= INT64_MAX ? n : undefined;
}

/** A non-negative count (lengths, item counts, sizes), capped to a safe JS number. */
export function parseCount(value: unknown): number | undefined {
  const n = parseBigInt(value);
  if (n === undefined || n < 0n) return undefined;
  return n > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(n);
}

/** The list of BigInts of the parseable entries of `list`. */
export function parseBigIntList(list: unknown): bigint[] {
  if (!Array.isArray(list)) return [];
  return list.map(parseBigInt).filter((n): n is bigint => n !== undefined);
}
