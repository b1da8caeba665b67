import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcActionEvent} from '../../src/surface/events.js';
import type {SurfaceRecord} from '../../src/model/types.js';
import {conversations} from '../../src/mock/conversations.js';
import {makeSurface, part} from './helpers.js';

async function mount(surface: SurfaceRecord) {
  const el = await fixture<SvcSurface>(html`<svc-surface .surface=${surface}></svc-surface>`);
  await settleAll(el);
  return el;
}

/** Waits for the surface and every element in it to have rendered. */
async function settleAll(el: SvcSurface) {
  await el.updateComplete;
  const elements = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-component-id]')];
  await Promise.all(elements.map((e) => (e as {updateComplete?: Promise<unknown>}).updateComplete));
}

/** Every control of the surface that raises an action: buttons, and the buttons of intent elements. */
function actionControls(el: SvcSurface): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (const element of el.shadowRoot!.querySelectorAll<HTMLElement>('[data-component-id]')) {
    if (element.localName === 'svc-button') out.push(element);
    else if ((element.constructor as {intentEvents?: string[]}).intentEvents?.length)
      out.push(...element.shadowRoot!.querySelectorAll<HTMLElement>('button'));
  }
  return out;
}

/** The `svc-action`s that `press` causes on a fresh render of `record`'s control `index`. */
async function actionsOf(record: SurfaceRecord, index: number, presses: number) {
  const el = await mount(structuredClone(record));
  const actions: SvcActionEvent[] = [];
  el.addEventListener('svc-action', (e) => actions.push(e));
  const control = actionControls(el)[index];
  for (let i = 0; i < presses; i++) control.click();
  await settleAll(el);
  return {actions, control, el};
}

const samples = conversations.flatMap((conversation) =>
  conversation.surfaces
    .filter((record) => !record.deletedAt)
    .map((record) => ({name: `${conversation.name} / ${record.surfaceId}`, record})),
);

describe('actions: one press, one action', () => {
  let open: typeof window.open;
  let warn: typeof console.warn;
  beforeEach(() => {
    open = window.open;
    warn = console.warn;
    window.open = () => null;
    console.warn = () => {};
  });
  afterEach(() => {
    window.open = open;
    console.warn = warn;
  });

  /** Actions raised by single clicks, over every sample: the test is not vacuous. */
  let raisedInSamples = 0;
  for (const {name, record} of samples) {
    it(`a double click on each action control of ${name} sends what one click sends`, async function () {
      this.timeout(60_000);
      const count = actionControls(await mount(structuredClone(record))).length;
      for (let index = 0; index < count; index++) {
        const once = await actionsOf(record, index, 1);
        const twice = await actionsOf(record, index, 2);
        const label = `${once.control.localName} "${once.control.textContent?.trim()}" (${index})`;
        expect(once.actions.length, label).to.be.at.most(1);
        expect(twice.actions.length, label).to.equal(once.actions.length);
        raisedInSamples += once.actions.length;
      }
    });
  }

  it('(the samples raised actions from at least a dozen controls)', () => {
    expect(raisedInSamples).to.be.at.least(12);
  });

  it('an intent element is pending while its action is, then ready again', async () => {
    const record = conversations.find((c) => c.name === 'onboarding')!.surfaces[0];
    const el = await mount(structuredClone(record));
    const actions: SvcActionEvent[] = [];
    el.addEventListener('svc-action', (e) => actions.push(e));
    const welcome = el.shadowRoot!.querySelector('svc-onboarding-welcome')!;
    const connect = welcome.shadowRoot!.querySelector<HTMLElement>('[part~="connect"]')!;
    connect.click();
    await welcome.updateComplete;
    expect(actions).to.have.length(1);
    expect(welcome.pending).to.equal(true);
    expect(connect.getAttribute('aria-busy')).to.equal('true');
    expect(connect.querySelector('[part~="spinner"]')).to.exist;
    el.settleAction(actions[0].detail.actionId);
    await welcome.updateComplete;
    expect(welcome.pending).to.equal(false);
    expect(connect.hasAttribute('aria-busy')).to.equal(false);
    connect.click();
    expect(actions).to.have.length(2);
  });
});

const twoButtons = () =>
  makeSurface([
    {id: 'root', row: {children: {ids: ['cancel', 'submit', 'docs']}}},
    {id: 'cancel', button: {label: 'Cancel', action: {event: {name: 'cancel'}}}},
    {id: 'submit', button: {label: 'Submit', action: {event: {name: 'submit'}}}},
    {
      id: 'docs',
      button: {
        label: 'Docs',
        action: {functionCall: {call: 'openUrl', args: {url: 'https://example.com/'}}},
      },
    },
  ]);

type Pressable = HTMLElement & {pending: boolean; disabledReason: string; notice: string};

describe('actions: one at a time per surface', () => {
  it('while Submit is pending, Cancel is disabled with the reason and raises nothing', async () => {
    const el = await mount(twoButtons());
    const actions: SvcActionEvent[] = [];
    el.addEventListener('svc-action', (e) => actions.push(e));
    const submit = part<Pressable>(el, 'submit');
    const cancel = part<Pressable>(el, 'cancel');
    submit.click();
    expect(actions.map((a) => a.detail.name)).to.deep.equal(['submit']);
    expect(cancel.disabledReason).to.equal('Waiting for the answer to the last action.');
    expect(part<Pressable>(el, 'docs').disabledReason).to.equal('');
    await el.updateComplete;
    cancel.click();
    expect(actions).to.have.length(1);

    el.settleAction(actions[0].detail.actionId);
    expect(cancel.disabledReason).to.equal('');
    cancel.click();
    expect(actions.map((a) => a.detail.name)).to.deep.equal(['submit', 'cancel']);
  });
});

describe('actions: no answer in time', () => {
  it('the pending control comes back and says that no answer came', async () => {
    const el = await mount(twoButtons());
    el.pendingTimeout = 20;
    const actions: SvcActionEvent[] = [];
    el.addEventListener('svc-action', (e) => actions.push(e));
    const submit = part<Pressable>(el, 'submit');
    submit.click();
    expect(submit.pending).to.equal(true);
    await waitUntil(() => !submit.pending, 'the pending state ends', {timeout: 3000});
    expect(submit.notice).to.equal('No answer yet — try again.');
    await (submit as unknown as {updateComplete: Promise<unknown>}).updateComplete;
    expect(submit.shadowRoot!.querySelector('[part~="notice"]')!.textContent).to.contain(
      'No answer yet',
    );
    expect(part<Pressable>(el, 'cancel').disabledReason).to.equal('');
    await waitUntil(
      () => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.includes('No answer'),
      'the status says it too',
      {timeout: 3000},
    );
    // Pressing again clears the note and sends again.
    submit.click();
    expect(actions).to.have.length(2);
    expect(submit.notice).to.equal('');
  });
});
