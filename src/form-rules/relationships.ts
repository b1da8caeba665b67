/**
 * Constraints across fields (requiredTogether, atLeastOne, mutuallyExclusive, dependentOn). Each
 * broken constraint gives a message on every field concerned, naming the others.
 */
import type {Field, Form} from '../api/types.js';
import {fieldRelationshipKind} from '../api/types.js';
import {labelOf} from './field-kind.js';
import {messages} from './messages.js';
import type {FormMessages} from './messages.js';
import type {FormErrors, FormValues} from './values.js';
import {isEmptyValue} from './values.js';

/** Messages for the broken relationships, by field name (first message per field). */
export function checkRelationships(
  form: Form | null | undefined,
  values: FormValues,
  m: FormMessages = messages,
): FormErrors {
  const errors: FormErrors = {};
  const fields = new Map<string, Field>();
  for (const f of form?.fields ?? []) if (f && typeof f.name === 'string') fields.set(f.name, f);
  const known = (names: unknown) =>
    Array.isArray(names) ? [...new Set(names.filter((n): n is string => fields.has(n)))] : [];
  const label = (name: string) => labelOf(fields.get(name)!);
  const filled = (name: string) => !isEmptyValue(values[name]);
  const add = (name: string, message: string) => {
    errors[name] ??= message;
  };

  for (const rel of form?.fieldRelationships ?? []) {
    if (!rel || typeof rel !== 'object') continue;
    const names = known(rel.fieldNames);
    const done = names.filter(filled);
    switch (fieldRelationshipKind(rel)) {
      case 'requiredTogether':
        if (done.length > 0 && done.length < names.length) {
          for (const n of names.filter((n) => !filled(n))) {
            add(n, m.requiredTogether(names.filter((o) => o !== n).map(label)));
          }
        }
        break;
      case 'atLeastOne':
        if (names.length > 0 && done.length === 0) {
          for (const n of names) add(n, m.atLeastOne(names.map(label)));
        }
        break;
      case 'mutuallyExclusive':
        if (done.length > 1) {
          for (const n of done) add(n, m.mutuallyExclusive(done.filter((o) => o !== n).map(label)));
        }
        break;
      case 'dependentOn': {
        const dependencies = known(rel.dependentOn?.dependencyFieldNames);
        const missing = dependencies.filter((d) => !filled(d));
        if (done.length > 0 && missing.length > 0) {
          for (const d of missing) add(d, m.dependentOn(done.map(label)));
          for (const n of done) add(n, m.needs(missing.map(label)));
        }
        break;
      }
      default:
        break; // an unknown kind from a newer server: ignored
    }
  }
  return errors;
}
