import {expect, fixture, html, nextFrame, waitUntil} from '@open-wc/testing';
import '../../src/components/basic/row.js';
import '../../src/components/basic/text.js';
import '../../src/components/basic/column.js';
import '../../src/components/basic/image.js';
import type {SvcRow} from '../../src/components/basic/row.js';

const base = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
const style = (el: Element) => getComputedStyle(base(el));
const frames = async () => {
  await nextFrame();
  await nextFrame();
};

describe('svc-row', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcRow>(html`<svc-row><span>One</span><button>Two</button></svc-row>`);
    await expect(el).to.be.accessible();
  });

  it('defaults to start distribution, stretch alignment and the spacing token as gap', async () => {
    const el = await fixture<SvcRow>(html`<svc-row><span>a</span></svc-row>`);
    expect(el.alignment).to.equal('stretch');
    expect(el.distribution).to.equal('start');
    expect(el.gap).to.equal(0);
    expect(style(el).flexDirection).to.equal('row');
    expect(style(el).flexWrap).to.equal('nowrap');
    expect(style(el).justifyContent).to.equal('flex-start');
    expect(style(el).alignItems).to.equal('stretch');
    // As the A2UI basic catalog's renderers: two texts never run together.
    expect(style(el).columnGap).to.equal('8px');
  });

  it('reads attributes into properties and applies them', async () => {
    const el = await fixture<SvcRow>(
      html`<svc-row alignment="center" distribution="spaceBetween" gap="8"
        ><span>a</span><span>b</span></svc-row
      >`,
    );
    expect(el.alignment).to.equal('center');
    expect(el.distribution).to.equal('spaceBetween');
    expect(el.gap).to.equal(8);
    expect(style(el).justifyContent).to.equal('space-between');
    expect(style(el).alignItems).to.equal('center');
    expect(style(el).columnGap).to.equal('8px');
  });

  it('accepts other spellings and falls back on unknown values', async () => {
    const el = await fixture<SvcRow>(html`<svc-row><span>a</span></svc-row>`);
    el.distribution = 'SPACE_EVENLY';
    el.alignment = 'flex-end';
    await el.updateComplete;
    expect(style(el).justifyContent).to.equal('space-evenly');
    expect(style(el).alignItems).to.equal('flex-end');
    el.distribution = 'sideways';
    el.alignment = 'diagonal';
    await el.updateComplete;
    expect(style(el).justifyContent).to.equal('flex-start');
    expect(style(el).alignItems).to.equal('stretch');
  });

  it('coerces a gap given as a string and ignores a bad one', async () => {
    const el = await fixture<SvcRow>(html`<svc-row><span>a</span></svc-row>`);
    (el as unknown as {gap: unknown}).gap = '12';
    await el.updateComplete;
    expect(style(el).columnGap).to.equal('12px');
    (el as unknown as {gap: unknown}).gap = 'wide';
    await el.updateComplete;
    expect(style(el).columnGap).to.equal('8px');
  });

  it('uses --svc-row-gap when the gap property is 0, and does not leak it to nested rows', async () => {
    const el = await fixture<SvcRow>(
      html`<svc-row style="--svc-row-gap: 5px" gap="0"
        ><span>a</span><svc-row gap="0" style="--svc-row-gap: 0px"><span>b</span></svc-row></svc-row
      >`,
    );
    expect(style(el).columnGap).to.equal('5px');
    el.gap = 20;
    await el.updateComplete;
    expect(style(el).columnGap).to.equal('20px');
    const inner = el.querySelector('svc-row')!;
    expect(style(inner).columnGap).to.equal('0px');
  });

  it('has a base part holding the default slot', async () => {
    const el = await fixture<SvcRow>(html`<svc-row><span>a</span></svc-row>`);
    expect(base(el)).to.exist;
    const slot = base(el).querySelector('slot')!;
    expect(slot.name).to.equal('');
    expect(slot.assignedElements()).to.have.length(1);
  });

  it('keeps long children inside its width instead of overflowing', async () => {
    const long = 'A long sentence that would be far wider than the row if it did not wrap. '.repeat(
      4,
    );
    const el = await fixture<SvcRow>(
      html`<div style="width: 200px">
        <svc-row><svc-text .text=${long}></svc-text><svc-text .text=${long}></svc-text></svc-row>
      </div>`,
    );
    const row = el.querySelector('svc-row')!;
    const children = [...row.querySelectorAll('svc-text')];
    for (const child of children) {
      expect(child.getBoundingClientRect().width).to.be.at.most(200);
    }
    expect(row.getBoundingClientRect().width).to.equal(200);
    expect(base(row).scrollWidth).to.be.at.most(200);
  });

  it('is not narrow for being only as wide as its content in a wide centred column', async () => {
    // As the stats of a player card: three small columns in a row, in a centred column.
    const wrapper = await fixture<HTMLElement>(
      html`<svc-column alignment="center" style="width: 900px">
        <svc-row distribution="spaceAround"
          >${['PPG', 'RPG', 'APG'].map(
            (label) =>
              html`<svc-column alignment="center"
                ><svc-text text="28.4"></svc-text><svc-text .text=${label}></svc-text
              ></svc-column>`,
          )}</svc-row
        >
      </svc-column>`,
    );
    const row = wrapper.querySelector('svc-row')!;
    await frames();
    await frames();
    expect(row.matches(':state(narrow)')).to.equal(false);
    const tops = new Set(
      [...row.children].map((child) => Math.round(child.getBoundingClientRect().top)),
    );
    expect(tops.size).to.equal(1);
  });

  it('spans a centred column when it distributes its children', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<svc-column alignment="center" style="width: 600px">
        <svc-row distribution="spaceEvenly"><span>14</span><span>08</span><span>32</span></svc-row>
        <svc-row><span>a</span><span>b</span></svc-row>
      </svc-column>`,
    );
    const [spread, packed] = wrapper.querySelectorAll('svc-row');
    await frames();
    expect(spread!.getBoundingClientRect().width).to.equal(600);
    expect(packed!.getBoundingClientRect().width).to.be.lessThan(100);
  });

  it('makes a picture without a size a small feature beside other content', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 800px">
        <svc-row><svc-image></svc-image><svc-text text="Weightless"></svc-text></svc-row>
        <svc-image></svc-image>
        <svc-row><svc-image variant="mediumFeature"></svc-image></svc-row>
      </div>`,
    );
    const [inRow, alone, sized] = wrapper.querySelectorAll('svc-image');
    await Promise.all([inRow!.updateComplete, alone!.updateComplete, sized!.updateComplete]);
    await frames();
    expect(inRow!.getBoundingClientRect().width).to.equal(120);
    expect(alone!.getBoundingClientRect().width).to.equal(240);
    expect(sized!.getBoundingClientRect().width).to.equal(240);
  });

  describe('crowded', () => {
    const tops = (row: Element) =>
      new Set([...row.children].map((child) => Math.round(child.getBoundingClientRect().top)));
    const labels = (n: number) => Array.from({length: n}, (_, i) => `item ${i}`);
    /** A row of `n` texts in a box `width` px wide, settled (the width is observed in a frame). */
    async function crowd(n: number, width = 600) {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: ${width}px">
          <svc-row>${labels(n).map((label) => html`<svc-text .text=${label}></svc-text>`)}</svc-row>
        </div>`,
      );
      const row = wrapper.querySelector('svc-row')!;
      await waitUntil(() => row.matches(':state(narrow)') || tops(row).size === 1, 'no layout');
      await frames();
      return row;
    }

    it('keeps one line with 48 px or more per child', async () => {
      const row = await crowd(12);
      expect(row.matches(':state(narrow)')).to.equal(false);
      expect(tops(row).size).to.equal(1);
      expect(style(row).flexWrap).to.equal('nowrap');
    });

    it('wraps when its gaps leave less than 48 px per child', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: 640px">
          <svc-row gap="172"
            >${labels(7).map((label) => html`<svc-text .text=${label}></svc-text>`)}</svc-row
          >
        </div>`,
      );
      const row = wrapper.querySelector('svc-row')!;
      await waitUntil(() => row.matches(':state(narrow)'), 'the row did not wrap');
      await frames();
      const right = wrapper.getBoundingClientRect().right;
      for (const child of row.children)
        expect(child.getBoundingClientRect().right).to.be.at.most(right);
    });

    it('wraps with less than 48 px per child, each child as wide as its words', async () => {
      const row = await crowd(13);
      expect(row.matches(':state(narrow)')).to.equal(true);
      expect(style(row).flexWrap).to.equal('wrap');
      expect(tops(row).size).to.be.greaterThan(1);
      for (const text of row.querySelectorAll('svc-text')) {
        const words = text.shadowRoot!.querySelector('p')!.getClientRects();
        expect(words.length).to.equal(1);
      }
    });

    it('wraps from its first layout when its children could not fit on any screen', async () => {
      const row = document.createElement('svc-row');
      for (const label of labels(60)) {
        const text = document.createElement('svc-text');
        text.text = label;
        row.append(text);
      }
      let framesSeen = 0;
      requestAnimationFrame(() => framesSeen++);
      document.body.append(row);
      try {
        await row.updateComplete;
        await waitUntil(() => row.matches(':state(narrow)'), 'the row did not wrap', {interval: 0});
        expect(framesSeen).to.equal(0);
      } finally {
        row.remove();
      }
    });

    it('wraps once children added later crowd it, and goes back to one line when removed', async () => {
      const row = await crowd(4);
      expect(row.matches(':state(narrow)')).to.equal(false);
      for (const label of labels(40)) {
        const text = document.createElement('svc-text');
        text.text = label;
        row.append(text);
      }
      await waitUntil(() => row.matches(':state(narrow)'), 'the row did not wrap');
      while (row.children.length > 4) row.lastElementChild!.remove();
      await waitUntil(() => !row.matches(':state(narrow)'), 'the row stayed wrapped');
      await frames();
      expect(tops(row).size).to.equal(1);
    });
  });

  it('stretch gives unweighted children equal shares and keeps a weight as flex-grow', async () => {
    const el = await fixture<SvcRow>(
      html`<svc-row distribution="stretch" style="width: 400px; --svc-row-gap: 0px"
        ><span>a</span><span>bbbbbbbbbbbbbbbbbb</span><span style="flex-grow: 2">c</span></svc-row
      >`,
    );
    expect(el.matches(':state(stretch)')).to.be.true;
    const [a, b, c] = [...el.querySelectorAll('span')].map((s) => s.getBoundingClientRect().width);
    expect(a).to.be.closeTo(100, 1);
    expect(b).to.be.closeTo(100, 1);
    expect(c).to.be.closeTo(200, 1);
    el.distribution = 'start';
    await el.updateComplete;
    expect(el.matches(':state(stretch)')).to.be.false;
  });

  it('fires no events when properties are set', async () => {
    const el = await fixture<SvcRow>(html`<svc-row><span>a</span></svc-row>`);
    const seen: string[] = [];
    for (const type of ['change', 'input', 'click'])
      el.addEventListener(type, () => seen.push(type));
    el.distribution = 'end';
    el.gap = 4;
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
  });
});
