/** The catalogs a processor holds: the basic catalog built in, host catalogs registered. */
import {
  BASIC_CATALOG_ID,
  BASIC_CATALOG_ID_V091,
  BASIC_CONVERTERS,
  convertByKey,
} from './basic-catalog.js';
import type {CatalogDefinition, ComponentConverter} from './types.js';

/** A catalog ready for conversion: component name → converter. */
export interface Catalog {
  catalogId: string;
  converters: ReadonlyMap<string, ComponentConverter>;
}

function basicCatalog(catalogId: string): Catalog {
  return {catalogId, converters: new Map(Object.entries(BASIC_CONVERTERS))};
}

/** Catalogs by id, in registration order (the basic catalog first). */
export class CatalogRegistry {
  readonly #catalogs = new Map<string, Catalog>();

  constructor() {
    this.#catalogs.set(BASIC_CATALOG_ID, basicCatalog(BASIC_CATALOG_ID));
  }

  /** Adds (or replaces) a catalog; returns an error message when the definition is unusable. */
  register(definition: CatalogDefinition): string | undefined {
    if (!definition || typeof definition.catalogId !== 'string' || definition.catalogId === '')
      return 'A catalog needs a non-empty catalogId.';
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
    this.#catalogs.set(definition.catalogId, {catalogId: definition.catalogId, converters});
    return undefined;
  }

  /**
   * The catalog of `catalogId`. The v0.9.1 basic catalog id reads as the v0.9 one (their content
   * is identical).
   */
  get(catalogId: string): Catalog | undefined {
    const found = this.#catalogs.get(catalogId);
    if (found) return found;
    if (catalogId === BASIC_CATALOG_ID_V091) return this.#catalogs.get(BASIC_CATALOG_ID);
    return undefined;
  }

  /** The basic catalog. */
  get basic(): Catalog {
    return this.#catalogs.get(BASIC_CATALOG_ID) ?? basicCatalog(BASIC_CATALOG_ID);
  }

  /** Every catalog id, in registration order. */
  ids(): string[] {
    return [...this.#catalogs.keys()];
  }
}
