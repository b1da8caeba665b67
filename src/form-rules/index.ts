/**
 * The form engine: defaults, layout and validation for the service's Form type (spec 2.3). Pure
 * functions without a DOM; `<svc-form>` (src/components/form/form.ts) draws what they compute.
 */
export * from './values.js';
export * from './int64.js';
export * from './messages.js';
export * from './formats.js';
export * from './pattern.js';
export * from './string-rules.js';
export * from './int64-rules.js';
export * from './date-rules.js';
export * from './slice-rules.js';
export * from './other-rules.js';
export * from './field-kind.js';
export * from './defaults.js';
export * from './layout.js';
export * from './relationships.js';
export * from './notes.js';
export * from './validate.js';
export * from './picker-query.js';
