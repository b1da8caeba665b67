import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {createClient, encodeSegment} from '../../src/api/index.js';
import {createMockService} from '../../src/mock/index.js';
import {BASE, answering, rejection} from './helpers.js';

const id = fc
  .string({minLength: 1, maxLength: 24, unit: 'grapheme'})
  .filter((s) => s !== '.' && s !== '..');

describe('api properties', () => {
  it('any id stays one path segment and decodes back to itself', () => {
    fc.assert(
      fc.property(id, (value) => {
        const url = new URL(`${BASE}/api/v1/request_schemas/${encodeSegment('id', value)}`);
        const segments = url.pathname.split('/');
        expect(segments).to.have.length(5);
        expect(decodeURIComponent(segments[4]!)).to.equal(value);
        expect(url.search).to.equal('');
        expect(url.hash).to.equal('');
      }),
      {numRuns: 300},
    );
  });

  it('any conversation id round-trips through the client and the mock', async () => {
    await fc.assert(
      fc.asyncProperty(id, async (value) => {
        const mock = createMockService({origin: BASE});
        mock.setConversation(value, {title: 't', surfaces: [{surfaceId: 's1'}]});
        const client = createClient({
          baseUrl: BASE,
          auth: {token: 'demo-token'},
          fetch: mock.fetch,
        });
        const surfaces = await client.listSurfaces(value);
        expect(surfaces.map((s) => s.surfaceId)).to.deep.equal(['s1']);
      }),
      {numRuns: 60},
    );
  });

  it('a token echoed anywhere in an error body never reaches the error', async () => {
    const token = fc.stringMatching(/^[A-Za-z0-9._~+/-]{4,40}$/);
    await fc.assert(
      fc.asyncProperty(token, fc.string(), fc.string(), async (secret, before, after) => {
        const client = createClient({
          baseUrl: BASE,
          auth: {token: secret},
          fetch: answering(400, {message: `${before}${secret}${after}`}),
          retry: false,
        });
        const error = await rejection(() => client.listGatewayKeys());
        expect(error.message).not.to.contain(secret);
        expect(error.serverMessage ?? '').not.to.contain(secret);
      }),
      {numRuns: 100},
    );
  });
});
