// Storybook Docs' table for an element, from custom-elements.json. Storybook's own mapping keys
// every entry by its bare name, so a CSS part or an attribute named like a property replaced the
// property's row (svc-button's `label` showed only as a part). Here each property is one row with
// its attribute named in it, and parts, slots, CSS properties and events get keys of their own.
import type {ArgTypes} from '@storybook/web-components-vite';
import type {SBType} from 'storybook/internal/types';

interface Item {
  name: string;
  description?: string;
  type?: {text?: string};
  default?: string;
  kind?: string;
  static?: boolean;
  readonly?: boolean;
  fieldName?: string;
}

interface Declaration {
  tagName?: string;
  description?: string;
  members?: Item[];
  attributes?: Item[];
  events?: Item[];
  slots?: Item[];
  cssProperties?: Item[];
  cssParts?: Item[];
}

interface Manifest {
  modules?: {declarations?: Declaration[]}[];
}

export function declarationOf(manifest: Manifest, tag: string): Declaration | undefined {
  for (const mod of manifest.modules ?? []) {
    for (const declaration of mod.declarations ?? []) {
      if (declaration.tagName === tag) return declaration;
    }
  }
  return undefined;
}

/** Storybook's type for a TypeScript type text, which picks the control. */
function sbType(text = ''): SBType {
  const plain = text.replace(/\s*\|\s*(undefined|null)\b/g, '').trim();
  if (plain === 'string' || plain === 'boolean' || plain === 'number') return {name: plain};
  const literals = plain.split('|').map((part) => part.trim());
  if (literals.length > 1 && literals.every((part) => /^'[^']*'$/.test(part))) {
    return {name: 'enum' as const, value: literals.map((part) => part.slice(1, -1))};
  }
  return {name: 'other' as const, value: text};
}

function row(item: Item, category: string, extra: string[] = []) {
  const type = item.type?.text;
  return {
    name: item.name,
    description: [item.description, ...extra].filter(Boolean).join('\n\n'),
    type: sbType(type),
    table: {
      category,
      type: type ? {summary: type} : undefined,
      defaultValue: item.default !== undefined ? {summary: item.default} : undefined,
    },
  };
}

/** The Docs rows of one element: public properties first, then attributes without a property. */
export function argTypesOf(manifest: Manifest, tag: string): ArgTypes {
  const declaration = declarationOf(manifest, tag);
  if (!declaration) return {};
  const out: ArgTypes = {};
  const attributeOf = new Map<string, string>();
  for (const attribute of declaration.attributes ?? []) {
    if (attribute.fieldName) attributeOf.set(attribute.fieldName, attribute.name);
  }
  for (const member of declaration.members ?? []) {
    if (member.kind !== 'field' || member.static) continue;
    const attribute = attributeOf.get(member.name);
    const note = attribute ? [`Attribute: \`${attribute}\``] : ['Property only (no attribute).'];
    const entry = row(member, 'properties', member.readonly ? ['Read-only.'] : note);
    out[member.name] = member.readonly ? {...entry, control: false} : entry;
  }
  for (const attribute of declaration.attributes ?? []) {
    if (attribute.fieldName && out[attribute.fieldName]) continue;
    out[`attribute:${attribute.name}`] = {...row(attribute, 'attributes'), control: false};
  }
  const sections: [keyof Declaration, string][] = [
    ['events', 'events'],
    ['slots', 'slots'],
    ['cssParts', 'css shadow parts'],
    ['cssProperties', 'css custom properties'],
  ];
  for (const [section, category] of sections) {
    for (const item of (declaration[section] as Item[] | undefined) ?? []) {
      const name = item.name || '(default)';
      out[`${category}:${name}`] = {...row({...item, name}, category), control: false};
    }
  }
  return out;
}
