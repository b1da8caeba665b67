import {LitElement, css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {Localize} from '../i18n/controller.js';
import {checkUrl} from '../model/url-policy.js';
import {hostStyles} from '../styles/tokens.js';
import {
  McpAppBridge,
  mcpToolTransport,
  readToolResult,
  type CallTool,
  type McpAppResource,
} from '../transports/mcp-apps.js';
import type {SvcA2ui} from './a2ui.js';
import './a2ui.js';

/** The page's tokens the app receives as MCP Apps style variables. */
const STYLE_VARIABLES: Readonly<Record<string, string>> = {
  '--color-background-primary': '--_bg',
  '--color-background-secondary': '--_raised',
  '--color-text-primary': '--_text',
  '--color-text-secondary': '--_muted',
  '--color-text-danger': '--_danger',
  '--color-text-success': '--_success',
  '--color-text-warning': '--_warning',
  '--color-text-info': '--_info',
  '--color-border-primary': '--_border',
  '--color-ring-primary': '--_focus',
  '--font-sans': '--_font',
  '--font-mono': '--_mono',
  '--font-text-sm-size': '--_size-sm',
  '--font-text-md-size': '--_size',
  '--font-text-lg-size': '--_size-lg',
  '--font-weight-semibold': '--_weight-strong',
  '--border-radius-md': '--_radius',
  '--border-radius-lg': '--_radius-lg',
};

/** A running app: its frame and its end of the bridge. */
interface Frame {
  app: McpAppResource;
  element?: HTMLIFrameElement;
  bridge?: McpAppBridge;
  blocked?: boolean;
}

/**
 * @summary Shows what an MCP tool result carries for the person, whichever kind it is: A2UI
 * messages (`application/a2ui+json` resources) render natively, their actions calling tools
 * through `callTool`; an MCP App (`text/html;profile=mcp-app`) runs in a sandboxed iframe that
 * talks to the page over the MCP Apps bridge (the page's tokens passed in as style variables, its
 * tool calls sent through `callTool`, its size followed). Under a strict Content Security Policy
 * an app needs `sandboxUrl` (see the README): without it, it runs in a `srcdoc` frame, which
 * inherits the page's policy.
 *
 * @fires svc-a2ui-message - From the native surfaces, as `<svc-a2ui>` fires it.
 * @fires svc-mcp-app-message - An app sent a message for the conversation (`ui/message`):
 * `detail` is its params (`{role, content}`).
 *
 * @csspart base - The column holding the surfaces and apps.
 * @csspart a2ui - The `<svc-a2ui>` of the native surfaces.
 * @csspart frame - Each app's iframe.
 * @csspart error - The note shown for content that cannot be shown.
 * @cssprop [--svc-mcp-app-height=320px] - An app's height until it tells its own.
 */
@customElement('svc-mcp-app')
export class SvcMcpApp extends LitElement {
  static override styles = [
    hostStyles,
    css`
      :host {
        display: block;
      }
      [part~='base'] {
        display: flex;
        flex-direction: column;
        gap: var(--_space-3, 12px);
      }
      iframe {
        display: block;
        inline-size: 100%;
        block-size: var(--svc-mcp-app-height, 320px);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_bg);
      }
      [part~='error'] {
        margin: 0;
        color: var(--_danger);
      }
    `,
  ];

  /** The result of `tools/call` (MCP's CallToolResult). */
  @property({attribute: false}) result?: unknown;

  /** The arguments of the tool call, passed to an app. */
  @property({attribute: false}) toolInput?: Record<string, unknown>;

  /** Calls a tool on the MCP server (`(name, args) => client.callTool({name, arguments: args})`). */
  @property({attribute: false}) callTool?: CallTool;

  /**
   * The URL of the sandbox proxy (`@svc/surfaces/mcp-app-sandbox.html`) served from another origin
   * than the page's; apps run inside it. Unset: an app runs in a `srcdoc` iframe of the page.
   */
  @property({attribute: 'sandbox-url'}) sandboxUrl?: string;

  /** Host context for apps, merged over the one derived from the page (theme, CSS variables). */
  @property({attribute: false}) hostContext?: Record<string, unknown>;

  readonly #i18n = new Localize(this);
  #frames: Frame[] = [];
  #problems: string[] = [];
  #a2ui: unknown[] = [];
  #connected?: unknown;

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('message', this.#onMessage);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('message', this.#onMessage);
    this.renderRoot.querySelector<SvcA2ui>('svc-a2ui')?.disconnect();
    this.#connected = undefined;
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('result')) {
      const content = readToolResult(this.result);
      this.#a2ui = content.a2ui;
      this.#problems = content.problems;
      this.#frames = content.apps.map((app) => ({app}));
    }
  }

  override render() {
    const trouble = this.#problems.length > 0 || this.#frames.some((frame) => frame.blocked);
    return html`<div part="base">
      ${this.#a2ui.length ? html`<svc-a2ui part="a2ui"></svc-a2ui>` : nothing}
      ${this.#frames.map(
        (frame, index) =>
          html`<iframe
            part="frame"
            data-index=${index}
            title=${this.#i18n.t('mcpApp.title')}
            sandbox=${this.sandboxUrl ? 'allow-scripts allow-same-origin' : 'allow-scripts'}
            src=${this.sandboxUrl ?? 'about:blank'}
          ></iframe>`,
      )}
      ${
        trouble
          ? html`<p part="error" role="alert">
              ${
                this.#frames.some((frame) => frame.blocked)
                  ? this.#i18n.t('mcpApp.needsSandbox')
                  : this.#i18n.t('mcpApp.unreadable')
              }
            </p>`
          : nothing
      }
    </div>`;
  }

  protected override updated(): void {
    const a2ui = this.renderRoot.querySelector<SvcA2ui>('svc-a2ui');
    if (a2ui && this.#connected !== this.result) {
      this.#connected = this.result;
      a2ui.connect(mcpToolTransport(this.result, this.callTool)).catch((error: unknown) => {
        console.warn(`[svc-mcp-app] ${String(error)}`);
      });
    }
    for (const element of this.renderRoot.querySelectorAll<HTMLIFrameElement>('iframe')) {
      const frame = this.#frames[Number(element.dataset.index)];
      if (frame && frame.element !== element) this.#start(frame, element);
    }
  }

  /** Opens the bridge with a new frame; without a sandbox URL, writes the app into it. */
  #start(frame: Frame, element: HTMLIFrameElement): void {
    frame.element = element;
    const target = this.sandboxUrl ? new URL(this.sandboxUrl, location.href).origin : '*';
    frame.bridge = new McpAppBridge({
      post: (message) => element.contentWindow?.postMessage(message, target),
      html: frame.app.html,
      callTool: this.callTool,
      toolInput: this.toolInput,
      toolResult: this.result,
      hostContext: () => this.#hostContext(),
      onSizeChange: ({height}) => {
        if (height !== undefined) element.style.setProperty('block-size', `${Math.ceil(height)}px`);
      },
      onOpenLink: (url) => {
        const checked = checkUrl(url, 'open');
        if (!checked.allowed) return false;
        window.open(checked.url, '_blank', 'noopener,noreferrer');
        return true;
      },
      onMessage: (params) => {
        this.dispatchEvent(
          new CustomEvent('svc-mcp-app-message', {detail: params, bubbles: true, composed: true}),
        );
      },
    });
    if (this.sandboxUrl) return;
    try {
      // A page that enforces Trusted Types refuses a string here: that page needs sandboxUrl.
      element.srcdoc = frame.app.html;
    } catch {
      frame.blocked = true;
      this.requestUpdate();
    }
  }

  #onMessage = (event: MessageEvent): void => {
    const frame = this.#frames.find((each) => each.element?.contentWindow === event.source);
    void frame?.bridge?.handle(event.data);
  };

  /** The page's theme and tokens, as MCP Apps host context. */
  #hostContext(): Record<string, unknown> {
    const style = getComputedStyle(this);
    const variables: Record<string, string> = {};
    for (const [name, token] of Object.entries(STYLE_VARIABLES)) {
      const value = style.getPropertyValue(token).trim();
      if (value) variables[name] = value;
    }
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    return {
      theme: dark ? 'dark' : 'light',
      styles: {variables},
      locale: this.#i18n.locale || navigator.language,
      platform: 'web',
      ...this.hostContext,
    };
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-mcp-app': SvcMcpApp;
  }
}
