/**
 * The form elements' words: importing this adds the form's English to the catalog (it loads with
 * the form, not with the surface), and `formTranslator` gives an element its translator.
 */
import {addEnglish} from '../../../i18n/catalog.js';
import type {Localize} from '../../../i18n/controller.js';
import type {Translate} from '../../../i18n/catalog.js';
import {formEnglish} from '../../../i18n/messages-form.js';
import {formElementsEnglish} from '../../../i18n/messages-form-elements.js';

addEnglish({...formEnglish, ...formElementsEnglish});

/** A translator reading `i18n`'s locale at each call (one per element, so messages are cached). */
export function formTranslator(i18n: Localize): Translate {
  return (key, values) => i18n.t(key, values);
}
