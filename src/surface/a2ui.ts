import {LitElement, css, html} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {repeat} from 'lit/directives/repeat.js';
import type {FunctionRegistry, MediaPolicy} from '../model/index.js';
import {createSurfaceFunctions} from './functions.js';
import {MessageProcessor, actionMessage, errorMessage, errorToMessage} from '../protocol/index.js';
import type {A2uiError, SurfaceEvent} from '../protocol/index.js';
import type {
  ConnectorSettingsProvider,
  ResourceProvider,
  SyncStatusProvider,
} from '../providers/types.js';
import {hostStyles} from '../styles/tokens.js';
import {
  SvcA2uiFunctionCallEvent,
  SvcA2uiMessageEvent,
  SvcDataConflictEvent,
  SvcSurfaceIssuesEvent,
  type SvcActionEvent,
} from './events.js';
import {readMessages, type MessageSource} from './message-source.js';
import type {SvcSurface} from './surface.js';
import './surface.js';
import {surfaceListLimit, surfaceListStyles} from './surface-list.js';

/**
 * @summary Renders every surface of an A2UI message stream (v0.9, v0.9.1 and the v1.0
 * candidate's additions), in creation order, with the same renderer as REST surfaces. Many
 * surfaces created at once are added to the page ten per task (`updateComplete` waits for all),
 * and a surface far from the viewport is not drawn until it nears it (`content-visibility: auto`).
 * A surface's theme `primaryColor` becomes its `--svc-color-primary` (buttons, links, selected
 * controls; text on it turns black or white as it needs), unless `ignoreTheme` is set.
 *
 * @fires svc-action - The user triggered an action (as from `<svc-surface>`).
 * @fires svc-a2ui-message - A message for the agent, in the protocol's shape (the version of the
 * surface it is about): `detail.message` is an `action` message (with
 * `detail.metadata.a2uiClientDataModel` when surfaces opted in to sending their data model), an
 * `error` message for an invalid message or unknown component, or (v1.0) the
 * `rendererFunctionResponse` to an agent's function call or a `callAgentFunction`.
 * @fires svc-a2ui-function-call - The agent called a renderer function no registered function
 * takes (v1.0 `callRendererFunction`): call `event.preventDefault()` and answer with
 * `detail.reply(value)` or `detail.fail(message)`; unheard, it is answered "not found". Register
 * functions with `processor.registerRendererFunction` instead to answer without an event.
 * @fires svc-data-conflict - A whole-model update from the agent changed a value the user had also
 * changed; the agent's value is shown.
 * @fires svc-surface-issues - A surface's issues changed (after the messages that changed it, not
 * per keystroke): `detail` has `surfaceId`, `issues` (`{severity, pointer, message, componentId?,
 * code?}`, pointers into the message that defined the component) and `messages`, one A2UI
 * `error` message (`VALIDATION_FAILED`, the pointer as `path`) per error, ready for the agent. A
 * repaired surface fires once with empty lists. Invalid messages themselves are reported by
 * `svc-a2ui-message` as they arrive.
 *
 * @csspart base - The column of surfaces.
 * @csspart surface - Each `<svc-surface>`.
 * @cssprop [--svc-a2ui-gap=var(--svc-space-4)] - Space between surfaces.
 * @cssprop [--svc-a2ui-estimated-height=320px] - The height assumed for a surface that has not been
 * near the viewport yet (once drawn, its real height is kept).
 */
@customElement('svc-a2ui')
export class SvcA2ui extends LitElement {
  static override styles = [
    hostStyles,
    surfaceListStyles,
    css`
      :host {
        display: block;
      }
      [part~='base'] {
        display: flex;
        flex-direction: column;
        gap: var(--svc-a2ui-gap, var(--_space-4));
        --_surface-estimate: var(--svc-a2ui-estimated-height, 320px);
      }
    `,
  ];

  /**
   * The processor whose surfaces are shown. By default one of its own, merging whole-model updates
   * three ways so that nothing the user typed is lost; give one to share it with other code.
   */
  @property({attribute: false}) processor = new MessageProcessor({
    rootUpdates: 'merge',
    send: (message) => this.dispatchEvent(new SvcA2uiMessageEvent({message})),
    onAgentCall: (call) => {
      // Unheard (no listener called preventDefault), the call is answered "not found".
      if (this.dispatchEvent(new SvcA2uiFunctionCallEvent(call)))
        call.fail(`Function not found: ${call.call}`, 'INVALID_FUNCTION_CALL');
    },
  });

  /** Locale for formatNumber, formatCurrency, formatDate and pluralize; defaults to the page's. */
  @property() locale?: string;

  /** The function catalog checks and calls use. */
  @property({attribute: false}) functions: FunctionRegistry = createSurfaceFunctions();

  /** Lists and searches resources for resource pickers in the surfaces. */
  @property({attribute: false}) resourceProvider?: ResourceProvider;

  /** Reads and saves connector settings for connector forms in the surfaces. */
  @property({attribute: false}) connectorSettingsProvider?: ConnectorSettingsProvider;

  /** Live connector sync status for the sync cards in the surfaces. */
  @property({attribute: false}) syncStatusProvider?: SyncStatusProvider;

  /** Where images, videos and sounds in the surfaces may load from; unset: https only. */
  @property({attribute: false}) mediaPolicy?: MediaPolicy;

  /**
   * Keep the page's own tokens: an agent's theme (`primaryColor` of `createSurface`) is not
   * applied.
   */
  @property({type: Boolean, attribute: 'ignore-theme'}) ignoreTheme = false;

  /** How many surfaces are on the page: many created at once are added a few per task. */
  readonly #limit = surfaceListLimit(this, () => this.processor.surfaces().length);

  #unsubscribe?: () => void;
  #subscribed?: MessageProcessor;
  #changed = new Set<string>();
  #abort?: AbortController;

  /** Reads messages (an object, an array, `{messages}` or JSON text) and renders the result. */
  processMessages(messages: unknown): void {
    this.#listen();
    const {errors} = this.processor.process(messages);
    for (const error of errors) this.#reportError(error);
  }

  /**
   * Reads messages from a source until it ends or `disconnect()` is called: a `fetch` Response
   * or ReadableStream of JSONL, an EventSource, a WebSocket, or an async iterable of messages.
   * Resolves when the source ends.
   */
  async connect(source: MessageSource): Promise<void> {
    this.disconnect();
    const abort = new AbortController();
    this.#abort = abort;
    await readMessages(source, (message) => this.processMessages(message), abort.signal);
  }

  /** Stops reading the connected source. */
  disconnect(): void {
    this.#abort?.abort();
    this.#abort = undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#listen();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.disconnect();
    this.#unsubscribe?.();
    this.#unsubscribe = this.#subscribed = undefined;
  }

  protected override willUpdate(): void {
    this.#listen();
  }

  override render() {
    const surfaces = this.processor.surfaces();
    return html`<div
      part="base"
      @svc-action=${this.#onAction}
      @svc-surface-issues=${this.#onIssues}
    >
      ${repeat(
        surfaces.slice(0, this.#limit.count),
        (surface) => surface.surfaceId,
        (surface) =>
          html`<svc-surface
            part="surface"
            data-surface-id=${surface.surfaceId}
            .locale=${this.locale}
            .functions=${this.functions}
            .resourceProvider=${this.resourceProvider}
            .connectorSettingsProvider=${this.connectorSettingsProvider}
            .syncStatusProvider=${this.syncStatusProvider}
            .mediaPolicy=${this.mediaPolicy}
          ></svc-surface>`,
      )}
    </div>`;
  }

  /** Sets or clears the token a surface's theme gives (CSSOM, which a strict CSP allows). */
  #applyTheme(element: SvcSurface, theme: Readonly<Record<string, unknown>> | undefined): void {
    // The processor accepts only `#RRGGBB` here.
    const color = theme?.primaryColor;
    if (!this.ignoreTheme && typeof color === 'string')
      element.style.setProperty('--svc-color-primary', color);
    else element.style.removeProperty('--svc-color-primary');
  }

  protected override updated(): void {
    for (const element of this.renderRoot.querySelectorAll<SvcSurface>('svc-surface')) {
      const id = element.dataset.surfaceId!;
      const state = this.processor.surface(id);
      this.#applyTheme(element, state?.theme);
      if (!state || (!this.#changed.has(id) && element.model === state.dataModel)) continue;
      element.show(state.view(), state.dataModel);
    }
    this.#changed.clear();
  }

  /** Also waits until every surface is on the page (many are added in parts). */
  protected override getUpdateComplete(): Promise<boolean> {
    return this.#limit.complete(() => super.getUpdateComplete());
  }

  /** Follows the current processor (a new one may be given at any time). */
  #listen(): void {
    if (this.#subscribed === this.processor) return;
    this.#unsubscribe?.();
    if (this.#subscribed) this.#limit.reset();
    this.#subscribed = this.processor;
    this.#unsubscribe = this.processor.subscribe(this.#onSurfaceEvent);
    this.#changed = new Set(this.processor.surfaces().map((surface) => surface.surfaceId));
    this.requestUpdate();
  }

  #onSurfaceEvent = (event: SurfaceEvent): void => {
    if (event.type === 'data') {
      // The data is live in the surface's model; a reply from the agent ends pending buttons.
      this.#surfaceElement(event.surfaceId)?.settleAction();
      for (const conflict of event.conflicts ?? [])
        this.dispatchEvent(new SvcDataConflictEvent({surfaceId: event.surfaceId, ...conflict}));
      return;
    }
    this.#changed.add(event.surfaceId);
    this.requestUpdate();
  };

  #surfaceElement(id: string): SvcSurface | undefined {
    return [...this.renderRoot.querySelectorAll<SvcSurface>('svc-surface')].find(
      (element) => element.dataset.surfaceId === id,
    );
  }

  /** The protocol version a surface's messages for the agent carry. */
  #versionOf(surfaceId: string): 'v0.9' | 'v1.0' {
    const version = this.processor.surface(surfaceId)?.version;
    return version === 'v1.0' || version === 'v0.10' ? 'v1.0' : 'v0.9';
  }

  #reportError(error: A2uiError): void {
    console.warn(`[svc-a2ui] ${error.message}`);
    const message = errorToMessage(error);
    if (message && error.surfaceId !== undefined)
      message.version = this.#versionOf(error.surfaceId);
    if (message) this.dispatchEvent(new SvcA2uiMessageEvent({message}));
  }

  /** Adds the A2UI error messages to a surface's issues, so the host can send them as they are. */
  #onIssues = (event: SvcSurfaceIssuesEvent): void => {
    if (event.target === this || event.detail.messages !== undefined) return;
    event.stopPropagation();
    const {surfaceId} = event.detail;
    const issues = event.detail.issues.map((issue) =>
      issue.severity === 'error' ? {...issue, code: 'VALIDATION_FAILED'} : issue,
    );
    const messages = issues
      .filter((issue) => issue.severity === 'error')
      .map(({pointer, message}) =>
        errorMessage({
          code: 'VALIDATION_FAILED',
          surfaceId,
          path: pointer,
          message,
          version: this.#versionOf(surfaceId),
        }),
      );
    this.dispatchEvent(new SvcSurfaceIssuesEvent({surfaceId, issues, messages}));
  };

  #onAction = (event: SvcActionEvent): void => {
    const {name, surfaceId, sourceComponentId, timestamp, context, userMessage} = event.detail;
    const version = this.#versionOf(surfaceId);
    const message = actionMessage({
      name,
      surfaceId,
      sourceComponentId,
      timestamp,
      context,
      version,
      ...(userMessage === undefined ? {} : {userMessage}),
    });
    const dataModel = this.processor.clientDataModel(version);
    this.dispatchEvent(
      new SvcA2uiMessageEvent({
        message,
        ...(dataModel ? {metadata: {a2uiClientDataModel: dataModel}} : {}),
      }),
    );
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-a2ui': SvcA2ui;
  }
}
