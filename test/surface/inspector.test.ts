import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendMouse} from '@web/test-runner-commands';
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcMarker} from '../../src/surface/marker.js';
import {makeSurface, part} from './helpers.js';

const record = makeSurface([
  {id: 'root', column: {children: {ids: ['title', 'fancy', 'name']}}},
  {id: 'title', text: {text: 'Hello'}},
  {id: 'fancy', fancyWidget: {size: 3}},
  {id: 'name', textField: {label: 'Name', value: {path: '/name'}}},
]);

async function mount(debug: boolean): Promise<SvcSurface> {
  const el = await fixture<SvcSurface>(
    html`<svc-surface ?debug=${debug} .surface=${record}></svc-surface>`,
  );
  await el.updateComplete;
  return el;
}

const panel = (el: SvcSurface) => el.shadowRoot!.querySelector('[part~="inspector"]');
const outline = (el: SvcSurface) =>
  el.shadowRoot!.querySelector<HTMLElement>('[part~="inspector-outline"]');

/** Moves the real mouse to the middle of an element. */
async function hover(element: Element): Promise<void> {
  const rect = element.getBoundingClientRect();
  await sendMouse({
    type: 'move',
    position: [Math.round(rect.x + rect.width / 2), Math.round(rect.y + rect.height / 2)],
  });
}

describe('svc-surface inspector mode', () => {
  afterEach(() => sendMouse({type: 'move', position: [0, 0]}));

  // First in the file: the page has not loaded the inspector's module yet.
  it('loads the inspector only on first use', async () => {
    const loaded = () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/src/surface/inspector.'));
    const el = await mount(false);
    expect(loaded()).to.equal(false);
    el.highlight('title');
    await el.updateComplete;
    expect(loaded()).to.equal(true);
  });

  it('is accessible with the inspector on', async () => {
    const el = await mount(true);
    await expect(el).to.be.accessible();
  });

  it('is off by default: no panel, no outline on hover, markers without details', async () => {
    const el = await mount(false);
    expect(el.debug).to.equal(false);
    expect(el.hasAttribute('debug')).to.equal(false);
    expect(panel(el)).to.equal(null);
    await hover(part(el, 'title'));
    expect(outline(el)).to.equal(null);
    const marker = el.shadowRoot!.querySelector<SvcMarker>('svc-marker')!;
    expect(marker.detail).to.equal('');
  });

  it('lists the issues with their pointers in a panel', async () => {
    const el = await mount(true);
    const text = panel(el)!.textContent!;
    const unknown = el.issues.find((issue) => issue.componentId === 'fancy')!;
    expect(unknown).to.not.equal(undefined);
    expect(text).to.contain(`${el.issues.length} issue`);
    expect(text).to.contain(unknown.pointer);
    expect(text).to.contain(unknown.message);
  });

  it('outlines the hovered component with its id and variant', async () => {
    const el = await mount(true);
    await hover(part(el, 'name'));
    await waitUntil(() => outline(el), 'an outline appears');
    expect(outline(el)!.textContent).to.equal('name · textField');
    const box = outline(el)!.getBoundingClientRect();
    const target = part(el, 'name').getBoundingClientRect();
    expect(box.left).to.be.at.most(target.left);
    expect(box.right).to.be.at.least(target.right);
    await hover(part(el, 'title'));
    await waitUntil(
      () => outline(el)?.textContent === 'title · text',
      `the outline moves to the title (${outline(el)?.textContent})`,
    );
  });

  it('gives markers their component’s issues with pointers', async () => {
    const el = await mount(true);
    const marker = el.shadowRoot!.querySelector<SvcMarker>('svc-marker')!;
    await marker.updateComplete;
    const detail = marker.shadowRoot!.querySelector('[part~="detail"]')!;
    expect(detail.textContent).to.contain('/components/2');
  });

  it('choosing an issue in the panel outlines its component', async () => {
    const el = await mount(true);
    const button = [
      ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="inspector-issue"]'),
    ].find((b) => b.textContent!.includes('/components/2'))!;
    button.click();
    expect(outline(el)!.textContent).to.equal('fancy · marker');
  });

  it('highlights by id or by pointer, with or without debug', async () => {
    const el = await mount(false);
    // The answer is at once; the outline once the inspector's module is in (updateComplete).
    expect(el.highlight('title')).to.equal(true);
    await el.updateComplete;
    expect(outline(el)!.textContent).to.equal('title · text');
    expect(el.highlight('/components/3/textField/label')).to.equal(true);
    expect(outline(el)!.textContent).to.equal('name · textField');
    expect(el.highlight('nobody')).to.equal(false);
    expect(outline(el)).to.equal(null);
    expect(panel(el)).to.equal(null);
  });

  it('turning debug off removes the panel, the outline and the marker details', async () => {
    const el = await mount(true);
    el.highlight('title');
    el.debug = false;
    await el.updateComplete;
    expect(panel(el)).to.equal(null);
    expect(outline(el)).to.equal(null);
    expect(el.shadowRoot!.querySelector<SvcMarker>('svc-marker')!.detail).to.equal('');
    await hover(part(el, 'title'));
    expect(outline(el)).to.equal(null);
  });
});
