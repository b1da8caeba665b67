// A server-rendered surface paints with the stylesheets the server writes into each shadow root
// (minified, without the shared tokens the element never reads: src/ssr/styles.ts). They must give
// every element the look the browser gives it: the server's HTML is read before any of the
// library is loaded (so nothing hydrates it), then the same surfaces are rendered in the browser,
// and the computed styles of each component and of each of its parts are compared.
import {expect} from '@open-wc/testing';
import {sampleSurfaces} from '../fixtures/samples.js';

const PROPERTIES = [
  'display',
  'visibility',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'text-align',
  'text-decoration-line',
  'white-space',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-left-width',
  'border-top-left-radius',
  'box-sizing',
  'flex-direction',
  'flex-wrap',
  'justify-content',
  'align-items',
  'row-gap',
  'column-gap',
  'accent-color',
  'box-shadow',
] as const;

/**
 * Drawn otherwise until hydrated, by design (README, Server rendering): charts (a placeholder),
 * tabs (no shadow root), code (uncoloured) and markdown (plain text); and media, which the server
 * shows loading while the browser has loaded it (or not).
 */
const DRAWN_ON_HYDRATION = new Set([
  'svc-chart',
  'svc-tabs',
  'svc-code-block',
  'svc-image',
  'svc-video',
  'svc-audio-player',
]);

type Styles = Map<string, Record<string, string>>;

/** Each component's computed style and its parts', by component id, part and place. */
function stylesOf(surface: Element): Styles {
  const styles: Styles = new Map();
  const read = (el: Element) =>
    Object.fromEntries(PROPERTIES.map((p) => [p, getComputedStyle(el).getPropertyValue(p)]));
  for (const host of surface.shadowRoot!.querySelectorAll('[data-component-id]')) {
    if (DRAWN_ON_HYDRATION.has(host.localName) || host.hasAttribute('markdown')) continue;
    if (host.shadowRoot?.querySelector('[part~=markdown]')) continue;
    const id = `${host.localName}#${host.getAttribute('data-component-id')}`;
    styles.set(id, read(host));
    const parts = [...(host.shadowRoot?.querySelectorAll('[part]') ?? [])];
    parts.forEach((part, i) => styles.set(`${id}::${part.getAttribute('part')}@${i}`, read(part)));
  }
  return styles;
}

const SAMPLES = ['kitchen-sink', 'access-request', 'onboarding', 'connector-setup', 'dashboard'];

describe('server-rendered styles', function () {
  this.timeout(30000);
  const server = new Map<string, Styles>();

  before(async () => {
    // First, with none of the library loaded: the server's HTML as the page paints it.
    for (const sample of SAMPLES) {
      const response = await fetch(`/__ssr/html?sample=${sample}&styles=inline`);
      expect(response.ok, await response.clone().text()).to.equal(true);
      const container = document.createElement('div');
      container.style.width = '900px';
      container.setHTMLUnsafe(await response.text());
      document.body.append(container);
      for (const surface of container.querySelectorAll('svc-surface')) {
        server.set(`${sample}/${surface.getAttribute('data-surface-id')}`, stylesOf(surface));
      }
      container.remove();
    }
    expect(customElements.get('svc-surface'), 'no element defined yet').to.equal(undefined);
    await import('../../src/all.js');
  });

  for (const sample of SAMPLES) {
    it(`gives each element of "${sample}" the look the browser gives it`, async () => {
      const container = document.createElement('div');
      container.style.width = '900px';
      document.body.append(container);
      let compared = 0;
      let total = 0;
      for (const record of sampleSurfaces(sample)) {
        const drawn = server.get(`${sample}/${record.surfaceId}`);
        if (!drawn) continue;
        const surface = document.createElement('svc-surface') as HTMLElement & {
          surface: unknown;
          locale: string;
          rendered: Promise<unknown>;
        };
        surface.locale = 'en';
        surface.surface = record;
        container.append(surface);
        await surface.rendered;
        const client = stylesOf(surface);
        for (const [key, styles] of drawn) {
          total++;
          const expected = client.get(key);
          if (!expected) continue;
          compared++;
          expect(styles, key).to.deep.equal(expected);
        }
      }
      container.remove();
      // Nearly every element and part the server drew is compared (a few differ in structure
      // until hydrated: the controls' live regions, for one).
      expect(compared).to.be.greaterThan(0.8 * total);
      expect(total).to.be.greaterThan(10);
    });
  }
});
