/**
 * The checks of a surface's whole component graph, in A2UI's words: the graph analysis every
 * dialect shares (model/parse-graph.ts) with A2UI's root rule, and the catalogs' composition
 * constraints (`allowedParents` / `allowedChildren`, the reserved `Surface` as the root's parent).
 */
import {MAX_DEPTH, analyseGraph, type GraphFinding} from '../model/parse-graph.js';
import type {ComponentNode} from '../model/types.js';
import type {Catalog, CatalogRegistry} from './catalogs.js';
import type {Surface} from './surface-state.js';
import type {A2uiErrorCategory} from './types.js';

export type TopologyReport = (
  category: A2uiErrorCategory,
  text: string,
  node?: ComponentNode,
  code?: string,
) => void;

/**
 * The strict checks of a complete surface (the conformance suite's strict mode): a root, no
 * cycles, no references to missing ids, nothing unreachable, nesting the renderer can draw.
 */
export function checkTopology(surface: Surface, report: TopologyReport): void {
  const nodes = surface.view().components;
  analyseGraph(nodes, undefined, (finding) => reportFinding(finding, report), {
    rootMustBeNamed: true,
  });
}

function reportFinding(finding: GraphFinding, report: TopologyReport): void {
  switch (finding.kind) {
    case 'noRoot':
      return report('ValidationError', "Missing root component (no component has the id 'root').");
    case 'missing':
      return report(
        'ValidationError',
        `Dangling reference: "${finding.node.id}" refers to the missing component "${finding.childId}".`,
        finding.node,
      );
    case 'cycle':
      return report('ValidationError', cycleText(finding.node.id, finding.childId), finding.node);
    case 'tooDeep':
      return report(
        'RecursionError',
        `Components nest deeper than ${MAX_DEPTH} levels below "root".`,
        finding.node,
      );
    case 'unreachable':
      return report(
        'ValidationError',
        `Orphaned component: "${finding.node.id}" is not reachable from the root.`,
        finding.node,
      );
    case 'moreUnreachable':
      return report('ValidationError', `Orphaned components: ${finding.more} more.`);
  }
}

/** A cycle in the suite's words: a circular component reference, or a self-reference. */
export function cycleText(id: string, childId: string): string {
  return id === childId
    ? `Circular reference detected: "${id}" lists itself as a child (self-reference detected).`
    : `Circular reference detected: "${id}" refers back to "${childId}" (a circular component reference).`;
}

/**
 * Composition constraints of the catalogs the components come from: a component whose type
 * restricts its parents (`allowedParents`, where `Surface` is the parent of `root`) or a container
 * whose type restricts its children (`allowedChildren`), placed otherwise. Only the ids in
 * `changed` (and their parents' and children's links) are checked. Each violation is a
 * ValidationError with code UNALLOWED_PARENT or UNALLOWED_CHILD; the rest still renders.
 */
export function checkComposition(
  surface: Surface,
  changed: Iterable<string>,
  catalogs: CatalogRegistry,
  report: TopologyReport,
): void {
  const nodes = surface.view().components;
  const typeOf = (node: ComponentNode) => String(surface.components.get(node.id)?.component ?? '');
  const catalogOf = (node: ComponentNode): Catalog | undefined => {
    const named = surface.components.get(node.id)?.catalogId;
    return typeof named === 'string' ? catalogs.get(named) : surface.catalog;
  };
  const parents = new Map<string, ComponentNode[]>();
  for (const node of nodes.values())
    for (const child of node.template ? [node.template.componentId] : node.children)
      parents.set(child, [...(parents.get(child) ?? []), node]);
  const edges = new Set<string>();
  const check = (parent: ComponentNode | undefined, child: ComponentNode) => {
    const key = `${parent?.id ?? ''}\u0000${child.id}`;
    if (edges.has(key)) return;
    edges.add(key);
    const childType = typeOf(child);
    const parentType = parent ? typeOf(parent) : 'Surface';
    const allowedParents = catalogOf(child)?.allowedParents?.get(childType);
    if (allowedParents && !allowedParents.includes(parentType))
      report(
        'ValidationError',
        `Component '${child.id}' (${childType}) cannot be placed under parent '${parent?.id ?? 'Surface'}' (${parentType}). Allowed parents: [${allowedParents.map((name) => `'${name}'`).join(', ')}].`,
        child,
        'UNALLOWED_PARENT',
      );
    const allowedChildren = parent && catalogOf(parent)?.allowedChildren?.get(parentType);
    if (parent && allowedChildren && !allowedChildren.includes(childType))
      report(
        'ValidationError',
        `Container '${parent.id}' (${parentType}) cannot contain child '${child.id}' (${childType}). Allowed children: [${allowedChildren.map((name) => `'${name}'`).join(', ')}].`,
        parent,
        'UNALLOWED_CHILD',
      );
  };
  for (const id of changed) {
    const node = nodes.get(id);
    if (!node) continue;
    if (id === 'root') check(undefined, node);
    for (const parent of parents.get(id) ?? []) check(parent, node);
    for (const childId of node.template ? [node.template.componentId] : node.children) {
      const child = nodes.get(childId);
      if (child) check(node, child);
    }
  }
}

/**
 * `@index` reads the position of a template item: a component that calls it must be drawn only as
 * (or inside) a template's item. Reported for the ids in `changed` that are reachable from `root`
 * through plain children alone (a component not yet placed may still become a template's).
 */
export function checkIndexPlacement(
  surface: Surface,
  changed: Iterable<string>,
  report: TopologyReport,
): void {
  const nodes = surface.view().components;
  const callers = [...changed].filter((id) => callsIndex(nodes.get(id)?.props));
  if (!callers.length || !nodes.has('root')) return;
  const plain = new Set<string>(['root']);
  const stack = ['root'];
  while (stack.length) {
    const node = nodes.get(stack.pop()!);
    for (const child of node && !node.template ? node.children : []) {
      if (plain.has(child)) continue;
      plain.add(child);
      stack.push(child);
    }
  }
  for (const id of callers)
    if (plain.has(id))
      report(
        'ValidationError',
        '@index function can only be evaluated inside a collection template iteration scope.',
        nodes.get(id),
      );
}

/** Whether a value (a component's props) calls `@index` anywhere. */
function callsIndex(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if ((value as {call?: unknown}).call === '@index') return true;
  return Object.values(value).some((item) => callsIndex(item, depth + 1));
}
