/**
 * The default catalog without what a surface loads apart: `formatString` and the functions of
 * `on-demand.ts` (see src/surface/functions.ts).
 */
import {openUrl} from './actions.js';
import * as logic from './logic.js';
import type {FunctionImpl} from './registry.js';

export const CORE_FUNCTIONS: Readonly<Record<string, FunctionImpl>> = Object.freeze({
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
