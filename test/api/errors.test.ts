import {expect} from '@open-wc/testing';
import {ServiceError, parseRetryAfter} from '../../src/api/index.js';
import type {Sleep} from '../../src/api/index.js';
import {answering, rejection, setup} from './helpers.js';

/** A sleep that records the asked delays and returns at once (still honouring aborts). */
function recordingSleep(): {sleep: Sleep; delays: number[]} {
  const delays: number[] = [];
  const sleep: Sleep = (ms, signal) => {
    delays.push(ms);
    return signal?.aborted ? Promise.reject(signal.reason) : Promise.resolve();
  };
  return {sleep, delays};
}

const RETRY = {retries: 3, baseDelayMs: 100, maxDelayMs: 1000, jitter: false};

describe('api errors and retries', () => {
  it('retries 503 and 429 with exponential backoff and then succeeds', async () => {
    const {sleep, delays} = recordingSleep();
    const {client, mock} = setup({sleep, retry: RETRY});
    mock.failNext(503, 2);
    mock.failNext(429, 1);
    const page = await client.listGatewayKeys();
    expect(page.list.length).to.be.greaterThan(0);
    expect(delays).to.deep.equal([100, 200, 400]);
    expect(mock.requests.map((r) => r.status)).to.deep.equal([503, 503, 429, 200]);
  });

  it('gives up after the configured number of retries with the last status', async () => {
    const {sleep, delays} = recordingSleep();
    const {client, mock} = setup({sleep, retry: RETRY});
    mock.failNext(503, 10, {message: 'maintenance'});
    const error = await rejection(() => client.listGatewayKeys());
    expect(error.kind).to.equal('http');
    expect(error.status).to.equal(503);
    expect(error.attempts).to.equal(4);
    expect(error.serverMessage).to.equal('maintenance');
    expect(mock.requests).to.have.length(4);
    expect(delays).to.deep.equal([100, 200, 400]);
  });

  it('caps the backoff at maxDelayMs', async () => {
    const {sleep, delays} = recordingSleep();
    const {client, mock} = setup({
      sleep,
      retry: {retries: 5, baseDelayMs: 300, maxDelayMs: 1000, jitter: false},
    });
    mock.failNext(503, 5);
    await client.listGatewayKeys();
    expect(delays).to.deep.equal([300, 600, 1000, 1000, 1000]);
  });

  it('jitters backoff between half and all of the delay, with the injected random source', async () => {
    const {sleep, delays} = recordingSleep();
    const {client, mock} = setup({sleep, random: () => 0, retry: {...RETRY, jitter: true}});
    mock.failNext(503, 2);
    await client.listGatewayKeys();
    expect(delays).to.deep.equal([50, 100]);
  });

  it('does not retry other statuses, nor when retries are disabled', async () => {
    const {sleep, delays} = recordingSleep();
    const {client, mock} = setup({sleep, retry: RETRY});
    mock.failNext(500, 3);
    expect((await rejection(() => client.listGatewayKeys())).status).to.equal(500);
    expect(mock.requests).to.have.length(1);
    const other = setup({sleep, retry: false});
    other.mock.failNext(503, 3);
    expect((await rejection(() => other.client.listGatewayKeys())).status).to.equal(503);
    expect(other.mock.requests).to.have.length(1);
    expect(delays).to.deep.equal([]);
  });

  it('honours Retry-After in seconds', async () => {
    const {sleep, delays} = recordingSleep();
    const {client, mock} = setup({sleep, retry: RETRY});
    mock.failNext(429, 1, {retryAfter: 1});
    await client.listGatewayKeys();
    expect(delays).to.deep.equal([1000]);
  });

  it('honours Retry-After as an HTTP date, with the injected clock', async () => {
    const {sleep, delays} = recordingSleep();
    const now = Date.UTC(2026, 10, 2, 8, 0, 0);
    const {client, mock} = setup({sleep, now: () => now, retry: RETRY});
    mock.failNext(503, 1, {retryAfter: new Date(now).toUTCString()});
    await client.listGatewayKeys();
    mock.failNext(503, 1, {retryAfter: new Date(now + 1000).toUTCString()});
    await client.listGatewayKeys();
    expect(delays).to.deep.equal([0, 1000]);
  });

  it('fails at once when Retry-After asks for longer than maxDelayMs, reporting the wait', async () => {
    const {sleep, delays} = recordingSleep();
    const {client, mock} = setup({sleep, retry: RETRY});
    mock.failNext(429, 1, {retryAfter: 120});
    const error = await rejection(() => client.listGatewayKeys());
    expect(error.status).to.equal(429);
    expect(error.retryAfterMs).to.equal(120_000);
    expect(mock.requests).to.have.length(1);
    expect(delays).to.deep.equal([]);
  });

  it('parses Retry-After values', () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 0);
    expect(parseRetryAfter('5', now)).to.equal(5000);
    expect(parseRetryAfter(' 0 ', now)).to.equal(0);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:03 GMT', now)).to.equal(3000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).to.equal(0);
    expect(parseRetryAfter('-1', now)).to.equal(undefined);
    expect(parseRetryAfter('soon', now)).to.equal(undefined);
    expect(parseRetryAfter(null, now)).to.equal(undefined);
  });

  it('reports a network failure as kind network, without retrying it', async () => {
    const {client, mock} = setup();
    mock.failNext('network');
    const error = await rejection(() => client.listGatewayKeys());
    expect(error).to.be.instanceOf(ServiceError);
    expect(error.kind).to.equal('network');
    expect(error.status).to.equal(0);
    expect(error.method).to.equal('GET');
    expect(error.path).to.equal('/api/v1/llm-gateway/keys');
    expect(mock.requests).to.have.length(1);
  });

  it('reports the caller’s abort as kind abort', async () => {
    const {client, mock} = setup();
    mock.setLatency(10_000);
    const controller = new AbortController();
    const pending = rejection(() => client.listGatewayKeys({signal: controller.signal}));
    controller.abort();
    const error = await pending;
    expect(error.kind).to.equal('abort');
  });

  it('reports an already-aborted signal as abort without any request', async () => {
    const {client, mock} = setup();
    const error = await rejection(() =>
      client.listSurfaces('conv-empty', {signal: AbortSignal.abort()}),
    );
    expect(error.kind).to.equal('abort');
    expect(mock.requests).to.have.length(0);
  });

  it('reports its own time limit as kind timeout', async () => {
    const {client, mock} = setup({timeoutMs: 20});
    mock.setLatency(5_000);
    const error = await rejection(() => client.listGatewayKeys());
    expect(error.kind).to.equal('timeout');
    expect(error.message).to.equal('GET /api/v1/llm-gateway/keys timed out');
  });

  it('takes a per-call timeout and keeps it apart from an abort', async () => {
    const {client, mock} = setup({timeoutMs: 0});
    mock.setLatency(5_000);
    const controller = new AbortController();
    const error = await rejection(() =>
      client.listSurfaces('conv-dashboard', {signal: controller.signal, timeoutMs: 15}),
    );
    expect(error.kind).to.equal('timeout');
    expect(controller.signal.aborted).to.equal(false);
  });

  it('stops waiting for a retry when aborted during the backoff', async () => {
    const {client, mock} = setup({
      retry: {retries: 3, baseDelayMs: 10_000, maxDelayMs: 10_000, jitter: false},
    });
    mock.failNext(503, 3);
    const controller = new AbortController();
    const pending = rejection(() => client.listGatewayKeys({signal: controller.signal}));
    setTimeout(() => controller.abort(), 10);
    const error = await pending;
    expect(error.kind).to.equal('abort');
    expect(mock.requests).to.have.length(1);
  });

  it('reads the server message from message, error.message, error or error_description', async () => {
    const cases: [unknown, string | undefined][] = [
      [{message: 'from message'}, 'from message'],
      [{error: {message: 'from error.message'}}, 'from error.message'],
      [{error: 'from error'}, 'from error'],
      [{error: 'invalid_grant', error_description: 'from description'}, 'from description'],
      [{code: 13}, undefined],
      ['<html>oops</html>', undefined],
    ];
    for (const [body, expected] of cases) {
      const {client} = setup({fetch: answering(400, body)});
      const error = await rejection(() => client.listGatewayKeys());
      expect(error.serverMessage, JSON.stringify(body)).to.equal(expected);
      expect(error.message).to.equal(
        `GET /api/v1/llm-gateway/keys failed with HTTP 400${expected ? `: ${expected}` : ''}`,
      );
    }
  });

  it('keeps the query string (page tokens) out of error paths and messages', async () => {
    const {client, mock} = setup();
    mock.failNext(500);
    const error = await rejection(() =>
      client.listGatewayKeys({pageSize: 2, pageToken: 'opaque-token-123'}),
    );
    expect(error.path).to.equal('/api/v1/llm-gateway/keys');
    expect(error.message).not.to.contain('opaque-token-123');
    expect(error.message).not.to.contain('?');
  });

  it('reports a 200 with a non-JSON body or a missing resource as a decode error', async () => {
    const notJson = setup({fetch: answering(200, 'not json at all')});
    expect((await rejection(() => notJson.client.listGatewayKeys())).kind).to.equal('decode');
    const missing = setup({fetch: answering(200, {})});
    const error = await rejection(() => missing.client.getRequestSchema('rs-1'));
    expect(error.kind).to.equal('decode');
    expect(error.message).to.contain('requestSchema');
    const wrong = setup({fetch: answering(200, {surfaces: 'nope'})});
    expect((await rejection(() => wrong.client.listSurfaces('c'))).kind).to.equal('decode');
  });

  it('fills in omitted list fields (proto3 JSON drops empty ones)', async () => {
    const {client} = setup({fetch: answering(200, {})});
    expect(await client.listGatewayKeys()).to.deep.equal({list: [], nextPageToken: ''});
    expect(await client.listSurfaces('c')).to.deep.equal([]);
  });
});
