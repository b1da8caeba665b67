/** The default catalog: A2UI v0.9's basic functions plus the reference renderer's extras. */
import {openUrl} from './actions.js';
import {formatDate} from './format-date.js';
import {formatCurrency, formatNumber, pluralize} from './format-number.js';
import {formatString} from './format-string.js';
import * as logic from './logic.js';
import {FunctionRegistry, type FunctionImpl} from './registry.js';
import {email, length, numeric, regex, required} from './validation.js';

/** The functions of the default catalog, by name. */
export const DEFAULT_FUNCTIONS: Readonly<Record<string, FunctionImpl>> = Object.freeze({
  required,
  regex,
  length,
  numeric,
  email,
  formatString,
  formatNumber,
  formatCurrency,
  formatDate,
  pluralize,
  openUrl,
  and: logic.and,
  or: logic.or,
  not: logic.not,
  add: logic.add,
  subtract: logic.subtract,
  multiply: logic.multiply,
  divide: logic.divide,
  greater_than: logic.greater_than,
  less_than: logic.less_than,
  equals: logic.equals,
  not_equals: logic.not_equals,
  contains: logic.contains,
  starts_with: logic.starts_with,
  ends_with: logic.ends_with,
  capitalize: logic.capitalize,
});

/** A new registry holding the default catalog; register more on it as needed. */
export function createDefaultFunctions(): FunctionRegistry {
  return new FunctionRegistry(DEFAULT_FUNCTIONS);
}
