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

/**
 * The default functions a surface loads on first call: the number and date formatters and the
 * validation functions. The others are small and in nearly every surface.
 */
export const ON_DEMAND_FUNCTION_NAMES: readonly string[] = Object.freeze([
  'required',
  'regex',
  'length',
  'numeric',
  'email',
  'formatNumber',
  'formatCurrency',
  'formatDate',
  'pluralize',
]);
