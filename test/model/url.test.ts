import {expect} from '@open-wc/testing';
import {DataModel, resolve, safeUrl} from '../../src/model/index.js';

describe('model/safeUrl and openUrl', () => {
  it('accepts http, https and mailto, normalised by the URL parser', () => {
    expect(safeUrl('https://example.com')).to.equal('https://example.com/');
    expect(safeUrl('  HTTP://Example.com/a b ')).to.equal('http://example.com/a%20b');
    expect(safeUrl('mailto:ada@example.com')).to.equal('mailto:ada@example.com');
  });

  it('refuses other schemes, however spelled', () => {
    const bad = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com',
      'blob:https://example.com/x',
    ];
    for (const url of bad) {
      expect(safeUrl(url), url).to.equal(undefined);
      expect(safeUrl(url, {allowRelative: true}), url).to.equal(undefined);
    }
  });

  it('refuses relative URLs unless allowed, and odd relative spellings always', () => {
    expect(safeUrl('/docs')).to.equal(undefined);
    expect(safeUrl('/docs', {allowRelative: true})).to.equal('/docs');
    expect(safeUrl('./a?b=1#c', {allowRelative: true})).to.equal('./a?b=1#c');
    expect(safeUrl('a/b:c', {allowRelative: true})).to.equal('a/b:c');
    expect(safeUrl('jav&#x61;script:alert(1)', {allowRelative: true})).to.equal(undefined);
    expect(safeUrl('\\\\evil.example', {allowRelative: true})).to.equal(undefined);
    expect(safeUrl('', {allowRelative: true})).to.equal(undefined);
    expect(safeUrl(42, {allowRelative: true})).to.equal(undefined);
  });

  it('openUrl opens only checked URLs through the scope', () => {
    const opened: string[] = [];
    const issues: unknown[] = [];
    const scope = {
      model: new DataModel({u: 'https://docs.example/a'}),
      open: (url: string) => opened.push(url),
      report: (i: unknown) => issues.push(i),
    };
    resolve({call: {call: 'openUrl', args: {url: {path: '/u'}}}}, scope);
    resolve({call: {call: 'openUrl', args: {url: 'javascript:alert(1)'}}}, scope);
    resolve({call: {call: 'openUrl', args: {url: '${/u}'}}}, scope);
    expect(opened).to.deep.equal(['https://docs.example/a']);
    expect(issues).to.have.length(2);
  });

  it('openUrl opens nothing, with an issue, in a scope without open (rendering)', () => {
    const issues: unknown[] = [];
    const scope = {model: new DataModel(), report: (i: unknown) => issues.push(i)};
    const value = resolve({call: 'openUrl', args: {url: 'https://example.com'}}, scope).value;
    expect(value).to.equal(undefined);
    expect(issues).to.have.length(1);
  });
});
