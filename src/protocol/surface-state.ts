/** The state of one A2UI surface inside a MessageProcessor. */
import {DataModel} from '../model/data-model.js';
import type {ComponentNode, Issue, Json, ParsedSurface} from '../model/types.js';
import type {Catalog} from './catalogs.js';
import type {A2uiComponent, SurfaceState} from './types.js';

/** Data-model problems kept for `view().issues`; older ones are dropped beyond this many. */
const MAX_DATA_ISSUES = 50;

export interface SurfaceInit {
  surfaceId: string;
  /** The default catalog's id as sent (undefined: a v1.0 surface without a default). */
  catalogId: string | undefined;
  /** The default catalog (undefined: none, or one the processor does not hold). */
  catalog: Catalog | undefined;
  theme: Record<string, Json> | undefined;
  sendDataModel: boolean;
  version: string;
  /** Keep a copy of what the agent sent (for three-way merges of `/` replacements). */
  trackServerData: boolean;
  onListenerError: (error: unknown) => void;
  /** The data model to use (a provisional surface's, handed over); default a new one. */
  dataModel?: DataModel;
  /** The surface's createSurface is still arriving (see MessagePreview). */
  provisional?: boolean;
}

/** One surface: protocol-shape components, converted nodes, the live data model. */
export class Surface implements SurfaceState {
  readonly surfaceId: string;
  readonly catalogId: string | undefined;
  readonly catalog: Catalog | undefined;
  readonly theme: Record<string, Json> | undefined;
  readonly sendDataModel: boolean;
  readonly version: string;
  readonly components = new Map<string, A2uiComponent>();
  readonly dataModel: DataModel;
  /** What the agent sent, without the user's edits; only kept when a merge hook is set. */
  readonly serverData: DataModel | undefined;
  readonly #nodes = new Map<string, ComponentNode>();
  /** Components of a message still arriving, shown over `#nodes` (see MessagePreview). */
  #preview?: ReadonlyMap<string, ComponentNode>;
  readonly #provisional: boolean;
  readonly #nodeIssues = new Map<string, Issue[]>();
  readonly #dataIssues: Issue[] = [];
  #revision = 0;
  #view: ParsedSurface | undefined;
  #viewRevision = -1;

  constructor(init: SurfaceInit) {
    this.surfaceId = init.surfaceId;
    this.catalogId = init.catalogId;
    this.catalog = init.catalog;
    this.theme = init.theme;
    this.sendDataModel = init.sendDataModel;
    this.version = init.version;
    this.dataModel = init.dataModel ?? new DataModel({}, {onListenerError: init.onListenerError});
    this.#provisional = init.provisional === true;
    this.serverData = init.trackServerData ? new DataModel({}) : undefined;
  }

  get revision(): number {
    return this.#revision;
  }

  node(id: string): ComponentNode | undefined {
    return this.#nodes.get(id);
  }

  /** Stores a component (replacing any previous definition of its id). */
  setComponent(raw: A2uiComponent, node: ComponentNode, issues: Issue[]): void {
    this.components.set(node.id, raw);
    this.#nodes.set(node.id, node);
    if (issues.length) this.#nodeIssues.set(node.id, issues);
    else this.#nodeIssues.delete(node.id);
    this.#revision++;
  }

  /**
   * Shows the components of a message still arriving over the surface's own (`undefined`: the
   * message ended). The view is then `streaming`.
   */
  setPreview(nodes: ReadonlyMap<string, ComponentNode> | undefined): void {
    if (!nodes && !this.#preview) return;
    this.#preview = nodes;
    this.#revision++;
  }

  /** Records a data-model problem for `view().issues`. */
  addDataIssue(issue: Issue): void {
    this.#dataIssues.push(issue);
    if (this.#dataIssues.length > MAX_DATA_ISSUES) this.#dataIssues.shift();
    this.#revision++;
  }

  /** Marks a data change (the view's `data` snapshot is recomputed lazily anyway). */
  touchData(): void {
    this.#revision++;
  }

  view(): ParsedSurface {
    if (this.#view && this.#viewRevision === this.#revision) return this.#view;
    const issues: Issue[] = [];
    for (const list of this.#nodeIssues.values()) issues.push(...list);
    issues.push(...this.#dataIssues);
    const model = this.dataModel;
    let snapshot: Record<string, Json> | undefined;
    let snapshotVersion = -1;
    const view: ParsedSurface = {
      surfaceId: this.surfaceId,
      catalogId: this.catalogId,
      sendDataModel: this.sendDataModel,
      components: withPreview(this.#nodes, this.#preview),
      get data(): Record<string, Json> {
        if (!snapshot || snapshotVersion !== model.version) {
          snapshot = model.snapshot() as Record<string, Json>;
          snapshotVersion = model.version;
        }
        return snapshot;
      },
      issues,
    };
    if (this.theme) view.theme = this.theme;
    if (view.components.has('root')) view.rootId = 'root';
    if (this.#preview || this.#provisional) view.streaming = true;
    if (this.#provisional) view.provisional = true;
    this.#view = view;
    this.#viewRevision = this.#revision;
    return view;
  }
}

/** The nodes with a preview's over them (a preview never removes a component). */
function withPreview(
  nodes: ReadonlyMap<string, ComponentNode>,
  preview: ReadonlyMap<string, ComponentNode> | undefined,
): Map<string, ComponentNode> {
  const out = new Map(nodes);
  for (const [id, node] of preview ?? []) out.set(id, node);
  return out;
}
