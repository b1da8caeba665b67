import {expect} from '@open-wc/testing';
import {
  byteLength,
  charLength,
  checkString,
  hasUncheckedPattern,
} from '../../src/form-rules/string-rules.js';
import {loadRegexEngine, regexEngineState} from '../../src/model/index.js';

describe('forms: string rules', () => {
  it('passes without rules', () => {
    expect(checkString('anything', undefined)).to.equal(undefined);
    expect(checkString('', {})).to.equal(undefined);
  });

  it('const', () => {
    expect(checkString('yes', {const: 'yes'})).to.equal(undefined);
    expect(checkString('no', {const: 'yes'})).to.equal('Must be “yes”');
  });

  it('counts characters as code points, bytes as UTF-8', () => {
    expect(charLength('a😀é')).to.equal(3);
    expect(byteLength('a😀é')).to.equal(1 + 4 + 2);
  });

  it('len, minLen, maxLen in characters', () => {
    expect(checkString('abc', {len: '3'})).to.equal(undefined);
    expect(checkString('ab', {len: '3'})).to.equal('Exactly 3 characters');
    expect(checkString('ab😀', {len: '3'})).to.equal(undefined);
    expect(checkString('short', {minLen: '10'})).to.equal('At least 10 characters');
    expect(checkString('0123456789', {minLen: '10'})).to.equal(undefined);
    expect(checkString('toolong', {maxLen: '3'})).to.equal('At most 3 characters');
    expect(checkString('x', {minLen: '1'})).to.equal(undefined);
    expect(checkString('', {minLen: '1'})).to.equal('At least 1 character');
  });

  it('lenBytes, minBytes, maxBytes in UTF-8 bytes', () => {
    expect(checkString('éé', {lenBytes: '4'})).to.equal(undefined);
    expect(checkString('ee', {lenBytes: '4'})).to.equal('Exactly 4 bytes');
    expect(checkString('é', {minBytes: '3'})).to.equal('At least 3 bytes');
    expect(checkString('😀', {maxBytes: '3'})).to.equal('At most 3 bytes');
    expect(checkString('abc', {maxBytes: '3'})).to.equal(undefined);
  });

  it('a pattern is not yet valid while the regex engine loads', async () => {
    expect(regexEngineState()).to.equal('idle');
    expect(checkString('AB-1234', {pattern: '^[A-Z]{2}-\\d{4}$'})).to.equal('Checking the format…');
    expect(hasUncheckedPattern({pattern: '(?=x)'})).to.equal(false);
    expect(checkString('AB-1234', {pattern: '^[A-Z]{2}-\\d{4}$', minLen: '10'})).to.equal(
      'At least 10 characters',
    );
    await loadRegexEngine();
    expect(checkString('AB-1234', {pattern: '^[A-Z]{2}-\\d{4}$'})).to.equal(undefined);
  });

  it('pattern: RE2 syntax, unanchored, inline flags such as (?i)', async () => {
    await loadRegexEngine();
    expect(checkString('AB-1234', {pattern: '^[A-Z]{2}-\\d{4}$'})).to.equal(undefined);
    expect(checkString('AB-12', {pattern: '^[A-Z]{2}-\\d{4}$'})).to.equal(
      'Not in the expected format',
    );
    expect(checkString('xx42yy', {pattern: '\\d+'})).to.equal(undefined);
    expect(checkString('HELLO', {pattern: '(?i)^hello$'})).to.equal(undefined);
    expect(checkString('x-HELLO', {pattern: '^x-(?i)hello$'})).to.equal(undefined);
  });

  it('hostile patterns are evaluated in linear time, with the right answers', async () => {
    await loadRegexEngine();
    const hostile = '^(a+)+$';
    expect(checkString('a'.repeat(1999) + 'b', {pattern: hostile})).to.equal(
      'Not in the expected format',
    );
    expect(checkString('a'.repeat(2000), {pattern: hostile})).to.equal(undefined);
    expect(hasUncheckedPattern({pattern: hostile})).to.equal(false);
    expect(checkString('1'.repeat(1500) + '!', {pattern: '\\d+\\d+\\d+\\d+x'})).to.equal(
      'Not in the expected format',
    );
    // Longer than MAX_PATTERN_INPUT: not tested here (the service checks it).
    expect(checkString('a'.repeat(2001) + 'b', {pattern: hostile})).to.equal(undefined);
  });

  it('a pattern RE2 cannot compile is left to the service, noted, and other rules apply', async () => {
    await loadRegexEngine();
    for (const pattern of ['(?=a)b', '(a)\\1', '(', '[\\s\\S]{0,1000}'.repeat(3)]) {
      expect(hasUncheckedPattern({pattern}), pattern).to.equal(true);
      expect(checkString('b', {pattern}), pattern).to.equal(undefined);
      expect(checkString('b', {pattern, minLen: '2'})).to.equal('At least 2 characters');
    }
    expect(hasUncheckedPattern({pattern: '^[a-z]+$'})).to.equal(false);
  });

  it('prefix, suffix, contains, notContains', () => {
    expect(checkString('svc-app', {prefix: 'svc-'})).to.equal(undefined);
    expect(checkString('app', {prefix: 'svc-'})).to.equal('Must start with “svc-”');
    expect(checkString('name.pdf', {suffix: '.pdf'})).to.equal(undefined);
    expect(checkString('name.doc', {suffix: '.pdf'})).to.equal('Must end with “.pdf”');
    expect(checkString('a-b', {contains: '-'})).to.equal(undefined);
    expect(checkString('ab', {contains: '-'})).to.equal('Must contain “-”');
    expect(checkString('ab', {notContains: ' '})).to.equal(undefined);
    expect(checkString('a b', {notContains: ' '})).to.equal('Must not contain “ ”');
  });

  it('in and notIn', () => {
    expect(checkString('red', {in: ['red', 'green']})).to.equal(undefined);
    expect(checkString('blue', {in: ['red', 'green']})).to.equal('Must be one of “red”, “green”');
    expect(checkString('blue', {in: ['red']})).to.equal('Must be “red”');
    expect(checkString('root', {notIn: ['root', 'admin']})).to.equal(
      'Must not be any of “root”, “admin”',
    );
    expect(checkString('alice', {notIn: ['root', 'admin']})).to.equal(undefined);
  });

  const formats: [string, string, string, string][] = [
    ['email', 'ada@example.com', 'ada@', 'Enter an email address, like name@example.com'],
    ['hostname', 'api.example.com', 'bad_host', 'Enter a host name, like example.com'],
    ['ip', '2001:db8::1', '999.1.1.1', 'Enter an IP address'],
    ['ipv4', '192.0.2.1', '::1', 'Enter an IPv4 address, like 192.0.2.1'],
    ['ipv6', '::1', '192.0.2.1', 'Enter an IPv6 address, like 2001:db8::1'],
    [
      'uri',
      'https://example.com/a?b#c',
      '/relative/path',
      'Enter a full address with a scheme, like https://example.com/path',
    ],
    ['uriRef', '/relative/path?x=1', 'has space', 'Enter an address or a relative path'],
    ['address', '10.0.0.1', 'not an address', 'Enter a host name or an IP address'],
    [
      'uuid',
      '123e4567-e89b-12d3-a456-426614174000',
      '123e4567',
      'Enter a UUID, like 123e4567-e89b-12d3-a456-426614174000',
    ],
  ];
  for (const [rule, good, bad, message] of formats) {
    it(`${rule}`, () => {
      expect(checkString(good, {[rule]: true})).to.equal(undefined);
      expect(checkString(bad, {[rule]: true})).to.equal(message);
      expect(checkString(bad, {[rule]: false})).to.equal(undefined);
    });
  }

  it('ignoreEmpty skips every rule for an empty value, but not for a filled one', () => {
    const rules = {minLen: '10', email: true, ignoreEmpty: true};
    expect(checkString('', rules)).to.equal(undefined);
    expect(checkString('', {minLen: '10', email: true})).to.equal('At least 10 characters');
    expect(checkString('a@b', rules)).to.equal('At least 10 characters');
  });

  it('reports the first broken rule only', () => {
    expect(checkString('x', {minLen: '3', prefix: 'svc-'})).to.equal('At least 3 characters');
  });

  it('tolerates malformed rule values', () => {
    expect(checkString('abc', {minLen: 'many' as string, in: 'x' as unknown as string[]})).to.equal(
      undefined,
    );
  });
});
