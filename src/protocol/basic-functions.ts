/**
 * The arguments of the basic catalog's functions, as the published v1.0 basic catalog declares
 * them (each function's `args` schema: names, required ones, and the type of a literal value).
 * The processor checks a v1.0 call to a basic function against them when the message arrives: a
 * literal of the wrong type, a missing required argument or an argument the function does not
 * take is a ValidationError. Values bound to data or computed by calls are checked when they are
 * evaluated. test/conformance/ compares this table with the published catalog.
 */
import {isPlainObject} from '../model/json.js';

/** The JSON type a literal argument must have (`any`: whatever it is). */
export type ArgumentType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'any';

/** One declared argument. */
export interface ArgumentDeclaration {
  type: ArgumentType;
  required?: true;
}

const value = (type: ArgumentType): ArgumentDeclaration => ({type, required: true});
const optional = (type: ArgumentType): ArgumentDeclaration => ({type});

/** The basic functions' arguments by function name (the v1.0 basic catalog's order). */
export const BASIC_FUNCTION_ARGUMENTS: Readonly<
  Record<string, Readonly<Record<string, ArgumentDeclaration>>>
> = {
  required: {value: value('any')},
  regex: {value: value('string'), pattern: value('string')},
  length: {value: value('string'), min: optional('integer'), max: optional('integer')},
  numeric: {value: value('number'), min: optional('number'), max: optional('number')},
  email: {value: value('string')},
  formatString: {value: value('string')},
  formatNumber: {
    value: value('number'),
    decimals: optional('number'),
    grouping: optional('boolean'),
  },
  formatCurrency: {
    value: value('number'),
    currency: value('string'),
    decimals: optional('number'),
    grouping: optional('boolean'),
  },
  formatDate: {value: value('any'), format: value('string')},
  pluralize: {
    value: value('number'),
    zero: optional('string'),
    one: optional('string'),
    two: optional('string'),
    few: optional('string'),
    many: optional('string'),
    other: value('string'),
  },
  openUrl: {url: value('string')},
  and: {values: value('array')},
  or: {values: value('array')},
  not: {value: value('boolean')},
};

function hasType(literal: unknown, type: ArgumentType): boolean {
  switch (type) {
    case 'any':
      return true;
    case 'integer':
      return Number.isInteger(literal);
    case 'number':
      return typeof literal === 'number' && Number.isFinite(literal);
    case 'array':
      return Array.isArray(literal);
    default:
      return typeof literal === type;
  }
}

/** A value the renderer computes: a binding or a call, in either spelling. */
function isComputed(raw: unknown): boolean {
  return isPlainObject(raw) && ['@path', '@call', 'path', 'call'].some((key) => key in raw);
}

/**
 * What is wrong with the args of a call to the basic function `name` (as sent, before reading):
 * each problem a sentence; empty when they fit, or when `name` is not a basic function.
 */
export function basicArgumentProblems(name: string, args: Record<string, unknown>): string[] {
  const declared = BASIC_FUNCTION_ARGUMENTS[name];
  if (!declared) return [];
  const problems: string[] = [];
  for (const [arg, declaration] of Object.entries(declared)) {
    if (!(arg in args)) {
      if (declaration.required) problems.push(`${name} needs the argument "${arg}".`);
      continue;
    }
    const raw = args[arg];
    if (!isComputed(raw) && !hasType(raw, declaration.type))
      problems.push(`The argument "${arg}" of ${name} must be of type ${declaration.type}.`);
  }
  for (const arg of Object.keys(args))
    if (!Object.hasOwn(declared, arg)) problems.push(`${name} has no argument "${arg}".`);
  return problems;
}
