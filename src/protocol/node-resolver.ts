/**
 * The tree of nodes a surface's components make, without a DOM (the conformance suite's
 * `resolve_nodes`): one node per place in the tree, keyed by its path from the root
 * (`root/children/1`, `root/child`), with its data scope and its properties resolved against the
 * data model. A node keeps its identity while the same component (and type) stays at its place;
 * a template's items are places by position. After each change the resolver says which nodes
 * emitted a new snapshot, which were created, replaced or destroyed. It is the contract the DOM
 * reconciler (src/surface/reconciler.ts) keeps, checked by test/surface/node-contract.test.ts: one
 * element per node, kept while the node is kept, new when it is created or replaced. The
 * reconciler keys children by component id (template items by their own `id`) rather than position
 * (keyed diffing: a reordered child moves its element), the one deliberate difference; that test
 * states it.
 */
import type {DataModel} from '../model/data-model.js';
import type {FunctionRegistry} from '../model/functions/registry.js';
import {isPlainObject} from '../model/json.js';
import {escapeSegment, resolvePath} from '../model/pointer.js';
import {resolve} from '../model/resolve.js';
import {sameJson} from '../model/same-json.js';

/** A property of a node: a resolved value, a child node, a list of them, or an action. */
export type NodeProperty =
  {value: unknown; writable: boolean} | {node: string} | {node: string}[] | {action: true};

/** One node of the tree. */
export interface ResolvedNode {
  /** Its place: `root`, `root/children/0`, `root/child`… */
  readonly key: string;
  readonly componentId: string;
  /** The component type; undefined while pending. */
  readonly type?: string;
  /** `pending`: referenced, but no component of that id has arrived (yet). */
  readonly state: 'resolved' | 'pending';
  /** The data scope its relative paths read (`/` outside templates). */
  dataPath: string;
  /** Its properties, resolved; replaced (not mutated) when they change. */
  props: Record<string, NodeProperty>;
}

/** What changed in one step. */
export interface NodeChanges {
  /** Existing nodes whose properties changed: each emitted one new snapshot. */
  emitted: string[];
  created: string[];
  /** Places whose node was replaced by a new one (another component, type or state). */
  replaced: string[];
  destroyed: string[];
}

/** What `invoke` does: the event for the agent, or the catalog function to run. */
export type Invocation =
  | {event: {name: string; sourceComponentId: string; context: Record<string, unknown>}}
  | {functionCall: {name: string; args: Record<string, unknown>}};

export interface NodeResolverOptions {
  model: DataModel;
  functions?: FunctionRegistry;
  /** The components' values in the renderer's shapes (v1.0 messages: read with reserved keys). */
  readValue?: (value: unknown) => unknown;
  protocolVersion?: string;
}

/** Properties that are the tree's structure or the component's envelope, not values. */
const STRUCTURE = new Set(['id', 'component', 'catalogId', 'weight', 'checks', 'accessibility']);

/** Deeper than this, a place is not expanded (a cycle, or absurd nesting). */
const MAX_DEPTH = 200;

/** See the module comment. */
export class NodeResolver {
  #components: ReadonlyMap<string, Record<string, unknown>> = new Map();
  #nodes = new Map<string, ResolvedNode>();
  /** Each node's parent key, and what its last snapshot was made from (its actions as sent). */
  #parents = new Map<string, string>();
  readonly #sources = new WeakMap<ResolvedNode, unknown>();
  readonly #options: NodeResolverOptions;

  constructor(options: NodeResolverOptions) {
    this.#options = options;
  }

  /** The current nodes by key. */
  nodes(): ReadonlyMap<string, ResolvedNode> {
    return this.#nodes;
  }

  /** Sets the components (by id, in the protocol's shape) and resolves the tree again. */
  update(components: ReadonlyMap<string, Record<string, unknown>>): NodeChanges {
    this.#components = components;
    return this.refresh();
  }

  /** Resolves the tree again against the current data (after a data change). */
  refresh(): NodeChanges {
    const before = this.#nodes;
    const after = new Map<string, ResolvedNode>();
    const changes: NodeChanges = {emitted: [], created: [], replaced: [], destroyed: []};
    if (this.#components.has('root'))
      this.#visit('root', 'root', '/', 0, [], before, after, changes);
    for (const [key, node] of before) {
      if (after.get(key) === node) continue;
      changes.destroyed.push(key);
      if (!after.has(key)) continue;
      changes.replaced.push(key);
      // The parent now holds another node at that place: it emits once.
      const parent = this.#parents.get(key);
      if (parent && after.get(parent) === before.get(parent) && !changes.emitted.includes(parent))
        changes.emitted.push(parent);
    }
    this.#nodes = after;
    return changes;
  }

  /** Destroys every node. */
  dispose(): NodeChanges {
    const destroyed = [...this.#nodes.keys()];
    this.#nodes = new Map();
    return {emitted: [], created: [], replaced: [], destroyed};
  }

  /**
   * Writes `value` where a node's property is bound (as an input does); false when the property
   * is not a binding. The tree is not refreshed: call `refresh()`.
   */
  write(key: string, property: string, value: unknown): boolean {
    const node = this.#nodes.get(key);
    const raw = node && this.#raw(node.componentId)?.[property];
    const path = bindingPath(this.#read(raw));
    if (!node || path === undefined) return false;
    this.#options.model.set(resolvePath(path, node.dataPath), value);
    return true;
  }

  /** What a node's action does when invoked now, with the data as it is now. */
  invoke(key: string, property = 'action'): Invocation | undefined {
    const node = this.#nodes.get(key);
    const action = node && this.#read(this.#raw(node.componentId)?.[property]);
    if (!node || !isPlainObject(action)) return undefined;
    if (isPlainObject(action.event)) {
      const {name, context} = action.event;
      return {
        event: {
          name: String(name ?? ''),
          sourceComponentId: node.componentId,
          context: this.#resolveAll(isPlainObject(context) ? context : {}, node.dataPath),
        },
      };
    }
    const call = action.functionCall;
    if (isPlainObject(call) && typeof call.call === 'string')
      return {
        functionCall: {
          name: call.call,
          args: this.#resolveAll(isPlainObject(call.args) ? call.args : {}, node.dataPath),
        },
      };
    return undefined;
  }

  #raw(id: string): Record<string, unknown> | undefined {
    return this.#components.get(id);
  }

  #read(value: unknown): unknown {
    return this.#options.readValue ? this.#options.readValue(value) : value;
  }

  #resolveAll(values: Record<string, unknown>, base: string): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values))
      out[name] = this.#resolve(this.#read(value), base);
    return out;
  }

  #resolve(value: unknown, base: string): unknown {
    const {model, functions, protocolVersion} = this.#options;
    return resolve(value, {
      model,
      base,
      ...(functions ? {functions} : {}),
      ...(protocolVersion ? {protocolVersion} : {}),
    }).value;
  }

  #visit(
    key: string,
    id: string,
    dataPath: string,
    depth: number,
    ancestors: string[],
    before: Map<string, ResolvedNode>,
    after: Map<string, ResolvedNode>,
    changes: NodeChanges,
  ): void {
    const raw = this.#raw(id);
    const type = raw && typeof raw.component === 'string' ? raw.component : undefined;
    const state = raw ? 'resolved' : 'pending';
    const props: Record<string, NodeProperty> = {};
    const children: Array<[string, string, string]> = [];
    const actions: Record<string, unknown> = {};
    if (raw && depth < MAX_DEPTH && !ancestors.includes(id)) {
      for (const [name, value] of Object.entries(raw)) {
        if (STRUCTURE.has(name)) continue;
        if (name === 'children') props.children = this.#children(key, value, dataPath, children);
        else if (name === 'child' && typeof value === 'string') {
          props.child = {node: `${key}/child`};
          children.push([`${key}/child`, value, dataPath]);
        } else if (name === 'action') {
          props.action = {action: true};
          actions[name] = value;
        } else {
          const read = this.#read(value);
          props[name] = {
            value: this.#resolve(read, dataPath),
            writable: bindingPath(read) !== undefined,
          };
        }
      }
    }
    const previous = before.get(key);
    let node: ResolvedNode;
    if (
      previous &&
      previous.componentId === id &&
      previous.type === type &&
      previous.state === state
    ) {
      node = previous;
      const changed =
        previous.dataPath !== dataPath ||
        !sameJson(previous.props, props) ||
        !sameJson(this.#sources.get(previous), actions);
      if (changed) {
        node.dataPath = dataPath;
        node.props = props;
        changes.emitted.push(key);
      }
    } else {
      node = {key, componentId: id, state, dataPath, props, ...(type ? {type} : {})};
      changes.created.push(key);
    }
    this.#sources.set(node, actions);
    after.set(key, node);
    for (const [childKey, childId, childPath] of children) {
      this.#parents.set(childKey, key);
      this.#visit(
        childKey,
        childId,
        childPath,
        depth + 1,
        [...ancestors, id],
        before,
        after,
        changes,
      );
    }
  }

  /** A `children` property: ids, or a template over a list in the data. */
  #children(
    key: string,
    value: unknown,
    dataPath: string,
    into: Array<[string, string, string]>,
  ): {node: string}[] {
    const out: {node: string}[] = [];
    const add = (childId: string, scope: string) => {
      const childKey = `${key}/children/${out.length}`;
      out.push({node: childKey});
      into.push([childKey, childId, scope]);
    };
    if (Array.isArray(value)) {
      for (const childId of value) if (typeof childId === 'string') add(childId, dataPath);
    } else if (
      isPlainObject(value) &&
      typeof value.componentId === 'string' &&
      typeof value.path === 'string'
    ) {
      const listPath = resolvePath(value.path, dataPath);
      const list = this.#options.model.get(listPath);
      const base = listPath === '/' ? '' : listPath;
      const segments = Array.isArray(list)
        ? list.map((_, index) => String(index))
        : isPlainObject(list)
          ? Object.keys(list)
          : [];
      for (const segment of segments) add(value.componentId, `${base}/${escapeSegment(segment)}`);
    }
    return out;
  }
}

/** The path of a binding (`{path}` in the renderer's shapes), else undefined. */
function bindingPath(value: unknown): string | undefined {
  return isPlainObject(value) && typeof value.path === 'string' && Object.keys(value).length === 1
    ? value.path
    : undefined;
}
