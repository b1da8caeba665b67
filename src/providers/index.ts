/**
 * Data providers for the workflow elements: the interfaces a host implements, and the default
 * provider where the service has an endpoint. Mock providers live in `./mock.js`.
 */
export * from './types.js';
export {McpToolsetResourceProvider, toolsetToItem} from './mcp-resources.js';
export type {McpToolsetSource, McpToolsetResourceOptions} from './mcp-resources.js';
