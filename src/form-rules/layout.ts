/** How a form's fields are arranged: groups become sections, the default group first. */
import type {Field, Form} from '../api/types.js';
import {isHidden} from './field-kind.js';

export interface FormSection {
  /** The group's name; `''` for fields that belong to no group when there is no default group. */
  name: string;
  displayName: string;
  helpText: string;
  fields: Field[];
}

/** The form's usable fields: named, not hidden, first of each name. */
export function visibleFields(form: Form | null | undefined): Field[] {
  const seen = new Set<string>();
  const out: Field[] = [];
  for (const field of form?.fields ?? []) {
    if (!field || typeof field.name !== 'string' || field.name === '' || seen.has(field.name))
      continue;
    seen.add(field.name);
    if (!isHidden(field)) out.push(field);
  }
  return out;
}

/**
 * The sections to draw: the default group first, then the other groups in order. Fields in no
 * group join the default group (or a leading untitled section when there is none). A field listed
 * in several groups appears in the first; empty groups are dropped.
 */
export function sectionsOf(form: Form | null | undefined): FormSection[] {
  const fields = visibleFields(form);
  const byName = new Map(fields.map((f) => [f.name, f]));
  const placed = new Set<string>();
  const groups = (form?.fieldGroups ?? []).filter((g) => g && typeof g === 'object');
  const defaultIndex = groups.findIndex((g) => g.default === true);
  const ordered =
    defaultIndex > 0
      ? [groups[defaultIndex], ...groups.filter((_, i) => i !== defaultIndex)]
      : groups;

  const sections: FormSection[] = ordered.map((group) => {
    const list: Field[] = [];
    for (const name of Array.isArray(group.fields) ? group.fields : []) {
      const field = byName.get(name);
      if (field && !placed.has(name)) {
        placed.add(name);
        list.push(field);
      }
    }
    return {
      name: typeof group.name === 'string' ? group.name : '',
      displayName: group.displayName ?? '',
      helpText: group.helpText ?? '',
      fields: list,
    };
  });

  const rest = fields.filter((f) => !placed.has(f.name));
  if (rest.length > 0) {
    if (defaultIndex >= 0) sections[0].fields.push(...rest);
    else sections.unshift({name: '', displayName: '', helpText: '', fields: rest});
  }
  return sections.filter((s) => s.fields.length > 0);
}
