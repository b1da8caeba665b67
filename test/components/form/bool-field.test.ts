import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../../src/components/form/bool-field.js';
import type {SvcFormBool} from '../../../src/components/form/bool-field.js';
import {fields} from './fixtures.js';
import {$, text} from './helpers.js';

describe('svc-form-bool', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcFormBool>(
      html`<svc-form-bool .field=${fields.bool}></svc-form-bool>`,
    );
    await expect(el).to.be.accessible();
  });

  it('shows a checkbox labelled by the display name, with the description', async () => {
    const el = await fixture<SvcFormBool>(
      html`<svc-form-bool .field=${fields.bool}></svc-form-bool>`,
    );
    const box = $<HTMLInputElement>(el, 'input');
    expect(box.type).to.equal('checkbox');
    expect(box.getAttribute('role')).to.equal(null);
    expect(text(el, 'label')).to.equal('I accept the terms');
    expect(text(el, '[part~="description"]')).to.equal('Read them first.');
    expect(box.getAttribute('aria-describedby')).to.equal('description');
  });

  it('shows a switch for a toggle field', async () => {
    const el = await fixture<SvcFormBool>(
      html`<svc-form-bool .field=${fields.toggle} .value=${true}></svc-form-bool>`,
    );
    await expect(el).to.be.accessible();
    const box = $<HTMLInputElement>(el, 'input');
    expect(box.getAttribute('role')).to.equal('switch');
    expect(box.checked).to.equal(true);
  });

  it('toggles and fires input and change with the new value', async () => {
    const el = await fixture<SvcFormBool>(
      html`<svc-form-bool .field=${fields.bool}></svc-form-bool>`,
    );
    const changed = oneEvent(el, 'change');
    $<HTMLInputElement>(el, 'input').click();
    await changed;
    expect(el.value).to.equal(true);
  });

  it('is not editable when read-only, and shows the error', async () => {
    const el = await fixture<SvcFormBool>(
      html`<svc-form-bool
        .field=${{...fields.bool, readOnly: true}}
        error="Must be checked"
      ></svc-form-bool>`,
    );
    expect($<HTMLInputElement>(el, 'input').disabled).to.equal(true);
    expect(text(el, '[part~="error"]')).to.equal('Must be checked');
    expect($(el, 'input').getAttribute('aria-invalid')).to.equal('true');
  });
});
