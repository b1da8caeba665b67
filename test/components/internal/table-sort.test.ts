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
  sortOrderSteps,
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

/** The order a stable comparison sort gives: non-empty cells by `compare`, then empty ones. */
function comparisonOrder(
  cells: string[],
  direction: 'ascending' | 'descending',
  compare: (a: string, b: string) => number,
): number[] {
  const filled = cells.flatMap((cell, i) => (cell.trim() ? [i] : []));
  const blank = cells.flatMap((cell, i) => (cell.trim() ? [] : [i]));
  const sign = direction === 'ascending' ? 1 : -1;
  return filled.sort((a, b) => sign * compare(cells[a]!, cells[b]!)).concat(blank);
}

describe('table sort: fast text keys', () => {
  const simpleText = fc.string({unit: fc.constantFrom(...'aAbByYzZkK019 ._-'), maxLength: 10});
  /** Pieces of text a key orders: letters, digits, punctuation, accents (marks after letters). */
  const keyablePiece = fc.constantFrom(
    ...'aAnNsSlLoOzZ0019 \t\n_-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$',
    ...'éÉèüÜñÑçåØøßẞæÆœłŁđðĦİ',
    'e\u0301',
    'N\u0303',
    'u\u0308\u0301',
    'c\u0327',
    'a\u0362',
  );
  const keyableText = fc.array(keyablePiece, {maxLength: 8}).map((pieces) => pieces.join(''));
  /** Text with every kind of character a key orders, and some it does not. */
  const anyText = fc
    .array(fc.oneof(keyablePiece, fc.constantFrom('\u0301', '\u0363', 'ı', 'þ', '·', '\r')), {
      maxLength: 8,
    })
    .map((pieces) => pieces.join(''));
  const collatorOf = (language?: string) =>
    new Intl.Collator(language, {numeric: true, sensitivity: 'base'});
  const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  it('orders simple text as the collator does, in every language it is used for (property)', () => {
    for (const language of ROOT_ORDER_LANGUAGES) {
      const collator = collatorOf(language);
      fc.assert(
        fc.property(simpleText, simpleText, (a, b) => {
          const expected = Math.sign(collator.compare(a, b));
          const actual = byCodeUnits(simpleKey(a, language)!, simpleKey(b, language)!);
          expect(actual, `${language}: ${a} / ${b}`).to.equal(expected);
        }),
        {numRuns: 500},
      );
    }
  });

  it('orders punctuation, accented letters and marks as the collator does, or gives no key (property)', () => {
    for (const language of ROOT_ORDER_LANGUAGES) {
      const collator = collatorOf(language);
      fc.assert(
        fc.property(anyText, anyText, (a, b) => {
          const [keyA, keyB] = [simpleKey(a, language), simpleKey(b, language)];
          if (keyA === undefined || keyB === undefined) return;
          const expected = Math.sign(collator.compare(a, b));
          const shown = JSON.stringify([a, b]);
          expect(byCodeUnits(keyA, keyB), `${language}: ${shown}`).to.equal(expected);
        }),
        {numRuns: 1500},
      );
    }
  });

  it('has a key for names with accents and punctuation, and none for what it cannot order', () => {
    for (const name of ["O'Brien, Seán", 'Müller-Lüdenscheidt', 'Łukasz Dvořák', 'Straße 5']) {
      expect(simpleKey(name), name).to.be.a('string');
    }
    expect(simpleKey('Zoe\u0308')).to.equal(simpleKey('Zoë'));
    expect(simpleKey('Muñoz', 'en')).to.equal(simpleKey('Munoz'));
    expect(simpleKey('Muñoz', 'es')).to.equal(undefined);
    expect(simpleKey('Mun\u0303oz', 'es')).to.equal(undefined);
    // Marks up to U+0362 are accents; from U+0363 they are letters written above.
    expect(simpleKey('a\u0362')).to.equal('a');
    for (const other of [
      'a\u0363',
      'Þór',
      'ıi',
      'a·b',
      '\u0301a',
      '1\u0301',
      'a\rb',
      '東京',
      '9'.repeat(61),
    ]) {
      expect(simpleKey(other), JSON.stringify(other)).to.equal(undefined);
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
      const actual = [...words].sort((a, b) =>
        byCodeUnits(simpleKey(a, language)!, simpleKey(b, language)!),
      );
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
          // A column of only Low and High is a scale, ordered by rank.
          const ranks = enumRanks(cells);
          const compare = ranks
            ? (a: string, b: string) => ranks[cells.indexOf(a)]! - ranks[cells.indexOf(b)]!
            : collator.compare;
          expect(sortOrder(cells, direction)).to.deep.equal(
            comparisonOrder(cells, direction, compare),
          );
        },
      ),
      {numRuns: 300},
    );
  });

  it('sorts long columns sharing beginnings as a comparison sort does (property)', () => {
    // Hundreds of cells with long shared beginnings: sorted by packed prefixes, run by run.
    const beginning = fc.constantFrom('', 'REQ-', 'Müller, ', 'user-000', 'a'.repeat(14));
    const cell = fc
      .tuple(beginning, keyableText, fc.nat(5000))
      .map(([start, text, n]) => `${start}${text}${n % 3 ? n : ''}`);
    const collator = collatorOf();
    fc.assert(
      fc.property(
        fc.array(cell, {minLength: 33, maxLength: 400}),
        fc.constantFrom('ascending' as const, 'descending' as const),
        (cells, direction) => {
          expect(sortOrder(cells, direction)).to.deep.equal(
            comparisonOrder(cells, direction, collator.compare),
          );
        },
      ),
      {numRuns: 150},
    );
  });

  it('sorts long number columns as a comparison sort does: close values, ties, signs (property)', () => {
    const value = fc.oneof(
      fc.integer({min: -50, max: 50}).map(String),
      fc.double({noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9}).map(String),
      fc.constantFrom('1', '1.0000000000000002', '1.0000000001', '-0', '0', '12%', '-3.5'),
    );
    fc.assert(
      fc.property(
        fc.array(value, {minLength: 33, maxLength: 300}),
        fc.constantFrom('ascending' as const, 'descending' as const),
        (cells, direction) => {
          const byNumber = (a: string, b: string) => parseNumberCell(a)! - parseNumberCell(b)!;
          expect(sortOrder(cells, direction)).to.deep.equal(
            comparisonOrder(cells, direction, byNumber),
          );
        },
      ),
      {numRuns: 200},
    );
  });

  it('falls back to the collator for any other text', () => {
    expect(sorted(['éclair', 'Eagle', 'ezra', 'Zoë', 'zebra 2', 'zebra 10', 'Þór'])).to.deep.equal([
      'Eagle',
      'éclair',
      'ezra',
      'zebra 2',
      'zebra 10',
      'Zoë',
      'Þór',
    ]);
  });
});

describe('table sort in steps', () => {
  /** The order a stepped sort returns, and how many times it yielded on the way. */
  function stepped(cells: string[], direction: 'ascending' | 'descending', compare?: Compare) {
    const steps = sortOrderSteps(cells, direction, compare);
    let yields = 0;
    let next = steps.next();
    while (!next.done) {
      yields++;
      next = steps.next();
    }
    return {order: next.value, yields};
  }
  type Compare = (a: string, b: string) => number;
  const collator = new Intl.Collator(undefined, {numeric: true, sensitivity: 'base'});
  const byNumber = (a: string, b: string) => parseNumberCell(a)! - parseNumberCell(b)!;
  /** A column of `n` cells from `make`, with an empty cell every 97 rows. */
  const column = (n: number, make: (i: number) => string) =>
    Array.from({length: n}, (_, i) => (i % 97 === 5 ? '' : make(i)));
  /** Spread over the column in no order, with repeats (ties must keep their row order). */
  const scrambled = (i: number, distinct: number) => (i * 7919) % distinct;

  it('yields many times over a long column of each kind, and sorts as a comparison sort does', () => {
    const n = 30_000;
    const kinds: [string, string[], Compare][] = [
      ['numbers', column(n, (i) => String(scrambled(i, 20_000) - 5_000)), byNumber],
      ['names', column(n, (i) => `Müller, Zoë ${scrambled(i, 25_000)}`), collator.compare],
      ['Cyrillic', column(n, (i) => `Иван ${scrambled(i, 25_000)}`), collator.compare],
    ];
    for (const [kind, cells, compare] of kinds) {
      for (const direction of ['ascending', 'descending'] as const) {
        const {order, yields} = stepped(cells, direction);
        expect(yields, kind).to.be.greaterThan(n / 4_096);
        expect(order, `${kind} ${direction}`).to.deep.equal(
          comparisonOrder(cells, direction, compare),
        );
      }
    }
  });

  it('sorts a text column by a comparison of its own across merged runs, ties in row order (property)', () => {
    // Thousands of distinct cells: the comparison sort's runs are merged. Case-blind comparison:
    // cells differing only in case tie, and keep their row order.
    const caseBlind = (a: string, b: string) => byCodeUnitsOf(a.toLowerCase(), b.toLowerCase());
    const cell = fc.tuple(fc.constantFrom('a', 'A', 'b', 'B', 'ab', 'Ab', 'þ'), fc.nat(400));
    fc.assert(
      fc.property(
        fc.array(cell, {minLength: 500, maxLength: 3_000}),
        fc.constantFrom('ascending' as const, 'descending' as const),
        (pairs, direction) => {
          const cells = pairs.map(([text, n]) => `${text}${n}`);
          expect(stepped(cells, direction, caseBlind).order).to.deep.equal(
            comparisonOrder(cells, direction, caseBlind),
          );
        },
      ),
      {numRuns: 25},
    );
  });

  it('sorts a scale column of thousands of rows in rank order, in steps', () => {
    const scale = ['Low', 'medium', 'HIGH', 'Critical'];
    const cells = column(10_000, (i) => scale[scrambled(i, 4)]!);
    const {order, yields} = stepped(cells, 'descending');
    expect(yields).to.be.greaterThan(2);
    const rank = (text: string) => scale.indexOf(text);
    expect(order).to.deep.equal(comparisonOrder(cells, 'descending', (a, b) => rank(a) - rank(b)));
  });
});

const byCodeUnitsOf = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
