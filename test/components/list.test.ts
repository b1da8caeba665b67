import {aTimeout, expect, fixture, html, nextFrame} from '@open-wc/testing';
import '../../src/components/basic/list.js';
import '../../src/components/basic/column.js';
import {normalizeDirection} from '../../src/components/basic/list.js';
import type {SvcList} from '../../src/components/basic/list.js';

const base = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
const style = (el: Element) => getComputedStyle(base(el));
/** Lets the mutation observer run. */
const settle = () => aTimeout(0);

describe('svc-list', function () {
  // The first accessibility audit of a page loads axe, which is slow on a busy machine.
  this.timeout(20000);

  it('is accessible, vertical and horizontal, with mixed children', async () => {
    const el = await fixture<SvcList>(
      html`<svc-list
        ><span>One</span>
        <div><button>Two</button></div>
        <svc-x>Three</svc-x></svc-list
      >`,
    );
    await expect(el).to.be.accessible();
    el.direction = 'horizontal';
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('is accessible when empty (a template over an empty array)', async () => {
    const el = await fixture<SvcList>(html`<svc-list></svc-list>`);
    await expect(el).to.be.accessible();
  });

  it('is accessible when a horizontal list of text overflows and scrolls', async () => {
    const el = await fixture<SvcList>(
      html`<svc-list direction="horizontal" style="width: 200px">
        ${[1, 2, 3, 4, 5].map((n) => html`<div style="width: 120px">Item ${n}</div>`)}
      </svc-list>`,
    );
    expect(base(el).scrollWidth).to.be.greaterThan(base(el).clientWidth);
    // Overflow is measured before the next frame.
    await nextFrame();
    expect(el.matches(':state(scrollable)')).to.be.true;
    expect(base(el).tabIndex).to.equal(0);
    await expect(el).to.be.accessible();
    // Wide enough for its items: no longer a tab stop.
    el.style.width = '1000px';
    await nextFrame();
    await nextFrame();
    expect(el.matches(':state(scrollable)')).to.be.false;
    expect(base(el).hasAttribute('tabindex')).to.be.false;
  });

  it('spaces its items by the spacing token, and rules between items that are groups', async () => {
    const el = await fixture<SvcList>(
      html`<svc-list
        ><svc-column><span>The Golden Fork</span></svc-column
        ><svc-column><span>Ocean's Bounty</span></svc-column
        ><span>plain</span></svc-list
      >`,
    );
    await el.updateComplete;
    const base = el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
    expect(getComputedStyle(base).rowGap).to.equal('12px');
    const [first, second, plain] = [...el.children] as HTMLElement[];
    expect(getComputedStyle(first!).borderTopStyle).to.equal('none');
    expect(getComputedStyle(second!).borderTopStyle).to.equal('solid');
    expect(getComputedStyle(plain!).borderTopStyle).to.equal('none');
  });

  it('has defaults: vertical, stretch, no gap, list role', async () => {
    const el = await fixture<SvcList>(html`<svc-list><span>a</span></svc-list>`);
    expect(el.direction).to.equal('vertical');
    expect(el.alignment).to.equal('stretch');
    expect(el.gap).to.equal(0);
    expect(style(el).flexDirection).to.equal('column');
    expect(style(el).alignItems).to.equal('stretch');
    expect(style(el).overflowY).to.equal('auto');
    expect(el.matches(':state(horizontal)')).to.be.false;
    expect(base(el).getAttribute('role')).to.equal('list');
    expect(base(el).hasAttribute('tabindex')).to.be.false;
  });

  it('reads attributes into properties and applies them', async () => {
    const el = await fixture<SvcList>(
      html`<svc-list direction="HORIZONTAL" alignment="center" gap="12"
        ><span>a</span><span>b</span></svc-list
      >`,
    );
    expect(el.direction).to.equal('HORIZONTAL');
    expect(el.alignment).to.equal('center');
    expect(el.gap).to.equal(12);
    expect(el.matches(':state(horizontal)')).to.be.true;
    expect(style(el).flexDirection).to.equal('row');
    expect(style(el).alignItems).to.equal('center');
    expect(style(el).columnGap).to.equal('12px');
    expect(style(el).overflowX).to.equal('auto');
  });

  it('gives children without a role the listitem role, keeping roles they have', async () => {
    const el = await fixture<SvcList>(
      html`<svc-list
        ><span>a</span><span role="separator"></span>
        <div>b</div></svc-list
      >`,
    );
    expect([...el.children].map((c) => c.getAttribute('role'))).to.deep.equal([
      'listitem',
      'separator',
      'listitem',
    ]);
  });

  it('marks children added later and unmarks children moved out of it', async () => {
    const el = await fixture<HTMLElement>(
      html`<div>
        <svc-list id="a"><span>one</span></svc-list>
        <svc-list id="b"></svc-list>
        <svc-column></svc-column>
      </div>`,
    );
    const [a, b] = el.querySelectorAll('svc-list');
    const added = document.createElement('span');
    added.textContent = 'two';
    a.append(added);
    await settle();
    expect(added.getAttribute('role')).to.equal('listitem');
    b.append(added);
    await settle();
    expect(added.getAttribute('role')).to.equal('listitem');
    el.querySelector('svc-column')!.append(added);
    await settle();
    expect(added.hasAttribute('role')).to.be.false;
    await expect(el).to.be.accessible();
  });

  it('stacks items vertically, lays them side by side when horizontal', async () => {
    const el = await fixture<SvcList>(
      html`<svc-list gap="10" style="width: 300px"
        ><div style="height: 20px; min-width: 50px"></div>
        <div style="height: 20px; min-width: 50px"></div
      ></svc-list>`,
    );
    let [a, b] = [...el.querySelectorAll('div')].map((d) => d.getBoundingClientRect());
    expect(b.top - a.bottom).to.be.closeTo(10, 0.5);
    expect(a.width).to.be.closeTo(300, 1);
    el.direction = 'horizontal';
    await el.updateComplete;
    [a, b] = [...el.querySelectorAll('div')].map((d) => d.getBoundingClientRect());
    expect(b.left - a.right).to.be.closeTo(10, 0.5);
    expect(a.top).to.equal(b.top);
    expect(a.width).to.be.closeTo(50, 0.5);
  });

  it('scrolls a vertical list past --svc-list-max-height', async () => {
    const el = await fixture<SvcList>(
      html`<svc-list style="--svc-list-max-height: 100px">
        ${[1, 2, 3, 4, 5, 6].map(
          (n) => html`<div style="height: 40px"><button>Item ${n}</button></div>`,
        )}
      </svc-list>`,
    );
    expect(el.getBoundingClientRect().height).to.be.closeTo(100, 1);
    expect(base(el).scrollHeight).to.be.greaterThan(base(el).clientHeight);
    await nextFrame();
    expect(el.matches(':state(scrollable)')).to.be.true;
    await expect(el).to.be.accessible();
    // Items removed until they fit: no longer scrollable.
    while (el.children.length > 2) el.lastElementChild!.remove();
    await nextFrame();
    await nextFrame();
    expect(el.matches(':state(scrollable)')).to.be.false;
  });

  it('keeps items of a horizontal list from growing past the item max width', async () => {
    const el = await fixture<SvcList>(
      html`<svc-list direction="horizontal" style="width: 200px; --svc-list-item-max-width: 50%"
        ><div style="width: 400px">wide</div></svc-list
      >`,
    );
    expect(el.querySelector('div')!.getBoundingClientRect().width).to.be.at.most(100);
  });

  it('holds thousands of children through one slot and keeps them when one is added', async () => {
    const el = await fixture<SvcList>(html`<svc-list></svc-list>`);
    const items = Array.from({length: 3000}, (_, i) => {
      const item = document.createElement('span');
      item.textContent = `Item ${i}`;
      return item;
    });
    el.append(...items);
    await settle();
    expect(items.every((item) => item.getAttribute('role') === 'listitem')).to.be.true;
    const slots = el.shadowRoot!.querySelectorAll('slot');
    expect(slots).to.have.length(1);
    expect(slots[0].assignedElements()).to.have.length(3000);
    const extra = document.createElement('span');
    el.insertBefore(extra, items[1500]);
    await settle();
    expect(extra.getAttribute('role')).to.equal('listitem');
    // Same nodes, same order: inserting one did not recreate the others.
    expect(el.children[1500]).to.equal(extra);
    expect(el.children[1501]).to.equal(items[1500]);
    expect(el.shadowRoot!.querySelectorAll('*')).to.have.length(2);
  });

  it('fires no events when properties are set', async () => {
    const el = await fixture<SvcList>(html`<svc-list><span>a</span></svc-list>`);
    let count = 0;
    for (const type of ['change', 'input', 'click']) el.addEventListener(type, () => count++);
    el.direction = 'horizontal';
    el.alignment = 'end';
    await el.updateComplete;
    expect(count).to.equal(0);
  });

  it('accepts any spelling of the direction', () => {
    expect(normalizeDirection('horizontal')).to.equal('horizontal');
    expect(normalizeDirection('HORIZONTAL')).to.equal('horizontal');
    expect(normalizeDirection('DIRECTION_HORIZONTAL')).to.equal('horizontal');
    expect(normalizeDirection('row')).to.equal('horizontal');
    expect(normalizeDirection('vertical')).to.equal('vertical');
    expect(normalizeDirection('diagonal')).to.equal('vertical');
    expect(normalizeDirection(null)).to.equal('vertical');
  });
});
