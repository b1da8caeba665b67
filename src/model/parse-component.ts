/** One component of a Surface record → a ComponentNode (see parse.ts for the whole record). */
import {buildNode, type NodeParts} from './component-node.js';
import {isPlainObject, isUnsafeKey} from './json.js';
import {checkValue, type ValueCheckContext} from './parse-values.js';
import {escapeSegment} from './pointer.js';
import type {ComponentNode, Issue} from './types.js';
import {declaredProperty, isKnownVariant} from '../catalog/index.js';

export interface ParsedComponent {
  node: ComponentNode;
  /** The pointer of each child reference, index for index with `node.children`. */
  childPointers: string[];
}

const at = (pointer: string, key: string | number) => `${pointer}/${escapeSegment(String(key))}`;

function readId(
  raw: Record<string, unknown>,
  pointer: string,
  issues: Issue[],
): string | undefined {
  const id = raw.id;
  if (typeof id === 'string' && id !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) {
    issues.push({
      pointer: at(pointer, 'id'),
      message: 'The id should be a string; read as text.',
      severity: 'warning',
    });
    return String(id);
  }
  const message =
    id === undefined
      ? 'A component without an id is skipped.'
      : 'The id must be a non-empty string; the component is skipped.';
  issues.push({
    pointer: id === undefined ? pointer : at(pointer, 'id'),
    message,
    severity: 'error',
  });
  return undefined;
}

function pickVariant(
  raw: Record<string, unknown>,
  pointer: string,
  issues: Issue[],
): string | undefined {
  const candidates: string[] = [];
  for (const key of Object.keys(raw)) {
    if (key === 'id' || key === 'weight') continue;
    if (isUnsafeKey(key)) {
      issues.push({
        pointer: at(pointer, key),
        message: `The key "${key}" is not allowed; it is ignored.`,
        severity: 'warning',
      });
    } else if (isPlainObject(raw[key]) || isKnownVariant(key)) {
      candidates.push(key);
    } else {
      issues.push({
        pointer: at(pointer, key),
        message: `Unknown field "${key}" ignored.`,
        severity: 'warning',
      });
    }
  }
  if (candidates.length === 0) {
    issues.push({
      pointer,
      message: 'The component has no variant (such as "text": {…}).',
      severity: 'error',
    });
    return undefined;
  }
  if (candidates.length === 1) return candidates[0];
  const chosen = candidates.find(isKnownVariant) ?? candidates[0];
  issues.push({
    pointer,
    message: `A component has exactly one variant; found ${candidates.join(', ')}; using ${chosen}.`,
    severity: 'error',
  });
  return chosen;
}

function readChildren(body: Record<string, unknown>, pointer: string, issues: Issue[]) {
  const ids: string[] = [];
  const pointers: string[] = [];
  const add = (value: unknown, where: string) => {
    if (typeof value === 'string' && value !== '') {
      ids.push(value);
      pointers.push(where);
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      ids.push(String(value));
      pointers.push(where);
    } else {
      issues.push({
        pointer: where,
        message: 'A child id must be a non-empty string; skipped.',
        severity: 'error',
      });
    }
  };
  const children = body.children;
  const childrenPointer = at(pointer, 'children');
  if (isPlainObject(children) && Array.isArray(children.ids)) {
    const idsPointer = at(childrenPointer, 'ids');
    children.ids.forEach((id, index) => add(id, `${idsPointer}/${index}`));
  } else if (Array.isArray(children)) {
    children.forEach((id, index) => add(id, `${childrenPointer}/${index}`));
  } else if (isPlainObject(children) && 'componentId' in children) {
    issues.push({
      pointer: childrenPointer,
      message: 'Child templates ({componentId, path}) are not supported.',
      severity: 'error',
    });
  } else if (children !== undefined && children !== null) {
    issues.push({
      pointer: childrenPointer,
      message: 'children must be {ids: […]}; ignored.',
      severity: 'error',
    });
  } else if (body.child !== undefined && body.child !== null) {
    add(body.child, at(pointer, 'child'));
  }
  return {ids, pointers};
}

/** The node for `raw` (the component at `/components/<index>`), or undefined when it has no id. */
export function parseComponent(
  raw: unknown,
  pointer: string,
  context: ValueCheckContext,
): ParsedComponent | undefined {
  const {issues} = context;
  if (!isPlainObject(raw)) {
    issues.push({pointer, message: 'A component must be an object; skipped.', severity: 'error'});
    return undefined;
  }
  const id = readId(raw, pointer, issues);
  if (id === undefined) return undefined;
  const variant = pickVariant(raw, pointer, issues);
  const known = variant !== undefined && isKnownVariant(variant);
  const variantPointer = variant === undefined ? pointer : at(pointer, variant);
  const parts: NodeParts = {
    id,
    variant: variant ?? '',
    known,
    pointer,
    propsPointer: variantPointer,
    props: {},
    weight: raw.weight,
  };
  if (variant === undefined) return {node: buildNode(parts, issues), childPointers: []};
  let body = raw[variant];
  if (!isPlainObject(body)) {
    if (body !== undefined && body !== null && body !== true) {
      issues.push({
        pointer: variantPointer,
        message: `"${variant}" must be an object; read as {}.`,
        severity: 'warning',
      });
    }
    body = {};
  }
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key === 'children' || key === 'checks' || (key === 'child' && !('children' in record)))
      continue;
    if (isUnsafeKey(key)) {
      issues.push({
        pointer: at(variantPointer, key),
        message: `The key "${key}" is not allowed; it is ignored.`,
        severity: 'warning',
      });
      continue;
    }
    if (known && declaredProperty(variant, key) === undefined) {
      issues.push({
        pointer: at(variantPointer, key),
        message: `Unknown property "${key}" of ${variant}; ignored.`,
        severity: 'warning',
      });
      continue;
    }
    parts.props[key] = checkValue(record[key], at(variantPointer, key), context);
  }
  const children = readChildren(record, variantPointer, issues);
  parts.children = children.ids;
  if ('checks' in record) parts.checks = record.checks;
  return {node: buildNode(parts, issues), childPointers: children.pointers};
}
