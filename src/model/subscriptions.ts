/**
 * Subscribers kept in a trie keyed by path segment, so that a write at `/a/b` reaches the
 * listeners on `/`, `/a`, `/a/b` and below `/a/b` by walking only those nodes: the cost of a
 * notification is O(depth + affected subscribers), whatever the number of other subscribers.
 */

/** Told the canonical path that was written. */
export type ChangeListener = (changedPath: string) => void;

/**
 * The values below a written path before and after the write, so that listeners on descendants
 * whose own value did not change are left out.
 */
export interface DescendantValues {
  before: unknown;
  after: unknown;
  /** The child of a value at one segment (undefined when there is none). */
  child(value: unknown, segment: string): unknown;
  /** True when two values are equal (deeply). */
  same(a: unknown, b: unknown): boolean;
}

interface TrieNode {
  parent: TrieNode | undefined;
  segment: string;
  children: Map<string, TrieNode> | undefined;
  listeners: Set<ChangeListener> | undefined;
}

function createNode(parent: TrieNode | undefined, segment: string): TrieNode {
  return {parent, segment, children: undefined, listeners: undefined};
}

export class SubscriptionTrie {
  readonly #root: TrieNode = createNode(undefined, '');
  #size = 0;

  /** The number of (path, listener) registrations. */
  get size(): number {
    return this.#size;
  }

  /** Registers `listener` at `segments`; returns an idempotent unsubscribe function. */
  add(segments: readonly string[], listener: ChangeListener): () => void {
    let node = this.#root;
    for (const segment of segments) {
      node.children ??= new Map();
      let next = node.children.get(segment);
      if (!next) {
        next = createNode(node, segment);
        node.children.set(segment, next);
      }
      node = next;
    }
    node.listeners ??= new Set();
    if (node.listeners.has(listener)) return () => {};
    node.listeners.add(listener);
    this.#size++;
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      if (node.listeners?.delete(listener)) this.#size--;
      this.#prune(node);
    };
  }

  /**
   * The listeners affected by a write at `segments`: those on every ancestor, on the path itself
   * and on every descendant (with `values`, only descendants whose value changed). Each listener
   * appears once.
   */
  collect(segments: readonly string[], values?: DescendantValues): Set<ChangeListener> {
    const found = new Set<ChangeListener>();
    let node: TrieNode | undefined = this.#root;
    addAll(found, node.listeners);
    for (const segment of segments) {
      node = node.children?.get(segment);
      if (!node) return found;
      addAll(found, node.listeners);
    }
    // Descendants of the written path; a subtree whose value is unchanged is skipped whole.
    const stack: Array<[TrieNode, unknown, unknown]> = [];
    const push = (parent: TrieNode, before: unknown, after: unknown) => {
      if (!parent.children) return;
      for (const child of parent.children.values()) {
        if (!values) stack.push([child, undefined, undefined]);
        else {
          const b = values.child(before, child.segment);
          const a = values.child(after, child.segment);
          if (!(b === undefined && a === undefined)) stack.push([child, b, a]);
        }
      }
    };
    push(node, values?.before, values?.after);
    while (stack.length) {
      const [current, before, after] = stack.pop()!;
      if (values && current.listeners?.size && values.same(before, after)) continue;
      addAll(found, current.listeners);
      push(current, before, after);
    }
    return found;
  }

  /** Removes empty nodes upwards so that dead branches cost nothing. */
  #prune(node: TrieNode): void {
    let current: TrieNode | undefined = node;
    while (current && current.parent) {
      if (current.listeners?.size || current.children?.size) return;
      current.parent.children?.delete(current.segment);
      current = current.parent;
    }
  }
}

function addAll(target: Set<ChangeListener>, source: Set<ChangeListener> | undefined): void {
  if (source) for (const listener of source) target.add(listener);
}
