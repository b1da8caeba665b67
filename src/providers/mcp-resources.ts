import type {McpAccessProfile, McpToolsetsResponse, PageOptions} from '../api/index.js';
import {
  ProviderUnavailableError,
  type ProviderCallOptions,
  type ResourceItem,
  type ResourcePage,
  type ResourceProvider,
  type ResourceQuery,
} from './types.js';

/** What the provider needs of the API client (`ServiceClient` has it). */
export interface McpToolsetSource {
  listMcpToolsets(
    appId: string,
    connectorId: string,
    options?: PageOptions,
  ): Promise<McpToolsetsResponse>;
}

/** Settings of {@link McpToolsetResourceProvider}. */
export interface McpToolsetResourceOptions {
  /** Page size when not searching (1..100, default 25). */
  pageSize?: number;
  /** While searching, how many service pages (of 100) one call may scan (default 5). */
  maxScanPages?: number;
}

/** Resource types this provider serves ('' means the default, toolsets). */
const TOOLSET_TYPES = new Set([
  '',
  'mcptoolset',
  'mcptoolsets',
  'toolset',
  'toolsets',
  'mcp',
  'mcpaccessprofile',
  'mcpaccessprofiles',
  'accessprofile',
  'accessprofiles',
]);

const normalizeType = (type: unknown) =>
  (typeof type === 'string' ? type : '').toLowerCase().replace(/[^a-z0-9]/g, '');

/** A toolset as a pickable resource. */
export function toolsetToItem(profile: McpAccessProfile): ResourceItem {
  const details: string[] = [];
  if (typeof profile.toolCount === 'number' && Number.isFinite(profile.toolCount)) {
    details.push(`${profile.toolCount} ${profile.toolCount === 1 ? 'tool' : 'tools'}`);
  }
  if (profile.requestable === false) details.push('not requestable');
  return {
    id: profile.id,
    displayName: profile.displayName || profile.id,
    description: profile.description || undefined,
    detail: details.join(' · ') || undefined,
    ...(profile.requestable === false ? {disabled: true} : {}),
  };
}

/**
 * The default resource provider where the service has an endpoint: the MCP toolsets of an app
 * and connector (`GET /api/v1/apps/{app_id}/connectors/{connector_id}/mcp_toolsets`), over the
 * API client. The endpoint has no search parameter, so a search scans pages of 100 and filters
 * names and descriptions here (case-insensitive), continuing where it stopped on "load more".
 * Other resource types have no endpoint in the service spec: they reject with
 * {@link ProviderUnavailableError}. `mcpToolState` is not defined by the spec and is ignored.
 */
export class McpToolsetResourceProvider implements ResourceProvider {
  readonly #client: McpToolsetSource;
  readonly #pageSize: number;
  readonly #maxScanPages: number;

  constructor(client: McpToolsetSource, options: McpToolsetResourceOptions = {}) {
    this.#client = client;
    this.#pageSize = clampPageSize(options.pageSize ?? 25);
    this.#maxScanPages = Math.max(1, Math.floor(options.maxScanPages ?? 5));
  }

  async listResources(
    query: ResourceQuery,
    options: ProviderCallOptions = {},
  ): Promise<ResourcePage> {
    if (!TOOLSET_TYPES.has(normalizeType(query.resourceType))) {
      throw new ProviderUnavailableError(
        `Resources of type "${String(query.resourceType)}" cannot be listed here.`,
      );
    }
    if (!query.appId || !query.connectorId) {
      throw new ProviderUnavailableError('An app and a connector are needed to list toolsets.');
    }
    const live = (p: McpAccessProfile) => p && typeof p.id === 'string' && !p.deletedAt;
    const search = (query.search ?? '').trim().toLowerCase();
    const wanted = query.pageSize ? clampPageSize(query.pageSize) : this.#pageSize;
    if (!search) {
      const page = await this.#client.listMcpToolsets(query.appId, query.connectorId, {
        pageSize: wanted,
        pageToken: query.pageToken || undefined,
        signal: options.signal,
      });
      return {
        items: page.profiles.filter(live).map(toolsetToItem),
        nextPageToken: page.nextPageToken,
      };
    }
    const matches = (p: McpAccessProfile) =>
      `${p.displayName ?? ''}\n${p.description ?? ''}\n${p.id}`.toLowerCase().includes(search);
    const items: ResourceItem[] = [];
    let token = query.pageToken || undefined;
    let scanned = 0;
    do {
      const page = await this.#client.listMcpToolsets(query.appId, query.connectorId, {
        pageSize: 100,
        pageToken: token,
        signal: options.signal,
      });
      items.push(...page.profiles.filter((p) => live(p) && matches(p)).map(toolsetToItem));
      token = page.nextPageToken || undefined;
      scanned++;
    } while (token && items.length < wanted && scanned < this.#maxScanPages);
    return {items, nextPageToken: token ?? ''};
  }
}

function clampPageSize(n: number): number {
  return Math.min(100, Math.max(1, Math.floor(Number.isFinite(n) ? n : 25)));
}
