/**
 * The message catalogs: English built in (the typed source of keys, `messages.ts`), German,
 * French, Spanish, Japanese, Arabic and Hebrew loaded on first use, and whatever a host registers. A lookup walks
 * the locale's chain (de-CH → de → en); a host's catalog wins over the built-in one at each step.
 * No DOM.
 */
import {validLocale} from '../model/functions/intl.js';
import {formatMessage} from './format.js';
import type {MessageValues} from './format.js';
import {en} from './messages.js';
import {hosted, notifyMessagesChanged} from './registry.js';
import type {Catalog, MessageKey} from './messages.js';

/**
 * The shipped catalogs, each its own module: a page pays only for the languages it shows (about
 * 2 KB min+gzip each), and English, which every lookup falls back to, costs no request.
 */
const shipped: Record<string, () => Promise<{default: Catalog}>> = {
  de: () => import('./de.js'),
  fr: () => import('./fr.js'),
  es: () => import('./es.js'),
  ja: () => import('./ja.js'),
  ar: () => import('./ar.js'),
  he: () => import('./he.js'),
};

/** Former language codes that systems still send, and the code of their catalog. */
const FORMER: Record<string, string> = {iw: 'he'};

/** Locales whose script runs right to left. */
const RTL = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

const builtIn = new Map<string, Catalog>([['en', en]]);
const loading = new Map<string, Promise<void>>();
const warned = new Set<string>();

/** The languages shipped with the library, English first. */
export const shippedLocales: readonly string[] = ['en', ...Object.keys(shipped)];

/**
 * Loads the shipped catalog of a locale's language (de-CH loads de). Elements load it by
 * themselves on first use and re-render; awaiting this first avoids a moment of English.
 */
export function loadMessages(locale: string | undefined): Promise<void> {
  const chain = localeChain(locale);
  return Promise.all(chain.map(load)).then(() => undefined);
}

function load(tag: string): Promise<void> {
  if (builtIn.has(tag) || !shipped[tag]) return Promise.resolve();
  let pending = loading.get(tag);
  if (!pending) {
    pending = shipped[tag]!().then(
      (module) => {
        builtIn.set(tag, module.default);
        notifyMessagesChanged();
      },
      (error: unknown) => console.warn(`[svc i18n] Could not load the "${tag}" messages`, error),
    );
    loading.set(tag, pending);
  }
  return pending;
}

/** The lookup order for a locale: itself, its shorter forms, English. Invalid means English. */
export function localeChain(locale: string | undefined): string[] {
  const tag = validLocale(locale);
  const chain: string[] = [];
  if (tag) {
    const parts = tag.split('-');
    parts[0] = FORMER[parts[0]!.toLowerCase()] ?? parts[0]!;
    for (let n = parts.length; n > 0; n--) chain.push(parts.slice(0, n).join('-'));
  }
  if (!chain.includes('en')) chain.push('en');
  return chain;
}

/** True when the locale's language is written right to left (ar, he, fa, ur, …). */
export function isRtlLocale(locale: string | undefined): boolean {
  const tag = validLocale(locale);
  return tag !== undefined && RTL.has(tag.split('-')[0]!.toLowerCase());
}

/** The message `key` in `locale`, its values filled in; English when the locale lacks it. */
export function translate(
  locale: string | undefined,
  key: MessageKey,
  values?: MessageValues,
): string {
  const chain = localeChain(locale);
  let template: string | undefined;
  for (const tag of chain) {
    template = hosted.get(tag)?.[key] ?? builtIn.get(tag)?.[key];
    if (template !== undefined) {
      if (tag === 'en' && chain.length > 1) missing(chain, key);
      break;
    }
  }
  return formatMessage(template ?? key, values, validLocale(locale));
}

/** Starts loading what the chain lacks; warns once per key that a catalog of the chain lacks. */
function missing(chain: string[], key: string): void {
  const own = chain.slice(0, -1);
  const language = own[own.length - 1]!;
  if (shipped[language] && !builtIn.has(language)) {
    void load(language);
    return;
  }
  if (!own.some((tag) => builtIn.has(tag) || hosted.has(tag))) return;
  const id = `${chain[0]}:${key}`;
  if (warned.has(id)) return;
  warned.add(id);
  console.warn(`[svc i18n] No "${chain[0]}" message for "${key}"; English is shown.`);
}

/** @internal Adds English messages that load with the elements using them (`messages-svc.ts`). */
export function addEnglish(messages: Catalog): void {
  builtIn.set('en', {...builtIn.get('en'), ...messages});
}

export {registerMessages, onMessagesChanged, notifyMessagesChanged} from './registry.js';

/** A translator bound to a locale, as pure helpers take it. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The English translator: the default of pure helpers that word things. */
export const english: Translate = (key, values) => translate('en', key, values);
