/**
 * Finds where a JSON Pointer's value sits in a JSON text, so that an issue can select its spot in
 * an editor. Only the values along the pointer are entered; everything else is skipped with a flat
 * bracket counter, so deep nesting elsewhere costs no stack. Never throws.
 */

/** A range of UTF-16 offsets in the text, `end` exclusive. */
export interface TextRange {
  start: number;
  end: number;
  /** False when the pointer went further than the text: the range is its deepest existing part. */
  exact: boolean;
}

/**
 * The range of the value at `pointer` (RFC 6901, `""` is the whole text) in the JSON text between
 * `from` and `to`. When a segment is missing, the range of the last value found, with `exact`
 * false; undefined when the text holds no value at all. With duplicate keys the last one counts,
 * as in `JSON.parse`.
 */
export function locatePointer(
  text: string,
  pointer: string,
  from = 0,
  to = text.length,
): TextRange | undefined {
  const scan = new Scanner(text, to);
  let start = scan.skipSpace(from);
  if (start >= to) return undefined;
  let end = scan.skipValue(start);
  const segments = pointer === '' ? [] : pointer.split('/').slice(1).map(unescape);
  for (const segment of segments) {
    const found = scan.child(start, segment);
    if (!found) return {start, end, exact: false};
    [start, end] = found;
  }
  return {start, end, exact: true};
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

const SPACE = new Set([' ', '\t', '\n', '\r']);

class Scanner {
  constructor(
    readonly text: string,
    readonly to: number,
  ) {}

  skipSpace(i: number): number {
    while (i < this.to && SPACE.has(this.text[i])) i++;
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

  /** The offset just after the value that starts at `i`. */
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
    while (i < this.to && !SPACE.has(this.text[i]) && !',}]'.includes(this.text[i])) i++;
    return i;
  }

  /** The range of the member or item `segment` of the container that starts at `at`. */
  child(at: number, segment: string): [number, number] | undefined {
    const open = this.text[at];
    if (open === '{') return this.#member(at, segment);
    if (open === '[' && /^(0|[1-9][0-9]*)$/.test(segment)) return this.#item(at, Number(segment));
    return undefined;
  }

  #member(at: number, key: string): [number, number] | undefined {
    let found: [number, number] | undefined;
    let i = this.skipSpace(at + 1);
    while (i < this.to && this.text[i] === '"') {
      const keyEnd = this.skipString(i);
      const name = readKey(this.text.slice(i, keyEnd));
      i = this.skipSpace(keyEnd);
      if (this.text[i] !== ':') return found;
      const start = this.skipSpace(i + 1);
      const end = this.skipValue(start);
      if (name === key) found = [start, end];
      i = this.skipSpace(end);
      if (this.text[i] !== ',') return found;
      i = this.skipSpace(i + 1);
    }
    return found;
  }

  #item(at: number, index: number): [number, number] | undefined {
    let i = this.skipSpace(at + 1);
    if (this.text[i] === ']') return undefined;
    for (let n = 0; i < this.to; n++) {
      const end = this.skipValue(i);
      if (n === index) return [i, end];
      i = this.skipSpace(end);
      if (this.text[i] !== ',') return undefined;
      i = this.skipSpace(i + 1);
    }
    return undefined;
  }
}

function readKey(quoted: string): string | undefined {
  if (!quoted.includes('\\')) return quoted.slice(1, -1);
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return undefined;
  }
}

/** Line and column (both from 1) of an offset. */
export function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return {line, column: offset - lineStart + 1};
}
