import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys, sendMouse} from '@web/test-runner-commands';
import '../../src/components/basic/slider.js';
import type {SvcSlider} from '../../src/components/basic/slider.js';

const range = (el: SvcSlider) =>
  el.shadowRoot!.querySelector<HTMLInputElement>('[part~="control"]')!;
const shown = (el: SvcSlider) => el.shadowRoot!.querySelector('[part~="value"]')!.textContent;
const errorText = (el: SvcSlider) =>
  el.shadowRoot!.querySelector('[part~="error"]')!.textContent!.trim();

function record(el: SvcSlider) {
  const log: string[] = [];
  for (const t of ['input', 'change']) {
    el.addEventListener(t, () => log.push(`${t}:${typeof el.value}:${el.value}`));
  }
  return log;
}

describe('svc-slider', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcSlider>(html`<svc-slider label="Volume" value="40"></svc-slider>`);
    await expect(el).to.be.accessible();
  });

  it('is accessible without a label and with an error shown', async () => {
    const el = await fixture<SvcSlider>(
      html`<svc-slider error="Too loud" show-errors></svc-slider>`,
    );
    await expect(el).to.be.accessible();
  });

  it('defaults to 0..100, any step, showing min', async () => {
    const el = await fixture<SvcSlider>(html`<svc-slider></svc-slider>`);
    expect(el.label).to.equal('');
    expect(el.value).to.equal(undefined);
    expect(el.min).to.equal(0);
    expect(el.max).to.equal(100);
    expect(el.step).to.equal(undefined);
    expect(el.disabled).to.equal(false);
    const input = range(el);
    expect(input.type).to.equal('range');
    expect(input.min).to.equal('0');
    expect(input.max).to.equal('100');
    expect(input.step).to.equal('any');
    expect(input.value).to.equal('0');
    expect(shown(el)).to.equal('0');
  });

  it('reads its attributes into properties', async () => {
    const el = await fixture<SvcSlider>(
      html`<svc-slider
        label="Volume"
        value="15"
        min="10"
        max="20"
        step="5"
        error="Too loud"
        show-errors
        disabled
      ></svc-slider>`,
    );
    expect(el.label).to.equal('Volume');
    expect(el.value).to.equal(15);
    expect(el.min).to.equal(10);
    expect(el.max).to.equal(20);
    expect(el.step).to.equal('5');
    expect(el.error).to.equal('Too loud');
    expect(el.showErrors).to.equal(true);
    expect(el.disabled).to.equal(true);
    const input = range(el);
    expect([input.min, input.max, input.step, input.value]).to.deep.equal(['10', '20', '5', '15']);
    expect(input.disabled).to.equal(true);
  });

  it('exposes its parts, labels the control and shows the value', async () => {
    const el = await fixture<SvcSlider>(html`<svc-slider label="Volume" value="40"></svc-slider>`);
    for (const part of ['base', 'header', 'label', 'value', 'control', 'error']) {
      expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).to.exist;
    }
    expect(range(el).labels![0].textContent).to.equal('Volume');
    expect(shown(el)).to.equal('40');
    expect(range(el).getAttribute('aria-valuetext')).to.equal('40');
  });

  it('coerces strings and junk for value, min, max and step', async () => {
    const el = await fixture<SvcSlider>(html`<svc-slider label="Level"></svc-slider>`);
    const loose = el as unknown as Record<string, unknown>;
    Object.assign(loose, {min: '0', max: '1', step: '0.25', value: '0.5'});
    await el.updateComplete;
    expect([range(el).min, range(el).max, range(el).step, range(el).value]).to.deep.equal([
      '0',
      '1',
      '0.25',
      '0.5',
    ]);
    Object.assign(loose, {min: 'abc', max: null, step: -3, value: 'lots'});
    await el.updateComplete;
    expect([range(el).min, range(el).max, range(el).step, range(el).value]).to.deep.equal([
      '0',
      '100',
      'any',
      '0',
    ]);
    Object.assign(loose, {min: 5, max: 1, value: 9});
    await el.updateComplete;
    expect(range(el).value).to.equal('5');
  });

  it('shows min for a missing value and clamps out-of-range values', async () => {
    const el = await fixture<SvcSlider>(
      html`<svc-slider label="L" min="10" max="20"></svc-slider>`,
    );
    expect(range(el).value).to.equal('10');
    el.value = 50;
    await el.updateComplete;
    expect(range(el).value).to.equal('20');
    expect(shown(el)).to.equal('20');
  });

  it('allows fractions in a 0..1 slider without a step', async () => {
    const el = await fixture<SvcSlider>(
      html`<svc-slider label="Progress" max="1" .value=${0.37}></svc-slider>`,
    );
    expect(range(el).value).to.equal('0.37');
    expect(shown(el)).to.equal('0.37');
  });

  it('snaps the shown value to the step like the thumb', async () => {
    const el = await fixture<SvcSlider>(
      html`<svc-slider label="L" step="5" .value=${53}></svc-slider>`,
    );
    expect(range(el).value).to.equal('55');
    expect(shown(el)).to.equal('55');
  });

  it('fires input and change with a number while the user drags', async () => {
    const el = await fixture<SvcSlider>(
      html`<svc-slider label="Volume" step="10" style="width: 300px"></svc-slider>`,
    );
    const log = record(el);
    const r = range(el).getBoundingClientRect();
    const y = Math.round(r.top + r.height / 2);
    await sendMouse({type: 'move', position: [Math.round(r.left + 2), y]});
    await sendMouse({type: 'down'});
    await sendMouse({type: 'move', position: [Math.round(r.left + r.width / 2), y]});
    await sendMouse({type: 'move', position: [Math.round(r.right - 2), y]});
    await sendMouse({type: 'up'});
    expect(el.value).to.equal(100);
    expect(log.filter((l) => l.startsWith('input')).length).to.be.at.least(2);
    expect(log[log.length - 1]).to.equal('change:number:100');
    expect(log.every((l) => l.includes(':number:'))).to.equal(true);
    expect(shown(el)).to.equal('100');
  });

  it('moves by the step with the arrow keys', async () => {
    const el = await fixture<SvcSlider>(
      html`<svc-slider label="Volume" step="5" value="50"></svc-slider>`,
    );
    const log = record(el);
    range(el).focus();
    await sendKeys({press: 'ArrowRight'});
    expect(el.value).to.equal(55);
    await sendKeys({press: 'ArrowLeft'});
    await sendKeys({press: 'ArrowLeft'});
    expect(el.value).to.equal(45);
    expect(log).to.deep.equal([
      'input:number:55',
      'change:number:55',
      'input:number:50',
      'change:number:50',
      'input:number:45',
      'change:number:45',
    ]);
  });

  it('moves within a 0..1 range with the arrow keys when no step is given', async () => {
    const el = await fixture<SvcSlider>(
      html`<svc-slider label="Progress" max="1" .value=${0.5}></svc-slider>`,
    );
    range(el).focus();
    await sendKeys({press: 'ArrowRight'});
    expect(el.value).to.be.greaterThan(0.5);
    expect(el.value).to.be.lessThan(1);
  });

  it('fires no event on programmatic sets', async () => {
    const el = await fixture<SvcSlider>(html`<svc-slider label="Volume"></svc-slider>`);
    const log = record(el);
    el.value = 70;
    await el.updateComplete;
    expect(range(el).value).to.equal('70');
    expect(shown(el)).to.equal('70');
    expect(log).to.deep.equal([]);
  });

  it('shows the error only after the user moved or left it, or at once with showErrors', async () => {
    const el = await fixture<SvcSlider>(
      html`<svc-slider label="Volume" error="Too loud"></svc-slider>`,
    );
    expect(errorText(el)).to.equal('');
    range(el).focus();
    range(el).blur();
    await el.updateComplete;
    expect(errorText(el)).to.equal('Too loud');
    expect(range(el).getAttribute('aria-invalid')).to.equal('true');
    const id = range(el).getAttribute('aria-describedby')!;
    expect(el.shadowRoot!.getElementById(id)!.textContent).to.contain('Too loud');
    const eager = await fixture<SvcSlider>(
      html`<svc-slider label="Volume" error="Too loud" show-errors></svc-slider>`,
    );
    expect(errorText(eager)).to.equal('Too loud');
  });

  it('does not move when disabled', async () => {
    const el = await fixture<SvcSlider>(
      html`<svc-slider label="Volume" value="50" disabled></svc-slider>`,
    );
    expect(el.hasAttribute('disabled')).to.equal(true);
    const log = record(el);
    range(el).focus();
    await sendKeys({press: 'ArrowRight'});
    const r = range(el).getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(r.right - 2), Math.round(r.top + r.height / 2)],
    });
    expect(el.value).to.equal(50);
    expect(log).to.deep.equal([]);
  });
});
