/**
 * The component graph of a parsed surface: the root, missing children, cycles, nesting deeper
 * than MAX_DEPTH and unreachable components, found with an iterative depth-first walk (no
 * recursion, each component visited once).
 */
import type {ComponentNode, Issue} from './types.js';

/** How deeply components may nest; the renderer cuts deeper ones with a marker. */
export const MAX_DEPTH = 200;

/** Unreachable components reported one by one before a summary. */
const MAX_UNREACHABLE_REPORTED = 20;

/** Where each child reference of a component sits in the record. */
export type ChildPointers = Map<string, string[]>;

/**
 * Picks the root (the component `root`, else the first component no other lists as a child, else
 * the first component), reports graph problems, and returns the root id.
 */
export function analyseGraph(
  components: Map<string, ComponentNode>,
  childPointers: ChildPointers,
  issues: Issue[],
): string | undefined {
  if (components.size === 0) return undefined;
  const referenced = new Set<string>();
  for (const node of components.values()) {
    node.children.forEach((child, index) => {
      referenced.add(child);
      if (!components.has(child)) {
        issues.push({
          pointer: childPointers.get(node.id)?.[index] ?? node.pointer,
          message: `The child "${child}" does not exist.`,
          severity: 'error',
          componentId: node.id,
        });
      }
    });
  }
  let rootId: string | undefined = components.has('root') ? 'root' : undefined;
  if (rootId === undefined) {
    for (const id of components.keys()) {
      if (!referenced.has(id)) {
        rootId = id;
        break;
      }
    }
  }
  if (rootId === undefined) {
    rootId = components.keys().next().value as string;
    issues.push({
      pointer: components.get(rootId)!.pointer,
      message: 'No root: every component is the child of another; showing the first one.',
      severity: 'warning',
      componentId: rootId,
    });
  }

  const state = new Map<string, 1 | 2>(); // 1: on the current path, 2: done
  walk(rootId, components, childPointers, state, issues, true);
  let unreachable = 0;
  for (const [id, node] of components) {
    if (state.has(id)) continue;
    unreachable++;
    if (unreachable <= MAX_UNREACHABLE_REPORTED) {
      issues.push({
        pointer: node.pointer,
        message: `The component "${id}" is not reachable from the root "${rootId}"; it is not shown.`,
        severity: 'warning',
        componentId: id,
      });
    }
    walk(id, components, childPointers, state, issues, false);
  }
  if (unreachable > MAX_UNREACHABLE_REPORTED) {
    issues.push({
      pointer: '/components',
      message: `${unreachable} components in all are not reachable from the root.`,
      severity: 'warning',
    });
  }
  return rootId;
}

interface Frame {
  node: ComponentNode;
  depth: number;
  next: number;
}

function walk(
  startId: string,
  components: Map<string, ComponentNode>,
  childPointers: ChildPointers,
  state: Map<string, 1 | 2>,
  issues: Issue[],
  fromRoot: boolean,
): void {
  const start = components.get(startId);
  if (!start || state.has(startId)) return;
  const stack: Frame[] = [{node: start, depth: 0, next: 0}];
  state.set(startId, 1);
  while (stack.length) {
    const frame = stack[stack.length - 1];
    const {node} = frame;
    if (frame.next >= node.children.length) {
      state.set(node.id, 2);
      stack.pop();
      continue;
    }
    const index = frame.next++;
    const childId = node.children[index];
    const child = components.get(childId);
    if (!child) continue;
    const seen = state.get(childId);
    if (seen === 1) {
      issues.push({
        pointer: childPointers.get(node.id)?.[index] ?? node.pointer,
        message: `Cycle: "${childId}" contains itself through "${node.id}".`,
        severity: 'error',
        componentId: node.id,
      });
      continue;
    }
    if (seen === 2) continue;
    const depth = frame.depth + 1;
    if (fromRoot && depth === MAX_DEPTH) {
      issues.push({
        pointer: child.pointer,
        message: `Nested deeper than ${MAX_DEPTH} levels; this component and those inside it are cut.`,
        severity: 'error',
        componentId: childId,
      });
    }
    state.set(childId, 1);
    stack.push({node: child, depth, next: 0});
  }
}
