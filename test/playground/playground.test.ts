import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/playground/playground.js';
import type {SvcPlayground} from '../../src/playground/playground.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import {conversations} from '../../src/mock/conversations.js';
import {makeSurface, quietWarnings} from '../surface/helpers.js';
import {BASIC_CATALOG_ID} from '../../src/protocol/index.js';

const record = makeSurface(
  [
    {id: 'root', column: {children: {ids: ['greeting', 'name', 'fancy', 'send']}}},
    {id: 'greeting', text: {text: {path: '/name'}}},
    {id: 'name', textField: {label: 'Name', value: {path: '/name'}}},
    {id: 'fancy', fancyWidget: {size: 3}},
    {id: 'send', button: {child: 'send-label', action: {event: {name: 'send'}}}},
    {id: 'send-label', text: {text: 'Send'}},
  ],
  {name: 'Ada'},
);
const recordText = JSON.stringify(record, null, 2);

const shadow = (el: Element) => el.shadowRoot!;
const status = (el: SvcPlayground) => shadow(el).querySelector('[part~="status"]')!.textContent!;
const editor = (el: SvcPlayground) => shadow(el).querySelector<HTMLTextAreaElement>('#source')!;
const modelEditor = (el: SvcPlayground) =>
  shadow(el).querySelector<HTMLTextAreaElement>('#data-model')!;

function surfaces(el: SvcPlayground): SvcSurface[] {
  const a2ui = shadow(el).querySelector<SvcA2ui>('svc-a2ui');
  return [...shadow(a2ui ?? el).querySelectorAll<SvcSurface>('svc-surface')];
}

function component(surface: SvcSurface, id: string): HTMLElement {
  return shadow(surface).querySelector<HTMLElement>(`[data-component-id="${id}"]`)!;
}

/** The text a person reads in an element, shadow roots included. */
function visibleText(node: Node): string {
  let out = '';
  const walk = (n: Node) => {
    if (n.nodeType === Node.TEXT_NODE) out += n.textContent;
    const shadowRoot = (n as Element).shadowRoot;
    if (shadowRoot) shadowRoot.childNodes.forEach(walk);
    n.childNodes.forEach(walk);
  };
  walk(node);
  return out.replace(/\s+/g, ' ').trim();
}

/** Puts text into the editor as a paste would, and waits for the status to say `expected`. */
async function paste(el: SvcPlayground, text: string, expected: RegExp): Promise<void> {
  const area = editor(el);
  area.value = text;
  area.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertFromPaste'}));
  await waitUntil(() => expected.test(status(el)), `status matches ${expected}`, {timeout: 10000});
}

async function mount(): Promise<SvcPlayground> {
  return fixture<SvcPlayground>(html`<svc-playground></svc-playground>`);
}

describe('svc-playground', () => {
  quietWarnings();

  it('is accessible with a rendered surface', async function () {
    // The first test loads every element of the sample and runs axe: slow on a busy machine.
    this.timeout(60_000);
    const el = await mount();
    await paste(el, recordText, /1 surface rendered/);
    await expect(el).to.be.accessible();
  });

  it('renders a pasted Surface record, with its issue count in a live region', async () => {
    const el = await mount();
    await paste(el, recordText, /1 surface rendered, 1 issue\./);
    expect(shadow(el).querySelector('[part~="status"]')!.getAttribute('role')).to.equal('status');
    const [surface] = surfaces(el);
    expect(visibleText(component(surface, 'greeting'))).to.equal('Ada');
    expect(JSON.parse(modelEditor(el).value)).to.deep.equal({name: 'Ada'});
  });

  it('offers every sample conversation, and renders the one chosen', async () => {
    const el = await mount();
    const select = shadow(el).querySelector<HTMLSelectElement>('[part~="samples"]')!;
    const values = [...select.options].map((option) => option.value);
    for (const conversation of conversations)
      expect(values).to.include(`conversation:${conversation.id}`);
    expect(values.filter((value) => value.startsWith('a2ui:')).length).to.be.at.least(3);
    const sample = conversations.find((c) => c.surfaces.length > 1)!;
    select.value = `conversation:${sample.id}`;
    select.dispatchEvent(new Event('change'));
    await waitUntil(() => /surfaces? rendered/.test(status(el)), 'the sample renders');
    expect(surfaces(el).length).to.equal(sample.surfaces.length);
    expect(editor(el).value).to.contain(sample.surfaces[0].surfaceId);
  });

  it('renders A2UI JSON lines, and places a bad line by its line number', async () => {
    const el = await mount();
    const select = shadow(el).querySelector<HTMLSelectElement>('[part~="samples"]')!;
    select.value = 'a2ui:1';
    select.dispatchEvent(new Event('change'));
    await waitUntil(() => /1 surface rendered/.test(status(el)), 'the A2UI sample renders');
    expect(surfaces(el)[0].dataset.surfaceId).to.equal('example_4');
    const lines = editor(el).value.split('\n');
    await paste(el, `${lines[0]}\n${lines[1]}\n{"version": "v0.9",}`, /line 3, column 20/);
    expect(status(el)).to.match(/^\s*Not valid JSON/);
  });

  it('says where broken JSON breaks, and selects the place on request', async () => {
    const el = await mount();
    await paste(el, '{\n  "surfaceId": "s",\n  "components": [,]\n}', /line 3, column 18/);
    expect(status(el)).to.contain('Not valid JSON');
    shadow(el).querySelector<HTMLButtonElement>('[part~="base"] .row button')!.click();
    expect(editor(el).selectionStart).to.equal(editor(el).value.indexOf(',]'));
  });

  it('refuses a 50 MB paste with a message and stays responsive', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <button id="elsewhere">Elsewhere</button>
        <svc-playground></svc-playground>
      </div>`,
    );
    const el = wrapper.querySelector('svc-playground')!;
    let clicks = 0;
    const button = wrapper.querySelector<HTMLButtonElement>('#elsewhere')!;
    button.addEventListener('click', () => clicks++);
    const area = editor(el);
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', '['.repeat(50_000_000));
    const event = new ClipboardEvent('paste', {clipboardData, bubbles: true, cancelable: true});
    area.dispatchEvent(event);
    await waitUntil(() => /too large to render \(50\.0 million/.test(status(el)), 'a message');
    expect(event.defaultPrevented).to.equal(true);
    expect(area.value).to.equal('');
    button.click();
    await waitUntil(() => clicks === 1, 'the page still answers a click');
    expect(status(el)).to.contain('at most 2 million');
  });

  it('reads large texts, refusing hostile nesting and rendering big surfaces', async () => {
    const el = await mount();
    const deep = '['.repeat(150_000) + ']'.repeat(150_000);
    await paste(el, deep, /nests values too deeply/);
    const padded = {
      ...record,
      dataModelJson: JSON.stringify({name: 'Big', pad: 'x'.repeat(600_000)}),
    };
    await paste(el, JSON.stringify(padded), /1 surface rendered/);
    expect(visibleText(component(surfaces(el)[0], 'greeting'))).to.equal('Big');
  });

  it('renders the first 100 of 23,751 records and lists the first 200 issues', async function () {
    this.timeout(60_000);
    const el = await mount();
    const many = Array.from({length: 23_751}, (_, i) => ({
      surfaceId: `s${i}`,
      components: [{id: 'root', text: {text: 'x'}}],
    }));
    await paste(el, JSON.stringify({surfaces: many}), /surfaces rendered/);
    expect(status(el)).to.contain('100 surfaces rendered (the first of 23,751)');
    expect(surfaces(el)).to.have.length(100);
    expect(shadow(el).querySelectorAll('[part~="issues"] li')).to.have.length(200);
    expect(shadow(el).textContent).to.contain('The first 200 are listed.');
    expect(shadow(el).querySelectorAll('select[aria-label] option')).to.have.length(100);
  });

  it('renders the first 100 surfaces of an A2UI stream that opens more', async function () {
    this.timeout(60_000);
    const el = await mount();
    const lines = Array.from({length: 150}, (_, i) => [
      {version: 'v0.9', createSurface: {surfaceId: `s${i}`, catalogId: BASIC_CATALOG_ID}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: `s${i}`,
          components: [{id: 'root', component: 'Text', text: 'x'}],
        },
      },
    ]).flat();
    await paste(el, lines.map((line) => JSON.stringify(line)).join('\n'), /surfaces rendered/);
    expect(status(el)).to.contain('100 surfaces rendered (the first of 150)');
    expect(surfaces(el)).to.have.length(100);
  });

  it('lists the writes past the end of a list that the renderer refuses, and shows a small model', async () => {
    const el = await mount();
    const lines = [
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: BASIC_CATALOG_ID}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 's',
          components: [{id: 'root', component: 'Text', text: 'x'}],
        },
      },
      ...Array.from({length: 12}, (_, i) => ({
        version: 'v0.9',
        updateDataModel: {surfaceId: 's', path: `/a${i}/999999`, value: 1},
      })),
    ];
    await paste(el, lines.map((line) => JSON.stringify(line)).join('\n'), /1 surface rendered/);
    expect(status(el)).to.contain('12 issues');
    const issues = [...shadow(el).querySelectorAll('[part~="issues"] li')];
    expect(issues[0].textContent).to.contain('past the end of the list');
    expect(modelEditor(el).value.length).to.be.below(10);
  });

  it('counts the issues of a record read in steps once it is read', async () => {
    const el = await mount();
    const ids = Array.from({length: 2_100}, (_, i) => `t${i}`);
    const large = makeSurface([
      {id: 'root', column: {children: {ids: [...ids, 'last']}}},
      ...ids.map((id) => ({id, text: {text: {literal: id}}})),
      {id: 'last', fancyWidget: {size: 3}},
    ]);
    await paste(el, JSON.stringify(large), /1 surface rendered/);
    expect(status(el)).to.contain('1 issue');
    expect(visibleText(component(surfaces(el)[0], 't2099'))).to.equal('t2099');
  });

  it('choosing an issue selects its place in the text and outlines the component', async () => {
    const el = await mount();
    await paste(el, recordText, /1 issue/);
    const issue = shadow(el).querySelector<HTMLButtonElement>('[part~="issues"] button')!;
    expect(issue.textContent).to.contain('/components/3');
    issue.focus();
    await sendKeys({press: 'Enter'});
    const area = editor(el);
    const selected = area.value.slice(area.selectionStart, area.selectionEnd);
    expect(JSON.parse(selected)).to.deep.equal(record.components![3]);
    // The outline shows once the surface's inspector has loaded (on first use).
    await surfaces(el)[0].updateComplete;
    const outline = shadow(surfaces(el)[0]).querySelector('[part~="inspector-outline"]');
    expect(outline?.textContent).to.equal('fancy · marker');
  });

  it('applies an edited data model to the bound components', async () => {
    const el = await mount();
    await paste(el, recordText, /1 surface rendered/);
    const area = modelEditor(el);
    area.focus();
    area.value = '{"name": "Grace"}';
    area.dispatchEvent(new InputEvent('input', {bubbles: true}));
    const greeting = component(surfaces(el)[0], 'greeting');
    await waitUntil(() => visibleText(greeting) === 'Grace', 'the bound text changes');
    area.value = '{"name": }';
    area.dispatchEvent(new InputEvent('input', {bubbles: true}));
    await waitUntil(
      () => /line 1, column 10/.test(shadow(el).querySelector('#data-model-error')!.textContent!),
      'the model error is placed',
    );
    expect(visibleText(greeting)).to.equal('Grace');
  });

  it('logs actions and data changes, newest first, and shows typed data in the model', async () => {
    const el = await mount();
    await paste(el, recordText, /1 surface rendered/);
    const [surface] = surfaces(el);
    const input = shadow(component(surface, 'name')).querySelector('input')!;
    input.focus();
    input.select();
    await sendKeys({type: 'Lin'});
    await waitUntil(() => JSON.parse(modelEditor(el).value).name === 'Lin', 'the model shows it');
    shadow(component(surface, 'send')).querySelector('button')!.click();
    const entries = () => [...shadow(el).querySelectorAll('[part~="log"] li')];
    await waitUntil(() => entries().some((li) => li.textContent!.includes('send')), 'logged');
    expect(entries()[0].textContent).to.contain('action').and.contain('send from send');
    expect(entries()[1].textContent).to.contain('/name').and.contain('"Lin"');
  });
});
