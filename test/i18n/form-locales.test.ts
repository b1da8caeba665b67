import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {allText} from './all-text.js';
import '../../src/components/form/form.js';
import '../../src/components/svc/chart.js';
import type {SvcForm} from '../../src/components/form/form.js';
import type {SvcChart} from '../../src/components/svc/chart.js';
import type {Form} from '../../src/api/types.js';
import {englishMessages, loadMessages, registerMessages, translate} from '../../src/i18n/index.js';
import type {MessageKey, MessageValues} from '../../src/i18n/index.js';

/** A form whose every field shows built-in words: placeholders, hints, buttons and errors. */
const sampleForm: Form = {
  id: 'words',
  displayName: 'Omega',
  fields: [
    {name: 'alpha', displayName: 'Alpha', required: true, stringField: {rules: {minLen: '3'}}},
    {name: 'beta', displayName: 'Beta', required: true, stringField: {}},
    {
      name: 'gamma',
      displayName: 'Gamma',
      int64Field: {numberField: {minValue: '1', maxValue: '100'}},
    },
    {
      name: 'delta',
      displayName: 'Delta',
      stringSliceField: {chipsField: {}, rules: {maxItems: '3', unique: true}},
    },
    {name: 'epsilon', displayName: 'Epsilon', stringMapField: {rules: {validateEmpty: true}}},
    {
      name: 'zeta',
      displayName: 'Zeta',
      stringField: {selectField: {options: [{value: 'z1', displayName: 'Z1'}]}},
    },
    {name: 'eta', displayName: 'Eta', oauth2Field: {oauth2FieldView: {provider: 'github'}}},
    {name: 'theta', displayName: 'Theta', stringField: {pickerField: {svcUserPicker: {}}}},
    {
      name: 'iota',
      displayName: 'Iota',
      fileField: {acceptedFileTypes: ['.pdf'], maxFileSize: '1048576'},
    },
    {name: 'mu', displayName: 'Mu', stringField: {}},
    {name: 'nu', displayName: 'Nu', stringField: {}},
  ],
  fieldRelationships: [{fieldNames: ['mu', 'nu'], atLeastOne: {}}],
};

const sampleValue = {alpha: 'ab', gamma: '500', epsilon: {k: ''}};

/** What the sample form shows, by key. */
function formExpectations(locale: string): [MessageKey, MessageValues?][] {
  const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  return [
    ['form.submit'],
    ['form.minLen', {count: 3}],
    ['form.required'],
    ['form.lte', {value: '100'}],
    ['form.number.range', {min: '1', max: '100'}],
    ['form.chips.placeholder'],
    ['form.chips.max', {max: 3}],
    ['form.chips.unique'],
    ['form.map.add'],
    ['form.map.key'],
    ['form.map.value'],
    ['form.map.keyLabel', {label: 'Epsilon', n: 1}],
    ['form.mapEmptyValue', {key: t('form.quote', {text: 'k'})}],
    ['form.select.placeholder'],
    ['form.oauth.notConnected'],
    ['form.oauth.connect'],
    ['form.picker.idUser'],
    ['form.picker.noDirectoryUser', {count: 1}],
    ['form.file.accepted', {types: '.pdf'}],
    ['form.file.upTo', {size: `${(1).toLocaleString(locale)} MB`}],
    ['form.atLeastOne', {fields: ['Mu', 'Nu'].join(t('form.listSeparator'))}],
  ];
}

async function mountForm(locale: string): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(
    html`<div lang=${locale}>
      <svc-form .form=${sampleForm} .value=${sampleValue}></svc-form>
    </div>`,
  );
  const form = wrapper.querySelector<SvcForm>('svc-form')!;
  form.validate();
  await waitUntil(() => allText(wrapper).includes(translate(locale, 'form.submit')));
  return wrapper;
}

/** Whether `text` holds `words` as whole words ("Connect" is not in "Connecter"). */
function hasWords(text: string, words: string): boolean {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(text);
}

/** English words that must not show in another locale: those without values, longer than 3. */
function englishLeftovers(text: string, locale: string, keys: readonly string[]): string[] {
  const left: string[] = [];
  for (const key of keys as MessageKey[]) {
    const english = englishMessages[key];
    if (english.includes('{') || english.length < 4) continue;
    if (translate(locale, key) === english) continue;
    if (hasWords(text, english)) left.push(`${key}: "${english}"`);
  }
  return left;
}

const formKeys = Object.keys(englishMessages).filter((key) => key.startsWith('form.'));
const chartKeys = Object.keys(englishMessages).filter((key) => key.startsWith('chart.'));

describe('shipped locales: svc-form and chart fallbacks', () => {
  it('shows the sample form in English by default', async () => {
    const text = allText(await mountForm('en'));
    for (const [key, values] of formExpectations('en'))
      expect(text, key).to.contain(translate('en', key, values));
    expect(text).to.contain('At least 3 characters');
    expect(text).to.contain('Fill in at least one of Mu, Nu');
  });

  for (const locale of ['de', 'fr', 'es', 'ja']) {
    it(`renders svc-form in ${locale}, errors included, without English leftovers`, async () => {
      await loadMessages(locale);
      const text = allText(await mountForm(locale));
      for (const [key, values] of formExpectations(locale)) {
        const localized = translate(locale, key, values).replace(/\s+/g, ' ');
        expect(text, key).to.contain(localized);
        const english = translate('en', key, values).replace(/\s+/g, ' ');
        if (english !== localized)
          expect(hasWords(text, english), `English "${english}"`).to.equal(false);
      }
      expect(englishLeftovers(text, locale, formKeys)).to.deep.equal([]);
    });

    it(`names unnamed chart slices and series in ${locale}`, async () => {
      await loadMessages(locale);
      const wrapper = await fixture<HTMLElement>(
        html`<div lang=${locale}>
          <svc-chart .categorical=${{slices: [{value: 3}, {value: 5}]}}></svc-chart>
          <svc-chart
            .timeSeries=${{
              series: [
                {
                  points: [
                    {ts: '2026-11-20T10:00:00Z', value: 1},
                    {ts: '2026-11-20T11:00:00Z', value: 2},
                  ],
                },
              ],
            }}
          ></svc-chart>
        </div>`,
      );
      const category = translate(locale, 'chart.categoryN', {n: 2});
      const series = translate(locale, 'chart.seriesN', {n: 1});
      await waitUntil(
        () => allText(wrapper).includes(category) && allText(wrapper).includes(series),
        `no "${category}" or "${series}"`,
      );
      const text = allText(wrapper);
      expect(text).not.to.contain('Category 2');
      expect(text).not.to.contain('Series 1');
      expect(englishLeftovers(text, locale, chartKeys)).to.deep.equal([]);
      // Times and numbers are written for the locale too (not the viewer's English).
      const time = new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(Date.UTC(2026, 10, 20, 11));
      expect(text).to.contain(time);
      if (locale === 'ja') expect(text).not.to.match(/\b(Nov|AM|PM)\b/);
    });
  }

  it('rewords a drawn chart when a catalog for its language is registered', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div lang="pt">
        <svc-chart
          .categorical=${{
            slices: [
              {label: 'Okta', value: 3},
              {label: 'Jira', value: 5},
            ],
          }}
        ></svc-chart>
      </div>`,
    );
    await waitUntil(() => allText(wrapper).includes('Chart data'));
    const warn = console.warn;
    console.warn = () => {};
    try {
      registerMessages('pt', {
        'chart.category': 'Categoria',
        'chart.data': 'Dados do gráfico',
        'chart.donutSummary': 'Gráfico de rosca, maior: {label} {amount}.',
      });
      await waitUntil(() => allText(wrapper).includes('Dados do gráfico'), 'table not reworded');
    } finally {
      console.warn = warn;
    }
    const text = allText(wrapper);
    expect(text).to.contain('Gráfico de rosca, maior: Jira');
    expect(text).not.to.contain('Chart data');
    expect(text).not.to.contain('Donut chart');
  });

  it('renames the fallback names when the locale changes', async () => {
    await loadMessages('de');
    const wrapper = await fixture<HTMLElement>(
      html`<div lang="de">
        <svc-chart .categorical=${{slices: [{value: 3}, {value: 5}]}}></svc-chart>
      </div>`,
    );
    await waitUntil(() => allText(wrapper).includes('Kategorie 2'));
    wrapper.setAttribute('lang', 'en');
    wrapper.querySelector<SvcChart>('svc-chart')!.requestUpdate();
    await waitUntil(() => allText(wrapper).includes('Category 2'), 'still German');
    expect(allText(wrapper)).not.to.contain('Kategorie 2');
  });
});
