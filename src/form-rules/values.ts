/**
 * The values a form holds, one per field name, and what counts as "empty".
 *
 * - boolField: `boolean`
 * - int64Field: a decimal `string` (kept exact, never converted to a JS number); `''` when blank
 * - stringField (text, password, date `YYYY-MM-DD`, select, picker): `string`
 * - stringSliceField: `string[]`
 * - stringMapField: `Record<string, string>`
 * - fileField: a {@link FileLike} (a browser `File` fits) or `null`
 * - oauth2Field: a `string` the host sets after connecting (for example a credential id), `''` before
 */
export interface FileLike {
  readonly name: string;
  /** Size in bytes. */
  readonly size: number;
  /** MIME type, may be `''`. */
  readonly type: string;
}

export type FieldValue =
  | boolean
  | string
  | readonly string[]
  | Readonly<Record<string, string>>
  | FileLike
  | null
  | undefined;

/** Field name → value. */
export type FormValues = Record<string, FieldValue>;

/** Field name → message, for the fields that have a problem. Empty when all is well. */
export type FormErrors = Record<string, string>;

/** True when the user has given no value: nothing, `''`, `false`, `[]`, `{}`. */
export function isEmptyValue(value: FieldValue): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && !isFileLike(value)) return Object.keys(value).length === 0;
  return false;
}

export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).size === 'number'
  );
}

export function asString(value: FieldValue): string {
  return typeof value === 'string' ? value : '';
}

export function asStringArray(value: FieldValue): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function asStringMap(value: FieldValue): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || isFileLike(value)) {
    return {};
  }
  // fromEntries defines own properties, so a key such as `__proto__` stays a plain key.
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string'));
}
