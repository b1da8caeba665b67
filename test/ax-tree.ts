/**
 * Chromium's accessibility tree of elements, as a screen reader gets it (tools/wtr-ax-tree.mjs):
 * each element's subtree in document order, with role, name, description, whether it is hidden,
 * and properties such as `live` and `checked`.
 */
import {executeServerCommand} from '@web/test-runner-commands';

export interface AxNode {
  role: string;
  name: string;
  description: string;
  /** Not exposed to assistive technologies (aria-hidden, display: none, or only presentational). */
  ignored: boolean;
  properties: Record<string, unknown>;
  /** Depth below the element the subtree was asked for (0 for the element itself). */
  depth: number;
}

/** The accessibility subtrees of `elements`, one per element. */
export async function axTrees(elements: Element[]): Promise<AxNode[][]> {
  (window as unknown as {__axTargets: Element[]}).__axTargets = elements;
  return executeServerCommand<AxNode[][], {count: number}>('ax-tree', {count: elements.length});
}

/** The roles of the controls a person operates. */
export const CONTROL_ROLES: ReadonlySet<string> = new Set([
  'button',
  'textbox',
  'searchbox',
  'checkbox',
  'switch',
  'radiogroup',
  'radio',
  'slider',
  'spinbutton',
  'combobox',
  'listbox',
  'DateTime',
  'date',
  'InputTime',
]);

/** The first control (by role) in an element's subtree that assistive technologies see. */
export function controlOf(tree: AxNode[], role?: string): AxNode | undefined {
  return tree.find(
    (node) => !node.ignored && (role ? node.role === role : CONTROL_ROLES.has(node.role)),
  );
}
