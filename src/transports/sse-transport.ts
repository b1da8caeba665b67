/**
 * A2UI messages as server-sent events over `fetch`: each event's data is one message (or a batch,
 * or JSONL), resumed with `Last-Event-ID` after a drop. The way back is an optional URL that takes
 * each renderer message as a JSON POST (`{message, metadata?}`).
 */
import {resumableSse, type ResumableSseOptions} from './sse.js';
import {outgoingEnvelope, type A2uiTransport, type Fetch, type OutgoingMetadata} from './types.js';

/** Options of `sseTransport`. */
export interface SseTransportOptions extends Omit<ResumableSseOptions, 'signal'> {
  /** Where renderer messages are POSTed (`{message, metadata?}` as JSON); none: one-way. */
  sendUrl?: string | URL;
  /** Event types that carry A2UI messages (default `['message']`). */
  eventTypes?: string[];
}

/** An SSE connection that resumes where it dropped; the id of the last event is `lastEventId`. */
export interface SseTransport extends A2uiTransport {
  /** The id of the last event applied: save it with a thread to resume after a reload. */
  readonly lastEventId: string | undefined;
}

/** See the module comment. */
export function sseTransport(url: string | URL, options: SseTransportOptions = {}): SseTransport {
  const fetchImpl: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const types = new Set(options.eventTypes ?? ['message']);
  let lastEventId = options.lastEventId;
  const transport: SseTransport = {
    get lastEventId() {
      return lastEventId;
    },
    async *messages(signal: AbortSignal) {
      for await (const event of resumableSse(url, {...options, lastEventId, signal})) {
        lastEventId = event.id ?? lastEventId;
        if (types.has(event.type)) yield event.data;
      }
    },
  };
  const sendUrl = options.sendUrl;
  if (sendUrl !== undefined) {
    transport.send = async (message: object, metadata?: OutgoingMetadata) => {
      const headers = new Headers(options.init?.headers);
      headers.set('Content-Type', 'application/json');
      const response = await fetchImpl(sendUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify(outgoingEnvelope(message, metadata)),
      });
      if (!response.ok) throw new Error(`Sending to the agent failed: HTTP ${response.status}.`);
    };
  }
  return transport;
}
