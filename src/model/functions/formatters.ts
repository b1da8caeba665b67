/** The default functions that format numbers and dates, in one module (see FORMATTER_NAMES). */
import {formatDate} from './format-date.js';
import {formatCurrency, formatNumber, pluralize} from './format-number.js';
import type {FunctionImpl} from './registry.js';

export const FORMATTERS: Readonly<Record<string, FunctionImpl>> = Object.freeze({
  formatNumber,
  formatCurrency,
  formatDate,
  pluralize,
});
