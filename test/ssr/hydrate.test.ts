// Server-rendered surfaces (`@svc/surfaces/ssr`, made by the runner's server: tools/wtr-ssr.mjs)
// put in the page before any of the library is loaded, then hydrated by `@svc/surfaces/hydrate`.
// The library is imported by the first test only, after the person has typed: keep the order.
import {expect, waitUntil} from '@open-wc/testing';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcActionEvent} from '../../src/surface/events.js';

/** The surfaces' server HTML, parsed with their declarative shadow roots, in a new container. */
async function serverRendered(query: string): Promise<HTMLElement> {
  const response = await fetch(`/__ssr/html?${query}`);
  expect(response.ok, await response.clone().text()).to.equal(true);
  const container = document.createElement('div');
  container.setHTMLUnsafe(await response.text());
  document.body.append(container);
  await stylesheetsOf(container);
  return container;
}

/** Waits until every stylesheet linked in `root`'s shadow roots has loaded (as a page would). */
async function stylesheetsOf(root: ParentNode): Promise<void> {
  const links: HTMLLinkElement[] = [];
  const visit = (node: ParentNode) => {
    for (const el of node.querySelectorAll('*')) {
      if (el instanceof HTMLLinkElement) links.push(el);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(root);
  await Promise.all(
    links.map((link) =>
      link.sheet ? undefined : new Promise((done) => link.addEventListener('load', done)),
    ),
  );
}

const inTree = (surface: Element, id: string) =>
  surface.shadowRoot!.querySelector<HTMLElement>(`[data-component-id="${id}"]`)!;

async function hydrated(surface: SvcSurface): Promise<void> {
  await import('../../src/hydrate.js');
  await customElements.whenDefined('svc-surface');
  await surface.rendered;
  await surface.updateComplete;
}

describe('a server-rendered surface, hydrated', function () {
  this.timeout(30000);

  it('keeps its elements and what was typed before hydration, and raises its action after', async () => {
    const container = await serverRendered('sample=kitchen-sink');
    const surface = container.querySelector('svc-surface') as SvcSurface;
    // Painted from the server's HTML alone: no script of the library has run.
    expect(customElements.get('svc-surface')).to.equal(undefined);
    const root = inTree(surface, 'root');
    const field = inTree(surface, 'name');
    const box = inTree(surface, 'agree');
    const send = inTree(surface, 'go');
    const input = field.shadowRoot!.querySelector('input')!;
    expect(input.value).to.equal('Ada');
    expect(inTree(surface, 'greeting').shadowRoot!.textContent).to.contain('Hello, Ada!');
    // Inert before hydration, and visibly so.
    const base = send.shadowRoot!.querySelector('[part~="base"]')!;
    expect(getComputedStyle(base).pointerEvents).to.equal('none');
    expect(Number(getComputedStyle(base).opacity)).to.be.below(1);
    let actions = 0;
    container.addEventListener('svc-action', () => actions++);

    // The person types and ticks the box before the scripts arrive.
    input.focus();
    input.value = 'Grace';
    input.dispatchEvent(new InputEvent('input', {bubbles: true, composed: true}));
    const tick = box.shadowRoot!.querySelector('input')!;
    tick.click();
    expect(tick.checked).to.equal(true);
    (base as HTMLElement).click();
    expect(actions).to.equal(0);

    await hydrated(surface);

    expect(inTree(surface, 'root')).to.equal(root);
    expect(inTree(surface, 'name')).to.equal(field);
    expect(inTree(surface, 'agree')).to.equal(box);
    expect(field.shadowRoot!.querySelector('input')).to.equal(input);
    expect(input.value).to.equal('Grace');
    expect(field.shadowRoot!.activeElement).to.equal(input);
    await waitUntil(() => (surface.dataModel as {user: {name: string}}).user.name === 'Grace');
    expect((surface.dataModel as {user: {agree: boolean}}).user.agree).to.equal(true);
    await waitUntil(() => inTree(surface, 'greeting').shadowRoot!.textContent!.includes('Grace'));
    expect(surface.shadowRoot!.querySelectorAll('[defer-hydration]').length).to.equal(0);
    expect(surface.shadowRoot!.querySelectorAll('[data-component-id="root"]').length).to.equal(1);

    const raised = new Promise<SvcActionEvent>((resolve) =>
      surface.addEventListener('svc-action', (e) => resolve(e as SvcActionEvent), {once: true}),
    );
    await (send as HTMLElement & {updateComplete: Promise<unknown>}).updateComplete;
    (send.shadowRoot!.querySelector('[part~="base"]') as HTMLElement).click();
    const action = await raised;
    expect(action.detail.name).to.equal('send');
    expect(action.detail.context).to.deep.include({name: 'Grace', constant: 'k'});
    container.remove();
  });

  it('is accessible as the server rendered it, and as hydrated', async () => {
    const container = await serverRendered('sample=access-request');
    for (const surface of container.querySelectorAll<SvcSurface>('svc-surface')) {
      await hydrated(surface);
    }
    await expect(container).to.be.accessible();
    container.remove();
  });

  it('draws a chart on hydration over its sized placeholder with the data table', async () => {
    const container = await serverRendered('sample=dashboard');
    const surfaces = [...container.querySelectorAll<SvcSurface>('svc-surface')];
    const charts = surfaces.flatMap((s) => [...s.shadowRoot!.querySelectorAll('svc-chart')]);
    expect(charts.length).to.be.greaterThan(0);
    const chart = charts[0]!;
    // Inserted after the library loaded: each element upgrades and hydrates at once.
    await Promise.all(surfaces.map(hydrated));
    await waitUntil(() => !chart.shadowRoot!.querySelector('[data-server-placeholder]'), 'drawn', {
      timeout: 10000,
    });
    expect(chart.shadowRoot!.querySelector('table[part~="data-table"]')).to.not.equal(null);
    expect(chart.getBoundingClientRect().height).to.be.greaterThan(100);
    container.remove();
  });

  it('renders tabs, written without a shadow root, in the browser (the same element)', async () => {
    const container = await serverRendered('a2ui=basic/24_recipe-card');
    const surface = container.querySelector('svc-surface') as SvcSurface;
    const tabs = surface.shadowRoot!.querySelector('svc-tabs')!;
    expect(tabs.shadowRoot).to.equal(null);
    await hydrated(surface);
    await waitUntil(
      () => surface.shadowRoot!.querySelector('svc-tabs') === tabs && tabs.shadowRoot,
      'tabs',
      {
        timeout: 10000,
      },
    );
    expect(tabs.shadowRoot!.slotAssignment).to.equal('manual');
    expect(tabs.shadowRoot!.querySelectorAll('[role="tab"]').length).to.be.greaterThan(1);
    container.remove();
  });

  it('hydrates a surface made from A2UI messages, in its locale', async () => {
    const container = await serverRendered('a2ui=basic/32_advanced-form-validator&locale=de');
    const surface = container.querySelector('svc-surface') as SvcSurface;
    expect(surface.getAttribute('lang')).to.equal('de');
    const field = surface.shadowRoot!.querySelector('svc-text-field')!;
    await hydrated(surface);
    // The A2UI processor loads for it first (unbundled here: many modules).
    await waitUntil(() => !field.hasAttribute('defer-hydration'), 'the field hydrates', {
      timeout: 10000,
    });
    expect(surface.shadowRoot!.querySelector('svc-text-field')).to.equal(field);
    container.remove();
  });
});
