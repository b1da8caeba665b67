/**
 * The rules a surface's tree is built by, shared by the reconciler (client) and server rendering
 * (`@svc/surfaces/ssr`), so that both make the same tree: what cannot be rendered at a place (and
 * the marker saying why), and the items of a template child list. DOM-free.
 */
import {MAX_DEPTH} from '../model/parse.js';
import {escapeSegment} from '../model/pointer.js';
import type {ComponentNode} from '../model/types.js';
import {variantToTag} from '../catalog/index.js';
import type {MarkerMessage} from './marker.js';

export interface Problem {
  /** English, for the surface's issues and the console. */
  reason: string;
  /** The same, as the marker shows it in the surface's language. */
  message: MarkerMessage;
  report?: boolean;
}

/**
 * Why `node` (component `id`) cannot be rendered at `depth`, or undefined when it can.
 * `inAncestry`: the component is already one of its own ancestors there (a cycle); `available`:
 * whether a tag can be drawn in this page. The parser has already reported the graph's problems:
 * only those the renderer finds itself are `report`ed.
 */
export function problemOf(
  node: ComponentNode | undefined,
  id: string,
  inAncestry: boolean,
  depth: number,
  available: (tag: string) => boolean,
): Problem | undefined {
  if (!node) return {reason: `Missing component “${id}”.`, message: {key: 'marker.missing'}};
  if (inAncestry)
    return {reason: 'This component contains itself.', message: {key: 'marker.cycle'}};
  if (depth >= MAX_DEPTH)
    return {
      reason: `Nested deeper than ${MAX_DEPTH} levels.`,
      message: {key: 'marker.tooDeep', values: {count: MAX_DEPTH}},
    };
  if (!node.variant)
    return {reason: 'This component has no type.', message: {key: 'marker.noType'}};
  if (!node.known)
    return {
      reason: `Unknown component “${node.variant}”.`,
      message: {key: 'marker.unknown'},
      report: true,
    };
  if (!available(variantToTag(node.variant)))
    return {
      reason: `“${node.variant}” is not available in this page.`,
      message: {key: 'marker.unavailable'},
      report: true,
    };
  return undefined;
}

/** One item of a template child list. */
export interface TemplateItem {
  /** The item's own identity (`id:…` or `key:…`), when it has one. */
  identity?: string;
  /** Its index or key in the list. */
  segment: string;
  /** The data scope of its instance. */
  scope: string;
}

/** The items of the list at `path`: one per array item (or object key), in order. */
export function templateItems(list: unknown, path: string): TemplateItem[] {
  const entries: [string, unknown][] = Array.isArray(list)
    ? list.map((item, index) => [String(index), item])
    : list && typeof list === 'object'
      ? Object.entries(list)
      : [];
  const base = path === '/' ? '' : path;
  return entries.map(([segment, item]) => ({
    identity: itemIdentity(item),
    segment,
    scope: `${base}/${escapeSegment(segment)}`,
  }));
}

/** A template item's own identity, when it has one (`id` or `key`). */
function itemIdentity(item: unknown): string | undefined {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return undefined;
  const record = item as Record<string, unknown>;
  for (const name of ['id', 'key']) {
    const value = record[name];
    if (typeof value === 'string' || typeof value === 'number') return `${name}:${value}`;
  }
  return undefined;
}

/** The `flex` a child of a row-like container gets for its weight ('' for none). */
export function weightFlex(weight: number | undefined): string {
  return weight ? `${weight} 1 0%` : '';
}
