/**
 * Every message the form engine shows, in plain words. Kept in one place so that wording stays
 * consistent (and could be translated later).
 */
const plural = (n: number | bigint | string, one: string, many: string) =>
  `${n} ${String(n) === '1' ? one : many}`;

const quote = (s: string) => `“${s}”`;

const list = (items: readonly string[]) => items.map(quote).join(', ');

export const messages = {
  required: () => 'Required',
  mustBeChecked: () => 'Must be checked',
  mustBeUnchecked: () => 'Must be left unchecked',

  // strings
  constString: (v: string) => `Must be ${quote(v)}`,
  len: (n: number) => `Exactly ${plural(n, 'character', 'characters')}`,
  minLen: (n: number) => `At least ${plural(n, 'character', 'characters')}`,
  maxLen: (n: number) => `At most ${plural(n, 'character', 'characters')}`,
  lenBytes: (n: number) => `Exactly ${plural(n, 'byte', 'bytes')}`,
  minBytes: (n: number) => `At least ${plural(n, 'byte', 'bytes')}`,
  maxBytes: (n: number) => `At most ${plural(n, 'byte', 'bytes')}`,
  pattern: () => 'Not in the expected format',
  patternPending: () => 'Checking the format…',
  prefix: (v: string) => `Must start with ${quote(v)}`,
  suffix: (v: string) => `Must end with ${quote(v)}`,
  contains: (v: string) => `Must contain ${quote(v)}`,
  notContains: (v: string) => `Must not contain ${quote(v)}`,
  inList: (items: readonly string[]) =>
    items.length === 1 ? `Must be ${quote(items[0])}` : `Must be one of ${list(items)}`,
  notInList: (items: readonly string[]) =>
    items.length === 1 ? `Must not be ${quote(items[0])}` : `Must not be any of ${list(items)}`,
  email: () => 'Enter an email address, like name@example.com',
  hostname: () => 'Enter a host name, like example.com',
  ip: () => 'Enter an IP address',
  ipv4: () => 'Enter an IPv4 address, like 192.0.2.1',
  ipv6: () => 'Enter an IPv6 address, like 2001:db8::1',
  uri: () => 'Enter a full address with a scheme, like https://example.com/path',
  uriRef: () => 'Enter an address or a relative path',
  address: () => 'Enter a host name or an IP address',
  uuid: () => 'Enter a UUID, like 123e4567-e89b-12d3-a456-426614174000',

  // numbers
  wholeNumber: () => 'Enter a whole number',
  number: () => 'Enter a number',
  outOfInt64: () => 'This number is too large',
  constNumber: (v: string) => `Must be ${v}`,
  gt: (v: string) => `Must be greater than ${v}`,
  gte: (v: string) => `At least ${v}`,
  lt: (v: string) => `Must be less than ${v}`,
  lte: (v: string) => `At most ${v}`,
  between: (low: string, high: string) => `Must be between ${low} and ${high}`,
  outside: (below: string, above: string) => `Must be ${below} or ${above}`,
  step: (step: string, base: string) =>
    base === '0' ? `Must be a multiple of ${step}` : `Must be ${base} plus a multiple of ${step}`,
  inNumbers: (items: readonly string[]) =>
    items.length === 1 ? `Must be ${items[0]}` : `Must be one of ${items.join(', ')}`,
  notInNumbers: (items: readonly string[]) =>
    items.length === 1 ? `Must not be ${items[0]}` : `Must not be any of ${items.join(', ')}`,

  // dates
  date: () => 'Enter a date',
  dateMin: (d: string) => `On or after ${d}`,
  dateMax: (d: string) => `On or before ${d}`,

  // lists
  minItems: (n: number) => `Add at least ${plural(n, 'item', 'items')}`,
  maxItems: (n: number) => `At most ${plural(n, 'item', 'items')}`,
  unique: (v: string) => `${quote(v)} is listed more than once`,
  item: (v: string, problem: string) => `${quote(v)}: ${problem}`,

  // maps
  mapRequired: () => 'Add at least one entry',
  mapEmptyKey: () => 'Every entry needs a key',
  mapEmptyValue: (key: string) => `${quote(key)} needs a value`,

  // files
  fileType: (types: readonly string[]) => `Choose a file of type ${types.join(', ')}`,
  fileSize: (max: string) => `The file must be at most ${max}`,

  // select
  option: () => 'Choose one of the options',

  // relationships
  requiredTogether: (others: readonly string[]) => `Fill in together with ${others.join(', ')}`,
  atLeastOne: (all: readonly string[]) => `Fill in at least one of ${all.join(', ')}`,
  mutuallyExclusive: (others: readonly string[]) =>
    `Fill in only one of this and ${others.join(', ')}`,
  dependentOn: (dependants: readonly string[]) =>
    `Required when ${dependants.join(', ')} ${dependants.length === 1 ? 'is' : 'are'} filled in`,
  needs: (dependencies: readonly string[]) => `Also fill in ${dependencies.join(', ')}`,

  // notes shown under a field (not errors)
  patternNotChecked: () =>
    'The format of this field is checked by the service, not here (its pattern cannot be tested in the browser).',
  celDefault: () => 'The default value of this field is computed by the service.',
  celTransform: () => 'The service may adjust this value when it is submitted.',
};

/** Bytes in words, 1 KB = 1024 bytes: `10 MB`, `1.5 KB`, `900 bytes`. */
export function formatBytes(bytes: bigint): string {
  const units = ['KB', 'MB', 'GB', 'TB', 'PB'];
  if (bytes < 1024n) return plural(bytes, 'byte', 'bytes');
  let value = Number(bytes) / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}
