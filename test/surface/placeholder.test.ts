import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/placeholder.js';
import type {SvcPlaceholder} from '../../src/surface/placeholder.js';

const base = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;

describe('svc-placeholder', () => {
  it('is accessible, hidden from assistive technology as the surface places it', async () => {
    const el = await fixture<SvcPlaceholder>(
      html`<svc-placeholder aria-hidden="true" component-id="later"></svc-placeholder>`,
    );
    await expect(el).to.be.accessible();
    expect(el.shadowRoot!.textContent!.trim()).to.equal('');
  });

  it('reflects the id of the component on its way', async () => {
    const el = await fixture<SvcPlaceholder>(html`<svc-placeholder></svc-placeholder>`);
    el.componentId = 'chart';
    await el.updateComplete;
    expect(el.getAttribute('component-id')).to.equal('chart');
  });

  it('is 1.25em high (the root three times that), its height themable', async () => {
    const el = await fixture<HTMLElement>(
      html`<div style="font-size: 16px; width: 200px">
        <svc-placeholder></svc-placeholder>
        <svc-placeholder root></svc-placeholder>
        <svc-placeholder style="--svc-placeholder-height: 10px"></svc-placeholder>
      </div>`,
    );
    const [line, root, themed] = [...el.querySelectorAll('svc-placeholder')].map(
      (each) => base(each).getBoundingClientRect().height,
    );
    const em = parseFloat(getComputedStyle(el.querySelector('svc-placeholder')!).fontSize);
    expect(line).to.equal(em * 1.25);
    expect(root).to.equal(line * 3);
    expect(themed).to.equal(10);
  });

  it('does not pulse when the person asks for less motion', async () => {
    const el = await fixture<SvcPlaceholder>(html`<svc-placeholder></svc-placeholder>`);
    const name = getComputedStyle(base(el)).animationName;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    expect(name).to.equal(reduced ? 'none' : 'pulse');
  });
});
