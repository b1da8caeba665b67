import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/basic/text.js';
import type {SvcText} from '../../src/components/basic/text.js';

describe('svc-text', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcText>(html`<svc-text text="Hello"></svc-text>`);
    await expect(el).to.be.accessible();
  });

  it('defaults to empty text', async () => {
    const el = await fixture<SvcText>(html`<svc-text></svc-text>`);
    expect(el.text).to.equal('');
    expect(el.shadowRoot!.querySelector('[part~="base"]')!.textContent).to.equal('');
  });

  it('reflects the attribute into the property and shows it', async () => {
    const el = await fixture<SvcText>(html`<svc-text text="Access granted"></svc-text>`);
    expect(el.text).to.equal('Access granted');
    expect(el.shadowRoot!.textContent).to.contain('Access granted');
  });

  it('escapes markup instead of rendering it', async () => {
    const el = await fixture<SvcText>(
      html`<svc-text .text=${'<img src=x onerror="window.__pwned=1"><b>bold</b>'}></svc-text>`,
    );
    const base = el.shadowRoot!.querySelector('[part~="base"]')!;
    expect(base.querySelector('img')).to.equal(null);
    expect(base.querySelector('b')).to.equal(null);
    expect(base.textContent).to.equal('<img src=x onerror="window.__pwned=1"><b>bold</b>');
  });

  it('updates when the property changes', async () => {
    const el = await fixture<SvcText>(html`<svc-text text="one"></svc-text>`);
    el.text = 'two';
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('two');
  });
});
