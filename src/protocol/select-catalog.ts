/**
 * Which catalog each component and call of a surface uses, as a tool checks it before sending
 * (the conformance suite's `select_catalog`): the catalog it names, which the surface must support,
 * else the surface's default; and every catalog the surface supports must be of its version.
 */
import {normalizeProtocolVersion} from './catalogs.js';

export interface CatalogSelection {
  surface: {id: string; defaultCatalogId?: string; supportedCatalogIds: readonly string[]};
  /** Components by id (`{component, catalogId?}`). */
  components?: Record<string, {catalogId?: unknown}>;
  /** A function call (`{call, catalogId?}`). */
  functionCall?: {catalogId?: unknown};
  /** The protocol version of each catalog, when known. */
  catalogs?: Record<string, {protocolVersion?: string}>;
  /** The surface's protocol version (default `v1.0`). */
  version?: string;
}

/** The catalog of each component (by id) and of the call, or a CatalogError's message. */
export function selectCatalogs(
  input: CatalogSelection,
): {components: Record<string, string>; functionCall?: string} | {error: string} {
  const {surface} = input;
  const version = normalizeProtocolVersion(input.version ?? 'v1.0');
  for (const id of surface.supportedCatalogIds) {
    const other = normalizeProtocolVersion(input.catalogs?.[id]?.protocolVersion);
    if (other && other !== version)
      return {
        error: `Protocol version mismatch: cannot mix catalog '${id}' (${other}) with surface version ${version}.`,
      };
  }
  const pick = (named: unknown): string | {error: string} => {
    const id = typeof named === 'string' ? named : surface.defaultCatalogId;
    if (id === undefined) return {error: `Surface '${surface.id}' has no default catalogId.`};
    if (!surface.supportedCatalogIds.includes(id))
      return {error: `Catalog '${id}' is not supported by surface '${surface.id}'.`};
    return id;
  };
  const components: Record<string, string> = {};
  for (const [id, component] of Object.entries(input.components ?? {})) {
    const picked = pick(component.catalogId);
    if (typeof picked !== 'string') return picked;
    components[id] = picked;
  }
  if (!input.functionCall) return {components};
  const call = pick(input.functionCall.catalogId);
  return typeof call === 'string' ? {components, functionCall: call} : call;
}
