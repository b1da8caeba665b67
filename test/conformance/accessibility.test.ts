/**
 * The suite's accessibility cases (accessibility.yaml, `accessibility_check`), as browser tests:
 * each case's surface rendered by `<svc-a2ui>` from v1.0 messages, then axe-core (the case's
 * rules, and every other rule through `to.be.accessible()`) and Chromium's own accessibility tree
 * (tools/wtr-ax-tree.mjs) checked against the case's `accessibilityTree`:
 * - a component's node is its control for an interactive element (the first node of the case's
 *   `role`, or of a control role), else the element itself;
 * - `label` is the node's accessible name, `description` its description, `live` its live
 *   property, `role` its role, `checked` its checked state; `hidden: true` means neither the
 *   element nor anything in it is exposed;
 * - a value `{path}` is read from the data model: the case runs with one data model, then with
 *   another, and the tree must follow.
 * The suite writes v1.0 bindings in the older spelling (`{path}`), read as `{"@path"}`, and roots
 * one case in `Container`, which no published catalog has: a host component drawn as a Column.
 */
import {expect, fixture, html, nextFrame} from '@open-wc/testing';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {axTrees, controlOf, type AxNode} from '../ax-tree.js';
import {runTable, table, type Case} from './harness.js';

type Json = Record<string, unknown>;

const CATALOG = 'conformance/accessibility';

/** The case's surface (`{id, component, …, components: {id: {…}}}`) as v1.0 components. */
function componentsOf(surface: Json): Json[] {
  const {components = {}, ...root} = surface as {components?: Record<string, Json>};
  return [root, ...Object.entries(components).map(([id, body]) => ({id, ...body}))].map(
    (component) => inV1Spelling(component) as Json,
  );
}

/** A `{path}` object is a v1.0 binding written in the older spelling. */
function inV1Spelling(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inV1Spelling);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Json;
  const keys = Object.keys(record);
  if (keys.length === 1 && typeof record.path === 'string') return {'@path': record.path};
  return Object.fromEntries(keys.map((key) => [key, inV1Spelling(record[key])]));
}

/** Every `{path}` the expected tree reads, so the case can give them values. */
function paths(expected: Json): string[] {
  const out = new Set<string>();
  for (const values of Object.values(expected))
    for (const value of Object.values(values as Json))
      if (value && typeof value === 'object' && typeof (value as Json).path === 'string')
        out.add((value as Json).path as string);
  return [...out];
}

/** Two data models for the paths: every label and boolean takes both of its values. */
function dataModels(expected: Json): Json[] {
  const first: Json = {};
  const second: Json = {};
  for (const path of paths(expected)) {
    const name = path.split('/').pop()!;
    const flag = /^is[A-Z]/.test(name);
    setAt(first, path, flag ? false : `${name} one`);
    setAt(second, path, flag ? true : `${name} two`);
  }
  return [first, second];
}

function setAt(model: Json, path: string, value: unknown): void {
  const segments = path.split('/').slice(1);
  let at = model;
  for (const segment of segments.slice(0, -1)) at = (at[segment] ??= {}) as Json;
  at[segments[segments.length - 1]] = value;
}

function readAt(model: Json, path: string): unknown {
  let at: unknown = model;
  for (const segment of path.split('/').slice(1)) at = (at as Json | undefined)?.[segment];
  return at;
}

async function settled(el: SvcA2ui): Promise<SvcSurface> {
  await el.updateComplete;
  const surface = el.shadowRoot!.querySelector<SvcSurface>('svc-surface')!;
  await surface.rendered;
  await surface.updateComplete;
  for (const child of surface.shadowRoot!.querySelectorAll('[data-component-id]')) {
    await customElements.whenDefined(child.localName);
    await (child as HTMLElement & {updateComplete?: Promise<unknown>}).updateComplete;
  }
  return surface;
}

/** The node a component's expectations are about; undefined when nothing of it is exposed. */
function nodeOf(tree: AxNode[], expected: Json): AxNode | undefined {
  const host = tree[0];
  if (!host) return undefined;
  const control = controlOf(tree, expected.role as string | undefined);
  return control ?? (host.ignored ? undefined : host);
}

function expectTree(id: string, tree: AxNode[], expected: Json, model: Json): void {
  const value = (key: string) => {
    const raw = expected[key];
    return raw && typeof raw === 'object' ? readAt(model, (raw as Json).path as string) : raw;
  };
  const exposed = tree.filter((node) => !node.ignored && node.role !== 'none');
  if ('hidden' in expected) {
    if (value('hidden') === true) {
      expect(exposed, `${id}: nothing exposed`).to.deep.equal([]);
      return;
    }
    expect(exposed.length, `${id}: exposed`).to.be.greaterThan(0);
  }
  const keys = ['label', 'description', 'role', 'live', 'checked'];
  if (!keys.some((key) => key in expected)) return;
  const node = nodeOf(tree, expected);
  expect(node, `${id}: exposed`).to.not.equal(undefined);
  if ('label' in expected) expect(node!.name, `${id} name`).to.equal(value('label'));
  if ('description' in expected)
    expect(node!.description, `${id} description`).to.equal(value('description'));
  if ('role' in expected) expect(node!.role, `${id} role`).to.equal(expected.role);
  if ('live' in expected) expect(tree[0].properties.live, `${id} live`).to.equal(expected.live);
  if ('checked' in expected)
    expect(node!.properties.checked, `${id} checked`).to.equal(String(expected.checked));
}

async function run(testCase: Case): Promise<void> {
  const assertions = testCase.assertions as {axeCore: string[]; accessibilityTree: Json};
  const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
  el.processor.registerCatalog({
    catalogId: CATALOG,
    extendsBasic: true,
    components: {Container: 'column'},
  });
  const [first, ...others] = dataModels(assertions.accessibilityTree);
  el.processMessages({
    version: 'v1.0',
    createSurface: {
      surfaceId: 's',
      catalogId: CATALOG,
      dataModel: first,
      components: componentsOf(testCase.surface as Json),
    },
  });
  const surface = await settled(el);
  expect(surface.issues.filter((issue) => issue.severity === 'error')).to.deep.equal([]);
  for (const [index, model] of [first, ...others].entries()) {
    if (index > 0) {
      el.processMessages({version: 'v1.0', updateDataModel: {surfaceId: 's', value: model}});
      await settled(el);
    }
    const ids = Object.keys(assertions.accessibilityTree);
    const hosts = ids.map((id) =>
      surface.shadowRoot!.querySelector(`[data-component-id="${id}"]`)!,
    );
    // Chromium updates its accessibility tree after the next frames.
    await nextFrame();
    await nextFrame();
    const trees = await axTrees(hosts);
    ids.forEach((id, i) =>
      expectTree(id, trees[i], assertions.accessibilityTree[id] as Json, model),
    );
    // A label this test makes up for a binding cannot match the visible text, as the
    // label-content-name-mismatch rule asks of an author's wording.
    const invented = paths(assertions.accessibilityTree).length > 0;
    await expect(surface).to.be.accessible(
      invented ? {ignoredRules: ['label-content-name-mismatch']} : {},
    );
    const axe = (window as unknown as {axe: AxeRunner}).axe;
    const results = await axe.run(surface, {runOnly: {type: 'rule', values: assertions.axeCore}});
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
  }
}

interface AxeRunner {
  run(
    context: Element,
    options: {runOnly: {type: 'rule'; values: string[]}},
  ): Promise<{violations: Array<{id: string}>}>;
}

const accessibility = await table('accessibility');
describe(`conformance: accessibility (${accessibility.source.commit?.slice(0, 8)})`, () => {
  runTable('accessibility', accessibility.cases, run, () => undefined);
});
