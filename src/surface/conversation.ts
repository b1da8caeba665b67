import {LitElement, css, html, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {repeat} from 'lit/directives/repeat.js';
import {Task, TaskStatus} from '@lit/task';
import {createClient} from '../api/index.js';
import type {ServiceClient, ClientAuth} from '../api/index.js';
import type {SurfaceRecord} from '../model/types.js';
import {buttonRule} from '../styles/buttons.js';
import {hostStyles, visuallyHidden} from '../styles/tokens.js';
import {
  SvcActionEvent,
  SvcAuthRequiredEvent,
  SvcSurfaceErrorEvent,
  SvcSurfaceIssuesEvent,
} from './events.js';
import {loadFailure} from './load-failure.js';
import {Localize} from '../i18n/controller.js';
import {DEFAULT_HEADING_LEVEL} from '../controllers/heading-level.js';
import {applyLocale} from '../i18n/host.js';
import './surface.js';
import {surfaceListLimit, surfaceListStyles} from './surface-list.js';
import {McpToolsetResourceProvider} from '../providers/mcp-resources.js';
import type {MediaPolicy} from '../model/index.js';
import type {
  ConnectorSettingsProvider,
  ResourceProvider,
  SyncStatusProvider,
} from '../providers/types.js';
import '../i18n/messages-svc.js';

/**
 * @summary Fetches the surfaces of a conversation from the service and shows them in order,
 * live: edits survive refreshes, actions are re-dispatched with the conversation id. A long
 * conversation is added to the page ten surfaces per task (`updateComplete` waits for all), and a
 * surface far from the viewport is not styled, laid out or painted until it nears it
 * (`content-visibility: auto`).
 *
 * @fires svc-data-conflict - A newer version changed a value the user had also changed (from a
 * surface, passed through).
 * @fires svc-action - The user triggered an action on one of the surfaces; `detail` is that of
 * `<svc-surface>` plus `conversationId`.
 * @fires svc-data-change - Re-dispatched unchanged from the surfaces (it bubbles through).
 * @fires svc-surface-issues - A surface's issues changed (after a render or refresh, not per
 * keystroke); `detail` is that of `<svc-surface>` (`{surfaceId, issues}`, each issue
 * `{severity, pointer, message, componentId?}`) plus `conversationId`: ready to send to the
 * agent. A repaired surface fires once with `issues: []`.
 * @fires svc-surface-error - The surfaces could not be loaded; `detail.message` has the details for
 * developers (the page shows a plain sentence, with a Retry button where trying again can help: a
 * network failure or a busy server, not a refused sign-in or a missing conversation; the details
 * also go to the console).
 * @fires svc-auth-required - The service refused the user's token (HTTP 401): the page says the
 * session has expired; sign the person in again and set the new token (`detail.status`,
 * `detail.conversationId`).
 *
 * @csspart base - The list of surfaces.
 * @csspart surface - Each `<svc-surface>`.
 * @csspart status - The loading, empty and error messages.
 * @csspart retry - The retry button of the error state (only where trying again can help).
 * @cssprop [--svc-conversation-gap=var(--svc-space-4)] - Space between surfaces.
 * @cssprop [--svc-conversation-divider=1px solid var(--svc-color-border)] - The rule between two
 * surfaces, where one ends and the next begins (`none` for none).
 * @cssprop [--svc-conversation-estimated-height=320px] - The height assumed for a surface that has
 * not been near the viewport yet (once drawn, its real height is kept).
 */
@customElement('svc-conversation')
export class SvcConversation extends LitElement {
  static override styles = [
    hostStyles,
    buttonRule("[part~='retry']"),
    visuallyHidden,
    surfaceListStyles,
    css`
      [part~='base'] {
        --_list-gap: var(--svc-conversation-gap, var(--_space-4));
        --_list-divider: var(--svc-conversation-divider, 1px solid var(--_border));
        --_surface-estimate: var(--svc-conversation-estimated-height, 320px);
      }
      [part~='status'] {
        margin: 0;
        color: var(--_muted);
        padding: var(--_space-3);
        border: 1px dashed var(--_border);
        border-radius: var(--_radius);
      }
      [part~='status'][data-kind='error'] {
        color: var(--_danger);
        border-color: var(--_danger);
      }
      [part~='retry'] {
        margin-inline-start: var(--_space-2);
      }
    `,
  ];

  /** The service's base URL (one per tenant), e.g. `https://tenant.example.test`. */
  @property({attribute: 'base-url'}) baseUrl = '';

  /** The conversation whose surfaces to show. */
  @property({attribute: 'conversation-id'}) conversationId = '';

  /** Seconds between refreshes while the page is visible; 0 or unset: no polling. */
  @property({attribute: 'poll-interval', type: Number}) pollInterval = 0;

  /** How to authenticate: `{token}`, `{getToken}` or `{clientId, clientSecret, tokenUrl}`. */
  @property({attribute: false}) auth?: ClientAuth;

  /** A ready client; when set, `base-url` and `auth` are not used. */
  @property({attribute: false}) client?: ServiceClient;

  /**
   * Lists and searches resources for resource pickers; handed to every surface. Unset, the
   * pickers list MCP toolsets over the conversation's own client.
   */
  @property({attribute: false}) resourceProvider?: ResourceProvider;

  /** Reads and saves connector settings for connector forms; handed to every surface. */
  @property({attribute: false}) connectorSettingsProvider?: ConnectorSettingsProvider;

  /** Live connector sync status for sync cards; handed to every surface. */
  @property({attribute: false}) syncStatusProvider?: SyncStatusProvider;

  /** Where images, videos and sounds in the surfaces may load from; unset: https only. */
  @property({attribute: false}) mediaPolicy?: MediaPolicy;

  /**
   * The language of the built-in words and of number and date formatting, handed to every surface
   * (`de`, `fr-CA`, `ar`…); sets `lang` and `dir` on the element. Unset: the closest `lang` above,
   * else English.
   */
  @property() locale?: string;

  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  @property({type: Number, attribute: 'heading-level'}) headingLevel = DEFAULT_HEADING_LEVEL;

  /** The surfaces last fetched, shown while a refresh is under way. */
  @state() private shown: SurfaceRecord[] | undefined;

  /** How many of `shown` are on the page: a long conversation adds its surfaces a few per task. */
  readonly #limit = surfaceListLimit(this, () => this.shown?.length ?? 0);

  #timer?: ReturnType<typeof setTimeout>;
  #abort?: AbortController;
  readonly #i18n = new Localize(this);

  #task = new Task(this, {
    task: async ([client, conversationId], {signal}) => {
      if (!client || !conversationId) return undefined;
      this.#abort?.abort();
      const abort = (this.#abort = new AbortController());
      signal.addEventListener('abort', () => abort.abort());
      let surfaces: unknown[];
      try {
        surfaces =
          typeof client.openSurfaces === 'function'
            ? await this.#readSurfaces(client, conversationId, abort.signal)
            : await client.listSurfaces(conversationId, {signal: abort.signal});
      } catch (error) {
        if (!abort.signal.aborted) this.#reportLoadError(error);
        throw error;
      }
      this.shown = visibleSurfaces(surfaces);
      this.#schedulePoll();
      return this.shown;
    },
    args: () => [this.#client(), this.conversationId] as const,
  });

  /** The surface whose record is still arriving, shown as far as it is complete. */
  #arriving?: unknown;

  /**
   * The surfaces read as the response arrives: on a first load each is shown as soon as it is
   * complete, and the one arriving as far as it is (a refresh shows the new list once read).
   */
  async #readSurfaces(
    client: ServiceClient,
    conversationId: string,
    signal: AbortSignal,
  ): Promise<unknown[]> {
    const response = await client.openSurfaces(conversationId, {signal});
    if (!response.body) return [];
    const first = this.shown === undefined;
    // The incremental reader loads with the first response.
    const {readSurfaces} = await import('./surfaces-stream.js');
    try {
      return await readSurfaces(response.body, {
        progress: (records, arriving) => {
          if (!first || signal.aborted) return;
          const shown = visibleSurfaces(records);
          this.#arriving = arriving && !arriving.deletedAt ? arriving : undefined;
          this.shown = this.#arriving ? [...shown, this.#arriving as SurfaceRecord] : shown;
        },
        error: (message) => {
          console.warn(`[svc-conversation ${conversationId}] ${message}`);
          this.dispatchEvent(new SvcSurfaceErrorEvent({message}));
        },
      });
    } finally {
      this.#arriving = undefined;
    }
  }

  /** Fetches the surfaces again now. */
  refresh(): Promise<unknown> {
    return this.#task.run();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.#onVisibility);
    this.#schedulePoll();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.#onVisibility);
    clearTimeout(this.#timer);
    this.#abort?.abort();
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('conversationId') || changed.has('baseUrl') || changed.has('client')) {
      this.shown = undefined;
      this.#limit.reset();
    }
    if (changed.has('pollInterval')) this.#schedulePoll();
    if (changed.has('locale')) applyLocale(this, this.locale);
  }

  /** Also waits until every surface fetched is on the page (a long list is added in parts). */
  protected override getUpdateComplete(): Promise<boolean> {
    return this.#limit.complete(() => super.getUpdateComplete());
  }

  override render() {
    return html`<div
      part="base"
      @svc-action=${this.#onAction}
      @svc-surface-issues=${this.#onIssues}
    >
      ${this.#status()}
      ${repeat(
        (this.shown ?? []).slice(0, this.#limit.count),
        (surface) => surface.surfaceId,
        (surface) =>
          html`<svc-surface
            part="surface"
            .surface=${surface}
            .resourceProvider=${this.resourceProvider ?? this.#toolsets()}
            .connectorSettingsProvider=${this.connectorSettingsProvider}
            .syncStatusProvider=${this.syncStatusProvider}
            .mediaPolicy=${this.mediaPolicy}
            .locale=${this.locale}
            .headingLevel=${this.headingLevel}
            .streaming=${surface === this.#arriving}
          ></svc-surface>`,
      )}
    </div>`;
  }

  /** Ends the pending state of the button that raised `actionId`, in whichever surface has it. */
  settleAction(actionId: string): void {
    for (const surface of this.renderRoot.querySelectorAll('svc-surface'))
      surface.settleAction(actionId);
  }

  #status() {
    const status = this.#task.status;
    const t = this.#i18n.t.bind(this.#i18n);
    if (!this.#client()) {
      return html`<p part="status" data-kind="error" role="alert">
        Set <code>base-url</code> and <code>auth</code> (or <code>client</code>) to load surfaces.
      </p>`;
    }
    if (!this.conversationId) {
      return html`<p part="status">${t('conversation.none')}</p>`;
    }
    if (status === TaskStatus.ERROR) {
      const failure = loadFailure(this.#task.error, 'conversation.loadError');
      return html`<p part="status" data-kind="error" role="alert">
        ${t(failure.key)}
        ${
          failure.retry
            ? html`<button part="retry" @click=${() => this.refresh()}>
                ${t('common.retry')}
              </button>`
            : nothing
        }
      </p>`;
    }
    if (status === TaskStatus.PENDING && this.shown === undefined) {
      return html`<p part="status" role="status" aria-busy="true">${t('conversation.loading')}</p>`;
    }
    if (this.shown && this.shown.length === 0) {
      return html`<p part="status" role="status">${t('conversation.empty')}</p>`;
    }
    if (status === TaskStatus.PENDING) {
      return html`<span class="visually-hidden" role="status"
        >${t('conversation.refreshing')}</span
      >`;
    }
    return nothing;
  }

  /**
   * The details go to developers (console, event); the page shows a plain sentence. A refused
   * sign-in also asks the host to sign the person in again.
   */
  #reportLoadError(error: unknown): void {
    const message = `Could not load the surfaces: ${errorMessage(error)}`;
    console.warn(`[svc-conversation ${this.conversationId}] ${message}`);
    this.dispatchEvent(new SvcSurfaceErrorEvent({message}));
    if (loadFailure(error, 'conversation.loadError').signIn)
      this.dispatchEvent(
        new SvcAuthRequiredEvent({status: 401, conversationId: this.conversationId}),
      );
  }

  #clientCache?: {baseUrl: string; auth: unknown; client: ServiceClient};

  #client(): ServiceClient | undefined {
    if (this.client) return this.client;
    if (!this.baseUrl || !this.auth) return undefined;
    const cached = this.#clientCache;
    if (cached && cached.baseUrl === this.baseUrl && cached.auth === this.auth)
      return cached.client;
    const client = createClient({baseUrl: this.baseUrl, auth: this.auth});
    this.#clientCache = {baseUrl: this.baseUrl, auth: this.auth, client};
    return client;
  }

  #toolsetCache?: {client: ServiceClient; provider: ResourceProvider};

  /** The default resource provider: MCP toolsets over the client, the one the service serves. */
  #toolsets(): ResourceProvider | undefined {
    const client = this.#client();
    if (!client) return undefined;
    if (this.#toolsetCache?.client !== client) {
      this.#toolsetCache = {client, provider: new McpToolsetResourceProvider(client)};
    }
    return this.#toolsetCache.provider;
  }

  #schedulePoll(): void {
    clearTimeout(this.#timer);
    const seconds = Number(this.pollInterval);
    if (!this.isConnected || !(seconds > 0) || document.visibilityState === 'hidden') return;
    this.#timer = setTimeout(() => {
      if (this.#task.status !== TaskStatus.PENDING) void this.refresh();
      else this.#schedulePoll();
    }, seconds * 1000);
  }

  #onVisibility = (): void => {
    if (document.visibilityState === 'hidden') clearTimeout(this.#timer);
    else this.#schedulePoll();
  };

  #onAction = (event: SvcActionEvent): void => {
    if (event.target === this || event.detail.conversationId !== undefined) return;
    event.stopPropagation();
    this.dispatchEvent(new SvcActionEvent({...event.detail, conversationId: this.conversationId}));
  };

  #onIssues = (event: SvcSurfaceIssuesEvent): void => {
    if (event.target === this || event.detail.conversationId !== undefined) return;
    event.stopPropagation();
    this.dispatchEvent(
      new SvcSurfaceIssuesEvent({...event.detail, conversationId: this.conversationId}),
    );
  };
}

/** Surfaces in `createdAt` order, without deleted ones and without anything that is not a record. */
export function visibleSurfaces(surfaces: readonly unknown[]): SurfaceRecord[] {
  return surfaces
    .filter(
      (s): s is SurfaceRecord =>
        typeof s === 'object' && s !== null && typeof (s as SurfaceRecord).surfaceId === 'string',
    )
    .filter((s) => !s.deletedAt)
    .map((s, index) => ({s, index, at: Date.parse(String(s.createdAt))}))
    .sort((a, b) => (a.at || 0) - (b.at || 0) || a.index - b.index)
    .map(({s}) => s);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-conversation': SvcConversation;
  }
}
