/**
 * The suite's node resolution cases (node_resolution.yaml, fixtures in test_data/node): the tree a
 * NodeResolver keeps, step by step: node identity, snapshots emitted, nodes destroyed, actions.
 */
import {expect} from '@open-wc/testing';
import {DataModel, createDefaultFunctions} from '../../src/model/index.js';
import {NodeResolver, type Invocation, type NodeChanges} from '../../src/protocol/index.js';
import {dataFile, expectSubset, runTable, table, type Case} from './harness.js';

type Component = Record<string, unknown> & {id: string};
type Fixture = {data: Record<string, unknown>; components: Component[]};
type Expectation = {
  nodes?: Record<string, Record<string, unknown>>;
  data?: Record<string, unknown>;
  emissions?: Record<string, number>;
  same_nodes?: string[];
  replaced_nodes?: string[];
  destroyed?: Record<string, number>;
  events?: Record<string, unknown>[];
  functions?: Record<string, unknown>[];
};
type Step = Record<string, unknown> & {op: string; expect: Expectation};

/** A node as the suite writes it: component_id, type, state, data_path, props. */
function described(
  node: ReturnType<NodeResolver['nodes']> extends ReadonlyMap<string, infer N> ? N : never,
) {
  return {
    component_id: node.componentId,
    ...(node.type ? {type: node.type} : {}),
    state: node.state,
    data_path: node.dataPath,
    props: node.props,
  };
}

function count(keys: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of keys) out[key] = (out[key] ?? 0) + 1;
  return out;
}

async function run(testCase: Case): Promise<void> {
  const fixture = (await dataFile(`conformance/${String(testCase.fixture)}`)) as Fixture;
  const model = new DataModel(structuredClone(fixture.data));
  const components = new Map(fixture.components.map((component) => [component.id, component]));
  const resolver = new NodeResolver({model, functions: createDefaultFunctions()});
  const check = (
    changes: NodeChanges,
    want: Expectation,
    before: Map<string, unknown>,
    calls: Invocation[],
  ) => {
    const nodes = resolver.nodes();
    if (want.nodes) {
      expect([...nodes.keys()].sort(), 'node keys').to.deep.equal(Object.keys(want.nodes).sort());
      for (const [key, node] of Object.entries(want.nodes))
        expectSubset(described(nodes.get(key)!), node, key);
    }
    for (const [path, value] of Object.entries(want.data ?? {}))
      expect(model.get(path), path).to.deep.equal(value);
    if (want.emissions) expect(count(changes.emitted), 'emissions').to.deep.equal(want.emissions);
    for (const key of want.same_nodes ?? [])
      expect(nodes.get(key), `same ${key}`).to.equal(before.get(key));
    for (const key of want.replaced_nodes ?? [])
      expect(changes.replaced, 'replaced').to.include(key);
    if (want.destroyed) expect(count(changes.destroyed), 'destroyed').to.deep.equal(want.destroyed);
    const events = calls.flatMap((call) => ('event' in call ? [call.event] : []));
    const functions = calls.flatMap((call) => ('functionCall' in call ? [call.functionCall] : []));
    if (want.events)
      expect(
        events.map((e) => ({
          name: e.name,
          source_component_id: e.sourceComponentId,
          context: e.context,
        })),
      ).to.deep.equal(want.events);
    if (want.functions) expect(functions).to.deep.equal(want.functions);
  };
  check(resolver.update(components), testCase.expect as Expectation, new Map(), []);
  for (const step of (testCase.steps as Step[] | undefined) ?? []) {
    const before = new Map(resolver.nodes());
    const calls: Invocation[] = [];
    let changes: NodeChanges;
    switch (step.op) {
      case 'write':
        resolver.write(String(step.node), String(step.property), step.value);
        changes = resolver.refresh();
        break;
      case 'set_data':
        model.set(String(step.path), step.value);
        changes = resolver.refresh();
        break;
      case 'update_components':
        for (const component of step.components as Component[])
          components.set(component.id, component);
        changes = resolver.update(components);
        break;
      case 'remove_component':
        components.delete(String(step.component_id));
        changes = resolver.update(components);
        break;
      case 'invoke': {
        const call = resolver.invoke(String(step.node), String(step.property));
        if (call) calls.push(call);
        changes = resolver.refresh();
        break;
      }
      case 'dispose':
        changes = resolver.dispose();
        break;
      default:
        throw new Error(`unknown op ${step.op}`);
    }
    check(changes, step.expect, before, calls);
  }
}

const nodes = await table('node_resolution');
describe(`conformance: node_resolution (${nodes.source.commit?.slice(0, 8)})`, () => {
  runTable('node_resolution', nodes.cases, run, () => undefined);
});
