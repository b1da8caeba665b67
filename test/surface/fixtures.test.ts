import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcButton} from '../../src/components/basic/button.js';
import type {SvcTextField} from '../../src/components/basic/text-field.js';
import type {SvcDurationPicker} from '../../src/components/svc/duration-picker.js';
import {loadSurface, part} from './helpers.js';

async function mount(name: string) {
  const record = await loadSurface(name);
  const el = await fixture<SvcSurface>(html`<svc-surface .surface=${record}></svc-surface>`);
  await settle(el);
  return el;
}

/** Waits until the surface and every element in it have rendered. */
async function settle(el: SvcSurface) {
  for (let i = 0; i < 3; i++) {
    const all = [el, ...el.shadowRoot!.querySelectorAll('*')] as Array<
      Element & {updateComplete?: Promise<unknown>}
    >;
    await Promise.all(all.map((e) => e.updateComplete));
  }
}

const textOf = (el: SvcSurface, id: string) =>
  part(el, id).shadowRoot!.textContent!.replace(/\s+/g, ' ').trim();

async function typeInto(el: SvcSurface, id: string, text: string) {
  const field = part<SvcTextField>(el, id);
  field.shadowRoot!.querySelector<HTMLElement>('input, textarea')!.focus();
  await sendKeys({type: text});
  await settle(el);
}

describe('sample conversation: kitchen-sink', () => {
  it('is accessible', async () => {
    const el = await mount('kitchen-sink');
    await expect(el).to.be.accessible();
  });

  it('shows resolved values', async () => {
    const el = await mount('kitchen-sink');
    expect(textOf(el, 'hello')).to.equal('Plain text, not markdown: **stays literal**');
    expect(textOf(el, 'greeting')).to.equal('Hello, Ada!');
    expect(textOf(el, 'plural')).to.equal('3 items');
    expect(textOf(el, 'price')).to.match(/1,234\.50/);
    expect(part<SvcTextField>(el, 'name').value).to.equal('Ada');
    expect(el.issues.filter((i) => i.severity === 'error')).to.deep.equal([]);
  });

  it('writes typing to the model and updates dependants in the same frame', async () => {
    const el = await mount('kitchen-sink');
    const changes: unknown[] = [];
    el.addEventListener('svc-data-change', (e) => changes.push(e.detail));
    await typeInto(el, 'name', ' L');
    expect((el.dataModel as {user: {name: string}}).user.name).to.equal('Ada L');
    expect(textOf(el, 'greeting')).to.equal('Hello, Ada L!');
    expect(changes.at(-1)).to.deep.equal({
      surfaceId: 'srf-kitchen-sink',
      path: '/user/name',
      value: 'Ada L',
    });
  });

  it('disables Send until the check passes, then raises svc-action with context and model', async () => {
    const el = await mount('kitchen-sink');
    const send = part<SvcButton>(el, 'go');
    expect(send.disabledReason).to.equal("Tick 'I agree' first");
    let raised = 0;
    el.addEventListener('svc-action', () => raised++);
    send.shadowRoot!.querySelector('button')!.click();
    expect(raised).to.equal(0);

    part(el, 'agree').shadowRoot!.querySelector('input')!.click();
    await settle(el);
    expect(send.disabledReason).to.equal('');
    setTimeout(() => send.shadowRoot!.querySelector('button')!.click());
    const {detail} = await oneEvent(el, 'svc-action');
    expect(detail.name).to.equal('send');
    expect(detail.surfaceId).to.equal('srf-kitchen-sink');
    expect(detail.sourceComponentId).to.equal('go');
    expect(detail.context).to.deep.equal({name: 'Ada', volume: 30, constant: 'k'});
    expect(new Date(detail.timestamp).toISOString()).to.equal(detail.timestamp);
    expect((detail.dataModel as {user: {agree: boolean}}).user.agree).to.equal(true);
  });

  it('opens documentation links through openUrl with noopener', async () => {
    const el = await mount('kitchen-sink');
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    try {
      part<SvcButton>(el, 'open').shadowRoot!.querySelector('button')!.click();
    } finally {
      window.open = original;
    }
    expect(opened).to.deep.equal([
      ['https://docs.acme.test/a2ui', '_blank', 'noopener,noreferrer'],
    ]);
  });
});

describe('sample conversation: access-request', () => {
  it('is accessible', async () => {
    const el = await mount('access-request');
    await expect(el).to.be.accessible();
  });

  it('shows the request, with markdown and the risk bar', async () => {
    const el = await mount('access-request');
    expect(textOf(el, 'summary')).to.contain('acme-org / maintainer');
    expect(part(el, 'summary').shadowRoot!.querySelector('strong')?.textContent).to.equal(
      'acme-org / maintainer',
    );
    expect(textOf(el, 'risk-label')).to.equal('Risk: High');
    expect(
      part(el, 'risk-bar')
        .shadowRoot!.querySelector('[role=progressbar]')!
        .getAttribute('aria-valuenow'),
    ).to.equal('72');
  });

  it('keeps Submit disabled with its message until a justification is written', async () => {
    const el = await mount('access-request');
    const submit = part<SvcButton>(el, 'submit');
    expect(submit.disabledReason).to.equal('Write a justification');
    await typeInto(el, 'justification', 'Need to fix the release pipeline');
    expect(submit.disabledReason).to.equal('');
    setTimeout(() => submit.shadowRoot!.querySelector('button')!.click());
    const {detail} = await oneEvent(el, 'svc-action');
    expect(detail.name).to.equal('submit_request');
    expect(detail.context).to.deep.equal({
      justification: 'Need to fix the release pipeline',
      durationSeconds: 86400,
      reviewers: ['manager'],
    });
    expect(detail.dataModel).to.have.nested.property('request.notify', true);
  });

  it('a 10-day custom duration against the 7-day maximum blocks Submit and leaves no stale 86,400', async () => {
    const el = await mount('access-request');
    await customElements.whenDefined('svc-duration-picker');
    await settle(el);
    await typeInto(el, 'justification', 'Need to fix the release pipeline');
    const picker = part<SvcDurationPicker>(el, 'duration');
    const changes: unknown[] = [];
    el.addEventListener('svc-data-change', (e) => changes.push((e as CustomEvent).detail.value));
    const custom = [...picker.shadowRoot!.querySelectorAll('[part~="preset"]')]
      .find((p) => p.textContent!.trim() === 'Custom')!
      .querySelector('input')!;
    custom.click();
    await settle(el);
    const unit = picker.shadowRoot!.querySelector<HTMLSelectElement>('[part~="unit"]')!;
    unit.value = 'day';
    unit.dispatchEvent(new Event('change'));
    const amount = picker.shadowRoot!.querySelector<HTMLInputElement>('[part~="amount"]')!;
    amount.focus();
    amount.select();
    await sendKeys({type: '10'});
    amount.blur();
    await settle(el);
    const data = el.dataModel as {request: {durationSeconds: unknown}};
    expect(data.request.durationSeconds).to.equal(null);
    expect(changes.at(-1)).to.equal(null);
    expect(picker.invalid).to.equal(true);
    expect(picker.shadowRoot!.querySelector('[part~="error"]')!.textContent).to.contain(
      'the longest you can choose is 1 week',
    );
    const actions: unknown[] = [];
    el.addEventListener('svc-action', (e) => actions.push(e));
    part<SvcButton>(el, 'submit').shadowRoot!.querySelector('button')!.click();
    await settle(el);
    expect(actions).to.deep.equal([]);
  });

  it('shows a failing input check after the user edits', async () => {
    const el = await mount('access-request');
    const ticket = part<SvcTextField>(el, 'ticket');
    expect(ticket.error).to.equal('');
    await typeInto(el, 'ticket', 'bad');
    expect(ticket.error).to.equal('Use the form ABC-123');
    expect(ticket.shadowRoot!.textContent).to.contain('Use the form ABC-123');
  });

  it('writes the chosen reviewers as a list', async () => {
    const el = await mount('access-request');
    const security = [...part(el, 'reviewers').shadowRoot!.querySelectorAll('input')][2];
    security.click();
    await settle(el);
    expect((el.dataModel as {request: {reviewers: string[]}}).request.reviewers).to.deep.equal([
      'manager',
      'security',
    ]);
  });
});
