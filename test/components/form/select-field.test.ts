import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../../src/components/form/select-field.js';
import type {SvcFormSelect} from '../../../src/components/form/select-field.js';
import {fields} from './fixtures.js';
import {$, text} from './helpers.js';

describe('svc-form-select', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcFormSelect>(
      html`<svc-form-select .field=${fields.select}></svc-form-select>`,
    );
    await expect(el).to.be.accessible();
  });

  it('lists the options and shows the chosen one’s description', async () => {
    const el = await fixture<SvcFormSelect>(
      html`<svc-form-select .field=${fields.select} .value=${'write'}></svc-form-select>`,
    );
    const select = $<HTMLSelectElement>(el, 'select');
    expect([...select.options].map((o) => o.textContent!.trim())).to.deep.equal([
      'Choose…',
      'Read',
      'Write',
    ]);
    expect(select.value).to.equal('write');
    expect(text(el, '[part~="hint"]')).to.equal('Change content.');
    expect(select.getAttribute('aria-describedby')).to.contain('hint');
  });

  it('fires change with the chosen value', async () => {
    const el = await fixture<SvcFormSelect>(
      html`<svc-form-select .field=${fields.select}></svc-form-select>`,
    );
    const select = $<HTMLSelectElement>(el, 'select');
    select.value = 'read';
    const changed = oneEvent(el, 'change');
    select.dispatchEvent(new Event('change'));
    await changed;
    expect(el.value).to.equal('read');
    await el.updateComplete;
    expect(text(el, '[part~="hint"]')).to.equal('See everything, change nothing.');
  });

  it('keeps an unknown value visible instead of dropping it', async () => {
    const el = await fixture<SvcFormSelect>(
      html`<svc-form-select .field=${fields.select} .value=${'admin'}></svc-form-select>`,
    );
    expect($<HTMLSelectElement>(el, 'select').value).to.equal('admin');
  });
});
