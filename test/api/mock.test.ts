import {expect} from '@open-wc/testing';
import {
  expandedAt,
  fieldKind,
  fieldRelationshipKind,
  policyStepKind,
  provisionPolicyKind,
} from '../../src/api/index.js';
import type {Field, Open, TaskState} from '../../src/api/index.js';
import {conversations, createMockService} from '../../src/mock/index.js';
import {BASE, setup} from './helpers.js';

const auth = {authorization: 'Bearer demo-token'};

describe('mock service', () => {
  it('exports the sample conversations with ids and titles', () => {
    const mock = createMockService();
    const ids = mock.listConversations().map((c) => c.id);
    expect(ids).to.include.members([
      'conv-access-request',
      'conv-connector',
      'conv-dashboard',
      'conv-kitchen-sink',
      'conv-multi-surface',
      'conv-onboarding',
      'conv-empty',
      'conv-deleted-surface',
    ]);
    expect(mock.listConversations().every((c) => c.title.length > 3)).to.equal(true);
    expect(conversations.find((c) => c.id === 'conv-multi-surface')!.surfaces).to.have.length(2);
  });

  it('gives each served surface its conversation id', async () => {
    const {client} = setup();
    const surfaces = await client.listSurfaces('conv-multi-surface');
    expect(surfaces.map((s) => s.conversationId)).to.deep.equal([
      'conv-multi-surface',
      'conv-multi-surface',
    ]);
  });

  it('answers 401 with a JSON error body without a valid bearer token', async () => {
    const mock = createMockService({origin: BASE});
    const variants: Record<string, string>[] = [
      {},
      {authorization: 'Bearer nope'},
      {authorization: 'Basic ZGVtbw=='},
    ];
    for (const headers of variants) {
      const response = await mock.fetch(`${BASE}/api/v1/llm-gateway/keys`, {headers});
      expect(response.status).to.equal(401);
      expect(response.headers.get('www-authenticate')).to.contain('Bearer');
      expect(await response.json()).to.deep.include({
        code: 16,
        message: 'missing or invalid bearer token',
      });
    }
  });

  it('accepts configured tokens', async () => {
    const mock = createMockService({origin: BASE, tokens: ['other']});
    expect((await mock.fetch(`${BASE}/api/v1/llm-gateway/keys`, {headers: auth})).status).to.equal(
      401,
    );
    const ok = await mock.fetch(`${BASE}/api/v1/llm-gateway/keys`, {
      headers: {authorization: 'Bearer other'},
    });
    expect(ok.status).to.equal(200);
  });

  it('token endpoint: refuses credentials in a Basic header, a JSON body or a wrong grant', async () => {
    const mock = createMockService({origin: BASE});
    const post = (body: string, headers: Record<string, string>) =>
      mock.fetch(`${BASE}/oauth/token`, {method: 'POST', body, headers});
    const form = {'content-type': 'application/x-www-form-urlencoded'};
    const basic = await post('grant_type=client_credentials', {
      ...form,
      authorization: `Basic ${btoa('demo-client:demo-secret')}`,
    });
    expect(basic.status).to.equal(401);
    expect((await basic.json()).error).to.equal('invalid_client');
    const asJson = await post(JSON.stringify({grant_type: 'client_credentials'}), {
      'content-type': 'application/json',
    });
    expect(asJson.status).to.equal(400);
    const grant = await post(
      'grant_type=password&client_id=demo-client&client_secret=demo-secret',
      form,
    );
    expect((await grant.json()).error).to.equal('unsupported_grant_type');
    const ok = await post(
      'grant_type=client_credentials&client_id=demo-client&client_secret=demo-secret',
      form,
    );
    const body = await ok.json();
    expect(body.token_type).to.equal('Bearer');
    expect(body.expires_in).to.equal(3600);
    expect(mock.requests.at(-1)!.body).to.deep.equal({
      grant_type: 'client_credentials',
      client_id: 'demo-client',
      client_secret: '<redacted>',
    });
  });

  it('rejects an MCP page size above 100 and a forged page token', async () => {
    const mock = createMockService({origin: BASE});
    const url = `${BASE}/api/v1/apps/app-github/connectors/conn-github/mcp_toolsets`;
    expect((await mock.fetch(`${url}?pageSize=101`, {headers: auth})).status).to.equal(400);
    expect(mock.requests[0]!.url).to.equal(
      '/api/v1/apps/app-github/connectors/conn-github/mcp_toolsets?pageSize=101',
    );
    expect(
      (await mock.fetch(`${url}?pageToken=${btoa('keys|0')}`, {headers: auth})).status,
    ).to.equal(400);
    expect((await mock.fetch(`${url}?pageToken=%%%`, {headers: auth})).status).to.equal(400);
  });

  it('answers 404 for unknown routes and 405 for a wrong method', async () => {
    const mock = createMockService({origin: BASE});
    expect((await mock.fetch(`${BASE}/api/v1/nothing`, {headers: auth})).status).to.equal(404);
    const wrong = await mock.fetch(`${BASE}/api/v1/llm-gateway/keys`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(wrong.status).to.equal(405);
  });

  it('updateSurface bumps updatedAt and replaces the data model', async () => {
    let clock = Date.UTC(2026, 11, 1);
    const {client, mock} = setup({}, {now: () => clock});
    const before = (await client.listSurfaces('conv-dashboard'))[0]!;
    clock += 60_000;
    mock.updateSurface('conv-dashboard', before.surfaceId, {
      data: (d) => ({...d, refreshed: true}),
    });
    const after = (await client.listSurfaces('conv-dashboard'))[0]!;
    expect(after.updatedAt).to.equal(new Date(clock).toISOString());
    expect(after.updatedAt).not.to.equal(before.updatedAt);
    expect(JSON.parse(after.dataModelJson!).refreshed).to.equal(true);
    mock.updateSurface('conv-dashboard', before.surfaceId, {deleted: true});
    expect((await client.listSurfaces('conv-dashboard'))[0]!.deletedAt).to.be.a('string');
    expect(() => mock.updateSurface('conv-dashboard', 'nope')).to.throw();
  });

  it('reset restores the seed and clears the log and failures', async () => {
    const {client, mock} = setup();
    await client.putProviderCredential('slot-new', {apiKey: 'sk-0123456789abcdef'});
    mock.failNext(500, 5);
    mock.reset();
    expect(mock.requests).to.have.length(0);
    expect(mock.state.providerCredentials.has('slot-new')).to.equal(false);
    expect((await client.listGatewayKeys()).list.length).to.be.greaterThan(0);
  });
});

describe('api type helpers', () => {
  it('tell the variant of fields, steps, policies and relationships', () => {
    const field: Field = {name: 'n', int64Field: {defaultValue: '3'}};
    expect(fieldKind(field)).to.equal('int64Field');
    expect(fieldKind({name: 'future', futureField: {}} as unknown as Field)).to.equal(undefined);
    expect(policyStepKind({id: 's', approval: {}} as {id: string})).to.equal('approval');
    expect(provisionPolicyKind({manual: {instructions: 'x'}})).to.equal('manual');
    expect(
      fieldRelationshipKind({fieldNames: ['a'], dependentOn: {dependencyFieldNames: ['b']}}),
    ).to.equal('dependentOn');
  });

  it('reads $.expanded[i] locators', () => {
    const expanded = [{'@type': 'A'}, {'@type': 'B'}];
    expect(expandedAt(expanded, '$.expanded[1]')).to.deep.equal({'@type': 'B'});
    expect(expandedAt(expanded, '$.expanded[2]')).to.equal(undefined);
    expect(expandedAt(expanded, '$.other[0]')).to.equal(undefined);
    expect(expandedAt(expanded, undefined)).to.equal(undefined);
  });

  it('open enums accept unknown strings and still offer the known ones', () => {
    const known: TaskState = 'TASK_STATE_OPEN';
    const later: TaskState = 'TASK_STATE_ARCHIVED';
    const open: Open<'A' | 'B'> = 'C';
    expect([known, later, open]).to.deep.equal(['TASK_STATE_OPEN', 'TASK_STATE_ARCHIVED', 'C']);
  });
});
