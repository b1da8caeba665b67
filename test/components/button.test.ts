import {aTimeout, expect, fixture, html, oneEvent} from '@open-wc/testing';
import {
  emulateMedia,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import '../../src/components/basic/button.js';
import {normalizeVariant} from '../../src/components/basic/button.js';
import type {SvcButton} from '../../src/components/basic/button.js';

const inner = (el: SvcButton) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="base"]')!;
const tooltip = (el: SvcButton) => el.shadowRoot!.querySelector<HTMLElement>('[part~="tooltip"]');
const center = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
};

/** Counts clicks that reach the host (what the surface binding listens to). */
function countClicks(el: Element) {
  const counter = {count: 0};
  el.addEventListener('click', () => counter.count++);
  return counter;
}

describe('svc-button', () => {
  afterEach(async () => {
    await resetMouse();
  });

  it('is accessible, enabled and disabled with a reason', async () => {
    const el = await fixture<SvcButton>(html`<svc-button label="Submit"></svc-button>`);
    await expect(el).to.be.accessible();
    el.disabledReason = 'Enter an email address';
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('has defaults', async () => {
    const el = await fixture<SvcButton>(html`<svc-button></svc-button>`);
    expect(el.label).to.equal('');
    expect(el.disabled).to.equal(false);
    expect(el.disabledReason).to.equal('');
    expect(el.variant).to.equal('secondary');
    expect(el.isDisabled).to.equal(false);
    expect(el.matches(':state(secondary)')).to.be.true;
    expect(inner(el).hasAttribute('aria-disabled')).to.be.false;
    expect(inner(el).type).to.equal('button');
    expect(tooltip(el)).to.equal(null);
  });

  it('reads attributes into properties', async () => {
    const el = await fixture<SvcButton>(
      html`<svc-button
        label="Send"
        variant="primary"
        disabled
        disabled-reason="Fill in the form"
      ></svc-button>`,
    );
    expect(el.label).to.equal('Send');
    expect(el.variant).to.equal('primary');
    expect(el.disabled).to.equal(true);
    expect(el.disabledReason).to.equal('Fill in the form');
    expect(el.matches(':state(primary)')).to.be.true;
  });

  it('shows the label in its parts, escaped', async () => {
    const el = await fixture<SvcButton>(
      html`<svc-button .label=${'<b>Approve</b> access'}></svc-button>`,
    );
    const label = el.shadowRoot!.querySelector('[part~="label"]')!;
    expect(label.textContent).to.equal('<b>Approve</b> access');
    expect(label.querySelector('b')).to.equal(null);
    expect(inner(el).tagName).to.equal('BUTTON');
    expect(inner(el).contains(label)).to.be.true;
  });

  it('accepts every spelling of the variant', async () => {
    expect(normalizeVariant('primary')).to.equal('primary');
    expect(normalizeVariant('BUTTON_VARIANT_PRIMARY')).to.equal('primary');
    expect(normalizeVariant('Primary')).to.equal('primary');
    expect(normalizeVariant('BUTTON_VARIANT_SECONDARY')).to.equal('secondary');
    expect(normalizeVariant('BUTTON_VARIANT_TEXT')).to.equal('text');
    expect(normalizeVariant('borderless')).to.equal('text');
    expect(normalizeVariant('default')).to.equal('secondary');
    expect(normalizeVariant('fancy')).to.equal('secondary');
    expect(normalizeVariant(undefined)).to.equal('secondary');
    expect(normalizeVariant(3)).to.equal('secondary');
    const el = await fixture<SvcButton>(html`<svc-button label="Go"></svc-button>`);
    el.variant = 'BUTTON_VARIANT_TEXT';
    await el.updateComplete;
    expect(el.matches(':state(text)')).to.be.true;
    expect(el.matches(':state(secondary)')).to.be.false;
    expect(getComputedStyle(inner(el)).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    el.variant = 'nonsense';
    await el.updateComplete;
    expect(el.matches(':state(secondary)')).to.be.true;
  });

  it('lets a pointer click reach the host when enabled', async () => {
    const el = await fixture<SvcButton>(html`<svc-button label="Go"></svc-button>`);
    const clicked = oneEvent(el, 'click');
    await sendMouse({type: 'click', position: center(inner(el))});
    const event = await clicked;
    expect(event.composed).to.be.true;
  });

  it('activates with Enter and Space', async () => {
    const el = await fixture<SvcButton>(html`<svc-button label="Go"></svc-button>`);
    const clicks = countClicks(el);
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(inner(el));
    await sendKeys({press: 'Enter'});
    await sendKeys({press: 'Space'});
    expect(clicks.count).to.equal(2);
  });

  it('fires nothing when properties are set', async () => {
    const el = await fixture<SvcButton>(html`<svc-button label="Go"></svc-button>`);
    const clicks = countClicks(el);
    el.label = 'Again';
    el.disabled = true;
    el.variant = 'primary';
    await el.updateComplete;
    expect(clicks.count).to.equal(0);
  });

  it('when disabled stays focusable but stops pointer, keyboard and click() presses', async () => {
    const el = await fixture<SvcButton>(html`<svc-button label="Go" disabled></svc-button>`);
    const clicks = countClicks(el);
    expect(inner(el).getAttribute('aria-disabled')).to.equal('true');
    expect(inner(el).disabled).to.be.false;
    expect(el.matches(':state(disabled)')).to.be.true;
    await sendMouse({type: 'click', position: center(inner(el))});
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(inner(el));
    await sendKeys({press: 'Enter'});
    await sendKeys({press: 'Space'});
    el.click();
    await aTimeout(0);
    expect(clicks.count).to.equal(0);
    el.disabled = false;
    await el.updateComplete;
    el.click();
    expect(clicks.count).to.equal(1);
  });

  it('reads "true"/"false" strings for disabled', async () => {
    const el = await fixture<SvcButton>(html`<svc-button label="Go"></svc-button>`);
    (el as unknown as {disabled: unknown}).disabled = 'false';
    await el.updateComplete;
    expect(el.disabled).to.equal(false);
    expect(el.hasAttribute('disabled')).to.be.false;
    expect(inner(el).hasAttribute('aria-disabled')).to.be.false;
    (el as unknown as {disabled: unknown}).disabled = 'TRUE';
    await el.updateComplete;
    expect(el.disabled).to.equal(true);
    expect(el.hasAttribute('disabled')).to.be.true;
  });

  it('a disabled reason disables it and describes it', async () => {
    const el = await fixture<SvcButton>(
      html`<svc-button label="Submit" disabled-reason="Enter a valid email"></svc-button>`,
    );
    const clicks = countClicks(el);
    expect(el.isDisabled).to.be.true;
    expect(el.disabled).to.be.false;
    expect(inner(el).getAttribute('aria-disabled')).to.equal('true');
    const tip = tooltip(el)!;
    expect(tip.getAttribute('role')).to.equal('tooltip');
    expect(tip.textContent).to.equal('Enter a valid email');
    expect(inner(el).getAttribute('aria-describedby')).to.equal(tip.id);
    await sendMouse({type: 'click', position: center(inner(el))});
    expect(clicks.count).to.equal(0);
    el.disabledReason = '';
    await el.updateComplete;
    expect(el.isDisabled).to.be.false;
    expect(tooltip(el)).to.equal(null);
    expect(inner(el).hasAttribute('aria-describedby')).to.be.false;
  });

  it('shows the reason on focus, hides it on Escape and blur', async () => {
    const el = await fixture<SvcButton>(
      html`<svc-button label="Submit" disabled-reason="Accept the terms first"></svc-button>`,
    );
    const visibility = () => getComputedStyle(tooltip(el)!).visibility;
    expect(visibility()).to.equal('hidden');
    el.focus();
    expect(visibility()).to.equal('visible');
    await sendKeys({press: 'Escape'});
    expect(visibility()).to.equal('hidden');
    inner(el).blur();
    el.focus();
    expect(visibility()).to.equal('visible');
    inner(el).blur();
    expect(visibility()).to.equal('hidden');
  });

  it('shows the reason on hover', async () => {
    const el = await fixture<SvcButton>(
      html`<div style="padding: 60px">
        <svc-button label="Submit" disabled-reason="Not yet"></svc-button>
      </div>`,
    );
    const button = el.querySelector('svc-button')!;
    expect(getComputedStyle(tooltip(button)!).visibility).to.equal('hidden');
    await sendMouse({type: 'move', position: center(inner(button))});
    expect(getComputedStyle(tooltip(button)!).visibility).to.equal('visible');
    await sendMouse({type: 'move', position: [1, 1]});
    expect(getComputedStyle(tooltip(button)!).visibility).to.equal('hidden');
  });

  it('shows the reason next to its button when a column stretches the host', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div style="display:flex;flex-direction:column;align-items:stretch;width:806px">
        <svc-button label="Save" disabled-reason="Fill in the name first"></svc-button>
      </div>`,
    );
    const el = wrap.querySelector('svc-button')!;
    await el.updateComplete;
    expect(el.getBoundingClientRect().width).to.equal(806);
    const button = inner(el).getBoundingClientRect();
    const tip = tooltip(el)!.getBoundingClientRect();
    // Beside the inner button (centred on it when the viewport has room), not the wide host.
    expect(tip.left).to.be.at.most(button.right);
    expect(tip.right).to.be.at.least(button.left);
    expect(tip.left).to.be.at.least(0);
    // Under the button: the fields it explains are above it.
    expect(tip.top).to.be.within(button.bottom, button.bottom + 12);
  });

  it('keeps the reason inside a narrow viewport, off the field above', async () => {
    await setViewport({width: 390, height: 700});
    try {
      const wrap = await fixture<HTMLElement>(
        html`<div style="display:flex;flex-direction:column;gap:8px;width:374px;padding:8px">
          <input aria-label="Justification" style="width:100%" />
          <div style="display:flex;justify-content:flex-end">
            <svc-button
              label="Submit request"
              disabled-reason=${'Write a justification\nPick at least one reviewer'}
            ></svc-button>
          </div>
        </div>`,
      );
      const el = wrap.querySelector('svc-button')!;
      await el.updateComplete;
      inner(el).focus();
      const tip = tooltip(el)!.getBoundingClientRect();
      const field = wrap.querySelector('input')!.getBoundingClientRect();
      expect(tip.left).to.be.at.least(0);
      expect(tip.right).to.be.at.most(390);
      expect(tip.top).to.be.at.least(field.bottom);
      // One reason a line.
      expect(tip.height).to.be.greaterThan(30);
    } finally {
      await setViewport({width: 800, height: 600});
    }
  });

  it('has one height per size, whatever the label', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div>
        ${['sm', 'md', 'lg'].map(
          (size) =>
            html`<svc-button size=${size} label="Go"></svc-button
              ><svc-button size=${size} variant="primary" label="Send the request"></svc-button>`,
        )}
      </div>`,
    );
    const heights = [...wrap.querySelectorAll('svc-button')].map((b) =>
      Math.round(inner(b).getBoundingClientRect().height),
    );
    expect(heights).to.deep.equal([28, 28, 32, 32, 40, 40]);
  });

  it('is accessible with slotted content and while pending', async () => {
    const el = await fixture<SvcButton>(html`<svc-button><span>Approve access</span></svc-button>`);
    await expect(el).to.be.accessible();
    el.pending = true;
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('takes its accessible name from slotted content when it has no label', async () => {
    // Without content or label the button has no name, which the audit reports…
    const empty = await fixture<SvcButton>(html`<svc-button></svc-button>`);
    await expect(empty).not.to.be.accessible();
    // …so a passing audit here means the slotted text names the button.
    const el = await fixture<SvcButton>(
      html`<svc-button label="Fallback"><span>Approve</span></svc-button>`,
    );
    await expect(el).to.be.accessible();
    const label = el.shadowRoot!.querySelector('[part~="label"]')!;
    const slot = label.querySelector('slot')!;
    expect(slot.assignedElements()).to.have.length(1);
    expect(inner(el).contains(slot)).to.be.true;
    // The label text is not rendered beside the content.
    expect(label.textContent).not.to.contain('Fallback');
  });

  it('shows the label when the slot holds only whitespace, and again when content goes', async () => {
    const el = await fixture<SvcButton>(html`<svc-button label="Send"> </svc-button>`);
    const label = () => el.shadowRoot!.querySelector('[part~="label"]')!.textContent!.trim();
    expect(label()).to.equal('Send');
    const child = document.createElement('span');
    child.textContent = 'Send now';
    el.append(child);
    await aTimeout(0);
    await el.updateComplete;
    expect(label()).to.equal('');
    child.remove();
    await aTimeout(0);
    await el.updateComplete;
    expect(label()).to.equal('Send');
  });

  it('slotted content takes the colour of a primary button', async () => {
    const el = await fixture<SvcButton>(
      html`<svc-button variant="primary"><span>Go</span></svc-button>`,
    );
    const span = el.querySelector('span')!;
    expect(getComputedStyle(span).color).to.equal(getComputedStyle(inner(el)).color);
  });

  it('maps the A2UI variant names onto its looks', async () => {
    const el = await fixture<SvcButton>(html`<svc-button label="Go"></svc-button>`);
    for (const [a2ui, state] of [
      ['default', 'secondary'],
      ['primary', 'primary'],
      ['borderless', 'text'],
    ]) {
      el.variant = a2ui;
      await el.updateComplete;
      expect(el.matches(`:state(${state})`), a2ui).to.be.true;
    }
    el.variant = 'primary';
    await el.updateComplete;
    const primaryBg = getComputedStyle(inner(el)).backgroundColor;
    el.variant = 'default';
    await el.updateComplete;
    expect(getComputedStyle(inner(el)).backgroundColor).not.to.equal(primaryBg);
  });

  it('when pending is busy, shows a spinner, ignores presses and stays focusable', async () => {
    const el = await fixture<SvcButton>(html`<svc-button label="Send" pending></svc-button>`);
    const clicks = countClicks(el);
    expect(el.pending).to.be.true;
    expect(inner(el).getAttribute('aria-busy')).to.equal('true');
    expect(el.shadowRoot!.querySelector('[part~="spinner"]')).to.exist;
    expect(el.shadowRoot!.querySelector('[part~="label"]')!.textContent).to.contain('Send');
    await sendMouse({type: 'click', position: center(inner(el))});
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(inner(el));
    await sendKeys({press: 'Enter'});
    await sendKeys({press: 'Space'});
    el.click();
    await aTimeout(0);
    expect(clicks.count).to.equal(0);
    el.pending = false;
    await el.updateComplete;
    expect(el.hasAttribute('pending')).to.be.false;
    expect(inner(el).hasAttribute('aria-busy')).to.be.false;
    expect(el.shadowRoot!.querySelector('[part~="spinner"]')).to.equal(null);
    await sendKeys({press: 'Enter'});
    expect(clicks.count).to.equal(1);
  });

  it('lets a click on slotted content press it, and stops it while pending or disabled', async () => {
    const el = await fixture<SvcButton>(
      html`<svc-button><span style="padding: 4px">Approve</span></svc-button>`,
    );
    const clicks = countClicks(el);
    const span = el.querySelector('span')!;
    await sendMouse({type: 'click', position: center(span)});
    expect(clicks.count).to.equal(1);
    el.pending = true;
    await el.updateComplete;
    await sendMouse({type: 'click', position: center(span)});
    el.pending = false;
    el.disabled = true;
    await el.updateComplete;
    await sendMouse({type: 'click', position: center(span)});
    expect(clicks.count).to.equal(1);
  });

  it('reflects pending and reads "true"/"false" strings', async () => {
    const el = await fixture<SvcButton>(html`<svc-button label="Go"></svc-button>`);
    expect(el.pending).to.be.false;
    el.pending = true;
    await el.updateComplete;
    expect(el.hasAttribute('pending')).to.be.true;
    (el as unknown as {pending: unknown}).pending = 'false';
    await el.updateComplete;
    expect(el.pending).to.equal(false);
    expect(el.hasAttribute('pending')).to.be.false;
  });

  it('spins the pending indicator, and holds it still under reduced motion', async () => {
    const el = await fixture<SvcButton>(html`<svc-button label="Go" pending></svc-button>`);
    const spinner = el.shadowRoot!.querySelector('[part~="spinner"]')!;
    try {
      await emulateMedia({reducedMotion: 'no-preference'});
      expect(getComputedStyle(spinner).animationName).not.to.equal('none');
      await emulateMedia({reducedMotion: 'reduce'});
      expect(getComputedStyle(spinner).animationName).to.equal('none');
      expect(getComputedStyle(spinner).display).not.to.equal('none');
      expect(spinner.getBoundingClientRect().width).to.be.greaterThan(0);
    } finally {
      await emulateMedia({reducedMotion: 'no-preference'});
    }
  });
});
