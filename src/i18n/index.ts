/** Localisation: message catalogs, the host API, the element controller. */
export {
  registerMessages,
  loadMessages,
  isRtlLocale,
  localeChain,
  shippedLocales,
  translate,
} from './catalog.js';
export {formatMessage} from './format.js';
export type {MessageValues} from './format.js';
export {en as englishMessages} from './messages.js';
export type {Catalog, MessageKey} from './messages.js';
