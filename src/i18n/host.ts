/** What `<svc-surface>` and `<svc-conversation>` do with their `locale`: lang, dir, catalogs. */
import {validLocale} from '../model/functions/intl.js';
import {isRtlLocale, loadMessages, notifyMessagesChanged} from './catalog.js';

const owned = new WeakSet<Element>();

/**
 * Sets `lang` and `dir` on `host` from `locale` (elements inside read their words from the
 * closest `lang`), starts loading the locale's catalog and re-renders localized elements. An unset
 * locale removes only the attributes this function set, never a host page's own.
 */
export function applyLocale(host: HTMLElement, locale: string | undefined): void {
  const tag = validLocale(locale);
  const before = host.getAttribute('lang');
  if (tag) {
    host.setAttribute('lang', tag);
    host.setAttribute('dir', isRtlLocale(tag) ? 'rtl' : 'ltr');
    owned.add(host);
    void loadMessages(tag);
  } else if (owned.has(host)) {
    host.removeAttribute('lang');
    host.removeAttribute('dir');
    owned.delete(host);
  }
  // Elements made from now on read the new lang themselves; those shown already must re-render.
  if (before !== null && before !== host.getAttribute('lang')) notifyMessagesChanged();
}
