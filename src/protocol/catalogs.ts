/**
 * The catalogs a processor holds: the basic catalogs built in (v0.9 and v1.0), host catalogs
 * registered with converters, and catalogs registered from their published JSON definition.
 */
import {DEFAULT_FUNCTION_NAMES} from '../model/functions/names.js';
import {isPlainObject} from '../model/json.js';
import {readCatalogJson} from './catalog-json.js';
import {
  BASIC_CATALOG_ID,
  BASIC_CATALOG_ID_V091,
  BASIC_CATALOG_ID_V1,
  BASIC_CONVERTERS,
  convertByKey,
  convertUnknown,
} from './basic-catalog.js';
import type {
  CatalogDefinition,
  CatalogJson,
  ComponentConverter,
  FunctionDefinition,
} from './types.js';

/** What a catalog says about one of its functions. */
export interface CatalogFunction {
  /** JSON Schema of the wire-level call (`{call, args}`), when the catalog gave one. */
  schema?: Record<string, unknown>;
  returnType?: string;
  /** Who may call it: the renderer (a component's value or action), the agent, or both. */
  allowedCallers: 'rendererOnly' | 'agentOnly' | 'rendererOrAgent';
  /** It runs only in response to a person's gesture. */
  requiresUserActivation: boolean;
}

/** A catalog ready for conversion: component name → converter, and what it declares. */
export interface Catalog {
  catalogId: string;
  /** `v0.9` or `v1.0`; undefined for a host catalog usable with any version. */
  protocolVersion?: string;
  converters: ReadonlyMap<string, ComponentConverter>;
  /** The catalog's functions; undefined: the library's function catalog (the basic catalogs). */
  functions?: ReadonlyMap<string, CatalogFunction>;
  /** JSON Schema of each component, for a catalog registered from its JSON definition. */
  schemas?: ReadonlyMap<string, Record<string, unknown>>;
  /** Composition constraints by component name (absent: any). */
  allowedParents?: ReadonlyMap<string, readonly string[]>;
  allowedChildren?: ReadonlyMap<string, readonly string[]>;
  /** The catalog's design guidelines for agents (markdown), as published. */
  instructions?: string;
  /**
   * A published catalog that describes no components: any type is accepted (drawn like the basic
   * catalog's of that name, else as a host variant or unknown).
   */
  open?: boolean;
  /** The published definition as read (see `readCatalogJson`), for announcing it inline. */
  definition?: CatalogJson;
}

/**
 * A catalog as a v0.9 client announces it inline (`inlineCatalogs` of its capabilities): each
 * component's schema joined to the common component properties, functions as a list, the theme's
 * properties. Undefined for a catalog that has no published definition.
 */
export function inlineCatalog(catalog: Catalog): Record<string, unknown> | undefined {
  const definition = catalog.definition;
  if (!definition) return undefined;
  const out: Record<string, unknown> = {catalogId: catalog.catalogId};
  if (isPlainObject(definition.components) && Object.keys(definition.components).length) {
    const components: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(definition.components)) {
      const {properties, required} = isPlainObject(schema)
        ? schema
        : ({} as Record<string, unknown>);
      components[name] = {
        allOf: [
          {$ref: 'common_types.json#/$defs/ComponentCommon'},
          {
            properties: {
              component: {const: name},
              ...(isPlainObject(properties) ? properties : {}),
            },
            required: ['component', ...(Array.isArray(required) ? required : [])],
          },
        ],
      };
    }
    out.components = components;
  }
  if (isPlainObject(definition.functions) && Object.keys(definition.functions).length)
    out.functions = Object.entries(definition.functions).map(([name, fn]) => ({name, ...fn}));
  const theme = definition.theme;
  if (isPlainObject(theme) && isPlainObject(theme.properties)) out.theme = theme.properties;
  return out;
}

/** The converter of a component type in `catalog`, or undefined when the catalog lacks it. */
export function converterOf(catalog: Catalog, type: string): ComponentConverter | undefined {
  const converter = catalog.converters.get(type);
  if (converter || !catalog.open) return converter;
  return BASIC_CONVERTERS[type] ?? convertUnknown;
}

const DEFAULT_FUNCTIONS: ReadonlySet<string> = new Set(DEFAULT_FUNCTION_NAMES);

/** True when `name` is a function of `catalog`. */
export function hasFunction(catalog: Catalog, name: string): boolean {
  return catalog.functions ? catalog.functions.has(name) : DEFAULT_FUNCTIONS.has(name);
}

function basicCatalog(catalogId: string, protocolVersion: string): Catalog {
  return {catalogId, protocolVersion, converters: new Map(Object.entries(BASIC_CONVERTERS))};
}

/** `1.0`, `v1.0`, `0.9.1` → `v1.0`, `v1.0`, `v0.9` (the versions processors tell apart). */
export function normalizeProtocolVersion(version: unknown): string | undefined {
  if (typeof version !== 'string') return undefined;
  const match = /^v?(\d+)\.(\d+)/.exec(version.trim());
  if (!match) return undefined;
  return `v${match[1]}.${match[2]}` === 'v0.10' ? 'v1.0' : `v${match[1]}.${match[2]}`;
}

/** Catalogs by id, in registration order (the basic catalogs first). */
export class CatalogRegistry {
  readonly #catalogs = new Map<string, Catalog>();
  readonly #aliases = new Map<string, string>();

  constructor() {
    this.#catalogs.set(BASIC_CATALOG_ID, basicCatalog(BASIC_CATALOG_ID, 'v0.9'));
    this.#catalogs.set(BASIC_CATALOG_ID_V1, basicCatalog(BASIC_CATALOG_ID_V1, 'v1.0'));
    this.#aliases.set(BASIC_CATALOG_ID_V091, BASIC_CATALOG_ID);
  }

  /**
   * Adds (or replaces) a catalog: a host definition (component name → variant key or converter)
   * or a published JSON definition (component name → JSON Schema, `functions`, `protocolVersion`,
   * `allowedParents` / `allowedChildren`, `instructions`). Returns an error message when the
   * definition is unusable.
   */
  register(definition: CatalogDefinition | CatalogJson): string | undefined {
    if (!isPlainObject(definition)) return 'A catalog definition must be an object.';
    const catalogId = definition.catalogId;
    if (typeof catalogId !== 'string' || catalogId === '')
      return 'A catalog needs a non-empty catalogId.';
    const catalog = isJsonDefinition(definition)
      ? fromJson(definition as CatalogJson)
      : fromHost(definition as unknown as CatalogDefinition);
    if (typeof catalog === 'string') return catalog;
    this.#catalogs.set(catalogId, catalog);
    this.#aliases.delete(catalogId);
    return undefined;
  }

  /** Makes `alias` another id of the catalog `target` (which must be held). */
  alias(alias: string, target: string): string | undefined {
    if (!this.get(target)) return `Catalog not found: ${target}`;
    if (typeof alias !== 'string' || alias === '') return 'An alias must be a non-empty string.';
    this.#aliases.set(alias, target);
    return undefined;
  }

  /** The catalog of `catalogId` (or of the id it is an alias of). */
  get(catalogId: string): Catalog | undefined {
    return this.#catalogs.get(catalogId) ?? this.#catalogs.get(this.#aliases.get(catalogId) ?? '');
  }

  /** Every catalog id, in registration order (aliases not included). */
  ids(): string[] {
    return [...this.#catalogs.keys()];
  }

  /** The ids a client announces for `version`: catalogs of that version or of any. */
  idsFor(version: string): string[] {
    const wanted = normalizeProtocolVersion(version);
    return [...this.#catalogs.values()]
      .filter((catalog) => !catalog.protocolVersion || catalog.protocolVersion === wanted)
      .map((catalog) => catalog.catalogId);
  }
}

/**
 * A host definition maps components to variant keys or converters (or extends the basic
 * catalog), and is usable with any protocol version; a definition that gives a protocol version,
 * functions, a theme, instructions, component schemas or no components at all is a published one.
 */
function isJsonDefinition(definition: Record<string, unknown>): boolean {
  if ('extendsBasic' in definition) return false;
  for (const key of ['protocolVersion', 'functions', 'theme', 'instructions'])
    if (key in definition) return true;
  const components = definition.components;
  return !isPlainObject(components) || Object.values(components).some(isPlainObject);
}

function fromHost(definition: CatalogDefinition): Catalog | string {
  const converters = new Map<string, ComponentConverter>(
    definition.extendsBasic ? Object.entries(BASIC_CONVERTERS) : [],
  );
  const components = definition.components ?? {};
  for (const [name, mapping] of Object.entries(components)) {
    if (typeof mapping === 'function') converters.set(name, mapping);
    else if (typeof mapping === 'string' && mapping !== '')
      converters.set(name, convertByKey(mapping));
    else return `The mapping of component "${name}" must be a variant key or a converter.`;
  }
  return {catalogId: definition.catalogId, converters};
}

/**
 * A catalog from its published JSON definition, read by `readCatalogJson` (the components and
 * functions it offers, local `$ref`s inlined, v1.0 names checked). A component named like one of
 * the basic catalog's is drawn by the same element; any other is kept with its properties for a host variant
 * of that name (`registerVariant`), else shown as unknown.
 */
function fromJson(published: CatalogJson): Catalog | string {
  const version = normalizeProtocolVersion(published.protocolVersion ?? '0.9');
  const definition = readCatalogJson(published, version === 'v1.0');
  if (typeof definition === 'string') return definition;
  const converters = new Map<string, ComponentConverter>();
  const schemas = new Map<string, Record<string, unknown>>();
  const allowedParents = new Map<string, readonly string[]>();
  const allowedChildren = new Map<string, readonly string[]>();
  const components = definition.components ?? {};
  if (!isPlainObject(components)) return 'components must be an object of component schemas.';
  for (const [name, schema] of Object.entries(components)) {
    if (name === 'Surface') return '"Surface" is reserved and cannot be a catalog component.';
    if (typeof schema === 'string' || typeof schema === 'function') {
      converters.set(name, typeof schema === 'string' ? convertByKey(schema) : schema);
      continue;
    }
    if (!isPlainObject(schema)) return `The definition of component "${name}" must be an object.`;
    converters.set(name, BASIC_CONVERTERS[name] ?? convertUnknown);
    schemas.set(name, schema);
    const parents = stringList(schema.allowedParents);
    const children = stringList(schema.allowedChildren);
    if (parents) allowedParents.set(name, parents);
    if (children) allowedChildren.set(name, children);
  }
  const catalog: Catalog = {
    catalogId: definition.catalogId,
    converters,
    schemas,
    allowedParents,
    allowedChildren,
  };
  if (converters.size === 0) catalog.open = true;
  catalog.definition = definition;
  if (version) catalog.protocolVersion = version;
  if (typeof definition.instructions === 'string') catalog.instructions = definition.instructions;
  if (definition.functions !== undefined) {
    if (!isPlainObject(definition.functions))
      return 'functions must be an object of function definitions by name.';
    const functions = new Map<string, CatalogFunction>();
    for (const [name, raw] of Object.entries(definition.functions))
      functions.set(name, readFunction(raw));
    catalog.functions = functions;
  } else catalog.functions = new Map();
  return catalog;
}

function readFunction(raw: FunctionDefinition | unknown): CatalogFunction {
  const record = isPlainObject(raw) ? raw : {};
  const callers = record.allowedCallers;
  const out: CatalogFunction = {
    allowedCallers:
      callers === 'agentOnly' || callers === 'rendererOrAgent' ? callers : 'rendererOnly',
    requiresUserActivation: record.requiresUserActivation === true,
  };
  if (isPlainObject(raw)) out.schema = raw;
  if (typeof record.returnType === 'string') out.returnType = record.returnType;
  return out;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : undefined;
}
