/**
 * Server patterns (RE2 syntax, unanchored, as the service checks them) tested in the browser with
 * the same semantics, in linear time (src/model/regex.ts). The engine loads the first time a
 * pattern is tested; until then a pattern answers `'pending'`, which the rules treat as not yet
 * valid. A pattern that cannot be tested here (not valid RE2, too large) or a value too long to
 * test does not block submission: the field notes that the service checks the format.
 */
import type {Field, StringRules} from '../api/types.js';
import {loadRegexEngine, regexEngineState} from '../model/regex-engine.js';
import {preparePattern, testPattern} from '../model/regex.js';

/** The longest value a server pattern is tested against. */
export const MAX_PATTERN_INPUT = 2000;

/**
 * Tests `value` against a server pattern: true or false, `'pending'` while the engine loads, or
 * undefined when the pattern or the value cannot be tested here (the service still checks it).
 */
export function testFieldPattern(pattern: string, value: string): boolean | 'pending' | undefined {
  const result = testPattern(pattern, value, MAX_PATTERN_INPUT);
  return result.pending ? 'pending' : result.matches;
}

/** Why a server pattern is not tested here; undefined when it is, or while the engine loads. */
export function fieldPatternProblem(pattern: string): string | undefined {
  return preparePattern(pattern).problem;
}

function hasRulePattern(rules: StringRules | null | undefined): boolean {
  return typeof rules?.pattern === 'string' && rules.pattern !== '';
}

/** True when the field has a pattern (its own, or one for each item of a list). */
export function hasPattern(field: Field | null | undefined): boolean {
  return (
    hasRulePattern(field?.stringField?.rules) ||
    hasRulePattern(field?.stringSliceField?.rules?.items?.string)
  );
}

/**
 * When one of `fields` has a pattern and the engine is not loaded yet: starts loading it and
 * returns the promise that settles when it is there. Otherwise undefined.
 */
export function patternEngineLoading(
  fields: ReadonlyArray<Field | null | undefined> | null | undefined,
): Promise<void> | undefined {
  const state = regexEngineState();
  if (state === 'ready' || state === 'failed' || !Array.isArray(fields)) return undefined;
  return fields.some((field) => hasPattern(field)) ? loadRegexEngine() : undefined;
}
