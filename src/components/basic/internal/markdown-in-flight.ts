/**
 * Markdown still being written: what of it may be rendered now. A construct that is open at the
 * end would render as raw syntax or as half a link, so until it closes its markers are left out
 * and its words shown plain: an unclosed `**`, `_` or `~~` shows its text without emphasis; a link
 * whose `](url)` has not closed shows its text only (the address is not used); an unclosed code
 * span, `<` autolink or code fence shows what follows it as written, escaped. A bare URL at the
 * very end may still grow, so it is escaped too (no link to half an address). What is complete,
 * before or inside, renders as markdown. Pure and linear in the length of the last paragraph.
 */

/** An open code fence at the start of a line (CommonMark: up to three spaces of indent). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** A bare URL at the end of the text, which GFM would turn into a link. */
const TRAILING_URL = /(?<=^|\s)(?:https?:\/\/|www\.)\S*$/i;

/** The markdown source to render while `source` is still being written. */
export function settledMarkdown(source: string): string {
  const fence = openFence(source);
  if (fence) {
    const before = settledMarkdown(source.slice(0, fence.start));
    const code = source.slice(fence.content).split('\n').map(escapePlain).join('  \n');
    return `${before}\n\n${code}`;
  }
  const from = paragraphStart(source);
  let out = source.slice(0, from);
  let at = from;
  for (const open of openConstructs(source, from)) {
    out += source.slice(at, open.at);
    if (open.literal) return out + escapePlain(source.slice(open.at + open.length));
    if (open.escaped) out += escapePlain(source.slice(open.at, open.at + open.length));
    at = open.at + open.length;
    if (open.dest !== undefined) {
      out += source.slice(at, open.dest);
      at = source.length;
    }
  }
  out += source.slice(at);
  const url = TRAILING_URL.exec(out);
  return url ? out.slice(0, url.index) + escapePlain(url[0]) : out;
}

/** Where the last fence opened and its content starts, when it is still open at the end. */
function openFence(source: string): {start: number; content: number} | undefined {
  let open: {start: number; content: number; marker: string} | undefined;
  let at = 0;
  for (const line of source.split('\n')) {
    const match = FENCE.exec(line);
    if (match) {
      const marker = match[1];
      if (!open) open = {start: at, content: at + line.length + 1, marker};
      else if (marker[0] === open.marker[0] && marker.length >= open.marker.length) {
        if (line.slice(match[0].length).trim() === '') open = undefined;
      }
    }
    at += line.length + 1;
  }
  if (!open) return undefined;
  return {start: open.start, content: Math.min(open.content, source.length)};
}

/** The start of the last paragraph (inline constructs never cross a blank line). */
function paragraphStart(source: string): number {
  const blank = source.lastIndexOf('\n\n');
  return blank < 0 ? 0 : blank + 2;
}

/** A construct still open at the end: where its marker is and how long it is. */
interface Opener {
  kind: string;
  at: number;
  length: number;
  /** A link whose `](` has come: where that starts (it and the address are dropped). */
  dest?: number;
  /** Code or an autolink: the rest is shown as it is written. */
  literal?: boolean;
  /** A marker inside a word: shown escaped rather than left out. */
  escaped?: boolean;
}

/** The constructs still open at the end of `source` (read from `from`), in order. */
function openConstructs(source: string, from: number): Opener[] {
  const stack: Opener[] = [];
  const n = source.length;
  for (let i = from; i < n; i++) {
    const c = source[i];
    const top = stack[stack.length - 1];
    if (c === '\\') {
      i++;
    } else if (top?.kind === '`') {
      // Inside a code span only its closing run counts.
      if (c === '`') {
        const length = runLength(source, i);
        if (length === top.length) stack.pop();
        i += length - 1;
      }
    } else if (c === '`') {
      const length = runLength(source, i);
      stack.push({kind: '`', at: i, length, literal: true});
      i += length - 1;
    } else if (c === '*' || c === '_' || c === '~') {
      const length = runLength(source, i);
      const before = source[i - 1];
      const after = source[i + length];
      const canClose = before !== undefined && !isSpace(before);
      const canOpen = after !== undefined && !isSpace(after) && !(c === '_' && isWordChar(before));
      if (canClose && top?.kind === c && top.length === length) stack.pop();
      else if (c === '~' && length < 2) {
        // A single tilde is more often "about" than a strike-through.
      } else if (canOpen || (after === undefined && !canClose)) {
        // Inside a word (`2*3`) it may be plain text: kept, escaped, rather than dropped.
        const inWord = isWordChar(before) && isWordChar(after);
        stack.push({kind: c, at: i, length, ...(inWord ? {escaped: true} : {})});
      }
      i += length - 1;
    } else if (c === '[') {
      const image = source[i - 1] === '!';
      stack.push({kind: '[', at: image ? i - 1 : i, length: image ? 2 : 1});
    } else if (c === ']') {
      const open = lastIndexOfKind(stack, '[');
      if (open < 0) continue;
      if (source[i + 1] === '(') {
        const close = source.indexOf(')', i + 2);
        if (close < 0) {
          stack[open].dest = i;
          return stack.slice(0, open + 1);
        }
        i = close;
      } else if (i + 1 >= n) {
        // `[text]` at the very end may still become a link.
        stack[open].dest = i;
        return stack.slice(0, open + 1);
      }
      // A link, or plain brackets (a reference link is complete as it is).
      stack.splice(open);
    } else if (c === '<' && /[A-Za-z]/.test(source[i + 1] ?? 'a')) {
      const close = source.indexOf('>', i);
      if (close < 0) {
        stack.push({kind: '<', at: i, length: 1, literal: true});
        break;
      }
      i = close;
    }
  }
  return stack;
}

/** Backslash-escapes every ASCII punctuation character: marked shows them as they are. */
function escapePlain(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, '\\$&');
}

function runLength(source: string, at: number): number {
  let end = at;
  while (source[end] === source[at]) end++;
  return end - at;
}

function lastIndexOfKind(stack: Opener[], kind: string): number {
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i].kind === kind) return i;
  return -1;
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r';
}

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}
