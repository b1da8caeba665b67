import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/surface/surface.js';
// Defined up front: otherwise updateComplete waits for these modules to load, and the regex
// engine may have arrived by then, so the "while the engine loads" state could not be seen.
import '../../src/components/basic/button.js';
import '../../src/components/basic/text-field.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcActionEvent} from '../../src/surface/events.js';
import type {SvcButton} from '../../src/components/basic/button.js';
import type {SvcTextField} from '../../src/components/basic/text-field.js';
import {loadRegexEngine, regexEngineState} from '../../src/model/index.js';
import {loadMessages} from '../../src/i18n/index.js';
import {makeSurface, part} from './helpers.js';

const column = (id: string, ids: string[]) => ({id, column: {children: {ids}}});
const regexCheck = (path: string, pattern: string, message: string) => ({
  call: 'regex',
  args: {value: {path}, pattern},
  message,
});
const field = (id: string, path: string, checks: unknown[]) => ({
  id,
  textField: {label: id, value: {path}, checks},
});

async function mount(surface: unknown) {
  return fixture<SvcSurface>(html`<svc-surface .surface=${surface}></svc-surface>`);
}

const re2jsRequested = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('re2js'));

describe('svc-surface: regex checks', () => {
  it('does not load the regex engine for a surface without regex checks', async () => {
    const el = await mount(
      makeSurface(
        [column('root', ['a']), field('a', '/a', [{call: 'required', args: {}, message: 'Req'}])],
        {a: 'x'},
      ),
    );
    expect(part<SvcTextField>(el, 'a').error).to.equal('');
    expect(regexEngineState()).to.equal('idle');
    expect(re2jsRequested()).to.equal(false);
  });

  it('fails regex checks while the engine loads, then evaluates them again', async () => {
    const el = await mount(
      makeSurface(
        [
          column('root', ['good', 'bad', 'send']),
          field('good', '/good', [regexCheck('/good', '^[A-Z]{3}$', 'Three capitals')]),
          field('bad', '/bad', [regexCheck('/bad', '^[A-Z]{3}$', 'Three capitals')]),
          {
            id: 'send',
            button: {
              child: 'label',
              action: {event: {name: 'send'}},
              checks: [regexCheck('/good', '(?i)^abc$', 'Needs abc')],
            },
          },
          {id: 'label', text: {text: 'Send'}},
        ],
        {good: 'ABC', bad: 'abc'},
      ),
    );
    const good = part<SvcTextField>(el, 'good');
    const bad = part<SvcTextField>(el, 'bad');
    const send = part<SvcButton>(el, 'send');
    expect(regexEngineState()).to.equal('loading');
    expect(good.error).to.equal('Three capitals');
    expect(bad.error).to.equal('Three capitals');
    expect(send.disabledReason).to.equal('Needs abc');
    await loadRegexEngine();
    await waitUntil(() => good.error === '', 'the valid field is re-checked');
    await good.updateComplete;
    expect(bad.error).to.equal('Three capitals');
    expect(send.disabledReason).to.equal('');
    expect(el.issues.filter((i) => i.severity === 'error')).to.deep.equal([]);
  });

  it('reports a pattern RE2 cannot compile, with its pointer, and fails the check', async () => {
    await loadRegexEngine();
    const el = await mount(
      makeSurface(
        [
          column('root', ['look']),
          field('look', '/x', [regexCheck('/x', '^(?=.*\\d)\\w+$', 'Needs a digit')]),
        ],
        {x: 'abc1'},
      ),
    );
    expect(part<SvcTextField>(el, 'look').error).to.equal('Needs a digit');
    const issues = el.issues.filter((i) => i.componentId === 'look');
    expect(issues).to.have.length(1);
    expect(issues[0].message).to.contain('not valid RE2');
    expect(issues[0].pointer).to.equal('/components/1/textField/checks/0');
  });

  it('shows "" and one issue for a value over the evaluation budget', async () => {
    const twice = '${formatString(value: /t)}${formatString(value: /t)}';
    const el = await mount(
      makeSurface(
        [
          column('root', ['shown']),
          {id: 'shown', text: {text: {call: 'formatString', args: {value: {path: '/t'}}}}},
        ],
        {t: twice},
      ),
    );
    const shown = part(el, 'shown');
    expect((shown.shadowRoot?.textContent ?? '').trim()).to.equal('');
    const issues = el.issues.filter((i) => i.componentId === 'shown');
    expect(issues).to.have.length(1);
    expect(issues[0].message).to.contain('budget');
  });

  describe('TextField validationRegexp (A2UI v0.9)', () => {
    const pinForm = (locale?: string) => {
      const surface = makeSurface(
        [
          column('root', ['pin', 'send']),
          {
            id: 'pin',
            textField: {label: 'PIN', value: {path: '/pin'}, validationRegexp: '^[0-9]{4}$'},
          },
          {
            id: 'send',
            button: {
              label: 'Send',
              action: {event: {name: 'send', context: {pin: {path: '/pin'}}}},
            },
          },
        ],
        {pin: ''},
      );
      return fixture<SvcSurface>(
        html`<svc-surface .surface=${surface} locale=${locale ?? ''}></svc-surface>`,
      );
    };
    const typeInto = async (field: SvcTextField, text: string) => {
      const input = field.shadowRoot!.querySelector('input')!;
      input.focus();
      input.select();
      await sendKeys({type: text});
    };

    it('lets an empty field pass, refuses what does not match, and sends what does', async () => {
      await loadRegexEngine();
      const el = await pinForm();
      const pin = part<SvcTextField>(el, 'pin');
      const actions: SvcActionEvent[] = [];
      el.addEventListener('svc-action', (e) => actions.push(e));
      expect(pin.error).to.equal('');

      await typeInto(pin, '12a');
      await pin.updateComplete;
      expect(pin.error).to.equal('Not valid');
      part(el, 'send').click();
      expect(actions).to.have.length(0);

      await typeInto(pin, '1234');
      await pin.updateComplete;
      expect(pin.error).to.equal('');
      part(el, 'send').click();
      expect(actions).to.have.length(1);
      expect(actions[0].detail.context).to.deep.equal({pin: '1234'});
      expect(el.issues.filter((i) => i.componentId === 'pin')).to.deep.equal([]);
    });

    it('says "not valid" in the surface\'s language', async () => {
      await Promise.all([loadRegexEngine(), loadMessages('de')]);
      const el = await pinForm('de');
      const pin = part<SvcTextField>(el, 'pin');
      await typeInto(pin, 'x');
      await pin.updateComplete;
      expect(pin.error).to.equal('Ungültig');
    });
  });
});
