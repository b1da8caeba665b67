// Data providers for the demo: the mock sync status, and the resource and connector-settings
// providers the library ships.
import {MockSyncStatusProvider} from '../src/providers/mock-sync.js';

export function createDemoProviders(_baseUrl: string, _token: string) {
  return {syncStatusProvider: new MockSyncStatusProvider()};
}
