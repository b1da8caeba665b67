import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys, sendMouse} from '@web/test-runner-commands';
import '../../src/components/basic/check-box.js';
import type {SvcCheckBox} from '../../src/components/basic/check-box.js';

const box = (el: SvcCheckBox) =>
  el.shadowRoot!.querySelector<HTMLInputElement>('[part~="control"]')!;
const errorText = (el: SvcCheckBox) =>
  el.shadowRoot!.querySelector('[part~="error"]')!.textContent!.trim();

function record(el: SvcCheckBox) {
  const log: string[] = [];
  for (const t of ['input', 'change']) el.addEventListener(t, () => log.push(`${t}:${el.checked}`));
  return log;
}

async function clickCenter(target: Element) {
  const r = target.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)],
  });
}

describe('svc-check-box', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcCheckBox>(html`<svc-check-box label="I agree"></svc-check-box>`);
    await expect(el).to.be.accessible();
  });

  it('is accessible with an empty label and a shown error', async () => {
    const el = await fixture<SvcCheckBox>(
      html`<svc-check-box label="" error="Please agree" show-errors></svc-check-box>`,
    );
    await expect(el).to.be.accessible();
    expect(box(el).getAttribute('aria-label')).to.equal('Checkbox');
    expect(el.shadowRoot!.querySelector('[part~="label"]')).to.equal(null);
  });

  it('defaults to an unticked, enabled box', async () => {
    const el = await fixture<SvcCheckBox>(html`<svc-check-box></svc-check-box>`);
    expect(el.label).to.equal('');
    expect(el.checked).to.equal(false);
    expect(el.value).to.equal(false);
    expect(el.error).to.equal('');
    expect(el.showErrors).to.equal(false);
    expect(el.disabled).to.equal(false);
    expect(box(el).type).to.equal('checkbox');
    expect(box(el).checked).to.equal(false);
  });

  it('reads its attributes into properties', async () => {
    const el = await fixture<SvcCheckBox>(
      html`<svc-check-box label="Notify me" checked error="Required" show-errors disabled>
      </svc-check-box>`,
    );
    expect(el.label).to.equal('Notify me');
    expect(el.checked).to.equal(true);
    expect(el.error).to.equal('Required');
    expect(el.showErrors).to.equal(true);
    expect(el.disabled).to.equal(true);
    expect(box(el).checked).to.equal(true);
    expect(box(el).disabled).to.equal(true);
  });

  it('exposes its parts and names the box by its label', async () => {
    const el = await fixture<SvcCheckBox>(html`<svc-check-box label="I agree"></svc-check-box>`);
    for (const part of ['base', 'row', 'control', 'label', 'error']) {
      expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).to.exist;
    }
    expect(box(el).labels![0].textContent).to.contain('I agree');
  });

  it('accepts value as an alias of checked, coercing strings', async () => {
    const el = await fixture<SvcCheckBox>(html`<svc-check-box label="A"></svc-check-box>`);
    el.value = 'TRUE';
    await el.updateComplete;
    expect(el.checked).to.equal(true);
    expect(box(el).checked).to.equal(true);
    el.value = 'false';
    await el.updateComplete;
    expect(el.checked).to.equal(false);
    el.value = 1;
    expect(el.checked).to.equal(true);
    el.value = null;
    expect(el.checked).to.equal(false);
  });

  it('fires input then change with checked updated when clicked', async () => {
    const el = await fixture<SvcCheckBox>(html`<svc-check-box label="I agree"></svc-check-box>`);
    const log = record(el);
    await clickCenter(el.shadowRoot!.querySelector('[part~="label"]')!);
    expect(log).to.deep.equal(['input:true', 'change:true']);
    expect(el.checked).to.equal(true);
    expect(el.hasAttribute('checked')).to.equal(true);
    await clickCenter(box(el));
    expect(log).to.deep.equal(['input:true', 'change:true', 'input:false', 'change:false']);
  });

  it('toggles with the space key', async () => {
    const el = await fixture<SvcCheckBox>(html`<svc-check-box label="I agree"></svc-check-box>`);
    const log = record(el);
    box(el).focus();
    await sendKeys({press: 'Space'});
    expect(el.checked).to.equal(true);
    await sendKeys({press: 'Space'});
    expect(el.checked).to.equal(false);
    expect(log).to.deep.equal(['input:true', 'change:true', 'input:false', 'change:false']);
  });

  it('fires no event on programmatic sets and shows them', async () => {
    const el = await fixture<SvcCheckBox>(html`<svc-check-box label="I agree"></svc-check-box>`);
    const log = record(el);
    el.checked = true;
    await el.updateComplete;
    expect(box(el).checked).to.equal(true);
    el.checked = false;
    await el.updateComplete;
    expect(box(el).checked).to.equal(false);
    expect(log).to.deep.equal([]);
  });

  it('shows the model value again after the user toggled', async () => {
    const el = await fixture<SvcCheckBox>(html`<svc-check-box label="A"></svc-check-box>`);
    box(el).click();
    await el.updateComplete;
    expect(el.checked).to.equal(true);
    // The model rejects the change and sends false back.
    el.checked = false;
    await el.updateComplete;
    expect(box(el).checked).to.equal(false);
  });

  it('shows the error only after a toggle or blur, or at once with showErrors', async () => {
    const el = await fixture<SvcCheckBox>(
      html`<svc-check-box label="I agree" error="You must agree"></svc-check-box>`,
    );
    expect(errorText(el)).to.equal('');
    expect(box(el).hasAttribute('aria-invalid')).to.equal(false);
    box(el).focus();
    box(el).blur();
    await el.updateComplete;
    expect(errorText(el)).to.equal('You must agree');
    expect(box(el).getAttribute('aria-invalid')).to.equal('true');
    const id = box(el).getAttribute('aria-describedby')!;
    expect(el.shadowRoot!.getElementById(id)!.textContent).to.contain('You must agree');

    const eager = await fixture<SvcCheckBox>(
      html`<svc-check-box label="I agree" error="You must agree" show-errors></svc-check-box>`,
    );
    expect(errorText(eager)).to.equal('You must agree');
  });

  it('cannot be toggled when disabled', async () => {
    const el = await fixture<SvcCheckBox>(
      html`<svc-check-box label="I agree" disabled></svc-check-box>`,
    );
    expect(el.hasAttribute('disabled')).to.equal(true);
    const log = record(el);
    await clickCenter(el.shadowRoot!.querySelector('[part~="label"]')!);
    box(el).focus();
    await sendKeys({press: 'Space'});
    expect(el.checked).to.equal(false);
    expect(log).to.deep.equal([]);
  });
});
