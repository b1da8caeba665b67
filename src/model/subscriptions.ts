/**
 * Subscribers kept in a trie keyed by path segment, so that a write at `/a/b` reaches the
 * listeners on `/`, `/a`, `/a/b` and below `/a/b` by walking only those nodes: the cost of a
 * notification is O(depth + affected subscribers), whatever the number of other subscribers.
 */

/** Told the canonical path that was written. */
export type ChangeListener = (changedPath: string) => void;

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
   * and on every descendant. Each listener appears once.
   */
  collect(segments: readonly string[]): Set<ChangeListener> {
    const found = new Set<ChangeListener>();
    let node: TrieNode | undefined = this.#root;
    addAll(found, node.listeners);
    for (const segment of segments) {
      node = node.children?.get(segment);
      if (!node) return found;
      addAll(found, node.listeners);
    }
    // Descendants of the written path.
    const stack: TrieNode[] = [];
    if (node.children) for (const child of node.children.values()) stack.push(child);
    while (stack.length) {
      const current = stack.pop()!;
      addAll(found, current.listeners);
      if (current.children) for (const child of current.children.values()) stack.push(child);
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
