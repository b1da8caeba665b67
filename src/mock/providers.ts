/**
 * Providers over the mock service, for the demo, Storybook and tests. Not part of the eager
 * bundle: import `@svc/surfaces/providers/mock` (or this file) explicitly.
 */
import {createClient} from '../api/index.js';
import {createMockService, type MockService} from './index.js';
import {McpToolsetResourceProvider} from '../providers/mcp-resources.js';
import {MockConnectorSettingsProvider, type MockSettingsOptions} from './settings-provider.js';
import {MockSyncStatusProvider, type MockSyncOptions} from './sync-provider.js';

export {
  MockConnectorSettingsProvider,
  mockSettingsForm,
  MOCK_REJECTED_SECRET,
} from './settings-provider.js';
export {MockSyncStatusProvider} from './sync-provider.js';

/** Settings of {@link createMockProviders}. */
export interface MockProvidersOptions {
  /** The mock service the resource provider reads (default: a new one). */
  service?: MockService;
  /** Bearer token for the mock service (default its demo token). */
  token?: string;
  settings?: MockSettingsOptions;
  sync?: MockSyncOptions;
}

/** The three providers, wired like a real tenant: saving a connector's settings starts its sync. */
export interface MockProviders {
  resources: McpToolsetResourceProvider;
  settings: MockConnectorSettingsProvider;
  sync: MockSyncStatusProvider;
  service: MockService;
}

export function createMockProviders(options: MockProvidersOptions = {}): MockProviders {
  const service = options.service ?? createMockService();
  const client = createClient({
    baseUrl: '',
    auth: {token: options.token ?? 'demo-token'},
    fetch: service.fetch,
    retry: false,
  });
  const sync = new MockSyncStatusProvider({autoStart: false, ...options.sync});
  const settings = new MockConnectorSettingsProvider({
    ...options.settings,
    onSaved: (ref) => {
      sync.start(ref);
      options.settings?.onSaved?.(ref);
    },
  });
  return {resources: new McpToolsetResourceProvider(client), settings, sync, service};
}
