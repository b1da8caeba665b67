import {html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {live} from 'lit/directives/live.js';
import {hostStyles} from '../../styles/tokens.js';
import {FormFieldBase} from './internal/field-base.js';
import {formFieldStyles} from './internal/field-styles.js';

/**
 * @summary A password field of `<svc-form>`: masked input. The value lives only in the `value`
 * property and the input's own value: never in an attribute, never logged.
 *
 * @fires input - Each edit; `value` is already updated.
 * @fires change - The user committed the edit (blur).
 *
 * @csspart base - The column holding label, control, notes and error.
 * @csspart label - The label.
 * @csspart control - The native password input.
 * @csspart description - The field's description.
 * @csspart note - A note about the field.
 * @csspart error - The error message.
 *
 * @cssprop [--svc-form-control-border-color=var(--svc-color-border)] - Border of the control (shared by all form fields).
 */
@customElement('svc-form-password')
export class SvcFormPassword extends FormFieldBase {
  static override styles = [hostStyles, formFieldStyles];

  /** The secret. A property only: it is never reflected to an attribute. */
  @property({attribute: false}) value = '';

  override render() {
    return this.frame(
      html`<input
        id="control"
        part="control"
        class="input"
        type="password"
        autocomplete="new-password"
        spellcheck="false"
        placeholder=${this.field?.stringField?.placeholder || nothing}
        .value=${live(this.value)}
        ?disabled=${this.disabled}
        ?readonly=${this.readOnly}
        ?required=${!!this.field?.required}
        aria-invalid=${this.error ? 'true' : 'false'}
        aria-describedby=${this.describedBy() || nothing}
        @input=${this.#onInput}
        @change=${() => this.emit('change')}
      />`,
    );
  }

  #onInput = (e: Event) => this.edited(e, (control) => (this.value = control.value));
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form-password': SvcFormPassword;
  }
}
