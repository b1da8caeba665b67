/**
 * The incremental reader: the one place where bytes or text of an agent's stream become JSON
 * values. It takes chunks of any size (one character included), keeps its state between them and
 * does work linear in what it receives: it scans each chunk once, tracking only brackets, strings
 * and the keys it needs, and hands each finished value to the native `JSON.parse` (so values are
 * exactly what a one-shot parse gives). Memory is the unfinished value only, capped.
 *
 * What it reads: JSON values one after the other (JSONL, concatenated or pretty-printed values,
 * SSE or WebSocket frames pushed with `end()` after each), where a top-level array's elements and
 * the elements of a top-level object's list member (`messages`, or `surfaces` for the service's
 * records) are items of their own, each given as soon as it closes. While an item is arriving,
 * `partial()` tells what of it is complete: its members, the elements of its `components` lists
 * (in a message body or a record) as each closing brace arrives, and the component still
 * arriving with its complete members and the string value being cut, if any.
 *
 * Faults: a value that is not JSON costs that value only (a JSONL line: the next line starts
 * fresh, even when the broken one left brackets open); an item past `maxItemChars` is dropped at
 * the cap with one error and the reader skips to the next line; after `maxErrors` errors the rest
 * are counted and told in one summary at `end()`.
 */
import {MAX_JSON_DEPTH} from '../model/json.js';

/** The longest item read (characters); past it the item is dropped with one error. */
export const MAX_ITEM_CHARS = 10_000_000;

/** Errors told one by one; the rest of a stream's are counted and summarised at its end. */
export const MAX_STREAM_ERRORS = 20;

/** A problem of the stream, with the character offset where it was found. */
export interface StreamReadError {
  message: string;
  offset: number;
  /** True for the closing summary of errors not told one by one. */
  summary?: boolean;
}

export interface StreamReaderOptions {
  /**
   * A finished item: a top-level value, or an element of a top-level array or list member
   * (`nested`: the processor reads it as one message of a batch, never as a batch itself).
   */
  onItem(value: unknown, nested: boolean): void;
  onError(error: StreamReadError): void;
  /** Members of a top-level object whose array elements are items (default `['messages']`). */
  lists?: readonly string[];
  maxItemChars?: number;
  maxErrors?: number;
}

/** What of the item still arriving is complete. */
export interface PartialItem {
  /** The item's complete members; open lists hold their complete elements. A fresh copy. */
  value: Record<string, unknown> | unknown[];
  /** The item will be given as a message of a batch (see `onItem`). */
  nested: boolean;
  /** A component still arriving (an element of a `components` list), if the cut is inside one. */
  component?: PartialComponent;
}

export interface PartialComponent {
  /** The `components` list it belongs to (the same array as in `value`). */
  list: unknown[];
  /** Its complete members. */
  members: Record<string, unknown>;
  /**
   * The member being cut inside a string value: its key, its value closed at the cut, and the
   * keys from the component down to that string (`['text']`, or `['text', 'text', 'literal']`).
   */
  cut?: {key: string; value: unknown; path: string[]};
}

const enum Kind {
  Object,
  Array,
}

/** What a container is to the reader: the ones not `Closed` build their value as it arrives. */
const enum Role {
  /** A top-level array, or a list member: each element is an item. */
  List,
  /** A message or record. */
  Item,
  /** The body of a message (`createSurface`, `updateComponents`). */
  Body,
  /** A `components` list. */
  Components,
  /** One component. */
  Component,
  /** Anything else: read as a slice when it ends. */
  Closed,
}

/** Where a container is between its members. */
const enum At {
  /** Object: before a key (or the end). Array: before a value (or the end). */
  Start,
  /** Object: after a key, before `:`. */
  Key,
  /** Object: after `:`, before the value. */
  Colon,
  /** In or after a value, before `,` or the end. */
  Value,
}

interface Frame {
  kind: Kind;
  role: Role;
  at: At;
  /** Offset of the opening bracket. */
  start: number;
  /** The key of the member being read (objects that track keys). */
  key?: string;
  /** Offset where the current member's value starts; -1 when none yet. */
  valueStart: number;
  /** The value of an open child that ended (instead of its slice). */
  child?: {value: unknown};
  /** The complete children so far (containers that are not `Closed`). */
  value?: Record<string, unknown> | unknown[];
  /** Objects inside a component track their keys, for the path of a cut string. */
  keys: boolean;
  /** Top-level object with a list member: its elements were given, the object is not. */
  listed?: boolean;
}

const BODY_KEYS: ReadonlySet<string> = new Set(['createSurface', 'updateComponents']);

/** Chunks shorter than this are joined with the next, so that a slice spans few of them. */
const JOIN_BELOW = 4096;

/** Inside a string: the next quote, backslash or line break. */
const STRING_STOP = /["\\\n]/g;

/** See the module comment. */
export class StreamReader {
  readonly #options: StreamReaderOptions;
  readonly #lists: ReadonlySet<string>;
  readonly #maxItem: number;
  readonly #maxErrors: number;
  readonly #decoder = new TextDecoder();

  /** The text kept: chunks from the start of the item being read, and the offset of each. */
  #chunks: string[] = [];
  #starts: number[] = [];
  /** Characters received so far (the offset of the next one). */
  #length = 0;

  #stack: Frame[] = [];
  #inString = false;
  #escaped = false;
  #stringStart = 0;
  /** A top-level scalar (`123`, `true`) being read: its start, else -1. */
  #scalarStart = -1;
  /** Skipping to the next line after an error or the cap. */
  #skipping = false;
  /** The previous character was a line break (a value at the start of a line may start afresh). */
  #lineStart = true;

  #errors = 0;
  /** Counts what `partial()` would tell differently: a member or element complete. */
  #changes = 0;
  /** Counts the chunks that grew a string being written inside a component (a cut grown). */
  #growth = 0;

  constructor(options: StreamReaderOptions) {
    this.#options = options;
    this.#lists = new Set(options.lists ?? ['messages']);
    this.#maxItem = options.maxItemChars ?? MAX_ITEM_CHARS;
    this.#maxErrors = options.maxErrors ?? MAX_STREAM_ERRORS;
  }

  /** Errors found so far, told or counted. */
  get errorCount(): number {
    return this.#errors;
  }

  /**
   * Grows whenever `partial()` tells something new that is complete (a member, component or
   * message): a reader of partials asks only when it changed.
   */
  get changes(): number {
    return this.#changes;
  }

  /**
   * Grows with each chunk that adds to a string being written inside a component, which
   * `partial()` shows cut. Asking at every such chunk costs the whole string each time (quadratic
   * in a long string sent a character at a time): a reader asks now and then.
   */
  get growth(): number {
    return this.#growth;
  }

  /** True while an item (or a top-level value) is unfinished. */
  get open(): boolean {
    return this.#stack.length > 0 || this.#inString || this.#scalarStart >= 0;
  }

  /** Reads one chunk: text, or bytes (UTF-8, split characters carried to the next chunk). */
  push(chunk: string | Uint8Array): void {
    const text = typeof chunk === 'string' ? chunk : this.#decoder.decode(chunk, {stream: true});
    if (text === '') return;
    const start = this.#length;
    this.#keep(text, start);
    this.#length += text.length;
    this.#scan(text, start);
    this.#trim();
    // A string being written inside a component may be shown as it grows.
    if (this.#inString && this.#stack.some((frame) => frame.role === Role.Component))
      this.#growth++;
  }

  /**
   * The stream ended: a value still open is cut (one error; what it had complete was given by
   * `partial()` only), and the errors past the limit are summarised. The reader can be used
   * again afterwards (a new frame, a new connection).
   */
  end(): void {
    this.endFrame();
    if (this.#errors > this.#maxErrors) {
      const more = this.#errors - this.#maxErrors;
      this.#options.onError({
        message: `${more} more error${more === 1 ? '' : 's'} in this stream were not reported one by one.`,
        offset: this.#length,
        summary: true,
      });
    }
    this.#errors = 0;
  }

  /**
   * A frame ended (an SSE event's data, a WebSocket message): a value still open in it is cut,
   * as at the end of a stream, but the errors go on being counted across frames until `end()`.
   */
  endFrame(): void {
    const rest = this.#decoder.decode();
    if (rest) this.push(rest);
    if (this.#scalarStart >= 0) this.#finishScalar(this.#length);
    else if (this.open && !this.#skipping)
      this.#error(
        'The stream ended inside a value; what was complete of it is kept.',
        this.#length,
      );
    this.#reset();
  }

  /** What of the item being read is complete (see PartialItem), or undefined when none is open. */
  partial(): PartialItem | undefined {
    const stack = this.#stack;
    let itemAt = stack.length - 1;
    while (itemAt >= 0 && stack[itemAt].role !== Role.Item) itemAt--;
    if (itemAt < 0 || this.#skipping) return undefined;
    const copies: (Record<string, unknown> | unknown[])[] = [];
    let component: PartialComponent | undefined;
    for (let i = itemAt; i < stack.length && stack[i].value; i++) {
      const frame = stack[i];
      const copy = Array.isArray(frame.value) ? frame.value.slice() : {...frame.value};
      // A child that ended, its comma not read yet, is complete.
      if (frame.child && frame.child.value !== undefined) add(copy, frame, frame.child.value);
      if (i > itemAt) attach(copies[copies.length - 1], stack[i - 1], copy);
      copies.push(copy);
      if (frame.role === Role.Component) {
        const list = copies[copies.length - 2] as unknown[];
        component = {list, members: copy as Record<string, unknown>};
        const cut = this.#cut(i);
        if (cut) component.cut = cut;
        // The component is not part of its list until it is complete.
        break;
      }
    }
    return {value: copies[0], nested: itemAt > 0, ...(component ? {component} : {})};
  }

  // --- scanning ---

  #scan(text: string, offset: number): void {
    const n = text.length;
    let i = 0;
    while (i < n) {
      if (this.#skipping) {
        const newline = text.indexOf('\n', i);
        if (newline < 0) return;
        this.#skipping = false;
        this.#lineStart = true;
        i = newline + 1;
        continue;
      }
      if (this.#inString) {
        i = this.#scanString(text, i, offset);
        continue;
      }
      const code = text.charCodeAt(i);
      const at = offset + i;
      const lineStart = this.#lineStart;
      this.#lineStart = code === 10;
      i++;
      if (this.#scalarStart >= 0) {
        if (code === 10 || code === 13 || code === 32 || code === 9) this.#finishScalar(at);
        continue;
      }
      switch (code) {
        case 32: // space
        case 9: // tab
        case 13: // CR
        case 10: // LF
          continue;
        case 34: // "
          this.#openString(at);
          continue;
        case 123: // {
        case 91: // [
          if (lineStart && this.#stack.length && this.#top()!.role !== Role.List)
            this.#restartAtLine(at);
          this.#openContainer(code === 123 ? Kind.Object : Kind.Array, at);
          continue;
        case 125: // }
        case 93: // ]
          this.#closeContainer(code === 125 ? Kind.Object : Kind.Array, at);
          continue;
        case 44: // ,
          this.#comma(at);
          continue;
        case 58: // :
          this.#colon(at);
          continue;
        default:
          this.#scalar(at);
      }
    }
  }

  /** Reads string content from `i`; returns where to go on. */
  #scanString(text: string, i: number, offset: number): number {
    if (this.#escaped) {
      this.#escaped = false;
      return i + 1;
    }
    STRING_STOP.lastIndex = i;
    const stop = STRING_STOP.exec(text);
    if (!stop) return text.length;
    const j = stop.index;
    const code = text.charCodeAt(j);
    if (code === 92) {
      this.#escaped = true;
      return j + 1;
    }
    if (code === 10) {
      // A raw line break cannot be inside a JSON string: the value (line) is broken.
      this.#inString = false;
      this.#fail('A line ended inside a string.', offset + j, false);
      this.#lineStart = true;
      return j + 1;
    }
    this.#inString = false;
    this.#closeString(offset + j);
    return j + 1;
  }

  #openString(at: number): void {
    const frame = this.#top();
    if (!frame) {
      // A top-level string: read as a scalar up to the end of its line.
      this.#scalarStart = at;
      this.#inString = true;
      this.#stringStart = at;
      return;
    }
    if (frame.kind === Kind.Object && frame.at === At.Start) {
      frame.at = At.Key;
    } else if (!this.#beginValue(frame, at)) return;
    this.#inString = true;
    this.#stringStart = at;
  }

  #closeString(at: number): void {
    const frame = this.#top();
    if (!frame) return; // a top-level string: its scalar ends with the line
    if (frame.at === At.Key && (frame.role !== Role.Closed || frame.keys))
      frame.key = this.#readKey(this.#stringStart, at);
  }

  #openContainer(kind: Kind, at: number): void {
    const parent = this.#top();
    if (!parent) {
      this.#stack.push(newFrame(kind, kind === Kind.Array ? Role.List : Role.Item, at, false));
      return;
    }
    if (!this.#beginValue(parent, at)) return;
    if (this.#stack.length >= MAX_JSON_DEPTH) {
      this.#fail(`The value is nested deeper than ${MAX_JSON_DEPTH} levels.`, at, true);
      return;
    }
    const role = this.#roleOf(parent, kind);
    const keys = role !== Role.Closed || parent.role === Role.Component || parent.keys;
    // A top-level object with a list member is a wrapper: its elements are the items.
    if (role === Role.List) parent.listed = true;
    this.#stack.push(newFrame(kind, role, at, keys));
  }

  #closeContainer(kind: Kind, at: number): void {
    const frame = this.#stack.pop();
    if (!frame || frame.kind !== kind || frame.at === At.Key || frame.at === At.Colon) {
      if (frame) this.#stack.push(frame);
      this.#fail(`Unexpected "${kind === Kind.Object ? '}' : ']'}".`, at, true);
      return;
    }
    if (frame.role !== Role.Closed && !this.#endChild(frame, at)) return;
    const parent = this.#top();
    if (!parent) {
      this.#finishItem(frame, at + 1, false);
      return;
    }
    if (frame.role === Role.Item || frame.role === Role.List) {
      // Given already (an item), or its elements were (a list): its text is not kept.
      if (frame.role === Role.Item) this.#finishItem(frame, at + 1, true);
      parent.child = {value: undefined};
    } else if (frame.value && parent.value) {
      parent.child = {value: frame.value};
    }
  }

  #comma(at: number): void {
    const frame = this.#top();
    if (!frame || frame.at !== At.Value) {
      this.#fail('Unexpected ",".', at, true);
      return;
    }
    if (frame.role !== Role.Closed && !this.#endChild(frame, at)) return;
    frame.at = At.Start;
    frame.valueStart = -1;
  }

  #colon(at: number): void {
    const frame = this.#top();
    if (!frame || frame.kind !== Kind.Object || frame.at !== At.Key) {
      this.#fail('Unexpected ":".', at, true);
      return;
    }
    frame.at = At.Colon;
  }

  /** A number or literal character: at top level a scalar starts, inside a value goes on. */
  #scalar(at: number): void {
    const frame = this.#top();
    if (!frame) {
      this.#scalarStart = at;
      return;
    }
    if (frame.valueStart < 0 || frame.at !== At.Value) this.#beginValue(frame, at);
  }

  /** A value starts in `frame` at `at`: false (and the line is dropped) when none may start. */
  #beginValue(frame: Frame, at: number): boolean {
    const ok = frame.kind === Kind.Object ? frame.at === At.Colon : frame.at === At.Start;
    if (!ok) {
      this.#fail('A value is where none may be (a missing comma or colon?).', at, true);
      return false;
    }
    frame.at = At.Value;
    frame.valueStart = at;
    frame.child = undefined;
    return true;
  }

  /** The member or element just ended in an open `frame` (at `end`) joins its value. */
  #endChild(frame: Frame, end: number): boolean {
    if (frame.at !== At.Value) return true; // an empty container, or a trailing comma (caught by JSON.parse)
    let value: unknown;
    if (frame.child) {
      value = frame.child.value;
    } else {
      const text = this.#slice(frame.valueStart, end);
      try {
        value = JSON.parse(text);
      } catch (error) {
        this.#fail(`The value is not JSON (${describe(error)}).`, frame.valueStart, true);
        return false;
      }
      if (frame.role === Role.List) {
        this.#options.onItem(value, true);
        value = undefined;
      }
    }
    if (frame.kind === Kind.Array) {
      if (frame.role !== Role.List) (frame.value as unknown[]).push(value);
    } else if (frame.key !== undefined) {
      define(frame.value as Record<string, unknown>, frame.key, value);
    }
    frame.child = undefined;
    frame.valueStart = -1;
    this.#changes++;
    return true;
  }

  #roleOf(parent: Frame, kind: Kind): Role {
    switch (parent.role) {
      case Role.List:
        return kind === Kind.Object ? Role.Item : Role.Closed;
      case Role.Item: {
        const key = parent.key ?? '';
        if (kind === Kind.Array && key === 'components') return Role.Components;
        if (kind === Kind.Object && BODY_KEYS.has(key)) return Role.Body;
        const top = this.#stack.length === 1;
        if (kind === Kind.Array && top && this.#lists.has(key)) return Role.List;
        return Role.Closed;
      }
      case Role.Body:
        return kind === Kind.Array && parent.key === 'components' ? Role.Components : Role.Closed;
      case Role.Components:
        return kind === Kind.Object ? Role.Component : Role.Closed;
      default:
        return Role.Closed;
    }
  }

  #finishItem(frame: Frame, end: number, nested: boolean): void {
    this.#changes++;
    if (frame.role === Role.List || frame.listed) return;
    const text = this.#slice(frame.start, end);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      this.#error(`The message is not valid JSON (${describe(error)}).`, frame.start);
      return;
    }
    this.#options.onItem(value, nested);
  }

  #finishScalar(end: number): void {
    const start = this.#scalarStart;
    this.#scalarStart = -1;
    this.#inString = false;
    const text = this.#slice(start, end);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      this.#error(`The frame is not valid JSON (${describe(error)}).`, start);
      return;
    }
    this.#options.onItem(value, false);
  }

  /**
   * A container starts a line while another is open: in JSONL that is the next message after a
   * broken one (pretty-printed JSON indents everything but the top level).
   */
  #restartAtLine(at: number): void {
    this.#error('The message ended before it was complete (the next line starts another).', at);
    this.#reset();
  }

  /**
   * A syntax error: reported, and the reader drops the value. With `skip`, it skips to the next
   * line (JSONL); a raw line break in a string has already reached it.
   */
  #fail(message: string, at: number, skip: boolean): void {
    this.#error(message, at);
    this.#reset();
    if (skip) this.#skipping = true;
  }

  #error(message: string, offset: number): void {
    this.#errors++;
    if (this.#errors <= this.#maxErrors) this.#options.onError({message, offset});
  }

  #reset(): void {
    this.#changes++;
    this.#stack = [];
    this.#inString = false;
    this.#escaped = false;
    this.#scalarStart = -1;
    this.#skipping = false;
  }

  // --- text kept ---

  #top(): Frame | undefined {
    return this.#stack[this.#stack.length - 1];
  }

  /**
   * Where the text still needed starts: the item being read (a list's or a wrapper's elements
   * already read are not needed), or a top-level scalar.
   */
  #needed(): number {
    if (this.#scalarStart >= 0) return this.#scalarStart;
    for (const frame of this.#stack) {
      if (frame.role === Role.List) {
        if (frame.valueStart >= 0) return frame.valueStart;
        continue;
      }
      if (!frame.listed) return frame.start;
    }
    return this.#length;
  }

  /** Drops the chunks before the unfinished item; an item past the cap is dropped too. */
  #trim(): void {
    const keep = this.#needed();
    if (this.#length - keep > this.#maxItem) {
      this.#error(
        `A message is longer than ${this.#maxItem.toLocaleString('en')} characters; it is dropped.`,
        keep,
      );
      this.#reset();
      this.#skipping = true;
      this.#chunks = [];
      this.#starts = [];
      return;
    }
    let drop = 0;
    while (drop < this.#chunks.length && this.#starts[drop] + this.#chunks[drop].length <= keep)
      drop++;
    if (drop === 0) return;
    this.#chunks.splice(0, drop);
    this.#starts.splice(0, drop);
  }

  /** Keeps `text` (the chunk starting at `start`): small chunks join the one before. */
  #keep(text: string, start: number): void {
    const last = this.#chunks.length - 1;
    if (last >= 0 && this.#chunks[last].length < JOIN_BELOW) this.#chunks[last] += text;
    else {
      this.#chunks.push(text);
      this.#starts.push(start);
    }
  }

  /** The text from `from` to `to` (offsets), which the kept chunks hold. */
  #slice(from: number, to: number): string {
    const starts = this.#starts;
    // The last chunk starting at or before `from`.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= from) low = mid;
      else high = mid - 1;
    }
    let out = '';
    for (let i = low; i < this.#chunks.length && starts[i] < to; i++) {
      const chunk = this.#chunks[i];
      const offset = starts[i];
      out += chunk.slice(Math.max(0, from - offset), Math.min(chunk.length, to - offset));
    }
    return out;
  }

  #readKey(start: number, end: number): string {
    const raw = this.#slice(start + 1, end);
    if (!raw.includes('\\')) return raw;
    try {
      return JSON.parse(`"${raw}"`) as string;
    } catch {
      return raw;
    }
  }

  /**
   * The member of the component at `index` being cut inside a string value: its value closed at
   * the cut. Undefined when the cut is elsewhere (a key, a number, between members).
   */
  #cut(index: number): PartialComponent['cut'] | undefined {
    const stack = this.#stack;
    const component = stack[index];
    if (!this.#inString || this.#escapedTail() || component.at !== At.Value) return undefined;
    const path: string[] = [];
    let closers = '"';
    for (let i = stack.length - 1; i > index; i--) {
      const frame = stack[i];
      closers += frame.kind === Kind.Object ? '}' : ']';
      if (frame.kind === Kind.Object && frame.at !== At.Value) return undefined;
    }
    for (let i = index; i < stack.length; i++) {
      const frame = stack[i];
      if (frame.kind !== Kind.Object) return undefined; // a string in a list is not shown cut
      if (frame.key === undefined) return undefined;
      path.push(frame.key);
    }
    let text = this.#slice(component.valueStart, this.#length);
    text = dropPartialEscape(text);
    try {
      return {key: path[0], value: JSON.parse(text + closers), path};
    } catch {
      return undefined;
    }
  }

  /** The string being read ends in a lone backslash (its escape not arrived yet). */
  #escapedTail(): boolean {
    return this.#escaped;
  }
}

function newFrame(kind: Kind, role: Role, start: number, keys: boolean): Frame {
  const frame: Frame = {kind, role, at: At.Start, start, valueStart: -1, keys};
  if (role !== Role.Closed && role !== Role.List) frame.value = kind === Kind.Object ? {} : [];
  return frame;
}

/** Puts `child` (a copy of the open frame below `parent`) into `parentCopy`. */
function attach(
  parentCopy: Record<string, unknown> | unknown[],
  parent: Frame,
  child: Record<string, unknown> | unknown[],
): void {
  if (Array.isArray(parentCopy)) {
    if (parent.role !== Role.Components) parentCopy.push(child);
  } else if (parent.key !== undefined) define(parentCopy, parent.key, child);
}

/** Adds a complete child to a copy of the open frame's value. */
function add(copy: Record<string, unknown> | unknown[], frame: Frame, value: unknown): void {
  if (Array.isArray(copy)) copy.push(value);
  else if (frame.key !== undefined) define(copy, frame.key, value);
}

/** Sets an own property, whatever the key (`__proto__` included), as JSON.parse does. */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {value, writable: true, enumerable: true, configurable: true});
}

/** Drops an unfinished `\u` escape (fewer than four hex digits) at the end of string text. */
function dropPartialEscape(text: string): string {
  const match = /\\u[0-9a-fA-F]{0,3}$/.exec(text);
  if (!match) return text;
  // `\\u12` is an escaped backslash then "u12": count the backslashes before it.
  let slashes = 0;
  for (let i = match.index; i >= 0 && text[i] === '\\'; i--) slashes++;
  return slashes % 2 === 1 ? text.slice(0, match.index) : text;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
