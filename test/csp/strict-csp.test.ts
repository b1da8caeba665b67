// Runs only in the "csp" group of web-test-runner.config.mjs, whose page carries the strict
// Content Security Policy of the README ("Content Security Policy") in a <meta> tag.
import {aTimeout, expect, fixture, fixtureCleanup, html, waitUntil} from '@open-wc/testing';
import '../../src/all.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import {BASIC_CATALOG_ID} from '../../src/protocol/index.js';
import type {SvcPlayground} from '../../src/playground/playground.js';
import '../../src/playground/playground.js';
import {createMockProviders} from '../../src/mock/providers.js';
import {echarts} from '../../src/components/svc/echarts-setup.js';
import type {SurfaceRecord} from '../../src/model/types.js';
import {sampleSurfaces} from '../fixtures/samples.js';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}
const recorded = () => (window as unknown as {__cspViolations: Violation[]}).__cspViolations;

/** Violation events are queued as tasks: let them arrive, then take them. */
async function takeViolations(): Promise<Violation[]> {
  await aTimeout(50);
  return recorded().splice(0);
}

const CONVERSATIONS = [
  'access-request',
  'connector-setup',
  'dashboard',
  'kitchen-sink',
  'multi-surface',
  'onboarding',
];

async function loadSurfaces(name: string): Promise<SurfaceRecord[]> {
  return sampleSurfaces(name);
}

type Lit = Element & {updateComplete?: Promise<unknown>};

/** Every element in a tree, shadow roots included. */
function deepAll(root: ParentNode): Element[] {
  const out: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    out.push(el);
    if (el.shadowRoot) out.push(...deepAll(el.shadowRoot));
  }
  return out;
}

async function settle(el: SvcSurface) {
  for (let i = 0; i < 3; i++) {
    const all = [el, ...deepAll(el.shadowRoot!)];
    const tags = new Set(all.map((e) => e.localName).filter((t) => t.startsWith('svc-')));
    await Promise.all([...tags].map((t) => customElements.whenDefined(t)));
    await Promise.all(all.map((e) => (e as Lit).updateComplete));
  }
}

/** Shows every chart's tooltip (as a pointer would) and waits until echarts drew it. */
async function showTooltips(el: SvcSurface): Promise<number> {
  const boxes = deepAll(el.shadowRoot!).filter(
    (e) => e.getAttribute('part') === 'chart' && e.getRootNode() !== el.shadowRoot,
  ) as HTMLElement[];
  for (const box of boxes) {
    await waitUntil(() => echarts.getInstanceByDom(box) && box.querySelector('svg text'), 'chart', {
      timeout: 6000,
    });
    const chart = echarts.getInstanceByDom(box)!;
    const before = box.querySelector('svg')!.textContent!;
    chart.dispatchAction({type: 'showTip', seriesIndex: 0, dataIndex: 0});
    await waitUntil(() => box.querySelector('svg')!.textContent !== before, 'tooltip', {
      timeout: 3000,
    });
  }
  return boxes.length;
}

describe('strict Content Security Policy with Trusted Types', function () {
  this.timeout(30000);

  afterEach(async () => {
    fixtureCleanup(); // disposes charts too, which must not break the policy either
    expect(await takeViolations()).to.deep.equal([]);
  });

  it('is in force on this page (the canaries are refused)', async () => {
    const div = document.createElement('div');
    expect(() => {
      div.innerHTML = '<b>x</b>';
    }).to.throw(TypeError);
    div.setAttribute('style', 'color: red');
    const directives = (await takeViolations()).map((v) => v.directive);
    expect(directives).to.include('require-trusted-types-for');
    expect(directives).to.include('style-src-attr');
  });

  for (const name of CONVERSATIONS) {
    it(`renders every surface of "${name}" with no violation`, async () => {
      const providers = createMockProviders({sync: {autoStart: true}});
      let charts = 0;
      for (const record of await loadSurfaces(name)) {
        const el = await fixture<SvcSurface>(
          html`<svc-surface
            .surface=${record}
            .resourceProvider=${providers.resources}
            .connectorSettingsProvider=${providers.settings}
            .syncStatusProvider=${providers.sync}
          ></svc-surface>`,
        );
        await settle(el);
        expect(el.shadowRoot!.querySelector('svc-marker')).to.equal(null);
        charts += await showTooltips(el);
        fixtureCleanup();
      }
      expect(await takeViolations()).to.deep.equal([]);
      if (name === 'dashboard') expect(charts).to.equal(2);
    });
  }

  it("sets an image's fit through the CSSOM, not a style attribute", async () => {
    const image = await fixture<HTMLElement>(
      html`<svc-image url="/test/fixtures/media/dot.svg" fit="cover"></svc-image>`,
    );
    const img = image.shadowRoot!.querySelector('img')!;
    // A style attribute written as markup would be refused (and reported, see afterEach).
    expect(getComputedStyle(img).objectFit).to.equal('cover');
  });

  for (const styles of ['linked', 'inline'] as const) {
    it(`shows a server-rendered page (styles ${styles}) and hydrates it with no violation`, async () => {
      // A page of its own (tools/wtr-ssr.mjs), with the policy as a header from its first byte:
      // the server's HTML writes no style attribute and no inline script; its stylesheets are
      // linked, or inline and allowed by their hashes (any other inline style stays refused).
      const frame = document.createElement('iframe');
      frame.src = `/__ssr/page?sample=kitchen-sink${styles === 'inline' ? '&styles=inline' : ''}`;
      document.body.append(frame);
      type Page = Window & {__hydrated?: boolean; __cspViolations?: Violation[]};
      const page = () => frame.contentWindow as Page | null;
      await waitUntil(() => page()?.__hydrated === true, 'hydrated', {timeout: 20000});
      const surface = page()!.document.querySelector('svc-surface')!;
      const components = sampleSurfaces('kitchen-sink')[0]!.components!.length;
      const root = surface.shadowRoot!;
      expect(root.querySelectorAll('[data-component-id]').length).to.equal(components);
      expect(root.querySelectorAll('[defer-hydration]').length).to.equal(0);
      const text = root.querySelector('svc-text')!.shadowRoot!;
      expect(text.querySelectorAll(styles === 'inline' ? 'style' : 'link').length).to.equal(1);
      // The element's own rules apply (its paragraph keeps line breaks).
      expect(getComputedStyle(text.querySelector('[part~=base]')!).whiteSpace).to.equal('pre-wrap');
      await aTimeout(50);
      expect(page()!.__cspViolations).to.deep.equal([]);
      frame.remove();
    });
  }

  it('refuses an inline style whose hash the policy does not name', async () => {
    const frame = document.createElement('iframe');
    frame.src = '/__ssr/page?sample=kitchen-sink&styles=inline';
    document.body.append(frame);
    type Page = Window & {__hydrated?: boolean; __cspViolations?: Violation[]};
    const page = () => frame.contentWindow as Page | null;
    await waitUntil(() => page()?.__hydrated === true, 'hydrated', {timeout: 20000});
    const doc = page()!.document;
    const style = doc.createElement('style');
    style.textContent = 'p{color:red}';
    doc.body.append(style);
    await waitUntil(() => page()!.__cspViolations!.length > 0, 'a violation', {timeout: 5000});
    expect(page()!.__cspViolations![0]!.directive).to.match(/^style-src/);
    frame.remove();
  });

  it('renders markdown, highlighted code, a chart tooltip and the resource picker', async () => {
    const providers = createMockProviders();
    const [record] = await loadSurfaces('connector-setup');
    const el = await fixture<SvcSurface>(
      html`<svc-surface
        .surface=${record}
        .resourceProvider=${providers.resources}
        .connectorSettingsProvider=${providers.settings}
        .syncStatusProvider=${providers.sync}
      ></svc-surface>`,
    );
    await settle(el);
    const all = () => deepAll(el.shadowRoot!);
    await waitUntil(() => all().some((e) => e.matches('[part~=markdown] p')), 'markdown', {
      timeout: 6000,
    });
    await waitUntil(() => all().some((e) => e.matches('span[class^=hljs-]')), 'highlighting', {
      timeout: 6000,
    });
    const picker = all().find((e) => e.localName === 'svc-resource-picker')!;
    const input = picker.shadowRoot!.querySelector('input')!;
    input.focus();
    input.click();
    await waitUntil(
      () => picker.shadowRoot!.querySelectorAll('[role=option]').length > 0,
      'options',
      {
        timeout: 6000,
      },
    );

    const [dashboard] = await loadSurfaces('dashboard');
    const board = await fixture<SvcSurface>(
      html`<svc-surface .surface=${dashboard}></svc-surface>`,
    );
    await settle(board);
    expect(await showTooltips(board)).to.equal(2);
    const texts = deepAll(board.shadowRoot!)
      .filter((e) => e.getAttribute('part') === 'chart')
      .map((box) => box.querySelector('svg')!.textContent);
    expect(texts.join(' ')).to.match(/\d/);
  });

  it('renders A2UI surfaces with images, each with its fit, with no violation', async () => {
    const fits = ['cover', 'contain', 'scaleDown', 'none'];
    const messages = fits.flatMap((fit, i) => [
      {version: 'v0.9', createSurface: {surfaceId: `img${i}`, catalogId: BASIC_CATALOG_ID}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: `img${i}`,
          components: [
            {
              id: 'root',
              component: 'Image',
              url: `/test/fixtures/media/dot.svg?fit=${fit}`,
              fit,
              description: `A dot (${fit})`,
            },
          ],
        },
      },
    ]);
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    el.processMessages(messages);
    await el.updateComplete;
    const images = () =>
      deepAll(el.shadowRoot!).filter((e) => e.localName === 'img') as HTMLImageElement[];
    await waitUntil(
      () => images().length === fits.length && images().every((i) => i.complete),
      'images',
      {
        timeout: 6000,
      },
    );
    const shown = images().map((image) => getComputedStyle(image).objectFit);
    expect(shown).to.deep.equal(['cover', 'contain', 'scale-down', 'none']);
  });

  it('renders a large paste in the playground (1.7 MB, 23,751 records) with no violation', async () => {
    const el = await fixture<SvcPlayground>(html`<svc-playground></svc-playground>`);
    const records = Array.from({length: 23_751}, (_, i) => ({
      surfaceId: `s${i}`,
      components: [{id: 'root', text: {text: 'x'}}],
    }));
    const area = el.shadowRoot!.querySelector<HTMLTextAreaElement>('#source')!;
    area.value = JSON.stringify({surfaces: records});
    area.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertFromPaste'}));
    const status = () => el.shadowRoot!.querySelector('[part~="status"]')!.textContent!;
    await waitUntil(() => /surfaces rendered/.test(status()), 'rendered', {timeout: 20000});
    expect(status()).to.contain('the first of 23,751');
  });
});
