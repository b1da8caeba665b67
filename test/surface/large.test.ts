import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import '../../src/surface/surface.js';
// Defined up front: the test looks at them right after the build.
import '../../src/components/basic/button.js';
import '../../src/components/basic/card.js';
import '../../src/components/basic/column.js';
import '../../src/components/basic/text.js';
import '../../src/components/basic/text-field.js';
import {sendKeys, sendMouse} from '@web/test-runner-commands';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcButton} from '../../src/components/basic/button.js';
import type {SurfaceRecord} from '../../src/model/types.js';
import {LARGE_SURFACE_ELEMENTS} from '../../src/surface/reconciler.js';
import {makeSurface, part} from './helpers.js';

/**
 * A column of `n` texts, with a button third whose check fails (so it shows its reason in a
 * tooltip that overflows it upwards, over the text before it), and last a field bound to /name.
 */
function column(n: number, minutes = 0): SurfaceRecord {
  const ids = Array.from({length: n}, (_, i) => `t${i}`);
  ids.splice(2, 0, 'send');
  return makeSurface(
    [
      {id: 'root', column: {children: {ids: [...ids, 'name']}}},
      {id: 'name', textField: {label: 'Name', value: {path: '/name'}}},
      {
        id: 'send',
        button: {
          child: 'send-label',
          action: {event: {name: 'send'}},
          checks: [{call: 'required', args: {value: {path: '/name'}}, message: 'Name it first'}],
        },
      },
      {id: 'send-label', text: {text: 'Send'}},
      ...ids.filter((id) => id !== 'send').map((id, i) => ({id, text: {text: `Line ${i}`}})),
    ],
    {name: ''},
    {updatedAt: new Date(Date.UTC(2026, 10, 1, 0, minutes)).toISOString()},
  );
}

/** `n` cards, each a column of four lines: six elements and a few lines high each. */
function cards(n: number): SurfaceRecord {
  const components: unknown[] = [
    {id: 'root', column: {children: {ids: Array.from({length: n}, (_, i) => `card${i}`)}}},
  ];
  for (let i = 0; i < n; i++) {
    const lines = [0, 1, 2, 3].map((j) => `c${i}-${j}`);
    components.push(
      {id: `card${i}`, card: {child: `body${i}`}},
      {id: `body${i}`, column: {children: {ids: lines}}},
      ...lines.map((id) => ({id, text: {text: `Card ${id}`}})),
    );
  }
  return makeSurface(components);
}

async function mount(surface: SurfaceRecord) {
  // A test before may have scrolled the page.
  window.scrollTo(0, 0);
  const el = await fixture<SvcSurface>(html`<svc-surface .surface=${surface}></svc-surface>`);
  await el.rendered;
  return el;
}

const isLarge = (el: SvcSurface) => el.matches(':state(large)');

describe('large surfaces', function () {
  this.timeout(60_000);

  it('is accessible when large', async () => {
    const el = await mount(column(LARGE_SURFACE_ELEMENTS + 50));
    expect(isLarge(el)).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('renders every child of a small surface at once', async () => {
    const el = await mount(column(20));
    expect(isLarge(el)).to.equal(false);
    expect(getComputedStyle(part(el, 'name')).contentVisibility).to.equal('visible');
  });

  it('renders the children of a large one only near the viewport', async () => {
    const el = await mount(column(LARGE_SURFACE_ELEMENTS + 100));
    expect(isLarge(el)).to.equal(true);
    const last = part(el, 'name');
    const label = last.shadowRoot!.querySelector('label')!;
    const rendered = () => label.checkVisibility({contentVisibilityAuto: true});
    // Whether it is near the viewport is decided at the next frame.
    await waitUntil(() => !rendered(), 'skipped while off screen');
    // Still in the document for find-in-page and assistive technology.
    expect(label.textContent).to.contain('Name');
    last.scrollIntoView();
    await waitUntil(rendered, 'rendered once scrolled to');
    expect(label.getBoundingClientRect().height).to.be.greaterThan(0);
  });

  it('sizes the children off screen by the measured height of those on screen', async () => {
    const count = 120;
    const el = await mount(cards(count));
    expect(isLarge(el)).to.equal(true);
    const first = part(el, 'card0').getBoundingClientRect().height;
    // Once measured, the surface is about as tall as with every card drawn (40px each before).
    await waitUntil(
      () => el.getBoundingClientRect().height > 0.8 * count * first,
      'the estimate follows the cards on screen',
    );
    expect(getComputedStyle(part(el, `card${count - 1}`)).containIntrinsicHeight).to.equal(
      `auto ${Math.round(first)}px`,
    );
  });

  it('keeps the host’s own estimate over the measured one', async () => {
    const el = await mount(cards(120));
    const estimate = () => getComputedStyle(part(el, 'card119')).containIntrinsicHeight;
    await waitUntil(() => estimate() !== 'auto 40px', 'the measured estimate is in place');
    el.style.setProperty('--svc-surface-estimated-height', '90px');
    expect(estimate()).to.equal('auto 90px');
    el.style.removeProperty('--svc-surface-estimated-height');
  });

  it('leaves plain texts to render as they are (skipping them costs more than it saves)', async () => {
    const el = await mount(column(LARGE_SURFACE_ELEMENTS + 10));
    expect(getComputedStyle(part(el, 't5')).contentVisibility).to.equal('visible');
    expect(getComputedStyle(part(el, 'name')).contentVisibility).to.equal('auto');
  });

  it('takes focus and typing in a field that was off screen', async () => {
    const el = await mount(column(LARGE_SURFACE_ELEMENTS + 100));
    const field = part<HTMLElement>(el, 'name');
    const input = field.shadowRoot!.querySelector('input')!;
    expect(field.getBoundingClientRect().top).to.be.greaterThan(window.innerHeight * 2);
    input.focus();
    await sendKeys({type: 'Ada'});
    expect((el.dataModel as {name: string}).name).to.equal('Ada');
    expect(input.checkVisibility({contentVisibilityAuto: true})).to.equal(true);
  });

  it('goes back to rendering everything when a newer version is small', async () => {
    const el = await mount(column(LARGE_SURFACE_ELEMENTS + 10));
    expect(isLarge(el)).to.equal(true);
    el.surface = column(10, 1);
    await el.rendered;
    expect(isLarge(el)).to.equal(false);
    expect(getComputedStyle(part(el, 'name')).contentVisibility).to.equal('visible');
    el.surface = undefined;
    await el.updateComplete;
    expect(isLarge(el)).to.equal(false);
  });

  /** The focused button's tooltip, made hit-testable so that what is painted there can be asked. */
  async function focusedTooltip(el: SvcSurface) {
    const send = part<SvcButton>(el, 'send');
    await waitUntil(() => send.disabledReason === 'Name it first', 'the check has run');
    await send.updateComplete;
    send.focus();
    const tip = send.shadowRoot!.querySelector<HTMLElement>('[part~="tooltip"]')!;
    expect(getComputedStyle(tip).visibility).to.equal('visible');
    tip.style.pointerEvents = 'auto';
    /** Whether the tooltip is what is painted at its centre (neither clipped nor covered). */
    const onTop = () => {
      const box = tip.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      return (
        el.shadowRoot!.elementFromPoint(x, y) === send &&
        send.shadowRoot!.elementFromPoint(x, y) === tip
      );
    };
    return {send, tip, onTop};
  }

  it('does not clip what overflows a child: a disabled button’s reason over a line beside it', async () => {
    const el = await mount(column(LARGE_SURFACE_ELEMENTS + 10));
    const {send, tip, onTop} = await focusedTooltip(el);
    const [tipBox, sendBox] = [tip.getBoundingClientRect(), send.getBoundingClientRect()];
    // Wholly outside the button's line (under it, or above it where there is no room below).
    expect(tipBox.top >= sendBox.bottom || tipBox.bottom <= sendBox.top).to.equal(true);
    expect(onTop()).to.equal(true);
  });

  it('paints what overflows the focused child over its later siblings', async () => {
    const el = await mount(column(LARGE_SURFACE_ELEMENTS + 10));
    const {send, tip, onTop} = await focusedTooltip(el);
    // Below the button (where there is room), as a picker's popup is: over the lines after it.
    expect(tip.getBoundingClientRect().top).to.be.at.least(send.getBoundingClientRect().bottom);
    expect(part(el, 't2').getBoundingClientRect().top).to.be.below(
      tip.getBoundingClientRect().bottom,
    );
    expect(onTop()).to.equal(true);
    // The pointer on a later line (away from the tooltip) lifts that line, but not above focus.
    const line = part(el, 't2').getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(line.right - 10), Math.round(line.top + 5)],
    });
    expect(part(el, 't2').matches(':hover')).to.equal(true);
    expect(onTop()).to.equal(true);
    await sendMouse({type: 'move', position: [0, 0]});
  });
});
