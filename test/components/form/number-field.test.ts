import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../../src/components/form/number-field.js';
import {NOT_A_NUMBER} from '../../../src/components/form/number-field.js';
import type {SvcFormNumber} from '../../../src/components/form/number-field.js';
import {fields} from './fixtures.js';
import {$, text, typeInto} from './helpers.js';

describe('svc-form-number', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcFormNumber>(
      html`<svc-form-number .field=${fields.number}></svc-form-number>`,
    );
    await expect(el).to.be.accessible();
  });

  it('is a number input with min, max, step and the range as a hint', async () => {
    const el = await fixture<SvcFormNumber>(
      html`<svc-form-number .field=${fields.number}></svc-form-number>`,
    );
    const input = $<HTMLInputElement>(el, 'input');
    expect(input.type).to.equal('number');
    expect([input.min, input.max, input.step]).to.deep.equal(['1', '100', '1']);
    expect(input.placeholder).to.equal('How many');
    expect(text(el, '[part~="hint"]')).to.equal('From 1 to 100');
  });

  it('keeps values beyond 2^53 exact, as strings', async () => {
    const big = '9223372036854775807';
    const el = await fixture<SvcFormNumber>(
      html`<svc-form-number .field=${{name: 'n', int64Field: {}}} .value=${big}></svc-form-number>`,
    );
    expect($<HTMLInputElement>(el, 'input').value).to.equal(big);
    const input = $<HTMLInputElement>(el, 'input');
    const fired = oneEvent(el, 'input');
    typeInto(input, '9007199254740993', false);
    await fired;
    expect(el.value).to.equal('9007199254740993');
  });

  it('reports text that is not a number', async () => {
    const el = await fixture<SvcFormNumber>(
      html`<svc-form-number .field=${{name: 'n', int64Field: {}}}></svc-form-number>`,
    );
    $<HTMLInputElement>(el, 'input').focus();
    await sendKeys({type: '1e'});
    expect(el.value).to.equal(NOT_A_NUMBER);
    await sendKeys({type: '3'});
    expect(el.value).to.equal('1e3');
  });
});
