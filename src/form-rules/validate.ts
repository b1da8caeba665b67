/** Field-by-field and whole-form validation: pure functions, no DOM. */
import type {Field, Form} from '../api/types.js';
import {fieldKind} from '../api/types.js';
import {checkDate} from './date-rules.js';
import {isReadOnly} from './field-kind.js';
import {checkInt64} from './int64-rules.js';
import {visibleFields} from './layout.js';
import {messagesFor} from './messages.js';
import type {FormTranslate} from './messages.js';
import {checkBool, checkFile, checkMap} from './other-rules.js';
import {checkRelationships} from './relationships.js';
import {checkSlice} from './slice-rules.js';
import {checkString} from './string-rules.js';
import type {FieldValue, FormErrors, FormValues} from './values.js';
import {asString, asStringArray, asStringMap, isEmptyValue, isFileLike} from './values.js';

export interface ValidateOptions {
  /** Today's date, `YYYY-MM-DD`, for relative date bounds (defaults to the viewer's date). */
  today?: string;
  /** The words of the messages (`<svc-form>` passes its locale's); English when not given. */
  t?: FormTranslate;
}

/**
 * The message for one field's value, or undefined when it is valid. Read-only fields are not
 * checked (the user could not fix them). A blank optional field passes unless a rule without
 * `ignoreEmpty` says otherwise.
 */
export function validateField(
  field: Field,
  value: FieldValue,
  options: ValidateOptions = {},
): string | undefined {
  if (isReadOnly(field)) return undefined;
  const m = messagesFor(options.t);
  const kind = fieldKind(field);
  if (field.required && isEmptyValue(value)) {
    return kind === 'boolField' ? m.mustBeChecked() : m.required();
  }
  switch (kind) {
    case 'boolField':
      return checkBool(value === true, field.boolField?.rules, m);
    case 'int64Field':
      return checkInt64(asString(value), field.int64Field?.rules, field.int64Field?.numberField, m);
    case 'stringField': {
      const s = field.stringField!;
      const text = asString(value);
      if (s.dateField) {
        const problem = checkDate(text, s.dateField, options.today, m);
        if (problem) return problem;
      }
      if (s.selectField && text !== '') {
        const choices = (s.selectField.options ?? []).map((o) => o?.value);
        if (choices.length > 0 && !choices.includes(text)) return m.option();
      }
      return checkString(text, s.rules, m, field.description);
    }
    case 'stringSliceField':
      return checkSlice(asStringArray(value), field.stringSliceField?.rules, m);
    case 'stringMapField':
      return checkMap(asStringMap(value), field.stringMapField?.rules, m);
    case 'fileField':
      return isFileLike(value) ? checkFile(value, field.fileField!, m) : undefined;
    default:
      return undefined;
  }
}

/** Messages for every visible field that has a problem, field rules first, then relationships. */
export function validateForm(
  form: Form | null | undefined,
  values: FormValues,
  options: ValidateOptions = {},
): FormErrors {
  const errors: FormErrors = {};
  for (const field of visibleFields(form)) {
    const message = validateField(field, values[field.name], options);
    if (message) errors[field.name] = message;
  }
  const visible = new Set(visibleFields(form).map((f) => f.name));
  for (const [name, message] of Object.entries(
    checkRelationships(form, values, messagesFor(options.t)),
  )) {
    if (visible.has(name)) errors[name] ??= message;
  }
  return errors;
}
