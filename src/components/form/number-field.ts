import {html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {live} from 'lit/directives/live.js';
import {parseBigInt} from '../../form-rules/int64.js';
import {hostStyles} from '../../styles/tokens.js';
import {FormFieldBase} from './internal/field-base.js';
import type {Translate} from '../../i18n/catalog.js';
import {formFieldStyles} from './internal/field-styles.js';

/** The value a number field reports while its text is not a number at all (`1e`, `--`). */
export const NOT_A_NUMBER = 'NaN';

/**
 * @summary An int64 field of `<svc-form>`: a number input with the field's min, max and step.
 * The value stays a decimal string, exact beyond 2^53.
 *
 * @fires input - Each edit; `value` is already updated.
 * @fires change - The user committed the edit.
 *
 * @csspart base - The column holding label, control, hint, notes and error.
 * @csspart label - The label.
 * @csspart control - The native number input.
 * @csspart description - The field's description.
 * @csspart hint - The allowed range.
 * @csspart note - A note about the field.
 * @csspart error - The error message.
 *
 * @cssprop [--svc-form-control-border-color=var(--svc-color-border)] - Border of the control (shared by all form fields).
 * @cssprop [--svc-form-control-background=var(--svc-color-surface)] - Background of the control (shared).
 */
@customElement('svc-form-number')
export class SvcFormNumber extends FormFieldBase {
  static override styles = [hostStyles, formFieldStyles];

  /**
   * The number as a decimal string (`''` when blank, {@link NOT_A_NUMBER} while the text cannot be
   * read as a number). Never converted to a JS number.
   */
  @property({attribute: false}) value = '';

  override render() {
    const f = this.field?.int64Field;
    const nf = f?.numberField;
    const min = parseBigInt(nf?.minValue);
    const max = parseBigInt(nf?.maxValue);
    const step = parseBigInt(nf?.step);
    const hint = rangeHint(this.t, min, max, step);
    const described = this.describedBy(!!hint);
    return this.frame(
      html`<input
        id="control"
        part="control"
        class="input"
        type="number"
        inputmode="numeric"
        min=${min ?? nothing}
        max=${max ?? nothing}
        step=${step && step > 0n ? step : '1'}
        placeholder=${f?.placeholder || nothing}
        .value=${live(this.value === NOT_A_NUMBER ? '' : this.value)}
        ?disabled=${this.disabled}
        ?readonly=${this.readOnly}
        ?required=${!!this.field?.required}
        aria-invalid=${this.error ? 'true' : 'false'}
        aria-describedby=${described || nothing}
        @input=${this.#onInput}
        @change=${() => this.emit('change')}
      />`,
      {hint},
    );
  }

  #onInput = (e: Event) =>
    this.edited(e, (control) => {
      this.value = control.validity.badInput ? NOT_A_NUMBER : control.value;
    });
}

/** The allowed range in words; int64 bounds written as given (every digit kept). */
function rangeHint(t: Translate, min?: bigint, max?: bigint, step?: bigint): string {
  const parts: string[] = [];
  if (min !== undefined && max !== undefined)
    parts.push(t('form.number.range', {min: String(min), max: String(max)}));
  else if (min !== undefined) parts.push(t('form.number.min', {min: String(min)}));
  else if (max !== undefined) parts.push(t('form.number.max', {max: String(max)}));
  if (step !== undefined && step > 1n) parts.push(t('form.number.step', {step: String(step)}));
  return parts.join(t('form.listSeparator'));
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form-number': SvcFormNumber;
  }
}
