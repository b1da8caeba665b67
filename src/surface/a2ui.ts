import {LitElement, css, html} from 'lit';
import {DEFAULT_HEADING_LEVEL} from '../controllers/heading-level.js';
import {customElement, property, query} from 'lit/decorators.js';
import type {FunctionRegistry, MediaPolicy} from '../model/index.js';
import {scheduler, type Job, type Work} from '../controllers/scheduler.js';
import {createSurfaceFunctions} from './functions.js';
import {
  MessageProcessor,
  actionMessage,
  errorMessage,
  errorToMessage,
  formatA2uiError,
} from '../protocol/index.js';
import type {
  A2uiError,
  ActionMessage,
  ClientDataModel,
  ErrorMessage,
  FunctionMessage,
  SurfaceEvent,
} from '../protocol/index.js';
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
import type {MessageSource, StreamReceiver} from './message-source.js';
import {isTransport, type A2uiTransport, type OutgoingMetadata} from '../transports/types.js';
import {readSavedThread, restoreAgent, saveAgent, type SavedThread} from '../transports/thread.js';
import type {SvcSurface} from './surface.js';
import './surface.js';
import {SURFACES_PER_TASK, surfaceListStyles} from './surface-list.js';
import {MAX_SURFACES, SURFACE_LIMIT_CODE} from '../protocol/surface-limit.js';

/**
 * @summary Renders every surface of an A2UI message stream (v0.9, v0.9.1 and v1.0), in creation
 * order, with the same renderer as REST surfaces. Many
 * surfaces created at once are added to the page ten per task (`updateComplete` waits for all),
 * and a surface far from the viewport is not drawn until it nears it (`content-visibility: auto`).
 * A surface's theme `primaryColor` becomes its `--svc-color-primary` (buttons, links, selected
 * controls; text on it turns black or white as it needs), unless `ignoreTheme` is set.
 *
 * Several agents can share the element: `connect(source, {agent: 'name'})` gives each named
 * agent its own processor, so two agents' surfaces never collide even with the same `surfaceId`,
 * and each agent hears only about its own surfaces.
 *
 * Each message reaches the element of its own surface directly, whatever the number of surfaces;
 * a connection's messages are read in slices on the page's scheduler, so no task runs long. At
 * most `maxSurfaces` surfaces (every agent's together) are shown: a surface created past that is
 * not shown, and its agent gets one `SURFACE_LIMIT` error.
 *
 * @fires svc-action - The user triggered an action (as from `<svc-surface>`).
 * @fires svc-a2ui-message - A message for the agent, in the protocol's shape (the version of the
 * surface it is about): `detail.message` is an `action` message (with
 * `detail.metadata.a2uiClientDataModel` when surfaces opted in to sending their data model), an
 * `error` message for an invalid message, an unknown component or a surface past `maxSurfaces`
 * (code `SURFACE_LIMIT`), or (v1.0) the
 * `rendererFunctionResponse` to an agent's function call or a `callAgentFunction`;
 * `detail.agent` names the agent when it is not the default one. When the agent's connection has a
 * way back (a transport with `send`), the message is sent over it unless a listener calls
 * `preventDefault()`.
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
 * @cssprop [--svc-a2ui-divider=1px solid var(--svc-color-border)] - The rule between two surfaces
 * (`none` for none).
 * @cssprop [--svc-a2ui-estimated-height=320px] - The height assumed for a surface that has not been
 * near the viewport yet (once drawn, its real height is kept).
 */
@customElement('svc-a2ui')
export class SvcA2ui extends LitElement {
  static override styles = [
    hostStyles,
    surfaceListStyles,
    css`
      [part~='base'] {
        --_list-gap: var(--svc-a2ui-gap, var(--_space-4));
        --_list-divider: var(--svc-a2ui-divider, 1px solid var(--_border));
        --_surface-estimate: var(--svc-a2ui-estimated-height, 320px);
      }
    `,
  ];

  /**
   * The processor whose surfaces are shown. By default one of its own, merging whole-model updates
   * three ways so that nothing the user typed is lost; give one to share it with other code.
   */
  @property({attribute: false}) processor = this.#newProcessor('');

  /** Locale for formatNumber, formatCurrency, formatDate and pluralize; defaults to the page's. */
  @property() locale?: string;

  /** The heading level of each surface's top headings (see `<svc-surface>`'s `headingLevel`). */
  @property({type: Number, attribute: 'heading-level'}) headingLevel = DEFAULT_HEADING_LEVEL;

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

  /**
   * The most surfaces shown at once, every agent's together (default 2,000). A surface created
   * past it is not shown, even once others are deleted: its agent gets an `error` message with
   * code `SURFACE_LIMIT` (and may delete surfaces, then create it again). Lowering it hides
   * nothing already shown.
   */
  @property({type: Number, attribute: 'max-surfaces'}) maxSurfaces = MAX_SURFACES;

  /** The default agent (`''`, whose processor is `processor`) and the named ones. */
  readonly #agents = new Map<string, Agent>();
  /** Every agent's open surfaces by `key(agent, surfaceId)`, in creation order. */
  readonly #slots = new Map<string, Slot>();
  /** How many slots are shown (not refused). */
  #shown = 0;
  /** Slots waiting for their element (the newest ones), added SURFACES_PER_TASK per task. */
  #waiting: Slot[] = [];
  #drawing?: Job<void>;
  /** Slots whose element must be given its surface again (components changed). */
  readonly #dirty = new Set<Slot>();
  /** While a thread is restored, errors are not reported again. */
  #restoring = false;
  /** The limit was reported in the console (once until surfaces are deleted). */
  #warnedLimit = false;

  @query('[part~="base"]', true) private base!: HTMLElement;

  /**
   * Reads messages (an object, an array, `{messages}` or JSON text) and renders the result; with
   * `agent`, as that agent's (its own processor, made on first use).
   */
  processMessages(messages: unknown, options: {agent?: string} = {}): void {
    this.#listen();
    this.#process(this.#agent(options.agent ?? ''), messages);
  }

  /**
   * Reads messages from a source until it ends or `disconnect()` is called: a transport of
   * `@svc/surfaces/transports` (A2A, AG-UI, resumable SSE, reconnecting WebSocket, ...), whose way
   * back then carries the agent's actions and errors; a `fetch` Response or ReadableStream of
   * JSONL; an EventSource; a WebSocket; or an async iterable of messages. With `agent`, the
   * messages are that agent's (see the element's summary), and connecting it again replaces only
   * its own earlier connection; `processor` gives that agent a processor of the host's. Resolves
   * when the source ends; rejects when reading it fails.
   */
  async connect(
    source: MessageSource | A2uiTransport,
    options: {agent?: string; processor?: MessageProcessor} = {},
  ): Promise<void> {
    const name = options.agent ?? '';
    this.disconnect(name);
    this.#listen();
    if (options.processor && name !== '') this.#setProcessor(this.#agent(name), options.processor);
    const agent = this.#agent(name);
    const abort = new AbortController();
    agent.abort = abort;
    agent.transport = isTransport(source) ? source : undefined;
    const read: MessageSource = isTransport(source)
      ? source.messages(abort.signal)
      : (source as MessageSource);
    try {
      // The incremental reader loads with the first connection.
      const {readMessages, messageSink} = await import('./message-source.js');
      if (abort.signal.aborted) return;
      await readMessages(read, messageSink(this.#receiver(agent)), abort.signal);
    } finally {
      if (agent.abort === abort) agent.abort = undefined;
    }
  }

  /** Stops reading the connection of `agent`, or of every agent when none is named. */
  disconnect(agent?: string): void {
    for (const each of this.#agents.values()) {
      if (agent !== undefined && each.name !== agent) continue;
      each.abort?.abort();
      each.abort = undefined;
      each.transport = undefined;
    }
  }

  /**
   * Ends the pending state of the control that raised `actionId` (the agent took the action and
   * answers by other means), or of every pending control when no id is given. A data update from
   * the agent for the surface ends it as well.
   */
  settleAction(actionId?: string): void {
    for (const surface of this.renderRoot.querySelectorAll('svc-surface'))
      surface.settleAction(actionId);
  }

  /**
   * The thread as JSON, to restore after a reload: every agent's messages so far (those given to
   * `processMessages` or read by `connect`) and each surface's data model now, with what the
   * person typed; and the last event id of a resumable connection.
   */
  saveThread(): SavedThread {
    this.#listen();
    const agents = [...this.#agents.values()].map((agent) => {
      const lastEventId = (agent.transport as {lastEventId?: unknown} | undefined)?.lastEventId;
      return saveAgent(
        agent.name,
        agent.log,
        agent.processor,
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
    });
    return {version: 1, agents};
  }

  /**
   * Restores a thread `saveThread()` gave (an object or its JSON text): each agent's surfaces
   * come back as they were, with the values the person had entered. No message goes to any
   * agent: actions are not replayed and errors are not reported again. Call it on a fresh element
   * (messages already shown stay, and a surface created twice is an error). Throws a TypeError
   * for a value that is not a saved thread.
   */
  restoreThread(saved: SavedThread | string): void {
    const thread = readSavedThread(saved);
    this.#listen();
    this.#restoring = true;
    try {
      for (const part of thread.agents) {
        const agent = this.#agent(part.agent);
        agent.log.push(...part.messages);
        restoreAgent(part, agent.processor);
      }
    } finally {
      this.#restoring = false;
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#listen();
    // Back in the page: each agent's processor is heard again, and what changed meanwhile shown.
    for (const agent of this.#agents.values()) if (!agent.unsubscribe) this.#subscribe(agent);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.disconnect();
    for (const agent of this.#agents.values()) {
      agent.unsubscribe?.();
      agent.unsubscribe = undefined;
    }
  }

  protected override willUpdate(): void {
    this.#listen();
  }

  /**
   * The surfaces are not part of the template: each is an element of its own, added, given its
   * surface and removed as the processor's events say (Lit's `repeat` left a comment node behind
   * for every surface removed, lit/lit#5298).
   */
  override render() {
    return html`<div
      part="base"
      @svc-action=${this.#onAction}
      @svc-surface-issues=${this.#onIssues}
    ></div>`;
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    const shared = SHARED.some((name) => changed.has(name));
    if (shared || changed.has('ignoreTheme')) {
      for (const slot of this.#slots.values()) {
        if (!slot.element) continue;
        if (shared) this.#share(slot.element);
        this.#applyTheme(slot);
      }
    }
    for (const slot of this.#dirty) if (slot.element) this.#refresh(slot);
    this.#dirty.clear();
    if (this.#waiting.length && !this.#drawing?.pending)
      this.#drawing = scheduler.run(this.#drawParts(), {now: true});
  }

  /** Also waits until every surface is on the page (many are added in parts). */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.#drawing?.pending) {
      await this.#drawing.result;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /**
   * Adds the waiting surfaces to the page, SURFACES_PER_TASK per turn of the page's scheduler:
   * each costs a little to create before its own build, which shares the task's budget.
   */
  *#drawParts(): Work<void> {
    while (this.#waiting.length) {
      const part = this.#waiting.splice(0, SURFACES_PER_TASK);
      for (const slot of part) if (this.#slots.get(slot.key) === slot) this.#mount(slot);
      // The next part in a later turn, after this one's surfaces have built their first slice.
      if (this.#waiting.length) yield Promise.resolve();
    }
  }

  #mount(slot: Slot): void {
    const state = slot.agent.processor.surface(slot.surfaceId);
    if (!state) return;
    const element = document.createElement('svc-surface');
    element.setAttribute('part', 'surface');
    element.dataset.surfaceId = slot.surfaceId;
    if (slot.agent.name) element.dataset.agent = slot.agent.name;
    this.#share(element);
    slot.element = element;
    this.#applyTheme(slot);
    element.a2uiSurface = {view: state.view(), model: state.dataModel};
    slot.changed = undefined;
    this.base.append(element);
  }

  /** Gives a slot's element its surface again, with the ids changed since last time. */
  #refresh(slot: Slot): void {
    const state = slot.agent.processor.surface(slot.surfaceId);
    const changed = slot.changed;
    slot.changed = undefined;
    if (!state || !slot.element || !changed) return;
    const source = {view: state.view(), model: state.dataModel};
    slot.element.a2uiSurface = changed === 'all' ? source : {...source, changedIds: changed};
  }

  /** The element's own properties its surfaces share. */
  #share(element: SvcSurface): void {
    element.locale = this.locale;
    element.headingLevel = this.headingLevel;
    element.functions = this.functions;
    element.resourceProvider = this.resourceProvider;
    element.connectorSettingsProvider = this.connectorSettingsProvider;
    element.syncStatusProvider = this.syncStatusProvider;
    element.mediaPolicy = this.mediaPolicy;
  }

  /** Sets or clears the token a surface's theme gives (CSSOM, which a strict CSP allows). */
  #applyTheme(slot: Slot): void {
    const element = slot.element;
    if (!element) return;
    // The processor accepts only `#RRGGBB` here.
    const color = slot.agent.processor.surface(slot.surfaceId)?.theme?.primaryColor;
    if (!this.ignoreTheme && typeof color === 'string')
      element.style.setProperty('--svc-color-primary', color);
    else element.style.removeProperty('--svc-color-primary');
  }

  /** Follows the current processor (a new one may be given at any time). */
  #listen(): void {
    const current = this.#agents.get('');
    if (current?.processor === this.processor) return;
    this.#setProcessor(this.#agent(''), this.processor);
  }

  /** The agent `name`, made on first use (the default one with `processor`, the others new). */
  #agent(name: string): Agent {
    let agent = this.#agents.get(name);
    if (!agent) {
      agent = {name, processor: this.processor, log: []};
      this.#agents.set(name, agent);
      const processor = name === '' ? this.processor : this.#newProcessor(name);
      this.#setProcessor(agent, processor);
    }
    return agent;
  }

  /** Gives `agent` a processor: its surfaces replace the agent's old ones on the page. */
  #setProcessor(agent: Agent, processor: MessageProcessor): void {
    if (agent.unsubscribe && agent.processor === processor) return;
    agent.unsubscribe?.();
    for (const slot of [...this.#slots.values()]) if (slot.agent === agent) this.#remove(slot);
    agent.processor = processor;
    agent.log = [];
    this.#subscribe(agent);
  }

  /** Listens to the agent's processor, and brings its slots in line with its open surfaces. */
  #subscribe(agent: Agent): void {
    const processor = agent.processor;
    agent.unsubscribe = processor.subscribe((event) => this.#onSurfaceEvent(agent, event));
    const open = new Set(processor.surfaces().map((state) => state.surfaceId));
    for (const slot of [...this.#slots.values()]) {
      if (slot.agent !== agent) continue;
      if (open.has(slot.surfaceId)) this.#add(agent, slot.surfaceId);
      else this.#remove(slot);
    }
    for (const surfaceId of open)
      if (!this.#slots.has(key(agent.name, surfaceId))) this.#add(agent, surfaceId);
    this.requestUpdate();
  }

  /** A surface was created: it waits for its element, or is refused past `maxSurfaces`. */
  #add(agent: Agent, surfaceId: string): void {
    const id = key(agent.name, surfaceId);
    const existing = this.#slots.get(id);
    if (existing) {
      // The surface whose createSurface was arriving has arrived: the same element shows it.
      existing.changed = 'all';
      this.#dirty.add(existing);
      return;
    }
    const refused = this.#shown >= this.maxSurfaces;
    const slot: Slot = {key: id, agent, surfaceId, refused};
    this.#slots.set(id, slot);
    if (refused) return this.#refuse(slot);
    this.#shown++;
    this.#waiting.push(slot);
  }

  #remove(slot: Slot): void {
    if (this.#slots.get(slot.key) !== slot) return;
    this.#slots.delete(slot.key);
    this.#dirty.delete(slot);
    slot.element?.remove();
    slot.element = undefined;
    if (slot.refused) return;
    this.#shown--;
    this.#warnedLimit = false;
  }

  /** Tells the agent that its surface is not shown (see `maxSurfaces`). */
  #refuse(slot: Slot): void {
    if (this.#restoring) return;
    const {agent, surfaceId} = slot;
    const text =
      `Surface ${surfaceId} is not shown: this page shows at most ${this.maxSurfaces} surfaces at ` +
      'once. Delete surfaces (deleteSurface), then create it again.';
    if (!this.#warnedLimit) console.warn(`[svc-a2ui] ${text}`);
    this.#warnedLimit = true;
    const version = this.#versionOf(agent, surfaceId);
    this.#emit(agent, errorMessage({code: SURFACE_LIMIT_CODE, surfaceId, message: text, version}));
  }

  /** Where a connection of `agent` puts what it reads (see `messageSink`). */
  #receiver(agent: Agent): StreamReceiver {
    return {
      processor: agent.processor,
      process: (messages) => this.#process(agent, messages),
      report: (error) => this.#reportError(agent, error),
    };
  }

  #process(agent: Agent, messages: unknown): void {
    agent.log.push(messages);
    const {errors} = agent.processor.process(messages);
    for (const error of errors) this.#reportError(agent, error);
  }

  #onSurfaceEvent(agent: Agent, event: SurfaceEvent): void {
    const slot = this.#slots.get(key(agent.name, event.surfaceId));
    switch (event.type) {
      case 'data':
        // The data is live in the surface's model; a reply from the agent ends pending buttons.
        slot?.element?.settleAction();
        for (const conflict of event.conflicts ?? [])
          this.dispatchEvent(new SvcDataConflictEvent({surfaceId: event.surfaceId, ...conflict}));
        return;
      case 'created':
        this.#add(agent, event.surfaceId);
        break;
      case 'deleted':
        if (slot) this.#remove(slot);
        break;
      case 'components':
        // Not on the page yet, or refused: it gets its whole surface when it is added.
        if (!slot?.element) return;
        // A message still arriving (index -1) can take components away again: compare all.
        if (event.messageIndex < 0 || slot.changed === 'all') slot.changed = 'all';
        else {
          slot.changed ??= new Set();
          for (const id of event.changedIds) slot.changed.add(id);
        }
        this.#dirty.add(slot);
        break;
    }
    this.requestUpdate();
  }

  /**
   * A processor of this element's for the agent `name`: it merges whole-model updates three ways
   * (nothing the person typed is lost), and sends its own messages for the agent (v1.0 function
   * calls) the way actions go, asking the host about calls no registered function takes.
   */
  #newProcessor(name: string): MessageProcessor {
    const agent = () => this.#agents.get(name);
    return new MessageProcessor({
      rootUpdates: 'merge',
      send: (message) => {
        const target = agent();
        if (target) this.#emit(target, message);
      },
      onAgentCall: (call) => {
        // Unheard (no listener called preventDefault), the call is answered "not found".
        if (this.dispatchEvent(new SvcA2uiFunctionCallEvent(call)))
          call.fail(`Function not found: ${call.call}`, 'INVALID_FUNCTION_CALL');
      },
    });
  }

  /** The protocol version an agent's messages about a surface carry. */
  #versionOf(agent: Agent, surfaceId: string): 'v0.9' | 'v1.0' {
    const version = agent.processor.surface(surfaceId)?.version;
    return version === 'v1.0' || version === 'v0.10' ? 'v1.0' : 'v0.9';
  }

  #reportError(agent: Agent, error: A2uiError): void {
    if (this.#restoring) return;
    console.warn(`[svc-a2ui] ${formatA2uiError(error)}`);
    const message = errorToMessage(error);
    if (message && error.surfaceId !== undefined)
      message.version = this.#versionOf(agent, error.surfaceId);
    if (message) this.#emit(agent, message);
  }

  /** Tells the host about a message for `agent`, then sends it over the agent's way back. */
  #emit(
    agent: Agent,
    message: ActionMessage | ErrorMessage | FunctionMessage,
    metadata?: OutgoingMetadata,
  ): void {
    const event = new SvcA2uiMessageEvent({
      message,
      ...(metadata ? {metadata: metadata as {a2uiClientDataModel: ClientDataModel}} : {}),
      ...(agent.name ? {agent: agent.name} : {}),
    });
    this.dispatchEvent(event);
    const transport = agent.transport;
    if (event.defaultPrevented || !transport?.send) return;
    const surfaceId = 'action' in message ? message.action.surfaceId : undefined;
    Promise.resolve()
      .then(() => transport.send!(message, metadata))
      .catch((error: unknown) => {
        console.warn(`[svc-a2ui] Sending to the agent failed: ${String(error)}`);
        // The person may try again: the pressed button is no longer waiting for a reply.
        if (surfaceId !== undefined)
          this.#slots.get(key(agent.name, surfaceId))?.element?.settleAction();
      });
  }

  /** Adds the A2UI error messages to a surface's issues, so the host can send them as they are. */
  #onIssues = (event: SvcSurfaceIssuesEvent): void => {
    if (event.target === this || event.detail.messages !== undefined) return;
    event.stopPropagation();
    const {surfaceId} = event.detail;
    const issues = event.detail.issues.map((issue) =>
      issue.severity === 'error' ? {...issue, code: issue.code ?? 'VALIDATION_FAILED'} : issue,
    );
    const messages = issues
      .filter((issue) => issue.severity === 'error')
      .map(({pointer, message, code}) => {
        const agent = this.#agents.get((event.target as HTMLElement).dataset.agent ?? '');
        const version = agent ? this.#versionOf(agent, surfaceId) : 'v0.9';
        return errorMessage({
          code: code ?? 'VALIDATION_FAILED',
          surfaceId,
          path: pointer,
          message,
          version,
        });
      });
    this.dispatchEvent(new SvcSurfaceIssuesEvent({surfaceId, issues, messages}));
  };

  #onAction = (event: SvcActionEvent): void => {
    const agent = this.#agents.get((event.target as HTMLElement).dataset.agent ?? '');
    if (!agent) return;
    const {name, surfaceId, sourceComponentId, timestamp, context, userMessage} = event.detail;
    const version = this.#versionOf(agent, surfaceId);
    const message = actionMessage({
      name,
      surfaceId,
      sourceComponentId,
      timestamp,
      context,
      version,
      ...(userMessage === undefined ? {} : {userMessage}),
    });
    // Only this agent's surfaces (of the action's protocol version): another agent never sees them.
    const dataModel = agent.processor.clientDataModel(version);
    this.#emit(agent, message, dataModel ? {a2uiClientDataModel: dataModel} : undefined);
  };
}

/** The element properties each `<svc-surface>` takes from `<svc-a2ui>`. */
const SHARED = [
  'locale',
  'headingLevel',
  'functions',
  'resourceProvider',
  'connectorSettingsProvider',
  'syncStatusProvider',
  'mediaPolicy',
] as const;

/** One open surface of one agent, and its element once it is on the page. */
interface Slot {
  readonly key: string;
  readonly agent: Agent;
  readonly surfaceId: string;
  /** Past `maxSurfaces` when it was created: never shown. */
  readonly refused: boolean;
  element?: SvcSurface;
  /** The components changed since the element was last given its surface (`all`: compare all). */
  changed?: Set<string> | 'all';
}

/** One agent's connection and its surfaces. */
interface Agent {
  /** `''` for the default agent. */
  name: string;
  processor: MessageProcessor;
  /** Every message given to the processor through this element, for `saveThread()`. */
  log: unknown[];
  transport?: A2uiTransport;
  abort?: AbortController;
  unsubscribe?: () => void;
}

/** The key of a surface among every agent's. */
function key(agent: string, surfaceId: string): string {
  return `${agent}\n${surfaceId}`;
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-a2ui': SvcA2ui;
  }
}
