/**
 * MessageProcessor: reads the A2UI agent-to-renderer message stream (v0.9, v0.9.1 and v1.0) into
 * per-surface state the renderer and hosts read, and answers the agent's function calls. DOM-free;
 * never throws on input: each problem becomes an A2uiError and the stream goes on.
 */
import {isPlainObject, toJson} from '../model/json.js';
import {mergeData, type DataConflict} from '../model/merge.js';
import {parsePointer, resolvePath} from '../model/pointer.js';
import type {Json} from '../model/types.js';
import {BASIC_CATALOG_ID} from './basic-catalog.js';
import {
  CatalogRegistry,
  inlineCatalog,
  normalizeProtocolVersion,
  type Catalog,
} from './catalogs.js';
import {clientDataModel} from './client.js';
import {isIdentifier} from './identifiers.js';
import {applyComponents, catalogForSurface, type ApplyOptions} from './components.js';
import {makeError, type MessageContext} from './context.js';
import {
  FunctionCalls,
  type AgentCall,
  type FunctionMessage,
  type RendererFunction,
} from './function-calls.js';
import {MessagePreview} from './partial-preview.js';
import type {PartialItem} from './stream-reader.js';
import {Surface} from './surface-state.js';
import {checkComposition, checkIndexPlacement, checkTopology} from './topology.js';
import type {
  A2uiError,
  A2uiErrorCategory,
  CatalogDefinition,
  CatalogJson,
  ClientCapabilities,
  ClientDataModel,
  ProcessResult,
  SurfaceEvent,
  SurfaceListener,
  SurfaceState,
} from './types.js';

/** The message bodies an agent sends, one per message (the last two in v1.0 only). */
export const MESSAGE_KINDS = Object.freeze([
  'createSurface',
  'updateComponents',
  'updateDataModel',
  'deleteSurface',
  'callRendererFunction',
  'agentFunctionResponse',
] as const);

/** The bodies that are not about one surface: v1.0's function calls. */
const FUNCTION_KINDS: ReadonlySet<string> = new Set([
  'callRendererFunction',
  'agentFunctionResponse',
]);

type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Protocol versions the processor reads. `v0.10` is the draft name of v1.0. */
export const SUPPORTED_VERSIONS: readonly string[] = Object.freeze([
  'v0.9',
  'v0.9.1',
  'v0.10',
  'v1.0',
]);

const LEGACY_KINDS = ['beginRendering', 'surfaceUpdate', 'dataModelUpdate'];

/** The properties of a v1.0 createSurface. */
const CREATE_SURFACE_KEYS = new Set([
  'surfaceId',
  'catalogId',
  'sendDataModel',
  'components',
  'dataModel',
  'metadata',
]);

/** A path given as text that is not a JSON Pointer (`''` or text starting with `/`). */
function isRelativeText(path: unknown): boolean {
  return typeof path === 'string' && path !== '' && !path.startsWith('/');
}

/** `#RRGGBB`, the form the basic catalog's theme gives `primaryColor`. */
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Options of a MessageProcessor. */
export interface MessageProcessorOptions {
  /** Told about every error as it is found (besides the list `process()` returns). */
  onError?: (error: A2uiError) => void;
  /**
   * Read only messages of this protocol version (`v0.9` takes v0.9.1 too, `v1.0` its v0.10 draft),
   * as a validator for one version does; another version is a ValidationError. Default: every
   * supported version.
   */
  protocolVersion?: 'v0.9' | 'v1.0';
  /** Host catalogs to register at once (same as calling `registerCatalog` for each). */
  catalogs?: (CatalogDefinition | CatalogJson)[];
  /**
   * Strict validation, for tools that check an agent's output (the conformance suite's strict
   * mode): components are checked against their catalog's published schema, and after each
   * `process()` call the graph of every surface it touched must be whole (a `root`, no missing
   * ids, no cycles, nothing unreachable). Off by default: while a stream arrives, missing ids are
   * normal.
   */
  strict?: boolean;
  /**
   * Where messages for the agent that the processor makes go: v1.0's `rendererFunctionResponse`
   * (the answer to an agent's `callRendererFunction`) and `callAgentFunction`. `<svc-a2ui>`
   * dispatches them as `svc-a2ui-message`.
   */
  send?: (message: FunctionMessage) => void;
  /** Functions the agent may call on this renderer (also `registerRendererFunction`). */
  rendererFunctions?: Record<string, RendererFunction>;
  /**
   * Told about an agent's `callRendererFunction` that no registered function takes, to answer it
   * (`reply` or `fail`); without it such a call is answered "Function not found".
   */
  onAgentCall?: (call: AgentCall) => void;
  /** True while a person's gesture is active; default `navigator.userActivation.isActive`. */
  userActivation?: () => boolean;
  /** How long `callAgentFunction` waits for the agent's answer (default 30 s). */
  functionTimeoutMs?: number;
  /**
   * What a whole-model `updateDataModel` (path `/`) does to the live model. `replace` (default):
   * the model becomes the new value. `merge`: a three-way merge (`mergeData`) against what the
   * agent sent before: paths the agent changed take its values, paths only the person edited keep
   * theirs, both changed: the agent wins and the `data` event lists the conflict. Only the merged
   * paths are written, so only their bindings hear about it.
   */
  rootUpdates?: 'replace' | 'merge';
  /** Told when a listener (subscribe or data model) throws; by default rethrown asynchronously. */
  onListenerError?: (error: unknown) => void;
}

function rethrowLater(error: unknown): void {
  setTimeout(() => {
    throw error;
  });
}

/** See the module comment. */
export class MessageProcessor {
  readonly #surfaces = new Map<string, Surface>();
  readonly #listeners = new Set<SurfaceListener>();
  readonly #catalogs = new CatalogRegistry();
  readonly #options: MessageProcessorOptions;
  #messageCount = 0;
  /** The surfaces the current `process()` call changed components of, with the ids. */
  #touched = new Map<string, Set<string>>();

  readonly #functions: FunctionCalls;
  readonly #preview: MessagePreview;

  constructor(options: MessageProcessorOptions = {}) {
    this.#options = options;
    this.#preview = new MessagePreview({
      catalogs: this.#catalogs,
      surface: (surfaceId) => this.#surfaces.get(surfaceId),
      emit: (event) => this.#emit(event),
      trackServerData: options.rootUpdates === 'merge',
      onListenerError: this.#listenerError,
    });
    for (const catalog of options.catalogs ?? []) this.registerCatalog(catalog);
    this.#functions = new FunctionCalls({
      send: (message) => this.#send(message),
      hasCatalog: (catalogId) => this.hasCatalog(catalogId),
      declared: (catalogId, name) => this.#catalogs.get(catalogId)?.functions?.get(name),
      ...(options.userActivation ? {userActivation: options.userActivation} : {}),
      ...(options.onAgentCall ? {onAgentCall: options.onAgentCall} : {}),
      ...(options.functionTimeoutMs !== undefined ? {timeoutMs: options.functionTimeoutMs} : {}),
    });
    for (const [name, fn] of Object.entries(options.rendererFunctions ?? {}))
      this.#functions.register(name, fn);
  }

  /** Lets the agent call `name` on this renderer (v1.0 `callRendererFunction`). */
  registerRendererFunction(name: string, fn: RendererFunction): void {
    this.#functions.register(name, fn);
  }

  /**
   * Asks the agent to run a function for a surface (v1.0 `callAgentFunction`, sent through the
   * `send` option); resolves with the agent's value, rejects with its error or after the timeout.
   */
  callAgentFunction(
    surfaceId: string,
    callFunction: {call: string; catalogId?: string; args?: Record<string, unknown>},
    options: {functionCallId?: string} = {},
  ): Promise<Json> {
    return this.#functions.callAgent(surfaceId, callFunction, options.functionCallId);
  }

  #send(message: FunctionMessage): void {
    const send = this.#options.send;
    if (!send) return;
    try {
      send(message);
    } catch (error) {
      this.#listenerError(error);
    }
  }

  /**
   * Reads one message or many: a message object, an array of messages, `{messages: [...]}`, or a
   * string holding JSON (one JSONL line, or several lines). Returns how many messages were read
   * and the errors found; never throws. Listeners hear about each change as it is applied.
   */
  process(input: unknown): ProcessResult {
    const errors: A2uiError[] = [];
    let messages = 0;
    // A message that was arriving has ended: this is it, or it was dropped.
    this.#preview.clear();
    this.#touched = new Map();
    // Only the top level may be a batch (an array or `{messages}`); a string is read as JSON
    // (one message, a batch, or JSONL lines) at the level it was found.
    const read = (item: unknown, top: boolean): void => {
      if (typeof item === 'string') {
        for (const frame of this.#parseText(item, errors)) {
          if (frame.ok) read(frame.value, top);
          else messages++;
        }
        return;
      }
      if (top && Array.isArray(item)) {
        for (const element of item) read(element, false);
        return;
      }
      if (top && isPlainObject(item) && !('version' in item) && Array.isArray(item.messages)) {
        for (const element of item.messages) read(element, false);
        return;
      }
      messages++;
      this.#handle(item, errors);
    };
    try {
      read(input, true);
    } catch (error) {
      // Only an input object with throwing getters or traps gets here (JSON cannot).
      const detail = error instanceof Error ? error.message : String(error);
      const context = {index: this.#messageCount++, version: '', v1: false, errors, events: []};
      this.#error(errors, context, 'ValidationError', `The input could not be read: ${detail}`, '');
    }
    this.#checkBatch(errors);
    this.#preview.settle();
    return {messages, errors};
  }

  /**
   * Streaming: shows what is complete of a message still arriving, as the stream reader of
   * `<svc-a2ui>` `connect()` gives it (`StreamReader.partial()`): the complete components of an
   * unfinished `updateComponents` (or of a `createSurface` with components, whose surface then
   * exists provisionally: no data, no actions), and a Text whose string is being written. Nothing
   * is committed and nothing is reported: the finished message is given to `process()` as usual
   * (which ends the preview), so the result is the one-shot result. `undefined` ends the preview.
   * Listeners hear `components` (and `created` / `deleted` for a provisional surface) events with
   * `messageIndex` -1; the surface's `view()` is `streaming` meanwhile.
   */
  preview(partial: PartialItem | undefined): void {
    this.#preview.show(partial);
    if (!partial) this.#preview.settle();
  }

  /** True when this processor validates strictly (see the `strict` option). */
  get strict(): boolean {
    return this.#options.strict === true;
  }

  /**
   * After a batch: the composition constraints of the components it defined, and in strict mode
   * the whole graph of each surface it touched.
   */
  #checkBatch(errors: A2uiError[]): void {
    const touched = this.#touched;
    this.#touched = new Map();
    for (const [surfaceId, changed] of touched) {
      const surface = this.#surfaces.get(surfaceId);
      if (!surface) continue;
      const context: MessageContext = {
        index: this.#messageCount - 1,
        version: surface.version,
        v1: false,
        surfaceId,
        errors,
        events: [],
      };
      const report = (
        category: A2uiErrorCategory,
        text: string,
        node?: {id: string; pointer: string},
        code?: string,
      ) => this.#error(errors, context, category, text, node?.pointer ?? '', node?.id, code);
      checkComposition(surface, changed, this.#catalogs, report);
      checkIndexPlacement(surface, changed, report);
      if (this.strict) checkTopology(surface, report);
    }
  }

  /** The open surfaces, in creation order (then one whose createSurface is still arriving). */
  surfaces(): SurfaceState[] {
    const provisional = this.#preview.provisional;
    const open = [...this.#surfaces.values()];
    return provisional ? [...open, provisional] : open;
  }

  /** The open surface `surfaceId` (or the one whose createSurface is arriving), if any. */
  surface(surfaceId: string): SurfaceState | undefined {
    const provisional = this.#preview.provisional;
    return (
      this.#surfaces.get(surfaceId) ??
      (provisional?.surfaceId === surfaceId ? provisional : undefined)
    );
  }

  /**
   * Calls `listener` after every change: a surface created or deleted, components arrived (with
   * their ids), the data model written (with the path; `replaced` for a whole-model write).
   * Returns the unsubscribe function.
   */
  subscribe(listener: SurfaceListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Registers a catalog, in either of two forms. A host catalog: component names mapped to seed
   * variant keys (their elements are `svc-` + the key in kebab case) or to converters. Or a
   * catalog's published JSON definition (v1.0 `catalog_definition.json`): components as JSON
   * Schemas with their composition constraints, functions by name, `protocolVersion`,
   * `instructions`. Surfaces created with this `catalogId` (or components and calls naming it)
   * use it, and `capabilities()` announces it. Registering an id again replaces the catalog.
   * Throws a TypeError for a definition that cannot be used, since this is the host's code.
   */
  registerCatalog(definition: CatalogDefinition | CatalogJson): void {
    const problem = this.#catalogs.register(definition);
    if (problem) throw new TypeError(problem);
  }

  /** Makes `alias` another id of the held catalog `catalogId` (an agent's short name for it). */
  aliasCatalog(alias: string, catalogId: string): void {
    const problem = this.#catalogs.alias(alias, catalogId);
    if (problem) throw new TypeError(problem);
  }

  /** True when a catalog of that id (or alias) is held. */
  hasCatalog(catalogId: string): boolean {
    return this.#catalogs.get(catalogId) !== undefined;
  }

  /**
   * The published definition of a held catalog as the processor reads it: components and
   * functions narrowed to those `$defs.anyComponent` / `anyFunction` list (when they do), local
   * `$ref`s inlined. Undefined for an id not held, a built-in basic catalog or a host catalog.
   */
  catalogDefinition(catalogId: string): CatalogJson | undefined {
    return this.#catalogs.get(catalogId)?.definition;
  }

  /**
   * The catalog a surface selected (its default): its id, protocol version and, for a catalog
   * registered from JSON, its instructions; undefined for an unknown surface or one created
   * without a default catalog (v1.0).
   */
  surfaceCatalog(
    surfaceId: string,
  ): {catalogId: string; protocolVersion?: string; instructions?: string} | undefined {
    const catalog = this.#surfaces.get(surfaceId)?.catalog;
    if (!catalog) return undefined;
    const {catalogId, protocolVersion, instructions} = catalog;
    return {
      catalogId,
      ...(protocolVersion ? {protocolVersion} : {}),
      ...(instructions !== undefined ? {instructions} : {}),
    };
  }

  /**
   * The client capabilities to announce (`a2uiClientCapabilities`) for a protocol version (`v0.9`
   * by default, or `v1.0`): the ids of the catalogs held for that version (and of host catalogs,
   * usable with any), the basic catalog first.
   */
  capabilities(
    version: 'v0.9' | 'v1.0' = 'v0.9',
    options: {includeInlineCatalogs?: boolean} = {},
  ): ClientCapabilities {
    const ids = this.#catalogs.idsFor(version);
    const announced: {supportedCatalogIds: string[]; inlineCatalogs?: Record<string, unknown>[]} = {
      supportedCatalogIds: ids,
    };
    if (options.includeInlineCatalogs)
      announced.inlineCatalogs = ids.flatMap((id) => {
        const inline = inlineCatalog(this.#catalogs.get(id)!);
        return inline ? [inline] : [];
      });
    return {[version]: announced};
  }

  /**
   * The `a2uiClientDataModel` to attach to messages for the agent: a snapshot of the model of
   * every open surface created with `sendDataModel: true` (of the protocol version asked for, when
   * one is given: `v0.9` counts v0.9.1 too); undefined when there is none.
   */
  clientDataModel(version?: 'v0.9' | 'v1.0'): ClientDataModel | undefined {
    const wanted = version && normalizeProtocolVersion(version);
    const surfaces = this.surfaces().filter(
      (surface) => !wanted || normalizeProtocolVersion(surface.version) === wanted,
    );
    return clientDataModel(surfaces, version);
  }

  /**
   * The strict checks of the component graph, for a stream that is complete: no `root`, a cycle,
   * a reference to a missing id, a component unreachable from the root (ValidationError) and
   * nesting deeper than the renderer draws (RecursionError). While streaming, missing ids are
   * normal (forward references): `process()` runs these only in strict mode.
   */
  checkTopology(surfaceId: string): A2uiError[] {
    const surface = this.#surfaces.get(surfaceId);
    if (!surface) return [];
    const errors: A2uiError[] = [];
    const context: MessageContext = {
      index: this.#messageCount,
      version: surface.version,
      v1: false,
      surfaceId,
      errors,
      events: [],
    };
    checkTopology(surface, (category, text, node) =>
      errors.push(makeError(context, category, text, node?.pointer ?? '', node?.id)),
    );
    return errors;
  }

  // --- reading ---

  /** The JSON frames of `text`: the whole text, else each non-blank line; bad ones reported. */
  #parseText(text: string, errors: A2uiError[]): ({ok: true; value: unknown} | {ok: false})[] {
    const trimmed = text.trim();
    if (trimmed === '') return [];
    try {
      return [{ok: true, value: JSON.parse(trimmed)}];
    } catch {
      // Several JSONL lines, or a bad frame.
    }
    const frames: ({ok: true; value: unknown} | {ok: false})[] = [];
    for (const line of trimmed.split(/\r?\n/)) {
      if (line.trim() === '') continue;
      try {
        frames.push({ok: true, value: JSON.parse(line)});
      } catch (error) {
        frames.push({ok: false});
        const index = this.#messageCount++;
        const detail = error instanceof Error ? error.message : String(error);
        const context: MessageContext = {index, version: '', v1: false, errors, events: []};
        this.#error(errors, context, 'ParseError', `The frame is not valid JSON (${detail}).`, '');
      }
    }
    return frames;
  }

  #handle(raw: unknown, errors: A2uiError[]): void {
    const context: MessageContext = {
      index: this.#messageCount++,
      version: '',
      v1: false,
      errors,
      events: [],
    };
    try {
      this.#dispatch(raw, context);
    } catch (error) {
      // Defensive: nothing in dispatch should throw; if it does, the next message is still read.
      const detail = error instanceof Error ? error.message : String(error);
      this.#error(
        errors,
        context,
        'ValidationError',
        `The message could not be read: ${detail}`,
        '',
      );
    }
    for (const event of context.events) this.#emit(event);
  }

  #dispatch(raw: unknown, context: MessageContext): void {
    const {errors} = context;
    if (!isPlainObject(raw)) {
      this.#error(errors, context, 'ValidationError', 'A message must be a JSON object.', '');
      return;
    }
    const version = raw.version;
    if (version === undefined) {
      this.#error(
        errors,
        context,
        'ValidationError',
        'Missing required version field.',
        '/version',
      );
      return;
    }
    if (typeof version !== 'string' || !SUPPORTED_VERSIONS.includes(version)) {
      const shown = typeof version === 'string' ? version : JSON.stringify(version);
      this.#error(
        errors,
        context,
        'ValidationError',
        `Unsupported protocol version '${shown}'.`,
        '/version',
      );
      return;
    }
    const only = this.#options.protocolVersion;
    if (only && normalizeProtocolVersion(version) !== normalizeProtocolVersion(only)) {
      const text = `This processor reads ${only} messages only; '${version}' is not one.`;
      this.#error(errors, context, 'ValidationError', text, '/version');
      return;
    }
    context.version = version;
    context.v1 = version === 'v1.0' || version === 'v0.10';
    const kinds = MESSAGE_KINDS.filter((kind) => kind in raw);
    if (kinds.length > 1) {
      this.#error(
        errors,
        context,
        'ValidationError',
        `Message contains multiple conflicting update actions (${kinds.join(', ')}).`,
        '',
      );
      return;
    }
    if (kinds.length === 0) {
      const legacy = LEGACY_KINDS.find((kind) => kind in raw);
      const message = legacy
        ? `The action '${legacy}' is not supported in protocol version ${version}.`
        : `The message has none of ${MESSAGE_KINDS.join(', ')}.`;
      this.#error(errors, context, 'ValidationError', message, legacy ? `/${legacy}` : '');
      return;
    }
    const kind: MessageKind = kinds[0];
    const body = raw[kind];
    if (!isPlainObject(body)) {
      this.#error(errors, context, 'ValidationError', `${kind} must be an object.`, `/${kind}`);
      return;
    }
    if (FUNCTION_KINDS.has(kind)) {
      if (!context.v1) {
        const text = `The action '${kind}' is not supported in protocol version ${context.version}.`;
        this.#error(errors, context, 'ValidationError', text, `/${kind}`);
        return;
      }
      const problem = (text: string, pointer: string) =>
        this.#error(errors, context, 'ValidationError', text, pointer);
      if (kind === 'callRendererFunction') this.#functions.handleCall(body, problem);
      else this.#functions.handleResponse(body, problem);
      return;
    }
    const surfaceId = body.surfaceId;
    if (typeof surfaceId !== 'string' || surfaceId === '') {
      const message =
        surfaceId === undefined
          ? `${kind} has no surfaceId.`
          : 'surfaceId must be a string (not empty).';
      this.#error(errors, context, 'ValidationError', message, `/${kind}/surfaceId`);
      return;
    }
    context.surfaceId = surfaceId;
    // A v1.0 data path is a JSON Pointer, whatever the surface it names.
    if (kind === 'updateDataModel' && context.v1 && isRelativeText(body.path)) {
      const text = "path must be a JSON Pointer ('' or starting with '/').";
      this.#error(errors, context, 'ValidationError', text, '/updateDataModel/path');
      return;
    }
    if (kind === 'createSurface') this.#createSurface(body, context);
    else if (kind === 'deleteSurface') this.#deleteSurface(surfaceId, context);
    else {
      const surface = this.#surfaces.get(surfaceId);
      if (!surface) {
        this.#error(
          errors,
          context,
          'IntegrityError',
          `Surface not found for message: ${surfaceId}.`,
          `/${kind}/surfaceId`,
        );
        return;
      }
      if (kind === 'updateComponents') this.#updateComponents(surface, body, context);
      else this.#updateDataModel(surface, body, context);
    }
  }

  #createSurface(body: Record<string, unknown>, context: MessageContext): void {
    const {errors} = context;
    const surfaceId = context.surfaceId!;
    if (this.#surfaces.has(surfaceId)) {
      this.#error(
        errors,
        context,
        'IntegrityError',
        `Surface ${surfaceId} already exists.`,
        '/createSurface/surfaceId',
      );
      // Nothing is applied; the message's own fields are still checked.
      if (context.v1) this.#readCreateExtras(body, context);
      else this.#readTheme(body.theme, context);
      return;
    }
    const catalog = this.#surfaceCatalog(body, context);
    this.#readCreateExtras(body, context);
    const surface = new Surface({
      surfaceId,
      catalogId: typeof body.catalogId === 'string' ? body.catalogId : catalog?.catalogId,
      catalog,
      theme: context.v1 ? undefined : this.#readTheme(body.theme, context),
      sendDataModel: body.sendDataModel === true,
      version: context.version,
      trackServerData: this.#options.rootUpdates === 'merge',
      onListenerError: this.#listenerError,
      // The model of its provisional surface, if it was previewed: the elements stay.
      dataModel: this.#preview.claim(surfaceId),
    });
    this.#surfaces.set(surfaceId, surface);
    context.events.push({type: 'created', surfaceId, messageIndex: context.index});
    if (body.components !== undefined)
      this.#applyComponents(surface, body.components, '/createSurface/components', context);
    if (body.dataModel !== undefined)
      this.#applyData(surface, '/', body.dataModel, '/createSurface/dataModel', context);
  }

  /**
   * The default catalog of a new surface. v1.0: optional, and never a fallback: an id that is not
   * held, or of another protocol version, is a CatalogError and the surface has no default. v0.9:
   * required; a missing or unknown one falls back to the basic catalog, with an error.
   */
  #surfaceCatalog(body: Record<string, unknown>, context: MessageContext): Catalog | undefined {
    const requested = body.catalogId;
    const pointer = '/createSurface/catalogId';
    if (typeof requested === 'string' && requested !== '') {
      const found = catalogForSurface(this.#catalogs, requested, context.version);
      if (typeof found !== 'string') return found;
      const fallback = context.v1 ? '' : '; the surface uses the basic catalog';
      this.#error(context.errors, context, 'CatalogError', `${found}${fallback}.`, pointer);
    } else if (requested !== undefined || !context.v1) {
      const text = context.v1
        ? 'createSurface catalogId must be a non-empty string when given.'
        : `createSurface needs a catalogId (a string) in ${context.version}; the surface uses the basic catalog.`;
      this.#error(context.errors, context, 'ValidationError', text, pointer);
    }
    return context.v1 ? undefined : this.#catalogs.get(BASIC_CATALOG_ID);
  }

  /**
   * v1.0's `metadata` (only `extensions`, whose keys are Unicode identifiers), and in strict mode
   * any property createSurface does not have.
   */
  #readCreateExtras(body: Record<string, unknown>, context: MessageContext): void {
    if (!context.v1) return;
    const metadata = body.metadata;
    if (metadata !== undefined) {
      if (!isPlainObject(metadata))
        this.#error(
          context.errors,
          context,
          'ValidationError',
          'metadata must be an object.',
          '/createSurface/metadata',
        );
      else {
        for (const key of Object.keys(metadata))
          if (key !== 'extensions')
            this.#error(
              context.errors,
              context,
              'ValidationError',
              `metadata holds only "extensions"; "${key}" is not allowed.`,
              `/createSurface/metadata/${key}`,
            );
        const extensions = metadata.extensions;
        if (extensions !== undefined && !isPlainObject(extensions))
          this.#error(
            context.errors,
            context,
            'ValidationError',
            'metadata.extensions must be an object.',
            '/createSurface/metadata/extensions',
          );
        else
          for (const key of Object.keys(extensions ?? {}))
            if (!isIdentifier(key))
              this.#error(
                context.errors,
                context,
                'ValidationError',
                `The extension key "${key}" is not a Unicode identifier (UAX #31).`,
                '/createSurface/metadata/extensions',
              );
      }
    }
    if (!this.strict) return;
    for (const key of Object.keys(body))
      if (!CREATE_SURFACE_KEYS.has(key))
        this.#error(
          context.errors,
          context,
          'ValidationError',
          `createSurface has no property "${key}" in v1.0.`,
          `/createSurface/${key}`,
        );
  }

  #readTheme(raw: unknown, context: MessageContext): Record<string, Json> | undefined {
    if (raw === undefined || raw === null) return undefined;
    const surfaceId = context.surfaceId!;
    const theme = isPlainObject(raw) ? (toJson(raw) as Record<string, Json>) : undefined;
    if (!theme) {
      this.#error(
        context.errors,
        context,
        'ValidationError',
        `Validation failed for theme on surface '${surfaceId}': the theme must be an object; ignored.`,
        '/createSurface/theme',
      );
      return undefined;
    }
    const color = theme.primaryColor;
    if (color !== undefined && (typeof color !== 'string' || !HEX_COLOR.test(color))) {
      delete theme.primaryColor;
      this.#error(
        context.errors,
        context,
        'ValidationError',
        `Validation failed for theme on surface '${surfaceId}': primaryColor must be a #RRGGBB colour; ignored.`,
        '/createSurface/theme/primaryColor',
      );
    }
    return theme;
  }

  #deleteSurface(surfaceId: string, context: MessageContext): void {
    // Deleting a surface that does not exist is a no-op (conformance: a safe no-op).
    if (!this.#surfaces.delete(surfaceId)) return;
    context.events.push({type: 'deleted', surfaceId, messageIndex: context.index});
  }

  #updateComponents(surface: Surface, body: Record<string, unknown>, context: MessageContext) {
    this.#applyComponents(surface, body.components, '/updateComponents/components', context);
  }

  #applyComponents(surface: Surface, list: unknown, base: string, context: MessageContext): void {
    const options: ApplyOptions = {
      catalogs: this.#catalogs,
      strict: this.strict,
      report: (category, text, pointer, componentId) =>
        this.#error(context.errors, context, category, text, pointer, componentId),
    };
    const changedIds = applyComponents(surface, list, base, context, options);
    if (!changedIds.length) return;
    const touched = this.#touched.get(surface.surfaceId) ?? new Set<string>();
    for (const id of changedIds) touched.add(id);
    this.#touched.set(surface.surfaceId, touched);
    context.events.push({
      type: 'components',
      surfaceId: surface.surfaceId,
      messageIndex: context.index,
      changedIds,
    });
  }

  #updateDataModel(surface: Surface, body: Record<string, unknown>, context: MessageContext) {
    const path = body.path === undefined ? '/' : body.path;
    if (typeof path !== 'string') {
      this.#error(
        context.errors,
        context,
        'ValidationError',
        'path must be a string (a JSON Pointer).',
        '/updateDataModel/path',
      );
      return;
    }
    // v0.9: an absent value deletes. v1.0: null deletes too.
    let value = 'value' in body ? body.value : undefined;
    if (value === null && context.v1) value = undefined;
    const pointer = 'value' in body ? '/updateDataModel/value' : '/updateDataModel/path';
    this.#applyData(surface, path, value, pointer, context);
  }

  #applyData(
    surface: Surface,
    path: string,
    value: unknown,
    pointer: string,
    context: MessageContext,
  ): void {
    const canonical = resolvePath(path, '/');
    const replaced = parsePointer(canonical).length === 0;
    let problem: string | undefined;
    let conflicts: DataConflict[] | undefined;
    if (replaced) {
      if (value !== undefined && !isPlainObject(value)) {
        problem = 'The whole data model (path /) must be an object.';
      } else {
        const incoming = (value === undefined ? {} : (toJson(value) ?? {})) as Record<string, Json>;
        ({problem, conflicts} = this.#replaceRoot(surface, incoming));
      }
    } else {
      problem = surface.dataModel.set(canonical, value);
      if (!problem) surface.serverData?.set(canonical, value);
    }
    if (problem) {
      const message = `Cannot write ${canonical}: ${problem}`;
      surface.addDataIssue({pointer, message, severity: 'error'});
      this.#error(context.errors, context, 'DataError', message, pointer);
      return;
    }
    surface.touchData();
    const event: SurfaceEvent = {
      type: 'data',
      surfaceId: surface.surfaceId,
      messageIndex: context.index,
      path: canonical,
      replaced,
    };
    if (conflicts) event.conflicts = conflicts;
    context.events.push(event);
  }

  #replaceRoot(
    surface: Surface,
    incoming: Record<string, Json>,
  ): {problem?: string; conflicts?: DataConflict[]} {
    const server = surface.serverData;
    if (!server) return {problem: surface.dataModel.replace(incoming)};
    const {patches, conflicts} = mergeData(
      server.snapshot(),
      surface.dataModel.snapshot(),
      incoming,
    );
    server.replace(incoming);
    for (const patch of patches) {
      const problem = surface.dataModel.set(patch.path, patch.value);
      if (problem) return {problem};
    }
    return conflicts.length ? {conflicts} : {};
  }

  // --- reporting ---

  #error(errors: A2uiError[], ...made: Parameters<typeof makeError>): void {
    const error = makeError(...made);
    errors.push(error);
    const onError = this.#options.onError;
    if (onError) {
      try {
        onError(error);
      } catch (thrown) {
        this.#listenerError(thrown);
      }
    }
  }

  #emit(event: SurfaceEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.#listenerError(error);
      }
    }
  }

  readonly #listenerError = (error: unknown): void => {
    (this.#options.onListenerError ?? rethrowLater)(error);
  };
}
