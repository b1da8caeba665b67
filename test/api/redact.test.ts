import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {createClient} from '../../src/api/index.js';
import type {ServiceError} from '../../src/api/index.js';
import {REDACTED, SCAN_LIMIT, redactSecrets, scrubServerText} from '../../src/api/redact.js';
import {BASE, answering, rejection} from './helpers.js';

const utf8Base64 = (text: string) => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const hexOf = (text: string) =>
  Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');

/** The encodings a server may echo a secret in (written here independently of the code). */
const encodings: Record<string, (secret: string) => string> = {
  raw: (s) => s,
  upper: (s) => s.toUpperCase(),
  lower: (s) => s.toLowerCase(),
  uriComponent: (s) => encodeURIComponent(s),
  uriComponentLowerHex: (s) =>
    encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
  uri: (s) => encodeURI(s),
  form: (s) => new URLSearchParams({k: s}).toString().slice(2),
  formPlus: (s) => encodeURIComponent(s).replace(/%20/g, '+'),
  twice: (s) => encodeURIComponent(encodeURIComponent(s)),
  json: (s) => JSON.stringify(s).slice(1, -1),
  base64: (s) => utf8Base64(s).replace(/=+$/, ''),
  base64url: (s) => utf8Base64(s).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'),
  hex: (s) => hexOf(s),
  controlSplit: (s) => [...s].join('\u0000'),
  zeroWidthSplit: (s) => [...s].join('\u200b'),
  // After the second character, not the second UTF-16 unit: a control inside a surrogate pair
  // would leave two lone surrogates, which is not text (seed 1779838551 found one).
  oneControl: (s) => `${[...s].slice(0, 2).join('')}\u0007${[...s].slice(2).join('')}`,
};

const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;
// The URI functions throw on these, so a secret with one is not URL-encoded by a server either.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `encoded` (in any case, ignoring invisible characters) is in a piece of `output`. */
function shows(output: string, encoded: string): boolean {
  const view = (t: string) => t.replace(INVISIBLE, '').toLowerCase();
  const needle = view(encoded);
  return output
    .split(REDACTED)
    .some(
      (piece) =>
        view(piece).includes(needle) ||
        piece.replace(INVISIBLE, ' ').toLowerCase().includes(encoded.toLowerCase()),
    );
}

/** Whether some run of base64 characters in `output` decodes to bytes holding the secret. */
function decodesToSecret(output: string, secret: string): boolean {
  const wanted = hexOf(secret);
  for (const run of output.match(/[A-Za-z0-9+/_-]{2,}/g) ?? []) {
    const std = run.replace(/-/g, '+').replace(/_/g, '/');
    for (let offset = 0; offset < 4; offset++) {
      let body = std.slice(offset);
      body = body.slice(0, body.length - (body.length % 4 === 1 ? 1 : 0));
      try {
        const binary = atob(body.padEnd(Math.ceil(body.length / 4) * 4, '='));
        const hex = Array.from(binary, (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join(
          '',
        );
        // Compare on byte boundaries only.
        for (let i = 0; i + wanted.length <= hex.length; i += 2) {
          if (hex.slice(i, i + wanted.length) === wanted) return true;
        }
      } catch {
        // not base64 at this offset
      }
    }
  }
  return false;
}

describe('redactSecrets', () => {
  const secret = 'sk-Live/0123+abc ok';

  it('removes the secret in each encoding a server may echo', () => {
    for (const [name, encode] of Object.entries(encodings)) {
      const text = `rejected: ${encode(secret)} (see logs)`;
      const out = redactSecrets(text, [secret]);
      expect(shows(out, encode(secret)), name).to.equal(false);
      expect(out, name).to.contain(REDACTED);
      expect(out, name).to.match(/^rejected: /);
      expect(out, name).to.match(/ \(see logs\)$/);
    }
  });

  it('removes a secret inside a longer base64 value, at every byte offset', () => {
    for (const id of ['', 'a', 'ab', 'abc', 'abcd', 'client-7']) {
      const header = `Basic ${btoa(`${id}:${secret.replace(' ', '_')}`)}`;
      const out = redactSecrets(`bad ${header}`, [secret.replace(' ', '_')]);
      expect(decodesToSecret(out, secret.replace(' ', '_')), id).to.equal(false);
    }
  });

  it('leaves text without the secret alone, and ignores secrets under four characters', () => {
    expect(redactSecrets('nothing to see here', [secret])).to.equal('nothing to see here');
    expect(redactSecrets('the key abc was refused', ['abc'])).to.equal('the key abc was refused');
    expect(redactSecrets('', [secret])).to.equal('');
  });

  it('keeps the text around several secrets and overlapping occurrences', () => {
    expect(redactSecrets('a tok-1234 b SeCrEt-99 c', ['tok-1234', 'secret-99'])).to.equal(
      `a ${REDACTED} b ${REDACTED} c`,
    );
    expect(redactSecrets('xabababx', ['abab'])).to.equal(`x${REDACTED}x`);
  });

  it('replaces the whole text when a replacement would join a secret back together', () => {
    // "d]zz" appears only once "[redacted]" has been put in front of "zz".
    const out = redactSecrets('abcdzz', ['abcd', 'd]zz']);
    expect(out).to.equal(REDACTED);
  });

  it('scrubServerText redacts before it normalises, then turns controls into spaces and cuts', () => {
    expect(scrubServerText('a\u0000b tok-12\u000134 c', ['tok-1234'], 300)).to.equal(
      `a b ${REDACTED} c`,
    );
    // A secret with a space, sent split by a control character that becomes a space on display.
    expect(scrubServerText('x ab\u0001cd y', ['ab cd'], 300)).to.equal(`x ${REDACTED} y`);
    expect(scrubServerText('\u202eevil', [], 300)).to.equal(' evil');
    expect(scrubServerText('x'.repeat(10), [], 4)).to.equal('xxxx…');
  });

  it('reads only the first 16 KB of a long text, never leaving half a secret at the cut', () => {
    const secret = 'tok-0123456789abcdef';
    for (const filler of ['a', 'é\u0001']) {
      for (let shift = 1; shift < secret.length; shift += 3) {
        const before = filler.repeat(Math.ceil((SCAN_LIMIT - shift) / filler.length));
        const text = `${before.slice(0, SCAN_LIMIT - shift)}${secret}${'z'.repeat(SCAN_LIMIT)}`;
        const out = scrubServerText(text, [secret], 1_000_000);
        expect(out.endsWith('…')).to.equal(true);
        expect(out.length).to.be.lessThan(SCAN_LIMIT + 2);
        expect(out, `shift ${shift}`).not.to.contain(secret.slice(0, Math.min(shift, 4)));
      }
    }
  });

  const printable = fc.stringMatching(/^[\x20-\x7e]{4,40}$/);
  const anyText = fc.string({maxLength: 40, unit: 'binary'});

  it('property: a printable secret in any encoding, in random text, never survives', () => {
    fc.assert(
      fc.property(
        printable,
        fc.constantFrom(...Object.keys(encodings)),
        anyText,
        anyText,
        (s, name, before, after) => {
          const encoded = encodings[name]!(s);
          const out = scrubServerText(`${before}${encoded}${after}`, [s], 10_000);
          for (const [other, encode] of Object.entries(encodings)) {
            if (shows(out, encode(s)))
              throw new Error(`${name} left ${other} in ${JSON.stringify(out)}`);
          }
        },
      ),
      {numRuns: 400},
    );
  });

  it('property: any unicode secret in any encoding never survives', () => {
    const secretText = fc
      .string({minLength: 4, maxLength: 24, unit: 'binary'})
      .filter((s) => s.replace(INVISIBLE, '').length >= 4 && !LONE_SURROGATE.test(s));
    fc.assert(
      fc.property(
        secretText,
        fc.constantFrom(...Object.keys(encodings)),
        anyText,
        anyText,
        (s, name, before, after) => {
          const encoded = encodings[name]!(s);
          const out = redactSecrets(`${before}${encoded}${after}`, [s]);
          expect(shows(out, encoded), JSON.stringify(out)).to.equal(false);
        },
      ),
      {numRuns: 300},
    );
  });

  it('property: a secret base64-encoded inside a longer value never decodes back', () => {
    const ascii = fc.stringMatching(/^[\x20-\x7e]{0,12}$/);
    fc.assert(
      fc.property(printable, ascii, ascii, anyText, (s, prefix, suffix, around) => {
        const out = redactSecrets(`${around}${btoa(prefix + s + suffix)}${around}`, [s]);
        expect(decodesToSecret(out, s), JSON.stringify(out)).to.equal(false);
      }),
      {numRuns: 300},
    );
  });

  it('property: the client error never holds the token in any encoding', async () => {
    const token = fc.stringMatching(/^[A-Za-z0-9._~+/-]{8,40}$/);
    await fc.assert(
      fc.asyncProperty(
        token,
        fc.constantFrom(...Object.keys(encodings)),
        anyText,
        async (secret, name, around) => {
          const client = createClient({
            baseUrl: BASE,
            auth: {token: secret},
            fetch: answering(400, {message: `${around}${encodings[name]!(secret)}${around}`}),
            retry: false,
          });
          const error = await rejection<ServiceError>(() => client.listGatewayKeys());
          for (const encode of Object.values(encodings)) {
            expect(shows(error.message, encode(secret))).to.equal(false);
            expect(shows(error.serverMessage ?? '', encode(secret))).to.equal(false);
          }
        },
      ),
      {numRuns: 100},
    );
  });
});
