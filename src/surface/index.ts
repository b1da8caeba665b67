export * from './surface.js';
export * from './events.js';
export * from './marker.js';
export {NodeBinding, type BindingHost} from './bind.js';
export {tagFor, inputAdapters, toIdList} from './registry.js';
