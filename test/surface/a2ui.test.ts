import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcA2uiMessageEvent} from '../../src/surface/events.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcChoicePicker} from '../../src/components/basic/choice-picker.js';
import type {SvcTextField} from '../../src/components/basic/text-field.js';
import {loadRegexEngine} from '../../src/model/index.js';
import {BASIC_CATALOG_ID, MessageProcessor} from '../../src/protocol/index.js';
import {quietWarnings} from './helpers.js';

interface Example {
  name: string;
  messages: Record<string, unknown>[];
}

async function example(path: string): Promise<Example> {
  const url = new URL(`../fixtures/a2ui/${path}.json`, import.meta.url);
  return (await fetch(url)).json();
}

function surfaceOf(el: SvcA2ui, id: string): SvcSurface {
  const found = el.shadowRoot!.querySelector<SvcSurface>(`svc-surface[data-surface-id="${id}"]`);
  if (!found) throw new Error(`no surface ${id}`);
  return found;
}

function component(el: SvcA2ui, surfaceId: string, id: string): HTMLElement {
  const found = surfaceOf(el, surfaceId).shadowRoot!.querySelector<HTMLElement>(
    `[data-component-id="${id}"]`,
  );
  if (!found) throw new Error(`no component ${id}`);
  return found;
}

/** The text a person reads in an element: its shadow root and light DOM, flattened. */
function visibleText(node: Element): string {
  let out = '';
  const walk = (n: Node) => {
    if (n.nodeType === Node.TEXT_NODE) out += n.textContent;
    const el = n as Element;
    if (el.shadowRoot) el.shadowRoot.childNodes.forEach(walk);
    n.childNodes.forEach(walk);
  };
  walk(node);
  return out.replace(/\s+/g, ' ').trim();
}

async function settled(el: SvcA2ui) {
  await el.updateComplete;
  for (const surface of el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface'))
    await surface.updateComplete;
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('<svc-a2ui>', () => {
  quietWarnings();

  it('is accessible with a rendered stream', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    el.processMessages((await example('minimal/4_login_form')).messages);
    await settled(el);
    await expect(el).to.be.accessible();
  });

  it('renders the spec examples in their original form', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    el.processMessages((await example('minimal/1_simple_text')).messages);
    el.processMessages((await example('minimal/2_row_layout')).messages);
    await settled(el);
    const surfaces = [...el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface')];
    expect(surfaces.map((s) => s.dataset.surfaceId)).to.deep.equal(['example_1', 'example_2']);
    expect(visibleText(surfaces[0])).to.contain('Hello, Minimal Catalog!');
    expect(surfaces[1].shadowRoot!.querySelector('svc-row')).to.exist;
  });

  it('sends an action in the protocol shape, with the client data model', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    el.processMessages((await example('minimal/4_login_form')).messages);
    await settled(el);
    const input = component(el, 'example_4', 'username_field').shadowRoot!.querySelector('input')!;
    input.focus();
    await sendKeys({type: 'ada'});
    const messages: SvcA2uiMessageEvent[] = [];
    el.addEventListener('svc-a2ui-message', (e) => messages.push(e));
    const button = component(el, 'example_4', 'submit_button');
    expect(visibleText(button)).to.contain('Sign In');
    button.click();
    expect(messages).to.have.length(1);
    const {message, metadata} = messages[0].detail;
    expect(message).to.deep.include({version: 'v0.9'});
    const action = (message as {action: Record<string, unknown>}).action;
    expect(action).to.include({
      name: 'login_submitted',
      surfaceId: 'example_4',
      sourceComponentId: 'submit_button',
    });
    expect(action.context).to.deep.equal({user: 'ada', pass: null});
    expect(action.timestamp).to.match(/^\d{4}-\d\d-\d\dT/);
    expect(metadata?.a2uiClientDataModel.surfaces.example_4).to.deep.equal({username: 'ada'});
  });

  it('keeps a ChoicePicker selection as a list, one value or several', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const options = [
      {label: 'Read', value: 'read'},
      {label: 'Write', value: 'write'},
    ];
    el.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'pick', catalogId: BASIC_CATALOG_ID}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'pick',
          components: [
            {id: 'root', component: 'Column', children: ['one', 'many']},
            {id: 'one', component: 'ChoicePicker', options, value: {path: '/one'}},
            {
              id: 'many',
              component: 'ChoicePicker',
              variant: 'multipleSelection',
              displayStyle: 'chips',
              filterable: true,
              options,
              value: {path: '/many'},
            },
          ],
        },
      },
    ]);
    await settled(el);
    // The picker's module loads on first use.
    await customElements.whenDefined('svc-choice-picker');
    await settled(el);
    const inputs = (id: string) => [
      ...component(el, 'pick', id).shadowRoot!.querySelectorAll<HTMLInputElement>(
        '[part~="control"]',
      ),
    ];
    inputs('one')[1]!.click();
    inputs('many')[1]!.click();
    inputs('many')[0]!.click();
    await settled(el);
    expect(surfaceOf(el, 'pick').dataModel).to.deep.equal({
      one: ['write'],
      many: ['write', 'read'],
    });
    inputs('one')[0]!.click();
    await settled(el);
    expect(surfaceOf(el, 'pick').dataModel).to.deep.include({one: ['read']});
    // displayStyle and filterable reach the element.
    const many = component(el, 'pick', 'many') as SvcChoicePicker;
    expect([many.displayStyle, many.filterable]).to.deep.equal(['chips', true]);
    expect(many.shadowRoot!.querySelector('[part~="filter"]')).to.exist;
  });

  it('checks a TextField against its validationRegexp', async () => {
    await loadRegexEngine();
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    el.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'mail', catalogId: BASIC_CATALOG_ID}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'mail',
          components: [
            {
              id: 'root',
              component: 'TextField',
              label: 'Email',
              value: {path: '/email'},
              validationRegexp: '^[^@\\s]+@[^@\\s]+$',
            },
          ],
        },
      },
    ]);
    await settled(el);
    await customElements.whenDefined('svc-text-field');
    await settled(el);
    const field = component(el, 'mail', 'root') as SvcTextField;
    const input = field.shadowRoot!.querySelector('input')!;
    input.focus();
    await sendKeys({type: 'ada'});
    await field.updateComplete;
    expect(field.error).to.equal('Not valid');
    await sendKeys({type: '@example.org'});
    await field.updateComplete;
    expect(field.error).to.equal('');
    expect(surfaceOf(el, 'mail').dataModel).to.deep.equal({email: 'ada@example.org'});
  });

  it("applies a surface's theme primaryColor, with readable text on it, unless told not to", async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const open = (surfaceId: string, theme?: unknown) => [
      {version: 'v0.9', createSurface: {surfaceId, catalogId: BASIC_CATALOG_ID, theme}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId,
          components: [
            {
              id: 'root',
              component: 'Button',
              variant: 'primary',
              child: 'label',
              action: {event: {name: 'go'}},
            },
            {id: 'label', component: 'Text', text: 'Go'},
          ],
        },
      },
    ];
    el.processMessages([...open('gold', {primaryColor: '#FFD700'}), ...open('plain')]);
    await settled(el);
    await customElements.whenDefined('svc-button');
    await settled(el);
    const native = (surfaceId: string) =>
      component(el, surfaceId, 'root').shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
    expect(getComputedStyle(native('gold')).backgroundColor).to.equal('rgb(255, 215, 0)');
    // Black on gold (white would read at 1.4:1).
    expect(['rgb(0, 0, 0)', 'lch(0 0 0)']).to.include(getComputedStyle(native('gold')).color);
    const plain = getComputedStyle(native('plain')).backgroundColor;
    expect(plain).not.to.equal('rgb(255, 215, 0)');

    el.ignoreTheme = true;
    await settled(el);
    expect(getComputedStyle(native('gold')).backgroundColor).to.equal(plain);
  });

  it('applies updates incrementally and keeps what the person typed', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    el.processMessages((await example('minimal/4_login_form')).messages);
    await settled(el);
    const field = component(el, 'example_4', 'username_field');
    const input = field.shadowRoot!.querySelector('input')!;
    input.focus();
    await sendKeys({type: 'grace'});

    el.processMessages([
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'example_4',
          components: [
            {id: 'form_title', component: 'Text', text: 'Sign in to continue', variant: 'h2'},
          ],
        },
      },
      {version: 'v0.9', updateDataModel: {surfaceId: 'example_4', path: '/', value: {hint: 'x'}}},
    ]);
    await settled(el);
    expect(component(el, 'example_4', 'username_field')).to.equal(field);
    expect(field.shadowRoot!.activeElement).to.equal(input);
    expect(input.value).to.equal('grace');
    expect(visibleText(component(el, 'example_4', 'form_title'))).to.contain('Sign in to continue');
  });

  it('turns an invalid message into an error message for the agent', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const messages: SvcA2uiMessageEvent[] = [];
    el.addEventListener('svc-a2ui-message', (e) => messages.push(e));
    el.processMessages({version: 'v0.9', updateComponents: {surfaceId: 'nope', components: []}});
    expect(messages).to.have.length(1);
    const error = (messages[0].detail.message as {error: Record<string, unknown>}).error;
    expect(error.surfaceId).to.equal('nope');
    expect(error.code).to.be.a('string');
  });

  it('reads a JSONL stream from connect() and renders templates as the data grows', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const lines = (await example('minimal/7_incremental')).messages.map((m) => JSON.stringify(m));
    const bytes = new TextEncoder().encode(lines.join('\n') + '\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // Split mid-line to prove the reader joins chunks.
        controller.enqueue(bytes.slice(0, 37));
        controller.enqueue(bytes.slice(37));
        controller.close();
      },
    });
    await el.connect(stream);
    await settled(el);
    const surface = el.processor.surfaces()[0];
    const shown = visibleText(surfaceOf(el, surface.surfaceId));
    const restaurants = surface.dataModel.get('/restaurants') as {title?: string}[];
    expect(restaurants.length).to.be.greaterThan(0);
    for (const restaurant of restaurants)
      if (restaurant.title) expect(shown).to.contain(restaurant.title);
  });

  it('adds a template item without rebuilding the others', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const messages = (await example('minimal/7_incremental')).messages;
    // Up to the item list (messages 0–3); 4 appends /restaurants/3; 5 adds a button to each card.
    el.processMessages(messages.slice(0, 4));
    await settled(el);
    const surface = surfaceOf(el, 'example_7');
    const items = () => [
      ...surface.shadowRoot!.querySelectorAll('[data-component-id="restaurant_card"]'),
    ];
    const before = items();
    expect(before.length).to.equal(3);
    el.processMessages(messages[4]);
    await settled(el);
    const after = items();
    expect(after.length).to.equal(4);
    before.forEach((item, index) => expect(after[index] === item, `item ${index}`).to.equal(true));
    expect(visibleText(after[3])).to.contain('Spice Route');

    el.processMessages(messages[5]);
    await settled(el);
    const updated = items();
    after.forEach((item, index) => expect(updated[index] === item, `item ${index}`).to.equal(true));
    expect(updated[0].querySelector('[data-component-id="rc_button"]')).to.exist;
  });

  describe('many surfaces at once', () => {
    const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
    /** `count` surfaces, each one Text naming it, created in one call. */
    const manySurfaces = (count: number) =>
      Array.from({length: count}, (_, i) => [
        {version: 'v0.9', createSurface: {surfaceId: `s${i}`, catalogId: CATALOG}},
        {
          version: 'v0.9',
          updateComponents: {
            surfaceId: `s${i}`,
            components: [{id: 'root', component: 'Text', text: `Surface ${i}`}],
          },
        },
      ]).flat();
    const ids = (el: SvcA2ui) =>
      [...el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface')].map(
        (s) => s.dataset.surfaceId,
      );

    it('adds them a few per task, in order; updateComplete waits for all', async () => {
      const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
      const counts: number[] = [];
      const watch = new MutationObserver(() => counts.push(ids(el).length));
      watch.observe(el.shadowRoot!, {childList: true, subtree: true});
      el.processMessages(manySurfaces(35));
      await el.updateComplete;
      watch.disconnect();
      const added = [...new Set(counts)].filter((n) => n > 0);
      expect(added[0]).to.be.within(1, 34);
      expect(added.at(-1)).to.equal(35);
      expect(ids(el)).to.deep.equal(Array.from({length: 35}, (_, i) => `s${i}`));
      await settled(el);
      expect(visibleText(surfaceOf(el, 's34'))).to.equal('Surface 34');
    });

    it('adds the surfaces of another processor a few per task too', async () => {
      const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
      el.processMessages(manySurfaces(35));
      await el.updateComplete;
      const other = new MessageProcessor();
      other.process(
        manySurfaces(35).map((m) => JSON.parse(JSON.stringify(m).replace(/"s(\d+)"/g, '"t$1"'))),
      );
      const counts: number[] = [];
      const watch = new MutationObserver(() => counts.push(ids(el).length));
      watch.observe(el.shadowRoot!, {childList: true, subtree: true});
      el.processor = other;
      await el.updateComplete;
      watch.disconnect();
      expect(counts[0]).to.be.within(1, 34);
      expect(ids(el)).to.deep.equal(Array.from({length: 35}, (_, i) => `t${i}`));
    });

    it('draws only the surfaces near the viewport', async () => {
      const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
      el.processMessages(manySurfaces(40));
      await settled(el);
      const textOf = (id: string) => component(el, id, 'root');
      const shown = (id: string) => textOf(id).checkVisibility({contentVisibilityAuto: true});
      expect(shown('s0')).to.equal(true);
      expect(shown('s39')).to.equal(false);
      textOf('s39').scrollIntoView();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      expect(shown('s39')).to.equal(true);
    });
  });
});
