import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {checkMediaUrl} from '../../src/model/index.js';
import type {MediaPolicy} from '../../src/model/index.js';

const PAGE = 'https://app.example/chat/index.html';

function reason(url: unknown, policy?: MediaPolicy, page: string | undefined = PAGE) {
  const check = checkMediaUrl(url, policy, page);
  return check.allowed ? 'allowed' : check.reason;
}

describe('model/checkMediaUrl', () => {
  it('allows https addresses by default, normalised by the URL parser', () => {
    expect(checkMediaUrl('https://cdn.example/a b.png', {}, PAGE)).to.deep.equal({
      allowed: true,
      url: 'https://cdn.example/a%20b.png',
    });
    expect(checkMediaUrl('  HTTPS://CDN.Example/x.png ')).to.deep.equal({
      allowed: true,
      url: 'https://cdn.example/x.png',
    });
  });

  it('refuses plain http unless the policy allows it', () => {
    expect(reason('http://cdn.example/x.png')).to.equal('insecure');
    expect(reason('http://cdn.example/x.png', {allowHttp: true})).to.equal('allowed');
  });

  it('refuses every other scheme, however spelled', () => {
    const bad = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'jav&#x61;script:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'DATA:image/svg+xml,<svg/>',
      'blob:https://app.example/3f0c',
      'file:///etc/passwd',
      'ftp://cdn.example/x.png',
      'vbscript:msgbox(1)',
      'about:blank',
    ];
    for (const url of bad) {
      expect(['scheme', 'malformed'], url).to.include(reason(url, {allowHttp: true}));
    }
    expect(reason('data:image/png;base64,AAAA')).to.equal('scheme');
    expect(reason('blob:https://app.example/3f0c')).to.equal('scheme');
  });

  it('refuses control characters and backslashes, which parsers read differently', () => {
    for (const url of [
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000https://cdn.example/x.png',
      'https://cdn.example/x\u007f.png',
      'https:\\\\evil.example/x.png',
      '\\\\evil.example/x.png',
      '/\\evil.example/x.png',
      'https://cdn.example\\@evil.example/x.png',
    ]) {
      expect(reason(url), JSON.stringify(url)).to.equal('malformed');
    }
  });

  it('refuses a user name or password in the address', () => {
    expect(reason('https://user@cdn.example/x.png')).to.equal('credentials');
    expect(reason('https://user:secret@cdn.example/x.png')).to.equal('credentials');
    expect(reason('https://:secret@cdn.example/x.png')).to.equal('credentials');
    // Changed with the one URL policy: an empty user info too (was allowed).
    expect(reason('https://@cdn.example/x.png')).to.equal('credentials');
    expect(reason('https://@app.example/x.png')).to.equal('credentials');
    expect(
      reason('https://app.example@evil.example/x.png', {origins: ['https://app.example']}),
    ).to.equal('credentials');
  });

  it('resolves relative addresses against the page, then checks them', () => {
    expect(checkMediaUrl('/img/a.png', {}, PAGE)).to.deep.equal({
      allowed: true,
      url: 'https://app.example/img/a.png',
    });
    expect(checkMediaUrl('a.png', {origins: []}, PAGE)).to.deep.equal({
      allowed: true,
      url: 'https://app.example/chat/a.png',
    });
    // Changed with the one URL policy: a relative address never names a host (was 'origin').
    expect(reason('//evil.example/x.png', {origins: ['https://cdn.example']})).to.equal(
      'malformed',
    );
    expect(reason('//cdn.example/x.png')).to.equal('malformed');
    expect(checkMediaUrl('/img/a.png', {}, undefined)).to.deep.equal({
      allowed: false,
      reason: 'malformed',
    });
    expect(reason('./img/a:b.png')).to.equal('allowed');
    expect(reason('j avascript:alert(1)')).to.equal('malformed');
    expect(reason('jav&#x61;script:alert(1)')).to.equal('malformed');
  });

  it('always allows the page own origin, over http too', () => {
    const page = 'http://localhost:8000/demo/';
    expect(reason('/x.png', {}, page)).to.equal('allowed');
    expect(reason('http://localhost:8000/x.png', {origins: []}, page)).to.equal('allowed');
    expect(reason('http://127.0.0.1:8000/x.png', {}, page)).to.equal('insecure');
    expect(reason('http://localhost:8001/x.png', {}, page)).to.equal('insecure');
  });

  describe('sameOrigin (issue 39: /logout?via=img on the page own origin)', () => {
    it('allows the page own origin by default, even with an empty list', () => {
      expect(checkMediaUrl('/logout?via=img', {origins: []}, PAGE)).to.deep.equal({
        allowed: true,
        url: 'https://app.example/logout?via=img',
      });
      expect(reason('/logout?via=img', {origins: [], sameOrigin: true})).to.equal('allowed');
    });

    it('with sameOrigin false, refuses the page own origin unless the list names it', () => {
      expect(reason('/logout?via=img', {origins: [], sameOrigin: false})).to.equal('origin');
      expect(reason('/logout?via=img', {sameOrigin: false})).to.equal('origin');
      expect(reason('https://app.example/a.png', {sameOrigin: false})).to.equal('origin');
      expect(reason('/img/a.png', {origins: ['https://app.example'], sameOrigin: false})).to.equal(
        'allowed',
      );
      // Other addresses are judged as before.
      expect(reason('https://cdn.example/a.png', {sameOrigin: false})).to.equal('allowed');
      expect(
        reason('https://cdn.example/a.png', {origins: ['https://cdn.example'], sameOrigin: false}),
      ).to.equal('allowed');
    });

    it('with sameOrigin false, an http page own origin needs allowHttp and the list', () => {
      const page = 'http://localhost:8000/demo/';
      const listed = {origins: ['http://localhost:8000'], sameOrigin: false};
      expect(reason('/x.png', {sameOrigin: false}, page)).to.equal('insecure');
      expect(reason('/x.png', listed, page)).to.equal('insecure');
      expect(reason('/x.png', {...listed, allowHttp: true}, page)).to.equal('allowed');
    });
  });

  it('allows only listed origins when the policy has a list', () => {
    const policy = {origins: ['https://cdn.example/', ' https://img.example:8443/any/path ']};
    expect(reason('https://cdn.example/x.png', policy)).to.equal('allowed');
    expect(reason('https://img.example:8443/x.png', policy)).to.equal('allowed');
    expect(reason('https://img.example/x.png', policy)).to.equal('origin');
    expect(reason('https://cdn.example.evil.example/x.png', policy)).to.equal('origin');
    expect(reason('https://evil.example/https://cdn.example/', policy)).to.equal('origin');
    expect(reason('https://cdn.example/x.png', {origins: []})).to.equal('origin');
  });

  it('needs both allowHttp and the list for a listed http origin', () => {
    expect(reason('http://cdn.example/x.png', {origins: ['http://cdn.example']})).to.equal(
      'insecure',
    );
    expect(
      reason('http://cdn.example/x.png', {allowHttp: true, origins: ['http://cdn.example']}),
    ).to.equal('allowed');
    expect(
      reason('http://cdn.example/x.png', {allowHttp: true, origins: ['https://cdn.example']}),
    ).to.equal('origin');
  });

  it('skips list entries that are not http(s) origins', () => {
    const policy = {origins: ['data:', 'javascript:alert(1)', 'not a url', 7, '*'] as string[]};
    expect(reason('https://cdn.example/x.png', policy)).to.equal('origin');
    expect(reason('data:image/png;base64,AAAA', policy)).to.equal('scheme');
  });

  it('refuses nothing-values and absurd lengths', () => {
    for (const value of [undefined, null, '', '   ', 42, {}, ['https://cdn.example/x.png']]) {
      expect(reason(value)).to.equal('missing');
    }
    expect(reason(`https://cdn.example/${'a'.repeat(9000)}`)).to.equal('malformed');
  });

  describe('properties', () => {
    const policies = fc.record(
      {
        allowHttp: fc.boolean(),
        origins: fc.array(
          fc.constantFrom('https://cdn.example', 'http://cdn.example', 'https://img.example:8443'),
        ),
        sameOrigin: fc.boolean(),
      },
      {requiredKeys: []},
    );
    const pages = fc.constantFrom(PAGE, 'http://localhost:8000/', undefined, 'about:blank');

    it('never throws, and what it allows is an http(s) URL without credentials', function () {
      this.timeout(30000); // the first property of the file warms fast-check up: slow on a busy machine
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string(),
            fc.string({unit: 'binary'}),
            fc.webUrl(),
            fc.jsonValue({maxDepth: 1}),
          ),
          policies,
          pages,
          (url, policy, page) => {
            const check = checkMediaUrl(url, policy, page);
            if (!check.allowed) return;
            const parsed = new URL(check.url);
            expect(['https:', 'http:']).to.include(parsed.protocol);
            expect(parsed.username + parsed.password).to.equal('');
          },
        ),
      );
    });

    it('refuses javascript: and data: with any case, padding and inserted controls', () => {
      const spelled = fc
        .tuple(
          fc.constantFrom('javascript', 'data', 'vbscript', 'blob', 'file'),
          fc.array(fc.boolean(), {minLength: 10, maxLength: 10}),
          fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u001f'),
          fc.nat(10),
          fc.string({maxLength: 20}),
        )
        .map(([scheme, upper, insert, at, rest]) => {
          const cased = [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
          return `${cased.slice(0, at)}${insert}${cased.slice(at)}:${rest}`;
        });
      fc.assert(
        fc.property(spelled, policies, pages, (url, policy, page) => {
          expect(checkMediaUrl(url, {...policy, allowHttp: true}, page).allowed).to.equal(false);
        }),
      );
    });

    it('refuses any address with a backslash or user info', () => {
      const withBackslash = fc
        .tuple(fc.webUrl(), fc.nat())
        .map(([url, at]) => `${url.slice(0, at % url.length)}\\${url.slice(at % url.length)}`);
      const withUserInfo = fc
        .tuple(fc.webUrl(), fc.stringMatching(/^[a-z0-9]{1,8}(:[a-z0-9]{0,8})?$/))
        .map(([url, info]) => url.replace('://', `://${info}@`));
      fc.assert(
        fc.property(fc.oneof(withBackslash, withUserInfo), policies, pages, (url, policy, page) => {
          expect(checkMediaUrl(url, {...policy, allowHttp: true}, page).allowed).to.equal(false);
        }),
      );
    });

    it('with a list, allows only listed origins and the page own', () => {
      fc.assert(
        fc.property(
          fc.webUrl({withQueryParameters: true, withFragments: true}),
          policies,
          pages,
          (url, policy, page) => {
            const check = checkMediaUrl(url, policy, page);
            if (!check.allowed || !policy.origins) return;
            const origin = new URL(check.url).origin;
            const own = page && page.startsWith('http') ? new URL(page).origin : undefined;
            const listed = policy.origins.map((o) => new URL(o).origin);
            expect([...listed, own]).to.include(origin);
          },
        ),
      );
    });

    it('with sameOrigin false, allows the page own origin only when the list names it', () => {
      const path = fc.stringMatching(/^\/[a-z0-9/?=&.-]{0,20}$/);
      const address = fc.oneof(
        path,
        path.map((p) => `https://app.example${p}`),
        path.map((p) => `http://localhost:8000${p}`),
      );
      const ownPolicies = fc.record({
        allowHttp: fc.boolean(),
        origins: fc.option(
          fc.subarray(['https://app.example', 'http://localhost:8000', 'https://cdn.example']),
          {nil: undefined},
        ),
      });
      fc.assert(
        fc.property(address, ownPolicies, pages, (url, policy, page) => {
          const check = checkMediaUrl(url, {...policy, sameOrigin: false}, page);
          if (!check.allowed || !page?.startsWith('http')) return;
          const origin = new URL(check.url).origin;
          if (origin !== new URL(page).origin) return;
          const listed = (policy.origins ?? []).map((o) => new URL(o).origin);
          expect(listed, check.url).to.include(origin);
        }),
      );
    });

    it('is idempotent: an allowed URL checks again to itself', () => {
      fc.assert(
        fc.property(
          fc.webUrl({withQueryParameters: true, withFragments: true}),
          policies,
          pages,
          (url, policy, page) => {
            const check = checkMediaUrl(url, policy, page);
            if (check.allowed) expect(checkMediaUrl(check.url, policy, page)).to.deep.equal(check);
          },
        ),
      );
    });

    it('allows every https web URL without user info under the default policy', () => {
      fc.assert(
        fc.property(fc.webUrl({validSchemes: ['https']}), (url) => {
          expect(checkMediaUrl(url, {}, PAGE).allowed, url).to.equal(true);
        }),
      );
    });
  });
});
