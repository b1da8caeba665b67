/**
 * A2UI v1.0's ValidationResult: what a validation function returns in v1.0 (v0.9's return a
 * boolean), and how a check or `and` / `or` / `not` reads either.
 */

/** The result of a v1.0 validation function or check. */
export interface ValidationResult {
  valid: boolean;
  /** Machine-readable reason (`REQUIRED`, `INVALID_EMAIL`, …). */
  code?: string;
  /** Human-readable message. */
  message?: string;
  severity?: 'error' | 'warning' | 'info';
}

/** True for an object with a boolean `valid`: a ValidationResult. */
export function isValidationResult(value: unknown): value is ValidationResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as {valid?: unknown}).valid === 'boolean'
  );
}

/** True when `version` reads validation results (v1.0, or its v0.10 draft). */
export function readsValidationResults(version: string | undefined): boolean {
  return version === 'v1.0' || version === 'v0.10';
}
