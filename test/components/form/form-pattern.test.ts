import {expect, fixture, html, oneEvent, waitUntil} from '@open-wc/testing';
import '../../../src/components/form/form.js';
import type {SvcForm} from '../../../src/components/form/form.js';
import type {SvcFormSubmitEvent} from '../../../src/components/form/events.js';
import type {Form} from '../../../src/api/types.js';
import {loadRegexEngine, regexEngineState} from '../../../src/model/index.js';
import {$} from './helpers.js';

const codeForm: Form = {
  fields: [
    {name: 'code', displayName: 'Code', stringField: {rules: {pattern: '^[A-Z]{2}-\\d{4}$'}}},
  ],
};

async function mount(form: Form, value: Record<string, unknown>) {
  const el = await fixture<SvcForm>(html`<svc-form .form=${form} .value=${value}></svc-form>`);
  await el.updateComplete;
  return el;
}

const errorOf = (el: SvcForm, name: string) =>
  $<HTMLElement & {error: string}>(el, `[data-field="${name}"]`).error;

describe('svc-form: patterns (RE2, engine loaded lazily)', () => {
  it('does not load the engine for a form without patterns', async () => {
    await mount({fields: [{name: 'a', displayName: 'A', stringField: {}}]}, {a: 'x'});
    expect(regexEngineState()).to.equal('idle');
  });

  it('waits for the engine on a submit, then submits a valid value', async () => {
    const el = await mount(codeForm, {code: 'AB-1234'});
    expect(regexEngineState()).to.equal('loading');
    const fired = oneEvent(el, 'submit');
    expect(el.requestSubmit()).to.equal(false);
    const event = (await fired) as unknown as SvcFormSubmitEvent;
    expect(event.values).to.deep.equal({code: 'AB-1234'});
    expect(regexEngineState()).to.equal('ready');
  });

  it('does not submit a value the pattern refuses, and says why', async () => {
    await loadRegexEngine();
    const el = await mount(codeForm, {code: 'AB-12'});
    let submitted = false;
    el.addEventListener('submit', () => (submitted = true));
    expect(el.requestSubmit()).to.equal(false);
    await el.updateComplete;
    expect(submitted).to.equal(false);
    expect(errorOf(el, 'code')).to.equal('Not in the expected format');
  });

  it('notes a pattern RE2 cannot compile and leaves it to the service', async () => {
    const form: Form = {
      fields: [{name: 'pin', displayName: 'PIN', stringField: {rules: {pattern: '(?=\\d)'}}}],
    };
    const el = await mount(form, {pin: 'abc'});
    const field = $(el, '[data-field="pin"]');
    await waitUntil(() => field.shadowRoot!.textContent!.includes('checked by the service'));
    const fired = oneEvent(el, 'submit');
    expect(el.requestSubmit()).to.equal(true);
    await fired;
  });

  it('says what was expected when the field describes it', async () => {
    await loadRegexEngine();
    const form: Form = {
      fields: [
        {
          name: 'key',
          displayName: 'Access key ID',
          description: 'Starts with AKIA.',
          stringField: {rules: {pattern: '^AKIA[A-Z0-9]{12,}$'}},
        },
      ],
    };
    const el = await mount(form, {key: 'ABCD1234'});
    el.validate();
    await el.updateComplete;
    expect(errorOf(el, 'key')).to.equal('Not in the expected format: Starts with AKIA.');
  });
});
