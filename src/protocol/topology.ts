/**
 * The strict graph checks of a complete surface (the conformance suite's strict mode): a root,
 * no cycles, no references to missing ids, nothing unreachable, nesting the renderer can draw.
 * Iterative, each component visited once.
 */
import {MAX_DEPTH} from '../model/parse-graph.js';
import type {ComponentNode} from '../model/types.js';
import type {Surface} from './surface-state.js';
import type {A2uiError, A2uiErrorCategory} from './types.js';

/** Orphans reported one by one before the rest are summed up. */
const MAX_ORPHANS_REPORTED = 20;

function references(node: ComponentNode): string[] {
  return node.template ? [node.template.componentId] : node.children;
}

/** Runs the checks on `surface`; `messageIndex` is the processor's current message count. */
export function checkTopology(surface: Surface, messageIndex: number): A2uiError[] {
  const errors: A2uiError[] = [];
  const report = (category: A2uiErrorCategory, text: string, node?: ComponentNode) => {
    const pointer = node?.pointer ?? '';
    const error: A2uiError = {
      category,
      code: category === 'ValidationError' ? 'VALIDATION_FAILED' : category,
      message: `${text} (surface "${surface.surfaceId}", at ${pointer || '/'})`,
      surfaceId: surface.surfaceId,
      pointer,
      messageIndex,
    };
    if (node) error.componentId = node.id;
    errors.push(error);
  };
  const view = surface.view();
  const nodes = view.components;
  const root = nodes.get('root');
  if (!root) {
    if (nodes.size > 0)
      report('ValidationError', "Missing root component (no component has the id 'root').");
    return errors;
  }
  // state: 1 = on the current path, 2 = done.
  const state = new Map<string, 1 | 2>();
  const stack: {node: ComponentNode; next: number; depth: number}[] = [
    {node: root, next: 0, depth: 0},
  ];
  state.set('root', 1);
  let tooDeep = false;
  while (stack.length) {
    const frame = stack[stack.length - 1];
    const refs = references(frame.node);
    if (frame.next >= refs.length) {
      state.set(frame.node.id, 2);
      stack.pop();
      continue;
    }
    const childId = refs[frame.next++];
    const child = nodes.get(childId);
    if (!child) {
      report(
        'ValidationError',
        `Dangling reference: "${frame.node.id}" refers to the missing component "${childId}".`,
        frame.node,
      );
      continue;
    }
    const seen = state.get(childId);
    if (seen === 1) {
      report(
        'ValidationError',
        `Circular reference detected: "${frame.node.id}" refers back to "${childId}".`,
        frame.node,
      );
      continue;
    }
    if (seen === 2) continue;
    if (frame.depth + 1 >= MAX_DEPTH) {
      if (!tooDeep)
        report(
          'RecursionError',
          `Components nest deeper than ${MAX_DEPTH} levels below "root".`,
          child,
        );
      tooDeep = true;
      continue;
    }
    state.set(childId, 1);
    stack.push({node: child, next: 0, depth: frame.depth + 1});
  }
  let orphans = 0;
  for (const node of nodes.values()) {
    if (state.has(node.id)) continue;
    if (++orphans <= MAX_ORPHANS_REPORTED)
      report(
        'ValidationError',
        `Orphaned component: "${node.id}" cannot be reached from the root.`,
        node,
      );
  }
  if (orphans > MAX_ORPHANS_REPORTED)
    report('ValidationError', `Orphaned components: ${orphans - MAX_ORPHANS_REPORTED} more.`);
  return errors;
}
