import {LitElement, css, html, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {provide} from '@lit/context';
import {DataModel} from '../model/data-model.js';
import type {FunctionRegistry} from '../model/functions/registry.js';
import {createSurfaceFunctions, onDemandLoading} from './functions.js';
import type {ComponentNode, Issue, Json, ParsedSurface, SurfaceRecord} from '../model/types.js';
import {hostStyles, visuallyHidden} from '../styles/tokens.js';
import type {BindingHost} from './bind.js';
import {
  SvcDataChangeEvent,
  SvcDataConflictEvent,
  SvcSurfaceErrorEvent,
  SvcSurfaceRenderedEvent,
} from './events.js';
import {IssueFeedback, issueKey} from './issue-feedback.js';
import {Reconciler} from './reconciler.js';
import {isStale} from './versions.js';
import {ActionGate, PENDING_TIMEOUT_MS} from './action-gate.js';
import {LargeState, largeSurfaceStyles} from './large-state.js';
import {RecordLoader} from './record-loader.js';
import {serverRendering} from './server-hook.js';
import {
  connectorSettingsProviderContext,
  headingLevelContext,
  mediaPolicyContext,
  type HeadingOutline,
  resourceProviderContext,
  syncStatusProviderContext,
} from '../providers/context.js';
import type {MediaPolicy} from '../model/media-policy.js';
import type {
  ConnectorSettingsProvider,
  ResourceProvider,
  SyncStatusProvider,
} from '../providers/types.js';
import {applyLocale} from '../i18n/host.js';
import '../components/all.js';
import {findInspected} from './inspected.js';
import {DEFAULT_HEADING_LEVEL, headingLevel} from '../controllers/heading-level.js';
import {headingLevelOf, normalizeTextVariant} from '../components/basic/text.js';
import type * as InspectorModule from './inspector.js';

/**
 * @summary Renders one surface: its components, bound to its data model, reporting the user's
 * actions and edits as events.
 *
 * @fires svc-action - The user triggered an action; `detail` has name, surfaceId,
 * sourceComponentId, timestamp, context, and dataModel when the surface's sendDataModel is set.
 * @fires svc-data-change - The user edited a bound value; `detail` has surfaceId, path, value.
 * @fires svc-data-conflict - A newer version changed a value the user had also changed; the
 * server's value is shown; `detail` has surfaceId, path, local, server.
 * @fires svc-surface-error - The surface could not be shown at all; `detail.message` says why.
 * @fires svc-surface-issues - The surface's issues changed (after a render or update, not per
 * keystroke): `detail` is `{surfaceId, issues: [{severity, pointer, message, componentId?}]}`,
 * ready to send to the agent so that it can repair its output. A clean first render fires
 * nothing; a repaired surface fires once with `issues: []`.
 * @fires svc-surface-rendered - The element tree is completely built (a large surface builds in
 * slices after its first screenful); `detail.surfaceId`. See `rendered`.
 *
 * @csspart base - The box around the rendered surface.
 * @csspart inspector - The inspector's issue list (only with `debug`).
 * @csspart inspector-issue - Each issue in it, a button that outlines its component.
 * @csspart inspector-outline - The outline drawn by `highlight` or, with `debug`, on hover.
 * @cssprop [--svc-surface-gap=var(--svc-space-3)] - Space around the surface's content.
 * @cssprop [--svc-surface-estimated-height] - In a large surface, the height assumed for a child
 * of a column or list that has not been on screen yet. Unset, each element type's estimate is the
 * mean height of those measured on screen after a build (40px before any is measured).
 * @cssprop [--svc-surface-inspector-color=var(--svc-color-primary)] - Colour of the inspector's outline.
 * @cssstate large - The surface has more than 500 elements: the children of its columns and lists
 * (plain texts, dividers and icons aside) are rendered only near the viewport
 * (`content-visibility: auto`).
 */
@customElement('svc-surface')
export class SvcSurface extends LitElement implements BindingHost {
  static override styles = [
    hostStyles,
    visuallyHidden,
    largeSurfaceStyles,
    css`
      :host {
        display: block;
        min-width: 0;
      }
      [part~='base'] {
        display: flex;
        flex-direction: column;
        gap: var(--svc-surface-gap, var(--_space-3));
        min-width: 0;
      }
    `,
  ];

  /**
   * A Surface record exactly as the surfaces endpoint returns it. The same `surfaceId` and
   * `updatedAt` again changes nothing; a newer `updatedAt` is reconciled by component id (unchanged
   * elements stay, with focus and state) and its data merged three ways with what the user typed.
   */
  @property({attribute: false}) surface?: SurfaceRecord;

  /**
   * The language of the built-in words (`de`, `de-CH`, `ja`, `ar`…) and the locale of formatNumber,
   * formatCurrency, formatDate and pluralize. Sets `lang` and `dir` (`rtl` for Arabic, Hebrew,
   * Persian, Urdu…) on the element. Unset: words from the closest `lang` above, else English;
   * formatting in the page's locale.
   */
  @property() locale?: string;

  /**
   * Inspector mode, for the people who build agents: markers show their component's issues,
   * hovering a component outlines it with its id and variant, and a panel lists the issues.
   */
  @property({type: Boolean, reflect: true}) debug = false;

  /**
   * The `surface` record is still arriving (a conversation reading a streamed response): each
   * partial record is applied whatever its `updatedAt`, a child not there yet shows as a
   * placeholder, the surface is `aria-busy`, and issues wait for the complete record.
   */
  @property({type: Boolean}) streaming = false;

  /**
   * Milliseconds a pressed control waits for its action to be settled (`settleAction`, or a newer
   * version of the surface) before it comes back and says that no answer came.
   */
  @property({type: Number, attribute: 'pending-timeout'}) pendingTimeout = PENDING_TIMEOUT_MS;

  /**
   * The heading level of the surface's top headings: 2 by default, under the page's own `<h1>`.
   * The biggest heading variant the surface's texts use takes it (`h1`, or `h3` when the agent's
   * titles are all `h3`), each text's biggest markdown heading too, and the elements' own
   * headings (a card's title); smaller ones follow below, so the page's outline stays in order.
   */
  @property({type: Number, attribute: 'heading-level'}) headingLevel = DEFAULT_HEADING_LEVEL;

  /** Where the surface's headings sit: `headingLevel`, and the biggest variant its texts use. */
  @provide({context: headingLevelContext})
  @state()
  private headingOutline: HeadingOutline = {level: DEFAULT_HEADING_LEVEL, top: 1};

  /** The function catalog checks and calls use; register more on it to extend it. */
  @property({attribute: false}) functions: FunctionRegistry = createSurfaceFunctions();

  /** @internal Server rendering (`@svc/surfaces/ssr`): the tree's HTML, where the tree goes. */
  serverContent?: unknown;

  /** The live data model of the surface; subscribe to paths on it, or use `setData`. */
  model = new DataModel({});

  /**
   * @internal A surface of an A2UI message processor, as `<svc-a2ui>` shows it. Its data model
   * lives in the processor, which writes the agent's data into it itself; the components are
   * reconciled like a newer version. Each new value should list the ids of the components changed
   * since the last one (`changedIds`), so that only those are compared; without it, all are.
   */
  @property({attribute: false}) a2uiSurface?: A2uiSurfaceSource;

  /** Lists and searches resources for `<svc-resource-picker>` elements in the surface. */
  @provide({context: resourceProviderContext})
  @property({attribute: false})
  resourceProvider?: ResourceProvider;

  /** Reads and saves connector settings for `<svc-connector-config-form>` elements. */
  @provide({context: connectorSettingsProviderContext})
  @property({attribute: false})
  connectorSettingsProvider?: ConnectorSettingsProvider;

  /** Live connector sync status for the sync progress and detail cards. */
  @provide({context: syncStatusProviderContext})
  @property({attribute: false})
  syncStatusProvider?: SyncStatusProvider;

  /** Where images, videos and sounds may load from; unset: https only, any origin. */
  @provide({context: mediaPolicyContext})
  @property({attribute: false})
  mediaPolicy?: MediaPolicy;

  #parsed?: ParsedSurface;
  #reconciler?: Reconciler;
  #root?: Element;
  #issues: Issue[] = [];
  readonly #issueKeys = new Set<string>();
  readonly #feedback = new IssueFeedback(this, () =>
    this.#parsed ? {surfaceId: this.#parsed.surfaceId, issues: this.#issues} : undefined,
  );
  #logged = new Set<string>();
  readonly #gate = new ActionGate(
    this,
    () => this.#parsed,
    () => this.#reconciler?.bindings ?? [],
  );
  readonly #large = new LargeState(this, () => this.#reconciler?.building ?? false);
  readonly #loader = new RecordLoader({
    model: () => this.model,
    useModel: (model) => (this.model = model),
    begin: (parsed) => {
      this.#reconciler = this.#newReconciler();
      this.#render(parsed);
    },
    newer: (parsed, sameComponents) => this.#newer(parsed, sameComponents),
    conflict: (detail) => this.dispatchEvent(new SvcDataConflictEvent(detail)),
    read: () => this.requestUpdate(),
  });
  /** True while the surface is shown through `a2uiSurface` rather than the `surface` property. */
  #external = false;
  /** Set when the element arrived server-rendered (`@svc/surfaces/hydrate`). */
  #server = serverRendering(this);
  /** The first render skipped a root that is not the server's: the next one puts it in. */
  #rootHeldBack = false;
  /**
   * Loaded and made on first use (`debug` or `highlight`), so that the surface costs nothing
   * without it; `#inspecting` is the load under way.
   */
  #inspector?: InspectorModule.Inspector;
  #inspectorModule?: typeof InspectorModule;
  #inspecting?: Promise<void>;
  /** A build completed since the last update: `updated` resolves `rendered` and fires the event. */
  #builtSinceUpdate = false;
  #rendered?: {promise: Promise<void>; resolve: () => void};
  /** The last build's elements finishing their first render (see `updated`). */
  #settling?: Promise<void>;

  /**
   * Resolves once the element tree of the current surface is completely built. A surface of up to
   * a few hundred elements is built at once (as soon as `updateComplete` resolves); a larger one
   * shows its first screenful at once and builds the rest in slices of a few milliseconds, so the
   * page stays responsive. `svc-surface-rendered` fires at the same moment.
   */
  get rendered(): Promise<void> {
    const busy = this.#loader.reading || this.#reconciler?.building;
    if (!busy && !this.#builtSinceUpdate && !this.isUpdatePending)
      return this.#settling ?? Promise.resolve();
    if (!this.#rendered) {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      this.#rendered = {promise, resolve};
    }
    return this.#rendered.promise;
  }

  /** A plain-JSON snapshot of the current data model. */
  get dataModel(): Json {
    return this.model.snapshot();
  }

  /** The parser's and renderer's issues with the current surface, each once. */
  get issues(): readonly Issue[] {
    return this.#issues;
  }

  /** @internal The current surface's components by id, for the inspector. */
  get inspectedComponents(): ReadonlyMap<string, ComponentNode> | undefined {
    return this.#parsed?.components;
  }

  /**
   * Outlines a component, given its id or a JSON Pointer into the record (an issue's pointer), and
   * scrolls it into view; works with or without `debug`. False when no rendered component matches.
   * The first call loads the inspector's module: its outline shows once that is in, which
   * `updateComplete` waits for.
   */
  highlight(idOrPointer: string): boolean {
    if (!findInspected(this, idOrPointer)) {
      this.#inspector?.clear();
      return false;
    }
    if (this.#inspector) return this.#inspector.highlight(idOrPointer);
    void this.#loadInspector().then(() => this.#inspector?.highlight(idOrPointer));
    return true;
  }

  /** Loads the inspector's module and styles once; the surface re-renders with them. */
  #loadInspector(): Promise<void> {
    this.#inspecting ??= import('./inspector.js').then(
      (module) => {
        const sheet = module.inspectorStyles.styleSheet;
        const root = this.renderRoot as ShadowRoot;
        if (sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        this.#inspectorModule = module;
        this.#inspector = new module.Inspector(this);
        this.requestUpdate();
      },
      (error: unknown) => console.warn('svc-surface: could not load the inspector', error),
    );
    return this.#inspecting;
  }

  /** Writes a value into the data model, as the agent's host; bound elements update. */
  setData(path: string, value: unknown): void {
    this.model.set(path, value);
  }

  /**
   * Ends the pending state of the control that raised `actionId` (the agent answered), or of every
   * pending control when no id is given. Pending states also end when a newer version of the
   * surface arrives, or after `pendingTimeout` (30 seconds; the control then says no answer came).
   */
  settleAction(actionId?: string): void {
    this.#gate.settle(actionId);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#inspector?.clear();
  }

  protected override shouldUpdate(): boolean {
    return !this.#server?.reading;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('locale')) applyLocale(this, this.locale);
    if (!this.hasUpdated && this.surface === undefined && !this.#external) this.#server?.readData();
    if (changed.has('headingLevel')) this.#outline();
    const arriving = changed.has('streaming') || this.streaming;
    const rebind = changed.has('functions') || changed.has('locale');
    if (changed.has('a2uiSurface') && this.a2uiSurface) {
      this.#showA2ui(this.a2uiSurface, rebind);
    } else if (
      (changed.has('surface') || changed.has('streaming')) &&
      (this.surface !== undefined || !this.#external)
    ) {
      this.#load(changed.get('surface') as SurfaceRecord | undefined, arriving);
    } else if (rebind && this.#parsed) {
      // Bindings hold the catalog and locale they were made with: make them again, same data.
      this.#reconciler?.dispose();
      this.#reconciler = this.#newReconciler();
      this.#render(this.#parsed);
    }
  }

  protected override updated(): void {
    if (this.#rootHeldBack) {
      this.#rootHeldBack = false;
      void this.updateComplete.then(() => this.requestUpdate());
    }
    if (this.#inspector) this.#inspector.sync(this.debug);
    else if (this.debug) void this.#loadInspector();
    if (this.#loader.reading || this.#reconciler?.building) return;
    const rendered = this.#rendered;
    const built = this.#builtSinceUpdate;
    this.#rendered = undefined;
    this.#builtSinceUpdate = false;
    if (!rendered && !built) return;
    // Elements whose module loads on first use render when it arrives: wait for them too.
    const settling = this.updateComplete.then(() => {
      if (this.#settling === settling) this.#settling = undefined;
      rendered?.resolve();
      if (!built) return;
      this.#large.built();
      const surfaceId = this.#parsed?.surfaceId ?? '';
      this.dispatchEvent(new SvcSurfaceRenderedEvent({surfaceId}));
    });
    this.#settling = settling;
  }

  #newReconciler(): Reconciler {
    const reconciler: Reconciler = new Reconciler(
      this,
      () => {
        if (this.#reconciler !== reconciler) return;
        this.#builtSinceUpdate = true;
        this.requestUpdate();
      },
      (large) => {
        if (this.#reconciler === reconciler) this.#large.large = large;
      },
    );
    if (this.#server?.pending) reconciler.adopt(this.#server.take());
    return reconciler;
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot() as ShadowRoot;
    this.#large.adopt(root);
    return root;
  }

  override render() {
    // While a message about it arrives the surface is busy; while its creation arrives, inert.
    const busy = this.#parsed?.streaming ? 'true' : nothing;
    const inert = this.#parsed?.provisional === true;
    // Hydrating, a root that is not the server's (in the page already) goes in by the next render.
    this.#rootHeldBack =
      !this.hasUpdated && !!this.#server && !!this.#root && !this.#root.isConnected;
    const root = this.#rootHeldBack ? undefined : this.#root;
    return html`<div part="base" aria-busy=${busy} ?inert=${inert}>
        ${root ?? this.serverContent ?? nothing}
      </div>
      ${this.debug && this.#inspectorModule ? this.#inspectorModule.issuesPanel(this.#issues, (issue) => this.highlight(issue.componentId ?? issue.pointer)) : nothing}
      ${this.#gate.announcer()}`;
  }

  #load(previous: SurfaceRecord | undefined, arriving = false): void {
    const record = this.surface;
    this.#external = false;
    if (record === undefined) return this.#clear();
    if (!isObject(record)) {
      this.#clear();
      this.dispatchEvent(new SvcSurfaceErrorEvent({message: 'The surface is not an object.'}));
      return;
    }
    const current = this.#parsed;
    if (current && record.surfaceId === current.surfaceId) {
      // The same version again (a poll) changes nothing; a newer one is merged, never rebuilt.
      if (isStale(record.updatedAt, current.updatedAt) && !arriving) return;
      this.settleAction();
      return this.#loader.newer(previous, record, current);
    }
    this.#clear();
    this.#loader.first(record);
  }

  /** A newer version, its data merged: reconciled, or with the same components the tree kept. */
  #newer(parsed: ParsedSurface, sameComponents: boolean): void {
    // A record that has finished arriving renders again: its placeholders become what they are.
    if (!sameComponents || Boolean(this.#parsed?.streaming) !== this.streaming)
      return this.#render(parsed);
    // Same components: the tree stays as it is, and so do the renderer's issues (its markers).
    const current = this.#parsed!;
    const fromRenderer = this.#issues.filter((issue) => !current.issues.includes(issue));
    this.#parsed = parsed;
    this.#setIssues(parsed.issues);
    for (const issue of fromRenderer) this.report(issue);
  }

  /**
   * Resolves after the surface has rendered its first screenful (FIRST_SLICE_ELEMENTS elements,
   * or all of a smaller surface) and every element it shows is defined and has rendered once
   * (elements whose module loads on first use included), with the formatting and validation
   * functions in when it calls them.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    if (this.#inspecting && !this.#inspectorModule) {
      // The inspector's module arriving re-renders the surface with its panel and outline.
      await this.#inspecting;
      done = await super.getUpdateComplete();
    }
    await this.#reconciler?.firstScreenful;
    const loading = onDemandLoading();
    if (loading) {
      // Bindings that called one of those functions evaluate again once it is in.
      await loading;
      done = await super.getUpdateComplete();
    }
    await this.#reconciler?.whenUpgraded();
    return done;
  }

  /**
   * Shows an A2UI surface (see `a2uiSurface`): a newer view of the same surface and model is
   * reconciled; another surface, or `rebind` (new bindings for a new catalog or locale), starts
   * over with the elements made again.
   */
  #showA2ui({view, model, changedIds}: A2uiSurfaceSource, rebind: boolean): void {
    if (this.surface !== undefined) this.surface = undefined;
    this.#external = true;
    if (rebind || this.#parsed?.surfaceId !== view.surfaceId || this.model !== model) {
      this.#clear();
      this.model = model;
      this.#reconciler = this.#newReconciler();
    }
    this.settleAction();
    this.#render(view, changedIds);
  }

  #render(parsed: ParsedSurface, changedIds?: ReadonlySet<string>): void {
    // A record still arriving (see `streaming`): its issues are those of a part.
    const partial = this.streaming && !this.#external;
    if (partial) parsed.streaming = true;
    this.#parsed = parsed;
    this.#outline();
    this.#setIssues(partial ? [] : parsed.issues);
    // A newer version that keeps the tree's shape updates the bindings in place (no build).
    if (this.#reconciler!.reuse(parsed, changedIds)) return;
    this.#root = this.#reconciler!.update(parsed);
  }

  /** Provides the heading outline anew when its level or its biggest variant changed. */
  #outline(): void {
    const level = headingLevel(this.headingLevel, 1);
    const top = this.#parsed ? topHeadingVariant(this.#parsed) : 1;
    const outline = this.headingOutline;
    if (outline.level !== level || outline.top !== top) this.headingOutline = {level, top};
  }

  #clear(): void {
    this.#large.large = false;
    this.#loader.stop();
    this.#reconciler?.dispose();
    this.#reconciler = undefined;
    this.#parsed = undefined;
    this.#root = undefined;
    this.#issues = [];
    this.#issueKeys.clear();
    this.#feedback.changed();
    this.settleAction();
  }

  #setIssues(issues: Issue[]): void {
    this.#issues = [];
    this.#issueKeys.clear();
    this.#feedback.changed();
    for (const issue of issues) this.report(issue);
  }

  /** @internal Records an issue (once: a re-render reports the same again) and logs it once. */
  report(issue: Issue): void {
    const identity = issueKey(issue);
    if (this.#issueKeys.has(identity)) return;
    this.#issueKeys.add(identity);
    this.#issues.push(issue);
    if (this.debug) this.requestUpdate();
    this.#feedback.changed();
    const key = `${this.#parsed?.surfaceId}|${issue.pointer}|${issue.message}`;
    if (this.#logged.has(key)) return;
    this.#logged.add(key);
    const component = issue.componentId === undefined ? '' : ` (component "${issue.componentId}")`;
    console.warn(
      `[svc-surface ${this.#parsed?.surfaceId ?? ''}] ${issue.message} at ${issue.pointer || '/'}${component}`,
    );
  }

  /** @internal Opens a URL the function catalog has already checked. */
  open(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  }

  /**
   * @internal Raises an action unless an input it would send is invalid: then every such input
   * shows its message, focus goes to the first and a polite status says how many need attention.
   */
  raiseAction(...action: Parameters<BindingHost['raiseAction']>): string | undefined {
    // A surface whose createSurface is still arriving takes no actions (see `provisional`).
    if (this.#parsed?.provisional) return undefined;
    return this.#gate.raise(...action);
  }

  /** @internal */
  dataChanged(path: string, value: unknown): void {
    const surfaceId = this.#parsed?.surfaceId ?? '';
    this.dispatchEvent(new SvcDataChangeEvent({surfaceId, path, value}));
  }
}

/** What `<svc-surface>` shows of an A2UI surface (see `a2uiSurface`). */
export interface A2uiSurfaceSource {
  /** The processor's view of the surface (`SurfaceState.view()`). */
  view: ParsedSurface;
  /** The surface's live data model (`SurfaceState.dataModel`). */
  model: DataModel;
  /** The components changed since the previous value; undefined: any may have. */
  changedIds?: ReadonlySet<string>;
}

/** The biggest heading variant (1 for `h1` … 6) the surface's texts use; 1 when they use none. */
function topHeadingVariant(parsed: ParsedSurface): number {
  let top = 7;
  for (const node of parsed.components.values()) {
    if (node.variant !== 'text') continue;
    const raw = node.props.variant;
    const value = isObject(raw) && 'literal' in raw ? raw.literal : raw;
    const level = headingLevelOf(normalizeTextVariant(value));
    if (level && level < top) top = level;
  }
  return top === 7 ? 1 : top;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-surface': SvcSurface;
  }
}
