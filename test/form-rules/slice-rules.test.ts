import {expect} from '@open-wc/testing';
import {checkItem, checkSlice} from '../../src/form-rules/slice-rules.js';
import type {SliceItemRules} from '../../src/api/types.js';

describe('forms: string slice rules', () => {
  it('minItems and maxItems', () => {
    expect(checkSlice(['a'], {minItems: '2'})).to.equal('Add at least 2 items');
    expect(checkSlice(['a', 'b'], {minItems: '2'})).to.equal(undefined);
    expect(checkSlice(['a', 'b', 'c'], {maxItems: '2'})).to.equal('At most 2 items');
    expect(checkSlice([], {minItems: '1'})).to.equal('Add at least 1 item');
  });

  it('unique', () => {
    expect(checkSlice(['a', 'b', 'a'], {unique: true})).to.equal('“a” is listed more than once');
    expect(checkSlice(['a', 'b', 'a'], {})).to.equal(undefined);
    expect(checkSlice(['a', 'A'], {unique: true})).to.equal(undefined);
  });

  it('ignoreEmpty skips the rules of an empty list only', () => {
    expect(checkSlice([], {minItems: '2', ignoreEmpty: true})).to.equal(undefined);
    expect(checkSlice(['a'], {minItems: '2', ignoreEmpty: true})).to.equal('Add at least 2 items');
  });

  it('item string rules, naming the item', () => {
    const rules = {items: {string: {email: true}} as SliceItemRules};
    expect(checkSlice(['a@example.com', 'b@example.com'], rules)).to.equal(undefined);
    expect(checkSlice(['a@example.com', 'bob'], rules)).to.equal(
      '“bob”: Enter an email address, like name@example.com',
    );
  });

  it('item integer rules, exact beyond 2^53', () => {
    const rules = {int64: {gte: '9007199254740993'}} as SliceItemRules;
    expect(checkItem('9007199254740993', rules)).to.equal(undefined);
    expect(checkItem('9007199254740992', rules)).to.equal('At least 9007199254740993');
    expect(checkItem('x', rules)).to.equal('Enter a whole number');
    expect(checkItem('-1', {uint32: {}} as SliceItemRules)).to.equal('Enter a whole number');
  });

  it('item number, bool and any rules', () => {
    expect(checkItem('0.5', {double: {lt: 1}} as SliceItemRules)).to.equal(undefined);
    expect(checkItem('1.5', {double: {lt: 1}} as SliceItemRules)).to.equal('Must be less than 1');
    expect(checkItem('nope', {float: {}} as SliceItemRules)).to.equal('Enter a number');
    expect(checkItem('maybe', {bool: {}} as SliceItemRules)).to.equal(
      'Must be one of “true”, “false”',
    );
    expect(checkItem('x', {any: {in: ['y']}} as SliceItemRules)).to.equal('Must be “y”');
  });

  it('item rules can ignore empty items', () => {
    const rules = {string: {minLen: '3'}, ignoreEmpty: true} as SliceItemRules;
    expect(checkItem('', rules)).to.equal(undefined);
    expect(checkItem('ab', rules)).to.equal('At least 3 characters');
  });
});
