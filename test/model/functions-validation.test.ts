import {expect} from '@open-wc/testing';
import {DataModel, resolve} from '../../src/model/index.js';
import {call, run} from './helpers.js';

describe('model/functions: validation', () => {
  it('required: false only for null, undefined, "" and []', () => {
    for (const value of [null, '', []])
      expect(run('required', {value: {literal: value}})).to.equal(false);
    expect(run('required', {})).to.equal(false);
    expect(run('required', {value: {path: '/missing'}})).to.equal(false);
    for (const value of [' ', false, 0, {}, ['a'], 'x'])
      expect(run('required', {value})).to.equal(true);
  });

  it('regex: answers undefined without an issue until the engine has loaded, then evaluates', async () => {
    const issues: unknown[] = [];
    const scope = {model: new DataModel({}), report: (issue: unknown) => issues.push(issue)};
    const first = resolve({call: 'regex', args: {value: 'abc', pattern: '^a'}}, scope);
    expect(first.value).to.equal(undefined);
    expect(first.pending).to.be.instanceOf(Promise);
    expect(issues).to.deep.equal([]);
    await first.pending;
    const second = resolve({call: 'regex', args: {value: 'abc', pattern: '^a'}}, scope);
    expect(second).to.deep.equal({value: true, paths: new Set()});
  });

  it('regex: unanchored RE2 syntax on the value as text, (?i) included', () => {
    expect(run('regex', {value: 'ABC-123', pattern: '^[A-Z]+-[0-9]+$'})).to.equal(true);
    expect(run('regex', {value: 'abc-123', pattern: '^[A-Z]+-[0-9]+$'})).to.equal(false);
    expect(run('regex', {value: 'xx12yy', pattern: '[0-9]+'})).to.equal(true);
    expect(run('regex', {value: 42, pattern: '^42$'})).to.equal(true);
    expect(run('regex', {value: {path: '/t'}, pattern: '^$|^[A-Z]+$'}, {t: ''})).to.equal(true);
    expect(run('regex', {value: 'ABC', pattern: '(?i)^abc$'})).to.equal(true);
  });

  it('regex: undefined fails; invalid, too large or missing patterns give undefined and an issue', () => {
    expect(run('regex', {pattern: 'a'})).to.equal(false);
    const refused = [
      '(?=a)a',
      '(?<!b)a',
      '([a-z])\\1',
      '(',
      undefined,
      'a'.repeat(600),
      '[\\s\\S]{0,1000}'.repeat(3),
    ];
    for (const pattern of refused) {
      const result = call(
        'regex',
        {value: 'aaa', pattern},
        {},
        {pointer: '/components/2/checks/0'},
      );
      expect(result.value, String(pattern)).to.equal(undefined);
      expect(result.issues, String(pattern)).to.have.length(1);
      expect(result.issues[0].pointer).to.equal('/components/2/checks/0');
    }
    // Without a value the pattern is still checked.
    expect(call('regex', {pattern: '(?=a)'}).issues).to.have.length(1);
  });

  it('regex: a hostile pattern answers at once, and correctly', () => {
    const chained = '[\\s\\S]{0,32}'.repeat(6) + '!';
    expect(run('regex', {value: 'a'.repeat(2000), pattern: chained})).to.equal(false);
    expect(run('regex', {value: 'a'.repeat(2000) + '!', pattern: chained})).to.equal(true);
    expect(run('regex', {value: 'a'.repeat(9000) + '!', pattern: '(a+)+$'})).to.equal(false);
    expect(run('regex', {value: 'a'.repeat(10_000), pattern: 'a+a+x'})).to.equal(false);
  });

  it('regex: refuses inputs beyond the length limit', () => {
    const result = call('regex', {value: 'a'.repeat(10_001), pattern: 'a'});
    expect(result.value).to.equal(undefined);
    expect(result.issues).to.have.length(1);
  });

  it('length: inclusive bounds on strings (UTF-16 units) and arrays, other types count 0', () => {
    expect(run('length', {value: 'abc', min: 3})).to.equal(true);
    expect(run('length', {value: 'ab', min: 3})).to.equal(false);
    expect(run('length', {value: 'abc', max: 3})).to.equal(true);
    expect(run('length', {value: 'abcd', min: 1, max: 3})).to.equal(false);
    expect(run('length', {value: ' ', min: 1})).to.equal(true);
    expect(run('length', {value: '😀', max: 1})).to.equal(false);
    expect(run('length', {value: ['a', 'b'], min: 2})).to.equal(true);
    expect(run('length', {value: 12345, max: 2})).to.equal(true);
    expect(run('length', {value: 12345, min: 1})).to.equal(false);
    expect(run('length', {value: 'abc', min: '2'})).to.equal(true);
  });

  it('length: needs a usable bound', () => {
    expect(call('length', {value: 'abc'}).issues).to.have.length(1);
    expect(call('length', {value: 'abc'}).value).to.equal(undefined);
    expect(call('length', {value: 'abc', min: 'x'}).value).to.equal(undefined);
  });

  it('numeric: Number() coercion, inclusive bounds', () => {
    expect(run('numeric', {value: 5, min: 1, max: 5})).to.equal(true);
    expect(run('numeric', {value: '7', max: 5})).to.equal(false);
    expect(run('numeric', {value: '', max: 5})).to.equal(true);
    expect(run('numeric', {value: null, min: 0})).to.equal(true);
    expect(run('numeric', {value: 'abc', min: 0})).to.equal(false);
    expect(run('numeric', {min: 0})).to.equal(false);
    expect(run('numeric', {value: -1, min: 0})).to.equal(false);
    // Without bounds, numeric still answers "is it a number" (conformance suite).
    expect(call('numeric', {value: 1}).value).to.equal(true);
    expect(call('numeric', {value: 'x'}).issues).to.deep.equal([]);
    expect(call('numeric', {value: 1, min: 'x'}).value).to.equal(undefined);
  });

  it("email: the reference renderer's ASCII pattern", () => {
    expect(run('email', {value: 'ada@example.com'})).to.equal(true);
    expect(run('email', {value: 'first.last+tag@sub.example.co'})).to.equal(true);
    for (const value of [
      '',
      'a@b.c',
      'no-at.example.com',
      'é@example.com',
      'a b@example.com',
      3,
      null,
    ]) {
      expect(run('email', {value}), String(value)).to.equal(false);
    }
    expect(run('email', {value: 'a'.repeat(400) + '@example.com'})).to.equal(false);
  });
});
