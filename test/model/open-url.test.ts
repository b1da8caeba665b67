import {expect} from '@open-wc/testing';
import {DataModel, oneShotOpener, resolve, type Issue} from '../../src/model/index.js';

describe('model/openUrl', () => {
  it('opens only checked URLs through the scope', () => {
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

  it('opens nothing, with an issue, in a scope without open (rendering)', () => {
    const issues: unknown[] = [];
    const scope = {model: new DataModel(), report: (i: unknown) => issues.push(i)};
    const value = resolve({call: 'openUrl', args: {url: 'https://example.com'}}, scope).value;
    expect(value).to.equal(undefined);
    expect(issues).to.have.length(1);
  });

  it('says why a URL was not opened', () => {
    const opened: string[] = [];
    const issues: Issue[] = [];
    const scope = {
      model: new DataModel(),
      open: (url: string) => void opened.push(url),
      report: (issue: Issue) => issues.push(issue),
    };
    for (const url of ['', 'ftp://example.test/', 'https://bank.example@evil.example/', '/docs']) {
      resolve({call: 'openUrl', args: {url}}, scope);
    }
    expect(opened).to.deep.equal([]);
    expect(issues.map((issue) => issue.message)).to.deep.equal([
      'openUrl: needs a `url`.',
      'openUrl: only http, https and mailto URLs can be opened.',
      'openUrl: URLs with user info (`user@host`) are never opened.',
      'openUrl: only absolute URLs, without backslashes or control characters, can be opened.',
    ]);
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
