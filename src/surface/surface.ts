import {LitElement, css, html, nothing, unsafeCSS} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {provide} from '@lit/context';
import {DataModel} from '../model/data-model.js';
import type {FunctionRegistry} from '../model/functions/registry.js';
import {
  DATA_MODEL_CHARS_PER_STEP,
  parseSurface,
  parseSurfaceInSteps,
  reparseSurface,
  type JsonReader,
  type ParseOptions,
} from '../model/parse.js';
import {createSurfaceFunctions, onDemandLoading} from './functions.js';
import type {ComponentNode, Issue, Json, ParsedSurface, SurfaceRecord} from '../model/types.js';
import {hostStyles} from '../styles/tokens.js';
import type {BindingHost, NodeBinding} from './bind.js';
import {
  SvcActionEvent,
  SvcDataChangeEvent,
  SvcDataConflictEvent,
  SvcSurfaceErrorEvent,
  SvcSurfaceRenderedEvent,
} from './events.js';
import {IssueFeedback, issueKey} from './issue-feedback.js';
import {
  DEFER_BUILD_AFTER_COMPONENTS,
  Reconciler,
  SKIPPABLE_CHILDREN,
  SKIPPING_PARENTS,
} from './reconciler.js';
import {nextSlice} from '../controllers/next-slice.js';
import {isStale, mergeServerData} from './versions.js';
import {sameJson} from '../model/same-json.js';
import {
  connectorSettingsProviderContext,
  mediaPolicyContext,
  resourceProviderContext,
  syncStatusProviderContext,
} from '../providers/context.js';
import type {MediaPolicy} from '../model/media-policy.js';
import type {
  ConnectorSettingsProvider,
  ResourceProvider,
  SyncStatusProvider,
} from '../providers/types.js';
import {Localize} from '../i18n/controller.js';
import {applyLocale} from '../i18n/host.js';
import '../components/all.js';
import {findInspected} from './inspected.js';
import type * as InspectorModule from './inspector.js';
import type {HeightEstimates} from './height-estimates.js';

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
  // `:state(large)`: the browser styles, lays out and paints only the children near the viewport
  // (not plain texts, dividers and icons: in traces of 5,000 texts skipping cost more than it
  // saved). Their containment would clip what overflows them (a focus ring, a tooltip, a picker's
  // popup), hence the clip margin; and each is a stacking context, so the one hovered or holding
  // focus is lifted above its later siblings (focus above hover: an open popup stays on top).
  static override styles = [
    hostStyles,
    css`
      :host {
        display: block;
        min-width: 0;
      }
      .announcer {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
      [part~='base'] {
        display: flex;
        flex-direction: column;
        gap: var(--svc-surface-gap, var(--_space-3));
        min-width: 0;
      }
      :host(:state(large)) ${unsafeCSS(SKIPPABLE_CHILDREN)} {
        content-visibility: auto;
        contain-intrinsic-size: auto var(--svc-surface-estimated-height, 40px);
        overflow-clip-margin: 320px;
      }
      :host(:state(large)) ${unsafeCSS(SKIPPING_PARENTS)} > :hover {
        z-index: 1;
      }
      :host(:state(large)) ${unsafeCSS(SKIPPING_PARENTS)} > :focus-within {
        z-index: 2;
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

  /** The function catalog checks and calls use; register more on it to extend it. */
  @property({attribute: false}) functions: FunctionRegistry = createSurfaceFunctions();

  /** The live data model of the surface; subscribe to paths on it, or use `setData`. */
  model = new DataModel({});

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
  /** The data the server sent last: the base of the three-way merge. */
  #base: Json = {};
  readonly #pending = new Map<
    string,
    {binding: NodeBinding; timer: ReturnType<typeof setTimeout>}
  >();
  #announcement = '';
  readonly #i18n = new Localize(this);
  /** True while the surface is shown through `show` rather than the `surface` property. */
  #external = false;
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
  /** A large record being read in steps (see `#readInSteps`). */
  #reading?: Generator<unknown, unknown, void>;
  /** Made when a surface first gets large (the `large` custom state). */
  #internals?: ElementInternals;
  /** Loaded with it: the measured heights that stand in for children off screen. */
  #estimates?: HeightEstimates;
  /** Their rules, adopted with the surface's styles (see `createRenderRoot`). */
  readonly #estimatesSheet = new CSSStyleSheet();
  #loadingEstimates?: Promise<void>;

  /**
   * Resolves once the element tree of the current surface is completely built. A surface of up to
   * a few hundred elements is built at once (as soon as `updateComplete` resolves); a larger one
   * shows its first screenful at once and builds the rest in slices of a few milliseconds, so the
   * page stays responsive. `svc-surface-rendered` fires at the same moment.
   */
  get rendered(): Promise<void> {
    const busy = this.#reading || this.#reconciler?.building;
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
   * Ends the pending state of the button that raised `actionId` (the agent answered), or of every
   * pending button when no id is given. Pending states also end when a newer version of the
   * surface arrives, or after 30 seconds.
   */
  settleAction(actionId?: string): void {
    if (actionId === undefined) {
      for (const id of [...this.#pending.keys()]) this.settleAction(id);
      return;
    }
    const pending = this.#pending.get(actionId);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.#pending.delete(actionId);
    pending.binding.settle(actionId);
  }

  /**
   * @internal Shows a surface whose data model lives elsewhere (an A2UI message processor, which
   * writes the agent's data into `model` itself): the components are reconciled like a newer
   * version, the model is used as it is.
   */
  show(parsed: ParsedSurface, model: DataModel): void {
    if (this.surface !== undefined) this.surface = undefined;
    this.#external = true;
    if (this.#parsed?.surfaceId !== parsed.surfaceId || this.model !== model) {
      this.#clear();
      this.model = model;
      this.#reconciler = this.#newReconciler();
    }
    this.settleAction();
    this.#render(parsed);
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.settleAction();
    this.#inspector?.clear();
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('locale')) applyLocale(this, this.locale);
    if (changed.has('surface') && (this.surface !== undefined || !this.#external)) {
      this.#load(changed.get('surface') as SurfaceRecord | undefined);
    } else if ((changed.has('functions') || changed.has('locale')) && this.#parsed) {
      // Bindings hold the catalog and locale they were made with: make them again, same data.
      this.#reconciler?.dispose();
      this.#reconciler = this.#newReconciler();
      this.#render(this.#parsed);
    }
  }

  protected override updated(): void {
    if (this.#inspector) this.#inspector.sync(this.debug);
    else if (this.debug) void this.#loadInspector();
    if (this.#reading || this.#reconciler?.building) return;
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
      if (this.#isLarge()) this.#estimates?.measureSoon(this.renderRoot);
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
        if (this.#reconciler === reconciler) this.#setLarge(large);
      },
    );
    return reconciler;
  }

  protected override createRenderRoot() {
    const root = super.createRenderRoot() as ShadowRoot;
    // Adopted while the tree is empty: a sheet adopted later restyles every element in it.
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#estimatesSheet];
    return root;
  }

  override render() {
    return html`<div part="base">${this.#root ?? nothing}</div>
      ${this.debug && this.#inspectorModule ? this.#inspectorModule.issuesPanel(this.#issues, (issue) => this.highlight(issue.componentId ?? issue.pointer)) : nothing}
      <div class="announcer" role="status" aria-live="polite">${this.#announcement}</div>`;
  }

  #load(previous: SurfaceRecord | undefined): void {
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
      if (isStale(record.updatedAt, current.updatedAt)) return;
      return this.#applyNewer(previous, record);
    }
    this.#clear();
    if (isLong(record)) return this.#readInSteps(record);
    this.#begin(parseSurface(record));
  }

  /**
   * A record this large takes more than a task to read: it is read a step at a time, the page
   * getting its turn in between, and rendered once read. The surface has a model of its own from
   * the start: what the host writes in it meanwhile is written again over the record's data, once
   * that is read (before the components), so it stays.
   */
  #readInSteps(record: SurfaceRecord): void {
    const meanwhile = new DataModel({});
    const written: string[] = [];
    const stopNoting = meanwhile.subscribe('/', (path) => written.push(path));
    this.model = meanwhile;
    this.#read(
      record,
      (parsed) => this.#begin(parsed, this.model),
      (first) => {
        stopNoting();
        const model = new DataModel(first.data, {adopt: true});
        for (const path of written) model.set(path, meanwhile.get(path));
        this.model = model;
      },
    );
  }

  /** Reads `record` a step at a time (see `#readInSteps`), then hands the result to `done`. */
  #read(
    record: SurfaceRecord,
    done: (parsed: ParsedSurface) => void,
    started?: (first: ParsedSurface) => void,
    options?: ParseOptions,
  ): void {
    const steps = readingSteps(record, options);
    let begun = false;
    const step = () => {
      if (this.#reading !== steps) return;
      let next = steps.next();
      if (next.value instanceof Promise) return void next.value.then(step);
      // The first surface yielded has its fields and data model; the first components are read
      // in the same task (a newer version changing a few is so read in one).
      if (!begun && next.value) {
        begun = true;
        started?.(next.value);
        if (!next.done) next = steps.next();
      }
      if (!next.done) return nextSlice(step);
      this.#reading = undefined;
      done(next.value);
      this.requestUpdate();
    };
    this.#reading = steps;
    step();
  }

  #begin(parsed: ParsedSurface, model = new DataModel(parsed.data, {adopt: true})): void {
    this.model = model;
    // The model adopted the parser's data but never changes it (it copies what it writes to):
    // that data can be the merge's base.
    this.#base = parsed.data;
    this.#reconciler = this.#newReconciler();
    this.#render(parsed);
  }

  /** A newer version of the same surface: merge the data, reconcile the components by id. */
  #applyNewer(previous: SurfaceRecord | undefined, record: SurfaceRecord): void {
    const current = this.#parsed!;
    this.settleAction();
    // A newer version still being read is dropped: compare with what is shown, not with it.
    const reading = this.#reading !== undefined;
    this.#reading = undefined;
    const sameComponents = !reading && this.#sameComponents(previous, record);
    // Components equal to the current version's keep their nodes: their bindings stay as they are.
    const options = {previous: current};
    // A large record is read in steps, the current version staying meanwhile.
    if (sameComponents) {
      if (!isLongData(record) || record.dataModelJson === previous?.dataModelJson)
        return this.#merge(reparseSurface(record, current), true);
      return this.#read(record, (parsed) => this.#merge(parsed, true), undefined, options);
    }
    if (isLong(record))
      return this.#read(record, (parsed) => this.#merge(parsed, false), undefined, options);
    this.#merge(parseSurface(record, options), false);
  }

  /** Merges a newer version's data into the model, then reconciles or keeps the tree. */
  #merge(parsed: ParsedSurface, sameComponents: boolean): void {
    const current = this.#parsed!;
    const conflicts = mergeServerData(this.model, this.#base, parsed.data);
    this.#base = parsed.data;
    for (const conflict of conflicts)
      this.dispatchEvent(new SvcDataConflictEvent({surfaceId: parsed.surfaceId, ...conflict}));
    if (!sameComponents) return this.#render(parsed);
    // Same components: the tree stays as it is, and so do the renderer's issues (its markers).
    const fromRenderer = this.#issues.filter((issue) => !current.issues.includes(issue));
    this.#parsed = parsed;
    this.#setIssues(parsed.issues);
    for (const issue of fromRenderer) this.report(issue);
  }

  /** Compares components by content (JSON values, compared in place: no text is made). */
  #sameComponents(previous: SurfaceRecord | undefined, next: SurfaceRecord): boolean {
    if (!previous) return false;
    if (previous.components === next.components) return true;
    return sameJson(previous.components, next.components);
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

  #render(parsed: ParsedSurface): void {
    this.#parsed = parsed;
    this.#setIssues(parsed.issues);
    // A newer version that keeps the tree's shape updates the bindings in place (no build).
    if (this.#reconciler!.reuse(parsed)) return;
    this.#root = this.#reconciler!.update(parsed);
  }

  #clear(): void {
    this.#setLarge(false);
    this.#reading = undefined;
    this.#reconciler?.dispose();
    this.#reconciler = undefined;
    this.#parsed = undefined;
    this.#root = undefined;
    this.#issues = [];
    this.#issueKeys.clear();
    this.#feedback.changed();
    this.settleAction();
  }

  /** Sets the `large` custom state (see the styles) when it changes: a change restyles the tree. */
  #setLarge(large: boolean): void {
    if (large === this.#isLarge()) return;
    this.#internals ??= this.attachInternals();
    if (large) {
      this.#internals.states.add('large');
      this.#loadEstimates();
    } else {
      this.#internals.states.delete('large');
      this.#estimates?.clear();
    }
  }

  #isLarge(): boolean {
    return this.#internals?.states.has('large') ?? false;
  }

  /** Loads the height estimates of large surfaces once; they measure at once if still large. */
  #loadEstimates(): void {
    if (this.#loadingEstimates) return;
    this.#loadingEstimates = import('./height-estimates.js').then(
      ({HeightEstimates}) => {
        this.#estimates = new HeightEstimates(
          this.#estimatesSheet,
          SKIPPING_PARENTS,
          SKIPPABLE_CHILDREN,
        );
        // Mid-build, the build's end measures.
        if (this.#isLarge() && !this.#reconciler?.building)
          this.#estimates.measureSoon(this.renderRoot);
      },
      (error: unknown) => console.warn('svc-surface: could not load the height estimates', error),
    );
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
    console.warn(
      `[svc-surface ${this.#parsed?.surfaceId ?? ''}] ${issue.message} at ${issue.pointer || '/'}`,
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
  raiseAction(
    name: string,
    source: NodeBinding,
    context: Record<string, unknown>,
    readPaths?: ReadonlySet<string>,
    extra: {userMessage?: string} = {},
  ): string | undefined {
    const parsed = this.#parsed;
    if (!parsed) return undefined;
    if (readPaths) {
      const invalid = this.#invalidInputs(readPaths, parsed.sendDataModel);
      if (invalid.length) {
        invalid.forEach((binding, index) => binding.revealError(index === 0));
        this.#announce(this.#i18n.t('surface.fieldsNeedAttention', {count: invalid.length}));
        return undefined;
      }
    }
    const actionId = newActionId();
    this.dispatchEvent(
      new SvcActionEvent({
        actionId,
        name,
        surfaceId: parsed.surfaceId,
        sourceComponentId: source.node.id,
        timestamp: new Date().toISOString(),
        context,
        ...extra,
        ...(parsed.sendDataModel ? {dataModel: this.model.snapshot()} : {}),
      }),
    );
    if (readPaths) {
      const timer = setTimeout(() => this.settleAction(actionId), PENDING_TIMEOUT_MS);
      this.#pending.set(actionId, {binding: source, timer});
    }
    return actionId;
  }

  /** Inputs whose value the action sends (a path it reads, or all when the model is sent) and that are invalid. */
  #invalidInputs(readPaths: ReadonlySet<string>, sendsModel: boolean): NodeBinding[] {
    const out: NodeBinding[] = [];
    for (const binding of this.#reconciler?.bindings ?? []) {
      const path = binding.boundPath;
      if (!path || !binding.invalidMessage) continue;
      if (sendsModel || [...readPaths].some((read) => related(read, path))) out.push(binding);
    }
    // Document order, so that focus goes to the first field on screen.
    return out.sort((a, b) =>
      a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  }

  #announce(message: string): void {
    // The same words twice must be announced twice: clear, then set on the next frame.
    this.#announcement = '';
    this.requestUpdate();
    requestAnimationFrame(() => {
      this.#announcement = message;
      this.requestUpdate();
    });
  }

  /** @internal */
  dataChanged(path: string, value: unknown): void {
    const surfaceId = this.#parsed?.surfaceId ?? '';
    this.dispatchEvent(new SvcDataChangeEvent({surfaceId, path, value}));
  }
}

/**
 * Components read per step of a large record (a few milliseconds' work; a component equal to the
 * one before counts as a quarter, so a newer version changing a few is read in one task).
 */
const COMPONENTS_PER_STEP = 2_000;

/** The reader of long data models, once loaded (see `readingSteps`). */
let jsonReader: JsonReader | undefined;

/**
 * The steps of reading a large record. For a long data model the first yields the loading of
 * its reader (the first time), to wait for; should that fail, the text is parsed in one go.
 */
function* readingSteps(
  record: SurfaceRecord,
  options?: ParseOptions,
): Generator<ParsedSurface | undefined | Promise<void>, ParsedSurface, void> {
  if (isLongData(record) && !jsonReader) {
    yield import('../model/json-steps.js').then(
      (module) => void (jsonReader = module.parseJsonInSteps),
      () => undefined,
    );
  }
  const steps = parseSurfaceInSteps(record, COMPONENTS_PER_STEP, {
    ...options,
    readJson: jsonReader,
  });
  return yield* steps;
}

/** A record read in steps: many components, or a long data model. */
function isLong(record: SurfaceRecord): boolean {
  const {components} = record;
  if (Array.isArray(components) && components.length > DEFER_BUILD_AFTER_COMPONENTS) return true;
  return isLongData(record);
}

function isLongData(record: SurfaceRecord): boolean {
  const text = record.dataModelJson;
  return typeof text === 'string' && text.length > DATA_MODEL_CHARS_PER_STEP;
}

/** How long a button stays pending when nothing settles its action. */
const PENDING_TIMEOUT_MS = 30_000;

function newActionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `action-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** True when one path is the other, or contains it. */
function related(a: string, b: string): boolean {
  const x = a === '/' ? '' : a;
  const y = b === '/' ? '' : b;
  return x === y || y.startsWith(x + '/') || x.startsWith(y + '/');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-surface': SvcSurface;
  }
}
