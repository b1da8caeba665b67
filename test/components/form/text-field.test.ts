import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../../src/components/form/text-field.js';
import type {SvcFormText} from '../../../src/components/form/text-field.js';
import {fields} from './fixtures.js';
import {$, text} from './helpers.js';

describe('svc-form-text', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcFormText>(
      html`<svc-form-text .field=${fields.text}></svc-form-text>`,
    );
    await expect(el).to.be.accessible();
  });

  it('shows label, required marker and description; typing updates the value', async () => {
    const el = await fixture<SvcFormText>(
      html`<svc-form-text .field=${fields.text}></svc-form-text>`,
    );
    expect(text(el, 'label')).to.equal('Reason*');
    expect(text(el, '[part~="description"]')).to.equal('Why do you need access?');
    const input = $<HTMLInputElement>(el, 'input');
    input.focus();
    const fired = oneEvent(el, 'input');
    await sendKeys({type: 'Hi'});
    await fired;
    expect(el.value).to.equal('Hi');
  });

  it('multiline uses a textarea', async () => {
    const el = await fixture<SvcFormText>(
      html`<svc-form-text .field=${fields.multiline} .value=${'a\nb'}></svc-form-text>`,
    );
    await expect(el).to.be.accessible();
    expect($<HTMLTextAreaElement>(el, 'textarea').value).to.equal('a\nb');
  });

  it('shows the suffix after the input', async () => {
    const el = await fixture<SvcFormText>(
      html`<svc-form-text .field=${fields.suffix}></svc-form-text>`,
    );
    expect(text(el, '[part~="suffix"]')).to.equal('@example.com');
  });

  it('read-only: shown, not editable', async () => {
    const el = await fixture<SvcFormText>(
      html`<svc-form-text
        .field=${{...fields.text, readOnly: true}}
        .value=${'fixed'}
      ></svc-form-text>`,
    );
    const input = $<HTMLInputElement>(el, 'input');
    expect(input.readOnly).to.equal(true);
    expect(input.value).to.equal('fixed');
  });

  it('escapes markup in labels and descriptions', async () => {
    const el = await fixture<SvcFormText>(
      html`<svc-form-text
        .field=${{name: 'x', displayName: '<b>bold</b>', description: '<img src=x onerror=alert(1)>', stringField: {}}}
      ></svc-form-text>`,
    );
    expect(el.shadowRoot!.querySelector('b, img')).to.equal(null);
    expect(text(el, 'label')).to.equal('<b>bold</b>');
  });

  it('shows notes for CEL defaults instead of evaluating them', async () => {
    const el = await fixture<SvcFormText>(
      html`<svc-form-text
        .field=${{name: 'x', sharedConfig: {defaultValueCel: 'subject.email'}, stringField: {}}}
      ></svc-form-text>`,
    );
    expect(text(el, '[part~="note"]')).to.contain('computed by the service');
  });
});
