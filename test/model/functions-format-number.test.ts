import {expect} from '@open-wc/testing';
import {call, run} from './helpers.js';

const intl = (value: number, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('en-US', options).format(value);

describe('model/functions: numbers', () => {
  it('formatNumber: Intl defaults, decimals, grouping', () => {
    expect(run('formatNumber', {value: 1234.5678})).to.equal('1,234.568');
    expect(run('formatNumber', {value: 1234.5, decimals: 2})).to.equal('1,234.50');
    expect(run('formatNumber', {value: 1234.5, decimals: 0, grouping: false})).to.equal('1235');
    expect(run('formatNumber', {value: '42'})).to.equal('42');
    expect(run('formatNumber', {value: {path: '/n'}}, {n: 1e6})).to.equal('1,000,000');
  });

  it('formatNumber: missing or unparsable values give ""', () => {
    for (const value of [undefined, null, '', 'abc', NaN])
      expect(run('formatNumber', {value})).to.equal('');
  });

  it('formatNumber follows the scope locale', () => {
    const result = call('formatNumber', {value: 1234.5, decimals: 1}, {}, {locale: 'de-DE'});
    expect(result.value).to.equal(
      new Intl.NumberFormat('de-DE', {minimumFractionDigits: 1, maximumFractionDigits: 1}).format(
        1234.5,
      ),
    );
  });

  it('an invalid locale falls back to the runtime locale', () => {
    const result = call('formatNumber', {value: 5}, {}, {locale: 'not a locale!!'});
    expect(result.value).to.equal(new Intl.NumberFormat().format(5));
  });

  it('formatCurrency: the currency decides the decimals', () => {
    expect(run('formatCurrency', {value: 1234.5, currency: 'USD'})).to.equal(
      intl(1234.5, {style: 'currency', currency: 'USD'}),
    );
    expect(run('formatCurrency', {value: 1234.5, currency: 'JPY'})).to.equal(
      intl(1234.5, {style: 'currency', currency: 'JPY'}),
    );
    expect(run('formatCurrency', {value: 1234.5, currency: 'eur', decimals: 0})).to.equal(
      intl(1234.5, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      }),
    );
  });

  it('formatCurrency: an invalid code gives toFixed without a symbol; a missing one an issue', () => {
    expect(run('formatCurrency', {value: 3.14159, currency: 'EURO'})).to.equal('3.14');
    expect(run('formatCurrency', {value: 3.14159, currency: 'EURO', decimals: 3})).to.equal(
      '3.142',
    );
    const missing = call('formatCurrency', {value: 1});
    expect(missing.value).to.equal(undefined);
    expect(missing.issues).to.have.length(1);
  });

  it('pluralize picks the locale category, else other; the number is not inserted', () => {
    const args = {one: '1 item', other: 'many items'};
    expect(run('pluralize', {value: 1, ...args})).to.equal('1 item');
    expect(run('pluralize', {value: 2, ...args})).to.equal('many items');
    // An explicit `zero` wins for exactly 0 even where English says "other" (conformance suite).
    expect(run('pluralize', {value: 0, zero: 'none', ...args})).to.equal('none');
    expect(run('pluralize', {value: 0.5, zero: 'none', ...args})).to.equal('many items');
    expect(
      call('pluralize', {value: 0, zero: 'none', other: 'x'}, {}, {locale: 'ar'}).value,
    ).to.equal('none');
    expect(call('pluralize', {value: 1}).issues).to.have.length(1);
  });

  it('pluralize with a nested formatString (kitchen-sink)', () => {
    const args = {
      value: {path: '/count'},
      one: {literal: '1 item'},
      other: {call: {call: 'formatString', args: {value: {literal: '${/count} items'}}}},
    };
    expect(run('pluralize', args, {count: 3})).to.equal('3 items');
    expect(run('pluralize', args, {count: 1})).to.equal('1 item');
  });
});
