import {once, scheduler} from '../controllers/scheduler.js';
import {completePart, partialSurfaceId, streamError} from '../protocol/partial-preview.js';
import type {MessageProcessor} from '../protocol/processor.js';
import type {A2uiError} from '../protocol/types.js';
import {StreamReader, type PartialItem, type StreamReadError} from '../protocol/stream-reader.js';

/**
 * Where A2UI messages come from: a `fetch` Response or a ReadableStream of bytes or text (JSONL,
 * a JSON array of messages, `{messages: [...]}`, one message, pretty-printed or not), an
 * EventSource (each `message` event's data is one frame), a WebSocket (each text frame), or an
 * async iterable of messages or frames.
 */
export type MessageSource =
  Response | ReadableStream<Uint8Array | string> | EventSource | WebSocket | AsyncIterable<unknown>;

/** What `readMessages` tells as it reads. */
export interface MessageSink {
  /**
   * A message (or a batch) in full; `nested` for an element of a batch or list (read it as one
   * message: `[value]`).
   */
  message(value: unknown, nested: boolean): void;
  /** What is complete of the message still arriving (undefined: none is). See `StreamReader`. */
  partial(partial: PartialItem | undefined): void;
  /** A problem of the stream (a value that is not JSON, a cut, a cap); the rest is read. */
  error(error: StreamReadError, cut?: PartialItem): void;
}

/** What a connection feeds: its agent's processor, and how the element processes and reports. */
export interface StreamReceiver {
  processor: MessageProcessor;
  process(messages: unknown): void;
  report(error: A2uiError): void;
}

/**
 * The sink of a connection: messages processed as they end, the message still arriving previewed
 * as far as it is complete, the stream's own errors reported (a message cut by the end of the
 * stream keeps its complete part).
 */
export function messageSink({processor, process, report}: StreamReceiver): MessageSink {
  return {
    message: (value, nested) => process(nested ? [value] : value),
    partial: (partial) => processor.preview(partial),
    error: (error, cut) => {
      const kept = cut && completePart(cut);
      if (kept !== undefined) process(cut!.nested ? [kept] : kept);
      else if (cut) processor.preview(undefined);
      report(streamError(error.message, error.offset, partialSurfaceId(cut)));
    },
  };
}

/**
 * Reads `source` until it ends or `signal` aborts, through the incremental reader: messages as
 * soon as each ends, and for a byte or text stream, after each chunk, what is complete of the
 * message still arriving. A stream cut inside a message reports one error with what was complete
 * (`cut`). Resolves at the end; rejects only when reading the source fails.
 *
 * The reading is sliced on the page's scheduler: a chunk is read in pieces of PIECE_LENGTH, and
 * what each piece holds goes to the sink while the task's budget lasts, the rest in later turns,
 * in order. A response of 20,000 lines, read at once, held the page for 10 s.
 */
export async function readMessages(
  source: MessageSource,
  sink: MessageSink,
  signal: AbortSignal,
): Promise<void> {
  if (typeof Response !== 'undefined' && source instanceof Response) {
    if (!source.body) return;
    return readStream(source.body, sink, signal);
  }
  if (typeof ReadableStream !== 'undefined' && source instanceof ReadableStream)
    return readStream(source, sink, signal);
  // Whole frames (an event's data, a WebSocket message, a transport's text): each is read and
  // ended; the errors of all are counted together (a summary past the limit at the end).
  const paced = new Paced();
  const frames = new StreamReader({
    onItem: (value, nested) => paced.add(() => sink.message(value, nested)),
    onError: (error) => paced.add(() => sink.error(error)),
  });
  try {
    if (isEventTarget(source)) {
      const frame = (text: string) => {
        frames.push(text);
        frames.endFrame();
        paced.flush();
      };
      return await readEvents(source, frame, signal);
    }
    for await (const item of source as AsyncIterable<unknown>) {
      if (signal.aborted) return;
      if (typeof item === 'string') {
        await feed(frames, item, paced, signal);
        frames.endFrame();
      } else paced.add(() => sink.message(item, false));
      await paced.drain(signal);
    }
  } finally {
    frames.end();
    paced.flush();
  }
}

/** The longest piece of a chunk given to the reader at once (characters or bytes). */
const PIECE_LENGTH = 64 * 1024;

/** Gives `chunk` to `reader` piece by piece, each piece's messages to the sink as time allows. */
async function feed(
  reader: StreamReader,
  chunk: string | Uint8Array,
  paced: Paced,
  signal: AbortSignal,
): Promise<void> {
  for (let at = 0; at < chunk.length && !signal.aborted; at += PIECE_LENGTH) {
    reader.push(chunk.length <= PIECE_LENGTH ? chunk : chunk.slice(at, at + PIECE_LENGTH));
    await paced.drain(signal);
  }
}

/**
 * What the reader found, in order, given to the sink while the current task's budget lasts (see
 * scheduler.ts); `drain` waits for later turns of the scheduler for the rest.
 */
class Paced {
  #steps: Array<() => void> = [];
  #next = 0;

  add(step: () => void): void {
    this.#steps.push(step);
  }

  /**
   * Runs every step, yielding to the page whenever the task's budget is used (after the last
   * step too: a stream whose chunks arrive as microtasks, one character each, would otherwise be
   * read in one task); stops on abort.
   */
  async drain(signal: AbortSignal): Promise<void> {
    while (this.#next < this.#steps.length && !signal.aborted) {
      this.#steps[this.#next++]();
      if (scheduler.budget.used()) await scheduler.run(once(() => undefined)).result;
    }
    this.#reset();
    if (scheduler.budget.used()) await scheduler.run(once(() => undefined)).result;
  }

  /** Runs every step now (what the reader finds at the very end, or in an event's frame). */
  flush(): void {
    while (this.#next < this.#steps.length) this.#steps[this.#next++]();
    this.#reset();
  }

  #reset(): void {
    this.#steps = [];
    this.#next = 0;
  }
}

/** How often a string growing inside a component is shown as it is written (ms): a frame or so. */
export const GROWTH_PREVIEW_MS = 32;

async function readStream(
  stream: ReadableStream<Uint8Array | string>,
  sink: MessageSink,
  signal: AbortSignal,
): Promise<void> {
  const source = stream.getReader();
  const cancel = () => void source.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, {once: true});
  let cut: PartialItem | undefined;
  const paced = new Paced();
  const reader = new StreamReader({
    onItem: (value, nested) => paced.add(() => sink.message(value, nested)),
    onError: (error) => {
      // Only the first error at the end is the cut's.
      const item = cut;
      cut = undefined;
      paced.add(() => sink.error(error, item));
    },
  });
  let showing = false;
  let seen = reader.changes;
  let grown = reader.growth;
  let shownAt = -Infinity;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    clearTimeout(trailing);
    trailing = undefined;
    shownAt = performance.now();
    const partial = reader.partial();
    if (partial || showing) sink.partial(partial);
    showing = partial !== undefined;
  };
  try {
    for (;;) {
      const {value, done} = await source.read();
      if (done || signal.aborted) break;
      await feed(reader, value, paced, signal);
      if (signal.aborted) break;
      // At once when what is complete changed (most chunks add to a member still open); a string
      // growing inside a component at most every GROWTH_PREVIEW_MS, and its last state after it.
      if (reader.changes !== seen) {
        seen = reader.changes;
        grown = reader.growth;
        show();
      } else if (reader.growth !== grown) {
        grown = reader.growth;
        const wait = shownAt + GROWTH_PREVIEW_MS - performance.now();
        if (wait <= 0) show();
        else trailing ??= setTimeout(show, wait);
      }
    }
    clearTimeout(trailing);
    if (!signal.aborted) {
      cut = reader.open ? reader.partial() : undefined;
      reader.end();
      paced.flush();
    }
  } finally {
    clearTimeout(trailing);
    signal.removeEventListener('abort', cancel);
    source.releaseLock();
    // An aborted read leaves nothing half shown.
    if (showing && signal.aborted) sink.partial(undefined);
  }
}

/** EventSource and WebSocket: frames until the source closes or errors, or `signal` aborts. */
function readEvents(
  source: EventSource | WebSocket,
  frames: (text: string) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const onFrame = (event: Event) => {
      const data = (event as MessageEvent).data;
      if (typeof data === 'string') frames(data);
      else if (data instanceof Blob) void data.text().then(frames);
    };
    const stop = () => {
      source.removeEventListener('message', onFrame);
      source.removeEventListener('close', stop);
      signal.removeEventListener('abort', stop);
      resolve();
    };
    source.addEventListener('message', onFrame);
    source.addEventListener('close', stop);
    // An EventSource reconnects by itself after an error; it ends only when closed or aborted.
    if (typeof WebSocket !== 'undefined' && source instanceof WebSocket)
      source.addEventListener('error', stop);
    signal.addEventListener('abort', stop);
  });
}

function isEventTarget(source: MessageSource): source is EventSource | WebSocket {
  return (
    (typeof EventSource !== 'undefined' && source instanceof EventSource) ||
    (typeof WebSocket !== 'undefined' && source instanceof WebSocket)
  );
}
