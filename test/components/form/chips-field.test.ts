import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../../src/components/form/chips-field.js';
import type {SvcFormChips} from '../../../src/components/form/chips-field.js';
import {fields} from './fixtures.js';
import {$, text} from './helpers.js';

const chips = (el: Element) =>
  [...el.shadowRoot!.querySelectorAll('[part~="chip"] span')].map((s) => s.textContent);

describe('svc-form-chips', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcFormChips>(
      html`<svc-form-chips .field=${fields.chips} .value=${['a']}></svc-form-chips>`,
    );
    await expect(el).to.be.accessible();
  });

  it('adds on Enter and comma, removes with the × button and Backspace', async () => {
    const el = await fixture<SvcFormChips>(
      html`<svc-form-chips .field=${fields.chips}></svc-form-chips>`,
    );
    expect(text(el, '[part~="hint"]')).to.equal('At most 3, each once');
    $<HTMLInputElement>(el, 'input').focus();
    await sendKeys({type: 'alpha'});
    await sendKeys({press: 'Enter'});
    await sendKeys({type: 'beta,gamma'});
    await sendKeys({press: 'Enter'});
    await el.updateComplete;
    expect(el.value).to.deep.equal(['alpha', 'beta', 'gamma']);
    expect(chips(el)).to.deep.equal(['alpha', 'beta', 'gamma']);
    $<HTMLButtonElement>(el, 'button[aria-label="Remove beta"]').click();
    await el.updateComplete;
    expect(el.value).to.deep.equal(['alpha', 'gamma']);
    $<HTMLInputElement>(el, 'input').focus();
    await sendKeys({press: 'Backspace'});
    expect(el.value).to.deep.equal(['alpha']);
  });

  it('adds typed text when the input loses focus', async () => {
    const el = await fixture<SvcFormChips>(
      html`<svc-form-chips .field=${fields.chips}></svc-form-chips>`,
    );
    const input = $<HTMLInputElement>(el, 'input');
    input.focus();
    await sendKeys({type: 'late'});
    input.blur();
    expect(el.value).to.deep.equal(['late']);
  });

  it('read-only shows the chips without controls', async () => {
    const el = await fixture<SvcFormChips>(
      html`<svc-form-chips
        .field=${{...fields.chips, readOnly: true}}
        .value=${['x']}
      ></svc-form-chips>`,
    );
    expect(chips(el)).to.deep.equal(['x']);
    expect(el.shadowRoot!.querySelector('input, button')).to.equal(null);
  });
});
