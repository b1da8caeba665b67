import {expect} from '@open-wc/testing';
import {
  isAddress,
  isEmail,
  isHostname,
  isIpv4,
  isIpv6,
  isUri,
  isUriRef,
  isUuid,
} from '../../src/form-rules/formats.js';

describe('forms: formats', () => {
  it('email', () => {
    for (const ok of ['a@b.c', 'first.last+tag@sub.example.co', "o'neil@example.com"])
      expect(isEmail(ok), ok).to.equal(true);
    for (const bad of [
      '',
      'plain',
      '@example.com',
      'a@',
      'a b@example.com',
      'a@-bad.com',
      'a@b..c',
    ]) {
      expect(isEmail(bad), bad).to.equal(false);
    }
  });

  it('hostname', () => {
    for (const ok of ['localhost', 'example.com', 'a-b.example.com.', 'xn--bcher-kva.example'])
      expect(isHostname(ok), ok).to.equal(true);
    for (const bad of [
      '',
      '-a.com',
      'a-.com',
      'a..b',
      'under_score.com',
      '1.2.3.4',
      'a'.repeat(64) + '.com',
    ]) {
      expect(isHostname(bad), bad).to.equal(false);
    }
  });

  it('ipv4 and ipv6', () => {
    expect(isIpv4('0.0.0.0')).to.equal(true);
    expect(isIpv4('255.255.255.255')).to.equal(true);
    for (const bad of ['256.0.0.1', '1.2.3', '01.2.3.4', '1.2.3.4.5', 'a.b.c.d'])
      expect(isIpv4(bad), bad).to.equal(false);
    for (const ok of [
      '::',
      '::1',
      '2001:db8::8a2e:370:7334',
      '1:2:3:4:5:6:7:8',
      '::ffff:192.0.2.1',
      'fe80::1%eth0',
    ]) {
      expect(isIpv6(ok), ok).to.equal(true);
    }
    for (const bad of [
      '',
      ':::',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '12345::',
      'g::1',
      '1:2:3:4:5:6:7',
    ]) {
      expect(isIpv6(bad), bad).to.equal(false);
    }
  });

  it('address is a host name or an IP', () => {
    expect(isAddress('example.com')).to.equal(true);
    expect(isAddress('::1')).to.equal(true);
    expect(isAddress('exa mple')).to.equal(false);
  });

  it('uri and uriRef', () => {
    for (const ok of [
      'https://example.com',
      'mailto:a@b.c',
      'urn:isbn:0451450523',
      'http://[::1]:8080/x',
    ])
      expect(isUri(ok), ok).to.equal(true);
    for (const bad of [
      'example.com/path',
      '//host/x',
      'http://a b',
      'http://x/%zz',
      'http://[nothex]/',
    ])
      expect(isUri(bad), bad).to.equal(false);
    for (const ok of ['/a/b', '../x?y#z', '', 'https://example.com'])
      expect(isUriRef(ok), ok).to.equal(true);
    for (const bad of ['a b', 'x#y#z', 'a:b:c d']) expect(isUriRef(bad), bad).to.equal(false);
  });

  it('uuid', () => {
    expect(isUuid('123E4567-E89B-12D3-A456-426614174000')).to.equal(true);
    expect(isUuid('123e4567e89b12d3a456426614174000')).to.equal(false);
  });
});
