import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/basic/choice-picker.js';
import {
  CHOICES_PER_TASK,
  cleanChoices,
  foldForFilter,
  normalizeDisplayStyle,
} from '../../src/components/basic/choice-picker.js';
import type {Choice, SvcChoicePicker} from '../../src/components/basic/choice-picker.js';

const REVIEWERS: Choice[] = [
  {id: 'manager', label: 'My manager', description: 'Fastest for most requests'},
  {id: 'owner', label: 'App owner'},
  {id: 'security', label: 'Security team', description: 'Needed for admin roles'},
];

const controls = (el: SvcChoicePicker) => [
  ...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part~="control"]'),
];
const optionTexts = (el: SvcChoicePicker) =>
  [...el.shadowRoot!.querySelectorAll('[part~="option-label"]')].map((n) => n.textContent);
const errorText = (el: SvcChoicePicker) =>
  el.shadowRoot!.querySelector('[part~="error"]')!.textContent!.trim();
const group = (el: SvcChoicePicker) => el.shadowRoot!.querySelector('fieldset')!;

function record(el: SvcChoicePicker) {
  const log: string[] = [];
  for (const t of ['input', 'change']) {
    el.addEventListener(t, () => log.push(`${t}:${el.value.join(',')}`));
  }
  return log;
}

describe('svc-choice-picker', () => {
  it('is accessible as a radio group', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who should review?" .choices=${REVIEWERS} required>
      </svc-choice-picker>`,
    );
    await expect(el).to.be.accessible();
  });

  it('is accessible with check boxes, a hidden label and a shown error', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker
        label="Reviewers"
        .choices=${REVIEWERS}
        multi-select
        hide-label
        required
        show-errors
      ></svc-choice-picker>`,
    );
    await expect(el).to.be.accessible();
  });

  it('has empty defaults', async () => {
    const el = await fixture<SvcChoicePicker>(html`<svc-choice-picker></svc-choice-picker>`);
    expect(el.label).to.equal('');
    expect(el.choices).to.deep.equal([]);
    expect(el.value).to.deep.equal([]);
    expect(el.multiSelect).to.equal(false);
    expect(el.required).to.equal(false);
    expect(el.hideLabel).to.equal(false);
    expect(el.error).to.equal('');
    expect(el.showErrors).to.equal(false);
    expect(el.disabled).to.equal(false);
    expect(controls(el)).to.have.length(0);
  });

  it('reads its attributes into properties', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker
        label="Colour"
        choices='[{"id":"red","label":"Red"},{"id":"blue","label":"Blue"}]'
        value='["blue"]'
        multi-select
        required
        hide-label
        error="Pick one"
        show-errors
        disabled
      ></svc-choice-picker>`,
    );
    expect(el.label).to.equal('Colour');
    expect(el.choices).to.deep.equal([
      {id: 'red', label: 'Red'},
      {id: 'blue', label: 'Blue'},
    ]);
    expect(el.value).to.deep.equal(['blue']);
    expect(el.multiSelect).to.equal(true);
    expect(el.required).to.equal(true);
    expect(el.hideLabel).to.equal(true);
    expect(el.error).to.equal('Pick one');
    expect(el.showErrors).to.equal(true);
    expect(el.disabled).to.equal(true);
    expect(controls(el).map((c) => c.checked)).to.deep.equal([false, true]);
  });

  it('survives bad JSON in the choices attribute', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Colour" choices="[{oops"></svc-choice-picker>`,
    );
    expect(controls(el)).to.have.length(0);
  });

  it('exposes its parts, with descriptions linked to their option', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS}></svc-choice-picker>`,
    );
    for (const part of [
      'base',
      'label',
      'options',
      'option',
      'control',
      'option-label',
      'description',
      'error',
    ]) {
      expect(el.shadowRoot!.querySelector(`[part~="${part}"]`), part).to.exist;
    }
    const [manager, owner] = controls(el);
    const desc = el.shadowRoot!.getElementById(manager.getAttribute('aria-describedby')!)!;
    expect(desc.textContent).to.equal('Fastest for most requests');
    expect(owner.hasAttribute('aria-describedby')).to.equal(false);
    expect(manager.labels![0].textContent).to.contain('My manager');
    expect(el.shadowRoot!.querySelector('legend')!.textContent).to.contain('Who?');
  });

  it('uses radios in a radio group, or check boxes with multiSelect', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS}></svc-choice-picker>`,
    );
    expect(group(el).getAttribute('role')).to.equal('radiogroup');
    expect(controls(el).every((c) => c.type === 'radio')).to.equal(true);
    el.multiSelect = true;
    await el.updateComplete;
    expect(group(el).getAttribute('role')).to.equal('group');
    expect(controls(el).every((c) => c.type === 'checkbox')).to.equal(true);
  });

  it('tolerates bad choices: missing labels show the id, entries without id are skipped', async () => {
    const messy = [
      {id: 'a'},
      {label: 'No id'},
      null,
      'text',
      {id: '', label: 'Empty id'},
      {id: 7, label: 'Seven'},
      {id: 'a', label: 'Duplicate'},
      {id: 'b', label: 42, description: {x: 1}},
    ];
    expect(cleanChoices(messy).map((c) => c.id)).to.deep.equal(['a', '7', 'b']);
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Messy" .choices=${messy}></svc-choice-picker>`,
    );
    expect(optionTexts(el)).to.deep.equal(['a', 'Seven', '42']);
    for (const bad of [null, undefined, 'nope', 5, {}]) {
      (el as unknown as {choices: unknown}).choices = bad;
      await el.updateComplete;
      expect(controls(el)).to.have.length(0);
    }
  });

  it('always holds an array value, converting single and JSON values', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS}></svc-choice-picker>`,
    );
    const set = (v: unknown) => ((el as unknown as {value: unknown}).value = v);
    set('owner');
    expect(el.value).to.deep.equal(['owner']);
    await el.updateComplete;
    expect(controls(el).map((c) => c.checked)).to.deep.equal([false, true, false]);
    set('["manager","security"]');
    expect(el.value).to.deep.equal(['manager', 'security']);
    set(null);
    expect(el.value).to.deep.equal([]);
    set(['a', 3, null, {}]);
    expect(el.value).to.deep.equal(['a', '3']);
  });

  it('selects one id with radios and fires input then change', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS}></svc-choice-picker>`,
    );
    const log = record(el);
    controls(el)[1].click();
    expect(el.value).to.deep.equal(['owner']);
    controls(el)[2].click();
    expect(el.value).to.deep.equal(['security']);
    expect(log).to.deep.equal(['input:owner', 'change:owner', 'input:security', 'change:security']);
  });

  it('toggles ids in click order with check boxes', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS} multi-select></svc-choice-picker>`,
    );
    const log = record(el);
    const [manager, owner, security] = controls(el);
    security.click();
    manager.click();
    owner.click();
    expect(el.value).to.deep.equal(['security', 'manager', 'owner']);
    manager.click();
    expect(el.value).to.deep.equal(['security', 'owner']);
    expect(log.filter((l) => l.startsWith('change'))).to.deep.equal([
      'change:security',
      'change:security,manager',
      'change:security,manager,owner',
      'change:security,owner',
    ]);
  });

  it('fires no event on programmatic sets', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS} multi-select></svc-choice-picker>`,
    );
    const log = record(el);
    el.value = ['owner', 'manager'];
    await el.updateComplete;
    expect(controls(el).map((c) => c.checked)).to.deep.equal([true, true, false]);
    el.value = [];
    await el.updateComplete;
    expect(controls(el).map((c) => c.checked)).to.deep.equal([false, false, false]);
    expect(log).to.deep.equal([]);
  });

  it('moves the selection with arrow keys between radios', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS} .value=${['manager']}>
      </svc-choice-picker>`,
    );
    const log = record(el);
    controls(el)[0].focus();
    await sendKeys({press: 'ArrowDown'});
    expect(el.value).to.deep.equal(['owner']);
    await sendKeys({press: 'ArrowDown'});
    expect(el.value).to.deep.equal(['security']);
    expect(log).to.include('change:security');
  });

  it('toggles a check box with the space key', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS} multi-select></svc-choice-picker>`,
    );
    controls(el)[1].focus();
    await sendKeys({press: 'Space'});
    expect(el.value).to.deep.equal(['owner']);
  });

  it('marks required and shows "Choose an option" once touched while empty', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS} multi-select required>
      </svc-choice-picker>`,
    );
    expect(el.shadowRoot!.querySelector('.required-marker')).to.exist;
    expect(errorText(el)).to.equal('');
    const [manager] = controls(el);
    manager.click();
    await el.updateComplete;
    expect(errorText(el)).to.equal('');
    manager.click();
    await el.updateComplete;
    expect(el.value).to.deep.equal([]);
    expect(errorText(el)).to.equal('Choose an option');
    expect(group(el).getAttribute('aria-invalid')).to.equal('true');
    const id = group(el).getAttribute('aria-describedby')!;
    expect(el.shadowRoot!.getElementById(id)!.textContent).to.contain('Choose an option');
  });

  it('treats a value that matches no choice as empty when required', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker
        label="Who?"
        .choices=${REVIEWERS}
        .value=${['ghost']}
        required
        show-errors
      ></svc-choice-picker>`,
    );
    expect(errorText(el)).to.equal('Choose an option');
  });

  it('shows the error from the binding after the group is left, in preference', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS} required error="Pick two">
      </svc-choice-picker>`,
    );
    const outside = document.createElement('button');
    outside.textContent = 'outside';
    document.body.append(outside);
    controls(el)[0].focus();
    await el.updateComplete;
    expect(errorText(el)).to.equal('');
    outside.focus();
    await el.updateComplete;
    expect(errorText(el)).to.equal('Pick two');
    outside.remove();
  });

  it('hides the label visually but keeps it as the group name', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS} hide-label></svc-choice-picker>`,
    );
    const legend = el.shadowRoot!.querySelector('legend')!;
    expect(legend.textContent).to.contain('Who?');
    expect(legend.getBoundingClientRect().width).to.be.at.most(1);
  });

  it('draws a long list a part per task, all of it by updateComplete, the selection kept', async () => {
    const many: Choice[] = Array.from({length: 1000}, (_, i) => ({
      id: `c${i}`,
      label: `Choice ${i}`,
    }));
    const el = document.createElement('svc-choice-picker');
    el.choices = many;
    el.value = ['c999'];
    el.required = true;
    document.body.append(el);
    try {
      // Lit's first update runs in a microtask: the first part only.
      await Promise.resolve();
      await Promise.resolve();
      expect(controls(el).length).to.equal(CHOICES_PER_TASK);
      // The selection is known before its option is drawn: no "Choose an option".
      expect(el.shadowRoot!.querySelector('fieldset')!.getAttribute('aria-invalid')).to.equal(null);
      await el.updateComplete;
      expect(controls(el).length).to.equal(1000);
      expect(optionTexts(el).at(-1)).to.equal('Choice 999');
      expect(controls(el).at(-1)!.checked).to.equal(true);
      controls(el)[998].click();
      expect(el.value).to.deep.equal(['c998']);
    } finally {
      el.remove();
    }
  });

  it('keeps the drawn options, and the focus in one, when a newer list arrives', async () => {
    const list = (n: number) =>
      Array.from({length: n}, (_, i) => ({id: `c${i}`, label: `Choice ${i}`}));
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker .choices=${list(600)}></svc-choice-picker>`,
    );
    const focused = controls(el)[500];
    focused.focus();
    el.choices = list(601);
    await el.updateComplete;
    expect(controls(el).length).to.equal(601);
    expect(controls(el)[500]).to.equal(focused);
    expect(el.shadowRoot!.activeElement).to.equal(focused);
  });

  it('cannot be changed when disabled', async () => {
    const el = await fixture<SvcChoicePicker>(
      html`<svc-choice-picker label="Who?" .choices=${REVIEWERS} disabled></svc-choice-picker>`,
    );
    expect(el.hasAttribute('disabled')).to.equal(true);
    const log = record(el);
    controls(el)[0].click();
    expect(controls(el)[0].matches(':disabled')).to.equal(true);
    expect(el.value).to.deep.equal([]);
    expect(log).to.deep.equal([]);
  });

  describe('filterable', () => {
    const APPS: Choice[] = [
      {id: 'gh', label: 'GitHub'},
      {id: 'okta', label: 'Okta', description: 'Single sign-on'},
      {id: 'cafe', label: 'Café menu'},
      {id: 'aws', label: 'AWS'},
    ];
    const filter = (el: SvcChoicePicker) =>
      el.shadowRoot!.querySelector<HTMLInputElement>('[part~="filter"]')!;
    const status = (el: SvcChoicePicker) =>
      el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
    async function typeFilter(el: SvcChoicePicker, text: string) {
      filter(el).focus();
      await sendKeys({type: text});
      await el.updateComplete;
    }

    it('is accessible with its search box', async () => {
      const el = await fixture<SvcChoicePicker>(
        html`<svc-choice-picker label="App" .choices=${APPS} filterable></svc-choice-picker>`,
      );
      expect(filter(el).getAttribute('aria-label')).to.equal('Filter options');
      await expect(el).to.be.accessible();
    });

    it('has no search box unless asked', async () => {
      const el = await fixture<SvcChoicePicker>(
        html`<svc-choice-picker label="App" .choices=${APPS}></svc-choice-picker>`,
      );
      expect(el.filterable).to.equal(false);
      expect(el.shadowRoot!.querySelector('[part~="filter"]')).to.equal(null);
    });

    it('shows the options whose label or description matches, ignoring case and accents', async () => {
      const el = await fixture<SvcChoicePicker>(
        html`<svc-choice-picker label="App" .choices=${APPS} filterable></svc-choice-picker>`,
      );
      await typeFilter(el, 'CAFE');
      expect(optionTexts(el)).to.deep.equal(['Café menu']);
      expect(status(el)).to.equal('1 of 4 options shown');
      filter(el).select();
      await typeFilter(el, 'sign');
      expect(optionTexts(el)).to.deep.equal(['Okta']);
      filter(el).select();
      await typeFilter(el, 'zzz');
      expect(optionTexts(el)).to.deep.equal([]);
      expect(el.shadowRoot!.querySelector('[part~="no-match"]')!.textContent).to.equal(
        'No option matches',
      );
    });

    it('keeps the selection of options it hides, and raises no input for typing', async () => {
      const el = await fixture<SvcChoicePicker>(
        html`<svc-choice-picker
          label="Apps"
          .choices=${APPS}
          .value=${['aws']}
          multi-select
          filterable
        ></svc-choice-picker>`,
      );
      const log = record(el);
      await typeFilter(el, 'git');
      expect(log).to.deep.equal([]);
      controls(el)[0].click();
      expect(el.value).to.deep.equal(['aws', 'gh']);
      expect(log).to.deep.equal(['input:aws,gh', 'change:aws,gh']);
    });

    it('clears with Escape, and Arrow Down goes to the first option shown', async () => {
      const el = await fixture<SvcChoicePicker>(
        html`<svc-choice-picker label="App" .choices=${APPS} filterable></svc-choice-picker>`,
      );
      const escapes: Event[] = [];
      document.addEventListener('keydown', (e) => e.key === 'Escape' && escapes.push(e));
      await typeFilter(el, 'ok');
      await sendKeys({press: 'ArrowDown'});
      expect(el.shadowRoot!.activeElement).to.equal(controls(el)[0]);
      expect(controls(el)[0].value).to.equal('okta');
      await typeFilter(el, '');
      await sendKeys({press: 'Escape'});
      await el.updateComplete;
      expect(filter(el).value).to.equal('');
      expect(optionTexts(el)).to.have.length(4);
      expect(status(el)).to.equal('');
      expect(escapes).to.have.length(0);
    });

    it('draws the options a cleared filter brings back in parts', async () => {
      const many: Choice[] = Array.from({length: 1000}, (_, i) => ({id: `c${i}`, label: `C ${i}`}));
      const el = await fixture<SvcChoicePicker>(
        html`<svc-choice-picker label="Many" .choices=${many} filterable></svc-choice-picker>`,
      );
      expect(controls(el)).to.have.length(1000);
      await typeFilter(el, 'zzz');
      expect(controls(el)).to.have.length(0);
      filter(el).dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
      // Lit's update runs in a microtask: it draws one part; updateComplete waits for the rest.
      await Promise.resolve();
      await Promise.resolve();
      expect(controls(el)).to.have.length(CHOICES_PER_TASK);
      await el.updateComplete;
      expect(controls(el)).to.have.length(1000);
    });

    it('folds case and accents', () => {
      expect(foldForFilter('Ça Über ÅSA')).to.equal('ca uber asa');
    });
  });

  describe('displayStyle', () => {
    it('is accessible as chips, radios and check boxes', async () => {
      const el = await fixture<HTMLElement>(
        html`<div>
          <svc-choice-picker
            label="One"
            .choices=${REVIEWERS}
            display-style="chips"
            .value=${['owner']}
          >
          </svc-choice-picker>
          <svc-choice-picker
            label="Several"
            .choices=${REVIEWERS}
            multi-select
            display-style="chips"
          >
          </svc-choice-picker>
        </div>`,
      );
      await Promise.all(
        [...el.querySelectorAll<SvcChoicePicker>('svc-choice-picker')].map((p) => p.updateComplete),
      );
      await expect(el).to.be.accessible();
    });

    it('shows the options as pills on one line, the selected one filled, still a radio group', async () => {
      const el = await fixture<SvcChoicePicker>(
        html`<svc-choice-picker label="Who?" .choices=${REVIEWERS} display-style="chips">
        </svc-choice-picker>`,
      );
      const options = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="option"]')];
      const tops = options.map((o) => o.getBoundingClientRect().top);
      expect(new Set(tops).size).to.equal(1);
      expect(getComputedStyle(options[0]).borderRadius).not.to.equal('0px');
      const before = getComputedStyle(options[1]).backgroundColor;
      const log = record(el);
      options[1].click();
      await el.updateComplete;
      expect(el.value).to.deep.equal(['owner']);
      expect(log).to.deep.equal(['input:owner', 'change:owner']);
      expect(getComputedStyle(options[1]).backgroundColor).not.to.equal(before);
      expect(controls(el)[1].type).to.equal('radio');
      expect(controls(el)[1].checked).to.equal(true);
      controls(el)[1].focus();
      await sendKeys({press: 'ArrowRight'});
      expect(el.value).to.deep.equal(['security']);
    });

    it('reads any spelling of chips; anything else is checkbox', () => {
      expect(normalizeDisplayStyle('chips')).to.equal('chips');
      expect(normalizeDisplayStyle('CHIPS')).to.equal('chips');
      expect(normalizeDisplayStyle('DISPLAY_STYLE_CHIPS')).to.equal('chips');
      expect(normalizeDisplayStyle('checkbox')).to.equal('checkbox');
      expect(normalizeDisplayStyle('tiles')).to.equal('checkbox');
      expect(normalizeDisplayStyle(undefined)).to.equal('checkbox');
    });
  });
});
