import {expect} from '@open-wc/testing';
import {createClient} from '../../src/api/index.js';
import type {McpToolsetsResponse, PageOptions} from '../../src/api/index.js';
import {createMockService} from '../../src/mock/index.js';
import {McpToolsetResourceProvider, ProviderUnavailableError} from '../../src/providers/index.js';
import {createMockProviders} from '../../src/mock/providers.js';

const base = {
  appId: 'app-github',
  connectorId: 'conn-github',
  resourceType: 'mcp_toolset',
  search: '',
};

function overMock() {
  const service = createMockService();
  const client = createClient({baseUrl: '', auth: {token: 'demo-token'}, fetch: service.fetch});
  return {service, provider: new McpToolsetResourceProvider(client)};
}

describe('McpToolsetResourceProvider', () => {
  it('lists toolsets page by page over the API client', async () => {
    const {provider, service} = overMock();
    const first = await provider.listResources({...base, pageSize: 50});
    expect(first.items).to.have.length(50);
    expect(first.items[0].id).to.equal('mcp-gh-001');
    expect(first.items[0].displayName).to.be.a('string').and.not.equal('');
    expect(first.items[0].detail).to.match(/^\d+ tools?/);
    expect(first.nextPageToken).to.be.a('string').and.not.equal('');
    const seen = new Set(first.items.map((i) => i.id));
    let token = first.nextPageToken;
    while (token) {
      const page = await provider.listResources({...base, pageSize: 50, pageToken: token});
      page.items.forEach((i) => seen.add(i.id));
      token = page.nextPageToken ?? '';
    }
    expect(seen.size).to.equal(130);
    const first0 = service.requests[0];
    expect(first0.path).to.equal('/api/v1/apps/app-github/connectors/conn-github/mcp_toolsets');
    expect(first0.headers.authorization).to.equal('Bearer demo-token');
  });

  it('searches names and descriptions across pages', async () => {
    const {provider} = overMock();
    const all = await provider.listResources({...base, pageSize: 100});
    const needle = all.items[7].displayName.split(' ')[0].toLowerCase();
    const found = await provider.listResources({
      ...base,
      search: `  ${needle.toUpperCase()} `,
      pageSize: 5,
    });
    expect(found.items.length).to.be.greaterThan(0);
    for (const item of found.items) {
      expect(`${item.displayName} ${item.description ?? ''}`.toLowerCase()).to.contain(needle);
    }
    const none = await provider.listResources({...base, search: 'zzz-no-such-toolset'});
    expect(none.items).to.deep.equal([]);
    expect(none.nextPageToken).to.equal('');
  });

  it('continues a search where it stopped', async () => {
    const calls: PageOptions[] = [];
    const pages: Record<string, McpToolsetsResponse> = {
      '': {
        profiles: [
          {id: 'a', displayName: 'Alpha'},
          {id: 'b', displayName: 'Beta'},
        ],
        nextPageToken: 't2',
      },
      t2: {profiles: [{id: 'c', displayName: 'Alpine'}], nextPageToken: 't3'},
      t3: {
        profiles: [
          {id: 'd', displayName: 'Alps', deletedAt: '2026-01-01T00:00:00Z'},
          {id: 'e', displayName: 'Altitude'},
        ],
        nextPageToken: '',
      },
    };
    const provider = new McpToolsetResourceProvider(
      {
        listMcpToolsets: async (_a, _c, options = {}) => {
          calls.push(options);
          return pages[options.pageToken ?? '']!;
        },
      },
      {maxScanPages: 2},
    );
    const first = await provider.listResources({...base, search: 'al', pageSize: 10});
    expect(first.items.map((i) => i.id)).to.deep.equal(['a', 'c']);
    expect(first.nextPageToken).to.equal('t3');
    const more = await provider.listResources({
      ...base,
      search: 'al',
      pageToken: first.nextPageToken,
    });
    expect(more.items.map((i) => i.id)).to.deep.equal(['e']);
    expect(more.nextPageToken).to.equal('');
    expect(calls.every((c) => c.pageSize === 100)).to.equal(true);
  });

  it('passes the abort signal to the client', async () => {
    let received: AbortSignal | undefined;
    const provider = new McpToolsetResourceProvider({
      listMcpToolsets: async (_a, _c, options = {}) => {
        received = options.signal;
        return {profiles: [], nextPageToken: ''};
      },
    });
    const controller = new AbortController();
    await provider.listResources(base, {signal: controller.signal});
    expect(received).to.equal(controller.signal);
  });

  it('is unavailable for resource types without an endpoint', async () => {
    const {provider} = overMock();
    let error: unknown;
    try {
      await provider.listResources({...base, resourceType: 'aws_iam_role'});
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(ProviderUnavailableError);
    for (const resourceType of ['', 'MCP_TOOLSET', 'toolsets', 'mcp-access-profile']) {
      const page = await provider.listResources({...base, resourceType, pageSize: 1});
      expect(page.items).to.have.length(1);
    }
  });

  it('rejects with the service error when the service fails', async () => {
    const {provider, service} = overMock();
    service.failNext(500, 1);
    let error: unknown;
    try {
      await provider.listResources(base);
    } catch (e) {
      error = e;
    }
    expect(error).to.be.instanceOf(Error);
    expect(error).not.to.be.instanceOf(ProviderUnavailableError);
  });

  it('is what createMockProviders wires up', async () => {
    const {resources} = createMockProviders();
    const page = await resources.listResources({
      ...base,
      appId: 'app-slack',
      connectorId: 'conn-slack',
    });
    expect(page.items).to.have.length(5);
  });
});
