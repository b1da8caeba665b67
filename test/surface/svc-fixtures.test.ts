import {aTimeout, expect, fixture, html, oneEvent, waitUntil} from '@open-wc/testing';
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {createMockProviders} from '../../src/mock/providers.js';
import {loadSurface, part} from './helpers.js';

type Lit = Element & {updateComplete?: Promise<unknown>};

/** Mounts a sample surface and waits for its lazily loaded svc elements and their first render. */
async function mount(name: string, providers: Partial<SvcSurface> = {}) {
  const record = await loadSurface(name);
  const el = await fixture<SvcSurface>(
    html`<svc-surface
      .surface=${record}
      .resourceProvider=${providers.resourceProvider}
      .connectorSettingsProvider=${providers.connectorSettingsProvider}
      .syncStatusProvider=${providers.syncStatusProvider}
    ></svc-surface>`,
  );
  const tags = new Set([...el.shadowRoot!.querySelectorAll('*')].map((e) => e.localName));
  await Promise.all(
    [...tags].filter((t) => t.startsWith('svc-')).map((t) => customElements.whenDefined(t)),
  );
  for (let i = 0; i < 3; i++) {
    await Promise.all(
      [el, ...el.shadowRoot!.querySelectorAll('*')].map((e) => (e as Lit).updateComplete),
    );
  }
  return el;
}

/** The text a user sees in an element, its shadow roots included. */
function deepText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof HTMLStyleElement) return '';
  const root = node instanceof Element && node.shadowRoot ? [...node.shadowRoot.childNodes] : [];
  return [...root, ...node.childNodes].map(deepText).join(' ');
}
const textOf = (el: SvcSurface, id: string) => deepText(part(el, id)).replace(/\s+/g, ' ').trim();
const echartsRequested = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('echarts'));

describe('sample conversation: onboarding', () => {
  it('renders every component with no marker and is accessible', async () => {
    const el = await mount('onboarding');
    expect(el.shadowRoot!.querySelector('svc-marker')).to.equal(null);
    expect(textOf(el, 'welcome')).to.contain('Okta');
    expect(textOf(el, 'status')).to.contain('Syncing Okta users');
    expect(textOf(el, 'plan')).to.contain('Connect your identity provider');
    expect(textOf(el, 'todo')).to.contain('Review imported groups');
    expect(textOf(el, 'progress')).to.contain('Okta sync 40% done');
    await expect(el).to.be.accessible();
  });

  it('turns a todo item action into svc-action with its resolved context', async () => {
    const el = await mount('onboarding');
    const todo = part(el, 'todo');
    const review = [...todo.shadowRoot!.querySelectorAll('button')].find((b) =>
      b.textContent!.includes('Review'),
    )!;
    setTimeout(() => review.click());
    const {detail} = await oneEvent(el, 'svc-action');
    expect(detail.name).to.equal('open_groups');
    expect(detail.sourceComponentId).to.equal('todo');
    expect(detail.context).to.deep.equal({app: 'okta'});
  });

  it('updates the status card when the model changes', async () => {
    const el = await mount('onboarding');
    el.setData('/status', {message: 'All users synced', state: 'success'});
    await (part(el, 'status') as Lit).updateComplete;
    expect(textOf(el, 'status')).to.contain('All users synced');
  });

  it('does not load echarts for a surface without a chart', async () => {
    await mount('onboarding');
    await aTimeout(50);
    expect(echartsRequested()).to.equal(false);
  });
});

describe('sample conversation: dashboard', () => {
  it('renders metric cards, both charts and the table with no marker', async () => {
    const el = await mount('dashboard');
    expect(el.shadowRoot!.querySelector('svc-marker')).to.equal(null);
    expect(textOf(el, 'heading')).to.contain('Access overview · Last 30 days');
    expect(textOf(el, 'metrics')).to.contain('1,284');
    expect(textOf(el, 'accounts')).to.contain('svc-deploy-bot');
    expect(part(el, 'accounts').shadowRoot!.querySelector('caption')!.textContent).to.contain(
      'Service accounts you own',
    );
    await waitUntil(() => part(el, 'by-app').shadowRoot!.querySelector('svg'), 'donut not drawn', {
      timeout: 10_000,
    });
    await waitUntil(
      () => part(el, 'over-time').shadowRoot!.querySelector('svg'),
      'lines not drawn',
      {
        timeout: 10_000,
      },
    );
    expect(echartsRequested()).to.equal(true);
  });

  it('is accessible', async () => {
    const el = await mount('dashboard');
    await expect(el).to.be.accessible();
  });
});

describe('sample conversation: connector-setup', () => {
  it('renders in full with the mock providers, and the sync visibly progresses', async () => {
    const providers = createMockProviders({sync: {autoStart: true}});
    const el = await mount('connector-setup', {
      resourceProvider: providers.resources,
      connectorSettingsProvider: providers.settings,
      syncStatusProvider: providers.sync,
    });
    expect(el.shadowRoot!.querySelector('svc-marker')).to.equal(null);
    await waitUntil(() => textOf(el, 'form').includes('Save'), 'settings form not shown', {
      timeout: 4000,
    });
    expect(textOf(el, 'code')).to.contain('conn --config conn.yaml sync');
    const first = textOf(el, 'sync-progress');
    await waitUntil(() => textOf(el, 'sync-progress') !== first, 'sync did not progress', {
      timeout: 8000,
    });
    const picker = part(el, 'picker');
    picker.shadowRoot!.querySelector('input')!.focus();
    picker.shadowRoot!.querySelector('input')!.click();
    await waitUntil(
      () =>
        picker.shadowRoot!.textContent!.includes('aws') ||
        picker.shadowRoot!.querySelectorAll('[role=option]').length > 0,
      'no toolsets listed',
      {timeout: 4000},
    );
  });
});
