/**
 * The one place a ComponentNode is made, whichever dialect it came in (a REST record's
 * `{id, <variant>: {…}}` or an A2UI `{id, component, …}`): each dialect reads its own shape into
 * `NodeParts`, and the rules both share (weight, accessibility, checks, the text field's pattern)
 * are applied here, so they cannot differ between the two.
 */
import {A2UI_ACCESSIBILITY} from '../catalog/index.js';
import {normalizeChecks} from './checks.js';
import {isPlainObject} from './json.js';
import {escapeSegment} from './pointer.js';
import type {ChildTemplate, ComponentNode, Issue} from './types.js';

/** What a dialect read of one component, before the shared rules. */
export interface NodeParts {
  id: string;
  variant: string;
  known: boolean;
  /** JSON Pointer of the component in its record or message. */
  pointer: string;
  /** Where the component's own properties sit (the REST variant body, or the component). */
  propsPointer: string;
  /** Its properties, values already checked. */
  props: Record<string, unknown>;
  children?: string[];
  template?: ChildTemplate;
  listValue?: boolean;
  /** As sent: read here (a number of 0 or more, or such a number written as a string). */
  weight?: unknown;
  /** As sent (`{label, description, live, hidden}`), A2UI only. */
  accessibility?: unknown;
  /** As sent: any of the check forms `normalizeChecks` reads. */
  checks?: unknown;
}

const at = (pointer: string, key: string) => `${pointer}/${escapeSegment(key)}`;

/** The node of `parts`; problems are pushed to `issues`, each tagged with the component's id. */
export function buildNode(parts: NodeParts, issues: Issue[]): ComponentNode {
  const first = issues.length;
  const node: ComponentNode = {
    id: parts.id,
    variant: parts.variant,
    known: parts.known,
    props: parts.props,
    children: parts.children ?? [],
    checks: [],
    pointer: parts.pointer,
  };
  if (parts.template) {
    node.template = parts.template;
    node.children = [];
  }
  if (parts.listValue) node.listValue = true;
  const weight = readWeight(parts.weight, at(parts.pointer, 'weight'), issues);
  if (weight !== undefined) node.weight = weight;
  readAccessibility(parts.accessibility, at(parts.pointer, 'accessibility'), node, issues);
  if (parts.checks !== undefined)
    node.checks = normalizeChecks(parts.checks, at(parts.propsPointer, 'checks'), issues);
  if (node.variant === 'textField' && 'validationRegexp' in node.props)
    addPatternCheck(
      node,
      node.props.validationRegexp,
      at(parts.propsPointer, 'validationRegexp'),
      issues,
    );
  for (let i = first; i < issues.length; i++) issues[i].componentId ??= node.id;
  return node;
}

/** A weight of 0 or more, also when written as a numeric string; anything else is reported. */
function readWeight(raw: unknown, pointer: string, issues: Issue[]): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  const weight = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof weight === 'number' && Number.isFinite(weight) && weight >= 0) return weight;
  issues.push({
    pointer,
    message: 'weight must be a number of 0 or more; ignored.',
    severity: 'warning',
  });
  return undefined;
}

/** A2UI `accessibility` becomes the `accessibility*` props the binding applies as ARIA. */
function readAccessibility(raw: unknown, pointer: string, node: ComponentNode, issues: Issue[]) {
  if (raw === undefined || raw === null) return;
  if (!isPlainObject(raw)) {
    issues.push({
      pointer,
      message: 'accessibility must be an object; ignored.',
      severity: 'warning',
    });
    return;
  }
  for (const [key, prop] of Object.entries(A2UI_ACCESSIBILITY))
    if (raw[key] !== undefined) node.props[prop] = raw[key];
}

/**
 * A2UI v0.9's TextField `validationRegexp`: a value that is not empty must match it (RE2 syntax,
 * unanchored, as the `regex` function reads it); an empty one passes, as with HTML's `pattern`
 * (a `required` check is what refuses it). Failing, it gives the fallback message.
 */
function addPatternCheck(node: ComponentNode, pattern: unknown, pointer: string, issues: Issue[]) {
  if (typeof pattern !== 'string') {
    issues.push({
      pointer,
      message: '"validationRegexp" must be a string; ignored.',
      severity: 'warning',
    });
    return;
  }
  const value = node.props.value;
  if (pattern === '' || value === undefined) return;
  const empty = {call: 'not', args: {value: {call: 'required', args: {value}}}};
  node.checks.push({
    kind: 'or',
    checks: [
      {kind: 'condition', condition: empty, pointer},
      {kind: 'call', call: 'regex', args: {value, pattern}, pointer},
    ],
    pointer,
  });
}
