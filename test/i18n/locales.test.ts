import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {allText} from './all-text.js';
import '../../src/surface/surface.js';
import '../../src/surface/conversation.js';
import '../../src/components/svc/table.js';
import '../../src/components/svc/code-block.js';
import '../../src/components/svc/todo-list.js';
import '../../src/components/svc/duration-picker.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcConversation} from '../../src/surface/conversation.js';
import {englishMessages, loadMessages, translate} from '../../src/i18n/index.js';
import type {MessageKey, MessageValues} from '../../src/i18n/index.js';
import {formatDuration} from '../../src/components/svc/internal/duration.js';
import {createClient} from '../../src/api/index.js';
import de from '../../src/i18n/de.js';
import fr from '../../src/i18n/fr.js';
import es from '../../src/i18n/es.js';
import ja from '../../src/i18n/ja.js';
import ar from '../../src/i18n/ar.js';
import he from '../../src/i18n/he.js';

/** A sample surface: a truncated table with a source, a code block, a todo list, a duration picker, markers. */
function sample(id: string) {
  return {
    surfaceId: id,
    conversationId: 'c',
    catalogId: 'svc-catalog/v1',
    schemaVersion: 1,
    sendDataModel: false,
    dataModelJson: JSON.stringify({}),
    createdAt: '2026-11-20T13:00:00Z',
    updatedAt: '2026-11-20T13:00:00Z',
    components: [
      {
        id: 'root',
        column: {children: {ids: ['table', 'code', 'todo', 'duration', 'ghost', 'odd']}},
      },
      {
        id: 'table',
        svcTable: {
          columns: ['Account', 'App'],
          rows: [{cells: ['svc-bot', 'AWS']}],
          totalRows: '1204',
          sources: [{kind: 'api', label: 'Accounts', ref: 'accounts', count: '1204'}],
        },
      },
      {id: 'code', svcCodeBlock: {code: {literal: 'ls -la'}, copyable: true}},
      {
        id: 'todo',
        svcTodoList: {
          items: [
            {id: 't1', label: {literal: 'Connect Okta'}, status: 'completed'},
            {id: 't2', label: {literal: 'Review groups'}, status: 'pending'},
          ],
        },
      },
      {id: 'duration', svcDurationPicker: {maxDurationSeconds: 86400}},
      {id: 'odd', fancyWidget: {}},
    ],
  };
}

/** What the sample shows for each key it covers. */
function expectations(locale: string): [MessageKey, MessageValues?][] {
  return [
    ['table.showing', {shown: '1', total: (1204).toLocaleString(locale), count: 1204}],
    ['sources.one'],
    ['code.copy'],
    ['code.copyLabel'],
    ['todo.progress', {done: 1, total: 2}],
    ['todo.status.done'],
    ['todo.status.pending'],
    ['duration.label'],
    ['duration.custom'],
    ['duration.none'],
    ['duration.upTo', {max: formatDuration(86400, locale)}],
    ['marker.missing'],
    ['marker.unknown'],
  ];
}

async function mount(locale: string | undefined, id: string): Promise<SvcSurface> {
  const el = await fixture<SvcSurface>(
    html`<svc-surface .locale=${locale} .surface=${sample(id)}></svc-surface>`,
  );
  await waitUntil(() => allText(el).includes('svc-bot') && allText(el).includes('ls -la'));
  await waitUntil(() => !!(locale ? allText(el).includes(translate(locale, 'code.copy')) : true));
  return el;
}

describe('shipped locales', () => {
  it('shows English by default', async () => {
    const el = await mount(undefined, 's-en');
    const text = allText(el);
    for (const [key, values] of expectations('en'))
      expect(text).to.contain(translate('en', key, values));
    expect(text).to.contain('Showing 1 of 1,204 rows.');
    expect(text).to.contain('Copy');
  });

  for (const locale of ['de', 'fr', 'es', 'ja']) {
    it(`renders the sample in ${locale}, without English leftovers`, async () => {
      await loadMessages(locale);
      const el = await mount(locale, `s-${locale}`);
      const text = allText(el);
      for (const [key, values] of expectations(locale)) {
        const localized = translate(locale, key, values).replace(/\s+/g, ' ');
        expect(text, key).to.contain(localized);
        const english = translate('en', key, values).replace(/\s+/g, ' ');
        if (english !== localized) expect(text, `English "${english}"`).not.to.contain(english);
      }
      expect(el.getAttribute('lang')).to.equal(locale);
      expect(el.getAttribute('dir')).to.equal('ltr');
    });
  }

  it('reads "Kopieren" and a German rows counter in German', async () => {
    await loadMessages('de');
    const text = allText(await mount('de', 's-de-words'));
    expect(text).to.contain('Kopieren');
    expect(text).to.contain('1 von 1.204 Zeilen angezeigt.');
    expect(text).to.contain('Quelle:');
    expect(text).to.contain('1 von 2 erledigt');
  });

  it('loads a locale on first use and re-renders in it', async () => {
    const el = await fixture<SvcSurface>(
      html`<svc-surface locale="es" .surface=${sample('s-es-lazy')}></svc-surface>`,
    );
    await waitUntil(() => allText(el).includes('Copiar'), 'Spanish never arrived');
  });

  it('re-renders its elements when the locale changes', async () => {
    await Promise.all([loadMessages('de'), loadMessages('fr')]);
    const el = await mount('de', 's-switch');
    el.locale = 'fr';
    await waitUntil(() => allText(el).includes('Copier'), 'French never shown');
    expect(allText(el)).not.to.contain('Kopieren');
  });

  it('says a failed conversation load in the locale, with its Retry', async () => {
    await loadMessages('de');
    const client = createClient({
      baseUrl: 'http://mock.test',
      auth: {token: 't'},
      fetch: () => Promise.resolve(new Response('{}', {status: 500})),
      retry: {retries: 0},
    });
    const warn = console.warn;
    console.warn = () => {};
    try {
      const el = await fixture<SvcConversation>(
        html`<svc-conversation
          locale="de"
          conversation-id="c"
          .client=${client}
        ></svc-conversation>`,
      );
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="retry"]'), 'no error');
      const status = el
        .shadowRoot!.querySelector('[part~="status"]')!
        .textContent!.replace(/\s+/g, ' ');
      expect(status.trim()).to.equal(
        `${translate('de', 'conversation.loadError')} ${translate('de', 'common.retry')}`,
      );
      expect(el.getAttribute('lang')).to.equal('de');
    } finally {
      console.warn = warn;
    }
  });

  it('ships every key in every locale, using only the values English is given', () => {
    // Top-level placeholder names (not the words inside plural branches).
    const names = (text: string) => {
      const out: string[] = [];
      let depth = 0;
      for (let i = 0; i < text.length; i++) {
        if (text[i] === '{' && depth++ === 0) out.push(/^\w+/.exec(text.slice(i + 1))?.[0] ?? '');
        else if (text[i] === '}') depth--;
      }
      return out;
    };
    for (const [locale, catalog] of Object.entries({de, fr, es, ja, ar, he})) {
      expect(Object.keys(catalog).sort(), locale).to.deep.equal(
        Object.keys(englishMessages).sort(),
      );
      for (const [key, english] of Object.entries(englishMessages)) {
        // A translation may leave a value out (a count it needs no plural for), never add one.
        const own = names(catalog[key as MessageKey]);
        const given = new Set(names(english));
        expect(
          own.filter((name) => !given.has(name)),
          `${locale} ${key}`,
        ).to.deep.equal([]);
        if (!english.includes('plural'))
          expect(own.sort(), `${locale} ${key}`).to.deep.equal(names(english).sort());
      }
    }
  });
});

describe('right-to-left locales', () => {
  const rowSurface = {
    surfaceId: 's-rtl',
    conversationId: 'c',
    catalogId: 'svc-catalog/v1',
    schemaVersion: 1,
    sendDataModel: false,
    dataModelJson: '{}',
    components: [
      {id: 'root', row: {children: {ids: ['first', 'second']}}},
      {id: 'first', text: {text: {literal: 'First'}}},
      {id: 'second', text: {text: {literal: 'Second'}}},
    ],
  };
  const box = (el: SvcSurface, id: string) =>
    el.shadowRoot!.querySelector(`[data-component-id="${id}"]`)!.getBoundingClientRect();

  for (const locale of ['ar', 'he', 'fa', 'ur']) {
    it(`lays a row out mirrored in ${locale}`, async () => {
      const el = await fixture<SvcSurface>(
        html`<svc-surface
          style="width: 600px"
          locale=${locale}
          .surface=${rowSurface}
        ></svc-surface>`,
      );
      await waitUntil(() => el.shadowRoot!.querySelector('[data-component-id="second"]'));
      expect(el.getAttribute('dir')).to.equal('rtl');
      const first = box(el, 'first');
      const second = box(el, 'second');
      expect(first.left).to.be.greaterThan(second.left);
      expect(Math.round(first.right)).to.equal(Math.round(el.getBoundingClientRect().right));
    });
  }

  it('lays a row out left to right in a left-to-right locale, and drops its dir when unset', async () => {
    const el = await fixture<SvcSurface>(
      html`<svc-surface style="width: 600px" locale="de" .surface=${rowSurface}></svc-surface>`,
    );
    await waitUntil(() => el.shadowRoot!.querySelector('[data-component-id="second"]'));
    expect(el.getAttribute('dir')).to.equal('ltr');
    expect(box(el, 'first').left).to.be.lessThan(box(el, 'second').left);
    el.locale = undefined;
    await el.updateComplete;
    expect(el.hasAttribute('dir')).to.equal(false);
    expect(el.hasAttribute('lang')).to.equal(false);
  });

  it('keeps a host page’s own lang and dir', async () => {
    const el = await fixture<SvcSurface>(
      html`<svc-surface lang="he" dir="rtl" .surface=${rowSurface}></svc-surface>`,
    );
    await el.updateComplete;
    expect(el.getAttribute('lang')).to.equal('he');
    expect(el.getAttribute('dir')).to.equal('rtl');
  });
});
