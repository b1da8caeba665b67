/**
 * Reads the playground's text as one JSON value or as JSON lines, on the page's scheduler: JSON
 * lines and the nesting check go in slices of the task's budget, so that a large paste never holds
 * the page (one `JSON.parse` of the longest text the playground reads, 2 MB, is a task of a few
 * tens of milliseconds). No worker: one made from a Blob is a script URL, which a page with
 * Trusted Types refuses (and reports as a violation).
 */
import {scheduler, type Budget, type Job, type Work} from '../../controllers/scheduler.js';

/** What a text holds. Offsets are UTF-16 units; `end` is exclusive. */
export type ReadResult =
  | {kind: 'json'; value: unknown}
  | {kind: 'jsonl'; lines: Array<{start: number; end: number; value: unknown}>}
  /** The part of the text (the whole text, or one line of JSON lines) that is not JSON. */
  | {kind: 'error'; start: number; end: number}
  | {kind: 'deep'}
  /** A newer text was given before this one was read. */
  | {kind: 'cancelled'};

/** How deeply values may nest; deeper ones would overflow the stack of later steps. */
export const MAX_NESTING = 256;

/** A budget that never runs out: the whole text in one go. */
const UNBOUNDED: Budget = {used: () => false, useUp: () => undefined};

/**
 * Reads a text as JSON, or else as JSON lines (when its first line is JSON on its own), yielding
 * whenever `budget` is used.
 */
export function* readJsonSteps(
  text: string,
  maxNesting: number,
  budget: Budget = UNBOUNDED,
): Work<ReadResult> {
  let whole: {value: unknown} | undefined;
  try {
    whole = {value: JSON.parse(text)};
  } catch {
    // Not one value: perhaps JSON lines.
  }
  if (whole) {
    const deep = yield* tooDeep(whole.value, maxNesting, budget);
    return deep ? {kind: 'deep'} : {kind: 'json', value: whole.value};
  }
  const lines: Array<{start: number; end: number; value: unknown}> = [];
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    if (line.trim() !== '') {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        return lines.length
          ? {kind: 'error', start, end}
          : {kind: 'error', start: 0, end: text.length};
      }
      if (yield* tooDeep(value, maxNesting, budget)) return {kind: 'deep'};
      lines.push({start, end, value});
    }
    start = end + 1;
    if (budget.used()) yield;
  }
  return {kind: 'jsonl', lines};
}

/** `readJsonSteps` at once, for a short text. */
export function readJsonText(text: string, maxNesting: number): ReadResult {
  const steps = readJsonSteps(text, maxNesting);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** True when `root` nests deeper than `maxNesting` (walked without recursion). */
function* tooDeep(root: unknown, maxNesting: number, budget: Budget): Work<boolean> {
  const stack: Array<[unknown, number]> = [[root, 0]];
  for (let visited = 0; stack.length; visited++) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxNesting) return true;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
    if (visited % 1024 === 0 && budget.used()) yield;
  }
  return false;
}

/** Reads texts one at a time; a new text cancels the one still being read. */
export class JsonReader {
  #job?: Job<ReadResult>;

  read(text: string): Promise<ReadResult> {
    this.dispose();
    const job = scheduler.run(readJsonSteps(text, MAX_NESTING, scheduler.budget));
    this.#job = job;
    return job.result.then(
      (result) => result,
      () => ({kind: 'cancelled'}) as const,
    );
  }

  /** Stops the text being read, if any (its `read` resolves `cancelled`). */
  dispose(): void {
    this.#job?.abort();
    this.#job = undefined;
  }
}
