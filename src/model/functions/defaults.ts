/** The default catalog: A2UI v0.9's basic functions plus the reference renderer's extras. */
import {CORE_FUNCTIONS} from './core.js';
import {formatString} from './format-string.js';
import {ON_DEMAND_FUNCTIONS} from './on-demand.js';
import {DEFAULT_FUNCTION_NAMES} from './names.js';
import {FunctionRegistry, type FunctionImpl} from './registry.js';

const implementations: Readonly<Record<string, FunctionImpl>> = {
  ...CORE_FUNCTIONS,
  formatString,
  ...ON_DEMAND_FUNCTIONS,
};

/** The functions of the default catalog, by name. */
export const DEFAULT_FUNCTIONS: Readonly<Record<string, FunctionImpl>> = Object.freeze(
  Object.fromEntries(DEFAULT_FUNCTION_NAMES.map((name) => [name, implementations[name]!])),
);

/** A new registry holding the default catalog; register more on it as needed. */
export function createDefaultFunctions(): FunctionRegistry {
  return new FunctionRegistry(DEFAULT_FUNCTIONS);
}
