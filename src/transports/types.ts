/**
 * What every transport adapter gives `<svc-a2ui>.connect()`: the agent's A2UI messages, and the
 * way back for the renderer's messages. Plain data and functions: no DOM.
 */

/** Transport metadata sent beside a renderer-to-agent message. */
export interface OutgoingMetadata {
  /** The data models of the agent's surfaces created with `sendDataModel` (`a2uiClientDataModel`). */
  a2uiClientDataModel?: unknown;
  [key: string]: unknown;
}

/** One connection to one agent. */
export interface A2uiTransport {
  /**
   * The agent's A2UI messages (objects, arrays of them, or JSON text), in order, until the
   * connection ends or `signal` aborts. A transport that reconnects does so inside this iterable.
   */
  messages(signal: AbortSignal): AsyncIterable<unknown>;
  /**
   * Sends a renderer-to-agent message (an `action`, an `error`, a function response) with its
   * metadata, in the protocol's envelope. Absent on a one-way source. A rejection is reported by
   * the caller; it never stops the incoming messages.
   */
  send?(message: object, metadata?: OutgoingMetadata): void | Promise<void>;
}

/** True for an object that has the shape of an A2uiTransport. */
export function isTransport(value: unknown): value is A2uiTransport {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as {messages?: unknown}).messages === 'function'
  );
}

/** The `fetch` a transport uses; hosts pass their own for auth headers, retries or tests. */
export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * The envelope of a renderer-to-agent message on the plain transports (SSE's back channel,
 * WebSocket): `{message, metadata?}`, the message in the A2UI protocol's shape.
 */
export function outgoingEnvelope(message: object, metadata?: OutgoingMetadata): object {
  return metadata && Object.keys(metadata).length ? {message, metadata} : {message};
}
