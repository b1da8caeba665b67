/**
 * Server patterns (RE2 syntax) run in the browser's backtracking regex engine, bounded so that a
 * hostile or careless pattern cannot freeze the page:
 *
 * 1. the model's `patternProblem` (src/model/safe-regex.ts) refuses long patterns, nested
 *    repetition like `(a+)+`, ambiguous alternation under repetition and backreferences;
 * 2. {@link adjacencyProblem} below also refuses two variable repetitions that can match the same
 *    character with nothing in between to tell them apart (`\d+\d+`, `a?a?…aa`, `.*x.*`), which
 *    backtrack polynomially (`\d+\d+\d+\d+x` takes about a minute on 250 digits);
 * 3. inputs longer than {@link MAX_PATTERN_INPUT} characters are not tested.
 *
 * A refused pattern is not evaluated at all: the field shows a note that the service checks the
 * format, and the rule does not block submission (the service validates with RE2 anyway).
 */
import {patternProblem} from '../model/safe-regex.js';

/** The longest value a server pattern is tested against. */
export const MAX_PATTERN_INPUT = 2000;

/** A few characters beyond ASCII, so that sets like `[^a]`, `.` or `\W` are told apart. */
const SAMPLE: string[] = [
  ...Array.from({length: 128}, (_, i) => String.fromCharCode(i)),
  '\u00a0',
  'é',
  'ß',
  'Ω',
  'Ж',
  '€',
  '中',
  '\u2028',
  '\ud83d',
];

interface Item {
  /** Bit i set: the item can start with SAMPLE[i]. */
  first: bigint;
  /** Characters that repetitions inside the item could still take after it. */
  tail: bigint;
  /** The item may match a varying number of characters (min and max repetitions differ). */
  variable: boolean;
  /** The item may match nothing. */
  nullable: boolean;
  /** Zero-width (anchors, lookarounds). */
  empty: boolean;
  /** An unquantified group: analysed inline, branch by branch. */
  branches?: Item[][];
}

class Refused extends Error {}

const OVERLAP = 'Two repetitions can match the same text (like \\d+\\d+).';

/** Why `pattern` (JS syntax, `flags`) may backtrack polynomially, or undefined. */
export function adjacencyProblem(pattern: string, flags = ''): string | undefined {
  try {
    const parser = new Parser(pattern, flags);
    const branches = parser.alternatives(0);
    for (const branch of branches) walk(branch, 0n);
    return undefined;
  } catch (e) {
    return e instanceof Refused ? e.message : 'The pattern could not be read.';
  }
}

/**
 * Runs a branch given `pending`, the characters that open repetitions before it could still take,
 * and returns what is pending at its end. Two open repetitions that could take the same character
 * with no required, different character between them are refused.
 */
function walk(items: Item[], pending: bigint): bigint {
  for (const item of items) {
    if (item.empty) continue;
    if (item.branches) {
      let out = 0n;
      for (const branch of item.branches) out |= walk(branch, pending);
      pending = out;
    } else if (item.variable) {
      if (item.first & pending) throw new Refused(OVERLAP);
      pending |= item.first | item.tail;
    } else if ((item.first & pending) === 0n) {
      pending = item.tail; // a required character no open repetition can take: a clean boundary
    } else {
      pending |= item.tail;
    }
  }
  return pending;
}

/** What a branch list can start with. */
function firstOf(branches: Item[][]): bigint {
  let set = 0n;
  for (const branch of branches) {
    for (const item of branch) {
      if (item.empty) continue;
      set |= item.branches ? firstOf(item.branches) : item.first;
      if (!item.nullable) break;
    }
  }
  return set;
}

function nullableOf(branches: Item[][]): boolean {
  return branches.some((branch) => branch.every((item) => item.empty || item.nullable));
}

function tailOf(branches: Item[][]): bigint {
  let set = 0n;
  for (const branch of branches) set |= walk(branch, 0n);
  return set;
}

class Parser {
  pos = 0;
  constructor(
    readonly src: string,
    readonly flags: string,
  ) {}

  alternatives(depth: number): Item[][] {
    if (depth > 50) throw new Refused('Groups are nested too deeply.');
    const branches: Item[][] = [[]];
    while (this.pos < this.src.length && this.src[this.pos] !== ')') {
      if (this.src[this.pos] === '|') {
        this.pos++;
        branches.push([]);
        continue;
      }
      const item = this.atom(depth);
      this.quantify(item);
      branches[branches.length - 1].push(item);
    }
    return branches;
  }

  atom(depth: number): Item {
    const {src} = this;
    const start = this.pos;
    const c = src[this.pos];
    const zeroWidth: Item = {first: 0n, tail: 0n, variable: false, nullable: true, empty: true};
    if (c === '(') {
      this.pos++;
      let lookaround = false;
      if (src.startsWith('?:', this.pos)) this.pos += 2;
      else if (/^\?<?[=!]/.test(src.slice(this.pos, this.pos + 3))) {
        lookaround = true;
        this.pos += src[this.pos + 1] === '<' ? 3 : 2;
      } else if (src.startsWith('?<', this.pos)) this.pos = src.indexOf('>', this.pos) + 1;
      const branches = this.alternatives(depth + 1);
      if (src[this.pos] !== ')') throw new Refused('Unbalanced parenthesis.');
      this.pos++;
      if (lookaround) {
        tailOf(branches); // checked on its own
        return zeroWidth;
      }
      return {
        first: firstOf(branches),
        tail: 0n,
        variable: false,
        nullable: nullableOf(branches),
        empty: false,
        branches,
      };
    }
    if (c === '^' || c === '$') {
      this.pos++;
      return zeroWidth;
    }
    if (c === '\\' && /[bB]/.test(src[this.pos + 1] ?? '')) {
      this.pos += 2;
      return zeroWidth;
    }
    if (c === '[') this.skipClass();
    else if (c === '\\') this.skipEscape();
    else this.pos++;
    const set = this.setOf(src.slice(start, this.pos));
    return {first: set, tail: 0n, variable: false, nullable: false, empty: false};
  }

  quantify(item: Item) {
    const {src} = this;
    const c = src[this.pos];
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Infinity;
      this.pos++;
    } else {
      const m = c === '{' ? /^\{(\d+)(,(\d*))?\}/.exec(src.slice(this.pos, this.pos + 40)) : null;
      if (!m) return;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      this.pos += m[0].length;
    }
    if (src[this.pos] === '?') this.pos++;
    const variable = min !== max;
    if (item.branches) {
      if (!variable && min >= 1) return; // `(…){3}`: analysed inline like a plain group
      // A repeated group acts as one atom: its inside is checked on its own, and the end of one
      // round must not be able to run into the start of the next.
      const tail = tailOf(item.branches);
      if (max > 1 && tail & item.first) throw new Refused(OVERLAP);
      item.tail = tail;
      item.branches = undefined;
    } else if (variable) {
      item.tail = item.first;
    }
    item.variable ||= variable;
    item.nullable ||= min === 0;
  }

  skipClass() {
    const {src} = this;
    this.pos++;
    if (src[this.pos] === '^') this.pos++;
    while (this.pos < src.length && src[this.pos] !== ']') {
      if (src[this.pos] === '\\') this.skipEscape();
      else this.pos++;
    }
    if (this.pos >= src.length) throw new Refused('Unterminated character class.');
    this.pos++;
  }

  skipEscape() {
    const {src} = this;
    const next = src[this.pos + 1];
    this.pos += 2;
    if (next === 'x') this.pos += 2;
    else if (next === 'c') this.pos += 1;
    else if (next === 'u') {
      this.pos += src[this.pos] === '{' ? src.indexOf('}', this.pos) - this.pos + 1 : 4;
    } else if ((next === 'p' || next === 'P') && src[this.pos] === '{') {
      this.pos = src.indexOf('}', this.pos) + 1;
    }
  }

  /** The sample characters a single atom (literal, escape, class, dot) matches. */
  setOf(atom: string): bigint {
    let re: RegExp;
    try {
      re = new RegExp(`^(?:${atom})$`, this.flags);
    } catch {
      throw new Refused('The pattern is not a valid regular expression.');
    }
    let set = 0n;
    SAMPLE.forEach((ch, i) => {
      if (re.test(ch)) set |= 1n << BigInt(i);
    });
    return set;
  }
}

export type CompiledPattern =
  {regex: RegExp; problem?: undefined} | {regex?: undefined; problem: string};

const cache = new Map<string, CompiledPattern>();

/**
 * Compiles a server pattern: a leading RE2 flag group such as `(?i)` becomes JS flags; `\p{…}`
 * switches on Unicode mode. Returns the RegExp, or the reason it is refused. Cached.
 */
export function compileFieldPattern(pattern: string): CompiledPattern {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const result = compile(pattern);
  if (cache.size > 200) cache.clear();
  cache.set(pattern, result);
  return result;
}

function compile(pattern: string): CompiledPattern {
  if (typeof pattern !== 'string') return {problem: 'The pattern is not a string.'};
  let body = pattern;
  let flags = '';
  const prefix = /^\(\?([imsU]+)\)/.exec(body);
  if (prefix) {
    body = body.slice(prefix[0].length);
    for (const f of new Set(prefix[1])) if (f !== 'U') flags += f;
  }
  if (/\\[pP]/.test(body)) flags += 'u';
  const problem = patternProblem(body) ?? adjacencyProblem(body, flags);
  if (problem) return {problem};
  try {
    return {regex: new RegExp(body, flags)};
  } catch {
    return {problem: 'The pattern is not a valid regular expression.'};
  }
}

/**
 * Tests `value` against a server pattern (unanchored, like RE2's match). `undefined` when the
 * pattern is refused or the value is too long to test safely: the rule is then not checked here.
 */
export function testFieldPattern(pattern: string, value: string): boolean | undefined {
  const compiled = compileFieldPattern(pattern);
  if (!compiled.regex || value.length > MAX_PATTERN_INPUT) return undefined;
  return compiled.regex.test(value);
}
