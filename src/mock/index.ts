/**
 * A local, in-memory mock of the service for tests, Storybook and the demo. DOM-free: runs in the
 * browser and in Node 20. Not part of the published entry points.
 */
export {createMockService} from './service.js';
export type {
  FailOptions,
  MockConversationState,
  MockRequestRecord,
  MockService,
  MockServiceOptions,
  MockState,
  SurfaceUpdate,
} from './service.js';
export {conversations} from './conversations.js';
export type {MockConversation} from './conversations.js';
