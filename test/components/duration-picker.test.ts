import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/svc/duration-picker.js';
import type {SvcDurationPicker} from '../../src/components/svc/duration-picker.js';
import {formatDuration, toSeconds} from '../../src/components/svc/internal/duration.js';

const shadow = (el: SvcDurationPicker) => el.shadowRoot!;
const part = (el: SvcDurationPicker, name: string) =>
  shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const presetLabels = (el: SvcDurationPicker) =>
  [...shadow(el).querySelectorAll('[part~="preset"]')].map((p) => p.textContent!.trim());
const radio = (el: SvcDurationPicker, text: string) =>
  [...shadow(el).querySelectorAll<HTMLLabelElement>('[part~="preset"]')]
    .find((p) => p.textContent!.trim() === text)!
    .querySelector('input')!;

/** Counts `input` and `change` events that reach the host's parent. */
function recordEvents(el: HTMLElement) {
  const seen: string[] = [];
  const parent = el.parentElement!;
  parent.addEventListener('input', () => seen.push('input'));
  parent.addEventListener('change', () => seen.push('change'));
  return seen;
}

async function typeAmount(el: SvcDurationPicker, text: string) {
  const amount = part(el, 'amount') as HTMLInputElement;
  amount.focus();
  amount.select();
  await sendKeys({type: text});
  await el.updateComplete;
}

describe('svc-duration-picker', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker
        label="Duration"
        value="28800"
        max-duration-seconds="604800"
      ></svc-duration-picker>`,
    );
    await expect(el).to.be.accessible();
    radio(el, 'Custom').click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('has no value by default and says so', async () => {
    const el = await fixture<SvcDurationPicker>(html`<svc-duration-picker></svc-duration-picker>`);
    expect(el.value).to.equal(undefined);
    expect(part(el, 'label')!.textContent).to.equal('Duration');
    expect(part(el, 'summary')!.textContent!.trim()).to.equal('No duration chosen');
    expect(part(el, 'hint')).to.equal(null);
    expect(part(el, 'custom')).to.equal(null);
    expect(presetLabels(el)).to.include.members([
      '1 hour',
      '8 hours',
      '1 day',
      '30 days',
      'Custom',
    ]);
  });

  it('reads attributes and shows the value in words', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker
        label="How long?"
        value="28800"
        max-duration-seconds="604800"
      ></svc-duration-picker>`,
    );
    expect(el.value).to.equal(28800);
    expect(part(el, 'label')!.textContent).to.equal('How long?');
    expect(part(el, 'summary')!.textContent!.trim()).to.equal('8 hours');
    expect(part(el, 'hint')!.textContent).to.equal('Up to 1 week');
    expect(radio(el, '8 hours').checked).to.equal(true);
  });

  it('offers only the presets under the maximum', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker .maxDurationSeconds=${'86400'}></svc-duration-picker>`,
    );
    expect(presetLabels(el)).to.deep.equal(['1 hour', '4 hours', '8 hours', '1 day', 'Custom']);
    el.maxDurationSeconds = 3 * 86400;
    await el.updateComplete;
    expect(presetLabels(el)).to.include('3 days');
    expect(presetLabels(el)).not.to.include('1 week');
  });

  it('coerces numeric and int64 strings and ignores junk', async () => {
    const el = await fixture<SvcDurationPicker>(html`<svc-duration-picker></svc-duration-picker>`);
    (el as unknown as {value: unknown}).value = '604800';
    await el.updateComplete;
    expect(el.value).to.equal(604800);
    expect(part(el, 'summary')!.textContent!.trim()).to.equal('1 week');
    (el as unknown as {value: unknown}).value = 'soon';
    await el.updateComplete;
    expect(el.value).to.equal(undefined);
    (el as unknown as {value: unknown}).value = {seconds: 3};
    await el.updateComplete;
    expect(el.value).to.equal(undefined);
    expect(part(el, 'summary')!.textContent!.trim()).to.equal('No duration chosen');
  });

  it('writes seconds and fires input then change when a preset is chosen', async () => {
    const el = await fixture<SvcDurationPicker>(html`<svc-duration-picker></svc-duration-picker>`);
    const seen = recordEvents(el);
    setTimeout(() => radio(el, '4 hours').click());
    await oneEvent(el, 'change');
    expect(el.value).to.equal(14400);
    expect(typeof el.value).to.equal('number');
    expect(seen).to.deep.equal(['input', 'change']);
    await el.updateComplete;
    expect(part(el, 'summary')!.textContent!.trim()).to.equal('4 hours');
    await el.updateComplete;
    expect(el.value).to.equal(14400);
  });

  it('fires nothing when the value is set by code', async () => {
    const el = await fixture<SvcDurationPicker>(html`<svc-duration-picker></svc-duration-picker>`);
    const seen = recordEvents(el);
    el.value = 3600;
    el.maxDurationSeconds = 86400;
    await el.updateComplete;
    expect(seen).to.deep.equal([]);
    expect(radio(el, '1 hour').checked).to.equal(true);
  });

  it('moves between presets with the arrow keys', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker value="3600"></svc-duration-picker>`,
    );
    radio(el, '1 hour').focus();
    setTimeout(() => sendKeys({press: 'ArrowRight'}));
    await oneEvent(el, 'change');
    expect(el.value).to.equal(4 * 3600);
  });

  it('stays a radio group when arrowing onto Custom; Tab reaches its labelled fields', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker
        value="604800"
        max-duration-seconds="604800"
      ></svc-duration-picker>`,
    );
    radio(el, '1 week').focus();
    await sendKeys({press: 'ArrowRight'});
    await el.updateComplete;
    expect(radio(el, 'Custom').checked).to.equal(true);
    expect(shadow(el).activeElement).to.equal(radio(el, 'Custom'));
    // Arrowing on goes round the group, never into the fields.
    await sendKeys({press: 'ArrowRight'});
    await el.updateComplete;
    expect(shadow(el).activeElement!.getAttribute('type')).to.equal('radio');
    await sendKeys({press: 'ArrowLeft'});
    await el.updateComplete;
    await sendKeys({press: 'Tab'});
    expect(shadow(el).activeElement).to.equal(part(el, 'amount'));
    // Both fields say what they are, on screen.
    const labels = [...shadow(el).querySelectorAll<HTMLLabelElement>('[part~="custom-label"]')];
    expect(labels.map((l) => l.textContent!.trim())).to.deep.equal(['Custom duration', 'Unit']);
    for (const label of labels) {
      expect(label.checkVisibility()).to.equal(true);
      expect(label.getBoundingClientRect().width).to.be.greaterThan(10);
    }
  });

  it('takes a custom number and unit', async () => {
    const el = await fixture<SvcDurationPicker>(html`<svc-duration-picker></svc-duration-picker>`);
    radio(el, 'Custom').click();
    await el.updateComplete;
    await el.updateComplete;
    (part(el, 'amount') as HTMLInputElement).focus();
    const seen = recordEvents(el);
    await sendKeys({type: '10'});
    expect(el.value).to.equal(36000);
    expect(seen.filter((t) => t === 'input').length).to.be.greaterThan(0);
    expect(seen).not.to.include('change');
    const unit = part(el, 'unit') as HTMLSelectElement;
    unit.value = 'day';
    unit.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.value).to.equal(10 * 86400);
    expect(seen.at(-1)).to.equal('change');
    expect(part(el, 'summary')!.textContent!.trim()).to.equal('10 days');
  });

  it('refuses a custom value above the maximum: no stale value, invalid, message shown', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker value="86400" max-duration-seconds="604800"></svc-duration-picker>`,
    );
    expect(el.invalid).to.equal(false);
    expect(el.validationMessage).to.equal('');
    radio(el, 'Custom').click();
    await el.updateComplete;
    const unit = part(el, 'unit') as HTMLSelectElement;
    expect(unit.value).to.equal('day');
    const seen = recordEvents(el);
    await typeAmount(el, '10');
    // The previous 86,400 is gone: a bound model holds no number an action could send.
    expect(el.value).to.equal(undefined);
    expect(seen).to.include('input');
    (part(el, 'amount') as HTMLInputElement).blur();
    await el.updateComplete;
    expect(seen.at(-1)).to.equal('change');
    expect(el.value).to.equal(undefined);
    expect(el.invalid).to.equal(true);
    expect(el.matches(':state(invalid)')).to.equal(true);
    expect(el.validationMessage).to.contain('the longest you can choose is 1 week');
    expect(part(el, 'error')!.textContent).to.contain('the longest you can choose is 1 week');
    expect(part(el, 'amount')!.getAttribute('aria-invalid')).to.equal('true');
    expect(part(el, 'summary')!.textContent!.trim()).to.equal('No duration chosen');
    await typeAmount(el, '7');
    expect(el.value).to.equal(604800);
    expect(el.invalid).to.equal(false);
    expect(el.matches(':state(invalid)')).to.equal(false);
    expect(el.validationMessage).to.equal('');
    expect(part(el, 'error')!.textContent).to.equal('');
  });

  it('refuses a zero custom duration the same way', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker value="3600"></svc-duration-picker>`,
    );
    radio(el, 'Custom').click();
    await el.updateComplete;
    const seen = recordEvents(el);
    await typeAmount(el, '0');
    const amount = part(el, 'amount') as HTMLInputElement;
    amount.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(el.value).to.equal(undefined);
    expect(seen).to.deep.equal(['input', 'change']);
    expect(el.invalid).to.equal(true);
    expect(part(el, 'error')!.textContent).to.contain('greater than 0');
  });

  it('is invalid while a value set from outside is above the maximum', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker
        value="2592000"
        max-duration-seconds="604800"
      ></svc-duration-picker>`,
    );
    expect(el.invalid).to.equal(true);
    expect(el.validationMessage).to.contain('longer than the maximum of 1 week');
    el.value = 86400;
    await el.updateComplete;
    expect(el.invalid).to.equal(false);
  });

  it('keeps what the user typed when the same value comes back', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker value="3600"></svc-duration-picker>`,
    );
    radio(el, 'Custom').click();
    await el.updateComplete;
    await typeAmount(el, '1.50');
    expect(el.value).to.equal(5400);
    el.value = 5400;
    await el.updateComplete;
    expect((part(el, 'amount') as HTMLInputElement).value).to.equal('1.50');
    el.value = 14400;
    await el.updateComplete;
    expect(radio(el, 'Custom').checked).to.equal(false);
    expect(radio(el, '4 hours').checked).to.equal(true);
    expect(part(el, 'summary')!.textContent!.trim()).to.equal('4 hours');
    await el.updateComplete;
    expect(el.value).to.equal(14400);
  });

  it('shows a value that fits no preset as custom', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker value="5400"></svc-duration-picker>`,
    );
    expect(radio(el, 'Custom').checked).to.equal(true);
    expect((part(el, 'amount') as HTMLInputElement).value).to.equal('90');
    expect((part(el, 'unit') as HTMLSelectElement).value).to.equal('minute');
    expect(part(el, 'summary')!.textContent!.trim()).to.equal('1 hour and 30 minutes');
  });

  it('flags a bound value above the maximum', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker
        value="2592000"
        max-duration-seconds="604800"
      ></svc-duration-picker>`,
    );
    expect(part(el, 'error')!.textContent).to.contain('longer than the maximum of 1 week');
  });

  it('shows the host error once touched or when asked', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker error="Pick a duration"></svc-duration-picker>`,
    );
    expect(part(el, 'error')!.textContent).to.equal('');
    el.showErrors = true;
    await el.updateComplete;
    expect(part(el, 'error')!.textContent).to.equal('Pick a duration');
  });

  it('cannot be changed when disabled', async () => {
    const el = await fixture<SvcDurationPicker>(
      html`<svc-duration-picker disabled value="3600"></svc-duration-picker>`,
    );
    const seen = recordEvents(el);
    radio(el, '1 day').click();
    await el.updateComplete;
    expect(el.value).to.equal(3600);
    expect(seen).to.deep.equal([]);
  });
});

describe('duration helpers', () => {
  it('formats durations in words', () => {
    expect(formatDuration(3600)).to.equal('1 hour');
    expect(formatDuration(28800)).to.equal('8 hours');
    expect(formatDuration(86400)).to.equal('1 day');
    expect(formatDuration(604800)).to.equal('1 week');
    expect(formatDuration(2592000)).to.equal('30 days');
    expect(formatDuration(90000)).to.equal('1 day and 1 hour');
    expect(formatDuration(0)).to.equal('');
    expect(formatDuration(undefined)).to.equal('');
  });

  it('reads seconds from numbers and strings', () => {
    expect(toSeconds(28800)).to.equal(28800);
    expect(toSeconds('28800')).to.equal(28800);
    expect(toSeconds('9007199254740993')).to.be.a('number');
    expect(toSeconds('3600s')).to.equal(3600);
    expect(toSeconds('-5')).to.equal(undefined);
    expect(toSeconds('')).to.equal(undefined);
    expect(toSeconds(null)).to.equal(undefined);
    expect(toSeconds(Number.NaN)).to.equal(undefined);
  });
});
