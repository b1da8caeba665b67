/**
 * The host's catalogs and the change notification, apart from the built-in catalogs so that the
 * lazy root entry can offer `registerMessages` for a few hundred bytes.
 */
import {validLocale} from '../model/functions/intl.js';
import type {Catalog} from './messages.js';

/** Catalogs registered by the host, by canonical locale. */
export const hosted = new Map<string, Catalog>();
const listeners = new Set<() => void>();

/**
 * Adds or rewords messages for a locale (`de`, `de-CH`, `pt-BR`, or `en` to reword English): merged
 * over what the library ships and over what was registered before. Shown elements update.
 */
export function registerMessages(locale: string, messages: Catalog): void {
  const tag = validLocale(locale);
  if (!tag || typeof messages !== 'object' || messages === null) return;
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages))
    if (typeof value === 'string') strings[key] = value;
  hosted.set(tag, {...hosted.get(tag), ...strings});
  notifyMessagesChanged();
}

/** Calls `listener` whenever a catalog is registered or loaded; returns the unsubscribe. */
export function onMessagesChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let version = 0;

/** Counts catalog and locale changes: words memoised under an older count are stale. */
export function messagesVersion(): number {
  return version;
}

/** Tells every localized element to render its words again (a catalog or a locale changed). */
export function notifyMessagesChanged(): void {
  version++;
  for (const listener of listeners) listener();
}
