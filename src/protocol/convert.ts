/**
 * One A2UI component → a seed-dialect ComponentNode, the shape the renderer works from: its values
 * read for the message's protocol version, its body converted by the catalog's converter
 * (basic-catalog.ts), then the node made by `buildNode`, as for a REST record. Never throws.
 */
import {buildNode} from '../model/component-node.js';
import {DEFAULT_FUNCTION_NAMES} from '../model/functions/names.js';
import {isPlainObject} from '../model/json.js';
import {checkValue, type ValueCheckContext} from '../model/parse-values.js';
import {escapeSegment} from '../model/pointer.js';
import type {ComponentNode, Issue} from '../model/types.js';
import {convertUnknown} from './basic-catalog.js';
import type {A2uiComponent, ComponentConverter} from './types.js';

const functionNames: ReadonlySet<string> = new Set(DEFAULT_FUNCTION_NAMES);

/** Keys that are the component's structure, not values: never read as dynamic values. */
const STRUCTURE = new Set(['id', 'component', 'catalogId', 'weight', 'children', 'child']);

export interface ConvertInput {
  /** The component, already a plain JSON copy with an id. */
  component: A2uiComponent;
  /** The type to convert as (the component's own, or the previous one when it sent none). */
  type: string;
  /** The catalog's converter for `type`, or undefined when the catalog does not know it. */
  converter: ComponentConverter | undefined;
  /** JSON Pointer of the component in its message, such as `/updateComponents/components/3`. */
  pointer: string;
  /**
   * Reads one property value (v1.0: the reserved `@path` / `@call` keys). Default: v0.9's reading,
   * which reports malformed dynamic values as issues.
   */
  readValue?: (value: unknown, pointer: string, issues: Issue[]) => unknown;
  /** Strict validation: with v0.9's reading, a call to an unknown function is an error. */
  strict?: boolean;
}

export interface ConvertOutput {
  node: ComponentNode;
  issues: Issue[];
  /** Set when the converter threw; the node is then kept as unknown. */
  crashed?: string;
}

function readV09(strict: boolean) {
  return (value: unknown, pointer: string, issues: Issue[]): unknown => {
    const context: ValueCheckContext = {issues, functions: functionNames};
    if (strict) context.unknownFunction = 'error';
    return checkValue(value, pointer, context);
  };
}

/** Converts one component; see the module comment. */
export function convertComponent(input: ConvertInput): ConvertOutput {
  const {type, pointer} = input;
  const issues: Issue[] = [];
  const readValue = input.readValue ?? readV09(input.strict === true);
  const component: A2uiComponent = {id: input.component.id};
  for (const [key, value] of Object.entries(input.component)) {
    if (key === 'id') continue;
    component[key] = STRUCTURE.has(key)
      ? value
      : readValue(value, `${pointer}/${escapeSegment(key)}`, issues);
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

  const node = buildNode(
    {
      id: component.id,
      variant: converted.variant,
      known: input.converter !== undefined && crashed === undefined,
      pointer,
      propsPointer: pointer,
      props: {...converted.props},
      children: Array.isArray(converted.children)
        ? converted.children.filter((id): id is string => typeof id === 'string')
        : [],
      template: converted.template,
      listValue: converted.listValue === true,
      weight: component.weight,
      accessibility: component.accessibility,
      checks: component.checks,
    },
    issues,
  );
  return crashed === undefined ? {node, issues} : {node, issues, crashed};
}
