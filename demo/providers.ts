// Data providers for the demo: resources through the real client (MCP toolsets of the service the
// page points at), and the library's mock connector settings and sync status, wired so that
// saving a connector's settings starts its sync.
import {createClient} from '../src/api/index.js';
import {McpToolsetResourceProvider} from '../src/providers/index.js';
import {createMockProviders} from '../src/mock/providers.js';

const mock = createMockProviders();

export function createDemoProviders(baseUrl: string, token: string) {
  const client = createClient({baseUrl, auth: {token}});
  return {
    resourceProvider: new McpToolsetResourceProvider(client),
    connectorSettingsProvider: mock.settings,
    syncStatusProvider: mock.sync,
  };
}
