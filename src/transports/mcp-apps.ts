/**
 * MCP Apps: what a tool result carries for the person to see. An embedded resource of type
 * `application/a2ui+json` holds A2UI messages the renderer draws natively, its actions becoming
 * `tools/call` requests whose results carry the next messages (`mcpToolTransport`). One of type
 * `text/html;profile=mcp-app` is an app for a sandboxed iframe, which talks to its host over
 * `postMessage` JSON-RPC (the MCP Apps bridge, `McpAppBridge`: `ui/initialize` with the host's
 * CSS variables, tool input and result, `tools/call` forwarded to the server, size changes, links).
 * DOM-free: the element `<svc-mcp-app>` puts these on the page.
 */
import {isPlainObject} from '../model/json.js';
import {A2UI_MIME_TYPE} from './a2a-parts.js';
import {MessageQueue} from './queue.js';
import type {A2uiTransport, OutgoingMetadata} from './types.js';

/** The media type of an MCP App's HTML. */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';
/** The MCP Apps protocol version this host speaks (that of `@modelcontextprotocol/ext-apps` 2.0). */
export const MCP_APPS_PROTOCOL_VERSION = '2026-01-26';

/** A tool's result, as MCP's `tools/call` returns it (the parts used here). */
export interface McpToolResult {
  content?: unknown[];
  structuredContent?: unknown;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}

/** An MCP App found in a tool result. */
export interface McpAppResource {
  uri: string;
  html: string;
  /** The resource's `_meta` (`ui.csp`, `ui.permissions`, `ui.prefersBorder`). */
  meta?: Record<string, unknown>;
}

/** What a tool result holds for the page. */
export interface McpToolResultContent {
  /** A2UI messages from `application/a2ui+json` resources, in order. */
  a2ui: unknown[];
  /** MCP Apps (`text/html;profile=mcp-app` resources). */
  apps: McpAppResource[];
  /** The text parts (for a host that shows them; the element does not). */
  text: string[];
  /** Resources of these types that could not be read (bad JSON, bad base64), with the reason. */
  problems: string[];
}

/** The media type without parameters other than `profile`, lower case and without spaces. */
function normaliseType(type: unknown): string {
  return typeof type === 'string' ? type.toLowerCase().replace(/\s+/g, '') : '';
}

function resourceText(resource: Record<string, unknown>): string | undefined {
  if (typeof resource.text === 'string') return resource.text;
  if (typeof resource.blob !== 'string') return undefined;
  const bytes = Uint8Array.from(atob(resource.blob), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Sorts a tool result's content (untrusted: anything malformed is skipped or named). */
export function readToolResult(result: unknown): McpToolResultContent {
  const out: McpToolResultContent = {a2ui: [], apps: [], text: [], problems: []};
  const content = isPlainObject(result) && Array.isArray(result.content) ? result.content : [];
  for (const [index, item] of content.entries()) {
    if (!isPlainObject(item)) continue;
    if (item.type === 'text' && typeof item.text === 'string') out.text.push(item.text);
    if (item.type !== 'resource' || !isPlainObject(item.resource)) continue;
    const resource = item.resource;
    const type = normaliseType(resource.mimeType);
    if (type !== A2UI_MIME_TYPE && type !== MCP_APP_MIME_TYPE) continue;
    let text: string | undefined;
    try {
      text = resourceText(resource);
    } catch {
      out.problems.push(`content/${index}: the resource's blob is not base64.`);
      continue;
    }
    if (text === undefined) {
      out.problems.push(`content/${index}: the resource has neither text nor blob.`);
    } else if (type === MCP_APP_MIME_TYPE) {
      const meta = isPlainObject(resource._meta) ? resource._meta : undefined;
      out.apps.push({uri: String(resource.uri ?? ''), html: text, ...(meta ? {meta} : {})});
    } else {
      try {
        const messages: unknown = JSON.parse(text);
        out.a2ui.push(...(Array.isArray(messages) ? messages : [messages]));
      } catch {
        out.problems.push(`content/${index}: the A2UI resource is not JSON.`);
      }
    }
  }
  return out;
}

/** Calls an MCP tool (the host's MCP client: `client.callTool({name, arguments})`). */
export type CallTool = (name: string, args: Record<string, unknown>) => Promise<unknown>;

/**
 * A2UI over MCP: the first tool result's A2UI messages, then those of each result of the tools
 * the surfaces' actions call (an action `name` is the tool, its `context` the arguments). Other
 * renderer messages (errors) have no MCP form and are only told to the host.
 */
export function mcpToolTransport(
  result: unknown,
  callTool?: CallTool,
): A2uiTransport & {send(message: object, metadata?: OutgoingMetadata): Promise<void>} {
  let queue: MessageQueue<unknown> | undefined;
  return {
    async *messages(signal: AbortSignal) {
      const own = new MessageQueue<unknown>();
      queue = own;
      signal.addEventListener('abort', () => own.end(), {once: true});
      for (const message of readToolResult(result).a2ui) own.push(message);
      yield* own;
    },
    async send(message: object) {
      const action = (message as {action?: unknown}).action;
      if (!callTool || !isPlainObject(action) || typeof action.name !== 'string') return;
      const args = isPlainObject(action.context) ? action.context : {};
      const answer = await callTool(action.name, args);
      for (const next of readToolResult(answer).a2ui) queue?.push(next);
    },
  };
}

/** A JSON-RPC message of the bridge. */
type RpcMessage = {jsonrpc: '2.0'; id?: string | number; method?: string; params?: unknown};

/** What the host does for an app; every callback is optional. */
export interface McpAppHostOptions {
  /** Posts a message to the app (its window, or the sandbox proxy's). */
  post: (message: RpcMessage) => void;
  /** The MCP server's `tools/call`, for the app's own tool calls; none: refused. */
  callTool?: CallTool;
  /** Host context (`theme`, `styles.variables` with the CSS variables, `locale`, ...). */
  hostContext?: () => Record<string, unknown>;
  /** The app's HTML, for a sandbox proxy that asks for it. */
  html?: string;
  /** The inner iframe's `sandbox` a proxy applies (default `allow-scripts`). */
  sandbox?: string;
  /** The tool call's arguments and result, sent once the app is initialized. */
  toolInput?: Record<string, unknown>;
  toolResult?: unknown;
  onSizeChange?: (size: {width?: number; height?: number}) => void;
  /** The app asks to open a link; resolve true when opened. */
  onOpenLink?: (url: string) => boolean | Promise<boolean>;
  /** The app sends a message for the conversation (`ui/message`). */
  onMessage?: (params: unknown) => void | Promise<void>;
  /** The app finished its handshake. */
  onInitialized?: () => void;
  hostInfo?: {name: string; version: string};
}

const METHOD_NOT_FOUND = -32601;
const INTERNAL_ERROR = -32603;

/**
 * The host's end of the MCP Apps bridge: give it each message the app posts (`handle`), and it
 * answers requests, forwards tool calls and sends the tool input and result once the app says it
 * is ready.
 */
export class McpAppBridge {
  readonly #options: McpAppHostOptions;
  #initialized = false;

  constructor(options: McpAppHostOptions) {
    this.#options = options;
  }

  get initialized(): boolean {
    return this.#initialized;
  }

  /** Handles one message from the app (anything that is not JSON-RPC 2.0 is ignored). */
  async handle(data: unknown): Promise<void> {
    if (!isPlainObject(data) || data.jsonrpc !== '2.0' || typeof data.method !== 'string') return;
    const {method} = data;
    const params = isPlainObject(data.params) ? data.params : {};
    const id = data.id as string | number | undefined;
    if (id === undefined) return this.#notification(method, params);
    try {
      this.#reply(id, await this.#request(method, params));
    } catch (error) {
      const code = error instanceof BridgeError ? error.code : INTERNAL_ERROR;
      const message = error instanceof Error ? error.message : String(error);
      this.#options.post({jsonrpc: '2.0', id, error: {code, message}} as RpcMessage);
    }
  }

  /** Tells the app that the host context changed (theme, CSS variables). */
  contextChanged(): void {
    if (this.#initialized)
      this.#notify('ui/notifications/host-context-changed', this.#options.hostContext?.() ?? {});
  }

  /** Sends a new tool result to a running app. */
  toolResult(result: unknown): void {
    this.#options.toolResult = result;
    if (this.#initialized) this.#notify('ui/notifications/tool-result', result);
  }

  async #request(method: string, params: Record<string, unknown>): Promise<unknown> {
    const options = this.#options;
    switch (method) {
      case 'ui/initialize':
        return {
          protocolVersion: MCP_APPS_PROTOCOL_VERSION,
          hostInfo: options.hostInfo ?? {name: '@svc/surfaces', version: '1'},
          hostCapabilities: {
            ...(options.callTool ? {serverTools: {}} : {}),
            ...(options.onOpenLink ? {openLinks: {}} : {}),
            ...(options.onMessage ? {message: {text: {}}} : {}),
            logging: {},
          },
          hostContext: options.hostContext?.() ?? {},
        };
      case 'tools/call': {
        if (!options.callTool) throw new BridgeError(METHOD_NOT_FOUND, 'This host calls no tools.');
        if (typeof params.name !== 'string')
          throw new BridgeError(-32602, 'tools/call needs a name.');
        const args = isPlainObject(params.arguments) ? params.arguments : {};
        return options.callTool(params.name, args);
      }
      case 'ui/open-link': {
        const opened = options.onOpenLink ? await options.onOpenLink(String(params.url)) : false;
        return opened ? {} : {isError: true};
      }
      case 'ui/message':
        if (!options.onMessage)
          throw new BridgeError(METHOD_NOT_FOUND, 'This host takes no messages.');
        await options.onMessage(params);
        return {};
      case 'ping':
        return {};
      default:
        throw new BridgeError(METHOD_NOT_FOUND, `Unknown method ${method}.`);
    }
  }

  #notification(method: string, params: Record<string, unknown>): void {
    const options = this.#options;
    if (method === 'ui/notifications/sandbox-proxy-ready') {
      this.#notify('ui/notifications/sandbox-resource-ready', {
        html: options.html ?? '',
        sandbox: options.sandbox ?? 'allow-scripts',
      });
    } else if (method === 'ui/notifications/initialized') {
      this.#initialized = true;
      if (options.toolInput)
        this.#notify('ui/notifications/tool-input', {arguments: options.toolInput});
      if (options.toolResult !== undefined)
        this.#notify('ui/notifications/tool-result', options.toolResult);
      options.onInitialized?.();
    } else if (method === 'ui/notifications/size-changed') {
      const size: {width?: number; height?: number} = {};
      if (typeof params.width === 'number' && params.width >= 0) size.width = params.width;
      if (typeof params.height === 'number' && params.height >= 0) size.height = params.height;
      options.onSizeChange?.(size);
    }
  }

  #reply(id: string | number, result: unknown): void {
    this.#options.post({jsonrpc: '2.0', id, result} as RpcMessage);
  }

  #notify(method: string, params: unknown): void {
    this.#options.post({jsonrpc: '2.0', method, params});
  }
}

class BridgeError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}
