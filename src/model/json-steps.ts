/**
 * `JSON.parse` of a long text in steps, so that a data model of megabytes is read without one
 * long task: `JSON.parse` of 5 MB takes 40–75 ms on a modest machine, and it cannot be paused.
 *
 * The text is read twice. A scan finds the containers longer than a step and where each of their
 * members begins (it follows brackets and strings only: a character loop, about a tenth of the
 * cost of parsing). Then every run of small members is given to `JSON.parse` as a container of
 * its own (`[` run `]` or `{` run `}`), which checks it in full, and the large members are read
 * the same way, one level down. Only the commas between members and the brackets of the large
 * containers are not seen by `JSON.parse`; the scan placed them, and the whitespace around them
 * is checked here. The result is the value `JSON.parse(text)` returns; for a text that is not
 * JSON, or one whose large containers nest deeper than MAX_LARGE_DEPTH, it is `JSON.parse(text)`
 * itself, in one go, which throws its usual error.
 */

/** Large containers nested deeper than this are parsed in one go (never a deep recursion). */
const MAX_LARGE_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** JSON's whitespace only (`\s` would also take characters JSON refuses). */
const BLANK = /^[ \t\n\r]*$/;

/** A container found by the scan: where it opens and closes, and where each member starts. */
interface Container {
  open: number;
  close: number;
  /** The index after the opening bracket, then after each comma at this level. */
  starts: number[];
  /** Its members longer than a step, by index in `starts`. */
  large?: Map<number, Container>;
}

/** Thrown when the scan or a check finds the text is not JSON (or too deep to read in steps). */
class NotInSteps extends Error {}

/**
 * Parses `text` as `JSON.parse` does, yielding after about `charsPerStep` characters of work
 * (scanned or parsed). Throws what `JSON.parse(text)` throws.
 */
export function* parseJsonInSteps(
  text: string,
  charsPerStep: number,
): Generator<undefined, unknown, void> {
  if (text.length <= charsPerStep) return JSON.parse(text);
  try {
    const top = yield* scan(text, charsPerStep);
    if (!top) return JSON.parse(text);
    const budget = {chars: 0, perStep: charsPerStep};
    return yield* read(text, top, budget, 0);
  } catch (error) {
    if (!(error instanceof NotInSteps) && !(error instanceof SyntaxError)) throw error;
    return JSON.parse(text);
  }
}

/**
 * Finds the top-level container and every container inside it longer than `charsPerStep`, with
 * the starts of their members. Undefined when the top-level value is not a container.
 */
function* scan(
  text: string,
  charsPerStep: number,
): Generator<undefined, Container | undefined, void> {
  const first = text.search(/[^ \t\n\r]/);
  const opening = text.charCodeAt(first);
  if (opening !== OPEN_BRACKET && opening !== OPEN_BRACE) return undefined;
  const stack: Array<Container & {bracket: number}> = [];
  let top: Container | undefined;
  let stepEnd = charsPerStep;
  for (let i = first; i < text.length; i++) {
    if (i >= stepEnd) {
      yield;
      stepEnd = i + charsPerStep;
    }
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = stringEnd(text, i);
    } else if (code === COMMA) {
      const current = stack.at(-1);
      if (!current) throw new NotInSteps();
      current.starts.push(i + 1);
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (top) throw new NotInSteps();
      stack.push({open: i, close: -1, starts: [i + 1], bracket: code});
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      const done = stack.pop();
      if (!done || done.bracket !== code - 2) throw new NotInSteps();
      done.close = i;
      const parent = stack.at(-1);
      if (!parent) top = done;
      else if (i - done.open > charsPerStep) {
        (parent.large ??= new Map()).set(parent.starts.length - 1, done);
      }
    }
  }
  if (!top || stack.length) throw new NotInSteps();
  if (!BLANK.test(text.slice(top.close + 1))) throw new NotInSteps();
  return top;
}

/** The index of the quote that closes the string opening at `at`. */
function stringEnd(text: string, at: number): number {
  let end = at;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end < 0) throw new NotInSteps();
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
}

interface Budget {
  /** Characters parsed since the last yield. */
  chars: number;
  perStep: number;
}

/** The value of a large container: runs of small members parsed together, large ones in turn. */
function* read(
  text: string,
  container: Container,
  budget: Budget,
  depth: number,
): Generator<undefined, unknown, void> {
  if (depth > MAX_LARGE_DEPTH) throw new NotInSteps();
  const isArray = text.charCodeAt(container.open) === OPEN_BRACKET;
  const {starts} = container;
  const memberEnd = (index: number) =>
    index + 1 < starts.length ? starts[index + 1]! - 1 : container.close;
  const array: unknown[] = [];
  const object: Record<string, unknown> = {};
  let runStart = 0;
  const flush = function* (runEnd: number): Generator<undefined, void, void> {
    if (runEnd === runStart) return;
    const from = starts[runStart]!;
    const to = memberEnd(runEnd - 1);
    // A run of members that is only whitespace is an empty container, which is JSON only alone.
    if (BLANK.test(text.slice(from, to)) && starts.length > 1) throw new NotInSteps();
    if (isArray) {
      const items = JSON.parse(`[${text.slice(from, to)}]`) as unknown[];
      for (const item of items) array.push(item);
    } else {
      const members = JSON.parse(`{${text.slice(from, to)}}`) as Record<string, unknown>;
      for (const key of Object.keys(members)) assign(object, key, members[key]);
    }
    budget.chars += to - from;
    if (budget.chars >= budget.perStep) {
      budget.chars = 0;
      yield;
    }
  };
  for (let index = 0; index < starts.length; index++) {
    const large = container.large?.get(index);
    if (!large) {
      // A small member joins the run, unless the run would outgrow a step: then a new run.
      if (index > runStart && memberEnd(index) - starts[runStart]! > budget.perStep) {
        yield* flush(index);
        runStart = index;
      }
      continue;
    }
    yield* flush(index);
    runStart = index + 1;
    const start = starts[index]!;
    if (!BLANK.test(text.slice(large.close + 1, memberEnd(index)))) throw new NotInSteps();
    const value = yield* read(text, large, budget, depth + 1);
    if (isArray) {
      if (!BLANK.test(text.slice(start, large.open))) throw new NotInSteps();
      array.push(value);
    } else {
      const head = text.slice(start, large.open);
      const colon = head.lastIndexOf(':');
      const key: unknown = colon < 0 ? undefined : JSON.parse(head.slice(0, colon));
      if (typeof key !== 'string' || !BLANK.test(head.slice(colon + 1))) throw new NotInSteps();
      assign(object, key, value);
    }
  }
  yield* flush(starts.length);
  return isArray ? array : object;
}

/** `object[key] = value` as `JSON.parse` does it: `__proto__` becomes an own property. */
function assign(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    object[key] = value;
  }
}
