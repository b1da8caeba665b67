import {css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {FormFieldBase} from './internal/field-base.js';
import {formFieldStyles} from './internal/field-styles.js';
import {liveChecked} from '../live-checked.js';

/**
 * @summary A boolean field of `<svc-form>`: a checkbox, or a switch when the field asks for a toggle.
 *
 * @fires input - The user toggled the box; `value` is already updated.
 * @fires change - Same moment as `input` (a toggle is a committed edit).
 *
 * @csspart base - The column holding the control, description, notes and error.
 * @csspart label - The clickable label holding the box and its text.
 * @csspart control - The native checkbox.
 * @csspart description - The field's description.
 * @csspart note - A note about the field.
 * @csspart error - The error message.
 *
 * @cssprop [--svc-form-label-color=var(--svc-color-text)] - Label colour (shared by all form fields).
 * @cssprop [--svc-form-error-color=var(--svc-color-danger)] - Error colour (shared by all form fields).
 */
@customElement('svc-form-bool')
export class SvcFormBool extends FormFieldBase {
  static override styles = [
    hostStyles,
    formFieldStyles,
    css`
      [part~='label'] {
        display: inline-flex;
        align-items: center;
        gap: var(--_space-2);
        cursor: pointer;
      }
      [part~='control'] {
        margin: 0;
        width: 1.1em;
        height: 1.1em;
        accent-color: var(--_primary);
      }
      [part~='control'][role='switch'] {
        appearance: none;
        width: 2.2em;
        height: 1.2em;
        border-radius: 999px;
        background: var(--_control-border);
        position: relative;
        cursor: inherit;
      }
      [part~='control'][role='switch']::after {
        content: '';
        position: absolute;
        inset-block: 2px;
        inset-inline-start: 2px;
        width: calc(1.2em - 4px);
        border-radius: 50%;
        background: var(--_bg);
        transition: inset-inline-start 0.15s;
      }
      [part~='control'][role='switch']:checked {
        background: var(--_primary);
      }
      [part~='control'][role='switch']:checked::after {
        inset-inline-start: calc(1em + 2px);
      }
      [part~='control']:disabled {
        cursor: not-allowed;
      }
    `,
  ];

  /** Whether the box is checked. */
  @property({type: Boolean}) value = false;

  override render() {
    const toggle = !!this.field?.boolField?.toggleField;
    const described = this.describedBy();
    const control = html`<label part="label">
      <input
        id="control"
        part="control"
        type="checkbox"
        role=${toggle ? 'switch' : nothing}
        ?checked=${this.value}
        ${liveChecked(this.value)}
        ?disabled=${this.locked}
        aria-invalid=${this.error ? 'true' : 'false'}
        aria-describedby=${described || nothing}
        @input=${(e: Event) => e.stopPropagation()}
        @change=${this.#onChange}
      />
      <span>${this.label}${this.requiredMarker()}</span>
    </label>`;
    return this.frame(control, {label: nothing});
  }

  #onChange(e: Event) {
    this.value = (e.target as HTMLInputElement).checked;
    this.emit('input');
    this.emit('change');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form-bool': SvcFormBool;
  }
}
