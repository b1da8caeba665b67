import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/surface/surface.js';
// Defined up front: `updateComplete` would otherwise wait for its module, and the build go on.
import '../../src/components/basic/text-field.js';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SurfaceRecord} from '../../src/model/types.js';
import {
  DEFER_BUILD_AFTER_COMPONENTS,
  FIRST_SLICE_ELEMENTS,
  MAX_ELEMENTS,
} from '../../src/surface/reconciler.js';
import {MAX_DEPTH} from '../../src/model/index.js';
import {DATA_MODEL_CHARS_PER_STEP} from '../../src/model/parse.js';
import {TEXT_COLLAPSE_CHARS} from '../../src/components/basic/text.js';
import {makeSurface, part} from './helpers.js';

async function mount(surface: SurfaceRecord) {
  return fixture<SvcSurface>(html`<svc-surface .surface=${surface}></svc-surface>`);
}

const text = (id: string, value: unknown) => ({id, text: {text: value}});

/** A column of a text field and then `n` texts t0…t(n-1) saying `prefix` and their number. */
function longColumn(n: number, prefix = 'item', minutes = 0): SurfaceRecord {
  const ids = Array.from({length: n}, (_, i) => `t${i}`);
  return makeSurface(
    [
      {id: 'root', column: {children: {ids: ['name', ...ids]}}},
      {id: 'name', textField: {label: {literal: 'Name'}, value: {path: '/name'}}},
      ...ids.map((id, i) => text(id, {literal: `${prefix} ${i}`})),
    ],
    {name: ''},
    {updatedAt: new Date(Date.UTC(2026, 10, 1, 0, minutes)).toISOString()},
  );
}

/** A title on /title and a field on /name, over a data model of about 2.5 steps of text. */
function longData(title: string, minutes = 0): SurfaceRecord {
  const rows = Array.from({length: Math.ceil(DATA_MODEL_CHARS_PER_STEP / 12)}, (_, i) => ({
    name: `user ${i}`,
    x: i,
  }));
  const record = makeSurface(
    [
      {id: 'root', column: {children: {ids: ['title', 'name']}}},
      text('title', {path: '/title'}),
      {id: 'name', textField: {label: {literal: 'Name'}, value: {path: '/name'}}},
    ],
    {title, name: '', rows},
    {updatedAt: new Date(Date.UTC(2026, 10, 1, 0, minutes)).toISOString()},
  );
  expect(record.dataModelJson!.length).to.be.above(2 * DATA_MODEL_CHARS_PER_STEP);
  return record;
}

/** The component ids rendered under the root, in order. */
function renderedIds(el: SvcSurface): string[] {
  return [...part(el, 'root').children].map((child) => (child as HTMLElement).dataset.componentId!);
}

function quietly<T>(run: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = () => {};
  return run().finally(() => (console.warn = warn));
}

describe('sliced building', function () {
  // Thousands of elements in slices: slow on a loaded machine, whatever the build costs.
  this.timeout(60_000);

  it('shows the first screenful at once and the rest when `rendered` resolves', async () => {
    const count = 1_500;
    let events = 0;
    const el = await fixture<SvcSurface>(
      html`<svc-surface
        .surface=${longColumn(count)}
        @svc-surface-rendered=${() => events++}
      ></svc-surface>`,
    );
    // The root and at least the first screenful's children, not yet all.
    const first = renderedIds(el);
    expect(first.length).to.be.within(FIRST_SLICE_ELEMENTS - 1, count);
    expect(first.slice(0, 3)).to.deep.equal(['name', 't0', 't1']);
    expect(events).to.equal(0);
    await el.rendered;
    const all = renderedIds(el);
    expect(all.length).to.equal(count + 1);
    expect(new Set(all).size).to.equal(all.length);
    expect(all[count]).to.equal(`t${count - 1}`);
    expect(events).to.equal(1);
  });

  it('a record too large to read in one task is read in steps, then built', async () => {
    const count = DEFER_BUILD_AFTER_COMPONENTS + 500;
    const el = await mount(longColumn(count));
    // Still reading: nothing shown yet, the data model already in place.
    expect(el.shadowRoot!.querySelector('[data-component-id]')).to.equal(null);
    el.setData('/name', 'typed while reading');
    await el.rendered;
    const all = renderedIds(el);
    expect(all.length).to.equal(count + 1);
    expect(all.slice(0, 2)).to.deep.equal(['name', 't0']);
    const input = part(el, 'name').shadowRoot!.querySelector('input')!;
    expect(input.value).to.equal('typed while reading');
  });

  it('a long data model is read in steps, then built; what the host writes meanwhile stays', async () => {
    const el = await mount(longData('Report'));
    // Still reading: nothing shown, and the record's data not in the model yet.
    expect(el.shadowRoot!.querySelector('[data-component-id]')).to.equal(null);
    expect(el.model.get('/title')).to.equal(undefined);
    el.setData('/name', 'typed while reading');
    el.setData('/title', 'set by the host');
    await el.rendered;
    await (part(el, 'title') as HTMLElement & {updateComplete: Promise<unknown>}).updateComplete;
    expect(part(el, 'title').shadowRoot!.textContent).to.contain('set by the host');
    const input = part(el, 'name').shadowRoot!.querySelector('input')!;
    expect(input.value).to.equal('typed while reading');
    expect((el.model.get('/rows') as unknown[]).length).to.equal(
      Math.ceil(DATA_MODEL_CHARS_PER_STEP / 12),
    );
    expect(el.issues).to.deep.equal([]);
  });

  it('a long data model that is not JSON is an issue; the components still render', async () => {
    const record = longData('Report');
    record.dataModelJson = record.dataModelJson!.replace('"rows":[', '"rows":[,');
    const el = await quietly(async () => {
      const mounted = await mount(record);
      await mounted.rendered;
      return mounted;
    });
    expect(renderedIds(el)).to.deep.equal(['title', 'name']);
    expect(el.dataModel).to.deep.equal({});
    expect(el.issues.map((issue) => [issue.pointer, issue.severity])).to.deep.equal([
      ['/dataModelJson', 'error'],
    ]);
    expect(el.issues[0]!.message).to.match(/^dataModelJson is not valid JSON: .*line 1/);
  });

  it('a newer version changing only a long data model is read in steps, keeping the tree', async () => {
    const el = await mount(longData('Old'));
    await el.rendered;
    const field = part(el, 'name');
    const input = field.shadowRoot!.querySelector('input')!;
    input.value = 'Ada';
    input.dispatchEvent(new InputEvent('input', {bubbles: true, composed: true}));
    el.surface = longData('New', 5);
    await el.updateComplete;
    // Still reading the newer version: the older one stays.
    expect(el.model.get('/title')).to.equal('Old');
    await waitUntil(() => el.model.get('/title') === 'New', 'the newer data model is read', {
      timeout: 20_000,
    });
    const title = part(el, 'title') as HTMLElement & {updateComplete: Promise<unknown>};
    await title.updateComplete;
    expect(title.shadowRoot!.textContent).to.contain('New');
    expect(part(el, 'name')).to.equal(field);
    expect(input.value).to.equal('Ada');
  });

  it('a newer version of a large surface reuses its elements', async () => {
    const count = DEFER_BUILD_AFTER_COMPONENTS + 500;
    const el = await mount(longColumn(count, 'old'));
    await el.rendered;
    const first = part(el, 't0');
    el.surface = longColumn(count, 'new', 5);
    await el.rendered;
    await (first as HTMLElement & {updateComplete: Promise<unknown>}).updateComplete;
    expect(part(el, 't0')).to.equal(first);
    expect(first.shadowRoot!.textContent).to.contain('new 0');
    expect(part(el, `t${count - 1}`).shadowRoot!.textContent).to.contain(`new ${count - 1}`);
  });

  it('a newer version of a large record with changed components is read in steps, keeping the tree meanwhile', async () => {
    const count = DEFER_BUILD_AFTER_COMPONENTS + 500;
    const el = await mount(longColumn(count, 'old'));
    await el.rendered;
    const field = part(el, 'name');
    const input = field.shadowRoot!.querySelector('input')!;
    input.value = 'Ada';
    input.dispatchEvent(new InputEvent('input', {bubbles: true, composed: true}));
    el.surface = longColumn(count, 'new', 5);
    await el.updateComplete;
    // Still reading the newer version: what was shown stays, and stays usable.
    expect(part(el, 't0').shadowRoot!.textContent).to.contain('old 0');
    await el.rendered;
    expect(part(el, 't0').shadowRoot!.textContent).to.contain('new 0');
    expect(part(el, `t${count - 1}`).shadowRoot!.textContent).to.contain(`new ${count - 1}`);
    expect(part(el, 'name')).to.equal(field);
    expect(input.value).to.equal('Ada');
    expect(el.dataModel).to.deep.equal({name: 'Ada'});
  });

  it('a newer version of a large record changing one component is read in one task', async () => {
    const count = DEFER_BUILD_AFTER_COMPONENTS * 2;
    const el = await mount(longColumn(count, 'old'));
    await el.rendered;
    const next = longColumn(count, 'old', 5);
    (next.components as Array<{id: string; text?: unknown}>)[3] = text('t1', {literal: 'renamed'});
    el.surface = next;
    await el.updateComplete;
    await (part(el, 't1') as HTMLElement & {updateComplete: Promise<unknown>}).updateComplete;
    expect(part(el, 't1').shadowRoot!.textContent).to.contain('renamed');
    expect(renderedIds(el).length).to.equal(count + 1);
  });

  it('a newer version arriving while the one before it is read is compared with what is shown', async () => {
    const count = DEFER_BUILD_AFTER_COMPONENTS + 500;
    const old = longColumn(count, 'old');
    const el = await mount(old);
    await el.rendered;
    el.surface = longColumn(count, 'new', 5);
    await el.updateComplete;
    // The same components as the version being read, which never got shown.
    el.surface = longColumn(count, 'new', 6);
    await el.rendered;
    expect(part(el, 't0').shadowRoot!.textContent).to.contain('new 0');
    expect(renderedIds(el).length).to.equal(count + 1);
  });

  it('a newer record arriving while a large one is read replaces it', async () => {
    const el = await mount(longColumn(DEFER_BUILD_AFTER_COMPONENTS + 500, 'old'));
    el.surface = longColumn(DEFER_BUILD_AFTER_COMPONENTS + 10, 'new', 5);
    await el.rendered;
    const ids = renderedIds(el);
    expect(ids.length).to.equal(DEFER_BUILD_AFTER_COMPONENTS + 11);
    expect(part(el, 't0').shadowRoot!.textContent).to.contain('new 0');
    expect(part(el, `t${DEFER_BUILD_AFTER_COMPONENTS + 9}`)).to.exist;
  });

  it('surfaces set in the same task share its building time; the others follow in later tasks', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    try {
      const surfaces = Array.from({length: 100}, (_, i) => {
        const el = document.createElement('svc-surface');
        el.surface = {...longColumn(40, `s${i}`), surfaceId: `s${i}`};
        return el;
      });
      host.append(...surfaces);
      // Lit updates the surfaces in this task's microtasks: wait for those, not for a task.
      await Promise.resolve();
      await Promise.resolve();
      const built = surfaces.map((el) => el.shadowRoot?.querySelectorAll('svc-text').length ?? 0);
      // The first is built whole in this task (at least its first 50 elements); not all of them.
      expect(built[0]).to.equal(40);
      expect(built.filter((count) => count === 40).length).to.be.lessThan(100);
      await Promise.all(surfaces.map((el) => el.rendered));
      for (const el of surfaces)
        expect(el.shadowRoot!.querySelectorAll('svc-text').length).to.equal(40);
    } finally {
      host.remove();
    }
  });

  it('renders a small surface completely before updateComplete resolves', async () => {
    const el = await mount(longColumn(50));
    expect(renderedIds(el).length).to.equal(51);
    await el.rendered;
    expect(renderedIds(el).length).to.equal(51);
  });

  it('keeps what the person types while the rest is built', async () => {
    const el = await mount(longColumn(1_500));
    const input = part(el, 'name').shadowRoot!.querySelector('input')!;
    input.focus();
    await sendKeys({type: 'Ada'});
    await el.rendered;
    expect(input.value).to.equal('Ada');
    expect(el.dataModel).to.deep.equal({name: 'Ada'});
    expect(part(el, 'name').shadowRoot!.querySelector('input')).to.equal(input);
  });

  it('a newer version mid-build: no duplicates, the new texts, the same field with its value', async () => {
    const el = await mount(longColumn(1_500, 'old'));
    const field = part(el, 'name');
    const input = field.shadowRoot!.querySelector('input')!;
    // Both happen before the first slice has yielded: the build is certainly in progress.
    input.value = 'Gr';
    input.dispatchEvent(new InputEvent('input', {bubbles: true, composed: true}));
    el.surface = longColumn(1_000, 'new', 1);
    input.focus();
    input.setSelectionRange(2, 2);
    await sendKeys({type: 'ace'});
    await el.rendered;
    const ids = renderedIds(el);
    expect(ids.length).to.equal(1_001);
    expect(new Set(ids).size).to.equal(ids.length);
    expect(part(el, 't999').shadowRoot!.textContent).to.contain('new 999');
    expect(el.shadowRoot!.querySelector('[data-component-id="t1000"]')).to.equal(null);
    expect(part(el, 'name')).to.equal(field);
    expect(input.value).to.equal('Grace');
  });

  it('a template list that changes shape mid-build is built once, in its new order', async () => {
    const a2ui = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const surfaceId = 'slices';
    const items = Array.from({length: 1_500}, (_, i) => ({id: i, label: `row ${i}`}));
    const data = (value: unknown) => ({
      version: 'v0.9',
      updateDataModel: {surfaceId, path: '/items', value},
    });
    a2ui.processMessages([
      {
        version: 'v0.9',
        createSurface: {
          surfaceId,
          catalogId: 'https://a2ui.org/specification/v0_9/catalogs/minimal/catalog.json',
        },
      },
      data(items),
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId,
          components: [
            {id: 'root', component: 'Column', children: {path: '/items', componentId: 'row'}},
            {id: 'row', component: 'Text', text: {path: 'label'}},
          ],
        },
      },
    ]);
    await a2ui.updateComplete;
    const el = a2ui.shadowRoot!.querySelector<SvcSurface>('svc-surface')!;
    await el.updateComplete;
    expect(part(el, 'root').children.length).to.be.below(1_500);
    a2ui.processMessages([data(items.slice(0, 1_000).reverse())]);
    await el.rendered;
    const rows = [...part(el, 'root').children] as (HTMLElement & {text: string})[];
    expect(rows.length).to.equal(1_000);
    expect(rows[0].text).to.equal('row 999');
    expect(rows[999].text).to.equal('row 0');
  });
});

describe('hostile shapes', function () {
  // Thousands of elements in slices: slow on a loaded machine, whatever the build costs.
  this.timeout(60_000);

  it('a graph whose children lists repeat each other (2^40 paths) stops at the element budget', async () => {
    const components = Array.from({length: 44}, (_, i) =>
      i === 43
        ? text('c43', {literal: 'leaf'})
        : {id: i === 0 ? 'root' : `c${i}`, column: {children: {ids: [`c${i + 1}`, `c${i + 1}`]}}},
    );
    const el = await quietly(async () => {
      const mounted = await mount(makeSurface(components));
      await mounted.rendered;
      return mounted;
    });
    const built = el.shadowRoot!.querySelector('[part~="base"]')!.querySelectorAll('*');
    expect(built.length).to.equal(MAX_ELEMENTS + 1);
    const markers = [...el.shadowRoot!.querySelectorAll('svc-marker')];
    expect(markers.length).to.equal(1);
    expect(markers[0].reason).to.contain('too large');
  });

  it('a 10,000-deep chain is cut at the depth cap with a marker and an issue', async () => {
    const chain = Array.from({length: 10_000}, (_, i) => ({
      id: i === 0 ? 'root' : `c${i}`,
      column: {children: {ids: [i === 9_999 ? 'leaf' : `c${i + 1}`]}},
    }));
    const el = await quietly(async () => {
      const mounted = await mount(makeSurface([...chain, text('leaf', {literal: 'deep'})]));
      await mounted.rendered;
      return mounted;
    });
    const markers = [...el.shadowRoot!.querySelectorAll('svc-marker')];
    expect(markers.length).to.equal(1);
    expect(markers[0].reason).to.contain(`deeper than ${MAX_DEPTH}`);
    expect(el.shadowRoot!.querySelectorAll('svc-column').length).to.equal(MAX_DEPTH);
    const issue = el.issues.find((found) => found.message.includes('Nested deeper'));
    expect(issue?.pointer).to.equal(`/components/${MAX_DEPTH}`);
  });

  it('a row repeating a text with an 88,000-character label shows each collapsed, with its button', async () => {
    const label = 'x'.repeat(88_000);
    const el = await mount(
      makeSurface(
        [
          {id: 'root', row: {children: {ids: Array(10).fill('long')}}},
          {id: 'long', weight: 1, text: {text: {path: '/label'}}},
        ],
        {label},
      ),
    );
    await el.rendered;
    const texts = [...part(el, 'root').children];
    expect(texts.length).to.equal(10);
    for (const shown of texts) {
      await (shown as HTMLElement & {updateComplete: Promise<unknown>}).updateComplete;
      const paragraph = shown.shadowRoot!.querySelector('[part~="base"]')!;
      expect(paragraph.textContent!.length).to.be.at.most(TEXT_COLLAPSE_CHARS + 1);
      const button = shown.shadowRoot!.querySelector('[part~="toggle"]')!;
      expect(button.getAttribute('aria-expanded')).to.equal('false');
    }
  });

  it('twenty texts of 50–400 KB render collapsed', async () => {
    const ids = Array.from({length: 20}, (_, i) => `big${i}`);
    const el = await mount(
      makeSurface([
        {id: 'root', column: {children: {ids}}},
        ...ids.map((id, i) =>
          text(id, {literal: `${i} `.padEnd(50_000 + Math.round((350_000 * i) / 19), 'y ')}),
        ),
      ]),
    );
    await el.rendered;
    for (const id of ids) {
      const shown = part(el, id) as HTMLElement & {updateComplete: Promise<unknown>};
      await shown.updateComplete;
      const paragraph = shown.shadowRoot!.querySelector('[part~="base"]')!;
      expect(paragraph.textContent!.length).to.be.at.most(TEXT_COLLAPSE_CHARS + 1);
      expect(shown.shadowRoot!.querySelector('[part~="toggle"]')).not.to.equal(null);
    }
  });
});
