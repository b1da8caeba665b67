import {expect} from '@open-wc/testing';
import {
  describeTrend,
  formatCount,
  parseDelta,
  polylinePoints,
  sparklinePoints,
  toCards,
  toSources,
} from '../../src/components/svc/internal/metric-data.js';

describe('metric-cards data helpers', () => {
  describe('parseDelta', () => {
    const cases: [unknown, string, string][] = [
      ['+12%', 'up', 'up 12%'],
      ['-3', 'down', 'down 3'],
      ['-3%', 'down', 'down 3%'],
      ['\u22124.5%', 'down', 'down 4.5%'],
      ['\u2013 2', 'down', 'down 2'],
      ['0', 'flat', 'no change'],
      ['-0%', 'flat', 'no change'],
      ['+0.0', 'flat', 'no change'],
      ['12%', 'up', 'up 12%'],
      ['+3 pts', 'up', 'up 3 pts'],
      ['1,284', 'up', 'up 1,284'],
      ['▼ 7', 'down', 'down 7'],
      ['↑5', 'up', 'up 5'],
      [' +12% vs last month ', 'up', 'up 12% vs last month'],
      ['.5', 'up', 'up .5'],
      ['n/a', 'unknown', 'n/a'],
      ['flat', 'unknown', 'flat'],
      [12, 'up', 'up 12'],
      [-3.25, 'down', 'down 3.25'],
      [0, 'flat', 'no change'],
    ];
    for (const [input, direction, words] of cases) {
      it(`reads ${JSON.stringify(input)} as ${direction}`, () => {
        const delta = parseDelta(input);
        expect(delta.direction).to.equal(direction);
        expect(delta.words).to.equal(words);
      });
    }

    it('keeps the text as sent, and gives numbers a sign', () => {
      expect(parseDelta(' +12% ').text).to.equal('+12%');
      expect(parseDelta(12).text).to.equal('+12');
      expect(parseDelta(-3).text).to.equal('\u22123');
    });

    it('has no delta for missing or non-finite values', () => {
      for (const input of [undefined, null, '', '   ', NaN, Infinity]) {
        expect(parseDelta(input).direction, String(input)).to.equal('none');
      }
    });

    it('shows objects as text instead of throwing', () => {
      expect(parseDelta({a: 1}).direction).to.equal('unknown');
      expect(parseDelta({a: 1}).text).to.equal('{"a":1}');
    });
  });

  describe('sparkline', () => {
    it('keeps finite numbers and numeric strings only', () => {
      expect(sparklinePoints([1, '2', NaN, Infinity, null, 'x', {}, -3, '\u22124'])).to.deep.equal([
        1, 2, -3, -4,
      ]);
      expect(sparklinePoints('1,2,3')).to.deep.equal([]);
      expect(sparklinePoints(undefined)).to.deep.equal([]);
    });

    it('draws from left to right with the highest value at the top', () => {
      expect(polylinePoints([0, 10], 100, 20, 0)).to.equal('0,20 100,0');
      expect(polylinePoints([0, 5, 10], 100, 20, 1)).to.equal('1,19 50,10 99,1');
    });

    it('draws a flat series in the middle and nothing for fewer than two points', () => {
      expect(polylinePoints([4, 4, 4], 100, 20, 0)).to.equal('0,10 50,10 100,10');
      expect(polylinePoints([4], 100, 20)).to.equal('');
      expect(polylinePoints([], 100, 20)).to.equal('');
    });

    it('describes the trend in words', () => {
      expect(describeTrend([3, 5, 4, 8, 9, 12, 11])).to.equal(
        'trend over 7 points, from 3 to 11, rising',
      );
      expect(describeTrend([6, 5, 4])).to.equal('trend over 3 points, from 6 to 4, falling');
      expect(describeTrend([2, 9, 2])).to.equal('trend over 3 points, from 2 to 2, flat');
      expect(describeTrend([])).to.equal('');
    });
  });

  describe('cards and sources', () => {
    it('coerces cards of the wrong shape', () => {
      const cards = toCards([
        {label: 'Grants', value: 1284, delta: '+12%', sparkline: [1, 2]},
        null,
        'card',
        [1],
        {label: 7, value: null, sparkline: 'no'},
      ]);
      expect(cards).to.have.length(2);
      expect(cards[0].value).to.equal((1284).toLocaleString());
      expect(cards[0].delta.direction).to.equal('up');
      expect(cards[1]).to.deep.include({label: '7', value: '', sparkline: []});
      expect(cards[1].delta.direction).to.equal('none');
      expect(toCards('cards')).to.deep.equal([]);
    });

    it('links a source only for http(s) refs', () => {
      // Which refs: the URL policy's `source` use (test/model/url-policy.test.ts).
      expect(toSources([{label: 'A', ref: ' http://example.test '}])[0].href).to.equal(
        'http://example.test/',
      );
      const [source] = toSources([
        {kind: 'query', label: 'Task search', ref: 'tasks?state=closed', count: '1622'},
      ]);
      expect(source).to.deep.equal({
        kind: 'query',
        label: 'Task search',
        ref: 'tasks?state=closed',
        href: undefined,
        count: (1622).toLocaleString(),
      });
    });

    it('formats counts and keeps other text', () => {
      expect(formatCount('12345678901234567890')).to.equal(
        BigInt('12345678901234567890').toLocaleString(),
      );
      expect(formatCount('about 3')).to.equal('about 3');
      expect(formatCount(undefined)).to.equal('');
    });

    it('drops sources with neither label nor ref', () => {
      expect(toSources([{kind: 'x'}, 3, null, {ref: 'r'}])).to.have.length(1);
      expect(toSources({})).to.deep.equal([]);
    });
  });
});
