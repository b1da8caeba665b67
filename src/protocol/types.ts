/**
 * The shapes of the A2UI message stream (v0.9, v0.9.1 and v1.0) as this package
 * reads and writes them. Plain data only: no DOM, no Lit.
 */
import type {DataModel} from '../model/data-model.js';
import type {DataConflict} from '../model/merge.js';
import type {ChildTemplate, ComponentNode, Issue, Json, ParsedSurface} from '../model/types.js';

/** Protocol versions a message may carry. `v0.9.1` reads exactly like `v0.9`, `v0.10` like `v1.0`. */
export type ProtocolVersion = 'v0.9' | 'v0.9.1' | 'v0.10' | 'v1.0';

/** One component as an agent sends it: `{id, component, ...properties}`. */
export interface A2uiComponent {
  id: string;
  /** The catalog name of the component (`Text`, `Row`, `TextField`, ...). */
  component?: string;
  /** v1.0: the catalog this component comes from, when not the surface's. */
  catalogId?: string;
  weight?: number;
  accessibility?: {label?: unknown; description?: unknown; live?: unknown; hidden?: unknown};
  [property: string]: unknown;
}

/** `createSurface`: opens a surface bound to a catalog. */
export interface CreateSurface {
  surfaceId: string;
  catalogId?: string;
  theme?: Record<string, Json>;
  sendDataModel?: boolean;
  /** v1.0: the first components, as if sent by `updateComponents`. */
  components?: A2uiComponent[];
  /** v1.0: the first data model, as if sent by `updateDataModel` at `/`. */
  dataModel?: Record<string, Json>;
}

/** `updateComponents`: upserts components by id (a re-sent id replaces all its properties). */
export interface UpdateComponents {
  surfaceId: string;
  components: A2uiComponent[];
}

/** `updateDataModel`: sets `value` at `path` (default `/`), or deletes there when `value` is absent. */
export interface UpdateDataModel {
  surfaceId: string;
  path?: string;
  value?: Json;
}

/** `deleteSurface`: closes a surface. */
export interface DeleteSurface {
  surfaceId: string;
}

/** One server-to-client message: `version` and exactly one body. */
export type A2uiMessage = {version: string} & (
  | {createSurface: CreateSurface}
  | {updateComponents: UpdateComponents}
  | {updateDataModel: UpdateDataModel}
  | {deleteSurface: DeleteSurface}
);

/**
 * The error categories of the official A2UI conformance suite:
 * - `ParseError`: a frame that is not JSON.
 * - `ValidationError`: a message or component that breaks the message schema (missing or
 *   conflicting bodies, a missing `id`, `surfaceId` not a string, an unsupported version, a new
 *   component without a type, a malformed property value, a theme value of the wrong form); and
 *   the strict graph checks of `checkTopology` (no root, a cycle, a dangling id, an orphan).
 * - `CatalogError`: a catalog or component type the renderer does not hold.
 * - `IntegrityError`: a message at odds with the state (a surface created twice, an update for a
 *   surface that does not exist, duplicate ids in one message).
 * - `DataError`: a data model write that cannot be done (through a primitive, a word on an array,
 *   a non-object at `/`).
 * - `RecursionError`: components nested deeper than the renderer draws (`checkTopology`).
 */
export type A2uiErrorCategory =
  | 'ParseError'
  | 'ValidationError'
  | 'CatalogError'
  | 'IntegrityError'
  | 'DataError'
  | 'RecursionError';

/** A problem with one message. `process()` collects these; it never throws. */
export interface A2uiError {
  category: A2uiErrorCategory;
  /** The renderer-to-agent error code: `VALIDATION_FAILED` for validation errors, else the category. */
  code: string;
  /** What is wrong, in words (the place is in `surfaceId`, `messageIndex` and `pointer`). */
  message: string;
  /** The surface concerned, when the message named one. */
  surfaceId?: string;
  /** JSON Pointer into the offending message, for example `/updateComponents/components/2/id`. */
  pointer: string;
  /** The position of the message in everything this processor has been given (0-based). */
  messageIndex: number;
  /** The component concerned, when there is one. */
  componentId?: string;
}

/** What happened to a surface, told to `subscribe` listeners after each message. */
export type SurfaceEvent =
  | {type: 'created'; surfaceId: string; messageIndex: number}
  | {type: 'deleted'; surfaceId: string; messageIndex: number}
  | {
      type: 'components';
      surfaceId: string;
      messageIndex: number;
      /** Ids whose definition arrived in this message (added or replaced). */
      changedIds: string[];
    }
  | {
      type: 'data';
      surfaceId: string;
      messageIndex: number;
      /** The canonical path written (`/` when the whole model was replaced). */
      path: string;
      /** True when the whole model was replaced (`path` `/`): a new server base for a merge. */
      replaced: boolean;
      /** With `rootUpdates: 'merge'`: the paths both the person and the agent changed (the agent won). */
      conflicts?: DataConflict[];
    };

/** Listener of `MessageProcessor.subscribe`. */
export type SurfaceListener = (event: SurfaceEvent) => void;

/**
 * A host catalog's component mapping: the seed variant key to render with (for example
 * `'svcChart'` or `'myWidget'`), or a converter.
 */
export type ComponentMapping = string | ComponentConverter;

/** The body a converter returns; id, weight, checks, accessibility and pointer are added for it. */
export interface ConvertedBody {
  /** The variant key (element tag is derived from it: `svc-` + kebab case). */
  variant: string;
  props: Record<string, unknown>;
  /** Child ids in order. */
  children?: string[];
  template?: ChildTemplate;
  /** The input's value is a list even for one choice (see ComponentNode `listValue`). */
  listValue?: boolean;
}

/**
 * Converts one A2UI component (already copied, unsafe keys dropped) to a seed-dialect body.
 * Push problems to `issues` with pointers under `pointer`. Must not throw (a throw is caught and
 * reported as a ValidationError, and the component is kept as unknown).
 */
export type ComponentConverter = (
  component: A2uiComponent,
  context: {pointer: string; issues: Issue[]},
) => ConvertedBody;

/** What `registerCatalog` takes. */
export interface CatalogDefinition {
  /** The id agents put in `createSurface.catalogId`; announced in `capabilities()`. */
  catalogId: string;
  /** Component name (as in `component`) → variant key or converter. */
  components: Record<string, ComponentMapping>;
  /** Also accept the basic catalog's components (for catalogs that extend it). Default false. */
  extendsBasic?: boolean;
}

/**
 * A catalog's published JSON definition (v1.0 `catalog_definition.json`): components as JSON
 * Schemas (with `allowedParents` / `allowedChildren`), functions by name, the protocol version and
 * the agent-facing `instructions`. A component named like one of the basic catalog's is drawn by
 * the same element; others need a host variant of that name (`registerVariant`).
 */
export interface CatalogJson {
  catalogId: string;
  /** `1.0`, `v1.0`, `0.9`…; `0.9` when absent, as the specification says. */
  protocolVersion?: string;
  components?: Record<string, Record<string, unknown>>;
  functions?: Record<string, FunctionDefinition>;
  instructions?: string;
  title?: string;
  description?: string;
  [extra: string]: unknown;
}

/** A function of a published catalog: the JSON Schema of its call, and how it may be called. */
export interface FunctionDefinition {
  returnType?: string;
  allowedCallers?: 'rendererOnly' | 'agentOnly' | 'rendererOrAgent';
  requiresUserActivation?: boolean;
  [schema: string]: unknown;
}

/** The capabilities a client announces (`a2uiClientCapabilities`), keyed by protocol version. */
export type ClientCapabilities = Partial<
  Record<
    'v0.9' | 'v1.0',
    {supportedCatalogIds: string[]; inlineCatalogs?: Record<string, unknown>[]}
  >
>;

/** The `a2uiClientDataModel` metadata: the models of the surfaces created with `sendDataModel`. */
export interface ClientDataModel {
  version: 'v0.9' | 'v1.0';
  surfaces: Record<string, Json>;
}

/** A renderer-to-agent `action` message. */
export interface ActionMessage {
  version: 'v0.9' | 'v1.0';
  action: {
    name: string;
    surfaceId: string;
    sourceComponentId: string;
    timestamp: string;
    context: Record<string, Json>;
    [extra: string]: Json;
  };
}

/** A renderer-to-agent `error` message. */
export interface ErrorMessage {
  version: 'v0.9' | 'v1.0';
  error: {code: string; surfaceId: string; message: string; path?: string};
}

/** The result of one `process()` call. */
export interface ProcessResult {
  /** How many messages were read (an array or `{messages}` counts each element). */
  messages: number;
  /** The problems found, in order. */
  errors: A2uiError[];
}

/** The state of one surface, readable by hosts and tools. */
export interface SurfaceState {
  readonly surfaceId: string;
  /**
   * The default catalog id of `createSurface` as sent; in v0.9 the basic catalog's when none was
   * given (an unknown id is kept here, and the components are converted with the basic catalog);
   * undefined for a v1.0 surface created without one.
   */
  readonly catalogId: string | undefined;
  readonly theme: Record<string, Json> | undefined;
  readonly sendDataModel: boolean;
  /** The protocol version of the `createSurface` message. */
  readonly version: string;
  /** Components by id in the protocol's own shape, as received (a JSON copy). */
  readonly components: ReadonlyMap<string, A2uiComponent>;
  /** The live data model: `updateDataModel` writes here, and so do bound inputs. */
  readonly dataModel: DataModel;
  /** Increases with every change of components or data. */
  readonly revision: number;
  /**
   * The surface in the renderer's internal shape: seed-dialect nodes (identity kept for
   * components that did not change), `rootId` `root` once it exists, `data` a snapshot of the
   * live model, `issues` the conversion issues of the current components.
   */
  view(): ParsedSurface;
  /** The converted node of one component. */
  node(id: string): ComponentNode | undefined;
}
