/**
 * Patterns from a surface or a form, tested with RE2 semantics (the service's engine) in linear
 * time: the pattern is RE2 syntax (no lookarounds, no backreferences; inline flags such as `(?i)`
 * work), unanchored (write `^…$`). Matching costs about (program size × input length), so both are
 * capped: a pattern whose program would exceed MAX_REGEX_PROGRAM_SIZE is refused before it is
 * compiled, and an input is only tested while program size × length stays within MAX_REGEX_WORK
 * (and within the caller's length cap).
 *
 * The engine loads lazily (regex-engine.ts): until it is there, a test answers `{pending}` with the
 * promise to wait for.
 */
import type {RE2JS} from 're2js';
import {loadRegexEngine, regexEngine, regexEngineState} from './regex-engine.js';

/** The longest pattern accepted. */
export const MAX_PATTERN_LENGTH = 512;

/** The longest input a pattern is tested against. */
export const MAX_REGEX_INPUT_LENGTH = 10_000;

/**
 * The largest compiled program accepted (RE2 instructions; `a{0,1000}` is about 2,000). Compiling
 * costs about 20 µs per instruction, so this bounds compile time as well.
 */
export const MAX_REGEX_PROGRAM_SIZE = 2_000;

/**
 * Program size × input length allowed for one test: the worst case of the engine's automaton
 * fallback is about 0.1 µs per unit, so about 0.1 s.
 */
export const MAX_REGEX_WORK = 1_000_000;

/** The result of testing a pattern: a match, why it cannot be tested, or what to wait for. */
export type PatternTest =
  | {matches: boolean; problem?: undefined; pending?: undefined}
  | {problem: string; matches?: undefined; pending?: undefined}
  | {pending: Promise<void>; matches?: undefined; problem?: undefined};

interface Compiled {
  regex: RE2JS;
  /** The longest input it may be tested against (MAX_REGEX_WORK / program size). */
  maxInput: number;
}

const cache = new Map<string, Compiled | string>();

/**
 * The compiled pattern, the reason it is refused (a string), or undefined while the engine is
 * loading. Cached.
 */
function compiled(pattern: string): Compiled | string | undefined {
  const hit = cache.get(pattern);
  if (hit !== undefined) return hit;
  const result = refusedBeforeCompiling(pattern) ?? compile(pattern);
  if (result === undefined) return undefined;
  if (cache.size >= 500) cache.clear();
  cache.set(pattern, result);
  return result;
}

function refusedBeforeCompiling(pattern: string): string | undefined {
  if (pattern.length > MAX_PATTERN_LENGTH)
    return `The pattern is longer than ${MAX_PATTERN_LENGTH} characters.`;
  if (estimateProgramSize(pattern) > MAX_REGEX_PROGRAM_SIZE) return TOO_LARGE;
  return undefined;
}

const TOO_LARGE = `The pattern is too large to test here (more than ${MAX_REGEX_PROGRAM_SIZE} steps; large counted repetitions such as {0,1000} add up).`;

function compile(pattern: string): Compiled | string | undefined {
  const engine = regexEngine();
  if (!engine) {
    return regexEngineState() === 'failed'
      ? 'The regular expression engine could not be loaded.'
      : undefined;
  }
  let regex: RE2JS;
  try {
    regex = engine.compile(pattern);
  } catch (error) {
    const detail =
      error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : '';
    return `The pattern is not valid RE2 syntax (${detail}); RE2 has no lookarounds or backreferences.`;
  }
  const size = Math.max(1, regex.programSize());
  if (size > MAX_REGEX_PROGRAM_SIZE) return TOO_LARGE;
  return {regex, maxInput: Math.floor(MAX_REGEX_WORK / size)};
}

/**
 * Compiles `pattern` (cached) and says why it cannot be tested (not a string, too long or large,
 * not valid RE2, the engine failed to load), `{pending}` while the engine loads, or `{}` when it
 * can.
 */
export function preparePattern(pattern: unknown): {problem?: string; pending?: Promise<void>} {
  if (typeof pattern !== 'string') return {problem: 'The pattern is not a string.'};
  const result = compiled(pattern);
  if (result === undefined) return {pending: loadRegexEngine()};
  return typeof result === 'string' ? {problem: result} : {};
}

/**
 * Tests `input` against `pattern` (unanchored search). Inputs longer than `maxInput` (at most
 * MAX_REGEX_INPUT_LENGTH) or than the pattern's work budget allows are not tested (a problem).
 */
export function testPattern(
  pattern: unknown,
  input: string,
  maxInput = MAX_REGEX_INPUT_LENGTH,
): PatternTest {
  if (typeof pattern !== 'string') return {problem: 'The pattern is not a string.'};
  const result = compiled(pattern);
  if (result === undefined) return {pending: loadRegexEngine()};
  if (typeof result === 'string') return {problem: result};
  const limit = Math.min(maxInput, MAX_REGEX_INPUT_LENGTH, result.maxInput);
  if (input.length > limit) {
    return {problem: `The value is longer than ${limit} characters, too long to test.`};
  }
  return {matches: result.regex.test(input)};
}

/**
 * An upper estimate of the RE2 program size of `pattern`, read without compiling it (compiling a
 * huge program is itself slow): every literal, class or escape counts 1, groups 2, each `|` 1,
 * `*` 2, `+` and `?` 1, and `{m,n}` repeats its operand n times (plus n − m), as RE2 expands it.
 * Text it cannot read is left for RE2 to reject.
 */
export function estimateProgramSize(pattern: string): number {
  interface Frame {
    /** Finished branches and their `|`. */
    done: number;
    /** The current branch. */
    sum: number;
    /** The last atom of the current branch (what a quantifier repeats). */
    last: number;
  }
  const open = (): Frame => ({done: 0, sum: 0, last: 0});
  const size = (f: Frame) => f.done + f.sum;
  const stack: Frame[] = [];
  let frame = open();
  const atom = (n: number) => {
    frame.sum += n;
    frame.last = n;
  };
  const repeat = (n: number) => {
    frame.sum += n - frame.last;
    frame.last = n;
  };
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === '\\' && pattern[i + 1] === 'Q') {
      const end = pattern.indexOf('\\E', i + 2);
      const stop = end < 0 ? pattern.length : end;
      for (let k = i + 2; k < stop; k++) atom(1);
      i = end < 0 ? stop : end + 2;
    } else if (c === '\\') {
      i = skipEscape(pattern, i);
      atom(1);
    } else if (c === '[') {
      i = skipClass(pattern, i);
      atom(1);
    } else if (c === '(') {
      FLAGS.lastIndex = i;
      const flags = FLAGS.exec(pattern);
      if (flags) {
        i += flags[0].length;
        frame.last = 0;
        continue;
      }
      GROUP_PREFIX.lastIndex = i + 1;
      const prefix = GROUP_PREFIX.exec(pattern);
      i += 1 + (prefix ? prefix[0].length : 0);
      stack.push(frame);
      frame = open();
    } else if (c === ')') {
      const inner = size(frame);
      frame = stack.pop() ?? open();
      atom(inner + 2);
      i++;
    } else if (c === '|') {
      frame.done += frame.sum + 1;
      frame.sum = 0;
      frame.last = 0;
      i++;
    } else if (c === '*' || c === '+' || c === '?') {
      repeat(frame.last + (c === '*' ? 2 : 1));
      i += pattern[i + 1] === '?' ? 2 : 1;
    } else {
      COUNT.lastIndex = i;
      const count = c === '{' ? COUNT.exec(pattern) : null;
      if (count) {
        const min = Number(count[1]);
        const max = count[2] === undefined ? min : count[3] === '' ? undefined : Number(count[3]);
        const sub = frame.last;
        repeat(max === undefined ? (min === 0 ? sub + 2 : sub * min + 1) : sub * max + max - min);
        i += count[0].length + (pattern[i + count[0].length] === '?' ? 1 : 0);
      } else {
        atom(1);
        i++;
      }
    }
  }
  while (stack.length > 0) {
    const inner = size(frame);
    frame = stack.pop()!;
    atom(inner + 2);
  }
  return size(frame) + 3;
}

const FLAGS = /\(\?[imsU-]*\)/y;
const GROUP_PREFIX = /\?(?:P?<[^>]*>|[imsU-]*:)/y;
const COUNT = /\{(\d+)(,(\d*))?\}/y;

/** Past a `\` escape: `\p{Greek}`, `\x{263a}`, `\pL`, `\x41` or one character. */
function skipEscape(src: string, i: number): number {
  const next = src[i + 1];
  if ((next === 'p' || next === 'P' || next === 'x') && src[i + 2] === '{') {
    const end = src.indexOf('}', i + 3);
    return end < 0 ? src.length : end + 1;
  }
  if (next === 'x') return i + 4;
  if (next === 'p' || next === 'P') return i + 3;
  return i + 2;
}

/** Past a class `[…]`: a `]` right after `[` or `[^` is literal, `[:alpha:]` is one item. */
function skipClass(src: string, i: number): number {
  let j = i + 1;
  if (src[j] === '^') j++;
  if (src[j] === ']') j++;
  while (j < src.length && src[j] !== ']') {
    if (src.startsWith('[:', j)) {
      const end = src.indexOf(':]', j + 2);
      j = end < 0 ? j + 1 : end + 2;
    } else if (src[j] === '\\') j = skipEscape(src, j);
    else j++;
  }
  return j + 1;
}
