import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/basic/column.js';
import '../../src/components/basic/slider.js';
import '../../src/components/basic/progress-bar.js';
import type {SvcColumn} from '../../src/components/basic/column.js';

const base = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
const style = (el: Element) => getComputedStyle(base(el));

describe('svc-column', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcColumn>(
      html`<svc-column><span>One</span><button>Two</button></svc-column>`,
    );
    await expect(el).to.be.accessible();
  });

  it('defaults to a vertical stack: start, stretch, the spacing token as gap', async () => {
    const el = await fixture<SvcColumn>(html`<svc-column><span>a</span></svc-column>`);
    expect(el.alignment).to.equal('stretch');
    expect(el.distribution).to.equal('start');
    expect(el.gap).to.equal(0);
    expect(style(el).flexDirection).to.equal('column');
    expect(style(el).justifyContent).to.equal('flex-start');
    expect(style(el).alignItems).to.equal('stretch');
    expect(style(el).rowGap).to.equal('8px');
  });

  it('reads attributes into properties and applies them', async () => {
    const el = await fixture<SvcColumn>(
      html`<svc-column alignment="END" distribution="space-around" gap="16"
        ><span>a</span><span>b</span></svc-column
      >`,
    );
    expect(el.alignment).to.equal('END');
    expect(el.distribution).to.equal('space-around');
    expect(el.gap).to.equal(16);
    expect(style(el).justifyContent).to.equal('space-around');
    expect(style(el).alignItems).to.equal('flex-end');
    expect(style(el).rowGap).to.equal('16px');
  });

  it('stacks children vertically with the gap between them', async () => {
    const el = await fixture<SvcColumn>(
      html`<svc-column gap="10"
        ><div style="height: 20px"></div>
        <div style="height: 20px"></div
      ></svc-column>`,
    );
    const [a, b] = [...el.querySelectorAll('div')].map((d) => d.getBoundingClientRect());
    expect(b.top - a.bottom).to.be.closeTo(10, 0.5);
    expect(a.width).to.equal(el.getBoundingClientRect().width);
  });

  it('centres children across when asked, without letting them get wider than itself', async () => {
    const el = await fixture<SvcColumn>(
      html`<svc-column alignment="center" style="width: 300px"
        ><span style="display: block; width: 100px">a</span
        ><span style="display: block; width: 900px">b</span></svc-column
      >`,
    );
    const host = el.getBoundingClientRect();
    const [a, b] = [...el.querySelectorAll('span')].map((s) => s.getBoundingClientRect());
    expect(a.left - host.left).to.be.closeTo(100, 1);
    expect(b.width).to.be.at.most(300);
  });

  it('stretch shares a fixed height, keeping a weight as flex-grow', async () => {
    const el = await fixture<SvcColumn>(
      html`<svc-column distribution="STRETCH" style="height: 300px; --svc-column-gap: 0px"
        ><div></div>
        <div></div>
        <div style="flex-grow: 4"></div
      ></svc-column>`,
    );
    expect(el.matches(':state(stretch)')).to.be.true;
    const [a, b, c] = [...el.querySelectorAll('div')].map((d) => d.getBoundingClientRect().height);
    expect(a).to.be.closeTo(50, 1);
    expect(b).to.be.closeTo(50, 1);
    expect(c).to.be.closeTo(200, 1);
  });

  it('gives a slider or a progress bar the whole width, even when it centres its children', async () => {
    const el = await fixture<SvcColumn>(
      html`<svc-column alignment="center" style="width: 400px"
        ><svc-slider></svc-slider><svc-progress-bar></svc-progress-bar><span>1:48</span></svc-column
      >`,
    );
    const [slider, bar, text] = [...el.children] as HTMLElement[];
    expect(slider!.getBoundingClientRect().width).to.equal(400);
    expect(bar!.getBoundingClientRect().width).to.equal(400);
    expect(text!.getBoundingClientRect().width).to.be.lessThan(100);
  });

  it('uses --svc-column-gap when the gap property is 0', async () => {
    const el = await fixture<SvcColumn>(
      html`<svc-column style="--svc-column-gap: 7px"><span>a</span></svc-column>`,
    );
    expect(style(el).rowGap).to.equal('7px');
  });

  it('has a base part holding the default slot', async () => {
    const el = await fixture<SvcColumn>(
      html`<svc-column><span>a</span><span>b</span></svc-column>`,
    );
    const slot = base(el).querySelector('slot')!;
    expect(slot.assignedElements()).to.have.length(2);
  });

  it('fires no events when properties are set', async () => {
    const el = await fixture<SvcColumn>(html`<svc-column><span>a</span></svc-column>`);
    let count = 0;
    for (const type of ['change', 'input', 'click']) el.addEventListener(type, () => count++);
    el.alignment = 'center';
    await el.updateComplete;
    expect(count).to.equal(0);
  });
});
