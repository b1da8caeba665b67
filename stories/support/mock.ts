/**
 * Story-only helper: an in-browser mock service, a client on its `fetch`, and the mock data
 * providers (resources over the mock service, connector settings, sync status), made fresh for
 * each story render so failures and latency set by one story never leak into another.
 */
import {createClient, type ServiceClient} from '../../src/api/index.js';
import {createMockService, type MockService} from '../../src/mock/index.js';
import {createMockProviders} from '../../src/mock/providers.js';
import type {
  ConnectorSettingsProvider,
  ResourceProvider,
  SyncStatusProvider,
} from '../../src/providers/types.js';

/** The origin the mock answers on; nothing leaves the browser. */
export const MOCK_ORIGIN = 'https://mock.test';

/** What `<svc-surface>` and `<svc-conversation>` take as provider properties. */
export interface StoryProviders {
  resourceProvider: ResourceProvider;
  connectorSettingsProvider: ConnectorSettingsProvider;
  syncStatusProvider: SyncStatusProvider;
}

export interface StoryMock {
  service: MockService;
  client: ServiceClient;
  providers: StoryProviders;
}

export interface StoryMockOptions {
  /** Delay of every mock response, in ms. */
  latencyMs?: number;
  /**
   * Start a connector's sync as soon as a sync card shows it (default false: saving the
   * connector settings form starts it, as on a real tenant).
   */
  autoStartSync?: boolean;
}

/** A new mock service with its client and providers. */
export function createStoryMock(options: StoryMockOptions = {}): StoryMock {
  const service = createMockService({origin: MOCK_ORIGIN, latencyMs: options.latencyMs ?? 0});
  const client = createClient({
    baseUrl: MOCK_ORIGIN,
    auth: {token: 'demo-token'},
    fetch: service.fetch,
  });
  const mock = createMockProviders({service, sync: {autoStart: options.autoStartSync ?? false}});
  return {
    service,
    client,
    providers: {
      resourceProvider: mock.resources,
      connectorSettingsProvider: mock.settings,
      syncStatusProvider: mock.sync,
    },
  };
}

/** The mock's conversation ids, for a select control. */
export function mockConversationIds(): string[] {
  return createMockService({origin: MOCK_ORIGIN})
    .listConversations()
    .map((c) => c.id);
}
