/**
 * The component graph of a surface, for both dialects: the root, references to missing
 * components, cycles, nesting deeper than MAX_DEPTH and unreachable components, found with an
 * iterative depth-first walk (no recursion, each component visited once). What it finds goes to a
 * reporter, which words it for its dialect: issues of a REST record, or the A2UI errors of a
 * strict check.
 */
import type {ComponentNode} from './types.js';

/** How deeply components may nest; the renderer cuts deeper ones with a marker. */
export const MAX_DEPTH = 200;

/** Unreachable components reported one by one before a summary. */
const MAX_UNREACHABLE_REPORTED = 20;

/** Where each child reference of a component sits in its record or message. */
export type ChildPointers = Map<string, string[]>;

/** One finding: `node` is the component it is about (the parent, for a missing child or a cycle). */
export type GraphFinding =
  | {kind: 'missing'; node: ComponentNode; childId: string; pointer: string}
  | {kind: 'cycle'; node: ComponentNode; childId: string; pointer: string}
  | {kind: 'tooDeep'; node: ComponentNode}
  | {kind: 'unreachable'; node: ComponentNode; rootId: string}
  | {kind: 'moreUnreachable'; total: number; more: number}
  | {kind: 'noRoot'; node?: ComponentNode};

export interface GraphOptions {
  /**
   * A2UI's rule: the root is the component `root`, or there is none (`noRoot`). Otherwise the
   * root is `root`, else the first component no other lists as a child, else the first one.
   */
  rootMustBeNamed?: boolean;
}

/** The ids a component refers to: its children, or its template's component. */
function references(node: ComponentNode): readonly string[] {
  return node.template ? [node.template.componentId] : node.children;
}

/** Picks the root, reports what is wrong with the graph, and returns the root id. */
export function analyseGraph(
  components: ReadonlyMap<string, ComponentNode>,
  childPointers: ChildPointers | undefined,
  report: (finding: GraphFinding) => void,
  options: GraphOptions = {},
): string | undefined {
  if (components.size === 0) return undefined;
  const pointerOf = (node: ComponentNode, index: number) =>
    childPointers?.get(node.id)?.[index] ?? node.pointer;
  const referenced = new Set<string>();
  for (const node of components.values())
    for (const child of references(node)) referenced.add(child);
  const rootId = pickRoot(components, referenced, report, options);
  for (const node of components.values()) {
    references(node).forEach((child, index) => {
      if (!components.has(child))
        report({kind: 'missing', node, childId: child, pointer: pointerOf(node, index)});
    });
  }
  if (rootId === undefined) return undefined;

  const state = new Map<string, 1 | 2>(); // 1: on the current path, 2: done
  walk(rootId, components, pointerOf, state, report, true);
  let unreachable = 0;
  for (const [id, node] of components) {
    if (state.has(id)) continue;
    if (++unreachable <= MAX_UNREACHABLE_REPORTED) report({kind: 'unreachable', node, rootId});
    walk(id, components, pointerOf, state, report, false);
  }
  if (unreachable > MAX_UNREACHABLE_REPORTED)
    report({
      kind: 'moreUnreachable',
      total: unreachable,
      more: unreachable - MAX_UNREACHABLE_REPORTED,
    });
  return rootId;
}

function pickRoot(
  components: ReadonlyMap<string, ComponentNode>,
  referenced: ReadonlySet<string>,
  report: (finding: GraphFinding) => void,
  options: GraphOptions,
): string | undefined {
  if (components.has('root')) return 'root';
  if (options.rootMustBeNamed) {
    report({kind: 'noRoot'});
    return undefined;
  }
  for (const id of components.keys()) if (!referenced.has(id)) return id;
  const first = components.keys().next().value as string;
  report({kind: 'noRoot', node: components.get(first)});
  return first;
}

interface Frame {
  node: ComponentNode;
  depth: number;
  next: number;
}

function walk(
  startId: string,
  components: ReadonlyMap<string, ComponentNode>,
  pointerOf: (node: ComponentNode, index: number) => string,
  state: Map<string, 1 | 2>,
  report: (finding: GraphFinding) => void,
  fromRoot: boolean,
): void {
  const start = components.get(startId);
  if (!start || state.has(startId)) return;
  const stack: Frame[] = [{node: start, depth: 0, next: 0}];
  state.set(startId, 1);
  while (stack.length) {
    const frame = stack[stack.length - 1];
    const {node} = frame;
    const refs = references(node);
    if (frame.next >= refs.length) {
      state.set(node.id, 2);
      stack.pop();
      continue;
    }
    const index = frame.next++;
    const childId = refs[index];
    const child = components.get(childId);
    if (!child) continue;
    const seen = state.get(childId);
    if (seen === 1) {
      report({kind: 'cycle', node, childId, pointer: pointerOf(node, index)});
      continue;
    }
    if (seen === 2) continue;
    const depth = frame.depth + 1;
    if (fromRoot && depth === MAX_DEPTH) report({kind: 'tooDeep', node: child});
    state.set(childId, 1);
    stack.push({node: child, depth, next: 0});
  }
}

/**
 * Whether the graph has a cycle reachable from any of `ids`: for refusing a batch of components
 * that would close one.
 */
export function findCycle(
  nodeOf: (id: string) => ComponentNode | undefined,
  ids: Iterable<string>,
): {node: ComponentNode; childId: string} | undefined {
  const state = new Map<string, 1 | 2>();
  for (const id of ids) {
    const start = nodeOf(id);
    if (!start || state.has(id)) continue;
    const stack: {node: ComponentNode; next: number}[] = [{node: start, next: 0}];
    state.set(id, 1);
    while (stack.length) {
      const frame = stack[stack.length - 1];
      const refs = references(frame.node);
      if (frame.next >= refs.length) {
        state.set(frame.node.id, 2);
        stack.pop();
        continue;
      }
      const childId = refs[frame.next++];
      const seen = state.get(childId);
      if (seen === 1) return {node: frame.node, childId};
      if (seen === 2) continue;
      const child = nodeOf(childId);
      if (!child) continue;
      state.set(childId, 1);
      stack.push({node: child, next: 0});
    }
  }
  return undefined;
}
