/** Notes shown under a field: facts about how it is checked or filled, not errors. */
import type {Field} from '../api/types.js';
import {messages} from './messages.js';
import type {FormMessages} from './messages.js';
import {hasUncheckedPattern} from './string-rules.js';

const nonEmpty = (s: unknown) => typeof s === 'string' && s.trim() !== '';

/** The notes of a field, in display order. */
export function fieldNotes(field: Field, m: FormMessages = messages): string[] {
  const notes: string[] = [];
  if (
    hasUncheckedPattern(field.stringField?.rules) ||
    hasUncheckedPattern(field.stringSliceField?.rules?.items?.string)
  ) {
    notes.push(m.patternNotChecked());
  }
  if (
    nonEmpty(field.adminConfig?.defaultValueCel) ||
    nonEmpty(field.sharedConfig?.defaultValueCel)
  ) {
    notes.push(m.celDefault());
  }
  if (
    nonEmpty(field.sharedConfig?.inputTransformationCel) ||
    nonEmpty(field.userConfig?.inputTransformationCel)
  ) {
    notes.push(m.celTransform());
  }
  return notes;
}
