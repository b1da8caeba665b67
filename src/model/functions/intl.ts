/** Locale checks and cached Intl formatters for the formatting functions. */

const localeCache = new Map<string, string | undefined>();

/** `locale` when Intl accepts it, else undefined (meaning the runtime's locale). */
export function validLocale(locale: unknown): string | undefined {
  if (typeof locale !== 'string' || locale === '') return undefined;
  if (localeCache.has(locale)) return localeCache.get(locale);
  let valid: string | undefined;
  try {
    valid = Intl.getCanonicalLocales(locale)[0];
  } catch {
    valid = undefined;
  }
  if (localeCache.size > 100) localeCache.clear();
  localeCache.set(locale, valid);
  return valid;
}

const CACHE_LIMIT = 200;

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, value);
  }
  return value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** A cached `Intl.NumberFormat`; throws what Intl throws (bad currency code and the like). */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => {
    return new Intl.NumberFormat(locale, options);
  });
}

/** A cached `Intl.DateTimeFormat`. */
export function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(dateFormats, `${locale}|${JSON.stringify(options)}`, () => {
    return new Intl.DateTimeFormat(locale, options);
  });
}

/** Cached cardinal `Intl.PluralRules`. */
export function plurals(locale: string | undefined): Intl.PluralRules {
  return cached(pluralRules, String(locale), () => new Intl.PluralRules(locale));
}
