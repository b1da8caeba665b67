import {expect} from '@open-wc/testing';
import {call, run} from './helpers.js';

describe('model/functions: logic and extras', () => {
  it('and / or over at least two values, with the coercion table', () => {
    expect(run('and', {values: [true, {literal: true}]})).to.equal(true);
    expect(run('and', {values: [true, 'false']})).to.equal(false);
    expect(run('or', {values: [false, 'TRUE']})).to.equal(true);
    expect(run('or', {values: [0, '']})).to.equal(false);
    expect(run('and', {values: [{path: '/a'}, {path: '/b'}]}, {a: true, b: 1})).to.equal(true);
    expect(call('and', {values: [{path: '/a'}, true]}, {a: true}).paths.has('/a')).to.equal(true);
  });

  it('and / or with fewer than two values give undefined and an issue', () => {
    for (const name of ['and', 'or']) {
      const result = call(name, {values: [true]});
      expect(result.value).to.equal(undefined);
      expect(result.issues).to.have.length(1);
    }
    expect(call('and', {values: 'true'}).value).to.equal(undefined);
  });

  it('not', () => {
    expect(run('not', {value: false})).to.equal(true);
    expect(run('not', {value: 'false'})).to.equal(true);
    expect(run('not', {value: {path: '/x'}}, {x: 1})).to.equal(false);
    expect(call('not', {}).issues).to.have.length(1);
  });

  it('arithmetic on numbers and numeric strings', () => {
    expect(run('add', {a: 1, b: '2'})).to.equal(3);
    expect(run('subtract', {a: 5, b: 2})).to.equal(3);
    expect(run('multiply', {a: 1.5, b: 2})).to.equal(3);
    expect(run('divide', {a: 9, b: 3})).to.equal(3);
    expect(call('divide', {a: 1, b: 0}).value).to.equal(undefined);
    expect(call('add', {a: 'x', b: 1}).issues).to.have.length(1);
  });

  it('comparisons', () => {
    expect(run('greater_than', {a: 3, b: 2})).to.equal(true);
    expect(run('less_than', {a: 3, b: 2})).to.equal(false);
    expect(run('equals', {a: 'a', b: 'a'})).to.equal(true);
    expect(run('equals', {a: 1, b: '1'})).to.equal(false);
    expect(run('not_equals', {a: 1, b: '1'})).to.equal(true);
  });

  it('string tests', () => {
    expect(run('contains', {string: 'hello', substring: 'ell'})).to.equal(true);
    expect(run('contains', {string: ['a', 'b'], substring: 'b'})).to.equal(true);
    expect(run('starts_with', {string: 'hello', prefix: 'he'})).to.equal(true);
    expect(run('ends_with', {string: 'hello', suffix: 'lo'})).to.equal(true);
    expect(run('ends_with', {string: null, suffix: 'x'})).to.equal(false);
  });

  it('capitalize', () => {
    expect(run('capitalize', {value: 'ada lovelace'})).to.equal('Ada lovelace');
    expect(run('capitalize', {value: ''})).to.equal('');
    expect(run('capitalize', {value: 'élan'})).to.equal('Élan');
    expect(run('capitalize', {})).to.equal('');
  });

  it('v0.9 reads a {valid} object as a plain object (true); v1.0 by its validity', () => {
    // The suite has only the v0.9 `not` case; and / or read objects the same way.
    expect(run('and', {values: [{valid: true}, {valid: false}]})).to.equal(true);
    expect(run('or', {values: [{valid: false}, {valid: false}]})).to.equal(true);
    const v1 = {protocolVersion: 'v1.0'};
    expect(call('and', {values: [{valid: true}, {valid: false}]}, {}, v1).value).to.equal(false);
  });
});
