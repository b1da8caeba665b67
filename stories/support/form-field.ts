// Stories of the single field elements of <svc-form>: each element on its own, fed the first field
// of that presentation from the mock service's `rs-access` request schema (every field kind).
import {unsafeStatic, html as staticHtml} from 'lit/static-html.js';
import type {Field} from '../../src/api/types.js';
import {presentationOf, type FieldPresentation} from '../../src/form-rules/field-kind.js';
import {requestSchemas} from '../../src/mock/data.js';
import '../../src/components/form/form.js';

const fields: Field[] = requestSchemas.flatMap((schema) => schema.form?.fields ?? []);

/** The first sample field drawn as `presentation`. */
export function sampleField(...presentations: FieldPresentation[]): Field {
  const found = fields.find((field) => presentations.includes(presentationOf(field)));
  if (!found) throw new Error(`no sample field drawn as ${presentations.join(' or ')}`);
  return found;
}

export interface FieldArgs {
  error: string;
  disabled: boolean;
}

/** Renders one field element with a sample field and value, as `<svc-form>` would. */
export function renderField(tag: string, field: Field, value?: unknown) {
  return ({error, disabled}: FieldArgs) =>
    staticHtml`<${unsafeStatic(tag)}
      .field=${field}
      .value=${value}
      .error=${error}
      ?disabled=${disabled}
    ></${unsafeStatic(tag)}>`;
}

/** The message the WithError stories show. */
export const sampleError = 'This value is not accepted by the service.';
