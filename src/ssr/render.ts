/**
 * `renderSurface` and `renderConversation`: surfaces as server HTML that paints before any script
 * runs and that the client hydrates in place (see `@svc/surfaces/hydrate`). Node only.
 */
import {loadPaths} from '../components/basic/icon.js';
import {loadMessages} from '../i18n/catalog.js';
import {setServerLocale} from '../i18n/controller.js';
import {DataModel} from '../model/data-model.js';
import {loadRegexEngine} from '../model/regex-engine.js';
import {parseSurface} from '../model/parse.js';
import type {Issue, ParsedSurface, SurfaceRecord} from '../model/types.js';
import {MessageProcessor} from '../protocol/processor.js';
import type {BindingHost} from '../surface/bind.js';
import {
  createSurfaceFunctions,
  loadOnDemandFunctions,
  onDemandLoading,
} from '../surface/functions.js';
import {elementHtml, renderInfo, SurfaceElementRenderer, type StyleOutput} from './element-html.js';
import {ServerTree} from './tree.js';

export interface RenderOptions extends StyleOutput {
  /**
   * The language of the built-in words and the locale of the formatting functions, written on each
   * `<svc-surface>` (`locale`, `lang`, `dir`) so that the client formats the same way. Default `en`
   * (a server has no reader's locale; the client would otherwise format in the browser's).
   */
  locale?: string;
  /**
   * Writes the record (or the A2UI messages) into each surface as a JSON data block, from which
   * the client reads it if the host sets no `surface` (default true). Without it, the host sets
   * `surface` on the element before its module loads.
   */
  embedData?: boolean;
}

/** A REST Surface record, or A2UI messages (v0.9 / v1.0). */
export type SurfaceInput = SurfaceRecord | readonly unknown[];

/**
 * The surface (or, for A2UI messages, each surface they create) as `<svc-surface>` elements with
 * their declarative shadow DOM: the components as the client draws them, with the data model's
 * current values, in `options.locale`. Charts render a placeholder of their size with their
 * accessible summary and data table, drawn on hydration. Loads what the surface's words and
 * functions need first, hence async.
 */
export async function renderSurface(
  input: SurfaceInput,
  options: RenderOptions = {},
): Promise<string> {
  const locale = options.locale ?? 'en';
  await prepare(locale);
  return surfacesOf(input)
    .map((surface) => surfaceHtml(surface, locale, options))
    .join('');
}

/**
 * A conversation's surfaces, one HTML chunk per surface as it is rendered (surfaces deleted on
 * the service are skipped), yielding to the event loop between them: stream the chunks into the
 * response of a long conversation.
 */
export async function* renderConversation(
  surfaces: Iterable<SurfaceInput> | AsyncIterable<SurfaceInput>,
  options: RenderOptions = {},
): AsyncGenerator<string, void, undefined> {
  const locale = options.locale ?? 'en';
  await prepare(locale);
  for await (const input of surfaces) {
    if (!Array.isArray(input) && (input as SurfaceRecord).deletedAt) continue;
    for (const surface of surfacesOf(input)) yield surfaceHtml(surface, locale, options);
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/**
 * Loads the locale's words, the on-demand functions, the regex engine and the icons' drawings:
 * nothing is provisional or missing in the server's HTML.
 */
async function prepare(locale: string): Promise<void> {
  await Promise.all([
    loadMessages(locale),
    loadOnDemandFunctions(),
    loadRegexEngine(),
    loadPaths(),
  ]);
  await onDemandLoading();
}

interface ServerSurface {
  parsed: ParsedSurface;
  model: DataModel;
  /** What the client reads if the host sets nothing: the record, or this surface's messages. */
  data: {record: SurfaceInput} | {messages: unknown[]};
}

function surfacesOf(input: SurfaceInput): ServerSurface[] {
  if (!Array.isArray(input)) {
    const parsed = parseSurface(input);
    return [{parsed, model: new DataModel(parsed.data, {adopt: true}), data: {record: input}}];
  }
  const processor = new MessageProcessor();
  processor.process(input);
  return processor.surfaces().map((state) => ({
    parsed: state.view(),
    model: state.dataModel,
    data: {messages: input.filter((message) => surfaceIdOf(message) === state.surfaceId)},
  }));
}

/** The `surfaceId` inside an A2UI message (`{createSurface: {surfaceId}}` and the others). */
function surfaceIdOf(message: unknown): unknown {
  if (!message || typeof message !== 'object') return undefined;
  for (const value of Object.values(message)) {
    if (value && typeof value === 'object' && 'surfaceId' in value) return value.surfaceId;
  }
  return undefined;
}

function surfaceHtml(surface: ServerSurface, locale: string, options: RenderOptions): string {
  setServerLocale(locale);
  const info = renderInfo(options);
  const host = serverHost(surface.model, locale);
  const tree = new ServerTree(surface.parsed, host, options, info).html();
  const renderer = new SurfaceElementRenderer('svc-surface', options);
  const element = renderer.element as unknown as Record<string, unknown>;
  element.locale = locale;
  // A token written as text where the tree goes, then replaced by it: Lit must not parse the tree
  // (it would render its elements a second time), and the tree carries no Lit markers of its own.
  const token = `svc-server-tree-${++serial}-${Math.random().toString(36).slice(2)}`;
  element.serverContent = token;
  let id = ` data-surface-id="${escapeText(surface.parsed.surfaceId)}" locale="${escapeText(locale)}"`;
  // An A2UI theme's colour (the processor keeps only `#RRGGBB`), without a style attribute: the
  // surface's server stylesheet reads it (`SURFACE_SERVER_CSS`); `<svc-a2ui>` sets the same.
  const color = surface.parsed.theme?.primaryColor;
  if (typeof color === 'string') id += ` data-ssr-primary-color="${escapeText(color)}"`;
  const data =
    options.embedData === false
      ? ''
      : `<script type="application/json" data-svc-surface>${jsonForHtml(surface.data)}</script>`;
  return elementHtml(renderer, info, id, data).replace(token, () => tree);
}

let serial = 0;

/** What bindings need from a surface, on the server: no events, no actions, issues dropped. */
function serverHost(model: DataModel, locale: string): BindingHost {
  const issues: Issue[] = [];
  return {
    model,
    functions: createSurfaceFunctions(),
    locale,
    report: (issue) => void issues.push(issue),
    open: () => undefined,
    raiseAction: () => undefined,
    dataChanged: () => undefined,
  };
}

/** JSON that cannot end its `<script>` element early nor open a comment. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

function escapeText(text: string): string {
  return text.replace(/[&"<]/g, (c) => (c === '&' ? '&amp;' : c === '"' ? '&quot;' : '&lt;'));
}
