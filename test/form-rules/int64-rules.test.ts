import {expect} from '@open-wc/testing';
import {checkInt64} from '../../src/form-rules/int64-rules.js';

describe('forms: int64 rules', () => {
  it('needs a whole number within the int64 range', () => {
    expect(checkInt64('42', {})).to.equal(undefined);
    expect(checkInt64('-7', {})).to.equal(undefined);
    expect(checkInt64('4.5', {})).to.equal('Enter a whole number');
    expect(checkInt64('1e3', {})).to.equal('Enter a whole number');
    expect(checkInt64('abc', {})).to.equal('Enter a whole number');
    expect(checkInt64('9223372036854775807', {})).to.equal(undefined);
    expect(checkInt64('9223372036854775808', {})).to.equal('This number is too large');
  });

  it('compares exactly beyond 2^53', () => {
    // 2^53 + 1 is not representable as a JS number: Number() would round it to 2^53.
    const rules = {gt: '9007199254740992'};
    expect(checkInt64('9007199254740993', rules)).to.equal(undefined);
    expect(checkInt64('9007199254740992', rules)).to.equal('Must be greater than 9007199254740992');
    expect(checkInt64('9007199254740993', {const: '9007199254740993'})).to.equal(undefined);
    expect(checkInt64('9007199254740992', {const: '9007199254740993'})).to.equal(
      'Must be 9007199254740993',
    );
    expect(checkInt64('9223372036854775806', {in: ['9223372036854775807']})).to.equal(
      'Must be 9223372036854775807',
    );
  });

  it('const, gt, gte, lt, lte', () => {
    expect(checkInt64('5', {const: '5'})).to.equal(undefined);
    expect(checkInt64('6', {const: '5'})).to.equal('Must be 5');
    expect(checkInt64('5', {gt: '5'})).to.equal('Must be greater than 5');
    expect(checkInt64('5', {gte: '5'})).to.equal(undefined);
    expect(checkInt64('4', {gte: '5'})).to.equal('At least 5');
    expect(checkInt64('10', {lt: '10'})).to.equal('Must be less than 10');
    expect(checkInt64('10', {lte: '10'})).to.equal(undefined);
    expect(checkInt64('11', {lte: '10'})).to.equal('At most 10');
    expect(checkInt64('0', {gt: '0', lt: '10'})).to.equal('Must be greater than 0');
    expect(checkInt64('5', {gt: '0', lt: '10'})).to.equal(undefined);
  });

  it('a lower bound above the upper bound means outside the range', () => {
    const rules = {gt: '10', lt: '5'};
    expect(checkInt64('4', rules)).to.equal(undefined);
    expect(checkInt64('11', rules)).to.equal(undefined);
    expect(checkInt64('7', rules)).to.equal('Must be less than 5 or greater than 10');
  });

  it('in and notIn', () => {
    expect(checkInt64('2', {in: ['1', '2', '3']})).to.equal(undefined);
    expect(checkInt64('4', {in: ['1', '2', '3']})).to.equal('Must be one of 1, 2, 3');
    expect(checkInt64('13', {notIn: ['13']})).to.equal('Must not be 13');
    expect(checkInt64('0013', {notIn: ['13']})).to.equal('Must not be 13');
  });

  it('ignoreEmpty skips a blank value; without it the rules see 0', () => {
    expect(checkInt64('', {gt: '5', ignoreEmpty: true})).to.equal(undefined);
    expect(checkInt64('  ', {gt: '5', ignoreEmpty: true})).to.equal(undefined);
    expect(checkInt64('', {gt: '5'})).to.equal('Must be greater than 5');
    expect(checkInt64('', {gte: '0'})).to.equal(undefined);
    expect(checkInt64('', undefined)).to.equal(undefined);
    expect(checkInt64('3', {gt: '5', ignoreEmpty: true})).to.equal('Must be greater than 5');
  });

  it('honours the number input min, max and step', () => {
    const number = {minValue: '1', maxValue: '100', step: '5'};
    expect(checkInt64('0', {}, number)).to.equal('At least 1');
    expect(checkInt64('101', {}, number)).to.equal('At most 100');
    expect(checkInt64('11', {}, number)).to.equal(undefined);
    expect(checkInt64('10', {}, number)).to.equal('Must be 1 plus a multiple of 5');
    expect(checkInt64('20', {}, {step: '10'})).to.equal(undefined);
    expect(checkInt64('25', {}, {step: '10'})).to.equal('Must be a multiple of 10');
    expect(checkInt64('', {}, number)).to.equal(undefined);
  });
});
