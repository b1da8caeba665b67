import {html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {FormFieldBase} from './internal/field-base.js';
import {formFieldStyles} from './internal/field-styles.js';

/**
 * @summary A choice among fixed options in `<svc-form>`: a select list; the chosen option's
 * description is shown under it.
 *
 * @fires input - The user chose an option; `value` is already updated.
 * @fires change - Same moment as `input`.
 *
 * @csspart base - The column holding label, control, hint, notes and error.
 * @csspart label - The label.
 * @csspart control - The native select.
 * @csspart description - The field's description.
 * @csspart hint - The description of the chosen option.
 * @csspart note - A note about the field.
 * @csspart error - The error message.
 *
 * @cssprop [--svc-form-control-border-color=var(--svc-color-border)] - Border of the control (shared by all form fields).
 */
@customElement('svc-form-select')
export class SvcFormSelect extends FormFieldBase {
  static override styles = [hostStyles, formFieldStyles];

  /** The chosen option's value, `''` for none. */
  @property({attribute: false}) value = '';

  override render() {
    const options = (this.field?.stringField?.selectField?.options ?? []).filter(
      (o) => o && typeof o.value === 'string',
    );
    const chosen = options.find((o) => o.value === this.value);
    const known = !!chosen || this.value === '';
    const hint = chosen?.description ?? '';
    return this.frame(
      html`<select
        id="control"
        part="control"
        class="input"
        ?disabled=${this.locked}
        ?required=${!!this.field?.required}
        aria-invalid=${this.error ? 'true' : 'false'}
        aria-describedby=${this.describedBy(!!hint) || nothing}
        @input=${(e: Event) => e.stopPropagation()}
        @change=${this.#onChange}
      >
        <option value="" ?selected=${this.value === ''}>
          ${this.field?.stringField?.placeholder || this.t('form.select.placeholder')}
        </option>
        ${known ? nothing : html`<option value=${this.value} selected>${this.value}</option>`}
        ${options.map(
          (o) =>
            html`<option
              value=${o.value}
              title=${o.description || nothing}
              ?selected=${o.value === this.value}
            >
              ${o.displayName || o.value}
            </option>`,
        )}
      </select>`,
      {hint},
    );
  }

  override updated() {
    // Keep the native selection in step when `value` changes from outside.
    const select = this.renderRoot.querySelector('select');
    if (select && select.value !== this.value) select.value = this.value;
  }

  #onChange(e: Event) {
    this.value = (e.target as HTMLSelectElement).value;
    this.emit('input');
    this.emit('change');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form-select': SvcFormSelect;
  }
}
