/**
 * `@svc/surfaces/transports`: adapters that bring an agent's A2UI messages to `<svc-a2ui>` and its
 * renderer messages back, one per protocol (A2A, AG-UI, MCP Apps, resumable SSE, reconnecting
 * WebSocket), and the saved-thread format. DOM-free; no protocol SDK is loaded.
 */
export type {A2uiTransport, Fetch, OutgoingMetadata} from './types.js';
export {isTransport, outgoingEnvelope} from './types.js';
export {
  parseSse,
  resumableSse,
  SseStatusError,
  type ResumableSseOptions,
  type SseEvent,
} from './sse.js';
export {sseTransport, type SseTransport, type SseTransportOptions} from './sse-transport.js';
export {
  webSocketTransport,
  type WebSocketTransport,
  type WebSocketTransportOptions,
} from './websocket.js';
export * from './a2a-parts.js';
export {
  a2aTransport,
  A2aEventReader,
  A2aRpcError,
  A2aStreamLostError,
  type A2aEventContent,
  type A2aMessage,
  type A2aTransport,
  type A2aTransportOptions,
} from './a2a.js';
export {
  agUiTransport,
  AgUiActivityReader,
  A2UI_ACTIVITY_TYPE,
  A2UI_OPERATIONS_KEY,
  type AgUiRunInput,
  type AgUiTransport,
  type AgUiTransportOptions,
} from './ag-ui.js';
export {
  McpAppBridge,
  mcpToolTransport,
  readToolResult,
  MCP_APP_MIME_TYPE,
  MCP_APPS_PROTOCOL_VERSION,
  type CallTool,
  type McpAppHostOptions,
  type McpAppResource,
  type McpToolResult,
  type McpToolResultContent,
} from './mcp-apps.js';
export {readSavedThread, type SavedAgent, type SavedThread} from './thread.js';
