// Every example stream of the A2UI v0.9 specification (test/fixtures/a2ui, unmodified copies),
// fed message by message through the processor; the visible texts are resolved the way the
// renderer will: templates give each item the scope `<path>/<index>`.
import {expect} from '@open-wc/testing';
import {
  resolve,
  type ComponentNode,
  type Issue,
  type ParsedSurface,
} from '../../src/model/index.js';
import type {DataModel} from '../../src/model/index.js';
import {
  BASIC_COMPONENTS,
  MessageProcessor,
  type A2uiError,
  type SurfaceState,
} from '../../src/protocol/index.js';

import {basic, minimal, loadExample as load, type Example} from '../fixtures/a2ui-examples.js';

const MINIMAL_CATALOG_ID = 'https://a2ui.org/specification/v0_9/catalogs/minimal/catalog.json';

function processor(): MessageProcessor {
  // The minimal catalog is a subset of the basic one: a host registers it as such.
  return new MessageProcessor({
    catalogs: [
      {
        catalogId: MINIMAL_CATALOG_ID,
        components: {
          Text: 'text',
          Row: 'row',
          Column: 'column',
          Button: 'button',
          TextField: 'textField',
        },
      },
    ],
  });
}

/** The resolved text of every Text reached from the root, in document order. */
function visibleTexts(view: ParsedSurface, model: DataModel, issues: Issue[]): string[] {
  const texts: string[] = [];
  const walk = (id: string, base: string, depth: number) => {
    const node: ComponentNode | undefined = view.components.get(id);
    if (!node || depth > 50) return;
    const scope = {model, base, locale: 'en-US', report: (issue: Issue) => issues.push(issue)};
    if (node.variant === 'text') texts.push(String(resolve(node.props.text, scope).value ?? ''));
    if (node.template) {
      const path = node.template.path.startsWith('/')
        ? node.template.path
        : `${base === '/' ? '' : base}/${node.template.path}`;
      const items = model.get(path);
      const keys = Array.isArray(items)
        ? items.map((_, i) => String(i))
        : items && typeof items === 'object'
          ? Object.keys(items)
          : [];
      for (const key of keys) walk(node.template.componentId, `${path}/${key}`, depth + 1);
    }
    for (const child of node.children) walk(child, base, depth + 1);
  };
  if (view.rootId) walk(view.rootId, '/', 0);
  return texts;
}

function run(example: Example) {
  const p = processor();
  const errors: A2uiError[] = [];
  for (const message of example.messages) errors.push(...p.process(message).errors);
  return {p, errors, surfaces: p.surfaces()};
}

function texts(surface: SurfaceState) {
  const issues: Issue[] = [];
  const list = visibleTexts(surface.view(), surface.dataModel, issues);
  return {list, issues};
}

describe('protocol: the v0.9 specification examples', () => {
  for (const name of [...basic, ...minimal]) {
    it(`${name}: no errors, every component known, a complete tree, texts resolve`, async () => {
      const example = await load(name);
      const {p, errors, surfaces} = run(example);
      expect(errors, JSON.stringify(errors, null, 1)).to.deep.equal([]);
      expect(surfaces).to.have.length(1);
      const surface = surfaces[0];
      const view = surface.view();
      expect(view.issues, JSON.stringify(view.issues)).to.deep.equal([]);
      expect(view.rootId).to.equal('root');
      for (const node of view.components.values()) {
        expect(node.known, node.id).to.equal(true);
        const raw = surface.components.get(node.id)!;
        expect(BASIC_COMPONENTS as readonly string[]).to.include(raw.component);
      }
      // 31 replaces its loading placeholders, which stay behind unreferenced (v0.9 cannot delete
      // a component); the strict check rightly calls them orphans.
      const orphans =
        name === 'basic/31_incremental-dashboard' ? ['panel-a-loading', 'panel-b-loading'] : [];
      const topology = p.checkTopology(surface.surfaceId);
      expect(topology.map((e) => e.componentId)).to.deep.equal(orphans);
      for (const error of topology) expect(error.message).to.contain('Orphaned component');
      const {list, issues} = texts(surface);
      expect(list.length).to.be.greaterThan(0);
      // Every Text shows something, except minimal/6's output of a still-empty input.
      const empty = list.filter((text) => text === '').length;
      expect(empty, JSON.stringify(list)).to.equal(name === 'minimal/6_capitalized_text' ? 1 : 0);
      expect(issues, JSON.stringify(issues)).to.deep.equal([]);
    });
  }

  it('shows the values of bindings and calls (01, 15, 27, 05)', async () => {
    const first = async (name: string) => texts(run(await load(name)).surfaces[0]).list;
    expect(await first('basic/01_flight-status')).to.include.members([
      'OS 87',
      'Vienna',
      'New York',
    ]);
    expect(await first('basic/15_account-balance')).to.include('$12,458.32');
    expect(await first('basic/27_stats-card')).to.include('$48,294.00');
    expect(await first('basic/05_product-card')).to.include('(2,847 reviews)');
  });

  it('reads the same when streamed as JSONL, one line at a time', async () => {
    for (const name of ['basic/31_incremental-dashboard', 'minimal/7_incremental']) {
      const example = await load(name);
      const whole = run(example).surfaces[0];
      const streamed = processor();
      for (const message of example.messages) {
        expect(streamed.process(JSON.stringify(message) + '\n').errors).to.deep.equal([]);
      }
      const surface = streamed.surfaces()[0];
      expect([...surface.components.entries()]).to.deep.equal([...whole.components.entries()]);
      expect(surface.dataModel.snapshot()).to.deep.equal(whole.dataModel.snapshot());
      expect(texts(surface).list).to.deep.equal(texts(whole).list);
    }
  });

  it('34_child-list-template: one row per item, each in its own scope', async () => {
    const {surfaces} = run(await load('basic/34_child-list-template'));
    const surface = surfaces[0];
    expect(surface.node('item-list')!.template).to.deep.equal({
      componentId: 'item-row',
      path: '/items',
    });
    expect(surface.node('item-list')!.children).to.deep.equal([]);
    const {list} = texts(surface);
    expect(list).to.include.members(['Dynamic Item List', 'Apple', 'Banana', 'Cherry']);
  });

  it('minimal/7_incremental: the data first, the template later, an item appended', async () => {
    const example = await load('minimal/7_incremental');
    const p = processor();
    p.process(example.messages.slice(0, 4));
    const surface = p.surfaces()[0];
    expect(texts(surface).list).to.deep.equal([
      'The Golden Fork',
      'Fine Dining & Spirits',
      '123 Gastronomy Lane',
      "Ocean's Bounty",
      'Fresh Daily Seafood',
      '456 Shoreline Dr',
      'Pizzeria Roma',
      'Authentic Wood-Fired Pizza',
      '789 Napoli Way',
    ]);
    p.process(example.messages.slice(4));
    const after = texts(surface).list;
    expect(after).to.have.length(4 * 4);
    expect(after.slice(-4)).to.deep.equal([
      'Spice Route',
      'Exotic Flavors from the East',
      '101 Silk Road St',
      'Book now',
    ]);
    expect(surface.node('rc_button')!.children).to.deep.equal(['rc_button_label']);
  });

  it('24_recipe-card: tabs become children with their titles', async () => {
    const {surfaces} = run(await load('basic/24_recipe-card'));
    const tabs = surfaces[0].node('tabs-container')!;
    expect(tabs.variant).to.equal('tabs');
    expect(tabs.children).to.deep.equal(['overview-col', 'ingredients-list', 'instructions-list']);
    expect(tabs.props.titles).to.deep.equal(['Overview', 'Ingredients', 'Instructions']);
  });

  it('36_modal: trigger and content become the two children', async () => {
    const example = await load('basic/36_modal');
    const {surfaces} = run(example);
    const modal = [...surfaces[0].view().components.values()].find((n) => n.variant === 'modal')!;
    const raw = surfaces[0].components.get(modal.id)!;
    expect(modal.children).to.deep.equal([raw.trigger, raw.content]);
  });

  it('09_login-form: checks are normalised, the button keeps its action', async () => {
    const {surfaces} = run(await load('basic/09_login-form'));
    const nodes = [...surfaces[0].view().components.values()];
    const checked = nodes.filter((n) => n.checks.length > 0);
    expect(checked.length).to.be.greaterThan(0);
    for (const node of checked) {
      for (const check of node.checks) expect(check.kind).to.equal('condition');
    }
    const button = nodes.find((n) => n.variant === 'button')!;
    expect(button.props.action).to.have.property('event');
  });

  it('19_software-purchase: ChoicePicker options become choices', async () => {
    const {surfaces} = run(await load('basic/19_software-purchase'));
    const picker = [...surfaces[0].view().components.values()].find(
      (n) => n.variant === 'choicePicker',
    )!;
    const raw = surfaces[0].components.get(picker.id)!;
    const options = raw.options as {label: unknown; value: string}[];
    expect(picker.props.choices).to.deep.equal(options.map((o) => ({id: o.value, label: o.label})));
    expect(picker.props.multiSelect).to.equal(raw.variant === 'multipleSelection');
  });
});
