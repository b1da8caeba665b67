/**
 * A conservative static check for regular expressions that come from a surface, so that a hostile
 * pattern cannot freeze the page with catastrophic backtracking. It refuses, among others:
 * nested quantifiers (`(a+)+`, `(a*)*`, `(\d+){2,}`, `(a?){40}`), alternation inside a repetition
 * unless every branch is plain text starting with a different character (`(a|a)*` refused,
 * `(ab|cd)*` allowed), backreferences (`\1`, `\k<name>`), and polynomial shapes of degree 3 or
 * more: chains of unbounded repetitions over overlapping characters (`^a+a+a+b`, `.*a.*b.*c`,
 * `\S+@\S+\.\S+`; see regex-overlap.ts), where a pattern not anchored with `^` counts one degree
 * more (the engine retries it at every position, so `a+a+x` is already cubic). Patterns of degree
 * 2 (`^\S+@\S+$`, `\d+\s`) are accepted but only run on inputs up to
 * MAX_QUADRATIC_INPUT_LENGTH characters. It may refuse some harmless patterns; it must not accept
 * an exponential one.
 */
import {anyRepeated, longestOverlapChain} from './regex-overlap.js';
import {PatternParser, Refused} from './regex-parser.js';

const POLYNOMIAL =
  'Overlapping unbounded repetitions (like a+a+a+, or a+a+ without ^) could take seconds; not allowed.';

/** The longest pattern accepted. */
export const MAX_PATTERN_LENGTH = 512;

/** The longest input a surface pattern is tested against. */
export const MAX_REGEX_INPUT_LENGTH = 10_000;

/** The longest input a pattern of quadratic backtracking cost is tested against. */
export const MAX_QUADRATIC_INPUT_LENGTH = 1_000;

/** The analysis of a pattern: why it is refused, or its backtracking degree (1 linear, 2 quadratic). */
export interface PatternAnalysis {
  problem?: string;
  degree: number;
}

/** Analyses `pattern`; see the module comment. */
export function analysePattern(pattern: unknown): PatternAnalysis {
  if (typeof pattern !== 'string') return {problem: 'The pattern is not a string.', degree: 0};
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return {problem: `The pattern is longer than ${MAX_PATTERN_LENGTH} characters.`, degree: 0};
  }
  let degree: number;
  try {
    const parser = new PatternParser(pattern);
    parser.parseBody(0);
    if (parser.pos < pattern.length) throw new Refused('Unbalanced parenthesis.');
    // Without ^ the engine retries at every position: like a leading unbounded `.*?`.
    const items = parser.unanchored ? [anyRepeated(), ...parser.items] : parser.items;
    degree = Math.max(1, longestOverlapChain(items));
    if (degree >= 3) throw new Refused(POLYNOMIAL);
  } catch (error) {
    const problem = error instanceof Refused ? error.message : 'The pattern could not be read.';
    return {problem, degree: 0};
  }
  try {
    new RegExp(pattern);
  } catch {
    return {problem: 'The pattern is not a valid regular expression.', degree: 0};
  }
  return {degree};
}

/** Why `pattern` is refused, or undefined when it is accepted. */
export function patternProblem(pattern: unknown): string | undefined {
  return analysePattern(pattern).problem;
}

/** True when `pattern` is a valid regular expression this module considers safe to run. */
export function isSafePattern(pattern: unknown): boolean {
  return analysePattern(pattern).problem === undefined;
}

/** A safe pattern compiled (no flags), with the longest input it may be tested against. */
export interface SafePattern {
  regex: RegExp;
  maxInputLength: number;
}

const compiled = new Map<string, SafePattern | string>();

/** The compiled pattern, or the reason it is refused. Cached. */
export function compileSafePattern(pattern: string): SafePattern | string {
  const hit = compiled.get(pattern);
  if (hit !== undefined) return hit;
  const {problem, degree} = analysePattern(pattern);
  const result = problem ?? {
    regex: new RegExp(pattern),
    maxInputLength: degree >= 2 ? MAX_QUADRATIC_INPUT_LENGTH : MAX_REGEX_INPUT_LENGTH,
  };
  if (compiled.size > 200) compiled.clear();
  compiled.set(pattern, result);
  return result;
}

/**
 * Tests `input` against a surface pattern within the limits above: `{matches}` or `{error}`
 * (pattern refused, or input too long for it). For reuse by form validation of server patterns.
 */
export function testSafePattern(
  pattern: string,
  input: string,
): {matches?: boolean; error?: string} {
  const safe = compileSafePattern(pattern);
  if (typeof safe === 'string') return {error: `The pattern is refused: ${safe}`};
  if (typeof input !== 'string') input = String(input);
  if (input.length > safe.maxInputLength) {
    return {error: `The value is longer than ${safe.maxInputLength} characters.`};
  }
  safe.regex.lastIndex = 0;
  return {matches: safe.regex.test(input)};
}
