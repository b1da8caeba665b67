import {expect} from '@open-wc/testing';
import {ServiceError, durationFromSeconds, fieldKind} from '../../src/api/index.js';
import type {FieldKind} from '../../src/api/index.js';
import {BASE, answering, rejection, setup} from './helpers.js';

describe('api operations against the mock', () => {
  it('approve-with-step-up without a transaction returns a redirect and approves nothing', async () => {
    const {client, calls, mock} = setup();
    const result = await client.approveWithStepUp('task-1001', {
      policyStepId: 'step-1001-approval',
    });
    expect(result.kind).to.equal('redirect');
    if (result.kind !== 'redirect') return;
    expect(new URL(result.redirectUrl).protocol).to.equal('https:');
    expect(calls).to.have.length(1);
    expect(calls[0]!.method).to.equal('POST');
    expect(calls[0]!.url).to.equal(`${BASE}/api/v1/tasks/task-1001/action/approve-with-step-up`);
    expect(calls[0]!.headers.get('authorization')).to.equal('Bearer demo-token');
    expect(calls[0]!.headers.get('content-type')).to.equal('application/json');
    expect(JSON.parse(calls[0]!.body!)).to.deep.equal({
      policyStepId: 'step-1001-approval',
      stepUpTransactionId: '',
    });
    expect(mock.state.tasks.get('task-1001')!.state).to.equal('TASK_STATE_OPEN');
  });

  it('approve-with-step-up with a verified transaction approves and returns the task view', async () => {
    const {client, calls, mock} = setup();
    const first = await client.approveWithStepUp('1001', {policyStepId: 'step-1001-approval'});
    if (first.kind !== 'redirect') throw new Error('expected a redirect');
    const transaction = new URL(first.redirectUrl).searchParams.get('transaction')!;
    mock.completeStepUp(transaction);
    const result = await client.approveWithStepUp('1001', {
      policyStepId: 'step-1001-approval',
      stepUpTransactionId: transaction,
      comment: 'Checked with the incident lead',
      expandMask: {paths: ['user_id', 'app_id']},
    });
    expect(result.kind).to.equal('approved');
    if (result.kind !== 'approved') return;
    expect(result.ticketActionId).to.match(/^tka-/);
    const task = result.taskView!.task!;
    expect(task.policy!.history!.at(-1)!.approval!.approved!.stepUpTransactionId).to.equal(
      transaction,
    );
    expect(result.expanded.map((o) => o['@type'])).to.have.length(2);
    expect(result.taskView!.userPath).to.equal('$.expanded[0]');
    expect(JSON.parse(calls[1]!.body!)).to.deep.equal({
      policyStepId: 'step-1001-approval',
      stepUpTransactionId: transaction,
      comment: 'Checked with the incident lead',
      expandMask: {paths: ['user_id', 'app_id']},
    });
  });

  it('approve-with-step-up rejects an unsafe redirect URL as a decode error', async () => {
    const {client} = setup({fetch: answering(200, {redirectUrl: 'javascript:alert(1)'})});
    const error = await rejection(() => client.approveWithStepUp('t', {policyStepId: 's'}));
    expect(error).to.be.instanceOf(ServiceError);
    expect(error.kind).to.equal('decode');
    expect(error.message).not.to.contain('javascript');
  });

  it('approve-with-step-up resolves a relative redirect URL against the base URL', async () => {
    const {client} = setup({fetch: answering(200, {redirectUrl: '/step-up?x=1'})});
    const result = await client.approveWithStepUp('t', {policyStepId: 's'});
    expect(result).to.deep.equal({kind: 'redirect', redirectUrl: `${BASE}/step-up?x=1`});
  });

  it('update-grant-duration sends the duration and returns the updated task view', async () => {
    const {client, calls} = setup();
    const result = await client.updateGrantDuration('task-1002', {
      duration: durationFromSeconds(3 * 3600),
      expandMask: {paths: ['app_id']},
    });
    expect(calls[0]!.method).to.equal('POST');
    expect(calls[0]!.url).to.equal(`${BASE}/api/v1/tasks/task-1002/action/update-grant-duration`);
    expect(JSON.parse(calls[0]!.body!)).to.deep.equal({
      duration: '10800s',
      expandMask: {paths: ['app_id']},
    });
    const grant = (result.taskView!.task!.type as {grant: {grantDuration: string}}).grant;
    expect(grant.grantDuration).to.equal('10800s');
    expect(result.expanded[0]!['@type']).to.contain('App');
  });

  it('update-grant-duration refuses a malformed duration before any request', async () => {
    const {client, calls} = setup();
    const error = await rejection<RangeError>(() =>
      client.updateGrantDuration('task-1002', {duration: '3 hours'}),
    );
    expect(error).to.be.instanceOf(RangeError);
    expect(calls).to.have.length(0);
  });

  it('creates an entitlement ownership source (v2) with the ref in path and body', async () => {
    const {client, calls} = setup();
    const record = await client.createEntitlementOwnershipSource({
      appId: 'app-github',
      entitlementId: 'ent-gh-repo-api-admin',
      roleSlug: 'owner',
      appEntitlementRef: {appId: 'app-github', id: 'ent-gh-team-platform'},
    });
    expect(calls[0]!.method).to.equal('POST');
    expect(calls[0]!.url).to.equal(
      `${BASE}/api/v2/apps/app-github/entitlements/ent-gh-repo-api-admin/owners/entitlements/owner/app-github/ent-gh-team-platform`,
    );
    expect(JSON.parse(calls[0]!.body!)).to.deep.equal({
      appEntitlementRef: {appId: 'app-github', id: 'ent-gh-team-platform'},
    });
    expect(record.roleSlug).to.equal('owner');
    expect(record.appEntitlement!.id).to.equal('ent-gh-team-platform');
  });

  it('gets a resource ownership source (v2) and reports a missing one as 404', async () => {
    const {client, calls} = setup();
    const params = {
      appId: 'app-github',
      resourceTypeId: 'rt-repo',
      resourceId: 'res-repo-api',
      roleSlug: 'admin',
      appEntitlementRef: {appId: 'app-github', id: 'ent-gh-team-platform'},
    };
    const record = await client.getResourceOwnershipSource(params);
    expect(calls[0]!.method).to.equal('GET');
    expect(calls[0]!.body).to.equal(undefined);
    expect(calls[0]!.url).to.equal(
      `${BASE}/api/v2/apps/app-github/resource_types/rt-repo/resources/res-repo-api/owners/entitlements/admin/app-github/ent-gh-team-platform`,
    );
    expect(record.resourceId).to.equal('res-repo-api');
    const error = await rejection(() =>
      client.getResourceOwnershipSource({...params, resourceId: 'res-repo-web'}),
    );
    expect(error.status).to.equal(404);
    expect(error.serverMessage).to.equal('resource ownership source not found');
  });

  it('lists owned service accounts with pagination in the POST body', async () => {
    const {client, calls} = setup();
    const page1 = await client.listOwnedServiceAccounts({
      pageSize: 10,
      expandMask: {paths: ['app_id']},
    });
    expect(calls[0]!.method).to.equal('POST');
    expect(calls[0]!.url).to.equal(`${BASE}/api/v1/app_users/owned_service_accounts`);
    expect(JSON.parse(calls[0]!.body!)).to.deep.equal({
      expandMask: {paths: ['app_id']},
      pageSize: 10,
    });
    expect(page1.list).to.have.length(10);
    expect(page1.nextPageToken).to.not.equal('');
    expect(page1.list[0]!.appPath).to.match(/^\$\.expanded\[\d+\]$/);
    await client.listOwnedServiceAccounts({pageSize: 10, pageToken: page1.nextPageToken});
    expect(JSON.parse(calls[1]!.body!)).to.deep.equal({
      pageSize: 10,
      pageToken: page1.nextPageToken,
    });
  });

  it('searches the entitlements of an app user with query parameters', async () => {
    const {client, calls} = setup();
    const page = await client.searchAppUserEntitlements('app-github', 'au-dana-gh', {
      pageSize: 5,
      expandMask: {paths: ['app_id', 'app_resource_type_id']},
      resourceTypeTraitIds: ['trait-repository'],
    });
    const url = new URL(calls[0]!.url);
    expect(calls[0]!.method).to.equal('GET');
    expect(url.pathname).to.equal('/api/v1/search/apps/app-github/entitlements/users/au-dana-gh');
    expect(url.searchParams.get('pageSize')).to.equal('5');
    expect(url.searchParams.getAll('expandMask.paths')).to.deep.equal([
      'app_id',
      'app_resource_type_id',
    ]);
    expect(url.searchParams.getAll('resourceTypeTraitIds')).to.deep.equal(['trait-repository']);
    expect(page.list).to.have.length(5);
    expect(page.list.every((row) => row.appEntitlement!.appResourceTypeId === 'rt-repo')).to.equal(
      true,
    );
    expect(page.expanded).to.have.length(2);
  });

  it('lists MCP toolsets of an app and connector, one page', async () => {
    const {client, calls} = setup();
    const page = await client.listMcpToolsets('app-github', 'conn-github', {pageSize: 100});
    const url = new URL(calls[0]!.url);
    expect(url.pathname).to.equal('/api/v1/apps/app-github/connectors/conn-github/mcp_toolsets');
    expect(url.searchParams.get('pageSize')).to.equal('100');
    expect(url.searchParams.has('pageToken')).to.equal(false);
    expect(page.profiles).to.have.length(100);
    expect(page.nextPageToken).to.not.equal('');
  });

  it('gets the toolset of an app entitlement', async () => {
    const {client, calls} = setup();
    const profile = await client.getMcpToolsetByAppEntitlement('app-github', 'ent-gh-mcp-007');
    expect(calls[0]!.url).to.equal(
      `${BASE}/api/v1/apps/app-github/mcp_toolsets/by_app_entitlement_id/ent-gh-mcp-007`,
    );
    expect(profile.id).to.equal('mcp-gh-007');
    expect(profile.toolCount).to.be.a('number');
  });

  it('gets a request schema whose form uses every field kind', async () => {
    const {client, calls} = setup();
    const schema = await client.getRequestSchema('rs-access');
    expect(calls[0]!.url).to.equal(`${BASE}/api/v1/request_schemas/rs-access`);
    const kinds = new Set(schema.form!.fields!.map((f) => fieldKind(f)));
    const all: FieldKind[] = [
      'boolField',
      'int64Field',
      'stringField',
      'stringMapField',
      'stringSliceField',
      'fileField',
      'oauth2Field',
    ];
    expect([...kinds].sort()).to.deep.equal([...all].sort());
    const strings = schema.form!.fields!.filter((f) => f.stringField).map((f) => f.stringField!);
    for (const presentation of [
      'dateField',
      'passwordField',
      'textField',
      'selectField',
      'pickerField',
    ]) {
      expect(
        strings.some((s) => presentation in s),
        presentation,
      ).to.equal(true);
    }
    const pickers = strings.filter((s) => s.pickerField).map((s) => Object.keys(s.pickerField!)[0]);
    expect(pickers.sort()).to.deep.equal(['appUserPicker', 'resourcePicker', 'svcUserPicker']);
  });

  it('lists the surfaces of a conversation, deleted ones included, and 404 for an unknown one', async () => {
    const {client, calls} = setup();
    const surfaces = await client.listSurfaces('conv-deleted-surface');
    expect(calls[0]!.method).to.equal('GET');
    expect(calls[0]!.url).to.equal(
      `${BASE}/api/v1/a2ui/conversations/conv-deleted-surface/surfaces`,
    );
    expect(surfaces.map((s) => [s.surfaceId, Boolean(s.deletedAt)])).to.deep.equal([
      ['srf-status-1', true],
      ['srf-status-2', false],
    ]);
    expect(await client.listSurfaces('conv-empty')).to.deep.equal([]);
    const error = await rejection(() => client.listSurfaces('conv-nope'));
    expect(error.kind).to.equal('http');
    expect(error.status).to.equal(404);
  });

  it('puts a provider credential; the key goes in the body only and never comes back', async () => {
    const {client, calls, mock} = setup();
    const apiKey = 'sk-test-0123456789abcdefXYZ';
    const credential = await client.putProviderCredential('slot-backup', {
      apiKey,
      displayName: 'Backup',
    });
    expect(calls[0]!.method).to.equal('PUT');
    expect(calls[0]!.url).to.equal(`${BASE}/api/v1/llm-gateway/provider-credentials/slot-backup`);
    expect(JSON.parse(calls[0]!.body!)).to.deep.equal({apiKey, displayName: 'Backup'});
    expect(JSON.stringify(credential)).not.to.contain(apiKey);
    expect(credential).not.to.have.property('apiKey');
    expect(credential.displayName).to.equal('Backup');
    expect(JSON.stringify([...mock.state.providerCredentials.values()])).not.to.contain(apiKey);
    expect(JSON.stringify(mock.requests.map((r) => r.body))).not.to.contain(apiKey);
  });

  it('lists gateway keys', async () => {
    const {client, calls} = setup();
    const page = await client.listGatewayKeys();
    expect(calls[0]!.method).to.equal('GET');
    expect(calls[0]!.url).to.equal(`${BASE}/api/v1/llm-gateway/keys`);
    expect(page.list.length).to.be.greaterThan(3);
    expect(page.list[0]).to.have.keys(
      'id',
      'displayName',
      'keyPrefix',
      'createdAt',
      'updatedAt',
      'revokedAt',
    );
    expect(page.nextPageToken).to.equal('');
  });

  it('sends an Accept header, no credentials mode cookies, and a GET without a body', async () => {
    const {client, mock} = setup();
    await client.listGatewayKeys();
    const seen = mock.requests[0]!;
    expect(seen.headers.accept).to.equal('application/json');
    expect(seen.headers['content-type']).to.equal(undefined);
    expect(seen.body).to.equal(undefined);
  });

  it('keeps unknown enum values and int64 strings as they are', async () => {
    const {client} = setup({
      fetch: answering(200, {
        taskView: {task: {id: 't', numericId: '9007199254740993', state: 'TASK_STATE_ON_HOLD'}},
        expanded: [],
      }),
    });
    const result = await client.updateGrantDuration('t', {duration: '60s'});
    expect(result.taskView!.task!.state).to.equal('TASK_STATE_ON_HOLD');
    expect(result.taskView!.task!.numericId).to.equal('9007199254740993');
  });
});
