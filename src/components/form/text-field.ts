import {css, html, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {live} from 'lit/directives/live.js';
import {hostStyles} from '../../styles/tokens.js';
import {FormFieldBase} from './internal/field-base.js';
import {formFieldStyles} from './internal/field-styles.js';

/**
 * @summary A text field of `<svc-form>`: one line, or several when the field is multiline, with
 * an optional suffix after the input (a unit, a domain).
 *
 * @fires input - Each edit; `value` is already updated.
 * @fires change - The user committed the edit (blur).
 *
 * @csspart base - The column holding label, control, notes and error.
 * @csspart label - The label.
 * @csspart control - The native input or textarea.
 * @csspart suffix - The text after the input.
 * @csspart description - The field's description.
 * @csspart note - A note about the field.
 * @csspart error - The error message.
 *
 * @cssprop [--svc-form-control-border-color=var(--svc-color-border)] - Border of the control (shared by all form fields).
 * @cssprop [--svc-form-text-lines=3] - Visible lines of a multiline field.
 */
@customElement('svc-form-text')
export class SvcFormText extends FormFieldBase {
  static override styles = [
    hostStyles,
    formFieldStyles,
    css`
      :host {
        --_lines: var(--svc-form-text-lines, 3);
      }
      .row {
        display: flex;
        align-items: center;
        gap: var(--_space-2);
      }
      textarea {
        min-height: calc(var(--_lines) * 1.5em + 2 * var(--_space-2));
        resize: vertical;
        line-height: 1.5;
      }
      [part~='suffix'] {
        color: var(--_muted);
        white-space: nowrap;
      }
    `,
  ];

  /** The text. */
  @property({attribute: false}) value = '';

  override render() {
    const s = this.field?.stringField;
    const multiline = !!s?.textField?.multiline;
    const suffix = s?.textField?.suffix ?? '';
    const attrs = {
      placeholder: s?.placeholder || nothing,
      described: this.describedBy() || nothing,
      invalid: this.error ? 'true' : 'false',
    };
    const control = multiline
      ? html`<textarea
          id="control"
          part="control"
          class="input"
          rows="3"
          placeholder=${attrs.placeholder}
          .value=${live(this.value)}
          ?disabled=${this.disabled}
          ?readonly=${this.readOnly}
          ?required=${!!this.field?.required}
          aria-invalid=${attrs.invalid}
          aria-describedby=${attrs.described}
          @input=${this.#onInput}
          @change=${() => this.emit('change')}
        ></textarea>`
      : html`<input
          id="control"
          part="control"
          class="input"
          type="text"
          placeholder=${attrs.placeholder}
          .value=${live(this.value)}
          ?disabled=${this.disabled}
          ?readonly=${this.readOnly}
          ?required=${!!this.field?.required}
          aria-invalid=${attrs.invalid}
          aria-describedby=${attrs.described}
          @input=${this.#onInput}
          @change=${() => this.emit('change')}
        />`;
    return this.frame(
      suffix
        ? html`<div class="row">${control}<span part="suffix">${suffix}</span></div>`
        : control,
    );
  }

  #onInput = (e: Event) => this.edited(e, (control) => (this.value = control.value));
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form-text': SvcFormText;
  }
}
