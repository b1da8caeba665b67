import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {DataModel, oneShotOpener, resolve, safeUrl, type Issue} from '../../src/model/index.js';

const REFUSED = [
  // user info, with and without a password, empty, encoded, scheme-relative
  'https://user:pw@example.com/',
  'https://user@example.com',
  'HTTPS://User:Pw@Example.com',
  'http://:pw@example.com',
  'https://@example.com',
  'https://example.com@evil.example',
  'https://user%40x:p@example.com',
  'https:user:pw@example.com',
  'https:/user@example.com',
  '//user:pw@example.com/x',
  // backslash authorities, in every mix with slashes
  'https:\\\\evil.example',
  'https:/\\evil.example',
  'https:\\/evil.example',
  'https:\\evil.example',
  'http:\\\\\\evil.example/x',
  'https://example.com\\@evil.example',
  'https://example.com/a\\b',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '\\evil.example/x',
];

describe('model/openUrl hardening', () => {
  it('refuses user info and backslashes, absolute or relative', () => {
    for (const url of REFUSED) {
      expect(safeUrl(url), url).to.equal(undefined);
      expect(safeUrl(url, {allowRelative: true}), `${url} (relative allowed)`).to.equal(undefined);
    }
  });

  it('still accepts ordinary links, an @ outside the authority included', () => {
    expect(safeUrl('https://example.com/people/@lin')).to.equal('https://example.com/people/@lin');
    expect(safeUrl('https://example.com/?to=a@b.example')).to.equal(
      'https://example.com/?to=a@b.example',
    );
    expect(safeUrl('mailto:lin@example.com')).to.equal('mailto:lin@example.com');
    expect(safeUrl('/help/@me', {allowRelative: true})).to.equal('/help/@me');
  });

  it('property: any URL let through has no user info, no backslash and an allowed scheme', () => {
    const scheme = fc.constantFrom('http', 'https', 'HTTPS', 'mailto', 'javascript', 'ftp', '');
    const separator = fc
      .array(fc.constantFrom('/', '\\', ':', '@', '%5C', '%2F', '\t', ' '), {maxLength: 4})
      .map((parts) => parts.join(''));
    const word = fc.stringMatching(/^[a-z0-9.@:%-]{0,12}$/);
    const url = fc
      .tuple(scheme, separator, word, separator, word)
      .map(([s, a, b, c, d]) => (s ? `${s}:` : '') + a + b + c + d);
    fc.assert(
      fc.property(fc.oneof(url, fc.string()), fc.boolean(), (text, allowRelative) => {
        const checked = safeUrl(text, {allowRelative});
        if (checked === undefined) return;
        expect(checked).to.not.contain('\\');
        const parsed = new URL(checked, 'https://base.invalid/');
        expect(parsed.username, checked).to.equal('');
        expect(parsed.password, checked).to.equal('');
        expect(['http:', 'https:', 'mailto:']).to.include(parsed.protocol);
        if (parsed.protocol !== 'mailto:' && !/^https?:/i.test(checked)) {
          // A relative link stays on the page's own host.
          expect(parsed.host, checked).to.equal('base.invalid');
        }
      }),
      {numRuns: 2000},
    );
  });

  it('property: a user info or a backslash anywhere in an http(s) link is refused', () => {
    const host = fc.stringMatching(/^[a-z]{1,8}\.example$/);
    const user = fc.stringMatching(/^[a-zA-Z0-9%]{0,6}(:[a-zA-Z0-9]{0,6})?$/);
    const slashes = fc.stringMatching(/^[/\\]{0,3}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('http:', 'https:', 'HtTpS:'),
        slashes,
        user,
        host,
        (s, sl, u, h) => {
          expect(safeUrl(`${s}${sl}${u}@${h}/`, {allowRelative: true})).to.equal(undefined);
          expect(safeUrl(`${s}${sl}${h}\\x`, {allowRelative: true})).to.equal(undefined);
        },
      ),
      {numRuns: 500},
    );
  });

  it('one press opens one URL: only the first openUrl of a resolve opens', () => {
    const opened: string[] = [];
    const issues: Issue[] = [];
    const scope = {
      model: new DataModel({a: 'https://a.example/', b: 'https://b.example/'}),
      open: (url: string) => void opened.push(url),
      report: (issue: Issue) => issues.push(issue),
    };
    const both = {
      call: 'formatString',
      args: {value: '${openUrl(url: /a)}${openUrl(url: /b)}'},
    };
    resolve(both, scope);
    expect(opened).to.deep.equal(['https://a.example/']);
    expect(issues).to.have.length(1);
    expect(issues[0].message).to.match(/one link/);
  });

  it('oneShotOpener: a press scope opens once, however many resolves it makes', () => {
    const opened: string[] = [];
    const issues: Issue[] = [];
    const open = oneShotOpener((url) => opened.push(url));
    const scope = {model: new DataModel(), open, report: (issue: Issue) => issues.push(issue)};
    resolve({call: 'openUrl', args: {url: 'https://one.example/'}}, scope);
    resolve({call: 'openUrl', args: {url: 'https://two.example/'}}, scope);
    resolve([{call: 'openUrl', args: {url: 'https://three.example/'}}], scope);
    expect(opened).to.deep.equal(['https://one.example/']);
    expect(issues).to.have.length(2);
    // A refused URL does not use the press up.
    const next = oneShotOpener((url) => opened.push(url));
    const nextScope = {model: new DataModel(), open: next, report: () => {}};
    resolve({call: 'openUrl', args: {url: 'https://u:p@bad.example/'}}, nextScope);
    resolve({call: 'openUrl', args: {url: 'https://ok.example/'}}, nextScope);
    expect(opened).to.deep.equal(['https://one.example/', 'https://ok.example/']);
  });

  it('oneShotOpener on its own: true once, then false', () => {
    const seen: string[] = [];
    const open = oneShotOpener((url) => seen.push(url));
    expect([open('a'), open('b'), open('c')]).to.deep.equal([true, false, false]);
    expect(seen).to.deep.equal(['a']);
  });
});
