import {aTimeout, expect, fixture, html, nextFrame, oneEvent, waitUntil} from '@open-wc/testing';
import {localeChanged} from '../../src/i18n/controller.js';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/basic/tabs.js';
import {clampIndex, tabTitle} from '../../src/components/basic/tabs.js';
import type {SvcTabs} from '../../src/components/basic/tabs.js';

const tabs = (el: SvcTabs) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')];
const panels = (el: SvcTabs) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="tabpanel"]'),
];
const titles = (el: SvcTabs) => tabs(el).map((t) => t.textContent!.trim());
const visible = (el: SvcTabs) => [...el.children].map((c) => c.checkVisibility());
/** Lets the mutation observer run, then the render. */
async function settle(el: SvcTabs) {
  await aTimeout(0);
  await el.updateComplete;
}

function countChanges(el: Element) {
  const counter = {count: 0};
  el.addEventListener('change', (e) => {
    if (e.target === el) counter.count++;
  });
  return counter;
}

describe('svc-tabs', function () {
  // The first accessibility audit of a page loads axe, which is slow on a busy machine.
  this.timeout(20000);

  it('is accessible', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs .titles=${['Profile', 'Access', 'History']} label="Account">
        <div>
          <label>Name <input /></label>
        </div>
        <div><button>Request</button></div>
        <p>Nothing yet.</p>
      </svc-tabs>`,
    );
    await expect(el).to.be.accessible();
  });

  it('shows that tabs which do not fit scroll, and brings the chosen one into view', async () => {
    const names = ['Overview', 'Ingredients', 'Instructions', 'Nutrition', 'Reviews', 'Similar'];
    const el = await fixture<SvcTabs>(
      html`<svc-tabs style="width: 358px" .titles=${names}
        >${names.map((n) => html`<p>${n}</p>`)}</svc-tabs
      >`,
    );
    await settle(el);
    const list = el.shadowRoot!.querySelector<HTMLElement>('[part~="tablist"]')!;
    expect(list.scrollWidth).to.be.greaterThan(list.clientWidth);
    // A shadow on each side that has more tabs: fixed shadows, covers that scroll with the tabs.
    const style = getComputedStyle(list);
    expect(style.backgroundAttachment).to.equal('local, local, scroll, scroll');
    expect(style.backgroundImage.match(/linear-gradient/g)).to.have.length(4);
    tabs(el)[0]!.focus();
    await sendKeys({press: 'End'});
    await settle(el);
    const last = tabs(el).at(-1)!.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    expect(last.right).to.be.at.most(box.right + 1);
    expect(last.left).to.be.at.least(box.left - 1);
  });

  it('has defaults', async () => {
    const el = await fixture<SvcTabs>(html`<svc-tabs></svc-tabs>`);
    expect(el.titles).to.deep.equal([]);
    expect(el.selected).to.equal(0);
    expect(el.label).to.equal('');
    // No children, nothing to show: not even an empty tab list.
    expect(el.shadowRoot!.querySelector('[role="tablist"]')).to.equal(null);
  });

  it('reads attributes into properties', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs titles='["One","Two"]' selected="1" label="Steps"
        ><p>a</p>
        <p>b</p></svc-tabs
      >`,
    );
    expect(el.titles).to.deep.equal(['One', 'Two']);
    expect(el.selected).to.equal(1);
    expect(el.shadowRoot!.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal(
      'Steps',
    );
    expect(visible(el)).to.deep.equal([false, true]);
  });

  it('renders the tabs pattern: roles, selection, controls and labels', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs .titles=${['A', 'B']}
        ><p>a</p>
        <p>b</p></svc-tabs
      >`,
    );
    const [a, b] = tabs(el);
    const [pa, pb] = panels(el);
    expect(a.getAttribute('aria-selected')).to.equal('true');
    expect(b.getAttribute('aria-selected')).to.equal('false');
    expect(a.tabIndex).to.equal(0);
    expect(b.tabIndex).to.equal(-1);
    expect(a.getAttribute('part')).to.equal('tab tab-selected');
    expect(el.shadowRoot!.getElementById(a.getAttribute('aria-controls')!)).to.equal(pa);
    expect(el.shadowRoot!.getElementById(pb.getAttribute('aria-labelledby')!)).to.equal(b);
    expect(pa.querySelector('slot')!.assignedElements()).to.deep.equal([el.children[0]]);
    expect(pb.querySelector('slot')!.assignedElements()).to.deep.equal([el.children[1]]);
  });

  it('shows only the selected child and keeps the others in the document', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs .titles=${['A', 'B', 'C']}
        ><p>a</p>
        <p>b</p>
        <p>c</p></svc-tabs
      >`,
    );
    expect(visible(el)).to.deep.equal([true, false, false]);
    el.selected = 2;
    await el.updateComplete;
    expect(visible(el)).to.deep.equal([false, false, true]);
    expect(el.children).to.have.length(3);
    expect(panels(el)[0].offsetHeight).to.equal(0);
  });

  it('selects with a click and fires change, but not for the selected tab or a set', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs .titles=${['A', 'B']}
        ><p>a</p>
        <p>b</p></svc-tabs
      >`,
    );
    const changes = countChanges(el);
    tabs(el)[0].click();
    await el.updateComplete;
    expect(changes.count).to.equal(0);
    const changed = oneEvent(el, 'change');
    tabs(el)[1].click();
    const event = await changed;
    expect(event.bubbles && event.composed).to.be.true;
    expect(el.selected).to.equal(1);
    el.selected = 0;
    await el.updateComplete;
    expect(changes.count).to.equal(1);
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs .titles=${['A', 'B', 'C']}
        ><p>a</p>
        <p>b</p>
        <p>c</p></svc-tabs
      >`,
    );
    const changes = countChanges(el);
    tabs(el)[0].focus();
    const focused = () => el.shadowRoot!.activeElement!.textContent!.trim();
    await sendKeys({press: 'ArrowRight'});
    expect([el.selected, focused()]).to.deep.equal([1, 'B']);
    await sendKeys({press: 'End'});
    expect([el.selected, focused()]).to.deep.equal([2, 'C']);
    await sendKeys({press: 'ArrowRight'});
    expect([el.selected, focused()]).to.deep.equal([0, 'A']);
    await sendKeys({press: 'ArrowLeft'});
    expect([el.selected, focused()]).to.deep.equal([2, 'C']);
    await sendKeys({press: 'Home'});
    expect([el.selected, focused()]).to.deep.equal([0, 'A']);
    expect(changes.count).to.equal(5);
    expect(tabs(el).filter((t) => t.tabIndex === 0)).to.have.length(1);
    expect(visible(el)).to.deep.equal([true, false, false]);
  });

  it('has one tab stop, then the selected panel, skipping hidden ones', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs .titles=${['A', 'B']} selected="1"
        ><input aria-label="first" /><input aria-label="second"
      /></svc-tabs>`,
    );
    tabs(el)[1].focus();
    await sendKeys({press: 'Tab'});
    expect(document.activeElement!.getAttribute('aria-label')).to.equal('second');
    await sendKeys({press: 'Shift+Tab'});
    await sendKeys({press: 'Shift+Tab'});
    expect(el.shadowRoot!.activeElement).to.equal(null);
  });

  it('keeps typed text and scroll position when switching away and back', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs .titles=${['Form', 'Log', 'Other']}>
        <input aria-label="Name" />
        <div style="height: 60px; overflow: auto" tabindex="0">
          <div style="height: 600px">long</div>
        </div>
        <p>other</p>
      </svc-tabs>`,
    );
    const [input, scroller] = el.children as unknown as [HTMLInputElement, HTMLElement];
    input.focus();
    await sendKeys({type: 'Ada'});
    el.selected = 1;
    await el.updateComplete;
    scroller.scrollTop = 200;
    el.selected = 2;
    await el.updateComplete;
    // Let the hidden panels go through layout and paint while hidden.
    await nextFrame();
    expect(scroller.checkVisibility()).to.be.false;
    el.selected = 0;
    await el.updateComplete;
    await nextFrame();
    expect(el.children[0]).to.equal(input);
    expect(input.value).to.equal('Ada');
    el.selected = 1;
    await el.updateComplete;
    expect(scroller.scrollTop).to.equal(200);
  });

  it('names extra children "Tab N" and ignores titles without a child', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs .titles=${['Only']}
        ><p>a</p>
        <p>b</p>
        <p>c</p></svc-tabs
      >`,
    );
    expect(titles(el)).to.deep.equal(['Only', 'Tab 2', 'Tab 3']);
    el.titles = ['A', 'B', 'C', 'D', 'E'];
    el.replaceChildren(document.createElement('p'));
    await settle(el);
    expect(titles(el)).to.deep.equal(['A']);
    expect(panels(el)).to.have.length(1);
  });

  it('keeps many tabs right across their runs: selection, titles, children added and the locale', async () => {
    const many = (n: number) => Array.from({length: n}, () => document.createElement('p'));
    const wrapper = await fixture<HTMLDivElement>(html`<div><svc-tabs></svc-tabs></div>`);
    const el = wrapper.querySelector('svc-tabs')!;
    el.append(...many(250));
    await settle(el);
    expect(titles(el)).to.have.length(250);
    tabs(el)[180].click();
    await el.updateComplete;
    const selected = () =>
      tabs(el).flatMap((t, i) => (t.getAttribute('aria-selected') === 'true' ? [i] : []));
    expect(selected()).to.deep.equal([180]);
    expect(panels(el).flatMap((p, i) => (p.inert ? [] : [i]))).to.deep.equal([180]);
    el.selected = 5;
    await el.updateComplete;
    expect(selected()).to.deep.equal([5]);
    expect(tabs(el)[180].tabIndex).to.equal(-1);
    el.titles = Array.from({length: 250}, (_, i) => `T${i}`);
    await el.updateComplete;
    expect(titles(el)[249]).to.equal('T249');
    el.append(...many(2));
    await settle(el);
    expect(titles(el).slice(-3)).to.deep.equal(['T249', 'Tab 251', 'Tab 252']);
    expect(panels(el)[251].querySelector('slot')!.assignedElements()).to.deep.equal([
      el.children[251],
    ]);
    wrapper.lang = 'fr';
    localeChanged();
    await waitUntil(() => titles(el)[251] === 'Onglet 252', 'the unnamed tabs in French');
    expect(titles(el)[0]).to.equal('T0');
  });

  it('follows children added, moved and removed later', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs .titles=${['A', 'B', 'C']}><p>a</p></svc-tabs>`,
    );
    const b = document.createElement('p');
    const c = document.createElement('p');
    el.append(b, c);
    await settle(el);
    expect(titles(el)).to.deep.equal(['A', 'B', 'C']);
    el.selected = 2;
    await el.updateComplete;
    expect(c.checkVisibility()).to.be.true;
    el.prepend(c);
    await settle(el);
    expect(panels(el)[0].querySelector('slot')!.assignedElements()).to.deep.equal([c]);
    // The child on screen stays on screen, wherever it moved.
    expect(c.checkVisibility()).to.be.true;
    expect(el.selected).to.equal(0);
    expect(tabs(el)[0].getAttribute('aria-selected')).to.equal('true');
    c.remove();
    await settle(el);
    // The child shown is gone: the selection stays inside the remaining tabs.
    expect(tabs(el)).to.have.length(2);
    expect(tabs(el)[0].getAttribute('aria-selected')).to.equal('true');
  });

  it('shows each child in its own panel after a reversal, a removal and a return', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs
        ><p>a</p>
        <p>b</p>
        <p>c</p>
        <p>d</p></svc-tabs
      >`,
    );
    const shown = () =>
      panels(el).map((panel) =>
        panel
          .querySelector('slot')!
          .assignedElements()
          .map((child) => child.textContent),
      );
    expect(shown()).to.deep.equal([['a'], ['b'], ['c'], ['d']]);
    el.replaceChildren(...[...el.children].reverse());
    await settle(el);
    expect(shown()).to.deep.equal([['d'], ['c'], ['b'], ['a']]);
    const b = el.children[2];
    b.remove();
    await settle(el);
    expect(shown()).to.deep.equal([['d'], ['c'], ['a']]);
    el.prepend(b);
    await settle(el);
    expect(shown()).to.deep.equal([['b'], ['d'], ['c'], ['a']]);
    el.selected = 0;
    await el.updateComplete;
    expect(visible(el)).to.deep.equal([true, false, false, false]);
  });

  it('shows the right child in the last of 2,000 tabs', async () => {
    const el = await fixture<SvcTabs>(html`<svc-tabs></svc-tabs>`);
    el.append(
      ...Array.from({length: 2000}, (_, i) =>
        Object.assign(document.createElement('p'), {textContent: `panel ${i}`}),
      ),
    );
    await settle(el);
    expect(tabs(el)).to.have.length(2000);
    el.selected = 1999;
    await el.updateComplete;
    expect(el.children[1999].checkVisibility()).to.equal(true);
    expect(el.children[0].checkVisibility()).to.equal(false);
    expect(panels(el)[1999].querySelector('slot')!.assignedElements()[0]).to.equal(
      el.children[1999],
    );
  });

  it('keeps the panel being typed in when a tab is inserted before it, without a change', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs .titles=${['Profile', 'Access']}
        ><p>profile</p>
        <div><input aria-label="Reason" /></div
      ></svc-tabs>`,
    );
    const changes = countChanges(el);
    tabs(el)[1].click();
    await el.updateComplete;
    const input = el.querySelector('input')!;
    input.focus();
    input.value = 'audit';
    const news = document.createElement('p');
    news.textContent = 'news';
    el.titles = ['News', 'Profile', 'Access'];
    el.prepend(news);
    await settle(el);
    expect(input.checkVisibility()).to.be.true;
    expect(document.activeElement === input).to.equal(true);
    expect(input.value).to.equal('audit');
    expect(titles(el)).to.deep.equal(['News', 'Profile', 'Access']);
    expect(tabs(el)[2].getAttribute('aria-selected')).to.equal('true');
    expect(changes.count).to.equal(1);
  });

  it('shows the nearest tab for an out-of-range selection', async () => {
    const el = await fixture<SvcTabs>(
      html`<svc-tabs selected="7"
        ><p>a</p>
        <p>b</p></svc-tabs
      >`,
    );
    expect(visible(el)).to.deep.equal([false, true]);
    el.selected = -3;
    await el.updateComplete;
    expect(visible(el)).to.deep.equal([true, false]);
  });

  it('clamps and names with pure helpers', () => {
    const tabTitles = (titles: unknown, count: number) =>
      Array.from({length: count}, (_, i) => tabTitle(titles, i));
    expect(tabTitles(['a', '', null, 7], 5)).to.deep.equal(['a', 'Tab 2', 'Tab 3', '7', 'Tab 5']);
    expect(tabTitles('nope', 2)).to.deep.equal(['Tab 1', 'Tab 2']);
    expect(clampIndex('2', 3)).to.equal(2);
    expect(clampIndex(1.7, 3)).to.equal(1);
    expect(clampIndex(9, 3)).to.equal(2);
    expect(clampIndex('x', 3)).to.equal(0);
    expect(clampIndex(4, 0)).to.equal(0);
  });
});
