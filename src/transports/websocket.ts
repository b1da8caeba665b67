/**
 * A2UI messages over a WebSocket that reconnects with a backoff. A frame is one message (or a
 * batch, or JSONL), or `{seq, message}` / `{seq, messages}` when the server numbers its frames:
 * then a reconnect asks for what follows the last applied `seq` (by default with a `lastEventId`
 * query parameter) and a frame seen before is skipped. Renderer messages leave as
 * `{message, metadata?}` text frames; those sent while the socket is down wait for the reconnect.
 */
import {isPlainObject} from '../model/json.js';
import {MessageQueue} from './queue.js';
import {ReplayFilter} from './replay-filter.js';
import {backoff, sleep} from './sse.js';
import {outgoingEnvelope, type A2uiTransport, type OutgoingMetadata} from './types.js';

/** Options of `webSocketTransport`. */
export interface WebSocketTransportOptions {
  protocols?: string | string[];
  /** The URL of a reconnect after `lastSeq` (default: `url` with `lastEventId=<lastSeq>`). */
  resumeUrl?: (url: URL, lastSeq: string) => string | URL;
  /** Resume after this `seq` from the start (a saved thread's `lastEventId`). */
  lastEventId?: string;
  /** Milliseconds before the first reconnect, doubled per failed try (default 500). */
  retryDelay?: number;
  /** The longest wait between reconnects (default 30 s). */
  maxRetryDelay?: number;
  /** Reconnects in a row without a frame before giving up (default: never give up). */
  maxRetries?: number;
  /** Told before each reconnect, with the attempt number and the close code. */
  onReconnect?: (attempt: number, code: number) => void;
  /** The WebSocket class (tests, or a polyfill); default the page's. */
  WebSocket?: typeof WebSocket;
}

/** A reconnecting WebSocket; `lastEventId` is the `seq` of the last frame applied. */
export interface WebSocketTransport extends A2uiTransport {
  readonly lastEventId: string | undefined;
  send(message: object, metadata?: OutgoingMetadata): void;
}

/** Close codes after which the server does not want the client back. */
const FINAL_CLOSE = new Set([1000, 1008, 1003]);

/** See the module comment. */
export function webSocketTransport(
  url: string | URL,
  options: WebSocketTransportOptions = {},
): WebSocketTransport {
  const Socket = options.WebSocket ?? WebSocket;
  const outbox: string[] = [];
  let socket: WebSocket | undefined;
  let lastEventId = options.lastEventId;

  const flush = () => {
    while (socket?.readyState === Socket.OPEN && outbox.length) socket.send(outbox.shift()!);
  };
  const address = (): string | URL => {
    const base = new URL(url, typeof location === 'undefined' ? undefined : location.href);
    if (lastEventId === undefined) return base;
    if (options.resumeUrl) return options.resumeUrl(base, lastEventId);
    base.searchParams.set('lastEventId', lastEventId);
    return base;
  };

  return {
    get lastEventId() {
      return lastEventId;
    },
    send(message: object, metadata?: OutgoingMetadata) {
      outbox.push(JSON.stringify(outgoingEnvelope(message, metadata)));
      flush();
    },
    async *messages(signal: AbortSignal) {
      const replays = new ReplayFilter();
      replays.accept(lastEventId);
      let failures = 0;
      while (!signal.aborted) {
        const frames = new MessageQueue<unknown>();
        const ws = new Socket(address(), options.protocols);
        socket = ws;
        let code = 1006;
        const onAbort = () => ws.close(1000);
        signal.addEventListener('abort', onAbort, {once: true});
        ws.addEventListener('open', flush);
        ws.addEventListener('message', (event) => frames.push(event.data));
        ws.addEventListener('close', (event) => {
          code = event.code;
          frames.end();
        });
        for await (const raw of frames) {
          const text = typeof raw === 'string' ? raw : raw instanceof Blob ? await raw.text() : '';
          const frame = unwrap(text);
          if (!replays.accept(frame.seq)) continue;
          if (frame.seq !== undefined) lastEventId = String(frame.seq);
          failures = 0;
          yield frame.messages;
        }
        signal.removeEventListener('abort', onAbort);
        if (socket === ws) socket = undefined;
        if (signal.aborted || FINAL_CLOSE.has(code)) return;
        failures++;
        if (failures > (options.maxRetries ?? Infinity))
          throw new Error(`The WebSocket closed (${code}) and did not come back.`);
        options.onReconnect?.(failures, code);
        const wait = backoff(options.retryDelay ?? 500, failures, options.maxRetryDelay);
        if (!(await sleep(wait, signal))) return;
      }
    },
  };
}

/** A frame's messages and sequence number; text that is not an envelope is passed on as it is. */
function unwrap(text: string): {seq?: string | number; messages: unknown} {
  if (!text.trimStart().startsWith('{') || !/"seq"\s*:/.test(text)) return {messages: text};
  try {
    const frame: unknown = JSON.parse(text);
    if (!isPlainObject(frame) || 'version' in frame) return {messages: text};
    const seq = frame.seq;
    const id = typeof seq === 'number' || typeof seq === 'string' ? seq : undefined;
    const messages = 'messages' in frame ? frame.messages : frame.message;
    return {seq: id, messages};
  } catch {
    return {messages: text};
  }
}
