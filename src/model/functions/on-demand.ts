/**
 * The default functions a surface loads on first call (see ON_DEMAND_FUNCTION_NAMES): the number
 * and date formatters (Intl) and the validation functions (with the regex wrapper), in one module.
 */
import {formatDate} from './format-date.js';
import {formatCurrency, formatNumber, pluralize} from './format-number.js';
import type {FunctionImpl} from './registry.js';
import {email, length, numeric, regex, required} from './validation.js';

export const ON_DEMAND_FUNCTIONS: Readonly<Record<string, FunctionImpl>> = Object.freeze({
  required,
  regex,
  length,
  numeric,
  email,
  formatNumber,
  formatCurrency,
  formatDate,
  pluralize,
});
