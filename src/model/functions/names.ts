/**
 * The names of the default catalog, in its order: what the parser accepts without a registry.
 * Kept apart from the implementations so that reading a surface does not load them.
 */
export const DEFAULT_FUNCTION_NAMES: readonly string[] = Object.freeze([
  'required',
  'regex',
  'length',
  'numeric',
  'email',
  'formatString',
  'formatNumber',
  'formatCurrency',
  'formatDate',
  'pluralize',
  'openUrl',
  'and',
  'or',
  'not',
  'add',
  'subtract',
  'multiply',
  'divide',
  'greater_than',
  'less_than',
  'equals',
  'not_equals',
  'contains',
  'starts_with',
  'ends_with',
  'capitalize',
]);

/** The default functions that format numbers and dates (Intl): the ones a surface loads on use. */
export const FORMATTER_NAMES: readonly string[] = Object.freeze([
  'formatNumber',
  'formatCurrency',
  'formatDate',
  'pluralize',
]);
