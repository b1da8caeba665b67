import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/basic/card.js';
import type {SvcCard} from '../../src/components/basic/card.js';

const base = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;

describe('svc-card', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcCard>(
      html`<svc-card
        ><h2>Title</h2>
        <p>Body text</p>
        <button>Go</button></svc-card
      >`,
    );
    await expect(el).to.be.accessible();
  });

  it('is a padded, rounded, bordered box by default', async () => {
    const el = await fixture<SvcCard>(html`<svc-card><p>Body</p></svc-card>`);
    const s = getComputedStyle(base(el));
    expect(s.paddingTop).to.equal('16px');
    expect(s.paddingLeft).to.equal('16px');
    expect(s.borderTopWidth).to.equal('1px');
    expect(s.borderTopStyle).to.equal('solid');
    expect(s.borderTopLeftRadius).to.equal('10px');
    expect(s.flexDirection).to.equal('column');
    expect(s.rowGap).to.equal('12px');
  });

  it('stacks its children vertically with a gap', async () => {
    const el = await fixture<SvcCard>(
      html`<svc-card
        ><div style="height: 10px"></div>
        <div style="height: 10px"></div
      ></svc-card>`,
    );
    const [a, b] = [...el.querySelectorAll('div')].map((d) => d.getBoundingClientRect());
    expect(b.top - a.bottom).to.be.closeTo(12, 0.5);
    expect(a.left).to.equal(b.left);
  });

  it('follows its custom properties', async () => {
    const el = await fixture<SvcCard>(
      html`<svc-card
        style="--svc-card-padding: 4px; --svc-card-radius: 2px; --svc-card-border: 3px dashed red; --svc-card-background: rgb(1, 2, 3); --svc-card-gap: 9px"
        ><p>Body</p></svc-card
      >`,
    );
    const s = getComputedStyle(base(el));
    expect(s.paddingTop).to.equal('4px');
    expect(s.borderTopLeftRadius).to.equal('2px');
    expect(s.borderTopWidth).to.equal('3px');
    expect(s.borderTopStyle).to.equal('dashed');
    expect(s.backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(s.rowGap).to.equal('9px');
  });

  it('has a base part holding the default slot', async () => {
    const el = await fixture<SvcCard>(
      html`<svc-card
        ><p>a</p>
        <p>b</p></svc-card
      >`,
    );
    const slot = base(el).querySelector('slot')!;
    expect(slot.name).to.equal('');
    expect(slot.assignedElements()).to.have.length(2);
  });

  it('fills the height a row stretches it to', async () => {
    const el = await fixture<HTMLElement>(
      html`<div style="display: flex">
        <svc-card><p style="height: 100px; margin: 0">Tall</p></svc-card>
        <svc-card><p style="margin: 0">Short</p></svc-card>
      </div>`,
    );
    const [tall, short] = [...el.querySelectorAll('svc-card')].map(
      (c) => base(c).getBoundingClientRect().height,
    );
    expect(short).to.equal(tall);
  });

  it('lets no click or change event of its own escape', async () => {
    const el = await fixture<SvcCard>(html`<svc-card><p>a</p></svc-card>`);
    let count = 0;
    for (const type of ['change', 'input']) el.addEventListener(type, () => count++);
    el.requestUpdate();
    await el.updateComplete;
    expect(count).to.equal(0);
  });
});
