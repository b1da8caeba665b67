import {expect} from '@open-wc/testing';
import {
  analysePattern,
  isSafePattern,
  MAX_QUADRATIC_INPUT_LENGTH,
  MAX_REGEX_INPUT_LENGTH,
  patternProblem,
  testSafePattern,
} from '../../src/model/index.js';

describe('model/isSafePattern', () => {
  it('accepts ordinary validation patterns', () => {
    const good = [
      '^$|^[A-Z]+-[0-9]+$',
      '^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$',
      '^\\d{3}-\\d{4}$',
      '^(\\d{1,3}\\.){3}\\d{1,3}$',
      '^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$',
      '^(ab|cd)+$',
      '^(?:https?|ftp)://\\S+$',
      '^[^@]+@[^@]+$',
      '^(\\+|-)?\\d+(\\.\\d+)?$',
      '(?<year>\\d{4})-(?<month>\\d{2})',
      '[]',
      'a{2,3}b',
      'x{',
    ];
    for (const pattern of good) expect(patternProblem(pattern), pattern).to.equal(undefined);
  });

  it('refuses catastrophic shapes', () => {
    const bad = [
      '(a+)+',
      '(a*)*',
      '(a+)*$',
      '^(\\w+\\s?)+$',
      '(a|a)*',
      '(a|ab)*c',
      '([a-z]|[0-9])+$',
      '(\\d+){2,}',
      '(a?){40}',
      '((ab)*)+',
      '(?:a+){2,5}',
      '(.*a){20}',
      '^(a|)+$',
      '(x+x+)+y',
      '.*.*.*=.*',
    ];
    for (const pattern of bad) expect(isSafePattern(pattern), pattern).to.equal(false);
  });

  it('refuses chains of three overlapping unbounded repetitions (polynomial blow-up)', () => {
    const bad = [
      'a+a+a+b',
      '\\d+\\d+\\d+',
      '^\\S+@\\S+\\.\\S+$',
      '^.*a.*b.*c$',
      '\\d{1,100}x?\\d{1,100}\\d{1,100}',
      '(?:ab)+(?:ab)+(?:ab)+c',
      '^(?=a+a+a+b)',
    ];
    for (const pattern of bad) expect(isSafePattern(pattern), pattern).to.equal(false);
    const good = [
      '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      '^\\w+\\s\\w+\\s\\w+\\s\\w+$',
      '^\\d+\\d+$',
      '^[a-z]+-[a-z]+-[a-z]+$',
      '^(?=.*\\d)[a-z\\d]+$',
      '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)[a-zA-Z\\d]{8,}$',
    ];
    for (const pattern of good) expect(patternProblem(pattern), pattern).to.equal(undefined);
  });

  it('counts a pattern without ^ one degree higher (the engine retries at every position)', () => {
    expect(isSafePattern('a+a+x')).to.equal(false);
    expect(analysePattern('^a+a+x')).to.deep.equal({degree: 2});
    expect(analysePattern('\\d+\\s')).to.deep.equal({degree: 2});
    expect(analysePattern('^\\d+\\s')).to.deep.equal({degree: 1});
    expect(analysePattern('x|^a+a+b').problem).to.be.a('string');
  });

  it('lets lookarounds end a chain but not continue one', () => {
    expect(isSafePattern('a{2,}(?![^b]+\\d)')).to.equal(false);
    expect(isSafePattern('^a{2,}(?=[^b]+\\d)')).to.equal(true);
    expect(isSafePattern('(?:(?=.*x)a)+')).to.equal(false);
  });

  it("tests inputs within the limit of the pattern's degree", () => {
    expect(testSafePattern('^[a-z]+$', 'abc')).to.deep.equal({matches: true});
    expect(testSafePattern('^[a-z]+$', 'a'.repeat(MAX_REGEX_INPUT_LENGTH))).to.deep.equal({
      matches: true,
    });
    expect(testSafePattern('^[a-z]+$', 'a'.repeat(MAX_REGEX_INPUT_LENGTH + 1)).error).to.be.a(
      'string',
    );
    expect(
      testSafePattern('^\\S+@\\S+$', 'a'.repeat(MAX_QUADRATIC_INPUT_LENGTH + 1)).error,
    ).to.be.a('string');
    expect(testSafePattern('(a+)+', 'aaa').error).to.contain('refused');
  });

  it('refuses backreferences', () => {
    expect(isSafePattern('(a)\\1')).to.equal(false);
    expect(isSafePattern('(?<x>a)\\k<x>')).to.equal(false);
  });

  it('refuses invalid, non-string and over-long patterns', () => {
    for (const pattern of ['(?i)abc', '(', 'a)', '*a', '[a', 'a\\', 3, null, 'a'.repeat(513)]) {
      expect(isSafePattern(pattern), String(pattern)).to.equal(false);
    }
  });

  it('runs every accepted pattern of a hostile set quickly', () => {
    // Not a timing assertion: accepted patterns must finish at all on a long adversarial input.
    const input = 'a'.repeat(5000) + '!';
    for (const pattern of ['^(a|b)+$', '^[a-z]+\\d+$', '^a+$', '^(aa)+$']) {
      if (isSafePattern(pattern)) new RegExp(pattern).test(input);
    }
  });
});
