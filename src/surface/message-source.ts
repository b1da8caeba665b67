/**
 * Where A2UI messages come from: a `fetch` Response or a ReadableStream of JSONL bytes or text, an
 * EventSource (each `message` event's data is one frame), a WebSocket (each text frame), or an
 * async iterable of messages or frames.
 */
export type MessageSource =
  Response | ReadableStream<Uint8Array | string> | EventSource | WebSocket | AsyncIterable<unknown>;

/**
 * Calls `onMessage` with each frame of `source` (a JSONL line, an event's data, or an item) until
 * the source ends or `signal` aborts. Resolves then; rejects only when reading the source fails.
 */
export async function readMessages(
  source: MessageSource,
  onMessage: (frame: unknown) => void,
  signal: AbortSignal,
): Promise<void> {
  if (typeof Response !== 'undefined' && source instanceof Response) {
    if (!source.body) return;
    return readStream(source.body, onMessage, signal);
  }
  if (typeof ReadableStream !== 'undefined' && source instanceof ReadableStream)
    return readStream(source, onMessage, signal);
  if (isEventTarget(source)) return readEvents(source, onMessage, signal);
  for await (const item of source as AsyncIterable<unknown>) {
    if (signal.aborted) return;
    onMessage(item);
  }
}

async function readStream(
  stream: ReadableStream<Uint8Array | string>,
  onMessage: (frame: unknown) => void,
  signal: AbortSignal,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cancel = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', cancel, {once: true});
  let buffer = '';
  const flushLines = (final: boolean) => {
    const lines = buffer.split(/\r?\n/);
    buffer = final ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim()) onMessage(line);
  };
  try {
    for (;;) {
      const {value, done} = await reader.read();
      if (done || signal.aborted) break;
      buffer += typeof value === 'string' ? value : decoder.decode(value, {stream: true});
      flushLines(false);
    }
    if (!signal.aborted) {
      buffer += decoder.decode();
      flushLines(true);
    }
  } finally {
    signal.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}

/** EventSource and WebSocket: frames until the source closes or errors, or `signal` aborts. */
function readEvents(
  source: EventSource | WebSocket,
  onMessage: (frame: unknown) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const onFrame = (event: Event) => {
      const data = (event as MessageEvent).data;
      if (typeof data === 'string') onMessage(data);
      else if (data instanceof Blob) void data.text().then(onMessage);
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
