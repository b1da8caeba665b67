/**
 * One A2UI component → a seed-dialect ComponentNode, the shape the renderer works from.
 * Common to every component: `weight`, `checks`, `accessibility`; the rest is the catalog's
 * converter (basic-catalog.ts). Never throws.
 */
import {normalizeChecks} from '../model/checks.js';
import {addPatternCheck} from '../model/parse-component.js';
import {DEFAULT_FUNCTION_NAMES} from '../model/functions/names.js';
import {isPlainObject} from '../model/json.js';
import {checkValue, type ValueCheckContext} from '../model/parse-values.js';
import {escapeSegment} from '../model/pointer.js';
import type {ComponentNode, Issue} from '../model/types.js';
import {convertUnknown} from './basic-catalog.js';
import type {A2uiComponent, ComponentConverter} from './types.js';

const functionNames: ReadonlySet<string> = new Set(DEFAULT_FUNCTION_NAMES);

/** The accessibility attributes and the props they become. */
const ACCESSIBILITY_PROPS = {
  label: 'accessibilityLabel',
  description: 'accessibilityDescription',
  live: 'accessibilityLive',
  hidden: 'accessibilityHidden',
} as const;

export interface ConvertInput {
  /** The component, already a plain JSON copy with an id. */
  component: A2uiComponent;
  /** The type to convert as (the component's own, or the previous one when it sent none). */
  type: string;
  /** The catalog's converter for `type`, or undefined when the catalog does not know it. */
  converter: ComponentConverter | undefined;
  /** JSON Pointer of the component in its message, such as `/updateComponents/components/3`. */
  pointer: string;
}

export interface ConvertOutput {
  node: ComponentNode;
  issues: Issue[];
  /** Set when the converter threw; the node is then kept as unknown. */
  crashed?: string;
}

/** Converts one component; see the module comment. */
export function convertComponent(input: ConvertInput): ConvertOutput {
  const {type, pointer} = input;
  const issues: Issue[] = [];
  const context: ValueCheckContext = {issues, functions: functionNames};
  const component: A2uiComponent = {id: input.component.id};
  for (const [key, value] of Object.entries(input.component)) {
    if (key === 'id') continue;
    component[key] = checkValue(value, `${pointer}/${escapeSegment(key)}`, context);
  }
  if (!component.component) component.component = type;

  let converted;
  let crashed: string | undefined;
  const converter = input.converter ?? convertUnknown;
  try {
    converted = converter(component, {pointer, issues});
  } catch (error) {
    crashed = error instanceof Error ? error.message : String(error);
  }
  if (!converted || typeof converted.variant !== 'string' || !isPlainObject(converted.props)) {
    crashed ??= 'the converter returned no {variant, props}';
    converted = convertUnknown(component, {pointer, issues});
  }

  const node: ComponentNode = {
    id: component.id,
    variant: converted.variant,
    known: input.converter !== undefined && crashed === undefined,
    props: {...converted.props},
    children: Array.isArray(converted.children)
      ? converted.children.filter((id): id is string => typeof id === 'string')
      : [],
    checks: [],
    pointer,
  };
  if (converted.listValue === true) node.listValue = true;
  if (converted.template) {
    node.template = converted.template;
    node.children = [];
  }
  readWeight(component.weight, pointer, node, issues);
  readAccessibility(component.accessibility, pointer, node, issues);
  if (component.checks !== undefined)
    node.checks = normalizeChecks(component.checks, `${pointer}/checks`, issues);
  if (node.variant === 'textField' && 'validationRegexp' in node.props)
    addPatternCheck(node, node.props.validationRegexp, `${pointer}/validationRegexp`, issues);
  for (const issue of issues) issue.componentId ??= node.id;
  return crashed === undefined ? {node, issues} : {node, issues, crashed};
}

function readWeight(raw: unknown, pointer: string, node: ComponentNode, issues: Issue[]): void {
  if (raw === undefined || raw === null) return;
  if (typeof raw === 'number' && Number.isFinite(raw) && raw >= 0) {
    node.weight = raw;
    return;
  }
  issues.push({
    pointer: `${pointer}/weight`,
    message: 'weight must be a number of 0 or more; ignored.',
    severity: 'warning',
  });
}

function readAccessibility(
  raw: unknown,
  pointer: string,
  node: ComponentNode,
  issues: Issue[],
): void {
  if (raw === undefined || raw === null) return;
  if (!isPlainObject(raw)) {
    issues.push({
      pointer: `${pointer}/accessibility`,
      message: 'accessibility must be an object; ignored.',
      severity: 'warning',
    });
    return;
  }
  for (const [key, prop] of Object.entries(ACCESSIBILITY_PROPS)) {
    if (raw[key] !== undefined) node.props[prop] = raw[key];
  }
}
