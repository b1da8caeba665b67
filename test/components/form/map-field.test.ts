import {expect, fixture, html} from '@open-wc/testing';
import '../../../src/components/form/map-field.js';
import type {SvcFormMap} from '../../../src/components/form/map-field.js';
import {fields} from './fixtures.js';
import {$, text, typeInto} from './helpers.js';

const inputs = (el: Element, part: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLInputElement>(`[part~="${part}"]`),
];

describe('svc-form-map', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcFormMap>(
      html`<svc-form-map .field=${fields.map} .value=${{team: 'infra'}}></svc-form-map>`,
    );
    await expect(el).to.be.accessible();
  });

  it('shows one row per entry and edits keys and values', async () => {
    const el = await fixture<SvcFormMap>(
      html`<svc-form-map
        .field=${fields.map}
        .value=${{team: 'infra', env: 'prod'}}
      ></svc-form-map>`,
    );
    expect(inputs(el, 'key').map((i) => i.value)).to.deep.equal(['team', 'env']);
    expect(inputs(el, 'value').map((i) => i.value)).to.deep.equal(['infra', 'prod']);
    typeInto(inputs(el, 'value')[1], 'staging');
    typeInto(inputs(el, 'key')[0], 'squad');
    expect(el.value).to.deep.equal({squad: 'infra', env: 'staging'});
  });

  it('adds and removes rows', async () => {
    const el = await fixture<SvcFormMap>(html`<svc-form-map .field=${fields.map}></svc-form-map>`);
    $<HTMLButtonElement>(el, '[part~="add"]').click();
    await el.updateComplete;
    typeInto(inputs(el, 'key')[0], 'owner');
    typeInto(inputs(el, 'value')[0], 'ada');
    expect(el.value).to.deep.equal({owner: 'ada'});
    $<HTMLButtonElement>(el, '[part~="remove"]').click();
    await el.updateComplete;
    expect(el.value).to.deep.equal({});
    expect(inputs(el, 'key')).to.have.length(0);
  });

  it('warns about a repeated key', async () => {
    const el = await fixture<SvcFormMap>(
      html`<svc-form-map .field=${fields.map} .value=${{a: '1'}}></svc-form-map>`,
    );
    $<HTMLButtonElement>(el, '[part~="add"]').click();
    await el.updateComplete;
    typeInto(inputs(el, 'key')[1], 'a');
    await el.updateComplete;
    expect(text(el, '[part~="hint"]')).to.equal('The key “a” is used twice: the last row wins.');
  });
});
