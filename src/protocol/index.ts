/**
 * `@svc/surfaces/a2ui`: the A2UI message stream (v0.9, v0.9.1 and v1.0) read into the same
 * internal surface shape the REST records give, and the renderer's messages for the agent.
 * DOM-free.
 */
export type * from './types.js';
export {
  MessageProcessor,
  MESSAGE_KINDS,
  SUPPORTED_VERSIONS,
  type MessageProcessorOptions,
} from './processor.js';
export {
  BASIC_CATALOG_ID,
  BASIC_CATALOG_ID_V1,
  BASIC_CATALOG_ID_V091,
  BASIC_COMPONENTS,
  BASIC_CONVERTERS,
  variantKey,
} from './basic-catalog.js';
export {
  actionMessage,
  errorMessage,
  errorToMessage,
  clientDataModel,
  type ActionInput,
  type ErrorInput,
} from './client.js';
export {isIdentifier} from './identifiers.js';
export {MAX_SURFACES, SURFACE_LIMIT_CODE} from './surface-limit.js';
export {formatA2uiError} from './context.js';
export {convertComponent, type ConvertInput, type ConvertOutput} from './convert.js';
export {validationResults} from './validation.js';
export {selectCatalogs, type CatalogSelection} from './select-catalog.js';
export {
  NodeResolver,
  type Invocation,
  type NodeChanges,
  type NodeProperty,
  type NodeResolverOptions,
  type ResolvedNode,
} from './node-resolver.js';
export type {
  AgentCall,
  AllowedCallers,
  FunctionMessage,
  RendererFunction,
} from './function-calls.js';
