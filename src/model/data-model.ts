/**
 * The data model of one surface: a JSON object read and written with JSON Pointers, with change
 * notification kept in a trie (see subscriptions.ts).
 *
 * A write that leaves a value as it was (deeply) changes nothing and tells nobody; listeners below
 * a written path are told only when their own value changed (as the A2UI conformance suite asks).
 *
 * Writes never throw. `set`, `remove` and `replace` return `undefined` when the write happened and
 * an error message (a string) when it was refused: writing through a primitive, a non-numeric
 * segment on an array, an index past the end of its list (see below), or a `__proto__` /
 * `prototype` / `constructor` segment (such segments are never stored, so no write can reach a
 * prototype). A refused write changes nothing, not even the containers its path would create.
 *
 * The model is bounded by what it holds, not by what an index names: a write may replace an item
 * of a list or add one at its end (index = length, as JSON Patch has it), never leave a gap. One
 * line naming `/list/999999` would otherwise make a list of a million slots, which every copy of
 * the model (an action's `sendDataModel`, a merge) fills in: a 5 KB message made a 300 MB action.
 * So a list's length is at most the number of items ever written to it (a deleted item leaves a
 * hole, its length kept), and every copy takes time in proportion to what was written.
 */
import {hasOwn, isPlainObject, isUnsafeKey, MAX_ARRAY_LENGTH, toJson} from './json.js';
import {sameJson} from './same-json.js';
import {formatPointer, isIndexSegment, resolveSegments} from './pointer.js';
import {SubscriptionTrie, type ChangeListener} from './subscriptions.js';
import type {Json} from './types.js';

export type {ChangeListener} from './subscriptions.js';

type Container = Record<string, unknown> | unknown[];

export interface DataModelOptions {
  /** Told when a listener throws; by default the error is rethrown asynchronously (reported, not fatal). */
  onListenerError?: (error: unknown) => void;
  /**
   * Start from `initial` itself rather than a copy. It must be plain, safe JSON (what
   * `parseDataModel` returns) that nobody changes; the model does not change it either: a write
   * copies each object and array on its path the first time (copy on write). Copying a data model
   * of 5 MB up front took 25 ms of the surface's first task.
   */
  adopt?: boolean;
}

export class DataModel {
  #root: Record<string, unknown>;
  /**
   * With `adopt`, until the next `replace`: the objects and arrays the model made or copied, the
   * only ones it changes in place. Without, all of them are its own.
   */
  #own?: WeakSet<object>;
  readonly #subscribers = new SubscriptionTrie();
  #version = 0;
  readonly #onListenerError: (error: unknown) => void;

  /** Starts from a copy of `initial` (a plain object; anything else starts empty). */
  constructor(initial?: unknown, options: DataModelOptions = {}) {
    if (options.adopt && isPlainObject(initial)) {
      this.#root = initial;
      this.#own = new WeakSet();
    } else {
      this.#root = copyRoot(initial);
    }
    this.#onListenerError = options.onListenerError ?? rethrowLater;
  }

  /** Increases by one with every write that changed something. */
  get version(): number {
    return this.#version;
  }

  /** How many (path, listener) subscriptions are registered. */
  get subscriberCount(): number {
    return this.#subscribers.size;
  }

  /**
   * The value at `path` (relative paths read in the scope `base`), or undefined when any step is
   * missing, goes through a primitive or null, or uses a non-index segment on an array. The value
   * is the model's own: treat it as read-only and write with `set`.
   */
  get(path: string, base?: string): unknown {
    const segments = resolveSegments(path, base);
    let current: unknown = this.#root;
    for (const segment of segments) {
      current = readChild(current, segment);
      if (current === undefined) return undefined;
    }
    return current;
  }

  /** True when `path` holds a value (not undefined). */
  has(path: string, base?: string): boolean {
    return this.get(path, base) !== undefined;
  }

  /**
   * Writes a copy of `value` at `path` (upsert): missing or null containers on the way are
   * created, an array when the next segment is an index, else an object. `undefined` deletes an
   * object key, or leaves a hole in an array (its length kept). The whole model (`""` or `/`)
   * takes a plain object only; undefined there empties it. Returns undefined on success, or an
   * error message. Listeners on the path and its ancestors are told, and those on descendants
   * whose value changed; writing the value already there tells nobody.
   */
  set(path: string, value: unknown, base?: string): string | undefined {
    if (typeof path !== 'string') return 'The path is not a string.';
    const segments = resolveSegments(path, base);
    if (segments.length === 0) return this.replace(value === undefined ? {} : value);
    for (const segment of segments) {
      if (isUnsafeKey(segment)) return `Forbidden path segment '${segment}'.`;
    }
    const stored = value === undefined ? undefined : toJson(value);
    if (value !== undefined && stored === undefined) return 'The value cannot be stored as JSON.';

    let container = this.#writable(this.#root);
    const last = segments.length - 1;
    for (let i = 0; i < last; i++) {
      const segment = segments[i];
      const error = checkSegment(container, segment, stored !== undefined);
      if (error) return error;
      let next = readChild(container, segment);
      if (next === undefined || next === null) {
        if (stored === undefined) return undefined; // deleting below a missing branch: nothing to do
        // What is made from here on is new: check the rest of the path before making any of it.
        const refused = checkNewBranch(segments, i + 1);
        if (refused) return refused;
        next = isIndexSegment(segments[i + 1]) ? [] : {};
        this.#own?.add(next as Container);
        writeChild(container, segment, next);
      } else if (typeof next !== 'object') {
        return `Cannot set path ${formatPointer(segments)}: the segment at ${formatPointer(segments.slice(0, i + 1))} is a primitive value (a ${typeof next}).`;
      }
      container = this.#writable(next as Container, container, segment);
    }
    const key = segments[last];
    const error = checkSegment(container, key, stored !== undefined);
    if (error) return error;
    const previous = readChild(container, key);
    if (sameJson(previous, stored)) return undefined;
    writeChild(container, key, stored);
    this.#changed(segments, previous, stored);
    return undefined;
  }

  /** Deletes the value at `path` (same as `set(path, undefined)`); `/` empties the model. */
  remove(path: string, base?: string): string | undefined {
    return this.set(path, undefined, base);
  }

  /**
   * Replaces the whole model with a copy of `root`, which must be a plain object; tells the root
   * listeners and those whose value changed (nobody when the content is the same).
   */
  replace(root: unknown): string | undefined {
    if (!isPlainObject(root)) return 'The data model must be a JSON object.';
    const previous = this.#root;
    const next = copyRoot(root);
    if (sameJson(previous, next)) return undefined;
    this.#root = next;
    this.#own = undefined;
    this.#changed([], previous, next);
    return undefined;
  }

  /** A deep plain-JSON copy of the whole model (for `sendDataModel`). */
  snapshot(): Json {
    return toJson(this.#root) ?? {};
  }

  /**
   * Calls `listener(changedPath)` whenever `path` (read in the scope `base`), one of its ancestors
   * or one of its descendants is written. Returns the unsubscribe function. Listeners run
   * synchronously during the write; an exception in one goes to `onListenerError` (by default
   * rethrown asynchronously) and the others still run.
   */
  subscribe(path: string, listener: ChangeListener, base?: string): () => void {
    return this.#subscribers.add(resolveSegments(path, base), listener);
  }

  /**
   * `container` (the root, or `parent`'s child at `segment`), first copied into its place when
   * the model adopted it: what it adopted stays as it was. A value written is the model's own
   * copy too, but not marked as such: a later write into it copies it once more, needlessly.
   */
  #writable(container: Container, parent?: Container, segment?: string): Container {
    if (!this.#own || this.#own.has(container)) return container;
    const copy = Array.isArray(container) ? container.slice() : {...container};
    this.#own.add(copy);
    if (parent === undefined) this.#root = copy as Record<string, unknown>;
    else writeChild(parent, segment!, copy);
    return copy;
  }

  #changed(segments: readonly string[], before: unknown, after: unknown): void {
    this.#version++;
    if (this.#subscribers.size === 0) return;
    const changedPath = formatPointer(segments);
    const values = {before, after, child: readChild, same: sameJson};
    for (const listener of this.#subscribers.collect(segments, values)) {
      try {
        listener(changedPath);
      } catch (error) {
        this.#onListenerError(error);
      }
    }
  }
}

function rethrowLater(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

function copyRoot(value: unknown): Record<string, unknown> {
  const copy = isPlainObject(value) ? toJson(value) : undefined;
  return isPlainObject(copy) ? copy : {};
}

/** An own property of an object, or an element of an array by decimal index; else undefined. */
function readChild(container: unknown, segment: string): unknown {
  if (typeof container !== 'object' || container === null) return undefined;
  if (Array.isArray(container)) {
    if (!isIndexSegment(segment)) return undefined;
    const index = Number(segment);
    return index < container.length && hasOwn(container, segment) ? container[index] : undefined;
  }
  return hasOwn(container, segment) ? (container as Record<string, unknown>)[segment] : undefined;
}

/**
 * Why `segment` cannot be written in `container` (`adding`: a value, not a deletion, which past
 * the end is a no-op), or undefined.
 */
function checkSegment(container: Container, segment: string, adding: boolean): string | undefined {
  if (!Array.isArray(container)) return undefined;
  if (!isIndexSegment(segment)) return `Cannot use non-numeric segment "${segment}" on a list.`;
  if (adding) return checkIndex(Number(segment), container.length);
  return undefined;
}

/** Why an item cannot be added at `index` of a list of `length` items, or undefined. */
function checkIndex(index: number, length: number): string | undefined {
  if (index >= MAX_ARRAY_LENGTH) return `The index ${index} is too large.`;
  if (index > length)
    return `The index ${index} is past the end of the list (${length} ${length === 1 ? 'item' : 'items'}): a list grows by one item at a time, at index ${length}.`;
  return undefined;
}

/**
 * Why the path's containers from `from` on cannot be made (each is new: a list where the segment
 * is an index, which must then be 0), or undefined.
 */
function checkNewBranch(segments: readonly string[], from: number): string | undefined {
  for (let i = from; i < segments.length; i++) {
    if (!isIndexSegment(segments[i])) continue;
    const error = checkIndex(Number(segments[i]), 0);
    if (error) return error;
  }
  return undefined;
}

function writeChild(container: Container, segment: string, value: unknown): void {
  if (Array.isArray(container)) {
    const index = Number(segment);
    if (value === undefined) {
      if (index < container.length) delete container[index];
    } else {
      container[index] = value;
    }
    return;
  }
  if (value === undefined) delete container[segment];
  else container[segment] = value;
}
