/**
 * Reading a catalog's published JSON definition before it is registered: the components and
 * functions it offers (narrowed to `$defs.anyComponent` / `$defs.anyFunction` when it lists them),
 * its local `$ref`s inlined (so that a component's schema can be checked on its own), and, for a
 * v1.0 catalog, its names checked: component, property, function and argument names must be
 * Unicode identifiers (UAX #31); `@index`, the system function, is the one `@` name allowed.
 */
import {isPlainObject} from '../model/json.js';
import {isIdentifier} from './identifiers.js';
import type {CatalogJson} from './types.js';

type Schema = Record<string, unknown>;

/** How deep `$ref`s are followed while inlining; a deeper (or cyclic) one is left as it is. */
const MAX_INLINE_DEPTH = 32;

/** The system functions a v1.0 catalog may declare besides identifiers. */
const SYSTEM_FUNCTIONS: ReadonlySet<string> = new Set(['@index']);

/** The definition as the processor holds it, or why it cannot be used. */
export function readCatalogJson(definition: CatalogJson, v1: boolean): CatalogJson | string {
  const out: CatalogJson = {...definition};
  for (const [member, union] of [
    ['components', 'anyComponent'],
    ['functions', 'anyFunction'],
  ] as const) {
    const entries = definition[member];
    if (entries === undefined) continue;
    if (!isPlainObject(entries)) return `${member} must be an object of definitions by name.`;
    const offered = listed(definition, union, member);
    const kept: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(entries))
      if (!offered || offered.has(name)) kept[name] = inline(schema, definition, 0);
    (out as Record<string, unknown>)[member] = kept;
  }
  return v1 ? (identifierProblem(out) ?? out) : out;
}

/** The names `$defs[union].oneOf` lists as `#/<member>/<name>`; undefined when it lists none. */
function listed(definition: CatalogJson, union: string, member: string): Set<string> | undefined {
  const defs = definition.$defs;
  const oneOf = isPlainObject(defs) && isPlainObject(defs[union]) ? defs[union].oneOf : undefined;
  if (!Array.isArray(oneOf)) return undefined;
  const names = new Set<string>();
  const prefix = `#/${member}/`;
  for (const item of oneOf)
    if (isPlainObject(item) && typeof item.$ref === 'string' && item.$ref.startsWith(prefix))
      names.add(unescape(item.$ref.slice(prefix.length)));
  return names;
}

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** `value` with every local `$ref` (`#/$defs/…`) replaced by what it points at. */
function inline(value: unknown, root: CatalogJson, depth: number): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(item, root, depth));
  if (!isPlainObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/') && depth < MAX_INLINE_DEPTH) {
    const target = pointAt(root, ref);
    if (isPlainObject(target)) {
      const {$ref: _ref, ...rest} = value;
      return inline({...target, ...rest}, root, depth + 1);
    }
  }
  const out: Schema = {};
  for (const [key, item] of Object.entries(value)) out[key] = inline(item, root, depth);
  return out;
}

function pointAt(root: unknown, ref: string): unknown {
  let at = root;
  for (const segment of ref.slice(2).split('/')) {
    if (!isPlainObject(at)) return undefined;
    at = at[unescape(segment)];
  }
  return at;
}

/** The first name of a v1.0 catalog that is not a Unicode identifier, as an error message. */
function identifierProblem(definition: CatalogJson): string | undefined {
  const bad = (kind: string, name: string, of = '') =>
    `Invalid UAX #31 ${kind} identifier "${name}"${of}.`;
  for (const [name, schema] of Object.entries(definition.components ?? {})) {
    if (!isIdentifier(name)) return bad('component', name);
    for (const property of memberNames(schema, 'properties'))
      if (!isIdentifier(property)) return bad('property', property, ` of component "${name}"`);
  }
  for (const [name, schema] of Object.entries(definition.functions ?? {})) {
    if (!isIdentifier(name) && !SYSTEM_FUNCTIONS.has(name)) return bad('function', name);
    for (const argument of argumentNames(schema))
      if (!isIdentifier(argument)) return bad('argument', argument, ` of function "${name}"`);
  }
  return undefined;
}

/** The names a schema (or any of its `allOf` parts) declares under `member`. */
function memberNames(schema: unknown, member: string): string[] {
  if (!isPlainObject(schema)) return [];
  const own = isPlainObject(schema[member]) ? Object.keys(schema[member]) : [];
  const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
  return [...own, ...parts.flatMap((part) => memberNames(part, member))];
}

/** A function's argument names: its `parameters`, and the properties of its call's `args`. */
function argumentNames(schema: unknown): string[] {
  if (!isPlainObject(schema)) return [];
  const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf : [])];
  return [
    ...memberNames(schema, 'parameters'),
    ...parts.flatMap((part) =>
      isPlainObject(part) && isPlainObject(part.properties)
        ? memberNames(part.properties.args, 'properties')
        : [],
    ),
  ];
}
