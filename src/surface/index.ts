export * from './surface.js';
export * from './events.js';
export * from './marker.js';
export {NodeBinding, type BindingHost} from './bind.js';
export {inputAdapters, toIdList} from './registry.js';
export {
  registerMessages,
  loadMessages,
  isRtlLocale,
  shippedLocales,
  englishMessages,
} from '../i18n/index.js';
export type {Catalog, MessageKey} from '../i18n/index.js';
