/**
 * The reader behind safe-regex.ts: walks a JS pattern (no flags) once, refusing nested or
 * ambiguous repetition and backreferences, and lists its atoms for the overlap check of
 * regex-overlap.ts. See safe-regex.ts for the rules.
 */
import {longestOverlapChain, sampleSet, union, type Item} from './regex-overlap.js';

/** Repetition bounds above this count as unbounded. */
export const LARGE = 32;

/** Thrown (and caught by safe-regex.ts) when a pattern is refused; the message says why. */
export class Refused extends Error {}

interface Info {
  /** Contains a quantifier whose min and max differ (or an empty alternative). */
  variable: boolean;
  /** Contains a quantifier with max above LARGE. */
  large: boolean;
  /** Contains an alternation whose branches are not distinct plain text. */
  ambiguous: boolean;
  /** Contains a lookaround with unbounded repetition inside. */
  costly?: boolean;
}

interface Atom extends Info {
  /** The literal character, when the atom is one. */
  char?: string;
  /** The source of a single-character atom (char, class, escape); undefined for groups and assertions. */
  source?: string;
  /** For a group: the index of its first item in `PatternParser.items`. */
  itemStart?: number;
  /** The atom is the `^` assertion. */
  caret?: boolean;
}

interface Branch extends Info {
  /** The branch's plain text, or null once it holds anything else. */
  text: string | null;
}

export class PatternParser {
  pos = 0;
  readonly items: Item[] = [];
  /** Some top-level branch does not start with `^`. */
  unanchored = false;

  constructor(readonly src: string) {}

  parseBody(depth: number): Info {
    if (depth > 50) throw new Refused('Groups are nested too deeply.');
    const branches: Branch[] = [];
    const start = this.items.length;
    let branch = newBranch();
    let first = true;
    while (this.pos < this.src.length) {
      const c = this.src[this.pos];
      if (c === ')') break;
      if (c === '|') {
        if (depth === 0 && first) this.unanchored = true;
        branches.push(branch);
        branch = newBranch();
        first = true;
        this.pos++;
        continue;
      }
      const atom = this.parseAtom(depth);
      if (depth === 0 && first && !atom.caret) this.unanchored = true;
      first = false;
      this.applyQuantifier(atom, branch);
    }
    if (depth === 0 && first) this.unanchored = true;
    branches.push(branch);
    if (branches.length > 1) this.markOptional(start);
    return combine(branches);
  }

  markOptional(start: number): void {
    for (let i = start; i < this.items.length; i++) this.items[i].optional = true;
  }

  parseAtom(depth: number): Atom {
    const src = this.src;
    const c = src[this.pos];
    const start = this.pos;
    const plain: Atom = {variable: false, large: false, ambiguous: false};
    if (c === '(') {
      this.pos++;
      const itemStart = this.items.length;
      let lookaround = false;
      if (src[this.pos] === '?') {
        const rest = src.slice(this.pos, this.pos + 3);
        lookaround = /^\?(=|!|<=|<!)/.test(rest);
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
      if (!lookaround) return {...body, itemStart};
      // A lookaround is atomic and matches no characters, but costs its own chain each time it runs.
      const inner = this.items.splice(itemStart);
      const cost = longestOverlapChain(inner);
      if (cost > 0) {
        this.items.push({
          set: union(inner.map((i) => i.set)),
          unbounded: false,
          optional: true,
          cost,
        });
      }
      return {...body, costly: body.costly || cost > 0};
    }
    if (c === '[') return this.parseClass();
    if (c === '\\') return this.parseEscape();
    if (c === '*' || c === '+' || c === '?') throw new Refused('Nothing to repeat.');
    if (c === '{' && /^\{\d+(,\d*)?\}/.test(src.slice(this.pos))) {
      throw new Refused('Nothing to repeat.');
    }
    this.pos++;
    if (c === '^') return {...plain, caret: true};
    if (c === '$') return plain;
    if (c === '.') return {...plain, source: '.'};
    return {...plain, char: c, source: src.slice(start, this.pos)};
  }

  parseClass(): Atom {
    const src = this.src;
    const start = this.pos++;
    if (src[this.pos] === '^') this.pos++;
    if (src[this.pos] !== ']') {
      while (this.pos < src.length && src[this.pos] !== ']') {
        this.pos += src[this.pos] === '\\' ? 2 : 1;
      }
      if (this.pos >= src.length) throw new Refused('Unterminated character class.');
    }
    this.pos++;
    return {variable: false, large: false, ambiguous: false, source: src.slice(start, this.pos)};
  }

  parseEscape(): Atom {
    const src = this.src;
    const start = this.pos;
    const next = src[this.pos + 1];
    if (next === undefined) throw new Refused('The pattern ends with a backslash.');
    if (/[1-9]/.test(next) || next === 'k') throw new Refused('Backreferences are not allowed.');
    this.pos += 2;
    const plain: Atom = {variable: false, large: false, ambiguous: false};
    if ('bB'.includes(next)) return plain;
    if ('sSwWdD'.includes(next)) return {...plain, source: src.slice(start, this.pos)};
    if (next === 'x') this.pos += 2;
    else if (next === 'u') this.pos += 4;
    else if (next === 'c') this.pos += 1;
    const source = src.slice(start, this.pos);
    return {...plain, char: source, source};
  }

  applyQuantifier(atom: Atom, branch: Branch): void {
    const quantifier = this.parseQuantifier();
    this.record(atom, quantifier ?? [1, 1]);
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
      if (atom.costly)
        throw new Refused('A lookaround with + or * inside a repetition is not allowed.');
      if (atom.ambiguous && variable) {
        throw new Refused(
          'Overlapping alternatives inside a repetition (like (a|a)*) are not allowed.',
        );
      }
    }
    mergeInto(branch, atom);
    branch.variable ||= variable;
    branch.large ||= max > LARGE;
    branch.text = null;
  }

  /** Adds the atom to `items` (a repeated group becomes one item: the union of its characters). */
  record(atom: Atom, [min, max]: [number, number]): void {
    const unbounded = max > LARGE;
    if (atom.itemStart !== undefined) {
      if (unbounded) {
        const inner = this.items.splice(atom.itemStart);
        if (inner.length)
          this.items.push({set: union(inner.map((i) => i.set)), unbounded, optional: min === 0});
      } else if (min === 0) this.markOptional(atom.itemStart);
      return;
    }
    if (atom.source === undefined) return; // an assertion: matches no character
    this.items.push({set: sampleSet(atom.source), unbounded, optional: min === 0});
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
  target.costly ||= source.costly;
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
