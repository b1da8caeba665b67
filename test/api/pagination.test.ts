import {expect} from '@open-wc/testing';
import {MCP_TOOLSETS_MAX_PAGE_SIZE, encodeSegment, iteratePages} from '../../src/api/index.js';
import {BASE, answering, collect, recording, rejection, setup} from './helpers.js';

describe('api pagination and paths', () => {
  it('iterates all 130 MCP toolsets across pages', async () => {
    const {client, calls} = setup();
    const profiles = await collect(
      client.iterateMcpToolsets('app-github', 'conn-github', {pageSize: 50}),
    );
    expect(profiles).to.have.length(130);
    expect(new Set(profiles.map((p) => p.id)).size).to.equal(130);
    expect(calls).to.have.length(3);
    const tokens = calls.map((c) => new URL(c.url).searchParams.get('pageToken'));
    expect(tokens[0]).to.equal(null);
    expect(tokens[1]).to.be.a('string').and.not.equal('');
    expect(calls.every((c) => new URL(c.url).searchParams.get('pageSize') === '50')).to.equal(true);
  });

  it('accepts page size 100, and throws a RangeError above it before any request', async () => {
    const {client, calls} = setup();
    expect(MCP_TOOLSETS_MAX_PAGE_SIZE).to.equal(100);
    const error = await rejection<RangeError>(() =>
      client.listMcpToolsets('app-github', 'conn-github', {pageSize: 101}),
    );
    expect(error).to.be.instanceOf(RangeError);
    expect(error.message).to.contain('100');
    expect(() => client.iterateMcpToolsets('app-github', 'conn-github', {pageSize: 500})).to.throw(
      RangeError,
    );
    expect(calls).to.have.length(0);
    const all = await collect(
      client.iterateMcpToolsets('app-github', 'conn-github', {pageSize: 100}),
    );
    expect(all).to.have.length(130);
  });

  it('refuses a page size that is not a positive integer', async () => {
    const {client, calls} = setup();
    for (const pageSize of [0, -1, 2.5, Number.NaN]) {
      const error = await rejection<RangeError>(() => client.listGatewayKeys({pageSize}));
      expect(error, String(pageSize)).to.be.instanceOf(RangeError);
    }
    expect(calls).to.have.length(0);
  });

  it('iterates owned service accounts to the end (2+ pages)', async () => {
    const {client, calls} = setup();
    const accounts = await collect(client.iterateOwnedServiceAccounts({pageSize: 10}));
    expect(accounts).to.have.length(23);
    expect(calls).to.have.length(3);
    expect(accounts.every((row) => row.appUser!.nhiDetail)).to.equal(true);
  });

  it('iterates entitlement search rows and gateway keys to the end', async () => {
    const {client} = setup();
    const rows = await collect(
      client.iterateAppUserEntitlements('app-github', 'au-dana-gh', {pageSize: 5}),
    );
    expect(rows).to.have.length(12);
    const keys = await collect(client.iterateGatewayKeys({pageSize: 3}));
    expect(keys.map((k) => k.id)).to.deep.equal([
      'gk-01',
      'gk-02',
      'gk-03',
      'gk-04',
      'gk-05',
      'gk-06',
      'gk-07',
    ]);
  });

  it('can stop early: breaking out of the loop makes no further requests', async () => {
    const {client, calls} = setup();
    for await (const profile of client.iterateMcpToolsets('app-github', 'conn-github', {
      pageSize: 10,
    })) {
      if (profile.id === 'mcp-gh-003') break;
    }
    expect(calls).to.have.length(1);
  });

  it('stops with an error when the server repeats a page token', async () => {
    const {fetch, calls} = recording(
      answering(200, {profiles: [{id: 'x'}], nextPageToken: 'same'}),
    );
    const {client} = setup({fetch});
    const seen: string[] = [];
    const error = await rejection<Error>(async () => {
      for await (const p of client.iterateMcpToolsets('a', 'c')) seen.push(p.id);
    });
    expect(error.message).to.contain('page token');
    expect(seen).to.deep.equal(['x', 'x']);
    expect(calls).to.have.length(2);
  });

  it('iteratePages yields whole pages (with their expanded arrays)', async () => {
    const {client} = setup();
    const pages = await collect(
      iteratePages((pageToken) =>
        client.listOwnedServiceAccounts({pageSize: 10, pageToken, expandMask: {paths: ['app_id']}}),
      ),
    );
    expect(pages.map((p) => p.list.length)).to.deep.equal([10, 10, 3]);
    expect(pages.every((p) => p.expanded.length > 0)).to.equal(true);
  });

  it('percent-encodes path parameters', async () => {
    const {fetch, calls} = recording(answering(200, {profiles: []}));
    const {client} = setup({fetch});
    await client.listMcpToolsets('a/b c?d#e', 'conn%1');
    expect(calls[0]!.url).to.equal(
      `${BASE}/api/v1/apps/a%2Fb%20c%3Fd%23e/connectors/conn%251/mcp_toolsets`,
    );
    expect(new URL(calls[0]!.url).pathname).to.equal(
      '/api/v1/apps/a%2Fb%20c%3Fd%23e/connectors/conn%251/mcp_toolsets',
    );
    expect(encodeSegment('x', 'é')).to.equal('%C3%A9');
    expect(encodeSegment('x', '...')).to.equal('...');
  });

  it('refuses "." and ".." as ids: the URL parser would resolve them, even encoded', async () => {
    // The reason: %2E%2E is a dot segment for the WHATWG URL parser too.
    expect(new URL('https://h.test/a/%2E%2E/b').pathname).to.equal('/b');
    const {client, calls} = setup();
    for (const id of ['.', '..']) {
      const error = await rejection<TypeError>(() => client.listMcpToolsets('app-github', id));
      expect(error).to.be.instanceOf(TypeError);
    }
    expect(calls).to.have.length(0);
  });

  it('refuses an empty path parameter before any request', async () => {
    const {client, calls} = setup();
    const error = await rejection<TypeError>(() => client.listSurfaces(''));
    expect(error).to.be.instanceOf(TypeError);
    expect(error.message).to.contain('conversationId');
    expect(calls).to.have.length(0);
  });

  it('the mock decodes encoded ids', async () => {
    const {client, mock} = setup();
    mock.setConversation('conv/with slash', {title: 'odd', surfaces: []});
    expect(await client.listSurfaces('conv/with slash')).to.deep.equal([]);
  });

  it('joins a base URL with a path prefix and a trailing slash', async () => {
    const {fetch, calls} = recording(answering(200, {surfaces: []}));
    const {client} = setup({baseUrl: 'https://host.example.test/tenant-a/', fetch});
    await client.listSurfaces('c1');
    expect(calls[0]!.url).to.equal(
      'https://host.example.test/tenant-a/api/v1/a2ui/conversations/c1/surfaces',
    );
  });
});
