import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../../src/components/form/password-field.js';
import type {SvcFormPassword} from '../../../src/components/form/password-field.js';
import {fields} from './fixtures.js';
import {$} from './helpers.js';

describe('svc-form-password', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcFormPassword>(
      html`<svc-form-password .field=${fields.password}></svc-form-password>`,
    );
    await expect(el).to.be.accessible();
  });

  it('masks the value and never writes it to an attribute', async () => {
    const el = await fixture<SvcFormPassword>(
      html`<svc-form-password
        .field=${fields.password}
        .value=${'s3cret-initial'}
      ></svc-form-password>`,
    );
    const input = $<HTMLInputElement>(el, 'input');
    expect(input.type).to.equal('password');
    input.focus();
    await sendKeys({type: 'XY'});
    expect(el.value).to.equal('s3cret-initialXY');
    await el.updateComplete;
    const attributes = [el, ...el.shadowRoot!.querySelectorAll('*')].flatMap((node) =>
      [...node.attributes].map((a) => a.value),
    );
    expect(attributes.some((v) => v.includes('s3cret'))).to.equal(false);
    expect(el.shadowRoot!.textContent).not.to.contain('s3cret');
  });
});
