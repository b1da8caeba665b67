import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/components/svc/code-block.js';
import type {SvcCodeBlock} from '../../src/components/svc/code-block.js';
import {
  formatMessage,
  isRtlLocale,
  loadMessages,
  localeChain,
  registerMessages,
  translate,
} from '../../src/i18n/index.js';

const copyText = (el: SvcCodeBlock) =>
  el.shadowRoot!.querySelector('[part~="copy-button"]')!.textContent!.trim();

describe('message catalog', () => {
  it('walks a locale chain down to English', () => {
    expect(localeChain('de-CH')).to.deep.equal(['de-CH', 'de', 'en']);
    expect(localeChain('zh-Hant-TW')).to.deep.equal(['zh-Hant-TW', 'zh-Hant', 'zh', 'en']);
    expect(localeChain('en-GB')).to.deep.equal(['en-GB', 'en']);
    expect(localeChain(undefined)).to.deep.equal(['en']);
    expect(localeChain('not a locale!')).to.deep.equal(['en']);
  });

  it('falls back de-CH → de → en', async () => {
    await loadMessages('de-CH');
    expect(translate('de-CH', 'code.copied')).to.equal('Kopiert');
    registerMessages('de-CH', {'code.copied': 'Kopiert!'});
    expect(translate('de-CH', 'code.copied')).to.equal('Kopiert!');
    expect(translate('de', 'code.copied')).to.equal('Kopiert');
    expect(translate('de-CH', 'code.copy')).to.equal('Kopieren');
  });

  it('lets a host catalog override a string, and shown elements follow', async () => {
    await loadMessages('de');
    const el = await fixture<SvcCodeBlock>(
      html`<div lang="de-AT"><svc-code-block code="x" copyable></svc-code-block></div>`,
    ).then((div) => div.querySelector('svc-code-block')!);
    await waitUntil(() => copyText(el) === 'Kopieren', 'German first');
    registerMessages('de-AT', {'code.copy': 'Abschreiben'});
    await waitUntil(() => copyText(el) === 'Abschreiben', 'host catalog not shown');
  });

  it('lets a host add a language, English filling the gaps with one warning per key', () => {
    registerMessages('pt-BR', {'code.copy': 'Copiar'});
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => void warnings.push(message);
    try {
      expect(translate('pt-BR', 'code.copy')).to.equal('Copiar');
      expect(translate('pt-BR', 'code.copied')).to.equal('Copied');
      expect(translate('pt-BR', 'code.copied')).to.equal('Copied');
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((w) => w.includes('code.copied'))).to.have.length(1);
  });

  it('ignores what is not a catalog', () => {
    registerMessages('', {'code.copy': 'x'});
    registerMessages('fr', null as never);
    registerMessages('it', {'code.copy': 42 as never});
    expect(translate('it', 'code.copy')).to.equal('Copy');
  });

  it('picks plural forms by the locale’s rules and writes numbers for it', async () => {
    await Promise.all([loadMessages('de'), loadMessages('fr')]);
    expect(translate('en', 'surface.fieldsNeedAttention', {count: 1})).to.equal(
      '1 field needs attention.',
    );
    expect(translate('en', 'surface.fieldsNeedAttention', {count: 3})).to.equal(
      '3 fields need attention.',
    );
    expect(translate('de', 'surface.fieldsNeedAttention', {count: 1})).to.equal(
      '1 Feld muss geprüft werden.',
    );
    expect(translate('de', 'picker.count', {count: 1204})).to.equal('1.204 Einträge.');
    // French counts 0 and 1 as "one".
    expect(translate('fr', 'picker.count', {count: 0})).to.equal('0 élément.');
    expect(translate('en', 'picker.count', {count: 0})).to.equal('0 entries.');
  });

  it('formats ICU-like messages', () => {
    const message = '{n, plural, =0 {none} one {# item} other {# items}} in {place}';
    expect(formatMessage(message, {n: 0, place: 'A'}, 'en')).to.equal('none in A');
    expect(formatMessage(message, {n: 1, place: 'A'}, 'en')).to.equal('1 item in A');
    expect(formatMessage(message, {n: 12345, place: 'A'}, 'en')).to.equal('12,345 items in A');
    expect(formatMessage('{missing} stays', {}, 'en')).to.equal('{missing} stays');
    expect(formatMessage('unclosed {n', {n: 1}, 'en')).to.equal('unclosed {n');
  });

  it('never throws on any template or values', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.double())),
        (t, v) => {
          expect(formatMessage(t, v, 'en')).to.be.a('string');
        },
      ),
    );
  });

  it('chooses one/other for English counts', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (n) => {
        const text = translate('en', 'picker.count', {count: n});
        expect(text).to.equal(`${n.toLocaleString('en')} ${n === 1 ? 'entry' : 'entries'}.`);
      }),
    );
  });

  it('knows the right-to-left languages', () => {
    for (const rtl of ['ar', 'ar-EG', 'he', 'fa-IR', 'ur'])
      expect(isRtlLocale(rtl), rtl).to.equal(true);
    for (const ltr of ['en', 'de-CH', 'ja', undefined, 'xx!'])
      expect(isRtlLocale(ltr)).to.equal(false);
  });
});
