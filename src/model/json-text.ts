/**
 * Where things are in a JSON text: the span of the value each JSON Pointer names, and the place of
 * a syntax error, described in words. One small linear scanner, no recursion (any nesting depth is
 * fine), that never quotes the text: `JSON.parse` messages quote a snippet of it (which may hold a
 * secret) and differ between engines. Offsets are UTF-16 units from 0; lines and columns from 1.
 * Used by the record parser, the validator (src/validate) and the playground.
 */

/** A place in a text. */
export interface TextPlace {
  line: number;
  column: number;
  offset: number;
}

/** The span of a value in a text, `end` exclusive. */
export interface TextRange {
  start: number;
  end: number;
  /** Where the member's key starts (the value's start for an array item or the whole text). */
  keyStart: number;
  /** False when the pointer went further than the text: the span is its deepest existing part. */
  exact: boolean;
}

/** The first syntax error of a text: what kind, and where (never what the text says there). */
export interface JsonErrorPlace extends TextPlace {
  /** What is wrong, in words that never quote the text. */
  kind: string;
}

/** The offsets where each line starts. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Line and column of `offset`, given the line starts of its text. */
export function placeOf(starts: readonly number[], offset: number): TextPlace {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return {line: low + 1, column: offset - starts[low] + 1, offset};
}

/** Line and column of `offset` in `text`. */
export function placeIn(text: string, offset: number): TextPlace {
  return placeOf(lineStarts(text.slice(0, offset)), offset);
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

interface Trie {
  children: Map<string, Trie>;
  range?: TextRange;
}

function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The spans of `pointers` in the JSON text between `from` and `to`, found in one pass that enters
 * only the members the pointers name. A pointer to something missing gets the span of its deepest
 * part that exists (`exact` false); with duplicate keys the last counts, as in `JSON.parse`. A text
 * that holds no value gives an empty map. Never throws.
 */
export function locatePointers(
  text: string,
  pointers: Iterable<string>,
  from = 0,
  to = text.length,
): Map<string, TextRange> {
  const root: Trie = {children: new Map()};
  const paths = new Map<string, string[]>();
  for (const pointer of pointers) {
    const segments = segmentsOf(pointer);
    paths.set(pointer, segments);
    let node = root;
    for (const segment of segments) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = {children: new Map()}));
      node = child;
    }
  }
  const scanner = new Scanner(text, to);
  const start = scanner.skipSpace(from);
  const out = new Map<string, TextRange>();
  if (start >= to) return out;
  root.range = {start, end: scanner.visit(start, root), keyStart: start, exact: true};
  for (const [pointer, segments] of paths) {
    let found = root.range;
    let exact = true;
    let node = root;
    for (const segment of segments) {
      const child = node.children.get(segment);
      if (!child?.range) {
        exact = false;
        break;
      }
      node = child;
      found = child.range;
    }
    out.set(pointer, {...found, exact});
  }
  return out;
}

/** The span of the value at `pointer` (see `locatePointers`); undefined when there is no value. */
export function locatePointer(
  text: string,
  pointer: string,
  from = 0,
  to = text.length,
): TextRange | undefined {
  return locatePointers(text, [pointer], from, to).get(pointer);
}

class Scanner {
  constructor(
    readonly text: string,
    readonly to: number,
  ) {}

  skipSpace(i: number): number {
    while (i < this.to && WHITESPACE.has(this.text[i])) i++;
    return i;
  }

  /** The offset just after the string that opens at `i`. */
  skipString(i: number): number {
    for (i++; i < this.to; i++) {
      const c = this.text[i];
      if (c === '\\') i++;
      else if (c === '"') return i + 1;
    }
    return this.to;
  }

  /** The offset just after the value that starts at `i`, whatever its nesting. */
  skipValue(i: number): number {
    const c = this.text[i];
    if (c === '"') return this.skipString(i);
    if (c === '{' || c === '[') {
      let depth = 0;
      while (i < this.to) {
        const d = this.text[i];
        if (d === '"') {
          i = this.skipString(i);
          continue;
        }
        if (d === '{' || d === '[') depth++;
        else if (d === '}' || d === ']') {
          depth--;
          if (depth === 0) return i + 1;
        }
        i++;
      }
      return this.to;
    }
    while (i < this.to && !WHITESPACE.has(this.text[i]) && !',:]}'.includes(this.text[i])) i++;
    return i;
  }

  /** Reads the value at `i`, recording the spans of the members `node` names; returns its end. */
  visit(i: number, node: Trie): number {
    const open = this.text[i];
    if (node.children.size === 0 || (open !== '{' && open !== '[')) return this.skipValue(i);
    const close = open === '{' ? '}' : ']';
    i = this.skipSpace(i + 1);
    for (let index = 0; i < this.to && this.text[i] !== close; index++) {
      const keyStart = i;
      let name = String(index);
      if (open === '{') {
        if (this.text[i] !== '"') return i;
        const keyEnd = this.skipString(i);
        name = this.key(i, keyEnd);
        i = this.skipSpace(keyEnd);
        if (this.text[i] !== ':') return i;
        i = this.skipSpace(i + 1);
      }
      const child = node.children.get(name);
      const start = i;
      i = child ? this.visit(i, child) : this.skipValue(i);
      if (child) child.range = {start, end: i, keyStart, exact: true};
      i = this.skipSpace(i);
      if (this.text[i] !== ',') break;
      i = this.skipSpace(i + 1);
    }
    return this.text[i] === close ? i + 1 : i;
  }

  key(start: number, end: number): string {
    const raw = this.text.slice(start, end);
    if (!raw.includes('\\')) return raw.slice(1, -1);
    try {
      return String(JSON.parse(raw));
    } catch {
      return raw.slice(1, -1);
    }
  }
}

type State = 'value' | 'firstValue' | 'key' | 'firstKey' | 'after';

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;
const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** The first JSON syntax error in `text`, or undefined when the scanner finds none. */
export function locateJsonError(text: string): JsonErrorPlace | undefined {
  const n = text.length;
  const stack: Array<'{' | '['> = [];
  let state: State = 'value';
  let i = 0;
  const fail = (kind: string, at = i): JsonErrorPlace => {
    const offset = Math.min(at, n);
    return {kind, ...placeIn(text, offset)};
  };

  /** Scans a string starting at the quote at `i`; an error, or undefined with `i` after it. */
  const scanString = (): JsonErrorPlace | undefined => {
    i++;
    for (;;) {
      if (i >= n) return fail('a string is not closed');
      const code = text.charCodeAt(i);
      if (code === 34) {
        i++;
        return undefined;
      }
      if (code < 0x20) return fail('a control character inside a string');
      if (code === 92) {
        const next = text[i + 1];
        if (next !== undefined && SIMPLE_ESCAPES.has(next)) i += 2;
        else if (next === 'u' && HEX4.test(text.slice(i + 2, i + 6))) i += 6;
        else return fail('a bad escape inside a string');
      } else i++;
    }
  };

  for (;;) {
    while (i < n && WHITESPACE.has(text[i])) i++;
    if (i >= n) {
      return state === 'after' && stack.length === 0 ? undefined : fail('the text ends too early');
    }
    const c = text[i];
    if (state === 'after') {
      const top = stack[stack.length - 1];
      if (!top) return fail('more text after the value');
      if (c === ',') {
        i++;
        state = top === '{' ? 'key' : 'value';
      } else if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
        i++;
        stack.pop();
      } else {
        return fail(top === '{' ? 'expected "," or "}"' : 'expected "," or "]"');
      }
    } else if (state === 'key' || state === 'firstKey') {
      if (state === 'firstKey' && c === '}') {
        i++;
        stack.pop();
        state = 'after';
        continue;
      }
      if (c !== '"') return fail('expected a quoted key');
      const error = scanString();
      if (error) return error;
      while (i < n && WHITESPACE.has(text[i])) i++;
      if (text[i] !== ':') return fail('expected ":" after a key');
      i++;
      state = 'value';
    } else {
      if (state === 'firstValue' && c === ']') {
        i++;
        stack.pop();
        state = 'after';
        continue;
      }
      if (c === '{' || c === '[') {
        stack.push(c);
        i++;
        state = c === '{' ? 'firstKey' : 'firstValue';
        continue;
      }
      if (c === '"') {
        const error = scanString();
        if (error) return error;
      } else if (c === '-' || (c >= '0' && c <= '9')) {
        NUMBER.lastIndex = i;
        if (!NUMBER.test(text)) return fail('a malformed number');
        i = NUMBER.lastIndex;
      } else {
        const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
        if (!word) return fail('an unexpected character');
        i += word.length;
      }
      state = 'after';
    }
  }
}

/** A one-line description of why `text` is not JSON, with its place and never its content. */
export function describeJsonError(text: string): string {
  const found = locateJsonError(text);
  if (!found) return 'it cannot be read';
  return `${found.kind} at line ${found.line}, column ${found.column} (character ${found.offset})`;
}
