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
import {en} from './messages.js';
import {svcEnglish} from './messages-svc.js';
import {formEnglish} from './messages-form.js';
import {formElementsEnglish} from './messages-form-elements.js';

/** Every key with its English text: the reference for a host's own catalog. */
export const englishMessages = {...en, ...svcEnglish, ...formEnglish, ...formElementsEnglish};
export type {Catalog, MessageKey} from './messages.js';
