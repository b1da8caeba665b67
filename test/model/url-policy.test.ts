import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {allowedUrl, checkMediaUrl, checkUrl, MAX_URL_LENGTH} from '../../src/model/index.js';
import type {UrlUse} from '../../src/model/index.js';

/** The page media resolves against (the media column uses the default media policy). */
const PAGE = 'https://app.example/chat/index.html';
const USES: readonly UrlUse[] = ['link', 'open', 'source', 'artifact', 'media'];

/** Whether `use` accepts `url` the way the elements ask: media through the host's policy. */
function accepts(url: unknown, use: UrlUse): boolean {
  return use === 'media' ? checkMediaUrl(url, {}, PAGE).allowed : checkUrl(url, use).allowed;
}

/**
 * The table: a spelling, then the uses that accept it (every other use refuses it). Where the
 * rows come from is said above each group; spellings already tested before the policy existed
 * keep their verdict, except the rules unified on purpose (marked "changed").
 */
const TABLE: ReadonlyArray<readonly [unknown, string]> = [
  // Issue 39, "link rules that differ by place": refused everywhere now.
  ['https://bank.example@evil.example/', ''], // changed: markdown, artifacts, sources kept it
  ['/\\evil.example', ''], // changed: markdown kept it
  ['https://user:pw@reports.example/a.csv', ''], // changed: artifacts and sources kept it
  ['https://@reports.example/a.csv', ''], // changed: media, markdown, artifacts kept it
  ['http://reports.example/a.csv', 'link open source'], // changed: artifacts are https only
  ['//other.example/x', ''], // changed: markdown kept it, media checked it as an address
  ['///other.example/x', ''],
  ['mailto:owner@example.test', 'link open'],

  // Markdown's spellings (were test/components/text-markdown.test.ts and text.test.ts).
  ['https://example.test', 'link open source artifact media'],
  ['http://example.test/a?b#c', 'link open source'],
  ['HTTPS://EXAMPLE.TEST', 'link open source artifact media'],
  ['/path', 'link media'],
  ['path/to', 'link media'],
  ['../up', 'link media'],
  ['#anchor', 'link media'],
  ['?q=1', 'link media'],
  ['//example.test/x', ''], // changed: markdown kept it (see above)
  ['javascript:alert(1)', ''],
  ['JAVASCRIPT:alert(1)', ''],
  ['JaVaScRiPt:alert(1)', ''],
  [' javascript:alert(1)', ''],
  ['java\tscript:alert(1)', ''],
  ['java\nscript:alert(1)', ''],
  ['\u0000javascript:alert(1)', ''],
  ['java&#09;script:alert(1)', ''],
  ['data:text/html,<script>alert(1)</script>', ''],
  ['vbscript:msgbox', ''],
  ['vbscript:x', ''],
  ['file:///etc/passwd', ''],
  ['ftp://example.test', ''],
  ['ftp://example.test/f', ''],
  ['tel:+123', ''],
  ['blob:https://example.test/1', ''],
  ['http://[invalid', ''],

  // openUrl's spellings (were test/model/url.test.ts and open-url.test.ts).
  ['https://example.com', 'link open source artifact media'],
  ['  HTTP://Example.com/a b ', 'link open source'],
  ['mailto:ada@example.com', 'link open'],
  ['vbscript:msgbox(1)', ''],
  ['ftp://example.com', ''],
  ['blob:https://example.com/x', ''],
  ['/docs', 'link media'],
  ['./a?b=1#c', 'link media'],
  ['a/b:c', 'link media'],
  ['jav&#x61;script:alert(1)', ''],
  ['\\\\evil.example', ''],
  ['https://user:pw@example.com/', ''],
  ['https://user@example.com', ''],
  ['HTTPS://User:Pw@Example.com', ''],
  ['http://:pw@example.com', ''],
  ['https://@example.com', ''],
  ['https://example.com@evil.example', ''],
  ['https://user%40x:p@example.com', ''],
  ['https:user:pw@example.com', ''],
  ['https:/user@example.com', ''],
  ['//user:pw@example.com/x', ''],
  ['https:\\\\evil.example', ''],
  ['https:/\\evil.example', ''],
  ['https:\\/evil.example', ''],
  ['https:\\evil.example', ''],
  ['http:\\\\\\evil.example/x', ''],
  ['https://example.com\\@evil.example', ''],
  ['https://example.com/a\\b', ''],
  ['\\/evil.example', ''],
  ['\\evil.example/x', ''],
  ['https://example.com/people/@lin', 'link open source artifact media'],
  ['https://example.com/?to=a@b.example', 'link open source artifact media'],
  ['mailto:lin@example.com', 'link open'],
  ['/help/@me', 'link media'],

  // Sources and artifacts (were in test/components/internal/data-values.test.ts and
  // metric-cards.data.test.ts).
  ['https://reports.acme.test/a.csv', 'link open source artifact media'],
  ['http://x.test', 'link open source'],
  ['data:text/html,x', ''],
  ['/relative/path', 'link media'],
  ['mailto:a@b.test', 'link open'],
  ['tasks?state=closed', 'link media'],
  ['//example.test', ''],

  // Media's spellings (test/model/media-policy.test.ts), under the default media policy.
  ['https://cdn.example/a b.png', 'link open source artifact media'],
  ['data:image/png;base64,iVBORw0KGgo=', ''],
  ['DATA:image/svg+xml,<svg/>', ''],
  ['about:blank', ''],
  ['https://cdn.example/x\u007f.png', ''],
  ['./img/a:b.png', 'link media'],
  ['j avascript:alert(1)', ''],

  // Character references, controls, odd hosts and lengths.
  ['https://ok.example&#64;evil.example/', ''],
  ['https://ok.example&commat;evil.example/', ''],
  ['javascript&colon;alert(1)', ''],
  ['/a?x=1&amp;y=2', ''],
  ['https://ok.example/a?x=1&amp;y=2', 'link open source artifact media'],
  ['https://ok.example/\u0085x', ''],
  ['https://ok.example/\u200bx', 'link open source artifact media'],
  ['mailto://@evil.example', ''],
  ['mailto://u:p@evil.example', ''],
  ['https://[::1]/x', 'link open source artifact media'],
  [`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`, ''],
  [`https://example.com/${'a'.repeat(MAX_URL_LENGTH - 20)}`, 'link open source artifact media'],
  ['', ''],
  ['   ', ''],
  [42, ''],
  [null, ''],
  [undefined, ''],
  [{}, ''],
  [['https://example.com'], ''],
];

describe('model/url-policy: one table of spellings × uses', () => {
  for (const [url, uses] of TABLE) {
    const expected = uses === '' ? [] : uses.split(' ');
    it(`${JSON.stringify(url)?.slice(0, 80)} → ${uses || 'refused everywhere'}`, () => {
      const got = USES.filter((use) => accepts(url, use));
      expect(got, JSON.stringify(url)).to.deep.equal(expected);
    });
  }
});

describe('model/url-policy: what an allowed URL becomes', () => {
  it('absolute URLs come out normalised by the URL parser, relative links as written', () => {
    expect(allowedUrl('https://example.com', 'open')).to.equal('https://example.com/');
    expect(allowedUrl('  HTTP://Example.com/a b ', 'open')).to.equal('http://example.com/a%20b');
    expect(allowedUrl('mailto:ada@example.com', 'open')).to.equal('mailto:ada@example.com');
    expect(allowedUrl('http://x.test', 'source')).to.equal('http://x.test/');
    expect(allowedUrl('https://reports.acme.test/a.csv', 'artifact')).to.equal(
      'https://reports.acme.test/a.csv',
    );
    expect(allowedUrl(' ./a?b=1#c ', 'link')).to.equal('./a?b=1#c');
    expect(allowedUrl('/help/@me', 'link')).to.equal('/help/@me');
  });

  it('an unknown use is a programming error, said clearly', () => {
    expect(() => checkUrl('https://example.com', 'picture' as UrlUse)).to.throw(
      TypeError,
      'checkUrl: unknown use "picture"',
    );
  });

  it('media resolves relative addresses against the page, and needs a page for them', () => {
    expect(checkUrl('a.png', 'media', PAGE)).to.deep.equal({
      allowed: true,
      url: 'https://app.example/chat/a.png',
    });
    expect(checkUrl('a.png', 'media')).to.deep.equal({allowed: false, reason: 'malformed'});
    expect(checkUrl('a.png', 'media', 'about:blank')).to.deep.equal({
      allowed: false,
      reason: 'malformed',
    });
  });

  it('says why, the same way for every use', () => {
    for (const use of USES) {
      const reason = (url: unknown) => {
        const check = use === 'media' ? checkMediaUrl(url, {}, PAGE) : checkUrl(url, use);
        return check.allowed ? 'allowed' : check.reason;
      };
      expect(reason(undefined), use).to.equal('missing');
      expect(reason(' '), use).to.equal('missing');
      expect(reason('https://bank.example@evil.example/'), use).to.equal('credentials');
      expect(reason('//user@evil.example/'), use).to.equal('credentials');
      expect(reason('/\\evil.example'), use).to.equal('malformed');
      expect(reason('//evil.example/'), use).to.equal('malformed');
      expect(reason('java\tscript:alert(1)'), use).to.equal('malformed');
      expect(reason('javascript:alert(1)'), use).to.equal('scheme');
      expect(reason('ftp://example.test/'), use).to.equal('scheme');
    }
  });
});

describe('model/url-policy: properties', () => {
  /** The schemes each use may produce, written out independently of the module. */
  const SCHEMES: Record<UrlUse, readonly string[]> = {
    link: ['https:', 'http:', 'mailto:'],
    open: ['https:', 'http:', 'mailto:'],
    source: ['https:', 'http:'],
    artifact: ['https:'],
    media: ['https:'],
  };
  const scheme = fc.constantFrom(
    'http',
    'https',
    'HTTPS',
    'mailto',
    'javascript',
    'ftp',
    'data',
    '',
  );
  const separator = fc
    .array(fc.constantFrom('/', '\\', ':', '@', '%5C', '%2F', '\t', ' ', '&#', ';', '?', '#'), {
      maxLength: 4,
    })
    .map((parts) => parts.join(''));
  const word = fc.stringMatching(/^[a-z0-9.@:%&;-]{0,12}$/);
  const urlish = fc
    .tuple(scheme, separator, word, separator, word)
    .map(([s, a, b, c, d]) => (s ? `${s}:` : '') + a + b + c + d);
  const anything = fc.oneof(urlish, fc.string(), fc.webUrl({withQueryParameters: true}));

  it('anything accepted parses to an allowed scheme, no credentials, on the page host if relative', function () {
    this.timeout(30000); // the first property of the file warms fast-check up: slow on a busy machine
    fc.assert(
      fc.property(anything, fc.constantFrom(...USES), (text, use) => {
        const check = use === 'media' ? checkMediaUrl(text, {}, PAGE) : checkUrl(text, use);
        if (!check.allowed) return;
        // eslint-disable-next-line no-control-regex
        expect(check.url, use).to.not.match(/[\\\u0000-\u001f\u007f-\u009f]/);
        const parsed = new URL(check.url, 'https://base.invalid/');
        expect(SCHEMES[use], `${use}: ${check.url}`).to.include(parsed.protocol);
        expect(parsed.username + parsed.password, `${use}: ${check.url}`).to.equal('');
        if (!/^[a-z][a-z0-9+.-]*:/i.test(check.url)) {
          expect(use, check.url).to.equal('link');
          expect(parsed.host, check.url).to.equal('base.invalid');
        }
      }),
      {numRuns: 3000},
    );
  });

  it('user info, a backslash or a control character anywhere is refused by every use', () => {
    const host = fc.stringMatching(/^[a-z]{1,8}\.example$/);
    const user = fc.stringMatching(/^[a-zA-Z0-9%]{0,6}(:[a-zA-Z0-9]{0,6})?$/);
    const slashes = fc.stringMatching(/^[/\\]{0,3}$/);
    const bad = fc.constantFrom('\\', '\t', '\n', '\u0000', '\u001f', '\u007f', '\u0085');
    fc.assert(
      fc.property(
        fc.constantFrom('http:', 'https:', 'HtTpS:', ''),
        slashes,
        user,
        host,
        bad,
        fc.nat(40),
        (s, sl, u, h, c, at) => {
          const withUser = s ? `${s}${sl}${u}@${h}/` : `//${u}@${h}/`;
          const plain = `${s || 'https:'}//${h}/path/x`;
          const i = 1 + (at % (plain.length - 1));
          const withBad = plain.slice(0, i) + c + plain.slice(i);
          for (const use of USES) {
            expect(accepts(withUser, use), `${use}: ${withUser}`).to.equal(false);
            expect(accepts(withBad, use), `${use}: ${JSON.stringify(withBad)}`).to.equal(false);
          }
        },
      ),
      {numRuns: 500},
    );
  });

  it('no use is looser than another on the shared rules', () => {
    // A use may refuse for its own reasons (scheme, relative); a shared refusal holds for all.
    fc.assert(
      fc.property(anything, (text) => {
        const reasons = USES.map((use) => {
          const check = checkUrl(text, use, PAGE);
          return check.allowed ? 'allowed' : check.reason;
        });
        const shared = reasons.filter((r) => r === 'credentials' || r === 'missing');
        if (shared.length > 0) expect(reasons, text).to.deep.equal(USES.map(() => shared[0]));
      }),
      {numRuns: 2000},
    );
  });

  it('an allowed URL checks again to itself', () => {
    fc.assert(
      fc.property(anything, fc.constantFrom(...USES), (text, use) => {
        const check = checkUrl(text, use, PAGE);
        if (check.allowed) expect(checkUrl(check.url, use, PAGE), check.url).to.deep.equal(check);
      }),
      {numRuns: 2000},
    );
  });
});
