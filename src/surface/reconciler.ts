import {resolvePath} from '../model/pointer.js';
import {childrenShape, variantToTag} from '../catalog/index.js';
import {isLibraryTag, loadTag} from '../catalog/loaders.js';
import type {ReactiveElement} from 'lit';
import type {ComponentNode, ParsedSurface} from '../model/types.js';
import {NodeBinding, type BindingHost} from './bind.js';
import {scheduler, type Job, type Work} from '../controllers/scheduler.js';
import {arrange} from './dom-order.js';
import {preloadFor} from './preload.js';
import {problemOf, templateItems, weightFlex, type Problem} from './tree-rules.js';
import './marker.js';
import type {MarkerMessage} from './marker.js';

/**
 * How many elements, markers included, one surface may create; a list of ids shared by many
 * parents can repeat a subtree, and a list of missing ids makes a marker each. Past it, one marker
 * says the surface is too large and nothing more is built.
 */
export const MAX_ELEMENTS = 5_000;

/**
 * Past this many elements a surface is large: the surface lets the browser skip the style,
 * layout and paint of what is off screen (`onLarge`).
 */
export const LARGE_SURFACE_ELEMENTS = 500;

/**
 * The first screenful: a surface's `updateComplete` waits until a build has made this many
 * elements (or all of them), so a surface this small is complete when it resolves. They are made
 * in slices like the rest, so no task runs long.
 */
export const FIRST_SLICE_ELEMENTS = 200;

/**
 * Elements the first slice makes whatever the time, so that a small surface (most are) is built
 * in the task that set it, and its issues are known in that task.
 */
export const SYNC_ELEMENTS = 50;

/**
 * Past this many components a record is read in steps (see `<svc-surface>`), and its first build
 * shows only the root in the task its reading ended in, going on in slices from the next one.
 */
export const DEFER_BUILD_AFTER_COMPONENTS = 2_000;

/** One place in the rendered tree: a component (or a marker) under a given parent and scope. */
interface Instance {
  key: string;
  id: string;
  element: Element;
  parent?: Instance;
  depth: number;
  /** The data scope relative paths are read in (`/` outside templates). */
  scope: string;
  /** Set for a component, absent for a marker. */
  binding?: NodeBinding;
  marker?: string;
  /** A marker whose problem is an issue: reported when made, and again by `reuse`. */
  reported?: boolean;
  children: Instance[];
  /** A template container's subscription to its list, and the list keys last rendered. */
  unsubscribe?: () => void;
  watched?: string;
  itemKeys?: string;
  /** The `flex` last written on the element for its weight ('' or absent: none). */
  flex?: string;
  /** A server-rendered element's children, adopted by position by the first build. */
  server?: Element[];
}

/** A build in progress: a walk that yields when its slice is used up. */
type Build = Generator<void, void, void>;

/**
 * Keeps the element tree of a surface in line with its components, by key: a place in the tree
 * (parent, component id, and its occurrence or template item) keeps its element and binding as
 * long as the component there keeps its id and variant. A newer version re-applies only what
 * changed, moves children by key, and disposes what is gone; the first build is an update against
 * nothing. Cycles, missing children, unknown variants, undefined elements and nesting deeper than
 * MAX_DEPTH become markers; nothing here throws for bad input.
 *
 * A build is a depth-first walk in slices on the page's scheduler, within its budget per task
 * (TASK_BUDGET_MS; the elements' own first render runs after it, in the same task, so the task
 * stays well under 50 ms): the first slice (at least SYNC_ELEMENTS, when no other work has used
 * the task's budget) runs inside `update`, the rest in later turns; `firstScreenful` settles once
 * the first FIRST_SLICE_ELEMENTS elements exist. A leaf goes into its parent as soon as it exists, a
 * container once its children are in it (one insertion of the subtree) or when the slice ends
 * inside it, so what a slice built is on screen when it yields; each container puts its children
 * in their final order when it is done. A newer version (or a template list that changes shape)
 * arriving mid-build starts the walk again against the current model: what the stopped walk had
 * built, and what it had not yet reached, are reused by key.
 */
export class Reconciler {
  #instances = new Map<string, Instance>();
  /** Instances of the previous tree the current build has not reached yet. */
  #stale = new Map<string, Instance>();
  #surface?: ParsedSurface;
  #root?: Instance;
  #count = 0;
  /** Settled once a build has made FIRST_SLICE_ELEMENTS elements, or ended. */
  #screenful = resolved();
  /** Elements made since `#screenful` was last armed (reused ones included). */
  #made = 0;
  /** Elements created before their module loaded, each settling once it has rendered. */
  #upgrading: Promise<unknown>[] = [];
  /** The build in progress, and its job on the scheduler. */
  #build?: Build;
  #job?: Job<void>;
  /** The current slice: elements visited, and how many it makes whatever the time. */
  #visited = 0;
  #minimum = 1;
  /**
   * Containers being built and not yet in their parent, outermost first. A container goes in
   * once its children are in it (one insertion of the whole subtree), or, when the slice ends
   * inside it, before the build yields, so that what a slice built is on screen.
   */
  #unshown: Array<() => void> = [];
  /** The root of a server-rendered tree, which the next build adopts (see `adopt`). */
  #serverRoot?: Element;

  /**
   * `onBuilt` is called each time a build (or a template's rebuild) has completed; `onLarge` when
   * a build passes LARGE_SURFACE_ELEMENTS, and with the final answer when it completes.
   */
  constructor(
    readonly host: BindingHost,
    readonly onBuilt?: () => void,
    readonly onLarge?: (large: boolean) => void,
  ) {}

  /** True while a build continues in later slices. */
  get building(): boolean {
    return this.#build !== undefined;
  }

  /**
   * Settles once the current build has made its first FIRST_SLICE_ELEMENTS elements (or all it
   * makes, or was stopped): the first screenful.
   */
  get firstScreenful(): Promise<void> {
    return this.#screenful.promise;
  }

  /** Settles when every element created so far is defined and has rendered once. */
  async whenUpgraded(): Promise<void> {
    while (this.#upgrading.length) {
      const pending = this.#upgrading;
      this.#upgrading = [];
      await Promise.allSettled(pending);
    }
  }

  /** The bindings of every rendered component, in no particular order. */
  get bindings(): NodeBinding[] {
    const out: NodeBinding[] = [];
    for (const map of [this.#instances, this.#stale])
      for (const instance of map.values()) if (instance.binding) out.push(instance.binding);
    return out;
  }

  /**
   * Brings the tree in line with `surface`: builds the first slice now and the rest in later
   * slices; returns the root element.
   */
  update(surface: ParsedSurface): Element {
    this.#surface = surface;
    // Every module the surface needs, requested at once rather than as the walk meets them.
    preloadFor(surface.components.values());
    this.#restart();
    return this.#root!.element;
  }

  /**
   * Applies a newer `surface` to the elements in place, without a build, when its tree has the
   * same shape: the same components with the same variants, children and weights, and no build
   * under way. Only the bindings see the change (each applies the properties whose raw value
   * changed). `changedIds`, when given, are the only components that may differ from the current
   * surface's (the others are the same nodes): only those are compared. False when a build is
   * needed (`update`).
   */
  reuse(surface: ParsedSurface, changedIds?: ReadonlySet<string>): boolean {
    const current = this.#surface;
    if (!current || this.#build || !this.#root || !sameShape(current, surface, changedIds))
      return false;
    this.#surface = surface;
    for (const instance of this.#instances.values()) {
      const node = surface.components.get(instance.id);
      if (instance.binding && node && instance.binding.node !== node) instance.binding.update(node);
      if (instance.reported) this.#reportMarker(instance.id, instance.marker!);
    }
    this.onBuilt?.();
    return true;
  }

  /**
   * Makes the next build adopt a server-rendered tree (`@svc/surfaces/ssr`) rooted at `root`: each
   * element whose place, tag and component id match is bound where it is (it hydrates once its
   * properties are set) instead of being made anew; what does not match is replaced.
   */
  adopt(root: Element | undefined): void {
    this.#serverRoot = root;
  }

  /** Disposes every binding and subscription, and stops a build in progress. */
  dispose(): void {
    this.#stop();
    this.#screenful.resolve();
    const all = [...this.#instances.values(), ...this.#stale.values()];
    this.#instances.clear();
    this.#stale.clear();
    for (const instance of all) this.#drop(instance);
    this.#root = undefined;
  }

  /** Starts a full walk; what the tree holds now, built or not yet reached, is reused by key. */
  #restart(): void {
    const stale = this.#instances;
    for (const [key, instance] of this.#stale) stale.set(key, instance);
    this.#instances = new Map();
    this.#stale = stale;
    this.#count = 0;
    // A first build of a large record: reading it has filled this task, so the first slice
    // makes the root only. So does the adoption of a server-rendered tree, which is painted
    // already: nothing is gained by binding it in the task that read the record. A newer version
    // gets a first slice like any other.
    const firstOfLarge =
      stale.size === 0 && this.#surface!.components.size > DEFER_BUILD_AFTER_COMPONENTS;
    if (firstOfLarge || this.#serverRoot) scheduler.budget.useUp();
    this.#start(this.#walk(stale));
  }

  *#walk(stale: Map<string, Instance>): Build {
    const {rootId, streaming} = this.#surface!;
    if (rootId === undefined && streaming) {
      this.#root = this.#placeholder(stale, 'root', 'root', undefined);
      return;
    }
    if (rootId === undefined) {
      const reason = 'This surface has no components to show.';
      const message: MarkerMessage = {key: 'marker.noComponents'};
      this.#root = this.#marker(stale, 'root', '', {reason, message}, undefined, this.#serverRoot);
      this.#serverRoot = undefined;
      return;
    }
    const ready = (instance: Instance) => (this.#root = instance);
    const server = this.#serverRoot;
    this.#serverRoot = undefined;
    this.#root = yield* this.#visit(stale, 'root', rootId, undefined, '/', ready, server);
  }

  /**
   * Starts `build` on the page's scheduler, its first slice in this task: at least `minimum`
   * elements, unless other work (another surface, say) has already used this task's budget; then
   * only the root is made now and the rest in later turns.
   */
  #start(build: Build, minimum = SYNC_ELEMENTS): void {
    this.#stop();
    this.#build = build;
    // A restart mid-build counts on, so that restarts in a row cannot hold `firstScreenful` back.
    if (this.#screenful.done) {
      this.#screenful = deferred();
      this.#made = 0;
    }
    this.#unshown = [];
    this.#visited = 0;
    this.#minimum = scheduler.budget.used() ? 1 : minimum;
    const job = scheduler.run(this.#slices(build), {now: true});
    if (job.pending) this.#job = job;
  }

  #stop(): void {
    this.#build = undefined;
    this.#job?.abort();
    this.#job = undefined;
  }

  /** Runs `build` in slices (each ends where it yields), then finishes it. */
  *#slices(build: Build): Work<void> {
    try {
      while (!build.next().done) {
        if (this.#build !== build) return;
        if (this.#made >= FIRST_SLICE_ELEMENTS) this.#screenful.resolve();
        yield;
        this.#visited = 0;
        this.#minimum = 1;
      }
    } catch (error) {
      // Never expected: bad input becomes markers. Stop here rather than throw into the page.
      console.warn('svc-surface: building the surface stopped', error);
    }
    if (this.#build !== build) return;
    this.#screenful.resolve();
    this.#build = undefined;
    this.#job = undefined;
    const leftovers = [...this.#stale.values()];
    this.#stale = new Map();
    for (const instance of leftovers) this.#drop(instance);
    this.onLarge?.(this.#count > LARGE_SURFACE_ELEMENTS);
    this.onBuilt?.();
  }

  /** True when the current slice is used up (checked before each element). */
  #sliceUsed(): boolean {
    return ++this.#visited > this.#minimum && scheduler.budget.used();
  }

  /**
   * Builds (or reuses) the instance at `key` and its subtree. `ready` sees the instance once it
   * is bound: a leaf at once, a container when its children are in it or when the slice ends.
   */
  *#visit(
    stale: Map<string, Instance>,
    key: string,
    id: string,
    parent: Instance | undefined,
    scope: string,
    ready?: (instance: Instance) => void,
    server?: Element,
  ): Generator<void, Instance | undefined, void> {
    if (this.#sliceUsed()) {
      for (const show of this.#unshown) show();
      this.#unshown = [];
      yield;
    }
    this.#made++;
    if (++this.#count === LARGE_SURFACE_ELEMENTS + 1) this.onLarge?.(true);
    if (this.#count > MAX_ELEMENTS) {
      if (this.#count > MAX_ELEMENTS + 1) return undefined;
      const reason = `The surface is too large to show: only ${MAX_ELEMENTS} elements are built.`;
      const message: MarkerMessage = {key: 'marker.tooLarge', values: {count: MAX_ELEMENTS}};
      return this.#marker(stale, key, id, {reason, message, report: true}, parent, server);
    }
    const node = this.#surface!.components.get(id);
    // A child a message still arriving refers to is on its way.
    if (!node && this.#surface!.streaming) return this.#placeholder(stale, key, id, parent);
    const problem = this.#problem(node, id, parent);
    if (problem) return this.#marker(stale, key, id, problem, parent, server);

    const previous = take(stale, key);
    let instance: Instance;
    // The same component of the same variant (a template item's key does not name the component).
    if (
      previous?.binding &&
      previous.id === id &&
      previous.binding.node.variant === node!.variant
    ) {
      instance = previous;
      instance.parent = parent;
      instance.depth = parent ? parent.depth + 1 : 0;
      if (instance.binding!.node !== node) instance.binding!.update(node!);
      instance.binding!.rebase(scope);
      instance.scope = scope;
    } else {
      if (previous) this.#drop(previous);
      instance = this.#create(key, node!, parent, scope, server);
    }
    this.#instances.set(key, instance);
    if (!instance.binding!.connected) instance.binding!.connect();
    // A server-rendered element hydrates once bound (see `adopt`).
    instance.element.removeAttribute('defer-hydration');
    if (!childrenShape(node!.variant)) {
      ready?.(instance);
      return instance;
    }
    const show = ready && (() => ready(instance));
    if (show) this.#unshown.push(show);
    yield* this.#renderChildren(stale, instance, node!);
    // Not shown by a yield: the caller puts it in its parent now, subtree and all.
    if (show && this.#unshown.at(-1) === show) this.#unshown.pop();
    return instance;
  }

  /** Why a component cannot be rendered under `parent`, or undefined when it can. */
  #problem(node: ComponentNode | undefined, id: string, parent?: Instance): Problem | undefined {
    let inAncestry = false;
    for (let up = parent; up && !inAncestry; up = up.parent)
      inAncestry = up.id === id && !!up.binding;
    const depth = parent ? parent.depth + 1 : 0;
    return problemOf(node, id, inAncestry, depth, isAvailable);
  }

  #create(
    key: string,
    node: ComponentNode,
    parent: Instance | undefined,
    scope: string,
    server?: Element,
  ) {
    const tag = variantToTag(node.variant);
    const adopted =
      server?.localName === tag && server.getAttribute('data-component-id') === node.id;
    const element = adopted ? (server as HTMLElement) : document.createElement(tag);
    const loading = customElements.get(tag) ? undefined : loadTag(tag);
    if (loading) {
      // The element upgrades when its module arrives; Lit keeps the properties set before that.
      const upgraded = loading.then(
        () => (element as Partial<ReactiveElement>).updateComplete,
        () =>
          this.host.report({
            pointer: node.pointer,
            message: `The “${node.variant}” element could not be loaded.`,
            severity: 'error',
            componentId: node.id,
          }),
      );
      this.#upgrading.push(upgraded);
    }
    element.setAttribute('data-component-id', node.id);
    const binding = new NodeBinding(node, element, this.host, scope);
    const depth = parent ? parent.depth + 1 : 0;
    const instance = {key, id: node.id, element, parent, depth, scope, binding, children: []};
    if (adopted) adoptServerElement(instance as Instance);
    return instance as Instance;
  }

  *#renderChildren(
    stale: Map<string, Instance>,
    instance: Instance,
    node: ComponentNode,
  ): Generator<void, void, void> {
    const children: Instance[] = [];
    const shape = childrenShape(node.variant);
    const flex = shape === 'flex';
    const slots = typeof shape === 'object' ? shape.slots : undefined;
    // A new child goes in at once, after the one before it; the final order is set at the end.
    const show = (child: Instance) => {
      const index = children.length;
      this.#setWeight(child, flex);
      if (slots?.[index]) child.element.setAttribute('slot', slots[index]);
      if (child.element.parentElement === instance.element) return;
      const previous = children[index - 1]?.element;
      const before =
        previous?.parentElement === instance.element
          ? previous.nextSibling
          : instance.element.firstChild;
      instance.element.insertBefore(child.element, before);
    };
    if (node.template) {
      const items = this.#templateItems(instance, node);
      this.#watchTemplate(instance, node, items);
      for (const [index, item] of items.entries()) {
        const templateId = node.template.componentId;
        const server = instance.server?.[index];
        const child = yield* this.#visit(
          stale,
          item.key,
          templateId,
          instance,
          item.scope,
          show,
          server,
        );
        if (!child) break;
        show(child);
        children.push(child);
      }
    } else {
      this.#unwatchTemplate(instance);
      const seen = new Map<string, number>();
      for (const childId of node.children) {
        const occurrence = seen.get(childId) ?? 0;
        seen.set(childId, occurrence + 1);
        const key = `${instance.key}\u0000${childId}#${occurrence}`;
        const server = instance.server?.[children.length];
        const child = yield* this.#visit(
          stale,
          key,
          childId,
          instance,
          instance.scope,
          show,
          server,
        );
        if (!child) break;
        show(child);
        children.push(child);
      }
    }
    instance.children = children;
    // Server-rendered children that no component took (the data differs): they go.
    for (const left of instance.server ?? []) {
      if (!children.some((child) => child.element === left)) left.remove();
    }
    instance.server = undefined;
    arrange(
      instance.element,
      children.map((child) => child.element),
    );
  }

  /** The items of a template list, keyed by their own `id`/`key` or else by position. */
  #templateItems(instance: Instance, node: ComponentNode): Array<{key: string; scope: string}> {
    const path = resolvePath(node.template!.path, instance.scope);
    const seen = new Set<string>();
    return templateItems(this.host.model.get(path), path).map(({identity, segment, scope}) => {
      let key = `${instance.key}\u0000@${identity ?? `#${segment}`}`;
      if (seen.has(key)) key += `#${segment}`;
      seen.add(key);
      return {key, scope};
    });
  }

  /**
   * A template re-renders its children when its list changes shape (items added, removed or
   * moved); edits inside an item reach that item's bindings only.
   */
  #watchTemplate(instance: Instance, node: ComponentNode, items: Array<{key: string}>): void {
    instance.itemKeys = items.map((item) => item.key).join('\u0001');
    const path = resolvePath(node.template!.path, instance.scope);
    if (instance.unsubscribe && instance.watched === path) return;
    this.#unwatchTemplate(instance);
    instance.watched = path;
    let queued = false;
    instance.unsubscribe = this.host.model.subscribe(path, () => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        // Not reached yet by the build in progress: that build reads the list when it gets there.
        if (this.#instances.get(instance.key) !== instance || !instance.binding) return;
        const keys = this.#templateItems(instance, instance.binding.node)
          .map((item) => item.key)
          .join('\u0001');
        if (keys !== instance.itemKeys) this.#renew(instance);
      });
    });
  }

  #unwatchTemplate(instance: Instance): void {
    instance.unsubscribe?.();
    instance.unsubscribe = undefined;
    instance.watched = undefined;
  }

  /**
   * Re-renders one container's children against the current model (a template's list changed);
   * during a build, the build starts again instead, which covers this container too.
   */
  #renew(instance: Instance): void {
    if (this.#build) return this.#restart();
    const stale = this.#stale;
    const collect = (from: Instance) => {
      for (const child of from.children) {
        stale.set(child.key, child);
        this.#instances.delete(child.key);
        collect(child);
      }
    };
    collect(instance);
    this.#count = this.#instances.size;
    this.#start(this.#renderChildren(stale, instance, instance.binding!.node));
  }

  #setWeight(child: Instance, flex: boolean): void {
    const element = child.element;
    if (!(element instanceof HTMLElement)) return;
    const weight = flex ? child.binding?.node.weight : undefined;
    // Compared with what was written, not read back: reading the `flex` shorthand serializes it.
    const flexValue = weightFlex(weight);
    if ((child.flex ?? '') === flexValue) return;
    child.flex = flexValue;
    element.style.flex = flexValue;
    element.style.minWidth = weight ? '0' : '';
  }

  #marker(
    stale: Map<string, Instance>,
    key: string,
    id: string,
    {reason, message, report}: Problem,
    parent: Instance | undefined,
    server?: Element,
  ): Instance {
    if (report) this.#reportMarker(id, reason);
    const previous = take(stale, key);
    let instance: Instance;
    if (previous && !previous.binding && previous.id === id && previous.marker === reason) {
      instance = previous;
      instance.parent = parent;
    } else {
      if (previous) this.#drop(previous);
      const element =
        server?.localName === 'svc-marker'
          ? (server as HTMLElementTagNameMap['svc-marker'])
          : document.createElement('svc-marker');
      element.removeAttribute('defer-hydration');
      element.reason = reason;
      element.message = message;
      element.componentId = id;
      const depth = parent ? parent.depth + 1 : 0;
      instance = {key, id, element, parent, depth, scope: '/', marker: reason, children: []};
    }
    instance.reported = report === true;
    this.#instances.set(key, instance);
    return instance;
  }

  /** A placeholder for the component `id`, which a message still arriving will bring. */
  #placeholder(
    stale: Map<string, Instance>,
    key: string,
    id: string,
    parent: Instance | undefined,
  ): Instance {
    const previous = take(stale, key);
    if (previous && !previous.binding && previous.id === id && previous.marker === PLACEHOLDER) {
      previous.parent = parent;
      this.#instances.set(key, previous);
      return previous;
    }
    if (previous) this.#drop(previous);
    // Its module loads with the first message that arrives in parts; until then it is empty.
    if (!customElements.get('svc-placeholder')) void import('./placeholder.js');
    const element = document.createElement('svc-placeholder');
    element.setAttribute('component-id', id);
    element.setAttribute('aria-hidden', 'true');
    element.toggleAttribute('root', parent === undefined);
    const depth = parent ? parent.depth + 1 : 0;
    const instance: Instance = {
      key,
      id,
      element,
      parent,
      depth,
      scope: '/',
      marker: PLACEHOLDER,
      children: [],
    };
    this.#instances.set(key, instance);
    return instance;
  }

  #reportMarker(id: string, reason: string): void {
    const pointer = this.#surface?.components.get(id)?.pointer ?? '';
    this.host.report({pointer, message: reason, severity: 'error', componentId: id});
  }

  /** Disposes an instance that is no longer rendered (its reused descendants live on). */
  #drop(instance: Instance): void {
    if (this.#instances.get(instance.key) === instance) return;
    instance.binding?.dispose();
    this.#unwatchTemplate(instance);
  }
}

/** The `marker` of a placeholder instance. */
const PLACEHOLDER = '\u0000placeholder';

/** Whether an element of `tag` can be made here: defined, or one of the library's. */
function isAvailable(tag: string): boolean {
  return customElements.get(tag) !== undefined || isLibraryTag(tag);
}

/** A server-rendered element is bound in place: its children are adopted by position. */
function adoptServerElement(instance: Instance): void {
  const element = instance.element;
  instance.server = [...element.children].filter((child) => child.localName !== 'script');
  // What the server said with attributes (weight, states, custom properties, `ssr/server-styles.ts`):
  // the build and the element write the same through the CSSOM and the element's states.
  for (const name of element.getAttributeNames()) {
    if (name.startsWith('data-ssr-')) element.removeAttribute(name);
  }
}

function take(map: Map<string, Instance>, key: string): Instance | undefined {
  const found = map.get(key);
  if (found) map.delete(key);
  return found;
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  done: boolean;
}

/** A promise with its resolve, and whether it has been resolved. */
function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const result: Deferred = {
    promise,
    done: false,
    resolve: () => {
      result.done = true;
      resolve();
    },
  };
  return result;
}

function resolved(): Deferred {
  const result = deferred();
  result.resolve();
  return result;
}

/**
 * Whether two versions build the same tree: the same root and components, each with the same
 * variant, children (or template) and weight. Properties and checks may differ. With `changedIds`,
 * only those components are compared (the others are known to be the same).
 */
function sameShape(a: ParsedSurface, b: ParsedSurface, changedIds?: ReadonlySet<string>): boolean {
  if (a.rootId !== b.rootId || a.components.size !== b.components.size) return false;
  // Placeholders become markers when the message ends, and the other way round.
  if (a.streaming !== b.streaming) return false;
  for (const id of changedIds ?? b.components.keys()) {
    const next = b.components.get(id);
    const previous = a.components.get(id);
    if (previous === next) continue;
    if (!next) return false;
    if (
      !previous ||
      previous.variant !== next.variant ||
      previous.known !== next.known ||
      previous.weight !== next.weight ||
      previous.template?.componentId !== next.template?.componentId ||
      previous.template?.path !== next.template?.path ||
      previous.children.length !== next.children.length ||
      previous.children.some((child, i) => child !== next.children[i])
    )
      return false;
  }
  return true;
}
