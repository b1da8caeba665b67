/**
 * The contract between the DOM-free NodeResolver (src/protocol/node-resolver.ts) and the DOM
 * reconciler (src/surface/reconciler.ts): random sequences of A2UI v0.9 messages go through a
 * NodeResolver (on the processor's components and data model, as the conformance runner sets it
 * up) and through an `<svc-a2ui>`; after each step every resolved node is matched with the element
 * at its place, walking both trees by structure. The contract:
 * - every node has exactly one element at its place: its component's tag with its component id,
 *   showing the values the resolver resolved; a pending node (not streaming) and a node that is
 *   its own ancestor (which the resolver does not expand) are markers naming the component;
 *   nothing else is in the surface, so destroyed nodes' elements have gone;
 * - a node the resolver kept, whose key in the reconciler's terms (below) is unchanged, keeps its
 *   element; a node the resolver created or replaced gets a new element, unless the reconciler had
 *   one under the same key for the same component and type.
 * The reconciler keys by component id where the resolver keys by position, which is deliberate
 * (keyed diffing: an element moves with its component, keeping focus and state) and only ever
 * shows the same thing: a child's key is its parent's, then its component id and occurrence among
 * its siblings of that id (`child` and `children` alike), or in a template the item's own `id`
 * (else its position). So a reordered child, or an item with an `id` that moved, keeps its
 * element where the resolver replaces the node; and a node the resolver kept under a parent of
 * another id, after a shift among same-id siblings, at a place an `id`-ed item left, or that
 * became its own ancestor, takes the element under its new key (or a new one).
 */
import {expect, fixture, html} from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import {createDefaultFunctions} from '../../src/model/index.js';
import {
  BASIC_CATALOG_ID,
  NodeResolver,
  type NodeChanges,
  type ResolvedNode,
} from '../../src/protocol/index.js';
import {settled, surfaceOf} from './streaming-helpers.js';
import {quietWarnings} from './helpers.js';

const SURFACE = 's';
const IDS = ['root', 'a', 'b', 'c', 'd'];
const TAGS: Record<string, string> = {
  Column: 'svc-column',
  Row: 'svc-row',
  Card: 'svc-card',
  Text: 'svc-text',
  Button: 'svc-button',
  TextField: 'svc-text-field',
};

type Message = Record<string, unknown>;

/** The surface, with two template items to begin with. */
const START = [
  {version: 'v0.9', createSurface: {surfaceId: SURFACE, catalogId: BASIC_CATALOG_ID}},
  {
    version: 'v0.9',
    updateDataModel: {surfaceId: SURFACE, path: '/items', value: [{name: 'Ada'}, {name: 'Lin'}]},
  },
];

const childId = fc.constantFrom(...IDS.slice(1));
const list = fc.oneof(
  fc.array(childId, {maxLength: 4}),
  fc.record({path: fc.constant('/items'), componentId: childId}),
);
const component = (id: string) =>
  fc.oneof(
    fc.record({id: fc.constant(id), component: fc.constantFrom('Column', 'Row'), children: list}),
    fc.record({id: fc.constant(id), component: fc.constant('Card'), child: childId}),
    fc.record({
      id: fc.constant(id),
      component: fc.constant('Button'),
      child: childId,
      action: fc.constant({event: {name: 'go'}}),
    }),
    fc.record({
      id: fc.constant(id),
      component: fc.constant('Text'),
      text: fc.constantFrom('Hello', {path: 'name'}, {path: '/title'}),
    }),
    fc.record({
      id: fc.constant(id),
      component: fc.constant('TextField'),
      label: fc.constant('Name'),
      value: fc.constant({path: 'name'}),
    }),
  );
const components = fc
  .uniqueArray(fc.constantFrom(...IDS), {minLength: 1, maxLength: 3})
  .chain((ids) => fc.tuple(...ids.map(component)));
const item = fc.record(
  {id: fc.constantFrom('x', 'y', 'z'), name: fc.constantFrom('Ada', 'Lin')},
  {requiredKeys: ['name']},
);
const step: fc.Arbitrary<Message> = fc.oneof(
  {
    weight: 3,
    arbitrary: components.map((c) => ({updateComponents: {surfaceId: SURFACE, components: c}})),
  },
  fc.record({
    updateDataModel: fc.record({
      surfaceId: fc.constant(SURFACE),
      path: fc.constant('/items'),
      value: fc.array(item, {maxLength: 4}),
    }),
  }),
  fc.record({
    updateDataModel: fc.record({
      surfaceId: fc.constant(SURFACE),
      path: fc.constant('/title'),
      value: fc.constantFrom('One', 'Two'),
    }),
  }),
);
/** A first step that defines the root, then any steps. */
const steps = fc
  .tuple(
    component('root').map((root) => ({updateComponents: {surfaceId: SURFACE, components: [root]}})),
    fc.array(step, {minLength: 1, maxLength: 8}),
  )
  .map(([first, rest]) => [first, ...rest]);

/** The node keys of a node's children (a `children` list or template, or a `child`). */
function childKeys(node: ResolvedNode): string[] {
  const {children, child} = node.props;
  if (Array.isArray(children)) return children.map((c) => c.node);
  if (child && 'node' in child) return [child.node];
  return [];
}

/** What the reconciler shows for a node: a component's element, or a marker (and why). */
function expectedShape(node: ResolvedNode, ancestors: string[]): string {
  if (node.state === 'pending') return 'svc-marker';
  if (ancestors.includes(node.componentId)) return 'svc-marker';
  return TAGS[node.type!];
}

/**
 * Every resolved node, by key, with the element at its place (walking the element tree as the
 * resolver's tree says); checks on the way that each place holds one element of the right kind.
 */
function elementsByKey(
  el: SvcA2ui,
  nodes: ReadonlyMap<string, ResolvedNode>,
): Map<string, Element> {
  const out = new Map<string, Element>();
  const base = surfaceOf(el, SURFACE).shadowRoot!.querySelector('[part="base"]')!;
  const root = nodes.get('root');
  if (!root) {
    expect(base.querySelector('[data-component-id]'), 'no root: no component').to.equal(null);
    return out;
  }
  expect(base.childElementCount, 'one root element').to.equal(1);
  const visit = (key: string, element: Element, ancestors: string[]) => {
    const node = nodes.get(key)!;
    out.set(key, element);
    const shape = expectedShape(node, ancestors);
    expect(element.localName, key).to.equal(shape);
    if (shape === 'svc-marker') {
      expect((element as HTMLElementTagNameMap['svc-marker']).componentId, key).to.equal(
        node.componentId,
      );
      return;
    }
    expect(element.getAttribute('data-component-id'), key).to.equal(node.componentId);
    // What it shows is what the resolver resolved (a missing value shows as nothing).
    const shows = (name: string, value: unknown) => {
      const prop = node.props[name];
      const resolved = prop && 'value' in prop ? prop.value : undefined;
      expect(value ?? '', `${key}.${name}`).to.equal(resolved ?? '');
    };
    if (node.type === 'Text') shows('text', (element as HTMLElementTagNameMap['svc-text']).text);
    if (node.type === 'TextField')
      shows('value', (element as HTMLElementTagNameMap['svc-text-field']).value);
    const keys = childKeys(node);
    expect(element.childElementCount, `${key}: children`).to.equal(keys.length);
    keys.forEach((childKey, i) =>
      visit(childKey, element.children[i], [...ancestors, node.componentId]),
    );
  };
  visit('root', base.firstElementChild!, []);
  // Nothing else: a node's element is the only one at its place, and nothing destroyed is left.
  expect(base.querySelectorAll('*').length, 'elements').to.equal(out.size);
  return out;
}

/** What a place shows, for reuse: the component's type, or why it is a marker. */
function kind(node: ResolvedNode, ancestors: string[]): string {
  if (node.state === 'pending') return `missing ${node.componentId}`;
  const shown = ancestors.includes(node.componentId) ? 'cycle' : node.type!;
  return `${node.componentId} ${shown}`;
}

/** A template item's own identity (its `id`), as the reconciler reads it. */
function itemIdentity(item: unknown): string | undefined {
  const id = (item as {id?: unknown} | undefined)?.id;
  return typeof id === 'string' ? `id:${id}` : undefined;
}

/**
 * Each node's key in the reconciler's terms, with what it shows there (`kind`): the parent's key,
 * then the child's component id and its occurrence among its siblings of that id (a `child` and
 * a `children` list alike), or, in a template, the item's own `id` (else its position).
 */
function reconcilerKeys(
  nodes: ReadonlyMap<string, ResolvedNode>,
  components: ReadonlyMap<string, Record<string, unknown>>,
  model: {get(path: string): unknown},
): Map<string, {key: string; kind: string}> {
  const out = new Map<string, {key: string; kind: string}>();
  const visit = (nodeKey: string, key: string, ancestors: string[]) => {
    const node = nodes.get(nodeKey)!;
    out.set(nodeKey, {key, kind: kind(node, ancestors)});
    if (out.get(nodeKey)!.kind === 'cycle') return;
    const children = components.get(node.componentId)?.children;
    const template = typeof children === 'object' && !Array.isArray(children);
    const seen = new Map<string, number>();
    for (const [index, childKey] of childKeys(node).entries()) {
      const child = nodes.get(childKey)!;
      let part: string;
      if (template) {
        const identity = itemIdentity(model.get(child.dataPath));
        part = `@${identity ?? `#${index}`}`;
        if (seen.has(part)) part += `#${index}`;
        seen.set(part, 1);
      } else {
        const occurrence = seen.get(child.componentId) ?? 0;
        seen.set(child.componentId, occurrence + 1);
        part = `${child.componentId}#${occurrence}`;
      }
      visit(childKey, `${key}\u0000${part}`, [...ancestors, node.componentId]);
    }
  };
  if (nodes.has('root')) visit('root', 'root', []);
  return out;
}

type Places = Map<string, {key: string; kind: string}>;

/**
 * The identity contract for one step: where the resolver kept a node and the reconciler's key for
 * it is the same, the element is the same; else the element is the one the reconciler had under
 * that key (for the same kind), or a new one; destroyed nodes' elements have left the page.
 */
function checkIdentity(
  changes: NodeChanges,
  before: {
    nodes: ReadonlyMap<string, ResolvedNode>;
    places: Places;
    elements: Map<string, Element>;
  },
  after: {nodes: ReadonlyMap<string, ResolvedNode>; places: Places; elements: Map<string, Element>},
): void {
  const renewed = new Set([...changes.created, ...changes.replaced]);
  const old = new Set(before.elements.values());
  const byKey = new Map<string, {kind: string; element: Element}>();
  for (const [nodeKey, place] of before.places)
    byKey.set(place.key, {kind: place.kind, element: before.elements.get(nodeKey)!});
  for (const [nodeKey, node] of after.nodes) {
    const element = after.elements.get(nodeKey)!;
    const {key, kind} = after.places.get(nodeKey)!;
    const previous = byKey.get(key);
    const kept = before.nodes.get(nodeKey) === node && !renewed.has(nodeKey);
    if (kept && before.places.get(nodeKey)?.key === key && previous?.kind === kind)
      expect(element === before.elements.get(nodeKey), `${nodeKey} kept: same element`).to.equal(
        true,
      );
    else if (previous?.kind === kind)
      expect(element === previous.element, `${nodeKey}: the element under its key`).to.equal(true);
    else expect(old.has(element), `${nodeKey} new: a new element`).to.equal(false);
  }
  const shown = new Set(after.elements.values());
  for (const key of changes.destroyed) {
    const element = before.elements.get(key);
    if (element && !shown.has(element))
      expect(element.isConnected, `${key} destroyed: its element has gone`).to.equal(false);
  }
}

describe('NodeResolver and the DOM reconciler agree', function () {
  this.timeout(120_000);
  quietWarnings();

  it('property: node identity, creation and destruction are the elements’ (A2UI v0.9)', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (messages) => {
        const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
        el.processMessages(START);
        const state = el.processor.surface(SURFACE)!;
        const resolver = new NodeResolver({
          model: state.dataModel,
          functions: createDefaultFunctions(),
        });
        const components = state.components as ReadonlyMap<string, Record<string, unknown>>;
        let before = {nodes: new Map(), places: new Map(), elements: new Map()};
        for (const message of messages) {
          el.processMessages([{version: 'v0.9', ...message}]);
          const changes = resolver.update(components);
          await settled(el);
          const nodes = new Map(resolver.nodes());
          const after = {
            nodes,
            places: reconcilerKeys(nodes, components, state.dataModel),
            elements: elementsByKey(el, nodes),
          };
          checkIdentity(changes, before, after);
          before = after;
        }
        el.remove();
      }),
      {numRuns: 60, includeErrorInReport: true},
    );
  });

  it('a template whose item component changes (same type) makes new elements', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const update = (components: Message[]) => ({
      version: 'v0.9',
      updateComponents: {surfaceId: SURFACE, components},
    });
    el.processMessages([
      ...START,
      update([
        {id: 'root', component: 'Column', children: {path: '/items', componentId: 'a'}},
        {id: 'a', component: 'Text', text: 'A'},
        {id: 'b', component: 'Text', text: 'B'},
      ]),
    ]);
    await settled(el);
    const texts = () => [...surfaceOf(el, SURFACE).shadowRoot!.querySelectorAll('svc-text')];
    const before = texts();
    el.processMessages([
      update([{id: 'root', component: 'Column', children: {path: '/items', componentId: 'b'}}]),
    ]);
    await settled(el);
    const after = texts();
    expect(after.map((t) => [t.dataset.componentId, t.text])).to.deep.equal([
      ['b', 'B'],
      ['b', 'B'],
    ]);
    after.forEach((text, i) => expect(text === before[i], `item ${i}`).to.equal(false));
    // A later in-place change of the new component reaches its elements.
    el.processMessages([update([{id: 'b', component: 'Text', text: 'B2'}])]);
    await settled(el);
    expect(texts().map((t) => t.text)).to.deep.equal(['B2', 'B2']);
  });
});
