import {aTimeout, expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../../src/components/form/form.js';
import type {SvcForm} from '../../../src/components/form/form.js';
import type {SvcFormSubmitEvent, SvcFormValueEvent} from '../../../src/components/form/events.js';
import type {Form} from '../../../src/api/types.js';
import type {ResourceProvider} from '../../../src/providers/types.js';
import {accessForm, fields, today} from './fixtures.js';
import {$, text, typeInto} from './helpers.js';

const field = (form: SvcForm, name: string) =>
  $<HTMLElement & {error: string; value: unknown}>(form, `[data-field="${name}"]`);
const control = <T extends Element = HTMLInputElement>(
  form: SvcForm,
  name: string,
  selector = 'input',
) => $<T>(field(form, name), selector);
const errorOf = (form: SvcForm, name: string) => field(form, name).error;

async function mount(form: Form = accessForm, value = {}) {
  const el = await fixture<SvcForm>(
    html`<svc-form .form=${form} .value=${value} today=${today}></svc-form>`,
  );
  await el.updateComplete;
  return el;
}

describe('svc-form', () => {
  it('is accessible', async () => {
    const el = await mount();
    await expect(el).to.be.accessible();
  });

  it('shows title, description, and groups as sections with the default group first', async () => {
    const el = await mount();
    expect(text(el, '[part~="title"]')).to.equal('Request access');
    expect(text(el, '[part~="description"]')).to.equal('Tell us what you need.');
    const sections = [...el.shadowRoot!.querySelectorAll('[part~="section"]')];
    expect(sections.map((s) => s.querySelector('legend')?.textContent)).to.deep.equal([
      'Request',
      'References',
    ]);
    const names = (s: Element) =>
      [...s.querySelectorAll('[data-field]')].map((f) => (f as HTMLElement).dataset.field);
    // Ungrouped fields join the default group; the admin-only field is not shown.
    expect(names(sections[0])).to.deep.equal(['reason', 'apiKey', 'team', 'notify']);
    expect(names(sections[1])).to.deep.equal(['ticket', 'incident']);
    expect(text(el, '[part~="section-help"]')).to.equal('Link a ticket or an incident.');
  });

  it('fills default values and keeps values given by the host', async () => {
    const el = await mount(accessForm, {reason: 'Given by the host'});
    expect(el.value).to.include({
      reason: 'Given by the host',
      team: 'Platform',
      notify: true,
      ticket: '',
    });
    expect(control(el, 'reason').value).to.equal('Given by the host');
    expect(control(el, 'team').readOnly).to.equal(true);
  });

  it('fires input and change with every current value', async () => {
    const el = await mount();
    const input = oneEvent(el, 'input');
    typeInto(control(el, 'ticket'), 'T-1', false);
    const e = (await input) as unknown as SvcFormValueEvent;
    expect(e.field).to.equal('ticket');
    expect(e.values).to.include({ticket: 'T-1', team: 'Platform'});
    expect(e.composed).to.equal(true);
    const change = oneEvent(el, 'change');
    control(el, 'ticket').dispatchEvent(new Event('change'));
    expect(((await change) as unknown as SvcFormValueEvent).values.ticket).to.equal('T-1');
  });

  it('emits exactly one input event per edit outside the form', async () => {
    const el = await mount();
    let count = 0;
    el.addEventListener('input', () => count++);
    control(el, 'ticket').focus();
    await sendKeys({type: 'ab'});
    expect(count).to.equal(2);
  });

  it('shows a field error after the field changed, and clears it when fixed', async () => {
    const el = await mount();
    typeInto(control(el, 'reason'), 'short');
    await el.updateComplete;
    expect(errorOf(el, 'reason')).to.equal('At least 10 characters');
    expect(errorOf(el, 'apiKey')).to.equal('');
    typeInto(control(el, 'reason'), 'long enough reason', false);
    await el.updateComplete;
    expect(errorOf(el, 'reason')).to.equal('');
  });

  it('validate() returns and shows per-field messages, relationships included', async () => {
    const el = await mount();
    const errors = el.validate();
    expect(errors).to.deep.equal({
      reason: 'Required',
      apiKey: 'Required',
      ticket: 'Fill in at least one of Ticket, Incident',
      incident: 'Fill in at least one of Ticket, Incident',
    });
    await el.updateComplete;
    expect(errorOf(el, 'ticket')).to.equal('Fill in at least one of Ticket, Incident');
    expect(text(field(el, 'incident'), '[part~="error"]')).to.equal(
      'Fill in at least one of Ticket, Incident',
    );
  });

  it('does not submit while invalid, and focuses the first invalid field', async () => {
    const el = await mount();
    let submitted = false;
    el.addEventListener('submit', () => (submitted = true));
    $<HTMLButtonElement>(el, '[part~="submit"]').click();
    await el.updateComplete;
    await aTimeout(0);
    expect(submitted).to.equal(false);
    expect(el.shadowRoot!.activeElement?.getAttribute('data-field')).to.equal('reason');
  });

  it('submits valid values only, for the shown fields', async () => {
    const el = await mount();
    typeInto(control(el, 'reason'), 'Need to fix the build');
    typeInto(control(el, 'apiKey'), 'k-123');
    typeInto(control(el, 'incident'), 'INC-9');
    const fired = oneEvent(el, 'submit');
    $<HTMLButtonElement>(el, '[part~="submit"]').click();
    const e = (await fired) as unknown as SvcFormSubmitEvent;
    expect(e.values).to.deep.equal({
      reason: 'Need to fix the build',
      ticket: '',
      incident: 'INC-9',
      apiKey: 'k-123',
      team: 'Platform',
      notify: true,
    });
    expect(e.bubbles && e.composed).to.equal(true);
  });

  it('submits on Enter in a one-line input, not in a textarea or a chips input', async () => {
    const form: Form = {fields: [fields.multiline, fields.chips, {name: 'n', stringField: {}}]};
    const el = await mount(form);
    let submits = 0;
    el.addEventListener('submit', () => submits++);
    control<HTMLTextAreaElement>(el, 'details', 'textarea').focus();
    await sendKeys({press: 'Enter'});
    control(el, 'tags').focus();
    await sendKeys({type: 'x'});
    await sendKeys({press: 'Enter'});
    expect(submits).to.equal(0);
    control(el, 'n').focus();
    await sendKeys({press: 'Enter'});
    expect(submits).to.equal(1);
  });

  it('setErrors shows server messages until the field changes; unknown names above the form', async () => {
    const el = await mount();
    el.setErrors({apiKey: 'This key was revoked', '': 'The service is busy'});
    await el.updateComplete;
    expect(errorOf(el, 'apiKey')).to.equal('This key was revoked');
    expect(text(el, '[part~="form-error"]')).to.equal('The service is busy');
    typeInto(control(el, 'apiKey'), 'new-key', false);
    await el.updateComplete;
    expect(errorOf(el, 'apiKey')).to.equal('');
    el.setErrors({});
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="form-error"]')).to.equal(null);
  });

  it('busy and disabled block editing and submitting', async () => {
    const el = await mount();
    el.busy = true;
    await el.updateComplete;
    expect($<HTMLButtonElement>(el, '[part~="submit"]').disabled).to.equal(true);
    expect(text(el, '[part~="submit"]')).to.contain('Working…');
    expect(control(el, 'reason').disabled).to.equal(true);
    expect(el.requestSubmit()).to.equal(false);
    el.busy = false;
    el.disabled = true;
    await el.updateComplete;
    expect(control(el, 'ticket').disabled).to.equal(true);
    expect($<HTMLButtonElement>(el, '[part~="submit"]').disabled).to.equal(true);
  });

  it('uses submitLabel, can hide the submit button and offers an actions slot', async () => {
    const el = await fixture<SvcForm>(
      html`<svc-form .form=${accessForm} submit-label="Save settings"
        ><button slot="actions">Skip</button></svc-form
      >`,
    );
    expect(text(el, '[part~="submit"]')).to.equal('Save settings');
    expect(el.shadowRoot!.querySelector('slot[name="actions"]')).to.not.equal(null);
    el.hideSubmit = true;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="submit"]')).to.equal(null);
  });

  it('never puts a password value in an attribute', async () => {
    const el = await mount(accessForm, {apiKey: 'top-secret-value'});
    typeInto(control(el, 'apiKey'), 'top-secret-typed');
    await el.updateComplete;
    const all = (root: Element | ShadowRoot): Element[] =>
      [...root.querySelectorAll('*')].flatMap((node) => [
        node,
        ...(node.shadowRoot ? all(node.shadowRoot) : []),
      ]);
    const values = [el, ...all(el.shadowRoot!)].flatMap((node) =>
      [...node.attributes].map((a) => a.value),
    );
    expect(values.some((v) => v.includes('top-secret'))).to.equal(false);
  });

  it('reset() returns to the defaults and hides the messages', async () => {
    const el = await mount();
    typeInto(control(el, 'reason'), 'x');
    el.validate();
    el.reset();
    await el.updateComplete;
    expect(el.value.reason).to.equal('');
    expect(errorOf(el, 'reason')).to.equal('');
  });

  it('draws every field kind with its element, and marks an unknown kind', async () => {
    const form: Form = {
      fields: [
        ...Object.values(fields),
        {name: 'future', displayName: 'Future', somethingNew: {}} as never,
      ],
    };
    const el = await mount(form);
    const tags = [...el.shadowRoot!.querySelectorAll('[data-field]')].map((f) => f.localName);
    expect(new Set(tags)).to.deep.equal(
      new Set([
        'svc-form-bool',
        'svc-form-number',
        'svc-form-text',
        'svc-form-password',
        'svc-form-date',
        'svc-form-select',
        'svc-form-picker',
        'svc-form-chips',
        'svc-form-map',
        'svc-form-file',
        'svc-form-oauth2',
        'div',
      ]),
    );
    expect(text(el, '[part~="unsupported"]')).to.equal(
      'Future: this kind of field cannot be shown here.',
    );
    await expect(el).to.be.accessible();
  });

  it('passes its resource provider to pickers', async () => {
    const provider: ResourceProvider = {listResources: async () => ({items: []})};
    const el = await fixture<SvcForm>(
      html`<svc-form
        .form=${{fields: [fields.userPicker]}}
        .resourceProvider=${provider}
      ></svc-form>`,
    );
    expect(
      (field(el, 'manager') as unknown as {resourceProvider: unknown}).resourceProvider,
    ).to.equal(provider);
  });

  it('lets svc-oauth2-connect through, and shows the value the host sets', async () => {
    const el = await mount({fields: [fields.oauth2]});
    const fired = oneEvent(el, 'svc-oauth2-connect');
    control<HTMLButtonElement>(el, 'github', 'button').click();
    const e = await fired;
    expect((e as unknown as {field: string}).field).to.equal('github');
    el.value = {...el.value, github: 'cred-7'};
    await el.updateComplete;
    await (field(el, 'github') as unknown as {updateComplete: Promise<unknown>}).updateComplete;
    expect(text(field(el, 'github'), '[part~="status"]')).to.equal('Connected');
  });

  it('renders nothing without a form and survives junk', async () => {
    const el = await fixture<SvcForm>(html`<svc-form></svc-form>`);
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
    el.form = {fields: [null, {}, {name: 5}] as never, fieldGroups: [null] as never};
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('form')).to.not.equal(null);
    expect(el.validate()).to.deep.equal({});
  });
});
