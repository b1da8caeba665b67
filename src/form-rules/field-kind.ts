/** What a field is and how it is shown, read from its one typed variant. */
import type {Field, PickerField} from '../api/types.js';
import {fieldKind} from '../api/types.js';

export type FieldPresentation =
  | 'checkbox'
  | 'toggle'
  | 'number'
  | 'text'
  | 'password'
  | 'date'
  | 'select'
  | 'picker'
  | 'chips'
  | 'map'
  | 'file'
  | 'oauth2'
  | 'unknown';

/** The element a field is drawn with. A field with no known kind is `unknown`. */
export function presentationOf(field: Field): FieldPresentation {
  switch (fieldKind(field)) {
    case 'boolField':
      return field.boolField?.toggleField ? 'toggle' : 'checkbox';
    case 'int64Field':
      return 'number';
    case 'stringField': {
      const s = field.stringField!;
      if (s.passwordField) return 'password';
      if (s.dateField) return 'date';
      if (s.selectField) return 'select';
      if (s.pickerField) return 'picker';
      return 'text';
    }
    case 'stringSliceField':
      return field.stringSliceField?.pickerField ? 'picker' : 'chips';
    case 'stringMapField':
      return 'map';
    case 'fileField':
      return 'file';
    case 'oauth2Field':
      return 'oauth2';
    default:
      return 'unknown';
  }
}

export type PickerKind = 'appUser' | 'user' | 'resource';

/** What a picker picks; undefined for an unknown picker kind. */
export function pickerKindOf(picker: PickerField | null | undefined): PickerKind | undefined {
  if (!picker) return undefined;
  if (picker.appUserPicker) return 'appUser';
  if (picker.svcUserPicker) return 'user';
  if (picker.resourcePicker) return 'resource';
  return undefined;
}

/** The picker settings of a string or string-slice field. */
export function pickerOf(field: Field): PickerField | undefined {
  return field.stringField?.pickerField ?? field.stringSliceField?.pickerField ?? undefined;
}

/** The label shown for a field: its display name, else its name. */
export function labelOf(field: Field): string {
  return field.displayName?.trim() || field.name;
}

/**
 * Fields with an `adminConfig` are set up by an administrator; they are shown to the requester only
 * when `showToUser` is true.
 */
export function isHidden(field: Field): boolean {
  return (
    typeof field.adminConfig === 'object' &&
    field.adminConfig !== null &&
    field.adminConfig.showToUser !== true
  );
}

/** Read-only: marked so, or a locked default value (`sharedConfig.lockDefaultValues`). */
export function isReadOnly(field: Field): boolean {
  if (field.readOnly) return true;
  return !!field.sharedConfig?.lockDefaultValues && hasDefault(field);
}

/** True when the field declares a default value. */
export function hasDefault(field: Field): boolean {
  const f = field as unknown as Partial<
    Record<string, {defaultValue?: unknown; defaultValues?: unknown}>
  >;
  for (const kind of [
    'boolField',
    'int64Field',
    'stringField',
    'stringMapField',
    'stringSliceField',
  ]) {
    const v = f[kind];
    if (v && (v.defaultValue !== undefined || v.defaultValues !== undefined)) return true;
  }
  return !!field.stringField?.dateField?.defaultToToday;
}
