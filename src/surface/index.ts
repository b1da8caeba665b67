export * from './surface.js';
export * from './events.js';
export * from './marker.js';
export {NodeBinding, type BindingHost} from './bind.js';
export {inputAdapters} from './inputs.js';
export {toIdList} from '../model/coerce.js';
export {registerMessages, loadMessages, isRtlLocale, shippedLocales} from '../i18n/catalog.js';
export type {Catalog, MessageKey} from '../i18n/messages.js';
