/**
 * The validator behind `npx svc-surfaces validate`: the renderer's own readers over a Surface
 * record, a surfaces response or A2UI v0.9 messages, without a DOM. Importable from Node or a
 * browser (a playground, a test) as well.
 */
export {
  validateText,
  detect,
  type InputFormat,
  type SurfaceReport,
  type TextReport,
  type ValidateOptions,
  type ValidationIssue,
} from './validate.js';
export {
  fileReport,
  formatReport,
  summarize,
  type FileReport,
  type ValidationReport,
} from './report.js';
export {
  locatePointers,
  lineStarts,
  placeOf,
  type TextPlace,
  type TextRange,
} from '../model/json-text.js';
