import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import {registerVariant} from '../../src/model/index.js';
import {MessageProcessor} from '../../src/protocol/index.js';

/** A host's own element, as a host page would define it. */
class AcmeGauge extends HTMLElement {
  level = 0;
  caption = '';
}
customElements.define('acme-gauge', AcmeGauge);
registerVariant('acmeGauge', {tag: 'acme-gauge', props: {level: 'level', label: 'caption'}});

const CATALOG = 'https://acme.example/catalogs/ops.json';

describe('host catalogs', () => {
  it('draw a registered component with the host element, given only its declared properties', async () => {
    const processor = new MessageProcessor({rootUpdates: 'merge'});
    processor.registerCatalog({
      catalogId: CATALOG,
      extendsBasic: true,
      components: {Gauge: 'acmeGauge'},
    });
    const warn = console.warn;
    console.warn = () => {};
    try {
      const el = await fixture<SvcA2ui>(html`<svc-a2ui .processor=${processor}></svc-a2ui>`);
      el.processMessages([
        {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: CATALOG}},
        {version: 'v0.9', updateDataModel: {surfaceId: 's', value: {load: 7}}},
        {
          version: 'v0.9',
          updateComponents: {
            surfaceId: 's',
            components: [
              {id: 'root', component: 'Column', children: ['g']},
              {id: 'g', component: 'Gauge', level: {path: '/load'}, label: 'Load', innerHTML: 'x'},
            ],
          },
        },
      ]);
      await el.updateComplete;
      const surface = el.shadowRoot!.querySelector('svc-surface')!;
      await surface.updateComplete;
      const gauge = surface.shadowRoot!.querySelector('acme-gauge') as AcmeGauge | null;
      expect(gauge !== null).to.equal(true);
      expect(gauge!.level).to.equal(7);
      expect(gauge!.caption).to.equal('Load');
      expect(gauge!.innerHTML).to.equal('');
      expect(processor.capabilities()['v0.9']?.supportedCatalogIds).to.include(CATALOG);
    } finally {
      console.warn = warn;
    }
  });

  it('cannot replace a variant of the catalog or use a bad tag', () => {
    expect(() => registerVariant('text', {tag: 'acme-text', props: {}})).to.throw();
    expect(() => registerVariant('acmeThing', {tag: 'nodash', props: {}})).to.throw();
    const unsafe = JSON.parse('{"__proto__": "x"}') as Record<string, string>;
    expect(() => registerVariant('acmeThing', {tag: 'acme-thing', props: unsafe})).to.throw();
  });
});
