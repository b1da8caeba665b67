/**
 * MessageProcessor: reads the A2UI server-to-client message stream (v0.9, v0.9.1 and the v1.0
 * candidate's additions) into per-surface state the renderer and hosts read. DOM-free; never
 * throws on input: each problem becomes an A2uiError and the stream goes on.
 */
import {isPlainObject, toJson} from '../model/json.js';
import {mergeData, type DataConflict} from '../model/merge.js';
import {MAX_COMPONENTS} from '../model/parse.js';
import {parsePointer, resolvePath} from '../model/pointer.js';
import type {Json} from '../model/types.js';
import {BASIC_CATALOG_ID} from './basic-catalog.js';
import {CatalogRegistry, type Catalog} from './catalogs.js';
import {clientDataModel} from './client.js';
import {convertComponent} from './convert.js';
import {Surface} from './surface-state.js';
import {checkTopology} from './topology.js';
import type {
  A2uiComponent,
  A2uiError,
  A2uiErrorCategory,
  CatalogDefinition,
  ClientCapabilities,
  ClientDataModel,
  ProcessResult,
  SurfaceEvent,
  SurfaceListener,
  SurfaceState,
} from './types.js';

/** The message bodies a server sends, one per message. */
export const MESSAGE_KINDS = Object.freeze([
  'createSurface',
  'updateComponents',
  'updateDataModel',
  'deleteSurface',
] as const);

type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Protocol versions the processor reads. `v0.10` is the draft name of the v1.0 candidate. */
export const SUPPORTED_VERSIONS: readonly string[] = Object.freeze([
  'v0.9',
  'v0.9.1',
  'v0.10',
  'v1.0',
]);

const LEGACY_KINDS = ['beginRendering', 'surfaceUpdate', 'dataModelUpdate'];

/** `#RRGGBB`, the form the basic catalog's theme gives `primaryColor`. */
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Options of a MessageProcessor. */
export interface MessageProcessorOptions {
  /** Told about every error as it is found (besides the list `process()` returns). */
  onError?: (error: A2uiError) => void;
  /** Host catalogs to register at once (same as calling `registerCatalog` for each). */
  catalogs?: CatalogDefinition[];
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

interface MessageContext {
  index: number;
  version: string;
  /** The v1.0 candidate (or its v0.10 draft): null deletes, catalogId optional. */
  v1: boolean;
  surfaceId?: string;
  errors: A2uiError[];
  events: SurfaceEvent[];
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

  constructor(options: MessageProcessorOptions = {}) {
    this.#options = options;
    for (const catalog of options.catalogs ?? []) this.registerCatalog(catalog);
  }

  /**
   * Reads one message or many: a message object, an array of messages, `{messages: [...]}`, or a
   * string holding JSON (one JSONL line, or several lines). Returns how many messages were read
   * and the errors found; never throws. Listeners hear about each change as it is applied.
   */
  process(input: unknown): ProcessResult {
    const errors: A2uiError[] = [];
    let messages = 0;
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
    return {messages, errors};
  }

  /** The open surfaces, in creation order. */
  surfaces(): SurfaceState[] {
    return [...this.#surfaces.values()];
  }

  /** The open surface `surfaceId`, if any. */
  surface(surfaceId: string): SurfaceState | undefined {
    return this.#surfaces.get(surfaceId);
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
   * Registers a host catalog: component names mapped to seed variant keys (their elements are
   * `svc-` + the key in kebab case) or to converters. Surfaces created with this `catalogId` (or
   * components naming it in their own `catalogId`) convert with it, and `capabilities()`
   * announces it. Registering an id again replaces the catalog. Throws a TypeError for a
   * definition without a catalogId or with a mapping that is neither a string nor a function.
   */
  registerCatalog(definition: CatalogDefinition): void {
    const problem = this.#catalogs.register(definition);
    if (problem) throw new TypeError(problem);
  }

  /**
   * The client capabilities to announce (`a2uiClientCapabilities`): the ids of every catalog held,
   * the basic catalog first, under the protocol version key (`v0.9` by default, or `v1.0`).
   */
  capabilities(version: 'v0.9' | 'v1.0' = 'v0.9'): ClientCapabilities {
    return {[version]: {supportedCatalogIds: this.#catalogs.ids()}};
  }

  /**
   * The `a2uiClientDataModel` to attach to messages for the agent: a snapshot of the model of
   * every open surface created with `sendDataModel: true`; undefined when there is none.
   */
  clientDataModel(): ClientDataModel | undefined {
    return clientDataModel(this.surfaces());
  }

  /**
   * The strict checks of the component graph, for a stream that is complete: no `root`, a cycle,
   * a reference to a missing id, a component unreachable from the root (ValidationError) and
   * nesting deeper than the renderer draws (RecursionError). While streaming, missing ids are
   * normal (forward references), so `process()` never runs these.
   */
  checkTopology(surfaceId: string): A2uiError[] {
    const surface = this.#surfaces.get(surfaceId);
    if (!surface) return [];
    return checkTopology(surface, this.#messageCount);
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
      return;
    }
    let catalogId = BASIC_CATALOG_ID;
    let catalog: Catalog = this.#catalogs.basic;
    const requested = body.catalogId;
    if (typeof requested === 'string' && requested !== '') {
      catalogId = requested;
      const found = this.#catalogs.get(requested);
      if (found) catalog = found;
      else
        this.#error(
          errors,
          context,
          'CatalogError',
          `Catalog not found: ${requested}; the surface uses the basic catalog.`,
          '/createSurface/catalogId',
        );
    } else if (requested !== undefined || !context.v1) {
      this.#error(
        errors,
        context,
        'ValidationError',
        `createSurface needs a catalogId (a string) in ${context.version}; the surface uses the basic catalog.`,
        '/createSurface/catalogId',
      );
    }
    const surface = new Surface({
      surfaceId,
      catalogId,
      catalog,
      theme: this.#readTheme(body.theme, context),
      sendDataModel: body.sendDataModel === true,
      version: context.version,
      trackServerData: this.#options.rootUpdates === 'merge',
      onListenerError: this.#listenerError,
    });
    this.#surfaces.set(surfaceId, surface);
    context.events.push({type: 'created', surfaceId, messageIndex: context.index});
    if (body.components !== undefined)
      this.#applyComponents(surface, body.components, '/createSurface/components', context);
    if (body.dataModel !== undefined)
      this.#applyData(surface, '/', body.dataModel, '/createSurface/dataModel', context);
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
    const {errors} = context;
    if (!Array.isArray(list)) {
      this.#error(
        errors,
        context,
        'ValidationError',
        'components must be a list of components.',
        base,
      );
      return;
    }
    if (list.length === 0) {
      this.#error(
        errors,
        context,
        'ValidationError',
        'components must hold at least one component.',
        base,
      );
      return;
    }
    const seen = new Set<string>();
    const changedIds: string[] = [];
    list.forEach((raw, index) => {
      const pointer = `${base}/${index}`;
      const id = this.#applyComponent(surface, raw, pointer, seen, context);
      if (id !== undefined && !changedIds.includes(id)) changedIds.push(id);
    });
    if (changedIds.length) {
      context.events.push({
        type: 'components',
        surfaceId: surface.surfaceId,
        messageIndex: context.index,
        changedIds,
      });
    }
  }

  #applyComponent(
    surface: Surface,
    raw: unknown,
    pointer: string,
    seen: Set<string>,
    context: MessageContext,
  ): string | undefined {
    const {errors} = context;
    const copy = isPlainObject(raw) ? toJson(raw) : undefined;
    if (!isPlainObject(copy)) {
      this.#error(
        errors,
        context,
        'ValidationError',
        'A component must be an object; skipped.',
        pointer,
      );
      return undefined;
    }
    const id = copy.id;
    if (id === undefined) {
      this.#error(
        errors,
        context,
        'ValidationError',
        "The component is missing an 'id'; skipped.",
        pointer,
      );
      return undefined;
    }
    if (typeof id !== 'string' || id === '') {
      this.#error(
        errors,
        context,
        'ValidationError',
        "The component 'id' must be a non-empty string; skipped.",
        `${pointer}/id`,
      );
      return undefined;
    }
    if (seen.has(id)) {
      this.#error(
        errors,
        context,
        'IntegrityError',
        `Duplicate component id '${id}' in one message; the later definition wins.`,
        `${pointer}/id`,
        id,
      );
    }
    seen.add(id);
    const previous = surface.components.get(id);
    let type: unknown = copy.component;
    if (type !== undefined && (typeof type !== 'string' || type === '')) {
      this.#error(
        errors,
        context,
        'ValidationError',
        `The component type of ${id} must be a non-empty string.`,
        `${pointer}/component`,
        id,
      );
      type = undefined;
    }
    if (type === undefined) {
      if (!previous?.component) {
        this.#error(
          errors,
          context,
          'ValidationError',
          `Cannot create component ${id} without a type; skipped.`,
          `${pointer}/component`,
          id,
        );
        return undefined;
      }
      type = previous.component;
      copy.component = previous.component;
    }
    if (!previous && surface.components.size >= MAX_COMPONENTS) {
      this.#error(
        errors,
        context,
        'ValidationError',
        `More than ${MAX_COMPONENTS} components on one surface; ${id} is skipped.`,
        pointer,
        id,
      );
      return undefined;
    }
    const catalog = this.#componentCatalog(surface, copy.catalogId, pointer, id, context);
    const typeName = type as string;
    const converter = catalog.converters.get(typeName);
    const out = convertComponent({
      component: copy as A2uiComponent,
      type: typeName,
      converter,
      pointer,
    });
    if (!converter) {
      const message = `Unknown component type '${typeName}' in catalog ${catalog.catalogId}.`;
      out.issues.unshift({
        pointer: `${pointer}/component`,
        message,
        severity: 'error',
        componentId: id,
      });
      this.#error(errors, context, 'CatalogError', message, `${pointer}/component`, id);
    } else if (out.crashed !== undefined) {
      const message = `The converter of '${typeName}' failed (${out.crashed}); the component is shown as unknown.`;
      out.issues.unshift({pointer, message, severity: 'error', componentId: id});
      this.#error(errors, context, 'ValidationError', message, pointer, id);
    }
    for (const issue of out.issues) {
      if (
        issue.severity === 'error' &&
        issue.pointer !== `${pointer}/component` &&
        !issue.message.startsWith('The converter of')
      )
        this.#error(errors, context, 'ValidationError', issue.message, issue.pointer, id);
    }
    surface.setComponent(copy as A2uiComponent, out.node, out.issues);
    return id;
  }

  #componentCatalog(
    surface: Surface,
    requested: unknown,
    pointer: string,
    id: string,
    context: MessageContext,
  ): Catalog {
    if (requested === undefined || requested === surface.catalogId) return surface.catalog;
    if (typeof requested === 'string' && requested !== '') {
      const found = this.#catalogs.get(requested);
      if (found) return found;
      this.#error(
        context.errors,
        context,
        'CatalogError',
        `Catalog not found: ${requested}; ${id} uses the surface's catalog.`,
        `${pointer}/catalogId`,
        id,
      );
    } else {
      this.#error(
        context.errors,
        context,
        'ValidationError',
        `The catalogId of ${id} must be a string; ignored.`,
        `${pointer}/catalogId`,
        id,
      );
    }
    return surface.catalog;
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
    // v0.9: an absent value deletes. v1.0 candidate: null deletes too.
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

  #error(
    errors: A2uiError[],
    context: MessageContext,
    category: A2uiErrorCategory,
    text: string,
    pointer: string,
    componentId?: string,
  ): void {
    const where = [
      context.surfaceId !== undefined ? `surface "${context.surfaceId}"` : 'no surface',
      `message ${context.index}`,
      `at ${pointer || '/'}`,
    ].join(', ');
    const error: A2uiError = {
      category,
      code: category === 'ValidationError' ? 'VALIDATION_FAILED' : category,
      message: `${text} (${where})`,
      pointer,
      messageIndex: context.index,
    };
    if (context.surfaceId !== undefined) error.surfaceId = context.surfaceId;
    if (componentId !== undefined) error.componentId = componentId;
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
