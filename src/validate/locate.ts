/**
 * Where JSON Pointers point in a JSON text: line and column of each, found in one linear pass
 * that only descends into the members the pointers name and skips everything else without
 * recursion. The text must be valid JSON (parse it first); a pointer to something missing gets
 * the place of its deepest part that exists.
 */
import {parsePointer} from '../model/pointer.js';

/** A place in a text: line and column from 1, offset in UTF-16 units from 0. */
export interface TextPlace {
  line: number;
  column: number;
  offset: number;
}

interface Trie {
  children: Map<string, Trie>;
  /** Where this member's key (or, for array items and the root, its value) starts. */
  offset?: number;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/** Places of `pointers` in `text`. */
export function locatePointers(text: string, pointers: Iterable<string>): Map<string, TextPlace> {
  const root: Trie = {children: new Map()};
  const paths = new Map<string, readonly string[]>();
  for (const pointer of pointers) {
    const segments = parsePointer(pointer);
    paths.set(pointer, segments);
    let node = root;
    for (const segment of segments) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = {children: new Map()}));
      node = child;
    }
  }
  const scanner = new Scanner(text);
  root.offset = scanner.skipSpace(0);
  scanner.visit(root.offset, root);

  const lines = lineStarts(text);
  const out = new Map<string, TextPlace>();
  for (const [pointer, segments] of paths) {
    let node = root;
    let offset = root.offset;
    for (const segment of segments) {
      const child = node.children.get(segment);
      if (child?.offset === undefined) break;
      node = child;
      offset = child.offset;
    }
    out.set(pointer, placeOf(lines, offset));
  }
  return out;
}

/** The offsets where each line starts. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Line and column of `offset`, given the line starts of its text. */
export function placeOf(starts: number[], offset: number): TextPlace {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return {line: low + 1, column: offset - starts[low] + 1, offset};
}

class Scanner {
  constructor(readonly text: string) {}

  skipSpace(i: number): number {
    while (i < this.text.length && WHITESPACE.has(this.text[i])) i++;
    return i;
  }

  /** Reads the value at `i`, descending into the children `node` names; returns its end. */
  visit(i: number, node: Trie): number {
    if (node.children.size === 0) return this.skip(i);
    const open = this.text[i];
    if (open !== '{' && open !== '[') return this.skip(i);
    const close = open === '{' ? '}' : ']';
    i = this.skipSpace(i + 1);
    if (this.text[i] === close) return i + 1;
    for (let index = 0; ; index++) {
      let name = String(index);
      const start = i;
      if (open === '{') {
        const end = this.skipString(i);
        name = this.key(i, end);
        i = this.skipSpace(end);
        i = this.skipSpace(i + 1); // the colon
      }
      const child = node.children.get(name);
      if (child) {
        child.offset = start;
        i = this.visit(i, child);
      } else {
        i = this.skip(i);
      }
      i = this.skipSpace(i);
      if (this.text[i] !== ',') return i + 1;
      i = this.skipSpace(i + 1);
    }
  }

  /** The end of the value at `i`, whatever its nesting, without recursion. */
  skip(i: number): number {
    const text = this.text;
    let depth = 0;
    do {
      const c = text[i];
      if (c === '"') i = this.skipString(i);
      else if (c === '{' || c === '[') {
        depth++;
        i++;
      } else if (c === '}' || c === ']') {
        depth--;
        i++;
      } else if (c === ',' || c === ':' || WHITESPACE.has(c)) i++;
      else {
        // A number or a word: up to the next delimiter.
        while (i < text.length && !',:]}'.includes(text[i]) && !WHITESPACE.has(text[i])) i++;
      }
      if (i >= text.length) return i;
    } while (depth > 0);
    return i;
  }

  /** The end (after the closing quote) of the string starting at `i`. */
  skipString(i: number): number {
    const text = this.text;
    for (i++; i < text.length; i++) {
      const c = text[i];
      if (c === '\\') i++;
      else if (c === '"') return i + 1;
    }
    return i;
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
