/**
 * Default values from `defaultValue` / `defaultValues` (and `defaultToToday` for dates).
 *
 * The CEL expressions (`adminConfig.defaultValueCel`, `sharedConfig.defaultValueCel`,
 * `inputTransformationCel`) are not evaluated: the spec does not say which variables they see, so
 * the browser would have to guess. Fields that carry them get a note instead (see notes.ts).
 */
import type {Field, Form} from '../api/types.js';
import {fieldKind} from '../api/types.js';
import {parseDate, todayIso} from './date-rules.js';
import type {FieldValue, FormValues} from './values.js';
import {asStringMap} from './values.js';

export interface DefaultOptions {
  /** Today's date, `YYYY-MM-DD` (defaults to the viewer's local date). */
  today?: string;
}

/** The value a field starts with. */
export function defaultValueOf(field: Field, options: DefaultOptions = {}): FieldValue {
  switch (fieldKind(field)) {
    case 'boolField':
      return field.boolField?.defaultValue === true;
    case 'int64Field': {
      const v = field.int64Field?.defaultValue;
      return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
    }
    case 'stringField': {
      const s = field.stringField!;
      if (typeof s.defaultValue === 'string' && s.defaultValue !== '') {
        return s.dateField ? (parseDate(s.defaultValue) ?? s.defaultValue) : s.defaultValue;
      }
      if (s.dateField?.defaultToToday) return options.today ?? todayIso();
      return '';
    }
    case 'stringSliceField': {
      const v = field.stringSliceField?.defaultValues;
      return Array.isArray(v) ? v.filter((s) => typeof s === 'string') : [];
    }
    case 'stringMapField':
      return asStringMap(field.stringMapField?.defaultValue ?? {});
    case 'fileField':
      return null;
    case 'oauth2Field':
      return '';
    default:
      return undefined;
  }
}

/** The defaults of every field of the form. */
export function defaultValues(
  form: Form | null | undefined,
  options: DefaultOptions = {},
): FormValues {
  const values: FormValues = {};
  for (const field of form?.fields ?? []) {
    if (!field || typeof field.name !== 'string' || field.name in values) continue;
    values[field.name] = defaultValueOf(field, options);
  }
  return values;
}

/** `values`, with each field the caller did not set (undefined) filled with its default. */
export function withDefaults(
  form: Form | null | undefined,
  values: FormValues | null | undefined,
  options: DefaultOptions = {},
): FormValues {
  const out: FormValues = {...(values ?? {})};
  for (const [name, value] of Object.entries(defaultValues(form, options))) {
    if (out[name] === undefined) out[name] = value;
  }
  return out;
}
