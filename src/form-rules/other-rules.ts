/** The rules of booleans, string maps and files. */
import type {BoolRules, FileField, StringMapField} from '../api/types.js';
import {parseBigInt} from './int64.js';
import {messages} from './messages.js';
import type {FormMessages} from './messages.js';
import type {FileLike} from './values.js';

export function checkBool(
  value: boolean,
  rules: BoolRules | null | undefined,
  m: FormMessages = messages,
): string | undefined {
  if (typeof rules?.const === 'boolean' && value !== rules.const) {
    return rules.const ? m.mustBeChecked() : m.mustBeUnchecked();
  }
  return undefined;
}

/**
 * A map's rules: `isRequired` asks for at least one entry; `validateEmpty` refuses entries with an
 * empty key or an empty value.
 */
export function checkMap(
  map: Readonly<Record<string, string>>,
  rules: StringMapField['rules'],
  m: FormMessages = messages,
): string | undefined {
  const entries = Object.entries(map);
  if (rules?.isRequired && entries.length === 0) return m.mapRequired();
  if (rules?.validateEmpty) {
    for (const [key, value] of entries) {
      if (key.trim() === '') return m.mapEmptyKey();
      if (value === '') return m.mapEmptyValue(key);
    }
  }
  return undefined;
}

/**
 * True when `file` is of one of `accepted`, written as for the `accept` attribute: extensions
 * (`.pdf`), exact MIME types (`application/pdf`) or wildcards (`image/*`). Case-insensitive.
 */
export function acceptsFile(file: FileLike, accepted: readonly string[]): boolean {
  const list = accepted.map((a) => a.trim().toLowerCase()).filter(Boolean);
  if (list.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return list.some((a) => {
    if (a.startsWith('.')) return name.endsWith(a);
    if (a.endsWith('/*')) return type.startsWith(a.slice(0, -1));
    return type === a;
  });
}

export function checkFile(
  file: FileLike,
  field: FileField,
  m: FormMessages = messages,
): string | undefined {
  const accepted = (field.acceptedFileTypes ?? []).filter((t) => typeof t === 'string');
  if (!acceptsFile(file, accepted)) return m.fileType(accepted);
  const max = parseBigInt(field.maxFileSize);
  if (max !== undefined && max > 0n && BigInt(file.size) > max) return m.fileSize(m.bytes(max));
  return undefined;
}
