import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../../src/components/form/file-field.js';
import type {SvcFormFile} from '../../../src/components/form/file-field.js';
import {fields} from './fixtures.js';
import {$, text} from './helpers.js';

describe('svc-form-file', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcFormFile>(
      html`<svc-form-file .field=${fields.file}></svc-form-file>`,
    );
    await expect(el).to.be.accessible();
  });

  it('limits the input to the accepted types and shows them with the maximum size', async () => {
    const el = await fixture<SvcFormFile>(
      html`<svc-form-file .field=${fields.file}></svc-form-file>`,
    );
    expect($<HTMLInputElement>(el, 'input').accept).to.equal('.pdf,image/*');
    expect(text(el, '[part~="hint"]')).to.equal('Accepted: .pdf, image/*, up to 1 MB');
  });

  it('takes the chosen file as its value, and removes it', async () => {
    const el = await fixture<SvcFormFile>(
      html`<svc-form-file .field=${fields.file}></svc-form-file>`,
    );
    const input = $<HTMLInputElement>(el, 'input');
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF'], 'proof.pdf', {type: 'application/pdf'}));
    input.files = transfer.files;
    const changed = oneEvent(el, 'change');
    input.dispatchEvent(new Event('change'));
    await changed;
    expect(el.value?.name).to.equal('proof.pdf');
    await el.updateComplete;
    expect(text(el, '[part~="file"] span')).to.equal('proof.pdf (4 bytes)');
    $<HTMLButtonElement>(el, '[part~="remove"]').click();
    await el.updateComplete;
    expect(el.value).to.equal(null);
    expect(input.value).to.equal('');
  });
});
