import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/basic/divider.js';
import '../../src/components/basic/row.js';
import {normalizeOrientation} from '../../src/components/basic/divider.js';
import type {SvcDivider} from '../../src/components/basic/divider.js';

const base = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;

describe('svc-divider', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcDivider>(html`<svc-divider></svc-divider>`);
    await expect(el).to.be.accessible();
  });

  it('is a horizontal separator spanning the width by default', async () => {
    const el = await fixture<SvcDivider>(
      html`<div style="width: 300px"><svc-divider></svc-divider></div>`,
    );
    const divider = el.querySelector('svc-divider')!;
    expect(divider.orientation).to.equal('horizontal');
    expect(base(divider).getAttribute('role')).to.equal('separator');
    expect(base(divider).getAttribute('aria-orientation')).to.equal('horizontal');
    const box = base(divider).getBoundingClientRect();
    expect(box.width).to.equal(300);
    expect(box.height).to.equal(1);
  });

  it('reads the orientation attribute, in any case', async () => {
    const el = await fixture<SvcDivider>(html`<svc-divider orientation="VERTICAL"></svc-divider>`);
    expect(el.orientation).to.equal('VERTICAL');
    expect(base(el).getAttribute('aria-orientation')).to.equal('vertical');
    expect(el.matches(':state(vertical)')).to.be.true;
  });

  it('normalises orientations', () => {
    expect(normalizeOrientation('vertical')).to.equal('vertical');
    expect(normalizeOrientation('AXIS_VERTICAL')).to.equal('vertical');
    expect(normalizeOrientation('horizontal')).to.equal('horizontal');
    expect(normalizeOrientation('diagonal')).to.equal('horizontal');
    expect(normalizeOrientation(undefined)).to.equal('horizontal');
    expect(normalizeOrientation(7)).to.equal('horizontal');
  });

  it('stretches to the height of the row it sits in when vertical', async () => {
    const el = await fixture<HTMLElement>(
      html`<svc-row alignment="center"
        ><div style="height: 80px; width: 20px"></div>
        <svc-divider orientation="vertical"></svc-divider>
        <div style="height: 10px; width: 20px"></div
      ></svc-row>`,
    );
    const divider = el.querySelector('svc-divider')!;
    const box = base(divider).getBoundingClientRect();
    expect(box.height).to.equal(80);
    expect(box.width).to.equal(1);
  });

  it('has a base part and follows its custom properties', async () => {
    const el = await fixture<SvcDivider>(
      html`<svc-divider
        style="--svc-divider-color: rgb(255, 0, 0); --svc-divider-width: 3px; --svc-divider-spacing: 0px"
      ></svc-divider>`,
    );
    const s = getComputedStyle(base(el));
    expect(s.borderTopColor).to.equal('rgb(255, 0, 0)');
    expect(s.borderTopWidth).to.equal('3px');
    expect(s.marginTop).to.equal('0px');
  });

  it('switches back to horizontal when the property changes', async () => {
    const el = await fixture<SvcDivider>(html`<svc-divider orientation="vertical"></svc-divider>`);
    el.orientation = 'horizontal';
    await el.updateComplete;
    expect(base(el).getAttribute('aria-orientation')).to.equal('horizontal');
    expect(el.matches(':state(vertical)')).to.be.false;
  });

  it('is not focusable and fires nothing', async () => {
    const el = await fixture<SvcDivider>(html`<svc-divider></svc-divider>`);
    let count = 0;
    for (const type of ['change', 'input', 'click']) el.addEventListener(type, () => count++);
    el.orientation = 'vertical';
    await el.updateComplete;
    expect(count).to.equal(0);
    expect(base(el).tabIndex).to.equal(-1);
  });
});
