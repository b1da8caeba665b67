import {expect} from '@open-wc/testing';
import {
  formatCount,
  toCount,
  toSources,
  toText,
} from '../../../src/components/svc/internal/data-values.js';
import {
  cellText,
  columnHeaders,
  pageBounds,
  toPageSize,
  widestRow,
} from '../../../src/components/svc/internal/table-model.js';

describe('table data helpers', () => {
  it('reads int64 counts without losing precision', () => {
    expect(toCount('1204')).to.equal(1204n);
    expect(toCount(' 25 ')).to.equal(25n);
    expect(toCount(25)).to.equal(25n);
    expect(toCount('9007199254740993')).to.equal(9007199254740993n);
    expect(toCount('12.5')).to.equal(undefined);
    expect(toCount('many')).to.equal(undefined);
    expect(toCount(null)).to.equal(undefined);
    expect(formatCount('1204')).to.equal((1204).toLocaleString());
    expect(formatCount('many')).to.equal('many');
  });

  it('coerces any value to text', () => {
    expect(toText(null)).to.equal('');
    expect(toText(3)).to.equal('3');
    expect(toText(false)).to.equal('false');
    expect(toText({a: 1})).to.equal('{"a":1}');
  });

  it('cleans sources', () => {
    expect(
      toSources([
        {kind: 'api', label: 'Accounts', ref: '/api', count: 25},
        null,
        'nope',
        {kind: 'x'},
      ]),
    ).to.deep.equal([{kind: 'api', label: 'Accounts', ref: '/api', count: '25'}]);
    expect(toSources('nope')).to.deep.equal([]);
  });

  it('reads cells from objects or arrays, and knows short rows', () => {
    expect(cellText({cells: ['a', 2]}, 1)).to.equal('2');
    expect(cellText(['a', 'b'], 0)).to.equal('a');
    expect(cellText({cells: ['a']}, 3)).to.equal(undefined);
    expect(cellText(null, 0)).to.equal(undefined);
    expect(cellText({cells: [null]}, 0)).to.equal('');
    expect(widestRow([{cells: ['a']}, {cells: ['a', 'b', 'c']}, null])).to.equal(3);
  });

  it('names every column, extra ones included', () => {
    expect(columnHeaders(['A', ' ', 'C'], 4)).to.deep.equal([
      {name: 'A', extra: false},
      {name: 'Column 2', extra: false},
      {name: 'C', extra: false},
      {name: 'Column 4', extra: true},
    ]);
    expect(columnHeaders(null, 2).map((h) => h.name)).to.deep.equal(['Column 1', 'Column 2']);
  });

  it('coerces the page size and clamps pages', () => {
    expect(toPageSize(undefined)).to.equal(10);
    expect(toPageSize('25')).to.equal(25);
    expect(toPageSize('')).to.equal(10);
    expect(toPageSize(0)).to.equal(10);
    expect(toPageSize(2.7)).to.equal(2);
    expect(toPageSize(1e9)).to.equal(500);
    expect(pageBounds(0, 10, 25)).to.deep.equal({page: 0, start: 0, end: 10, pageCount: 3});
    expect(pageBounds(2, 10, 25)).to.deep.equal({page: 2, start: 20, end: 25, pageCount: 3});
    expect(pageBounds(9, 10, 25).page).to.equal(2);
    expect(pageBounds(-1, 10, 25).page).to.equal(0);
    expect(pageBounds(0, 10, 0)).to.deep.equal({page: 0, start: 0, end: 0, pageCount: 1});
  });
});
