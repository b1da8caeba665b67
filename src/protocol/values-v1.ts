/**
 * The dynamic values of a v1.0 message, read into the renderer's own shapes. In v1.0 a value is
 * dynamic only by a reserved key: `{"@path": p}` becomes `{path: p}`, `{"@call": f, args}` becomes
 * `{call: f, args}`, and any other object is data: one holding `path`, `call` or `literal` is kept
 * as a literal, and `@@key` is the key `@key`. A key with one `@` other than those two (or a bare
 * `@`) is an error, and so is a call to a system function other than `@index`.
 *
 * Each call resolves its catalog on its own (the surface's default unless it names one), and is
 * checked against it: the catalog must be held, of the surface's protocol version, and declare
 * the function; in strict mode its args are checked against the function's schema.
 */
import {isPlainObject, isUnsafeKey} from '../model/json.js';
import {escapeSegment} from '../model/pointer.js';
import {basicArgumentProblems} from './basic-functions.js';
import {hasFunction, type Catalog} from './catalogs.js';
import type {A2uiErrorCategory} from './types.js';

/** Objects nested deeper than this in one value are a RecursionError (the v1.0 limit). */
export const MAX_VALUE_DEPTH = 50;

/** The system functions v1.0 defines (names in the reserved `@` namespace). */
const SYSTEM_FUNCTIONS = new Set(['@index']);

export interface ValueContext {
  /** The catalog of a call that names none (the surface's default); undefined when it has none. */
  defaultCatalog: Catalog | undefined;
  surfaceId: string;
  /** Looks up a catalog a call names; a string explaining why when it cannot be used. */
  catalogFor(catalogId: string): Catalog | string;
  /** Checks a call's args against its function's schema (strict mode); problems as text. */
  checkArgs?(catalog: Catalog, name: string, call: Record<string, unknown>): string[];
  report(category: A2uiErrorCategory, message: string, pointer: string): void;
  /** Set by the reader when a value calls `@index`. */
  usesIndex?: boolean;
}

const at = (pointer: string, key: string | number) => `${pointer}/${escapeSegment(String(key))}`;

/** `value` (a property of a v1.0 component) in the renderer's shapes; see the module comment. */
export function readValueV1(
  value: unknown,
  pointer: string,
  context: ValueContext,
  depth = 0,
): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_VALUE_DEPTH) {
    context.report(
      'RecursionError',
      `Global recursion limit exceeded: a value is nested deeper than ${MAX_VALUE_DEPTH} levels; it is not read.`,
      pointer,
    );
    return undefined;
  }
  if (Array.isArray(value)) {
    return value.map((item, index) => readValueV1(item, at(pointer, index), context, depth + 1));
  }
  const record = value as Record<string, unknown>;
  if ('@path' in record) return readPath(record, pointer, context);
  if ('@call' in record) return readCall(record, pointer, context, depth);
  return readObject(record, pointer, context, depth);
}

function readPath(record: Record<string, unknown>, pointer: string, context: ValueContext) {
  const path = record['@path'];
  const extra = Object.keys(record).filter((key) => key !== '@path');
  if (typeof path !== 'string') {
    context.report(
      'ValidationError',
      'A data binding\'s "@path" must be a string.',
      at(pointer, '@path'),
    );
    return undefined;
  }
  if (extra.length)
    context.report(
      'ValidationError',
      `A data binding holds only "@path"; it also has ${extra.map((key) => `"${key}"`).join(', ')}.`,
      pointer,
    );
  return {path};
}

function readCall(
  record: Record<string, unknown>,
  pointer: string,
  context: ValueContext,
  depth: number,
) {
  const name = record['@call'];
  const out: Record<string, unknown> = {};
  if (typeof name !== 'string' || name === '') {
    context.report(
      'ValidationError',
      'A function call\'s "@call" must be a function name.',
      at(pointer, '@call'),
    );
    return undefined;
  }
  for (const key of Object.keys(record)) {
    if (key !== '@call' && key !== 'args' && key !== 'catalogId' && key !== 'returnType')
      context.report(
        'ValidationError',
        `A function call has no property "${key}".`,
        at(pointer, key),
      );
  }
  const args = record.args;
  let readArgs: Record<string, unknown> = {};
  if (args !== undefined) {
    if (!isPlainObject(args)) {
      context.report(
        'ValidationError',
        "A function call's args must be an object.",
        at(pointer, 'args'),
      );
    } else {
      readArgs = readObject(args, at(pointer, 'args'), context, depth + 1, false) as Record<
        string,
        unknown
      >;
    }
  }
  if (name.startsWith('@')) {
    if (!SYSTEM_FUNCTIONS.has(name)) {
      context.report(
        'ValidationError',
        `"${name}" is not a system function (the @ namespace is reserved; v1.0 defines only @index).`,
        at(pointer, '@call'),
      );
      return undefined;
    }
    context.usesIndex = true;
    out.call = name;
    out.args = readArgs;
    return out;
  }
  const catalog = callCatalog(record, pointer, context);
  if (!catalog) return undefined;
  if (!hasFunction(catalog, name)) {
    context.report(
      'ValidationError',
      `Unrecognized function '${name}' in catalog ${catalog.catalogId}.`,
      at(pointer, '@call'),
    );
    return undefined;
  }
  // A basic catalog (its functions are the renderer's own) checks args against their declarations.
  if (!catalog.functions && isPlainObject(args ?? {}))
    for (const problem of basicArgumentProblems(name, (args ?? {}) as Record<string, unknown>))
      context.report('ValidationError', problem, at(pointer, 'args'));
  if (context.checkArgs) {
    const problems = context.checkArgs(catalog, name, {call: name, args: args ?? {}});
    for (const problem of problems)
      context.report(
        'ValidationError',
        `Invalid args for '${name}': ${problem}`,
        at(pointer, 'args'),
      );
  }
  out.call = name;
  out.args = readArgs;
  return out;
}

/** The catalog a call resolves to, or undefined after reporting why it has none. */
function callCatalog(
  record: Record<string, unknown>,
  pointer: string,
  context: ValueContext,
): Catalog | undefined {
  if ('catalogId' in record) {
    const id = record.catalogId;
    if (typeof id !== 'string') {
      context.report(
        'ValidationError',
        "A function call's catalogId must be a string.",
        at(pointer, 'catalogId'),
      );
      return undefined;
    }
    const found = context.catalogFor(id);
    if (typeof found === 'string') {
      context.report('CatalogError', found, at(pointer, 'catalogId'));
      return undefined;
    }
    return found;
  }
  if (!context.defaultCatalog) {
    context.report(
      'CatalogError',
      `Surface '${context.surfaceId}' has no default catalogId, and the call to '${String(record['@call'])}' names none.`,
      pointer,
    );
    return undefined;
  }
  return context.defaultCatalog;
}

/**
 * A data object: unsafe keys dropped, `@@key` read as `@key`, a single-`@` key an error, nested
 * values read in turn. One holding `path`, `call` or `literal` is kept as a literal (when
 * `wrap`), so that the renderer never reads it as a binding.
 */
function readObject(
  record: Record<string, unknown>,
  pointer: string,
  context: ValueContext,
  depth: number,
  wrap = true,
): unknown {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record)) {
    if (isUnsafeKey(key)) continue;
    let name = key;
    if (key.startsWith('@@')) name = key.slice(1);
    else if (key.startsWith('@')) {
      context.report(
        'ValidationError',
        `The key "${key}" is reserved (keys starting with one @ are protocol directives; write "@${key}" for a literal key).`,
        at(pointer, key),
      );
      continue;
    }
    out[name] = readValueV1(record[key], at(pointer, key), context, depth + 1);
  }
  if (wrap && ('path' in out || 'call' in out || 'literal' in out)) return {literal: out};
  return out;
}
