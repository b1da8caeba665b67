/**
 * Every message the form engine shows, in plain words, in one place. The words come from a
 * translator (`formMessages(t)`): `<svc-form>` passes its element's, in the locale around it;
 * `messages` is the English one (the words of `src/i18n/messages-form.ts`).
 */
import {formatMessage} from '../i18n/format.js';
import type {MessageValues} from '../i18n/format.js';
import {formEnglish} from '../i18n/messages-form.js';
import type {FormMessageKey} from '../i18n/messages-form.js';

/** Words for a form message key (the catalog's `translate` in a locale, or English). */
export type FormTranslate = (key: FormMessageKey, values?: MessageValues) => string;

/** The form's words in English, without the catalog (the form engine's own entry stays small). */
export const formEnglishTranslate: FormTranslate = (key, values) =>
  formatMessage(formEnglish[key] ?? key, values, 'en');

/** The form engine's messages in the words of `t`. */
export function formMessages(t: FormTranslate = formEnglishTranslate) {
  const quote = (text: string) => t('form.quote', {text});
  const join = (items: readonly string[], quoted = false) =>
    (quoted ? items.map(quote) : items).join(t('form.listSeparator'));
  const some = (
    one: FormMessageKey,
    many: FormMessageKey,
    items: readonly string[],
    quoted: boolean,
  ) =>
    items.length === 1
      ? t(one, {value: quoted ? quote(items[0]!) : items[0]})
      : t(many, {values: join(items, quoted)});
  return {
    required: () => t('form.required'),
    mustBeChecked: () => t('form.mustBeChecked'),
    mustBeUnchecked: () => t('form.mustBeUnchecked'),

    // strings
    constString: (v: string) => t('form.mustBe', {value: quote(v)}),
    len: (n: number) => t('form.len', {count: n}),
    minLen: (n: number) => t('form.minLen', {count: n}),
    maxLen: (n: number) => t('form.maxLen', {count: n}),
    lenBytes: (n: number) => t('form.lenBytes', {count: n}),
    minBytes: (n: number) => t('form.minBytes', {count: n}),
    maxBytes: (n: number) => t('form.maxBytes', {count: n}),
    /** `hint`: what the field says it expects (its description), shown with the message. */
    pattern: (hint?: string) => (hint ? t('form.patternHint', {hint}) : t('form.pattern')),
    patternPending: () => t('form.patternPending'),
    prefix: (v: string) => t('form.prefix', {value: quote(v)}),
    suffix: (v: string) => t('form.suffix', {value: quote(v)}),
    contains: (v: string) => t('form.contains', {value: quote(v)}),
    notContains: (v: string) => t('form.notContains', {value: quote(v)}),
    inList: (items: readonly string[]) => some('form.mustBe', 'form.oneOf', items, true),
    notInList: (items: readonly string[]) => some('form.mustNotBe', 'form.noneOf', items, true),
    email: () => t('form.email'),
    hostname: () => t('form.hostname'),
    ip: () => t('form.ip'),
    ipv4: () => t('form.ipv4'),
    ipv6: () => t('form.ipv6'),
    uri: () => t('form.uri'),
    uriRef: () => t('form.uriRef'),
    address: () => t('form.address'),
    uuid: () => t('form.uuid'),

    // numbers (written as given: an int64 keeps every digit)
    wholeNumber: () => t('form.wholeNumber'),
    number: () => t('form.number'),
    outOfInt64: () => t('form.outOfInt64'),
    constNumber: (v: string) => t('form.mustBe', {value: v}),
    gt: (v: string) => t('form.gt', {value: v}),
    gte: (v: string) => t('form.gte', {value: v}),
    lt: (v: string) => t('form.lt', {value: v}),
    lte: (v: string) => t('form.lte', {value: v}),
    between: (low: string, high: string) => t('form.between', {low, high}),
    outside: (below: string, above: string) => t('form.outside', {below, above}),
    step: (step: string, base: string) =>
      base === '0' ? t('form.multipleOf', {step}) : t('form.multipleFrom', {step, base}),
    inNumbers: (items: readonly string[]) => some('form.mustBe', 'form.oneOf', items, false),
    notInNumbers: (items: readonly string[]) => some('form.mustNotBe', 'form.noneOf', items, false),

    // dates
    date: () => t('form.date'),
    dateMin: (date: string) => t('form.dateMin', {date}),
    dateMax: (date: string) => t('form.dateMax', {date}),

    // lists
    minItems: (n: number) => t('form.minItems', {count: n}),
    maxItems: (n: number) => t('form.maxItems', {count: n}),
    unique: (v: string) => t('form.unique', {value: quote(v)}),
    item: (v: string, problem: string) => t('form.item', {value: quote(v), problem}),

    // maps
    mapRequired: () => t('form.mapRequired'),
    mapEmptyKey: () => t('form.mapEmptyKey'),
    mapEmptyValue: (key: string) => t('form.mapEmptyValue', {key: quote(key)}),

    // files
    fileType: (types: readonly string[]) => t('form.fileType', {types: join(types)}),
    fileSize: (max: string) => t('form.fileSize', {max}),

    // select
    option: () => t('form.option'),

    // relationships
    requiredTogether: (others: readonly string[]) =>
      t('form.requiredTogether', {fields: join(others)}),
    atLeastOne: (all: readonly string[]) => t('form.atLeastOne', {fields: join(all)}),
    mutuallyExclusive: (others: readonly string[]) =>
      t('form.mutuallyExclusive', {fields: join(others)}),
    dependentOn: (dependants: readonly string[]) =>
      t('form.dependentOn', {fields: join(dependants), count: dependants.length}),
    needs: (dependencies: readonly string[]) => t('form.needs', {fields: join(dependencies)}),

    // notes shown under a field (not errors)
    patternNotChecked: () => t('form.patternNotChecked'),
    celDefault: () => t('form.celDefault'),
    celTransform: () => t('form.celTransform'),

    /** Bytes in words, 1 KB = 1024 bytes. */
    bytes: (n: bigint) => formatBytes(n, t),
  };
}

/** The form engine's messages. */
export type FormMessages = ReturnType<typeof formMessages>;

/** The messages in English. */
export const messages: FormMessages = formMessages();

const made = new WeakMap<FormTranslate, FormMessages>();

/** The messages in the words of `t`, made once per translator. */
export function messagesFor(t: FormTranslate | undefined): FormMessages {
  if (!t) return messages;
  let out = made.get(t);
  if (!out) made.set(t, (out = formMessages(t)));
  return out;
}

/** Bytes in words, 1 KB = 1024 bytes: `10 MB`, `1.5 KB`, `900 bytes`. */
export function formatBytes(bytes: bigint, t: FormTranslate = formEnglishTranslate): string {
  const units = ['KB', 'MB', 'GB', 'TB', 'PB'];
  if (bytes < 1024n) return t('form.bytes', {count: Number(bytes)});
  let value = Number(bytes) / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return t('form.size', {value: Number(value.toFixed(1)), unit: units[unit]});
}
