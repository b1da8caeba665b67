/**
 * Reads the playground's text as one JSON value or as JSON lines. Large texts are parsed in a
 * worker (made from a Blob, so no separate file has to be served), so that typing stays smooth;
 * where workers cannot start (a strict CSP), the text is read on the page.
 */

/** What a text holds. Offsets are UTF-16 units; `end` is exclusive. */
export type ReadResult =
  | {kind: 'json'; value: unknown}
  | {kind: 'jsonl'; lines: Array<{start: number; end: number; value: unknown}>}
  /** The part of the text (the whole text, or one line of JSON lines) that is not JSON. */
  | {kind: 'error'; start: number; end: number}
  | {kind: 'deep'}
  /** A newer text was given before this one was read. */
  | {kind: 'cancelled'};

/** Texts at least this long are read in a worker. */
export const WORKER_THRESHOLD = 100_000;

/** How deeply values may nest; deeper ones would overflow the stack of later steps. */
export const MAX_NESTING = 256;

/**
 * Reads a text as JSON, or else as JSON lines (when its first line is JSON on its own). Kept free
 * of outside references: its source text also runs inside the worker.
 */
export function readJsonText(text: string, maxNesting: number): ReadResult {
  const tooDeep = (root: unknown): boolean => {
    const stack: Array<[unknown, number]> = [[root, 0]];
    while (stack.length) {
      const [value, depth] = stack.pop()!;
      if (value === null || typeof value !== 'object') continue;
      if (depth >= maxNesting) return true;
      for (const child of Object.values(value)) stack.push([child, depth + 1]);
    }
    return false;
  };
  try {
    const value: unknown = JSON.parse(text);
    return tooDeep(value) ? {kind: 'deep'} : {kind: 'json', value};
  } catch {
    // Not one value: perhaps JSON lines.
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
      if (tooDeep(value)) return {kind: 'deep'};
      lines.push({start, end, value});
    }
    start = end + 1;
  }
  return {kind: 'jsonl', lines};
}

const workerSource = `const read = ${readJsonText.toString()};
onmessage = (event) => {
  let result;
  try { result = read(event.data, ${MAX_NESTING}); } catch { result = {kind: 'deep'}; }
  try { postMessage(result); } catch { postMessage({kind: 'deep'}); }
};`;

/** Reads texts one at a time; a new text cancels the one still being read. */
export class JsonReader {
  #worker?: Worker;
  #url?: string;
  #pending?: (result: ReadResult) => void;
  #workersFail = false;

  read(text: string): Promise<ReadResult> {
    this.#cancel();
    if (text.length < WORKER_THRESHOLD || this.#workersFail) {
      return Promise.resolve(readJsonText(text, MAX_NESTING));
    }
    const worker = this.#start();
    if (!worker) return Promise.resolve(readJsonText(text, MAX_NESTING));
    return new Promise((resolve) => {
      this.#pending = resolve;
      worker.onmessage = (event: MessageEvent<ReadResult>) => {
        this.#pending = undefined;
        resolve(event.data);
      };
      worker.onerror = () => {
        // The worker could not run (blocked by the page's CSP): read here from now on.
        this.#workersFail = true;
        this.#stop();
        this.#pending = undefined;
        resolve(readJsonText(text, MAX_NESTING));
      };
      worker.postMessage(text);
    });
  }

  /** Stops the worker; a later `read` starts a new one. */
  dispose(): void {
    this.#cancel();
    this.#stop();
    if (this.#url) URL.revokeObjectURL(this.#url);
    this.#url = undefined;
  }

  #cancel(): void {
    if (!this.#pending) return;
    // The worker is busy with an outdated text: drop it rather than wait.
    this.#pending({kind: 'cancelled'});
    this.#pending = undefined;
    this.#stop();
  }

  #start(): Worker | undefined {
    if (this.#worker) return this.#worker;
    try {
      this.#url ??= URL.createObjectURL(new Blob([workerSource], {type: 'text/javascript'}));
      this.#worker = new Worker(this.#url);
    } catch {
      this.#workersFail = true;
    }
    return this.#worker;
  }

  #stop(): void {
    this.#worker?.terminate();
    this.#worker = undefined;
  }
}
