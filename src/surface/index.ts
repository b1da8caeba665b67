export * from './surface.js';
export * from './events.js';
export * from './marker.js';
export {NodeBinding, type BindingHost} from './bind.js';
export {inputAdapters, toIdList} from './registry.js';
