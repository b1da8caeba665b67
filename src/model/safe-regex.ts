/**
 * A conservative static check for regular expressions that come from a surface, so that a hostile
 * pattern cannot freeze the page with catastrophic backtracking. It refuses, among others:
 * nested quantifiers (`(a+)+`, `(a*)*`, `(\d+){2,}`, `(a?){40}`), alternation inside a repetition
 * unless every branch is plain text starting with a different character (`(a|a)*` refused,
 * `(ab|cd)*` allowed), backreferences (`\1`, `\k<name>`), more than two unbounded repetitions of
 * wide atoms (`.*`, `[^x]+`, `\S*` …), and patterns longer than MAX_PATTERN_LENGTH. It may refuse
 * some harmless patterns; it must not accept an exponential one.
 */

/** The longest pattern accepted. */
export const MAX_PATTERN_LENGTH = 512;

/** The longest input a surface pattern is tested against. */
export const MAX_REGEX_INPUT_LENGTH = 10_000;

/** Repetition bounds above this count as unbounded. */
const LARGE = 32;

class Refused extends Error {}

interface Info {
  /** Contains a quantifier whose min and max differ (or an empty alternative). */
  variable: boolean;
  /** Contains a quantifier with max above LARGE. */
  large: boolean;
  /** Contains an alternation whose branches are not distinct plain text. */
  ambiguous: boolean;
}

interface Atom extends Info {
  /** The literal character, when the atom is one. */
  char?: string;
  /** Matches a wide set of characters (`.`, negated classes, `\S`, `\W`, `\D`). */
  wide: boolean;
}

interface Branch extends Info {
  /** The branch's plain text, or null once it holds anything else. */
  text: string | null;
}

/** Why `pattern` is refused, or undefined when it is accepted. */
export function patternProblem(pattern: unknown): string | undefined {
  if (typeof pattern !== 'string') return 'The pattern is not a string.';
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return `The pattern is longer than ${MAX_PATTERN_LENGTH} characters.`;
  }
  try {
    const parser = new PatternParser(pattern);
    parser.parseBody(0);
    if (parser.pos < pattern.length) throw new Refused('Unbalanced parenthesis.');
  } catch (error) {
    if (error instanceof Refused) return error.message;
    return 'The pattern could not be read.';
  }
  try {
    new RegExp(pattern);
  } catch {
    return 'The pattern is not a valid regular expression.';
  }
  return undefined;
}

/** True when `pattern` is a valid regular expression this module considers safe to run. */
export function isSafePattern(pattern: unknown): boolean {
  return patternProblem(pattern) === undefined;
}

const compiled = new Map<string, RegExp | string>();

/** A compiled RegExp (no flags) for a safe pattern, or the reason it is refused. Cached. */
export function compileSafePattern(pattern: string): RegExp | string {
  const hit = compiled.get(pattern);
  if (hit !== undefined) return hit;
  const problem = patternProblem(pattern);
  const result = problem ?? new RegExp(pattern);
  if (compiled.size > 200) compiled.clear();
  compiled.set(pattern, result);
  return result;
}

class PatternParser {
  pos = 0;
  #wideUnbounded = 0;

  constructor(readonly src: string) {}

  parseBody(depth: number): Info {
    if (depth > 50) throw new Refused('Groups are nested too deeply.');
    const branches: Branch[] = [];
    let branch = newBranch();
    while (this.pos < this.src.length) {
      const c = this.src[this.pos];
      if (c === ')') break;
      if (c === '|') {
        branches.push(branch);
        branch = newBranch();
        this.pos++;
        continue;
      }
      const atom = this.parseAtom(depth);
      this.applyQuantifier(atom, branch);
    }
    branches.push(branch);
    return combine(branches);
  }

  parseAtom(depth: number): Atom {
    const src = this.src;
    const c = src[this.pos];
    const plain: Atom = {variable: false, large: false, ambiguous: false, wide: false};
    if (c === '(') {
      this.pos++;
      if (src[this.pos] === '?') {
        const rest = src.slice(this.pos, this.pos + 3);
        if (rest.startsWith('?:') || rest.startsWith('?=') || rest.startsWith('?!')) this.pos += 2;
        else if (rest === '?<=' || rest === '?<!') this.pos += 3;
        else if (rest.startsWith('?<')) {
          const close = src.indexOf('>', this.pos);
          if (close < 0) throw new Refused('Unterminated group name.');
          this.pos = close + 1;
        } else throw new Refused('Unsupported group syntax.');
      }
      const body = this.parseBody(depth + 1);
      if (src[this.pos] !== ')') throw new Refused('Unbalanced parenthesis.');
      this.pos++;
      return {...body, wide: false};
    }
    if (c === '[') return this.parseClass();
    if (c === '\\') return this.parseEscape();
    if (c === '*' || c === '+' || c === '?') throw new Refused('Nothing to repeat.');
    if (c === '{' && /^\{\d+(,\d*)?\}/.test(src.slice(this.pos))) {
      throw new Refused('Nothing to repeat.');
    }
    this.pos++;
    if (c === '.') return {...plain, wide: true};
    if (c === '^' || c === '$') return plain;
    return {...plain, char: c};
  }

  parseClass(): Atom {
    const src = this.src;
    const start = ++this.pos;
    const negated = src[this.pos] === '^';
    if (negated) this.pos++;
    if (src[this.pos] === ']') {
      this.pos++;
      return {variable: false, large: false, ambiguous: false, wide: negated};
    }
    while (this.pos < src.length && src[this.pos] !== ']') {
      this.pos += src[this.pos] === '\\' ? 2 : 1;
    }
    if (this.pos >= src.length) throw new Refused('Unterminated character class.');
    const content = src.slice(start, this.pos);
    this.pos++;
    const wide = negated || /\\[SWD]/.test(content);
    return {variable: false, large: false, ambiguous: false, wide};
  }

  parseEscape(): Atom {
    const src = this.src;
    const start = this.pos;
    const next = src[this.pos + 1];
    if (next === undefined) throw new Refused('The pattern ends with a backslash.');
    if (/[1-9]/.test(next) || next === 'k') throw new Refused('Backreferences are not allowed.');
    this.pos += 2;
    const plain: Atom = {variable: false, large: false, ambiguous: false, wide: false};
    if ('SWD'.includes(next)) return {...plain, wide: true};
    if ('swdbB'.includes(next)) return plain;
    if (next === 'x') this.pos += 2;
    else if (next === 'u') this.pos += 4;
    else if (next === 'c') this.pos += 1;
    return {...plain, char: src.slice(start, this.pos)};
  }

  applyQuantifier(atom: Atom, branch: Branch): void {
    const quantifier = this.parseQuantifier();
    if (!quantifier) {
      mergeInto(branch, atom);
      branch.text =
        branch.text !== null && atom.char !== undefined ? branch.text + atom.char : null;
      return;
    }
    const [min, max] = quantifier;
    const variable = min !== max;
    if (max > 1) {
      if (atom.large) throw new Refused('Nested repetition (like (a+)+) is not allowed.');
      if (atom.variable && (variable || max > 16)) {
        throw new Refused('Nested repetition (like (a*)*) is not allowed.');
      }
      if (atom.ambiguous && variable) {
        throw new Refused(
          'Overlapping alternatives inside a repetition (like (a|a)*) are not allowed.',
        );
      }
    }
    if (atom.wide && max > LARGE && ++this.#wideUnbounded > 2) {
      throw new Refused('Too many unbounded repetitions of wide character sets.');
    }
    mergeInto(branch, atom);
    branch.variable ||= variable;
    branch.large ||= max > LARGE;
    branch.text = null;
  }

  parseQuantifier(): [number, number] | undefined {
    const src = this.src;
    const c = src[this.pos];
    let result: [number, number] | undefined;
    if (c === '*') result = [0, Infinity];
    else if (c === '+') result = [1, Infinity];
    else if (c === '?') result = [0, 1];
    if (result) this.pos++;
    else if (c === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(this.pos, this.pos + 40));
      if (!match) return undefined;
      const min = Number(match[1]);
      const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
      this.pos += match[0].length;
      result = [min, max];
    } else return undefined;
    if (src[this.pos] === '?') this.pos++; // lazy: same backtracking risk
    return result;
  }
}

function newBranch(): Branch {
  return {variable: false, large: false, ambiguous: false, text: ''};
}

function mergeInto(target: Info, source: Info): void {
  target.variable ||= source.variable;
  target.large ||= source.large;
  target.ambiguous ||= source.ambiguous;
}

function combine(branches: Branch[]): Info {
  const info: Info = {variable: false, large: false, ambiguous: false};
  for (const branch of branches) mergeInto(info, branch);
  if (branches.length > 1) {
    const firsts = new Set<string>();
    for (const branch of branches) {
      const text = branch.text;
      if (text === null || text === '' || firsts.has(firstChar(text))) {
        info.ambiguous = true;
        if (text === '') info.variable = true;
        break;
      }
      firsts.add(firstChar(text));
    }
  }
  return info;
}

/** The first character of plain branch text, an escape sequence counted as one. */
function firstChar(text: string): string {
  const match = /^\\(?:x..|u....|c.|.)/.exec(text);
  return match ? match[0] : text[0];
}
