import {expect} from '@open-wc/testing';
import {ServiceError, createClient} from '../../src/api/index.js';
import {createMockService} from '../../src/mock/index.js';
import {BASE, answering, rejection, recording, setup} from './helpers.js';

const CC = {clientId: 'demo-client', clientSecret: 'demo-secret', tokenUrl: '/oauth/token'};

/** A client-credentials client and mock sharing one controllable clock. */
function ccSetup(tokenTtlSeconds = 3600) {
  let clock = Date.UTC(2026, 10, 1, 12);
  const now = () => clock;
  const out = setup({auth: CC, now}, {now, tokenTtlSeconds});
  return {...out, advance: (ms: number) => (clock += ms)};
}

describe('api auth', () => {
  it('sends a static bearer token in the Authorization header only', async () => {
    const {client, calls} = setup({auth: {token: 'demo-token'}});
    await client.listSurfaces('conv-dashboard');
    expect(calls[0]!.headers.get('authorization')).to.equal('Bearer demo-token');
    expect(calls[0]!.url).not.to.contain('demo-token');
  });

  it('does not retry a 401 with a static token', async () => {
    const {client, calls} = setup({auth: {token: 'wrong-token'}});
    const error = await rejection(() => client.listSurfaces('conv-dashboard'));
    expect(error.kind).to.equal('http');
    expect(error.status).to.equal(401);
    expect(calls).to.have.length(1);
  });

  it('rejects a malformed static token at construction without echoing it', () => {
    expect(() => createClient({baseUrl: BASE, auth: {token: 'a b\nc'}})).to.throw(TypeError);
    try {
      createClient({baseUrl: BASE, auth: {token: 'has space'}});
    } catch (error) {
      expect(String(error)).not.to.contain('has space');
    }
  });

  it('asks an async provider for the token, and once more with forceRefresh after a 401', async () => {
    const asked: (boolean | undefined)[] = [];
    const {client, calls} = setup({
      auth: {
        getToken: (options) => {
          asked.push(options?.forceRefresh);
          return Promise.resolve(options?.forceRefresh ? 'demo-token' : 'stale-token');
        },
      },
    });
    const surfaces = await client.listSurfaces('conv-dashboard');
    expect(surfaces).to.have.length(1);
    expect(asked).to.deep.equal([undefined, true]);
    expect(calls.map((c) => c.headers.get('authorization'))).to.deep.equal([
      'Bearer stale-token',
      'Bearer demo-token',
    ]);
  });

  it('retries a 401 only once', async () => {
    const {client, calls} = setup({auth: {getToken: () => Promise.resolve('never-valid')}});
    const error = await rejection(() => client.listSurfaces('conv-dashboard'));
    expect(error.status).to.equal(401);
    expect(calls).to.have.length(2);
  });

  it('client credentials: posts id and secret form-encoded in the body, then uses the token', async () => {
    const {client, calls, mock} = ccSetup();
    await client.listSurfaces('conv-dashboard');
    expect(calls).to.have.length(2);
    const token = calls[0]!;
    expect(token.method).to.equal('POST');
    expect(token.url).to.equal(`${BASE}/oauth/token`);
    expect(token.headers.get('content-type')).to.equal('application/x-www-form-urlencoded');
    expect(token.headers.get('authorization')).to.equal(null);
    const form = new URLSearchParams(token.body);
    expect(Object.fromEntries(form)).to.deep.equal({
      grant_type: 'client_credentials',
      client_id: 'demo-client',
      client_secret: 'demo-secret',
    });
    const issued = [...mock.state.issuedTokens.keys()][0]!;
    expect(calls[1]!.headers.get('authorization')).to.equal(`Bearer ${issued}`);
    expect(calls.every((c) => !c.url.includes('demo-secret') && !c.url.includes(issued))).to.equal(
      true,
    );
  });

  it('client credentials: sends the scope when given', async () => {
    const mock = createMockService({origin: BASE});
    const {fetch, calls} = recording(mock.fetch);
    const client = createClient({baseUrl: BASE, auth: {...CC, scope: 'surfaces:read'}, fetch});
    await client.listGatewayKeys();
    expect(new URLSearchParams(calls[0]!.body).get('scope')).to.equal('surfaces:read');
  });

  it('client credentials: caches the token until shortly before it expires', async () => {
    const {client, calls, advance} = ccSetup(600);
    await client.listGatewayKeys();
    await client.listGatewayKeys();
    advance(500_000); // 500 s into a 600 s token: still valid
    await client.listGatewayKeys();
    expect(calls.filter((c) => c.url.endsWith('/oauth/token'))).to.have.length(1);
    advance(75_000); // 575 s: inside the last 30 s before expiry → fetch a new one
    await client.listGatewayKeys();
    expect(calls.filter((c) => c.url.endsWith('/oauth/token'))).to.have.length(2);
  });

  it('client credentials: keeps a short-lived token until its last tenth', async () => {
    const {client, calls, advance} = ccSetup(10);
    await client.listGatewayKeys();
    advance(8_500); // 8.5 s of 10 s: still used
    await client.listGatewayKeys();
    expect(calls.filter((c) => c.url.endsWith('/oauth/token'))).to.have.length(1);
    advance(600); // 9.1 s: in the last second → refreshed before use
    await client.listGatewayKeys();
    expect(calls.filter((c) => c.url.endsWith('/oauth/token'))).to.have.length(2);
  });

  it('client credentials: one caller aborting does not fail the others sharing the token request', async () => {
    const {client, mock} = ccSetup();
    mock.setLatency(30);
    const controller = new AbortController();
    const aborted = rejection(() => client.listGatewayKeys({signal: controller.signal}));
    const other = client.listGatewayKeys();
    controller.abort();
    expect((await aborted).kind).to.equal('abort');
    expect((await other).list.length).to.be.greaterThan(0);
    expect(mock.requests.filter((r) => r.path === '/oauth/token')).to.have.length(1);
  });

  it('client credentials: concurrent calls share one token request', async () => {
    const {client, calls} = ccSetup();
    await Promise.all([
      client.listGatewayKeys(),
      client.listGatewayKeys(),
      client.listSurfaces('conv-empty'),
    ]);
    expect(calls.filter((c) => c.url.endsWith('/oauth/token'))).to.have.length(1);
    expect(calls).to.have.length(4);
  });

  it('client credentials: refreshes the token and retries once on a 401', async () => {
    const {client, calls, mock} = ccSetup();
    await client.listGatewayKeys();
    mock.expireTokens(); // the server forgets the token before the client thinks it expired
    const page = await client.listGatewayKeys();
    expect(page.list.length).to.be.greaterThan(0);
    expect(mock.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).to.deep.equal([
      'POST /oauth/token 200',
      'GET /api/v1/llm-gateway/keys 200',
      'GET /api/v1/llm-gateway/keys 401',
      'POST /oauth/token 200',
      'GET /api/v1/llm-gateway/keys 200',
    ]);
    expect(calls[4]!.headers.get('authorization')).not.to.equal(
      calls[2]!.headers.get('authorization'),
    );
  });

  it('client credentials: a refused client is a 401 ServiceError from the token path, secret-free', async () => {
    const {client} = setup({auth: {...CC, clientSecret: 'wrong-secret-value'}});
    const error = await rejection(() => client.listGatewayKeys());
    expect(error).to.be.instanceOf(ServiceError);
    expect(error.status).to.equal(401);
    expect(error.method).to.equal('POST');
    expect(error.path).to.equal('/oauth/token');
    expect(error.serverMessage).to.equal('client authentication failed');
    expect(JSON.stringify({...error, message: error.message})).not.to.contain('wrong-secret-value');
  });

  it('client credentials: a token response without access_token is a decode error', async () => {
    const {client} = setup({auth: CC, fetch: answering(200, {token_type: 'Bearer'})});
    const error = await rejection(() => client.listGatewayKeys());
    expect(error.kind).to.equal('decode');
    expect(error.path).to.equal('/oauth/token');
  });

  it('never puts a token into an error message, even when the server echoes it', async () => {
    const token = 'tok-0123456789-secret';
    const {client} = setup({
      auth: {token},
      fetch: answering(400, {error: {message: `bad request for Bearer ${token}`}}),
    });
    const error = await rejection(() => client.listGatewayKeys());
    expect(error.status).to.equal(400);
    expect(error.serverMessage).to.equal('bad request for Bearer [redacted]');
    expect(error.message).not.to.contain(token);
    expect(String(error.stack)).not.to.contain(token);
    expect(JSON.stringify(error)).not.to.contain(token);
  });

  it('never puts an issued OAuth token or the client secret into an error message', async () => {
    const mock = createMockService({origin: BASE});
    let issued = '';
    const echoing: typeof fetch = async (input, init) => {
      const response = await mock.fetch(input, init);
      if (String(input).endsWith('/oauth/token')) {
        issued = ((await response.clone().json()) as {access_token: string}).access_token;
        return response;
      }
      return new Response(JSON.stringify({message: `token ${issued} / demo-secret rejected`}), {
        status: 403,
      });
    };
    const client = createClient({baseUrl: BASE, auth: CC, fetch: echoing});
    const error = await rejection(() => client.listGatewayKeys());
    expect(issued).to.match(/^mock-at-/);
    expect(error.message).not.to.contain(issued);
    expect(error.message).not.to.contain('demo-secret');
    expect(error.serverMessage).to.equal('token [redacted] / [redacted] rejected');
  });

  it('never puts the apiKey of a provider credential into an error message', async () => {
    const apiKey = 'sk-live-abcdef0123456789';
    const {client} = setup({
      fetch: answering(422, {message: `key ${apiKey} is not valid for this provider`}),
    });
    const error = await rejection(() => client.putProviderCredential('slot-1', {apiKey}));
    expect(error.status).to.equal(422);
    expect(error.message).not.to.contain(apiKey);
    expect(error.serverMessage).to.contain('[redacted]');
  });

  it('rejects a token in the URL at the mock (the client never sends one there)', async () => {
    const mock = createMockService({origin: BASE});
    const response = await mock.fetch(`${BASE}/api/v1/llm-gateway/keys?access_token=demo-token`, {
      headers: {authorization: 'Bearer demo-token'},
    });
    expect(response.status).to.equal(400);
  });
});
