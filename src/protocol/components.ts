/**
 * `updateComponents` (and the inline components of a v1.0 `createSurface`): each component's
 * catalog resolved and its type checked, its values read for the message's version, converted to
 * a node; a v1.0 batch that would close a cycle is refused whole.
 */
import {declaredProperty} from '../catalog/index.js';
import {toJson, isPlainObject} from '../model/json.js';
import {escapeSegment} from '../model/pointer.js';
import {BASIC_CONVERTERS} from './basic-catalog.js';
import {MAX_COMPONENTS} from '../model/parse.js';
import {findCycle} from '../model/parse-graph.js';
import type {ComponentNode, Issue} from '../model/types.js';
import {
  converterOf,
  normalizeProtocolVersion,
  type Catalog,
  type CatalogRegistry,
} from './catalogs.js';
import type {MessageContext} from './context.js';
import {isIdentifier} from './identifiers.js';
import {convertComponent, type ConvertOutput} from './convert.js';
import {checkSchema, describeProblem, schemaProblems} from './schema-check.js';
import type {Surface} from './surface-state.js';
import type {A2uiComponent, A2uiErrorCategory} from './types.js';
import {cycleText} from './topology.js';
import {readValueV1} from './values-v1.js';

/** Reports one error of the message being read. */
export type Report = (
  category: A2uiErrorCategory,
  text: string,
  pointer: string,
  componentId?: string,
) => void;

export interface ApplyOptions {
  catalogs: CatalogRegistry;
  strict: boolean;
  report: Report;
}

export interface Pending {
  raw: A2uiComponent;
  out: ConvertOutput;
}

/** How deep function calls may nest in one component in strict mode (the suite's validators). */
export const MAX_CALL_DEPTH = 5;

/** The deepest nesting of calls (objects whose `key` names a function) in `value`. */
function callDepth(value: unknown, key: string): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    const calls =
      !Array.isArray(item) && typeof (item as Record<string, unknown>)[key] === 'string';
    const here = depth + (calls ? 1 : 0);
    deepest = Math.max(deepest, here);
    for (const child of Object.values(item)) stack.push([child, here]);
  }
  return deepest;
}

/** Applies a list of components; returns the ids defined (added or replaced), in order. */
export function applyComponents(
  surface: Surface,
  list: unknown,
  base: string,
  context: MessageContext,
  options: ApplyOptions,
): string[] {
  const {report} = options;
  if (!Array.isArray(list)) {
    report('ValidationError', 'components must be a list of components.', base);
    return [];
  }
  if (list.length === 0) {
    report('ValidationError', 'components must hold at least one component.', base);
    return [];
  }
  const seen = new Set<string>();
  const batch = new Map<string, Pending>();
  list.forEach((raw, index) => {
    const pending = readComponent(surface, raw, `${base}/${index}`, seen, context, options);
    if (pending) {
      batch.delete(pending.out.node.id);
      batch.set(pending.out.node.id, pending);
    }
  });
  if (context.v1 && closesCycle(surface, batch, report)) return [];
  for (const {raw, out} of batch.values()) surface.setComponent(raw, out.node, out.issues);
  return [...batch.keys()];
}

/** A v1.0 batch whose components would make a cycle: reported, and nothing of it applied. */
function closesCycle(surface: Surface, batch: Map<string, Pending>, report: Report): boolean {
  const nodeOf = (id: string): ComponentNode | undefined =>
    batch.get(id)?.out.node ?? surface.node(id);
  const cycle = findCycle(nodeOf, batch.keys());
  if (!cycle) return false;
  report(
    'IntegrityError',
    `${cycleText(cycle.node.id, cycle.childId)} None of this message's components are applied.`,
    cycle.node.pointer,
    cycle.node.id,
  );
  return true;
}

/** Reads one component into a node (`applyComponents` for each; previews of messages arriving). */
export function readComponent(
  surface: Surface,
  raw: unknown,
  pointer: string,
  seen: Set<string>,
  context: MessageContext,
  options: ApplyOptions,
): Pending | undefined {
  const {report} = options;
  const copy = isPlainObject(raw) ? toJson(raw) : undefined;
  if (!isPlainObject(copy)) {
    report('ValidationError', 'A component must be an object; skipped.', pointer);
    return undefined;
  }
  const id = copy.id;
  if (id === undefined) {
    report('ValidationError', "The component is missing an 'id'; skipped.", pointer);
    return undefined;
  }
  if (typeof id !== 'string' || id === '') {
    report(
      'ValidationError',
      "The component 'id' must be a non-empty string; skipped.",
      `${pointer}/id`,
    );
    return undefined;
  }
  if (context.v1 && !isIdentifier(id))
    report(
      'ValidationError',
      `Component id '${id}' must be a valid Unicode identifier (UAX #31); it is read all the same.`,
      `${pointer}/id`,
      id,
    );
  if (seen.has(id))
    report(
      'IntegrityError',
      `Duplicate component id '${id}' in one message; the later definition wins.`,
      `${pointer}/id`,
      id,
    );
  seen.add(id);
  const previous = surface.components.get(id);
  let type: unknown = copy.component;
  if (type !== undefined && (typeof type !== 'string' || type === '')) {
    report(
      'ValidationError',
      `The component type of ${id} must be a non-empty string.`,
      `${pointer}/component`,
      id,
    );
    type = undefined;
  }
  if (type === undefined) {
    if (!previous?.component) {
      report(
        'ValidationError',
        `Cannot create component ${id} without a type; skipped.`,
        `${pointer}/component`,
        id,
      );
      return undefined;
    }
    type = previous.component;
    copy.component = previous.component;
  }
  if (type === 'Surface' && context.v1) {
    report(
      'ValidationError',
      `'Surface' is the reserved container of every surface; ${id} cannot be one.`,
      `${pointer}/component`,
      id,
    );
    return undefined;
  }
  if (!previous && surface.components.size >= MAX_COMPONENTS) {
    report(
      'ValidationError',
      `More than ${MAX_COMPONENTS} components on one surface; ${id} is skipped.`,
      pointer,
      id,
    );
    return undefined;
  }
  const typeName = type as string;
  const catalog = componentCatalog(surface, copy, pointer, id, context, options);
  const converter = catalog && converterOf(catalog, typeName);
  if (catalog && !converter) {
    const message = `Unknown component type '${typeName}' in catalog ${catalog.catalogId}.`;
    // Against the catalog's schema (v1.0, or strict mode) an unknown type is invalid; a tolerant
    // v0.9 reader says the catalog does not hold it.
    const category = context.v1 || options.strict ? 'ValidationError' : 'CatalogError';
    report(category, message, `${pointer}/component`, id);
  }
  if (options.strict && catalog && converter)
    strictSchema(catalog, typeName, copy, pointer, id, report);
  if (options.strict) {
    const depth = callDepth(copy, context.v1 ? '@call' : 'call');
    if (depth > MAX_CALL_DEPTH)
      report(
        'RecursionError',
        `The functionCall depth of ${id} is ${depth}; strict validation allows ${MAX_CALL_DEPTH}.`,
        pointer,
        id,
      );
  }
  const readValue = context.v1 ? valueReaderV1(surface, id, options) : undefined;
  const out = convertComponent({
    component: copy as A2uiComponent,
    type: typeName,
    converter,
    pointer,
    strict: options.strict,
    ...(readValue ? {readValue} : {}),
  });
  if (
    options.strict &&
    converter &&
    converter === BASIC_CONVERTERS[typeName] &&
    !catalog?.schemas?.has(typeName)
  )
    for (const key of Object.keys(out.node.props))
      if (key in copy && declaredProperty(out.node.variant, key) === undefined)
        report(
          'ValidationError',
          `Validation failed for component '${typeName}' ('${id}'): /${key} is not a property it has.`,
          `${pointer}/${escapeSegment(key)}`,
          id,
        );
  if (catalog && !converter) {
    out.issues.unshift({
      pointer: `${pointer}/component`,
      message: `Unknown component type '${typeName}'.`,
      severity: 'error',
      componentId: id,
    });
  } else if (!catalog) {
    out.issues.unshift({
      pointer,
      message: 'No catalog to read this component with.',
      severity: 'error',
      componentId: id,
    });
  } else if (out.crashed !== undefined) {
    const message = `The converter of '${typeName}' failed (${out.crashed}); the component is shown as unknown.`;
    out.issues.unshift({pointer, message, severity: 'error', componentId: id});
    report('ValidationError', message, pointer, id);
  }
  // v0.9's value problems are issues the processor also reports (v1.0's are reported as read).
  if (!context.v1)
    for (const issue of out.issues)
      if (
        issue.severity === 'error' &&
        issue.pointer !== `${pointer}/component` &&
        !issue.message.startsWith('The converter of')
      )
        report('ValidationError', issue.message, issue.pointer, id);
  return {raw: copy as A2uiComponent, out};
}

/**
 * The catalog of a component: the one it names, else the surface's default. In v1.0 there is no
 * fallback: a component naming no catalog on a surface without a default, or naming one that is
 * not held or of another protocol version, has none (reported). v0.9 falls back to the surface's.
 */
function componentCatalog(
  surface: Surface,
  copy: Record<string, unknown>,
  pointer: string,
  id: string,
  context: MessageContext,
  options: ApplyOptions,
): Catalog | undefined {
  const {report} = options;
  const requested = copy.catalogId;
  if (requested === undefined || (!context.v1 && requested === surface.catalogId)) {
    if (surface.catalog) return surface.catalog;
    report(
      'CatalogError',
      `Surface '${surface.surfaceId}' has no default catalogId, and component '${id}' names none.`,
      pointer,
      id,
    );
    return undefined;
  }
  if (typeof requested !== 'string') {
    report(
      'ValidationError',
      `The catalogId of ${id} must be a string.`,
      `${pointer}/catalogId`,
      id,
    );
    return context.v1 ? undefined : surface.catalog;
  }
  const found = catalogForSurface(options.catalogs, requested, surface.version);
  if (typeof found !== 'string') return found;
  report(
    'CatalogError',
    context.v1 ? found : `${found}; ${id} uses the surface's catalog.`,
    `${pointer}/catalogId`,
    id,
  );
  return context.v1 ? undefined : surface.catalog;
}

/**
 * The catalog `catalogId` for a surface of `version`, or why it cannot be used: not held, or
 * built for another protocol version (v1.0 surfaces use only v1.0 catalogs).
 */
export function catalogForSurface(
  catalogs: CatalogRegistry,
  catalogId: string,
  version: string,
): Catalog | string {
  const catalog = catalogId === '' ? undefined : catalogs.get(catalogId);
  if (!catalog) return `Catalog not found: ${catalogId}`;
  const surfaceVersion = normalizeProtocolVersion(version);
  if (catalog.protocolVersion && surfaceVersion === 'v1.0' && catalog.protocolVersion !== 'v1.0')
    return `Catalog not found: ${catalogId} is for protocol ${catalog.protocolVersion}, and a v1.0 surface uses v1.0 catalogs only`;
  return catalog;
}

/** Reads v1.0 values: reserved keys, each call's catalog, args checked in strict mode. */
function valueReaderV1(surface: Surface, id: string, options: ApplyOptions) {
  return (value: unknown, pointer: string, issues: Issue[]) =>
    readValueV1(value, pointer, {
      surfaceId: surface.surfaceId,
      defaultCatalog: surface.catalog,
      catalogFor: (catalogId) => catalogForSurface(options.catalogs, catalogId, surface.version),
      ...(options.strict ? {checkArgs: checkCallArgs} : {}),
      report: (category, message, at) => {
        options.report(category, message, at, id);
        issues.push({pointer: at, message, severity: 'error', componentId: id});
      },
    });
}

/** A call's args against its function's schema, for a catalog that published one. */
function checkCallArgs(catalog: Catalog, name: string, call: Record<string, unknown>): string[] {
  const schema = catalog.functions?.get(name)?.schema;
  if (!schema) return [];
  // Published schemas spell the call's name `call` (the v1.0 drafts) or `@call`.
  const key = JSON.stringify(schema).includes('"@call"') ? '@call' : 'call';
  return checkSchema({[key]: name, args: call.args}, schema);
}

/** Strict mode: the component against its catalog's published schema, when there is one. */
function strictSchema(
  catalog: Catalog,
  type: string,
  component: Record<string, unknown>,
  pointer: string,
  id: string,
  report: Report,
): void {
  const schema = catalog.schemas?.get(type);
  if (!schema) return;
  const envelope = new Set(['id', 'catalogId', 'accessibility', 'metadata', 'weight', 'checks']);
  // v1.0 schemas declare `component` (its const); the v0.9 test catalogs describe the rest only.
  if (!JSON.stringify(schema).includes('"component"')) envelope.add('component');
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(component)) if (!envelope.has(key)) body[key] = value;
  for (const problem of schemaProblems(body, schema))
    report(
      'ValidationError',
      `Validation failed for component '${type}' ('${id}'): ${describeProblem(problem)}`,
      pointer + problem.where,
      id,
    );
}
