import {aTimeout, expect, fixture, html} from '@open-wc/testing';
import {resetMouse, sendKeys, sendMouse} from '@web/test-runner-commands';
import '../../src/components/basic/modal.js';
import '../../src/components/basic/button.js';
import {containsFocusable} from '../../src/components/basic/modal.js';
import type {SvcModal} from '../../src/components/basic/modal.js';

const dialog = (el: SvcModal) => el.shadowRoot!.querySelector('dialog')!;
const closeButton = (el: SvcModal) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="close"]')!;
const content = (el: SvcModal) => el.querySelector<HTMLElement>('[slot="content"]')!;
const trigger = (el: SvcModal) => el.querySelector<HTMLElement>('[slot="trigger"]')!;

/** The focused element, looking into shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether `node` is `ancestor` or inside it, across shadow roots. */
function composedContains(ancestor: Node, node: Node | null): boolean {
  for (let n = node; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) {
    if (n === ancestor) return true;
  }
  return false;
}

/** Whether focus is inside the open dialog: its own parts or the slotted content. */
const focusInDialog = (el: SvcModal) =>
  composedContains(dialog(el), deepActive()) || composedContains(content(el), deepActive());

const center = (target: Element): [number, number] => {
  const r = target.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
};

function modal(extra = html``) {
  return fixture<SvcModal>(
    html`<div>
      <button id="before">Before</button>
      <svc-modal label="Edit profile">
        <button slot="trigger">Edit</button>
        <div slot="content">
          <label>Name <input id="name" /></label>
          <button id="save">Save</button>
        </div>
        ${extra}
      </svc-modal>
      <button id="after">After</button>
    </div>`,
  ).then((wrapper) => wrapper.querySelector('svc-modal')!);
}

describe('svc-modal', function () {
  // The first accessibility audit of a page loads axe, which is slow on a busy machine.
  this.timeout(20000);

  afterEach(async () => {
    await resetMouse();
  });

  it('is accessible, closed and open', async () => {
    const el = await modal();
    await expect(el).to.be.accessible();
    el.open = true;
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('has defaults: closed, named "Dialog", only the trigger shows', async () => {
    const el = await fixture<SvcModal>(
      html`<svc-modal
        ><button slot="trigger">Open</button>
        <p slot="content">Inside</p></svc-modal
      >`,
    );
    expect(el.open).to.be.false;
    expect(el.label).to.equal('');
    expect(el.closeLabel).to.equal('');
    expect(dialog(el).getAttribute('aria-label')).to.equal('Dialog');
    expect(closeButton(el).getAttribute('aria-label')).to.equal('Close');
    expect(trigger(el).checkVisibility()).to.be.true;
    expect(content(el).checkVisibility()).to.be.false;
  });

  it('reads attributes into properties', async () => {
    const el = await fixture<SvcModal>(
      html`<svc-modal open label="Details" close-label="Done"
        ><button slot="trigger">Open</button>
        <p slot="content">Inside</p></svc-modal
      >`,
    );
    expect(el.open).to.be.true;
    expect(dialog(el).open).to.be.true;
    expect(dialog(el).getAttribute('aria-label')).to.equal('Details');
    expect(closeButton(el).getAttribute('aria-label')).to.equal('Done');
    el.open = false;
    await el.updateComplete;
  });

  it('opens modally on a click on the trigger, with focus inside', async () => {
    const el = await modal();
    await sendMouse({type: 'click', position: center(trigger(el))});
    await el.updateComplete;
    expect(el.open).to.be.true;
    expect(el.hasAttribute('open')).to.be.true;
    expect(dialog(el).matches(':modal')).to.be.true;
    expect(content(el).checkVisibility()).to.be.true;
    expect(focusInDialog(el)).to.be.true;
    await sendKeys({press: 'Escape'});
  });

  it('opens with Enter and Space on the trigger button, and Escape closes back to it', async () => {
    const el = await modal();
    for (const key of ['Enter', 'Space']) {
      trigger(el).focus();
      await sendKeys({press: key});
      await el.updateComplete;
      expect(dialog(el).open, key).to.be.true;
      await sendKeys({press: 'Escape'});
      await el.updateComplete;
      expect(el.open).to.be.false;
      expect(el.hasAttribute('open')).to.be.false;
      expect(document.activeElement).to.equal(trigger(el));
    }
  });

  it('closes with the labelled Close button and gives focus back', async () => {
    const el = await modal();
    trigger(el).focus();
    await sendKeys({press: 'Space'});
    closeButton(el).focus();
    await sendKeys({press: 'Space'});
    await el.updateComplete;
    expect(el.open).to.be.false;
    expect(dialog(el).open).to.be.false;
    expect(document.activeElement).to.equal(trigger(el));
    await sendMouse({type: 'click', position: center(trigger(el))});
    expect(dialog(el).open).to.be.true;
    await sendMouse({type: 'click', position: center(closeButton(el))});
    expect(dialog(el).open).to.be.false;
    expect(document.activeElement).to.equal(trigger(el));
  });

  it('closes with Enter on Close, back on the trigger, without reopening', async () => {
    const el = await modal();
    trigger(el).focus();
    await sendKeys({press: 'Enter'});
    expect(dialog(el).open).to.be.true;
    closeButton(el).focus();
    await sendKeys({press: 'Enter'});
    await aTimeout(50);
    expect(dialog(el).open).to.be.false;
    expect(document.activeElement).to.equal(trigger(el));
  });

  it('keeps focus off the page while open: Tab and Shift+Tab cycle through the dialog', async () => {
    const el = await modal();
    trigger(el).click();
    await el.updateComplete;
    const page = el.parentElement!;
    const seen = new Set<string>();
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await sendKeys({press: key});
      const active = deepActive();
      // A native modal dialog lets focus leave to the browser's own controls (the page's body
      // is then the active element) but never to the page behind it.
      const onPage = active !== document.body && !focusInDialog(el);
      expect(onPage, `${key} reached ${active?.outerHTML}`).to.be.false;
      expect(composedContains(page, active) && !focusInDialog(el)).to.be.false;
      const name = active?.id || active?.getAttribute('part');
      if (name) seen.add(name);
    }
    expect([...seen].sort()).to.deep.equal(['close', 'name', 'save']);
    await sendKeys({press: 'Escape'});
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const el = await modal();
    trigger(el).click();
    await el.updateComplete;
    await sendMouse({type: 'click', position: center(content(el).querySelector('input')!)});
    expect(dialog(el).open).to.be.true;
    await sendMouse({type: 'click', position: [2, 2]});
    await aTimeout(0);
    expect(dialog(el).open).to.be.false;
    expect(el.open).to.be.false;
  });

  it('keeps what was typed in the content after closing and reopening', async () => {
    const el = await modal();
    trigger(el).click();
    await el.updateComplete;
    const input = content(el).querySelector('input')!;
    input.focus();
    await sendKeys({type: 'Ada'});
    await sendKeys({press: 'Escape'});
    trigger(el).click();
    await el.updateComplete;
    expect(content(el).querySelector('input')).to.equal(input);
    expect(input.value).to.equal('Ada');
    await sendKeys({press: 'Escape'});
  });

  it('opens and closes when the open property is set, without stealing focus back', async () => {
    const el = await modal();
    el.open = true;
    await el.updateComplete;
    expect(dialog(el).open).to.be.true;
    el.open = false;
    await el.updateComplete;
    expect(dialog(el).open).to.be.false;
  });

  it('makes a trigger without anything focusable a button', async () => {
    const el = await fixture<SvcModal>(
      html`<svc-modal
        ><span slot="trigger">See the terms</span>
        <p slot="content">The terms.</p></svc-modal
      >`,
    );
    const box = el.shadowRoot!.querySelector<HTMLElement>('[part~="trigger"]')!;
    expect(box.getAttribute('role')).to.equal('button');
    expect(box.getAttribute('aria-haspopup')).to.equal('dialog');
    await expect(el).to.be.accessible();
    box.focus();
    await sendKeys({press: 'Enter'});
    await el.updateComplete;
    expect(dialog(el).open).to.be.true;
    await sendKeys({press: 'Escape'});
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(box);
  });

  it('leaves a focusable trigger as it is and opens from an svc-button', async () => {
    const el = await fixture<SvcModal>(
      html`<svc-modal
        ><svc-button slot="trigger" label="Open"></svc-button>
        <p slot="content">Inside</p></svc-modal
      >`,
    );
    const box = el.shadowRoot!.querySelector('[part~="trigger"]')!;
    expect(box.hasAttribute('role')).to.be.false;
    expect(box.hasAttribute('tabindex')).to.be.false;
    trigger(el).focus();
    await sendKeys({press: 'Enter'});
    expect(dialog(el).open).to.be.true;
    await sendKeys({press: 'Escape'});
  });

  it('does not open from a disabled or pending svc-button', async () => {
    const el = await fixture<SvcModal>(
      html`<svc-modal
        ><svc-button slot="trigger" label="Open" disabled></svc-button>
        <p slot="content">Inside</p></svc-modal
      >`,
    );
    const button = trigger(el) as HTMLElement & {disabled: boolean; pending: boolean};
    await sendMouse({type: 'click', position: center(button)});
    expect(dialog(el).open).to.be.false;
    button.disabled = false;
    button.pending = true;
    await aTimeout(0);
    await sendMouse({type: 'click', position: center(button)});
    expect(dialog(el).open).to.be.false;
    expect(el.open).to.be.false;
  });

  it('finds focusable content, custom elements with delegated focus too', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div>
        <span id="plain">text</span>
        <div id="nested"><a href="#x">link</a></div>
        <svc-button id="custom" label="x"></svc-button>
        <div id="tab" tabindex="-1"></div>
      </div>`,
    );
    const byId = (id: string) => wrap.querySelector(`#${id}`)!;
    expect(containsFocusable(byId('plain'))).to.be.false;
    expect(containsFocusable(byId('nested'))).to.be.true;
    expect(containsFocusable(byId('custom'))).to.be.true;
    expect(containsFocusable(byId('tab'))).to.be.true;
  });

  it('never wraps a trigger whose element is defined later in a second button', async () => {
    // As <svc-button> in a surface: its module loads the first time it is used.
    const tag = `x-late-button-${Math.random().toString(36).slice(2)}`;
    const el = await fixture<SvcModal>(
      html`<svc-modal
        >${document.createElement(tag)}
        <p slot="content">Inside</p></svc-modal
      >`,
    );
    el.querySelector(tag)!.setAttribute('slot', 'trigger');
    await aTimeout(0);
    await el.updateComplete;
    customElements.define(
      tag,
      class extends HTMLElement {
        constructor() {
          super();
          this.attachShadow({mode: 'open', delegatesFocus: true}).innerHTML =
            '<button>Open</button>';
        }
      },
    );
    await aTimeout(0);
    await el.updateComplete;
    const box = el.shadowRoot!.querySelector('[part~="trigger"]')!;
    expect(box.hasAttribute('role')).to.be.false;
    expect(box.hasAttribute('tabindex')).to.be.false;
    await expect(el).to.be.accessible();
  });

  it("is named by the first heading of its content, or the agent's label", async () => {
    const el = await fixture<SvcModal>(
      html`<svc-modal
        ><button slot="trigger">Open</button>
        <div slot="content">
          <h2>Edit profile</h2>
          <p>Inside</p>
        </div></svc-modal
      >`,
    );
    trigger(el).click();
    expect(dialog(el).getAttribute('aria-label')).to.equal('Edit profile');
    await sendKeys({press: 'Escape'});
    el.setAttribute('aria-label', 'Profile editor');
    trigger(el).click();
    expect(dialog(el).getAttribute('aria-label')).to.equal('Profile editor');
    await sendKeys({press: 'Escape'});
  });
});
