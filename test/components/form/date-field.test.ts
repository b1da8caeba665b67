import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../../src/components/form/date-field.js';
import type {SvcFormDate} from '../../../src/components/form/date-field.js';
import {fields, today} from './fixtures.js';
import {$, text, typeInto} from './helpers.js';

describe('svc-form-date', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcFormDate>(
      html`<svc-form-date .field=${fields.date} today=${today}></svc-form-date>`,
    );
    await expect(el).to.be.accessible();
  });

  it('bounds the date input by days from today', async () => {
    const el = await fixture<SvcFormDate>(
      html`<svc-form-date .field=${fields.date} today=${today}></svc-form-date>`,
    );
    const input = $<HTMLInputElement>(el, 'input');
    expect(input.type).to.equal('date');
    expect([input.min, input.max]).to.deep.equal(['2025-03-11', '2025-04-09']);
    expect(text(el, '[part~="hint"]')).to.equal('Between 2025-03-11 and 2025-04-09');
  });

  it('reports the chosen date', async () => {
    const el = await fixture<SvcFormDate>(
      html`<svc-form-date .field=${fields.date} today=${today}></svc-form-date>`,
    );
    const changed = oneEvent(el, 'input');
    typeInto($<HTMLInputElement>(el, 'input'), '2025-03-20');
    await changed;
    expect(el.value).to.equal('2025-03-20');
  });
});
