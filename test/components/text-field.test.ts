import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/basic/text-field.js';
import {normalizeTextFieldVariant} from '../../src/components/basic/text-field.js';
import type {SvcTextField} from '../../src/components/basic/text-field.js';

const control = (el: SvcTextField) =>
  el.shadowRoot!.querySelector<HTMLInputElement | HTMLTextAreaElement>('[part~="control"]')!;
const errorText = (el: SvcTextField) =>
  el.shadowRoot!.querySelector('[part~="error"]')!.textContent!.trim();

/** Records the events of the given types on the element, with `value` at dispatch time. */
function record(el: SvcTextField, ...types: string[]) {
  const log: string[] = [];
  for (const t of types) el.addEventListener(t, () => log.push(`${t}:${el.value}`));
  return log;
}

/** Counts writes to the DOM value of an input. */
function countValueWrites(input: HTMLInputElement | HTMLTextAreaElement) {
  const proto = Object.getPrototypeOf(input) as object;
  const desc = Object.getOwnPropertyDescriptor(proto, 'value')!;
  const counter = {writes: 0};
  Object.defineProperty(input, 'value', {
    configurable: true,
    get: () => desc.get!.call(input),
    set: (v: string) => {
      counter.writes++;
      desc.set!.call(input, v);
    },
  });
  return counter;
}

describe('svc-text-field', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field label="Name" placeholder="Your name"></svc-text-field>`,
    );
    await expect(el).to.be.accessible();
  });

  it('is accessible with an error shown and without a label', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field error="Name is required" show-errors></svc-text-field>`,
    );
    await expect(el).to.be.accessible();
    expect(control(el).getAttribute('aria-label')).to.equal('Text field');
  });

  it('has empty defaults and a one-line text input', async () => {
    const el = await fixture<SvcTextField>(html`<svc-text-field></svc-text-field>`);
    expect(el.label).to.equal('');
    expect(el.placeholder).to.equal('');
    expect(el.value).to.equal('');
    expect(el.variant).to.equal('shortText');
    expect(el.error).to.equal('');
    expect(el.showErrors).to.equal(false);
    expect(el.disabled).to.equal(false);
    expect(el.required).to.equal(false);
    const input = control(el) as HTMLInputElement;
    expect(input.localName).to.equal('input');
    expect(input.type).to.equal('text');
    expect(input.value).to.equal('');
  });

  it('reads its attributes into properties', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field
        label="Justification"
        placeholder="Why?"
        value="Because"
        variant="longText"
        error="Too short"
        show-errors
        required
        disabled
      ></svc-text-field>`,
    );
    expect(el.label).to.equal('Justification');
    expect(el.placeholder).to.equal('Why?');
    expect(el.value).to.equal('Because');
    expect(el.variant).to.equal('longText');
    expect(el.error).to.equal('Too short');
    expect(el.showErrors).to.equal(true);
    expect(el.required).to.equal(true);
    expect(el.disabled).to.equal(true);
    const area = control(el) as HTMLTextAreaElement;
    expect(area.localName).to.equal('textarea');
    expect(area.value).to.equal('Because');
    expect(area.placeholder).to.equal('Why?');
    expect(area.required).to.equal(true);
  });

  it('exposes its parts and labels the control', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field label="Name" required></svc-text-field>`,
    );
    for (const part of ['base', 'label', 'control', 'error']) {
      expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).to.exist;
    }
    const input = control(el) as HTMLInputElement;
    expect(input.labels![0].textContent).to.contain('Name');
    expect(input.required).to.equal(true);
  });

  it('maps variants in any spelling, unknown to shortText', async () => {
    expect(normalizeTextFieldVariant('TEXT_FIELD_VARIANT_LONG_TEXT')).to.equal('longText');
    expect(normalizeTextFieldVariant('LONG_TEXT')).to.equal('longText');
    expect(normalizeTextFieldVariant('longtext')).to.equal('longText');
    expect(normalizeTextFieldVariant('TEXT_FIELD_VARIANT_NUMBER')).to.equal('number');
    expect(normalizeTextFieldVariant('OBSCURED')).to.equal('obscured');
    expect(normalizeTextFieldVariant('TEXT_FIELD_VARIANT_SHORT_TEXT')).to.equal('shortText');
    expect(normalizeTextFieldVariant('fancy')).to.equal('shortText');
    expect(normalizeTextFieldVariant(undefined)).to.equal('shortText');
    expect(normalizeTextFieldVariant(7)).to.equal('shortText');

    const el = await fixture<SvcTextField>(html`<svc-text-field label="X"></svc-text-field>`);
    const expected: Array<[string, string, string]> = [
      ['TEXT_FIELD_VARIANT_OBSCURED', 'input', 'password'],
      ['number', 'input', 'number'],
      ['TEXT_FIELD_VARIANT_LONG_TEXT', 'textarea', 'textarea'],
      ['nonsense', 'input', 'text'],
    ];
    for (const [variant, tag, type] of expected) {
      el.variant = variant;
      await el.updateComplete;
      expect(control(el).localName, variant).to.equal(tag);
      expect(control(el).type, variant).to.equal(type);
    }
  });

  it('never invites autofill of saved credentials into an obscured field', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field label="Secret" variant="obscured"></svc-text-field>`,
    );
    const input = control(el) as HTMLInputElement;
    expect(input.type).to.equal('password');
    expect(input.autocomplete).to.equal('new-password');
    // Hints for password-manager extensions that read neither autocomplete value.
    expect(input.hasAttribute('data-1p-ignore')).to.equal(true);
    expect(input.getAttribute('data-lpignore')).to.equal('true');
    // Nothing pairs it with a username, and it belongs to no form.
    expect(input.form).to.equal(null);
    el.variant = 'shortText';
    await el.updateComplete;
    expect((control(el) as HTMLInputElement).autocomplete).not.to.match(/username|password/);
  });

  it('keeps what is typed in an obscured field out of every attribute', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field label="Secret" variant="password"></svc-text-field>`,
    );
    control(el).focus();
    await sendKeys({type: 'hunter2'});
    expect(el.value).to.equal('hunter2');
    for (const node of [el, control(el)]) {
      for (const attr of node.getAttributeNames()) {
        expect(node.getAttribute(attr), attr).not.to.contain('hunter2');
      }
    }
    expect(el.shadowRoot!.textContent).not.to.contain('hunter2');
  });

  it('fires input on each keystroke with the value already updated, and change on commit', async () => {
    const el = await fixture<SvcTextField>(html`<svc-text-field label="Name"></svc-text-field>`);
    const log = record(el, 'input', 'change');
    control(el).focus();
    await sendKeys({type: 'Ada'});
    expect(log).to.deep.equal(['input:A', 'input:Ad', 'input:Ada']);
    control(el).blur();
    expect(log).to.deep.equal(['input:A', 'input:Ad', 'input:Ada', 'change:Ada']);
    expect(el.value).to.equal('Ada');
  });

  it('fires bubbling, composed events that reach the document', async () => {
    const el = await fixture<SvcTextField>(html`<svc-text-field label="Name"></svc-text-field>`);
    let seen: Event | undefined;
    const listener = (e: Event) => (seen = e);
    document.addEventListener('input', listener);
    control(el).focus();
    await sendKeys({type: 'x'});
    document.removeEventListener('input', listener);
    expect(seen?.target).to.equal(el);
    expect(seen?.composed).to.equal(true);
  });

  it('writes a string for the number variant and an empty string when cleared', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field label="Amount" variant="number"></svc-text-field>`,
    );
    control(el).focus();
    await sendKeys({type: '12.5'});
    expect(el.value).to.equal('12.5');
    for (let i = 0; i < 4; i++) await sendKeys({press: 'Backspace'});
    expect(el.value).to.equal('');
  });

  it('says when a number field holds what is not a number', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field label="Amount" variant="number"></svc-text-field>`,
    );
    expect(el.validationMessage).to.equal('');
    control(el).focus();
    await sendKeys({type: '1e'});
    await el.updateComplete;
    expect(el.value).to.equal('');
    expect(el.validationMessage).not.to.equal('');
    expect(errorText(el)).to.equal(el.validationMessage);
    expect(control(el).getAttribute('aria-invalid')).to.equal('true');
    await sendKeys({type: '3'});
    await el.updateComplete;
    expect(el.value).to.equal('1e3');
    expect(el.validationMessage).to.equal('');
    expect(errorText(el)).to.equal('');
  });

  it('fires no event on programmatic sets', async () => {
    const el = await fixture<SvcTextField>(html`<svc-text-field label="Name"></svc-text-field>`);
    const log = record(el, 'input', 'change');
    el.value = 'From the model';
    await el.updateComplete;
    expect(control(el).value).to.equal('From the model');
    expect(log).to.deep.equal([]);
  });

  it('leaves the DOM value alone when the same value comes back, and updates it when it differs', async () => {
    const el = await fixture<SvcTextField>(html`<svc-text-field label="Name"></svc-text-field>`);
    const input = control(el) as HTMLInputElement;
    input.focus();
    await sendKeys({type: 'hello'});
    input.setSelectionRange(2, 2);
    const counter = countValueWrites(input);
    el.value = 'hello';
    await el.updateComplete;
    expect(counter.writes).to.equal(0);
    expect(input.selectionStart).to.equal(2);
    el.value = 'hello world';
    await el.updateComplete;
    expect(counter.writes).to.equal(1);
    expect(input.value).to.equal('hello world');
  });

  it('writes a new value into the control of the current variant after a variant change', async () => {
    const el = await fixture<SvcTextField>(html`<svc-text-field label="Note"></svc-text-field>`);
    el.value = 'one';
    await el.updateComplete;
    el.variant = 'longText';
    await el.updateComplete;
    expect(control(el).localName).to.equal('textarea');
    el.value = 'two\nlines';
    await el.updateComplete;
    expect(control(el).value).to.equal('two\nlines');
    el.variant = 'obscured';
    await el.updateComplete;
    el.value = 'secret';
    await el.updateComplete;
    expect((control(el) as HTMLInputElement).type).to.equal('password');
    expect(control(el).value).to.equal('secret');
  });

  it('clears what a number field could not hold when the model writes a number', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field label="Amount" variant="number" show-errors></svc-text-field>`,
    );
    control(el).focus();
    await sendKeys({type: '1e'});
    await el.updateComplete;
    expect(errorText(el)).not.to.equal('');
    el.value = '7';
    await el.updateComplete;
    expect(control(el).value).to.equal('7');
    expect(errorText(el)).to.equal('');
  });

  it('coerces non-string values for display', async () => {
    const el = await fixture<SvcTextField>(html`<svc-text-field label="N"></svc-text-field>`);
    (el as unknown as {value: unknown}).value = 42;
    await el.updateComplete;
    expect(control(el).value).to.equal('42');
    (el as unknown as {value: unknown}).value = null;
    await el.updateComplete;
    expect(control(el).value).to.equal('');
  });

  it('types multiple lines in the longText variant', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field label="Notes" variant="longText"></svc-text-field>`,
    );
    control(el).focus();
    await sendKeys({type: 'one'});
    await sendKeys({press: 'Enter'});
    await sendKeys({type: 'two'});
    expect(el.value).to.equal('one\ntwo');
  });

  it('shows the error only after the first edit or blur', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field label="Name" error="Name is required"></svc-text-field>`,
    );
    const input = control(el);
    expect(errorText(el)).to.equal('');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(input.hasAttribute('aria-describedby')).to.equal(false);

    input.focus();
    input.blur();
    await el.updateComplete;
    expect(errorText(el)).to.equal('Name is required');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(el.shadowRoot!.getElementById(describedBy)!.textContent).to.contain('Name is required');

    el.error = '';
    await el.updateComplete;
    expect(errorText(el)).to.equal('');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('shows the error after typing, and at once with showErrors', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field label="Email" error="Invalid email"></svc-text-field>`,
    );
    control(el).focus();
    await sendKeys({type: 'a'});
    await el.updateComplete;
    expect(errorText(el)).to.equal('Invalid email');

    const eager = await fixture<SvcTextField>(
      html`<svc-text-field label="Email" error="Invalid email" show-errors></svc-text-field>`,
    );
    expect(errorText(eager)).to.equal('Invalid email');
  });

  it('escapes markup in label, placeholder and error', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    const el = await fixture<SvcTextField>(
      html`<svc-text-field .label=${evil} .placeholder=${evil} .error=${evil} show-errors>
      </svc-text-field>`,
    );
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part~="label"]')!.textContent).to.contain(evil);
  });

  it('is not editable and fires nothing when disabled', async () => {
    const el = await fixture<SvcTextField>(
      html`<svc-text-field label="Name" disabled></svc-text-field>`,
    );
    expect(el.hasAttribute('disabled')).to.equal(true);
    const log = record(el, 'input', 'change');
    const input = control(el);
    expect(input.disabled).to.equal(true);
    input.focus();
    await sendKeys({type: 'abc'});
    expect(el.value).to.equal('');
    expect(log).to.deep.equal([]);

    el.disabled = false;
    await el.updateComplete;
    expect(input.disabled).to.equal(false);
  });
});
