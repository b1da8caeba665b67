/**
 * Checks a value against the JSON Schema a published catalog gives a component or a function's
 * call, in strict mode. A small reader of the subset catalogs use (type, const, enum, properties,
 * patternProperties, required, additionalProperties, unevaluatedProperties: false, items,
 * min/maxItems, min/max, allOf, anyOf, oneOf, not, local `$ref`s), written here rather than taken from a JSON Schema library
 * because the common types a catalog refers to (`common_types.json#/$defs/DynamicString`, …) must
 * be read with v1.0's reserved keys (`@path`, `@call`), which the published common_types.json
 * still spells `path` / `call`. Keywords it does not know are not checked. Never throws.
 */
import {isPlainObject} from '../model/json.js';

type Schema = Record<string, unknown>;

/** One problem: where (a JSON Pointer into the value checked) and what, apart. */
export interface SchemaProblem {
  /** `''` for the value itself; a missing required member is pointed at by its own name. */
  where: string;
  /** What is wrong there, as a phrase (`must be of type string`). */
  text: string;
}

/** Checks `value` against `schema`; returns the problems with their places. */
export function schemaProblems(
  value: unknown,
  schema: unknown,
  root: unknown = schema,
): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  check(value, schema, '', root, problems, 0);
  return problems;
}

/** The same problems as sentences, each naming its place. */
export function checkSchema(value: unknown, schema: unknown, root: unknown = schema): string[] {
  return schemaProblems(value, schema, root).map(describeProblem);
}

/** `where text.`: `/chartType must be one of "doughnut", "pie".` */
export function describeProblem(problem: SchemaProblem): string {
  return `${problem.where || 'the value'} ${problem.text}.`;
}

const MAX_DEPTH = 64;

function check(
  value: unknown,
  schema: unknown,
  where: string,
  root: unknown,
  problems: SchemaProblem[],
  depth: number,
): void {
  if (!isPlainObject(schema) || depth > MAX_DEPTH) return;
  if (typeof schema.$ref === 'string') {
    const common = commonType(schema.$ref);
    if (common) {
      if (!common(value)) problems.push({where, text: `is not ${describe(schema.$ref)}`});
    } else {
      const target = localRef(schema.$ref, root);
      if (target) check(value, target, where, root, problems, depth + 1);
    }
  }
  if ('const' in schema && !same(value, schema.const))
    problems.push({where, text: `must be ${JSON.stringify(schema.const)}`});
  if (Array.isArray(schema.enum) && !schema.enum.some((item) => same(value, item)))
    problems.push({
      where,
      text: `must be one of ${schema.enum.map((item) => JSON.stringify(item)).join(', ')}`,
    });
  if (schema.type !== undefined && !hasType(value, schema.type))
    problems.push({where, text: `must be of type ${[schema.type].flat().join(' or ')}`});
  if (Array.isArray(value)) checkArray(value, schema, where, root, problems, depth);
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      problems.push({where, text: `must be at least ${schema.minimum}`});
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      problems.push({where, text: `must be at most ${schema.maximum}`});
  }
  if (isPlainObject(value)) checkObject(value, schema, where, root, problems, depth);
  for (const part of list(schema.allOf)) check(value, part, where, root, problems, depth + 1);
  const any = list(schema.anyOf);
  if (any.length && !any.some((part) => checkSchema(value, part, root).length === 0))
    problems.push({where, text: `matches none of the allowed forms`});
  if (isPlainObject(schema.not) && checkSchema(value, schema.not, root).length === 0)
    problems.push({where, text: `has a form that is not allowed`});
  const one = list(schema.oneOf);
  if (one.length) {
    const matching = one.filter((part) => checkSchema(value, part, root).length === 0).length;
    if (matching !== 1)
      problems.push({where, text: `matches ${matching} of the forms (exactly one is allowed)`});
  }
}

function checkArray(
  value: unknown[],
  schema: Schema,
  where: string,
  root: unknown,
  problems: SchemaProblem[],
  depth: number,
) {
  if (typeof schema.minItems === 'number' && value.length < schema.minItems)
    problems.push({where, text: `needs at least ${schema.minItems} items`});
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
    problems.push({where, text: `takes at most ${schema.maxItems} items`});
  if (isPlainObject(schema.items))
    value.forEach((item, index) =>
      check(item, schema.items, `${where}/${index}`, root, problems, depth + 1),
    );
}

function checkObject(
  value: Record<string, unknown>,
  schema: Schema,
  where: string,
  root: unknown,
  problems: SchemaProblem[],
  depth: number,
) {
  const properties = isPlainObject(schema.properties) ? schema.properties : {};
  for (const name of list(schema.required))
    if (typeof name === 'string' && !(name in value))
      problems.push({where: `${where}/${escape(name)}`, text: 'is required'});
  const patterns = patternsOf(schema);
  for (const [name, item] of Object.entries(value)) {
    const matching = patterns.filter(([pattern]) => pattern.test(name));
    for (const [, part] of matching)
      check(item, part, `${where}/${escape(name)}`, root, problems, depth + 1);
    if (Object.hasOwn(properties, name)) {
      check(item, properties[name], `${where}/${escape(name)}`, root, problems, depth + 1);
    } else if (matching.length) {
      continue;
    } else if (schema.additionalProperties === false || schema.unevaluatedProperties === false) {
      if (!declaredElsewhere(name, schema, root))
        problems.push({where: `${where}/${escape(name)}`, text: 'is not a property it has'});
    } else if (isPlainObject(schema.additionalProperties)) {
      check(
        item,
        schema.additionalProperties,
        `${where}/${escape(name)}`,
        root,
        problems,
        depth + 1,
      );
    }
  }
}

/** `patternProperties` with their expressions (Unicode mode: `\p{XID_Start}`); bad ones skipped. */
function patternsOf(schema: Schema): [RegExp, unknown][] {
  if (!isPlainObject(schema.patternProperties)) return [];
  const out: [RegExp, unknown][] = [];
  for (const [source, part] of Object.entries(schema.patternProperties)) {
    try {
      out.push([new RegExp(source, 'u'), part]);
    } catch {
      // A pattern this engine cannot read is not checked.
    }
  }
  return out;
}

/** A property declared by an `allOf` part (unevaluatedProperties sees through them). */
function declaredElsewhere(name: string, schema: Schema, root: unknown): boolean {
  return list(schema.allOf).some((part) => {
    const resolved =
      isPlainObject(part) && typeof part.$ref === 'string' ? localRef(part.$ref, root) : part;
    return (
      isPlainObject(resolved) && isPlainObject(resolved.properties) && name in resolved.properties
    );
  });
}

const escape = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1');

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function hasType(value: unknown, type: unknown): boolean {
  return [type].flat().some((name) => {
    switch (name) {
      case 'string':
        return typeof value === 'string';
      case 'number':
        return typeof value === 'number' && Number.isFinite(value);
      case 'integer':
        return Number.isInteger(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'array':
        return Array.isArray(value);
      case 'object':
        return isPlainObject(value);
      case 'null':
        return value === null;
      default:
        return true;
    }
  });
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** `#/$defs/x` or `#/components/x` inside the catalog or schema being read. */
function localRef(ref: string, root: unknown): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let at: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    if (!isPlainObject(at)) return undefined;
    at = at[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return at;
}

const isBinding = (v: unknown) => isPlainObject(v) && typeof v['@path'] === 'string';
const isCall = (v: unknown) => isPlainObject(v) && typeof v['@call'] === 'string';
const dynamic = (literal: (v: unknown) => boolean) => (v: unknown) =>
  literal(v) || isBinding(v) || isCall(v);

const COMMON_TYPES: Record<string, (value: unknown) => boolean> = {
  DynamicString: dynamic((v) => typeof v === 'string'),
  DynamicNumber: dynamic((v) => typeof v === 'number'),
  DynamicBoolean: dynamic((v) => typeof v === 'boolean'),
  DynamicStringList: dynamic(
    (v) => Array.isArray(v) && v.every((item) => typeof item === 'string'),
  ),
  DynamicValue: () => true,
  DataBinding: isBinding,
  FunctionCall: isCall,
  ComponentId: (v) => typeof v === 'string',
  Child: (v) => typeof v === 'string',
  ChildList: (v) =>
    (Array.isArray(v) && v.every((item) => typeof item === 'string')) ||
    (isPlainObject(v) && typeof v.componentId === 'string' && typeof v.path === 'string'),
  Action: isPlainObject,
  CheckRule: isPlainObject,
  AccessibilityAttributes: isPlainObject,
};

/** A reference to one of v1.0's common types, read with the reserved keys. */
function commonType(ref: string): ((value: unknown) => boolean) | undefined {
  const match = /common_types\.json#\/\$defs\/(\w+)$/.exec(ref);
  return match ? COMMON_TYPES[match[1]] : undefined;
}

function describe(ref: string): string {
  const name = /\/(\w+)$/.exec(ref)?.[1] ?? ref;
  return `a ${name}`;
}
