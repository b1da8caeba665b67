import {LitElement, css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {provide} from '@lit/context';
import {DataModel, createDefaultFunctions, parseDataModel, parseSurface} from '../model/index.js';
import type {FunctionRegistry} from '../model/index.js';
import type {Issue, Json, ParsedSurface, SurfaceRecord} from '../model/types.js';
import {hostStyles} from '../styles/tokens.js';
import type {BindingHost} from './bind.js';
import {SvcActionEvent, SvcDataChangeEvent, SvcSurfaceErrorEvent} from './events.js';
import {SurfaceTree} from './tree.js';
import {
  connectorSettingsProviderContext,
  resourceProviderContext,
  syncStatusProviderContext,
} from './context.js';
import type {
  ConnectorSettingsProvider,
  ResourceProvider,
  SyncStatusProvider,
} from '../providers/types.js';
import '../components/all.js';

/**
 * @summary Renders one surface: its components, bound to its data model, reporting the user's
 * actions and edits as events.
 *
 * @fires svc-action - The user triggered an action; `detail` has name, surfaceId,
 * sourceComponentId, timestamp, context, and dataModel when the surface's sendDataModel is set.
 * @fires svc-data-change - The user edited a bound value; `detail` has surfaceId, path, value.
 * @fires svc-surface-error - The surface could not be shown at all; `detail.message` says why.
 *
 * @csspart base - The box around the rendered surface.
 * @cssprop [--svc-surface-gap=var(--svc-space-3)] - Space around the surface's content.
 */
@customElement('svc-surface')
export class SvcSurface extends LitElement implements BindingHost {
  static override styles = [
    hostStyles,
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
   * A Surface record exactly as the surfaces endpoint returns it. Setting a record with the same
   * `surfaceId` and `updatedAt` keeps the user's edits; a newer `updatedAt` replaces the data.
   */
  @property({attribute: false}) surface?: SurfaceRecord;

  /** Locale for formatNumber, formatCurrency, formatDate and pluralize; defaults to the page's. */
  @property() locale?: string;

  /** The function catalog checks and calls use; register more on it to extend it. */
  @property({attribute: false}) functions: FunctionRegistry = createDefaultFunctions();

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

  #parsed?: ParsedSurface;
  #tree?: SurfaceTree;
  #root?: Element;
  #issues: Issue[] = [];
  #componentsJson?: string;
  #logged = new Set<string>();

  /** A plain-JSON snapshot of the current data model. */
  get dataModel(): Json {
    return this.model.snapshot();
  }

  /** The parser's and renderer's issues with the current surface. */
  get issues(): readonly Issue[] {
    return this.#issues;
  }

  /** Writes a value into the data model, as the agent's host; bound elements update. */
  setData(path: string, value: unknown): void {
    this.model.set(path, value);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('surface')) {
      this.#load(changed.get('surface') as SurfaceRecord | undefined);
    } else if ((changed.has('functions') || changed.has('locale')) && this.#parsed) {
      this.#build(this.#parsed, this.model); // keeps the user's edits
    }
  }

  override render() {
    return html`<div part="base">${this.#root ?? nothing}</div>`;
  }

  #load(previous: SurfaceRecord | undefined): void {
    const record = this.surface;
    if (record === undefined) return this.#clear();
    if (!isObject(record)) {
      this.#clear();
      this.dispatchEvent(new SvcSurfaceErrorEvent({message: 'The surface is not an object.'}));
      return;
    }
    const current = this.#parsed;
    if (current && record.surfaceId === current.surfaceId) {
      // The same version again (a refresh): keep everything the user typed.
      if (isStale(record.updatedAt, current.updatedAt)) return;
      if (this.#sameComponents(previous, record)) return this.#replaceData(record);
    }
    const parsed = parseSurface(record);
    this.#componentsJson = undefined;
    this.#build(parsed, new DataModel(parsed.data));
  }

  /** A newer version with the same components: only the data model changes. */
  #replaceData(record: SurfaceRecord): void {
    const current = this.#parsed!;
    const issues = current.issues.filter((issue) => !issue.pointer.startsWith('/dataModelJson'));
    const data = parseDataModel(record.dataModelJson, issues);
    const fromRenderer = this.#issues.filter((issue) => !current.issues.includes(issue));
    this.#parsed = {...current, updatedAt: record.updatedAt ?? undefined, data, issues};
    this.#setIssues(issues);
    this.#issues.push(...fromRenderer); // the tree is kept, and so are its markers
    this.model.replace(data);
  }

  /** Compares components by content; the current record's JSON is kept for the next refresh. */
  #sameComponents(previous: SurfaceRecord | undefined, next: SurfaceRecord): boolean {
    if (!previous) return false;
    if (previous.components === next.components) return true;
    try {
      this.#componentsJson ??= JSON.stringify(previous.components);
      const json = JSON.stringify(next.components);
      const same = json === this.#componentsJson;
      this.#componentsJson = json;
      return same;
    } catch {
      return false;
    }
  }

  #build(parsed: ParsedSurface, model: DataModel): void {
    this.#tree?.dispose();
    this.#parsed = parsed;
    this.#setIssues(parsed.issues);
    this.model = model;
    this.#tree = new SurfaceTree(parsed, this);
    this.#root = this.#tree.build();
  }

  #clear(): void {
    this.#tree?.dispose();
    this.#tree = undefined;
    this.#parsed = undefined;
    this.#root = undefined;
    this.#issues = [];
  }

  #setIssues(issues: Issue[]): void {
    this.#issues = [];
    for (const issue of issues) this.report(issue);
  }

  /** @internal Records an issue and logs it once. */
  report(issue: Issue): void {
    this.#issues.push(issue);
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

  /** @internal */
  raiseAction(name: string, sourceComponentId: string, context: Record<string, unknown>): void {
    const parsed = this.#parsed;
    if (!parsed) return;
    this.dispatchEvent(
      new SvcActionEvent({
        name,
        surfaceId: parsed.surfaceId,
        sourceComponentId,
        timestamp: new Date().toISOString(),
        context,
        ...(parsed.sendDataModel ? {dataModel: this.model.snapshot()} : {}),
      }),
    );
  }

  /** @internal */
  dataChanged(path: string, value: unknown): void {
    const surfaceId = this.#parsed?.surfaceId ?? '';
    this.dispatchEvent(new SvcDataChangeEvent({surfaceId, path, value}));
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `next` is not newer than `current` (equal, or both parse and next is earlier). */
function isStale(next: unknown, current: unknown): boolean {
  if (next === current) return true;
  const a = Date.parse(String(next));
  const b = Date.parse(String(current));
  return Number.isFinite(a) && Number.isFinite(b) && a <= b;
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-surface': SvcSurface;
  }
}
