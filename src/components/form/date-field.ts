import {html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {live} from 'lit/directives/live.js';
import {dateBounds} from '../../form-rules/date-rules.js';
import {hostStyles} from '../../styles/tokens.js';
import {FormFieldBase} from './internal/field-base.js';
import {formFieldStyles} from './internal/field-styles.js';

/**
 * @summary A date field of `<svc-form>`: a date input bounded by the field's fixed dates and its
 * days-from-today limits.
 *
 * @fires input - Each edit; `value` is already updated.
 * @fires change - The user committed the edit.
 *
 * @csspart base - The column holding label, control, hint, notes and error.
 * @csspart label - The label.
 * @csspart control - The native date input.
 * @csspart description - The field's description.
 * @csspart hint - The allowed dates.
 * @csspart note - A note about the field.
 * @csspart error - The error message.
 *
 * @cssprop [--svc-form-control-border-color=var(--svc-color-border)] - Border of the control (shared by all form fields).
 */
@customElement('svc-form-date')
export class SvcFormDate extends FormFieldBase {
  static override styles = [hostStyles, formFieldStyles];

  /** The date, `YYYY-MM-DD`, or `''`. */
  @property({attribute: false}) value = '';

  /** Today's date `YYYY-MM-DD` for the relative bounds; empty: the viewer's local date. */
  @property() today = '';

  override render() {
    const {min, max} = dateBounds(this.field?.stringField?.dateField, this.today || undefined);
    const hint =
      min && max
        ? this.t('form.date.range', {min, max})
        : min
          ? this.t('form.date.from', {min})
          : max
            ? this.t('form.date.until', {max})
            : '';
    return this.frame(
      html`<input
        id="control"
        part="control"
        class="input"
        type="date"
        min=${min ?? nothing}
        max=${max ?? nothing}
        .value=${live(this.value)}
        ?disabled=${this.disabled}
        ?readonly=${this.readOnly}
        ?required=${!!this.field?.required}
        aria-invalid=${this.error ? 'true' : 'false'}
        aria-describedby=${this.describedBy(!!hint) || nothing}
        @input=${this.#onInput}
        @change=${() => this.emit('change')}
      />`,
      {hint},
    );
  }

  #onInput = (e: Event) => this.edited(e, (control) => (this.value = control.value));
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form-date': SvcFormDate;
  }
}
