/** The rules of a string value (protovalidate StringRules), in plain words. */
import type {StringRules} from '../api/types.js';
import {
  isAddress,
  isEmail,
  isHostname,
  isIp,
  isIpv4,
  isIpv6,
  isUri,
  isUriRef,
  isUuid,
} from './formats.js';
import {parseCount} from './int64.js';
import {messages} from './messages.js';
import type {FormMessages} from './messages.js';
import {fieldPatternProblem, testFieldPattern} from './pattern.js';

const encoder = new TextEncoder();

/** Length in characters (Unicode code points, as the service counts). */
export function charLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

export function byteLength(value: string): number {
  return encoder.encode(value).length;
}

const FORMATS = [
  ['email', isEmail, 'email'],
  ['hostname', isHostname, 'hostname'],
  ['ip', isIp, 'ip'],
  ['ipv4', isIpv4, 'ipv4'],
  ['ipv6', isIpv6, 'ipv6'],
  ['uri', isUri, 'uri'],
  ['uriRef', isUriRef, 'uriRef'],
  ['address', isAddress, 'address'],
  ['uuid', isUuid, 'uuid'],
] as const;

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];

/**
 * The first broken rule's message, or undefined when `value` passes them all. `hint`, the field's
 * own description of what it expects ("Starts with AKIA."), goes with a pattern's message: the
 * pattern itself means nothing to the person typing.
 */
export function checkString(
  value: string,
  rules: StringRules | null | undefined,
  m: FormMessages = messages,
  hint?: string,
): string | undefined {
  if (!rules) return undefined;
  if (rules.ignoreEmpty && value === '') return undefined;
  if (typeof rules.const === 'string' && value !== rules.const) return m.constString(rules.const);

  const chars = charLength(value);
  const len = parseCount(rules.len);
  if (len !== undefined && chars !== len) return m.len(len);
  const minLen = parseCount(rules.minLen);
  if (minLen !== undefined && chars < minLen) return m.minLen(minLen);
  const maxLen = parseCount(rules.maxLen);
  if (maxLen !== undefined && chars > maxLen) return m.maxLen(maxLen);

  const lenBytes = parseCount(rules.lenBytes);
  const minBytes = parseCount(rules.minBytes);
  const maxBytes = parseCount(rules.maxBytes);
  if (lenBytes !== undefined || minBytes !== undefined || maxBytes !== undefined) {
    const bytes = byteLength(value);
    if (lenBytes !== undefined && bytes !== lenBytes) return m.lenBytes(lenBytes);
    if (minBytes !== undefined && bytes < minBytes) return m.minBytes(minBytes);
    if (maxBytes !== undefined && bytes > maxBytes) return m.maxBytes(maxBytes);
  }

  if (typeof rules.pattern === 'string' && rules.pattern !== '') {
    const matches = testFieldPattern(rules.pattern, value);
    if (matches === false) return m.pattern(hint?.trim() || undefined);
    if (matches === 'pending') return m.patternPending();
  }
  if (typeof rules.prefix === 'string' && !value.startsWith(rules.prefix)) {
    return m.prefix(rules.prefix);
  }
  if (typeof rules.suffix === 'string' && !value.endsWith(rules.suffix)) {
    return m.suffix(rules.suffix);
  }
  if (typeof rules.contains === 'string' && !value.includes(rules.contains)) {
    return m.contains(rules.contains);
  }
  if (
    typeof rules.notContains === 'string' &&
    rules.notContains !== '' &&
    value.includes(rules.notContains)
  ) {
    return m.notContains(rules.notContains);
  }
  const inList = strings(rules.in);
  if (inList.length > 0 && !inList.includes(value)) return m.inList(inList);
  const notIn = strings(rules.notIn);
  if (notIn.includes(value)) return m.notInList(notIn);

  for (const [key, test, message] of FORMATS) {
    if (rules[key] === true && !test(value)) return m[message]();
  }
  return undefined;
}

/**
 * True when the rules hold a pattern that is not tested in the browser (not valid RE2 or too
 * large): the service still checks it. False while the engine loads.
 */
export function hasUncheckedPattern(rules: StringRules | null | undefined): boolean {
  return (
    typeof rules?.pattern === 'string' &&
    rules.pattern !== '' &&
    fieldPatternProblem(rules.pattern) !== undefined
  );
}
