import {createClient} from '../../src/api/index.js';
import type {ClientOptions, ServiceClient, ServiceError} from '../../src/api/index.js';
import {createMockService} from '../../src/mock/index.js';
import type {MockService, MockServiceOptions} from '../../src/mock/index.js';

export const BASE = 'https://tenant.example.test';

export interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

/** Wraps a fetch and records what the client really sent (before the mock masks secrets). */
export function recording(inner: typeof fetch): {fetch: typeof fetch; calls: Recorded[]} {
  const calls: Recorded[] = [];
  const wrapped: typeof fetch = (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return inner(input, init);
  };
  return {fetch: wrapped, calls};
}

/** A mock, a recording fetch in front of it, and a client on top. */
export function setup(
  clientOptions: Partial<ClientOptions> = {},
  mockOptions: MockServiceOptions = {},
): {mock: MockService; client: ServiceClient; calls: Recorded[]} {
  const mock = createMockService({origin: BASE, ...mockOptions});
  const {fetch, calls} = recording(mock.fetch);
  const client = createClient({
    baseUrl: BASE,
    auth: {token: 'demo-token'},
    fetch,
    retry: {retries: 2, baseDelayMs: 1, maxDelayMs: 50, jitter: false},
    ...clientOptions,
  });
  return {mock, client, calls};
}

/** A fetch answering every request with one JSON body and status. */
export function answering(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): typeof fetch {
  return () =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: {'content-type': 'application/json', ...headers},
      }),
    );
}

/** Runs `fn`, expecting it to reject, and returns the error. */
export async function rejection<E = ServiceError>(fn: () => Promise<unknown>): Promise<E> {
  try {
    await fn();
  } catch (error) {
    return error as E;
  }
  throw new Error('expected a rejection');
}

export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}
