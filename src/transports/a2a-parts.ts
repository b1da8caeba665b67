/**
 * The A2UI extension of A2A (Agent2Agent): A2UI messages travel in A2A data parts marked with the
 * A2UI media type, inside messages, task status messages and artifacts. This module reads them out
 * of any A2A event (v0.3 JSON, v1.0 JSON, or the objects of the official SDK `@a2a-js/sdk`) and
 * builds the parts, extension declarations and activation the conformance suite
 * (`conformance/extensions/a2a/a2a_integration.yaml`) describes. DOM-free.
 */
import {isPlainObject} from '../model/json.js';

/** The media type of A2UI data parts. */
export const A2UI_MIME_TYPE = 'application/a2ui+json';
/** The media type earlier versions (v0.8, v0.9) used; still read, and written for those versions. */
export const LEGACY_A2UI_MIME_TYPE = 'application/json+a2ui';
/** The A2UI extension's URIs are this plus `/v<version>`. */
export const A2UI_EXTENSION_BASE_URI = 'https://a2ui.org/a2a-extension/a2ui';

/** An A2A data part as v0.3 JSON writes it (the shape the A2UI extension documents). */
export interface A2aDataPart {
  kind: 'data';
  data: unknown;
  metadata?: Record<string, unknown>;
}

/** An A2A text part (v0.3 JSON). */
export interface A2aTextPart {
  kind: 'text';
  text: string;
  metadata?: Record<string, unknown>;
}

/** The extension URI of an A2UI version (`'1.0'` or `'v1.0'` → `…/a2ui/v1.0`). */
export function a2uiExtensionUri(version: string): string {
  return `${A2UI_EXTENSION_BASE_URI}/v${version.replace(/^v/, '')}`;
}

/** The version in an A2UI extension URI (`…/a2ui/v1.0` → `1.0`); undefined for another URI. */
export function extensionUriVersion(uri: string): string | undefined {
  const prefix = `${A2UI_EXTENSION_BASE_URI}/v`;
  return typeof uri === 'string' && uri.startsWith(prefix) ? uri.slice(prefix.length) : undefined;
}

/**
 * A data part carrying `data` (one A2UI message or a list). Versions before 0.9.1 (and no
 * version) get the legacy media type, as the official agent SDK does.
 */
export function createA2uiPart(data: unknown, version?: string): A2aDataPart {
  const legacy = version === undefined || /^v?0\.(8|9)$/.test(version);
  return {
    kind: 'data',
    data,
    metadata: {mimeType: legacy ? LEGACY_A2UI_MIME_TYPE : A2UI_MIME_TYPE},
  };
}

/** The media type of a part in any of the shapes (v0.3 `metadata.mimeType`, v1.0 `mediaType`). */
function mediaTypeOf(part: Record<string, unknown>): unknown {
  const metadata = isPlainObject(part.metadata) ? part.metadata : {};
  return metadata.mimeType ?? (part.mediaType || undefined);
}

/** The data of a data part in any of the shapes; undefined for another kind of part. */
function dataOf(part: Record<string, unknown>): unknown {
  const content = part.content;
  if (isPlainObject(content)) return content.$case === 'data' ? content.value : undefined;
  if (part.kind !== undefined && part.kind !== 'data') return undefined;
  let data = part.data;
  // The SDK's v0.3 bridge wraps a list as {value: [...]} and flags it.
  const metadata = isPlainObject(part.metadata) ? part.metadata : {};
  if (metadata.data_part_compat === true && isPlainObject(data) && 'value' in data)
    data = data.value;
  return data;
}

/** True for a data part marked as A2UI (either media type). */
export function isA2uiPart(part: unknown): boolean {
  if (!isPlainObject(part) || dataOf(part) === undefined) return false;
  const type = mediaTypeOf(part);
  return type === A2UI_MIME_TYPE || type === LEGACY_A2UI_MIME_TYPE;
}

/** The A2UI messages of a list of parts, in order (a part's list spread, `{messages}` kept whole). */
export function a2uiMessagesOfParts(parts: unknown): unknown[] {
  if (!Array.isArray(parts)) return [];
  const out: unknown[] = [];
  for (const part of parts) {
    if (!isA2uiPart(part)) continue;
    const data = dataOf(part as Record<string, unknown>);
    if (Array.isArray(data)) out.push(...data);
    else out.push(data);
  }
  return out;
}

/** An agent's A2UI extension declaration for its AgentCard (`capabilities.extensions`). */
export interface A2uiAgentExtension {
  uri: string;
  description: string;
  required: false;
  params?: {acceptsInlineCatalogs?: true; supportedCatalogIds?: string[]};
}

/** The AgentExtension an agent advertises; `params` only when it has something to say. */
export function a2uiAgentExtension(
  version: string,
  options: {acceptsInlineCatalogs?: boolean; supportedCatalogIds?: string[]} = {},
): A2uiAgentExtension {
  const params: NonNullable<A2uiAgentExtension['params']> = {};
  if (options.acceptsInlineCatalogs) params.acceptsInlineCatalogs = true;
  if (options.supportedCatalogIds?.length) params.supportedCatalogIds = options.supportedCatalogIds;
  return {
    uri: a2uiExtensionUri(version),
    description: 'Provides agent driven UI using the A2UI JSON format.',
    required: false,
    ...(Object.keys(params).length ? {params} : {}),
  };
}

/** True when the requested extension URIs include an A2UI one. */
export function requestsA2ui(uris: readonly unknown[]): boolean {
  return uris.some((uri) => typeof uri === 'string' && extensionUriVersion(uri) !== undefined);
}

/** Compares dotted versions numerically (`1.10` after `1.2`); a missing part counts as 0. */
function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const right = b.split('.').map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff) return diff;
  }
  return 0;
}

/** The newest A2UI extension URI both requested and advertised; undefined when none is. */
export function selectNewestExtension(
  requested: readonly string[],
  advertised: readonly string[],
): string | undefined {
  let best: string | undefined;
  for (const uri of requested) {
    const version = extensionUriVersion(uri);
    if (version === undefined || !advertised.includes(uri)) continue;
    if (best === undefined || compareVersions(version, extensionUriVersion(best)!) > 0) best = uri;
  }
  return best;
}

/** Activates the newest A2UI extension both sides know: its URI and version, or nothing. */
export function activateExtension(
  requested: readonly string[],
  advertised: readonly string[],
): {activated: string; version: string} | {activated: null} {
  const uri = selectNewestExtension(requested, advertised);
  return uri === undefined
    ? {activated: null}
    : {activated: uri, version: extensionUriVersion(uri)!};
}

const SMART_QUOTES: Record<string, string> = {'“': '"', '”': '"', '‘': "'", '’': "'"};

/**
 * An agent's side: splits a model's answer into parts, each `<a2ui-json>…</a2ui-json>` block
 * becoming A2UI data parts (one per message; typographic quotes a model wrote around keys fixed)
 * and the text around them text parts. When a block is not JSON, the whole answer stays one text
 * part, so nothing the model wrote is lost.
 */
export function partsFromAgentText(text: string, version?: string): (A2aTextPart | A2aDataPart)[] {
  const parts: (A2aTextPart | A2aDataPart)[] = [];
  const pattern = /<a2ui-json>([\s\S]*?)<\/a2ui-json>/g;
  let last = 0;
  const addText = (chunk: string) => {
    const trimmed = chunk.trim();
    if (trimmed) parts.push({kind: 'text', text: trimmed});
  };
  for (const match of text.matchAll(pattern)) {
    addText(text.slice(last, match.index));
    last = match.index + match[0].length;
    let json: unknown;
    try {
      json = JSON.parse(match[1].replace(/[“”‘’]/g, (quote) => SMART_QUOTES[quote]));
    } catch {
      return [{kind: 'text', text}];
    }
    for (const message of Array.isArray(json) ? json : [json]) {
      const part = createA2uiPart(message, version ?? '1.0');
      parts.push(part);
    }
  }
  addText(text.slice(last));
  return parts;
}
