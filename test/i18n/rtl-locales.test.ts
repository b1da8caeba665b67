import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {allText} from './all-text.js';
import '../../src/surface/surface.js';
import '../../src/components/all.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {conversations} from '../../src/mock/conversations.js';
import {englishMessages, loadMessages, translate} from '../../src/i18n/index.js';
import type {MessageKey} from '../../src/i18n/index.js';
import {createMockProviders} from '../../src/mock/providers.js';
import {mockSettingsForm} from '../../src/mock/settings-provider.js';

/**
 * The English words of the catalog, as they can show: each message cut at its placeholders, the
 * pieces that hold a word of three letters or more.
 */
const englishPieces = [
  ...new Set(
    Object.values(englishMessages).flatMap((message) =>
      message
        .replace(/\{[^{}]*\{[^]*\}\s*\}|\{[^}]*\}/g, '\u0000')
        .split('\u0000')
        .map((piece) => piece.trim())
        .filter((piece) => /[A-Za-z]{3}/.test(piece)),
    ),
  ),
];

/**
 * Every string a sample carries: the agent's own words and the service's settings form, which
 * stay as written.
 */
function ownWords(record: unknown): string {
  return JSON.stringify(record) + JSON.stringify(mockSettingsForm());
}

/** Waits until the surface and the elements in it have drawn, a few rounds deep. */
async function drawn(el: SvcSurface) {
  for (let round = 0; round < 4; round++) {
    await el.updateComplete;
    const all: Element[] = [];
    const visit = (root: ParentNode) => {
      for (const node of root.querySelectorAll('*')) {
        all.push(node);
        if (node.shadowRoot) visit(node.shadowRoot);
      }
    };
    visit(el.shadowRoot!);
    await Promise.all(all.map((e) => (e as {updateComplete?: Promise<unknown>}).updateComplete));
    await new Promise((r) => setTimeout(r, 30));
  }
}

const samples = conversations.flatMap((conversation) =>
  conversation.surfaces
    .filter((record) => !record.deletedAt)
    .map((record) => ({name: `${conversation.name} / ${record.surfaceId}`, record})),
);

for (const locale of ['ar', 'he']) {
  describe(`${locale}: no English words, right to left`, () => {
    before(() => loadMessages(locale));

    for (const {name, record} of samples) {
      it(`${name} shows the catalog's words in ${locale} only`, async function () {
        this.timeout(20_000);
        const providers = createMockProviders();
        const el = await fixture<SvcSurface>(
          html`<svc-surface
            locale=${locale}
            .surface=${structuredClone(record)}
            .connectorSettingsProvider=${providers.settings}
            .syncStatusProvider=${providers.sync}
          ></svc-surface>`,
        );
        await drawn(el);
        expect(el.getAttribute('dir')).to.equal('rtl');
        const text = allText(el);
        const own = ownWords(record);
        const leftovers = englishPieces.filter(
          (piece) => text.includes(piece) && !own.includes(piece),
        );
        expect(leftovers, 'English words').to.deep.equal([]);
      });
    }
  });
}

describe('right to left: numbers keep their order', () => {
  it('a table counts its rows in Arabic, and a metric’s change reads -4%, not 4%-', async () => {
    await loadMessages('ar');
    const dashboard = conversations.find((c) => c.name === 'dashboard')!.surfaces[0]!;
    const el = await fixture<SvcSurface>(
      html`<svc-surface locale="ar" .surface=${structuredClone(dashboard)}></svc-surface>`,
    );
    await drawn(el);
    const table = el.shadowRoot!.querySelector('svc-table')!;
    await waitUntil(() => allText(table).includes(translate('ar', 'table.next')), 'table drawn');
    expect(allText(table)).to.contain(
      translate('ar', 'table.range', {first: 1, last: 10, count: 25} as never),
    );
    expect(allText(table)).not.to.match(/\bof\b/);
    const metric = el.shadowRoot!.querySelector('svc-metric-cards')!;
    const delta = [...metric.shadowRoot!.querySelectorAll('[part~="delta"] bdi')].find((b) =>
      b.textContent!.includes('-4%'),
    );
    expect(delta, 'the change isolated left to right').to.exist;
    expect(delta!.getAttribute('dir')).to.equal('ltr');
    expect(getComputedStyle(delta!).direction).to.equal('ltr');
    expect(getComputedStyle(delta!).unicodeBidi).to.equal('isolate');
  });

  it('writes plural forms and numbers by Intl for Arabic and Hebrew', async () => {
    await Promise.all([loadMessages('ar'), loadMessages('he')]);
    const key: MessageKey = 'surface.fieldsNeedAttention';
    expect(translate('ar', key, {count: 2})).to.equal('حقلان يحتاجان إلى مراجعة.');
    expect(translate('ar', key, {count: 3})).to.equal(
      `${new Intl.NumberFormat('ar').format(3)} حقول تحتاج إلى مراجعة.`,
    );
    expect(translate('he', key, {count: 2})).to.equal('שני שדות דורשים תשומת לב.');
    expect(translate('he', key, {count: 5})).to.equal('5 שדות דורשים תשומת לב.');
    expect(translate('iw', 'code.copy')).to.equal('העתקה');
  });
});
