import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {
  columnKind,
  enumRanks,
  parseDateCell,
  parseNumberCell,
  ROOT_ORDER_LANGUAGES,
  simpleKey,
  sortOrder,
} from '../../../src/components/svc/internal/table-sort.js';

const sorted = (cells: string[], direction: 'ascending' | 'descending' = 'ascending') =>
  sortOrder(cells, direction).map((i) => cells[i]);

describe('table sort helpers', () => {
  it('parses numbers, thousands separators, signs and percentages', () => {
    expect(parseNumberCell('42')).to.equal(42);
    expect(parseNumberCell('1,204')).to.equal(1204);
    expect(parseNumberCell('-3.5')).to.equal(-3.5);
    expect(parseNumberCell('\u22122')).to.equal(-2);
    expect(parseNumberCell('+12%')).to.equal(0.12);
    expect(parseNumberCell('1e3')).to.equal(1000);
    expect(parseNumberCell(' 7 ')).to.equal(7);
    expect(parseNumberCell('12,34')).to.equal(undefined);
    expect(parseNumberCell('abc')).to.equal(undefined);
    expect(parseNumberCell('')).to.equal(undefined);
    expect(parseNumberCell('2026-11-19')).to.equal(undefined);
  });

  it('parses ISO dates and date-times only', () => {
    expect(parseDateCell('2026-11-19')).to.equal(Date.UTC(2026, 10, 19));
    expect(parseDateCell('2026-11-19T10:00:00Z')).to.equal(Date.UTC(2026, 10, 19, 10));
    expect(parseDateCell('2026-11-19 10:00Z')).to.equal(Date.UTC(2026, 10, 19, 10));
    expect(parseDateCell('19/11/2026')).to.equal(undefined);
    expect(parseDateCell('yesterday')).to.equal(undefined);
    expect(parseDateCell('2026-13-45')).to.equal(undefined);
  });

  it('finds the kind every non-empty cell shares', () => {
    expect(columnKind(['1', '2,000', '', '5%'])).to.equal('number');
    expect(columnKind(['2026-01-01', '', '2025-12-31T23:00:00Z'])).to.equal('date');
    expect(columnKind(['1', 'two'])).to.equal('text');
    expect(columnKind(['', ' '])).to.equal('text');
    expect(columnKind([])).to.equal('text');
  });

  it('sorts numbers by value, not as text', () => {
    expect(sorted(['10', '9', '1,000', '-2', '100'])).to.deep.equal([
      '-2',
      '9',
      '10',
      '100',
      '1,000',
    ]);
    expect(sorted(['10', '9', '1,000'], 'descending')).to.deep.equal(['1,000', '10', '9']);
  });

  it('sorts percentages by value', () => {
    expect(sorted(['50%', '5%', '100%', '12.5%'])).to.deep.equal(['5%', '12.5%', '50%', '100%']);
  });

  it('sorts ISO dates by time', () => {
    expect(sorted(['2026-11-19', '2025-01-02', '2026-02-01T08:00:00Z'])).to.deep.equal([
      '2025-01-02',
      '2026-02-01T08:00:00Z',
      '2026-11-19',
    ]);
  });

  it('sorts text naturally and case-insensitively', () => {
    expect(sorted(['job-10', 'job-2', 'Job-1', 'alpha'])).to.deep.equal([
      'alpha',
      'Job-1',
      'job-2',
      'job-10',
    ]);
    expect(sorted(['b', 'a', 'c'], 'descending')).to.deep.equal(['c', 'b', 'a']);
  });

  it('keeps empty cells last in both directions', () => {
    expect(sorted(['3', '', '1'])).to.deep.equal(['1', '3', '']);
    expect(sorted(['3', '', '1'], 'descending')).to.deep.equal(['3', '1', '']);
  });

  it('is stable: equal cells keep their original order in both directions', () => {
    const cells = ['b', 'a', 'b', 'a'];
    expect(sortOrder(cells, 'ascending')).to.deep.equal([1, 3, 0, 2]);
    expect(sortOrder(cells, 'descending')).to.deep.equal([0, 2, 1, 3]);
    expect(sortOrder(['A', 'a'], 'ascending')).to.deep.equal([0, 1]);
  });

  it('does not modify its input and returns every index once', () => {
    const cells = Array.from({length: 1000}, (_, i) => String((i * 7919) % 1000));
    const copy = [...cells];
    const order = sortOrder(cells, 'ascending');
    expect(cells).to.deep.equal(copy);
    expect([...order].sort((a, b) => a - b)).to.deep.equal(cells.map((_, i) => i));
    for (let i = 1; i < order.length; i++) {
      expect(Number(cells[order[i - 1]!])).to.be.at.most(Number(cells[order[i]!]));
    }
  });
});

describe('table sort: known ordered scales', () => {
  it('detects a column whose values all belong to one scale', () => {
    expect(enumRanks(['High', 'Low', 'Medium'])).to.deep.equal([4, 2, 3]);
    expect(columnKind(['High', 'low', ' MEDIUM ', ''])).to.equal('enum');
    expect(columnKind(['P2', 'P1', 'P4'])).to.equal('enum');
    expect(columnKind(['None', 'Critical', 'Low', 'High', 'Medium'])).to.equal('enum');
    expect(columnKind(['very-high', 'Very low', 'medium'])).to.equal('enum');
  });

  it('does not take a column with other values, or a single value, for a scale', () => {
    expect(enumRanks(['High', 'Low', 'Banana'])).to.equal(undefined);
    expect(enumRanks(['High', 'High', ''])).to.equal(undefined);
    expect(enumRanks(['P1', 'Low'])).to.equal(undefined);
    expect(columnKind(['alpha', 'beta'])).to.equal('text');
    expect(columnKind(['1', '2'])).to.equal('number');
  });

  it('sorts risk, severity and priority in their natural order, empty cells last', () => {
    expect(sorted(['High', 'Low', '', 'Medium', 'Low'])).to.deep.equal([
      'Low',
      'Low',
      'Medium',
      'High',
      '',
    ]);
    expect(sorted(['Medium', 'Critical', 'None', 'High'], 'descending')).to.deep.equal([
      'Critical',
      'High',
      'Medium',
      'None',
    ]);
    expect(sorted(['P3', 'P1', 'P4', 'P2'])).to.deep.equal(['P1', 'P2', 'P3', 'P4']);
    expect(sorted(['Blocker', 'Minor', 'Trivial', 'Major'])).to.deep.equal([
      'Trivial',
      'Minor',
      'Major',
      'Blocker',
    ]);
  });

  it('sorts any mix of one scale in rank order (property)', () => {
    const scale = ['Low', 'Medium', 'High', 'Critical'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...scale), {minLength: 2, maxLength: 40}), (cells) => {
        const ranks = sorted(cells).map((c) => scale.indexOf(c!));
        for (let i = 1; i < ranks.length; i++) expect(ranks[i]).to.be.at.least(ranks[i - 1]!);
      }),
    );
  });
});

describe('table sort: fast text keys', () => {
  const simpleText = fc.string({unit: fc.constantFrom(...'aAbByYzZkK019 ._-'), maxLength: 10});
  const collatorOf = (language?: string) =>
    new Intl.Collator(language, {numeric: true, sensitivity: 'base'});
  const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  it('orders simple text as the collator does, in every language it is used for (property)', () => {
    for (const language of ROOT_ORDER_LANGUAGES) {
      const collator = collatorOf(language);
      fc.assert(
        fc.property(simpleText, simpleText, (a, b) => {
          const expected = Math.sign(collator.compare(a, b));
          expect(byCodeUnits(simpleKey(a), simpleKey(b)), `${language}: ${a} / ${b}`).to.equal(
            expected,
          );
        }),
        {numRuns: 500},
      );
    }
  });

  it('orders the letter pairs some languages treat as one letter as the collator does', () => {
    const letters = [...'abcdefghijklmnopqrstuvwxyz'];
    const words = [
      ...letters,
      ...letters.flatMap((a) => ['a', 'h', 'j', 's', 'y', 'z'].map((b) => a + b)),
    ];
    for (const language of ROOT_ORDER_LANGUAGES) {
      const collator = collatorOf(language);
      const expected = [...words].sort(collator.compare);
      const actual = [...words].sort((a, b) => byCodeUnits(simpleKey(a), simpleKey(b)));
      expect(actual, language).to.deep.equal(expected);
    }
  });

  it('reads digits as numbers and ignores case and leading zeros', () => {
    expect(sorted(['item 10', 'Item 9', 'item 009', 'item 1.5', 'item-1'])).to.deep.equal([
      'item 1.5',
      'Item 9',
      'item 009',
      'item 10',
      'item-1',
    ]);
    expect(simpleKey('Job-007')).to.equal(simpleKey('job-7'));
  });

  it('sorts a column of simple text exactly as the collator does: ties, empties, both directions (property)', () => {
    const collator = collatorOf();
    fc.assert(
      fc.property(
        fc.array(fc.oneof(simpleText, fc.constantFrom('', '  ', 'Low', 'High')), {maxLength: 60}),
        fc.constantFrom('ascending' as const, 'descending' as const),
        (cells, direction) => {
          expect(sortOrder(cells, direction)).to.deep.equal(
            sortOrder(cells, direction, collator.compare),
          );
        },
      ),
      {numRuns: 300},
    );
  });

  it('falls back to the collator for any other text', () => {
    expect(sorted(['éclair', 'Eagle', 'ezra', 'Zoë', 'zebra 2', 'zebra 10'])).to.deep.equal([
      'Eagle',
      'éclair',
      'ezra',
      'zebra 2',
      'zebra 10',
      'Zoë',
    ]);
  });
});
