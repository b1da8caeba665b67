/**
 * Previews of a message still arriving (see `MessageProcessor.preview`): the components of an
 * unfinished `updateComponents` (or of a `createSurface` carrying components) that are complete so
 * far are shown over the surface's own, and so is a Text whose string is being written. Nothing
 * is committed: the finished message goes through `process()` like any other, so the result is
 * exactly the one-shot result, and a message that turns out broken leaves no trace. A surface
 * whose `createSurface` is still arriving exists provisionally (no data, no actions) and hands
 * its data model to the real one when the message ends, so its elements stay.
 *
 * Only complete component objects are shown, so nothing acts on half its data: a button, a check
 * or a URL is used once its own object has closed. The one exception is the property a variant
 * declares as `streams` in the catalog (Text's `text`), shown as its string grows.
 */
import {VARIANTS, type VariantEntry} from '../catalog/variants.js';
import {isPlainObject} from '../model/json.js';
import type {ComponentNode} from '../model/types.js';
import type {DataModel} from '../model/data-model.js';
import {BASIC_CATALOG_ID} from './basic-catalog.js';
import {type Catalog, type CatalogRegistry} from './catalogs.js';
import {catalogForSurface, readComponent, type ApplyOptions} from './components.js';
import type {MessageContext} from './context.js';
import type {PartialItem} from './stream-reader.js';
import {Surface} from './surface-state.js';
import type {A2uiError, SurfaceEvent} from './types.js';

/** What the preview needs from its processor. */
export interface PreviewHost {
  readonly catalogs: CatalogRegistry;
  /** An open surface (not a provisional one). */
  surface(surfaceId: string): Surface | undefined;
  emit(event: SurfaceEvent): void;
  trackServerData: boolean;
  onListenerError: (error: unknown) => void;
}

/** The `messageIndex` of events about a message still arriving. */
export const ARRIVING_MESSAGE = -1;

interface Converted {
  node: ComponentNode;
}

/** See the module comment. */
export class MessagePreview {
  readonly #host: PreviewHost;
  /** The surface shown with a preview, if any (at most one message arrives at a time). */
  #shown?: Surface;
  /** A surface whose createSurface is arriving, until the message ends. */
  #provisional?: Surface;
  /** Its data model, handed over to the real surface when its createSurface is processed. */
  #handover?: {surfaceId: string; dataModel: DataModel};
  /** What the preview showed last: how many complete components, and a string being written. */
  #shape = '';
  /** Complete components already converted, by their object (the reader keeps them). */
  #converted = new WeakMap<object, Converted>();

  constructor(host: PreviewHost) {
    this.#host = host;
  }

  /** The provisional surface, listed after the open ones. */
  get provisional(): Surface | undefined {
    return this.#provisional;
  }

  /**
   * Shows `partial` (the reader's view of the message arriving), or nothing. A partial that is
   * not an unfinished createSurface / updateComponents with a known version and surface shows
   * nothing.
   */
  show(partial: PartialItem | undefined): void {
    const read = partial && readPartial(partial);
    if (!read) return this.clear();
    const {version, v1, kind, body} = read;
    const surfaceId = body.surfaceId as string;
    let surface: Surface | undefined;
    if (kind === 'createSurface') {
      if (this.#host.surface(surfaceId)) return this.clear(); // an error once it ends
      surface = this.#provisionalSurface(surfaceId, body, version, v1);
    } else {
      surface = this.#host.surface(surfaceId);
      if (!surface) return this.clear();
    }
    if (this.#shown && this.#shown !== surface) this.clear();
    const list = Array.isArray(body.components) ? body.components : [];
    const arriving = partial.component;
    const cut = arriving?.cut && arriving.list === body.components ? arriving : undefined;
    const streams = cut !== undefined && mayStream(cut.members, cut.cut!.path);
    // Nothing new to show: the same complete components, and no string being written.
    const shape = `${list.length}:${streams}`;
    if (this.#shown === surface && shape === this.#shape && !streams) return;
    this.#shape = shape;
    const context: MessageContext = {
      index: ARRIVING_MESSAGE,
      version,
      v1,
      surfaceId,
      errors: [],
      events: [],
    };
    const nodes = new Map<string, ComponentNode>();
    const base = `/${kind}/components`;
    const seen = new Set<string>();
    list.forEach((raw, index) => {
      const node = this.#convert(surface, raw, `${base}/${index}`, seen, context);
      if (node) nodes.set(node.id, node);
    });
    if (streams) {
      const node = this.#arriving(surface, cut, `${base}/${list.length}`, context);
      if (node && !nodes.has(node.id)) nodes.set(node.id, node);
    }
    this.#shown = surface;
    surface.setPreview(nodes);
    this.#host.emit({
      type: 'components',
      surfaceId,
      messageIndex: ARRIVING_MESSAGE,
      changedIds: [...nodes.keys()],
    });
  }

  /**
   * Ends the preview: the message ended (it is processed next) or was dropped. A provisional
   * surface's data model waits for its createSurface (`claim`); `settle` drops it otherwise.
   */
  clear(): void {
    const shown = this.#shown;
    this.#shown = undefined;
    this.#shape = '';
    if (shown && shown !== this.#provisional) {
      shown.setPreview(undefined);
      this.#host.emit({
        type: 'components',
        surfaceId: shown.surfaceId,
        messageIndex: ARRIVING_MESSAGE,
        changedIds: [],
      });
    }
    const provisional = this.#provisional;
    if (!provisional) return;
    this.#provisional = undefined;
    this.#handover = {surfaceId: provisional.surfaceId, dataModel: provisional.dataModel};
  }

  /** The data model of the provisional surface `surfaceId`, for the real one (once). */
  claim(surfaceId: string): DataModel | undefined {
    const handover = this.#handover;
    if (handover?.surfaceId !== surfaceId) return undefined;
    this.#handover = undefined;
    return handover.dataModel;
  }

  /** After a `process()`: a provisional surface nobody claimed is gone. */
  settle(): void {
    const handover = this.#handover;
    if (!handover) return;
    this.#handover = undefined;
    this.#host.emit({
      type: 'deleted',
      surfaceId: handover.surfaceId,
      messageIndex: ARRIVING_MESSAGE,
    });
  }

  #provisionalSurface(
    surfaceId: string,
    body: Record<string, unknown>,
    version: string,
    v1: boolean,
  ): Surface {
    const current = this.#provisional;
    if (current?.surfaceId === surfaceId) return current;
    if (current) this.clear();
    this.settle();
    const catalog = previewCatalog(this.#host.catalogs, body.catalogId, version, v1);
    const surface = new Surface({
      surfaceId,
      catalogId: typeof body.catalogId === 'string' ? body.catalogId : catalog?.catalogId,
      catalog,
      theme: undefined,
      // Not known until the message ends; the surface takes no actions meanwhile.
      sendDataModel: false,
      version,
      trackServerData: this.#host.trackServerData,
      onListenerError: this.#host.onListenerError,
      provisional: true,
    });
    this.#provisional = surface;
    this.#host.emit({type: 'created', surfaceId, messageIndex: ARRIVING_MESSAGE});
    return surface;
  }

  #convert(
    surface: Surface,
    raw: unknown,
    pointer: string,
    seen: Set<string>,
    context: MessageContext,
  ): ComponentNode | undefined {
    const cached = isPlainObject(raw) ? this.#converted.get(raw) : undefined;
    if (cached) {
      seen.add(cached.node.id);
      return cached.node;
    }
    const pending = readComponent(surface, raw, pointer, seen, context, this.#options());
    if (!pending) return undefined;
    if (isPlainObject(raw)) this.#converted.set(raw, {node: pending.out.node});
    return pending.out.node;
  }

  /** The component still arriving, when its cut member is the one its variant streams. */
  #arriving(
    surface: Surface,
    arriving: NonNullable<PartialItem['component']>,
    pointer: string,
    context: MessageContext,
  ): ComponentNode | undefined {
    const cut = arriving.cut!;
    const raw: Record<string, unknown> = {...arriving.members};
    Object.defineProperty(raw, cut.key, {value: cut.value, enumerable: true, writable: true});
    const pending = readComponent(surface, raw, pointer, new Set(), context, this.#options());
    if (!pending) return undefined;
    const node = pending.out.node;
    // A2UI names its type in `component` (the cut is `text`); a record's component is keyed by
    // its variant (the cut is `text/text`).
    const property = 'component' in raw ? cut.path[0] : cut.path[0] === node.variant && cut.path[1];
    const entry: VariantEntry | undefined = (VARIANTS as Record<string, VariantEntry>)[
      node.variant
    ];
    if (!entry?.streams || entry.streams !== property) return undefined;
    return {...node, arriving: true};
  }

  #options(): ApplyOptions {
    return {catalogs: this.#host.catalogs, strict: false, report: () => {}};
  }
}

/** Wire properties some variant streams (catalog `streams`). */
const STREAMED: ReadonlySet<string> = new Set(
  Object.values(VARIANTS as Record<string, VariantEntry>).flatMap((entry) =>
    entry.streams ? [entry.streams] : [],
  ),
);

/**
 * Whether the cut at `path` may be a streamed property, before converting anything: an A2UI
 * component's own member (`text`), or a record component's variant body member (`text/text`).
 */
function mayStream(members: Record<string, unknown>, path: string[]): boolean {
  if ('component' in members) return path.length === 1 && STREAMED.has(path[0]);
  const entry: VariantEntry | undefined = (VARIANTS as Record<string, VariantEntry>)[path[0]];
  return path.length >= 2 && entry?.streams === path[1];
}

/**
 * What to keep of a message cut by the end of its stream: its complete part, when that is a
 * createSurface of a known surface or an updateComponents with complete components; else nothing.
 */
export function completePart(partial: PartialItem): unknown {
  const read = readHead(partial);
  if (!read) return undefined;
  const components = read.body.components;
  if (read.kind === 'updateComponents' && !(Array.isArray(components) && components.length))
    return undefined;
  return partial.value;
}

/** A ParseError of the stream itself (not of a message the processor read). */
export function streamError(text: string, offset: number, surfaceId?: string): A2uiError {
  const where = surfaceId === undefined ? '' : `surface "${surfaceId}", `;
  return {
    category: 'ParseError',
    code: 'ParseError',
    message: `${text} (${where}character ${offset} of the stream)`,
    pointer: '',
    messageIndex: ARRIVING_MESSAGE,
    ...(surfaceId === undefined ? {} : {surfaceId}),
  };
}

/** The surface a partial message is about, if it says already. */
export function partialSurfaceId(partial: PartialItem | undefined): string | undefined {
  return partial && readHead(partial)?.body.surfaceId;
}

interface Head {
  version: string;
  v1: boolean;
  kind: 'createSurface' | 'updateComponents';
  body: Record<string, unknown> & {surfaceId: string};
}

/** The version, kind and body of a partial createSurface / updateComponents with a surface. */
function readHead(partial: PartialItem): Head | undefined {
  const message = partial.value;
  if (!isPlainObject(message)) return undefined;
  const version = message.version;
  if (typeof version !== 'string') return undefined;
  const kind = 'updateComponents' in message ? 'updateComponents' : 'createSurface';
  const body = message[kind];
  if (!isPlainObject(body) || typeof body.surfaceId !== 'string' || body.surfaceId === '')
    return undefined;
  return {version, v1: version === 'v1.0' || version === 'v0.10', kind, body: body as Head['body']};
}

/** The same, when worth previewing (a createSurface only with components). */
function readPartial(partial: PartialItem): Head | undefined {
  const head = readHead(partial);
  if (head?.kind === 'createSurface' && !Array.isArray(head.body.components)) return undefined;
  return head;
}

/** The catalog a createSurface would select, without reporting (the message reports it). */
function previewCatalog(
  catalogs: CatalogRegistry,
  requested: unknown,
  version: string,
  v1: boolean,
): Catalog | undefined {
  if (typeof requested === 'string' && requested !== '') {
    const found = catalogForSurface(catalogs, requested, version);
    if (typeof found !== 'string') return found;
  }
  return v1 ? undefined : catalogs.get(BASIC_CATALOG_ID);
}
