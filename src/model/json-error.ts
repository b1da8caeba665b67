/**
 * Where and why a text is not JSON, without quoting it: `JSON.parse` messages quote a snippet of
 * the text (which may hold a secret) and differ between engines, so the place is found here with
 * a small linear scanner (no recursion, so any nesting depth is fine).
 */

/** The first error in a text that is not JSON: what kind, and where (never what it says). */
export interface JsonErrorPlace {
  /** What is wrong, in words that never quote the text. */
  kind: string;
  /** Character offset (UTF-16 units, from 0). */
  offset: number;
  /** Line and column, both from 1. */
  line: number;
  column: number;
}

type State = 'value' | 'firstValue' | 'key' | 'firstKey' | 'after';

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;
const SIMPLE_ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

function place(text: string, offset: number, kind: string): JsonErrorPlace {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return {kind, offset, line, column: offset - lineStart + 1};
}

/** The first JSON syntax error in `text`, or undefined when the scanner finds none. */
export function locateJsonError(text: string): JsonErrorPlace | undefined {
  const n = text.length;
  const stack: Array<'{' | '['> = [];
  let state: State = 'value';
  let i = 0;
  const fail = (kind: string, at = i) => place(text, Math.min(at, n), kind);

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
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r'))
      i++;
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
      while (i < n && /[ \t\n\r]/.test(text[i])) i++;
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
