import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {
  estimateProgramSize,
  loadRegexEngine,
  MAX_REGEX_INPUT_LENGTH,
  MAX_REGEX_PROGRAM_SIZE,
  MAX_REGEX_WORK,
  preparePattern,
  regexEngineState,
  testPattern,
} from '../../src/model/index.js';

const re2jsRequested = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('re2js'));

/** Tests a pattern once the engine is there. */
function matches(pattern: string, input: string): boolean | undefined {
  const result = testPattern(pattern, input);
  expect(result.problem, pattern).to.equal(undefined);
  return result.matches;
}

describe('model/regex (RE2 semantics, linear time)', () => {
  it('loads the engine only when a pattern is first tested, answering pending until then', async () => {
    expect(regexEngineState()).to.equal('idle');
    expect(re2jsRequested()).to.equal(false);
    const first = testPattern('^a+$', 'aaa');
    expect(first.pending).to.be.instanceOf(Promise);
    expect(first.matches).to.equal(undefined);
    expect(regexEngineState()).to.equal('loading');
    await first.pending;
    expect(regexEngineState()).to.equal('ready');
    expect(re2jsRequested()).to.equal(true);
    expect(testPattern('^a+$', 'aaa')).to.deep.equal({matches: true});
  });

  describe('once loaded', () => {
    before(() => loadRegexEngine());

    it('searches unanchored; ^ and $ anchor', () => {
      expect(matches('^[A-Z]+-[0-9]+$', 'ABC-123')).to.equal(true);
      expect(matches('^[A-Z]+-[0-9]+$', 'abc-123')).to.equal(false);
      expect(matches('[0-9]+', 'xx12yy')).to.equal(true);
      expect(matches('^$|^[A-Z]+$', '')).to.equal(true);
      expect(matches('^.$', '😀')).to.equal(true);
    });

    it('supports inline flags such as (?i), and named groups', () => {
      expect(matches('(?i)^hello$', 'HeLLo')).to.equal(true);
      expect(matches('^a(?i)b$', 'aB')).to.equal(true);
      expect(matches('^a(?i)b$', 'AB')).to.equal(false);
      expect(matches('(?P<year>\\d{4})-(?<month>\\d{2})', 'on 2024-05')).to.equal(true);
    });

    it('evaluates hostile patterns on long inputs, with the right answers', () => {
      // About 390 instructions: tested on up to MAX_REGEX_WORK / 390 (2,500) characters.
      const chained = '[\\s\\S]{0,32}'.repeat(6) + '!';
      expect(matches(chained, 'a'.repeat(2500))).to.equal(false);
      expect(matches(chained, 'a'.repeat(2499) + '!')).to.equal(true);
      expect(matches(chained, '!' + 'a'.repeat(2499))).to.equal(true);
      expect(matches(chained, 'a'.repeat(2000) + '!' + 'a'.repeat(400))).to.equal(true);
      expect(testPattern(chained, 'a'.repeat(MAX_REGEX_INPUT_LENGTH)).problem).to.contain('long');
      expect(matches('(a+)+$', 'a'.repeat(5000) + '!')).to.equal(false);
      expect(matches('^(a+)+$', 'a'.repeat(5000))).to.equal(true);
      expect(matches('a+a+x', 'a'.repeat(MAX_REGEX_INPUT_LENGTH))).to.equal(false);
      expect(matches('a+a+x', 'a'.repeat(5000) + 'x')).to.equal(true);
      expect(matches('^(\\w+\\s?)+$', 'word '.repeat(1000) + '!')).to.equal(false);
      expect(matches('(.*a){20}', 'a'.repeat(5000) + 'b')).to.equal(true);
    });

    it('reports what RE2 cannot compile, lookarounds and backreferences included', () => {
      const invalid = ['(?=a)b', '(?!a)b', '(?<=a)b', '(?<!a)b', '(a)\\1', '(?<x>a)\\k<x>'];
      for (const pattern of [...invalid, '(', 'a)', '[a', '*a', 'a\\', 'a{1001}', '\\u0041']) {
        const {problem} = preparePattern(pattern);
        expect(problem, pattern).to.contain('not valid RE2');
        expect(testPattern(pattern, 'ab').problem, pattern).to.contain('not valid RE2');
      }
    });

    it('refuses non-strings, over-long patterns and too large programs before compiling', () => {
      for (const pattern of [3, null, undefined, {}]) {
        expect(preparePattern(pattern).problem).to.be.a('string');
      }
      expect(preparePattern('a'.repeat(513)).problem).to.contain('longer than 512');
      const large = '[\\s\\S]{0,1000}'.repeat(30) + '!';
      expect(estimateProgramSize(large)).to.be.greaterThan(MAX_REGEX_PROGRAM_SIZE);
      expect(preparePattern(large).problem).to.contain('too large');
      expect(preparePattern('(?:ab|cd|ef|gh){0,1000}').problem).to.contain('too large');
      expect(preparePattern('^.{0,900}$').problem).to.equal(undefined);
    });

    it('caps the input: at most MAX_REGEX_INPUT_LENGTH, less for large programs', () => {
      expect(matches('^[a-z]+$', 'a'.repeat(MAX_REGEX_INPUT_LENGTH))).to.equal(true);
      expect(testPattern('^[a-z]+$', 'a'.repeat(MAX_REGEX_INPUT_LENGTH + 1)).problem).to.contain(
        'too long',
      );
      expect(testPattern('^[a-z]+$', 'abcdef', 5).problem).to.contain('longer than 5');
      // About 1,800 instructions: MAX_REGEX_WORK allows a few hundred characters.
      const large = '^.{0,900}$';
      expect(testPattern(large, 'x'.repeat(500)).matches).to.equal(true);
      const {problem} = testPattern(large, 'x'.repeat(MAX_REGEX_WORK / 1000));
      expect(problem).to.contain('too long');
    });

    it('estimates program sizes from above (property)', async () => {
      const {RE2JS} = await import('re2js');
      const atom = fc.constantFrom(
        'a',
        'b',
        '.',
        '\\d',
        '[a-c]',
        '[^x]',
        '\\pL',
        '\\Q(\\E',
        '^',
        '$',
      );
      const quantifier = fc.constantFrom('', '*', '+', '?', '{2}', '{1,3}', '{0,5}', '{2,}', '*?');
      const pattern = fc.letrec<{node: string}>((tie) => ({
        node: fc.oneof(
          {depthSize: 'small', withCrossShrink: true},
          fc.tuple(atom, quantifier).map(([a, q]) => a + q),
          fc
            .tuple(fc.array(tie('node'), {minLength: 1, maxLength: 4}), quantifier)
            .map(([parts, q]) => `(?:${parts.join('')})${q}`),
          fc
            .tuple(fc.array(tie('node'), {minLength: 2, maxLength: 3}), quantifier)
            .map(([parts, q]) => `(${parts.join('|')})${q}`),
        ),
      })).node;
      fc.assert(
        fc.property(pattern, (source) => {
          let actual: number;
          try {
            actual = RE2JS.compile(source).programSize();
          } catch {
            return true;
          }
          return estimateProgramSize(source) >= actual;
        }),
        {numRuns: 300},
      );
    });
  });
});
