import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/basic/date-time-input.js';
import type {SvcDateTimeInput} from '../../src/components/basic/date-time-input.js';

const control = (el: SvcDateTimeInput) =>
  el.shadowRoot!.querySelector<HTMLInputElement>('[part~="control"]')!;
const errorText = (el: SvcDateTimeInput) =>
  el.shadowRoot!.querySelector('[part~="error"]')!.textContent!.trim();

const pad = (n: number) => String(n).padStart(2, '0');
/** What datetime-local shows for an instant in this browser's time zone. */
const localInput = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function record(el: SvcDateTimeInput) {
  const log: string[] = [];
  for (const t of ['input', 'change']) el.addEventListener(t, () => log.push(`${t}:${el.value}`));
  return log;
}

/** Acts as the user: puts a value into the native input and fires its events. */
function pick(el: SvcDateTimeInput, value: string, events = ['input', 'change']) {
  const input = control(el);
  input.value = value;
  for (const type of events) input.dispatchEvent(new Event(type, {bubbles: true}));
}

describe('svc-date-time-input', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Start date" value="2026-11-22"></svc-date-time-input>`,
    );
    await expect(el).to.be.accessible();
  });

  it('is accessible without a label and with an error shown', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input error="Too early" show-errors></svc-date-time-input>`,
    );
    await expect(el).to.be.accessible();
  });

  it('defaults to an empty date-and-time picker', async () => {
    const el = await fixture<SvcDateTimeInput>(html`<svc-date-time-input></svc-date-time-input>`);
    expect(el.label).to.equal('');
    expect(el.value).to.equal('');
    expect(el.min).to.equal('');
    expect(el.max).to.equal('');
    expect(el.mode).to.equal('');
    expect(el.inputType).to.equal('');
    expect(el.error).to.equal('');
    expect(el.showErrors).to.equal(false);
    expect(el.disabled).to.equal(false);
    expect(el.effectiveMode).to.equal('datetime');
    expect(control(el).type).to.equal('datetime-local');
    expect(control(el).value).to.equal('');
  });

  it('reads its attributes into properties', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input
        label="Start"
        value="2026-12-01"
        min="2026-11-22"
        max="2027-12-31"
        mode="date"
        input-type="TIME"
        error="Too late"
        show-errors
        disabled
      ></svc-date-time-input>`,
    );
    expect(el.label).to.equal('Start');
    expect(el.value).to.equal('2026-12-01');
    expect(el.min).to.equal('2026-11-22');
    expect(el.max).to.equal('2027-12-31');
    expect(el.mode).to.equal('date');
    expect(el.inputType).to.equal('TIME');
    expect(el.error).to.equal('Too late');
    expect(el.showErrors).to.equal(true);
    expect(el.disabled).to.equal(true);
    const input = control(el);
    expect(input.type).to.equal('date');
    expect(input.value).to.equal('2026-12-01');
    expect(input.min).to.equal('2026-11-22');
    expect(input.max).to.equal('2027-12-31');
    expect(input.disabled).to.equal(true);
  });

  it('exposes its parts and labels the control', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Start"></svc-date-time-input>`,
    );
    for (const part of ['base', 'label', 'control', 'error']) {
      expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).to.exist;
    }
    expect(control(el).labels![0].textContent).to.equal('Start');
  });

  it('picks the mode from mode, inputType, or the shape of value, min and max', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="When"></svc-date-time-input>`,
    );
    const cases: Array<[Partial<SvcDateTimeInput>, string]> = [
      [{value: '2025-01-01'}, 'date'],
      [{value: '10:30'}, 'time'],
      [{value: '2025-01-01T10:30:00Z'}, 'datetime-local'],
      [{value: '', min: '09:00'}, 'time'],
      [{value: '', min: '', max: '2025-01-01'}, 'date'],
      [{value: '2025-01-01', max: '', mode: 'TIME'}, 'time'],
      [{mode: 'DATE_TIME'}, 'datetime-local'],
      [{mode: '', inputType: 'DATE'}, 'date'],
      [{mode: 'time', inputType: 'DATE'}, 'time'],
      [{mode: 'sometimes', inputType: '', value: '2025-02-03'}, 'date'],
    ];
    for (const [props, type] of cases) {
      Object.assign(el, props);
      await el.updateComplete;
      expect(control(el).type, JSON.stringify(props)).to.equal(type);
    }
  });

  it('keeps the inferred mode when the user clears the value', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Due" value="2025-01-01"></svc-date-time-input>`,
    );
    const log = record(el);
    pick(el, '');
    await el.updateComplete;
    expect(el.value).to.equal('');
    expect(log).to.deep.equal(['input:', 'change:']);
    expect(control(el).type).to.equal('date');
  });

  it('shows a value with Z in local time and writes the edit back in UTC', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Due" value="2025-12-15T17:00:00Z"></svc-date-time-input>`,
    );
    expect(control(el).type).to.equal('datetime-local');
    expect(control(el).value).to.equal(localInput(Date.UTC(2025, 11, 15, 17)));
    const log = record(el);
    pick(el, '2025-12-16T09:30');
    const utc = `${new Date(2025, 11, 16, 9, 30).toISOString().slice(0, 19)}Z`;
    expect(el.value).to.equal(utc);
    expect(log).to.deep.equal([`input:${utc}`, `change:${utc}`]);
  });

  it('converts an offset to local time', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input
        label="Due"
        value="2025-12-15T17:00:00+02:00"
      ></svc-date-time-input>`,
    );
    expect(control(el).value).to.equal(localInput(Date.UTC(2025, 11, 15, 15)));
  });

  it('keeps plain values plain', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Meet" value="2025-12-15T17:00"></svc-date-time-input>`,
    );
    expect(control(el).value).to.equal('2025-12-15T17:00');
    pick(el, '2025-12-15T18:15');
    expect(el.value).to.equal('2025-12-15T18:15');

    el.value = '08:00';
    await el.updateComplete;
    expect(control(el).type).to.equal('time');
    pick(el, '08:45');
    expect(el.value).to.equal('08:45');
  });

  it('writes UTC again after a zoned value was cleared', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Due" value="2025-12-15T17:00:00Z"></svc-date-time-input>`,
    );
    pick(el, '');
    expect(el.value).to.equal('');
    await el.updateComplete;
    pick(el, '2025-12-20T10:00');
    expect(el.value).to.equal(`${new Date(2025, 11, 20, 10).toISOString().slice(0, 19)}Z`);
  });

  it('limits the picker with min and max in the control mode', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input
        label="Start"
        mode="datetime"
        min="2026-11-22"
        max="2027-12-31"
      ></svc-date-time-input>`,
    );
    expect(control(el).min).to.equal('2026-11-22T00:00');
    expect(control(el).max).to.equal('2027-12-31T23:59:59');
    el.min = 'garbage';
    await el.updateComplete;
    expect(control(el).hasAttribute('min')).to.equal(false);
  });

  it('says so visibly when it cannot show the value, and does not throw', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Due" value="next tuesday"></svc-date-time-input>`,
    );
    const note = () => el.shadowRoot!.querySelector<HTMLElement>('[part~="note"]');
    expect(control(el).value).to.equal('');
    expect(note()!.textContent!.trim()).to.equal(
      'Could not read “next tuesday” as a date and time.',
    );
    expect(note()!.checkVisibility()).to.equal(true);
    expect(control(el).getAttribute('aria-describedby')).to.contain(note()!.id);
    await expect(el).to.be.accessible();
    el.mode = 'date';
    await el.updateComplete;
    expect(note()!.textContent!.trim()).to.equal('Could not read “next tuesday” as a date.');
    (el as unknown as {value: unknown}).value = {not: 'a date'};
    await el.updateComplete;
    expect(control(el).value).to.equal('');
    expect(note()!.textContent).to.contain('Could not read');
    el.value = 'x'.repeat(200);
    await el.updateComplete;
    expect(note()!.textContent!.length).to.be.lessThan(120);
    el.value = '2026-11-24';
    await el.updateComplete;
    expect(control(el).value).to.equal('2026-11-24');
    expect(note()).to.equal(null);
    el.value = '';
    await el.updateComplete;
    expect(note()).to.equal(null);
  });

  it('fires no event on programmatic sets and does not rewrite an equal DOM value', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Due" value="2025-12-15"></svc-date-time-input>`,
    );
    const log = record(el);
    const input = control(el);
    const desc = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    let writes = 0;
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => desc.get!.call(input),
      set: (v: string) => {
        writes++;
        desc.set!.call(input, v);
      },
    });
    pick(el, '2025-12-20', ['input']);
    writes = 0;
    el.value = '2025-12-20';
    await el.updateComplete;
    expect(writes).to.equal(0);
    el.value = '2026-01-05';
    await el.updateComplete;
    expect(writes).to.equal(1);
    expect(input.value).to.equal('2026-01-05');
    expect(log).to.deep.equal(['input:2025-12-20']);
  });

  it('changes the value with the arrow keys', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Due" value="2025-06-15"></svc-date-time-input>`,
    );
    const log = record(el);
    control(el).focus();
    await sendKeys({press: 'ArrowUp'});
    expect(el.value).to.match(/^\d{4}-\d{2}-\d{2}$/);
    expect(el.value).to.not.equal('2025-06-15');
    expect(log[0]).to.equal(`input:${el.value}`);
  });

  it('shows the error only after an edit or blur, or at once with showErrors', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Due" error="Pick a later date"></svc-date-time-input>`,
    );
    expect(errorText(el)).to.equal('');
    control(el).focus();
    control(el).blur();
    await el.updateComplete;
    expect(errorText(el)).to.equal('Pick a later date');
    expect(control(el).getAttribute('aria-invalid')).to.equal('true');
    const id = control(el).getAttribute('aria-describedby')!;
    expect(el.shadowRoot!.getElementById(id)!.textContent).to.contain('Pick a later date');

    const eager = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Due" error="Pick a later date" show-errors>
      </svc-date-time-input>`,
    );
    expect(errorText(eager)).to.equal('Pick a later date');
  });

  it('says when a date is entered only in part, once the input is left', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Start" mode="date"></svc-date-time-input>`,
    );
    expect(el.validationMessage).to.equal('');
    control(el).focus();
    await sendKeys({type: '11'}); // the month only
    expect(el.value).to.equal('');
    expect(el.validationMessage).not.to.equal('');
    control(el).blur();
    await el.updateComplete;
    expect(errorText(el)).to.equal(el.validationMessage);
    expect(control(el).getAttribute('aria-invalid')).to.equal('true');

    control(el).focus();
    await sendKeys({type: '11222026'}); // back at the month: all of it
    await el.updateComplete;
    expect(el.value).to.equal('2026-11-22');
    expect(el.validationMessage).to.equal('');
    expect(errorText(el)).to.equal('');
  });

  it('cannot be changed with the keyboard when disabled', async () => {
    const el = await fixture<SvcDateTimeInput>(
      html`<svc-date-time-input label="Due" value="2025-06-15" disabled></svc-date-time-input>`,
    );
    expect(el.hasAttribute('disabled')).to.equal(true);
    expect(control(el).disabled).to.equal(true);
    const log = record(el);
    control(el).focus();
    await sendKeys({press: 'ArrowUp'});
    expect(el.value).to.equal('2025-06-15');
    expect(log).to.deep.equal([]);
  });
});
