import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/basic/progress-bar.js';
import {progressFraction, progressPercent} from '../../src/components/basic/progress-bar.js';
import type {SvcProgressBar} from '../../src/components/basic/progress-bar.js';

const part = (el: SvcProgressBar, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const bar = (el: SvcProgressBar) =>
  el.shadowRoot!.querySelector<HTMLElement>('[role="progressbar"]')!;

describe('svc-progress-bar', () => {
  it('is accessible, determinate and indeterminate', async () => {
    const el = await fixture<SvcProgressBar>(
      html`<svc-progress-bar label="Syncing users" value="40"></svc-progress-bar>`,
    );
    await expect(el).to.be.accessible();
    el.value = undefined;
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('defaults to an indeterminate 0..100 bar named "Progress"', async () => {
    const el = await fixture<SvcProgressBar>(html`<svc-progress-bar></svc-progress-bar>`);
    expect(el.label).to.equal('');
    expect(el.value).to.equal(undefined);
    expect(el.min).to.equal(0);
    expect(el.max).to.equal(100);
    expect(el.matches(':state(indeterminate)')).to.be.true;
    expect(bar(el).getAttribute('aria-label')).to.equal('Progress');
    expect(bar(el).hasAttribute('aria-valuenow')).to.be.false;
    expect(part(el, 'value').textContent).to.equal('');
  });

  it('reads attributes into properties and shows the percent', async () => {
    const el = await fixture<SvcProgressBar>(
      html`<svc-progress-bar label="Import" value="3" min="1" max="5"></svc-progress-bar>`,
    );
    expect(el.label).to.equal('Import');
    expect(el.value).to.equal(3);
    expect(el.min).to.equal(1);
    expect(el.max).to.equal(5);
    expect(part(el, 'value').textContent).to.equal('50%');
    expect(bar(el).getAttribute('aria-valuenow')).to.equal('50');
    expect(bar(el).getAttribute('aria-valuemin')).to.equal('0');
    expect(bar(el).getAttribute('aria-valuemax')).to.equal('100');
    expect(el.matches(':state(indeterminate)')).to.be.false;
  });

  it('is named by its label', async () => {
    const el = await fixture<SvcProgressBar>(
      html`<svc-progress-bar label="Syncing users" value="10"></svc-progress-bar>`,
    );
    const id = bar(el).getAttribute('aria-labelledby')!;
    expect(el.shadowRoot!.getElementById(id)!.textContent).to.equal('Syncing users');
    expect(bar(el).hasAttribute('aria-label')).to.be.false;
  });

  it('fills the track by the computed fraction', async () => {
    const el = await fixture<SvcProgressBar>(
      html`<svc-progress-bar value="25" style="width: 400px"></svc-progress-bar>`,
    );
    expect(part(el, 'indicator').getBoundingClientRect().width).to.be.closeTo(100, 0.5);
    el.value = 200;
    await el.updateComplete;
    part(el, 'indicator').style.transition = 'none';
    expect(part(el, 'indicator').getBoundingClientRect().width).to.be.closeTo(400, 0.5);
    expect(part(el, 'value').textContent).to.equal('100%');
  });

  it('clamps and coerces', () => {
    expect(progressFraction(50, 0, 100)).to.equal(0.5);
    expect(progressFraction(-5, 0, 100)).to.equal(0);
    expect(progressFraction(150, 0, 100)).to.equal(1);
    expect(progressFraction('30', '0', '60')).to.equal(0.5);
    expect(progressFraction(5, undefined, null)).to.equal(0.05);
    expect(progressFraction(5, 'x', 'y')).to.equal(0.05);
    expect(progressFraction(10, 10, 10)).to.equal(1);
    expect(progressFraction(9, 10, 10)).to.equal(0);
    expect(progressFraction(undefined, 0, 100)).to.equal(undefined);
    expect(progressFraction(null, 0, 100)).to.equal(undefined);
    expect(progressFraction('', 0, 100)).to.equal(undefined);
    expect(progressFraction('abc', 0, 100)).to.equal(undefined);
    expect(progressFraction(Number.NaN, 0, 100)).to.equal(undefined);
    expect(progressFraction(Infinity, 0, 100)).to.equal(undefined);
    expect(progressPercent(0)).to.equal(0);
    expect(progressPercent(0.001)).to.equal(1);
    expect(progressPercent(0.426)).to.equal(43);
    expect(progressPercent(0.999)).to.equal(99);
    expect(progressPercent(1)).to.equal(100);
  });

  it('goes indeterminate for a non-finite value, and back', async () => {
    const el = await fixture<SvcProgressBar>(
      html`<svc-progress-bar label="Sync" value="10"></svc-progress-bar>`,
    );
    (el as unknown as {value: unknown}).value = 'soon';
    await el.updateComplete;
    expect(el.matches(':state(indeterminate)')).to.be.true;
    expect(bar(el).hasAttribute('aria-valuenow')).to.be.false;
    expect(bar(el).getAttribute('aria-busy')).to.equal('true');
    expect(part(el, 'value').textContent).to.equal('');
    (el as unknown as {value: unknown}).value = '75';
    await el.updateComplete;
    expect(el.matches(':state(indeterminate)')).to.be.false;
    expect(bar(el).getAttribute('aria-valuenow')).to.equal('75');
    expect(bar(el).hasAttribute('aria-busy')).to.be.false;
  });

  it('animates while indeterminate', async () => {
    const el = await fixture<SvcProgressBar>(html`<svc-progress-bar></svc-progress-bar>`);
    // Chromium in the test runner does not ask for reduced motion.
    expect(getComputedStyle(part(el, 'indicator')).animationName).to.equal('slide');
  });

  it('has its parts', async () => {
    const el = await fixture<SvcProgressBar>(
      html`<svc-progress-bar label="A" value="1"></svc-progress-bar>`,
    );
    for (const name of ['base', 'header', 'label', 'value', 'track', 'indicator']) {
      expect(part(el, name), name).to.exist;
    }
    expect(part(el, 'track')).to.equal(bar(el));
  });

  it('escapes its label and fires nothing', async () => {
    const el = await fixture<SvcProgressBar>(
      html`<svc-progress-bar .label=${'<i>x</i>'} value="1"></svc-progress-bar>`,
    );
    let count = 0;
    for (const type of ['change', 'input', 'click']) el.addEventListener(type, () => count++);
    el.value = 50;
    await el.updateComplete;
    expect(count).to.equal(0);
    expect(part(el, 'label').textContent).to.equal('<i>x</i>');
    expect(part(el, 'label').querySelector('i')).to.equal(null);
  });
});
