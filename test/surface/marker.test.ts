import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/marker.js';
import type {SvcMarker} from '../../src/surface/marker.js';

describe('svc-marker', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcMarker>(
      html`<svc-marker reason="Unknown component “fancy”." component-id="x"></svc-marker>`,
    );
    await expect(el).to.be.accessible();
  });

  it('says why and is a note; the component id shows only to the inspector', async () => {
    const el = await fixture<SvcMarker>(
      html`<svc-marker reason="This part can’t be shown here." component-id="ghost"></svc-marker>`,
    );
    const base = el.shadowRoot!.querySelector('[part~="base"]')!;
    expect(base.getAttribute('role')).to.equal('note');
    expect(base.textContent).to.contain('This part can’t be shown here.');
    expect(base.textContent).not.to.contain('ghost');
    el.detail = '/components/3: Unknown component "fancy".';
    await el.updateComplete;
    expect(base.textContent).to.contain('ghost');
  });

  it('has a default reason and escapes what it is given', async () => {
    const el = await fixture<SvcMarker>(html`<svc-marker></svc-marker>`);
    expect(el.shadowRoot!.textContent).to.contain('This part can’t be shown.');
    el.reason = '<img src=x onerror=alert(1)>';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(el.shadowRoot!.textContent).to.contain('<img src=x onerror=alert(1)>');
  });
});
