import {LitElement, css, html, nothing, type PropertyValues} from 'lit';
import {property, state} from 'lit/decorators.js';
import {ifDefined} from 'lit/directives/if-defined.js';
import {live} from 'lit/directives/live.js';
import {hostStyles} from '../../styles/tokens.js';
import {toBoolean, toText} from '../../model/coerce.js';
import {fieldEvents} from './internal/field-events.js';
import {boxedFieldStyles} from './internal/field-styles.js';
import {badInputMessage} from './internal/bad-input.js';
import {Localize} from '../../i18n/controller.js';
import {
  AccessibleControl,
  controlDescribedBy,
  controlLabel,
  descriptionBlock,
} from '../accessible-text.js';

/** The kinds of text field. */
export type TextFieldVariant = 'shortText' | 'longText' | 'number' | 'obscured';

const VARIANTS: Record<string, TextFieldVariant> = {
  shorttext: 'shortText',
  short: 'shortText',
  text: 'shortText',
  longtext: 'longText',
  long: 'longText',
  multiline: 'longText',
  textarea: 'longText',
  number: 'number',
  numeric: 'number',
  obscured: 'obscured',
  password: 'obscured',
};

/**
 * Reads a variant in any spelling: `longText`, `LONG_TEXT`, `long-text`,
 * `TEXT_FIELD_VARIANT_LONG_TEXT`. Unknown or missing values are `shortText`.
 */
export function normalizeTextFieldVariant(value: unknown): TextFieldVariant {
  const key = toText(value)
    .toLowerCase()
    .replace(/^text_?field_?variant_?/, '')
    .replace(/[\s_-]/g, '');
  return VARIANTS[key] ?? 'shortText';
}

/**
 * @summary A labelled text input: one line, several lines, a number or a password.
 *
 * @fires input - Each edit by the user, after `value` has been updated.
 * @fires change - The user committed the edit (blur or Enter), after `value` has been updated.
 *
 * @csspart base - The column holding label, control and error.
 * @csspart label - The label text.
 * @csspart control - The native `<input>` or `<textarea>`.
 * @csspart error - The error message under the control (shown once the field was touched).
 *
 * @cssprop [--svc-text-field-border-color=var(--svc-color-border)] - Border of the control.
 * @cssprop [--svc-text-field-background=var(--svc-color-surface)] - Background of the control.
 * @cssprop [--svc-text-field-radius=var(--svc-radius)] - Corner radius of the control.
 * @cssprop [--svc-text-field-label-color=var(--svc-color-text)] - Colour of the label.
 * @cssprop [--svc-text-field-error-color=var(--svc-color-danger)] - Colour of the error text and border.
 * @cssprop [--svc-text-field-min-lines=3] - Visible lines of the `longText` variant.
 */
export class SvcTextField extends AccessibleControl(LitElement) {
  static override styles = [
    hostStyles,
    boxedFieldStyles,
    css`
      :host {
        --_border-color: var(--svc-text-field-border-color, var(--_border));
        --_background: var(--svc-text-field-background, var(--_bg));
        --_control-radius: var(--svc-text-field-radius, var(--_radius));
        --_label-color: var(--svc-text-field-label-color, var(--_text));
        --_error-color: var(--svc-text-field-error-color, var(--_danger));
        --_min-lines: var(--svc-text-field-min-lines, 3);
      }
      [part~='control'] {
        width: 100%;
        min-width: 0;
      }
      textarea[part~='control'] {
        min-height: calc(var(--_min-lines) * 1.5em + 2 * var(--_space-2));
        resize: vertical;
        line-height: 1.5;
      }
      [part~='control']::placeholder {
        color: var(--_muted);
      }
    `,
  ];

  /** Label shown above the control; it names the control for assistive technology. */
  @property() label = '';

  /** Hint shown inside the empty control. */
  @property() placeholder = '';

  /** The text in the field. Always written back as a string, also for the `number` variant. */
  @property() value = '';

  /**
   * `shortText` (default), `longText` (multi-line), `number` or `obscured` (password: characters
   * hidden, never filled from the browser's saved passwords). SDK spellings such as
   * `TEXT_FIELD_VARIANT_LONG_TEXT` are accepted; unknown values mean `shortText`.
   */
  @property() variant: TextFieldVariant | string = 'shortText';

  /** Validation message; '' means valid. Shown once the user edited or left the field. */
  @property() error = '';

  /** Show the error at once, without waiting for the user to touch the field. */
  @property({type: Boolean, attribute: 'show-errors'}) showErrors = false;

  /** Whether the field must be filled in (marks the label and sets `required` on the control). */
  @property({type: Boolean, reflect: true}) required = false;

  /** Whether the field is read-only for the user and dimmed. */
  @property({type: Boolean, reflect: true}) disabled = false;

  /** The user has edited or left the field. */
  @state() private touched = false;

  readonly #events = fieldEvents(this, (control) => {
    this.value = control.value;
    this.touched = true;
  });

  readonly #i18n = new Localize(this);
  #control?: HTMLInputElement | HTMLTextAreaElement;

  /**
   * Why the control cannot hold what the person typed (a number field holding `1e`, which has no
   * value), in the browser's words; '' when it can. The host's `error` is not included.
   */
  get validationMessage(): string {
    return badInputMessage(this.renderRoot, () => this.#i18n.t('surface.notValid'));
  }

  /**
   * A new `value` alone (the data model changed under a field the person is not editing, or an
   * agent replaced the data) is written straight into the control: a surface replacing the data
   * of a thousand fields renders no template for them. A number field still renders, since its
   * own validation message can change with the value.
   */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    if (!this.hasUpdated || changed.size !== 1 || !changed.has('value')) return true;
    const control = this.#currentControl();
    if (!control || control.type === 'number') return true;
    const value = toText(this.value);
    if (control.value !== value) control.value = value;
    return false;
  }

  override render() {
    const variant = normalizeTextFieldVariant(this.variant);
    const label = toText(this.label);
    // Only a number control can hold what is not a value: no lookup on other fields' renders.
    const text = toText(this.value);
    const error = toText(this.error) || (variant === 'number' ? this.#heldBadInput(text) : '');
    const showError = error !== '' && (this.touched || toBoolean(this.showErrors));
    const disabled = toBoolean(this.disabled);
    const required = toBoolean(this.required);
    const ariaLabel = controlLabel(
      this,
      label === '' ? toText(this.placeholder) || this.#i18n.t('textField.label') : undefined,
    );
    const describedBy = controlDescribedBy(this, showError && 'error');
    const invalid = showError ? 'true' : undefined;
    const placeholder = this.placeholder || nothing;
    const value = live(text);
    const labelBlock =
      label === ''
        ? nothing
        : html`<label part="label" for="control"
            >${label}${required ? requiredMarker : nothing}</label
          >`;
    const errorBlock = showError ? error : nothing;
    // One template per kind of control, each with only the bindings it needs: the plain text
    // input, the most common, has no number or password attributes to keep in line.
    if (variant === 'shortText')
      return html`<div part="base">
        ${labelBlock}<input
          id="control"
          part="control"
          type="text"
          placeholder=${placeholder}
          aria-label=${ifDefined(ariaLabel)}
          aria-describedby=${ifDefined(describedBy)}
          aria-invalid=${ifDefined(invalid)}
          ?disabled=${disabled}
          ?required=${required}
          .value=${value}
          @input=${this.#events.input}
          @change=${this.#events.change}
          @blur=${this.#onBlur}
        />
        <div part="error" id="error" aria-live="polite">${errorBlock}</div>
        ${descriptionBlock(this)}
      </div>`;
    if (variant === 'longText')
      return html`<div part="base">
        ${labelBlock}<textarea
          id="control"
          part="control"
          rows="3"
          placeholder=${placeholder}
          aria-label=${ifDefined(ariaLabel)}
          aria-describedby=${ifDefined(describedBy)}
          aria-invalid=${ifDefined(invalid)}
          ?disabled=${disabled}
          ?required=${required}
          .value=${value}
          @input=${this.#events.input}
          @change=${this.#events.change}
          @blur=${this.#onBlur}
        ></textarea>
        <div part="error" id="error" aria-live="polite">${errorBlock}</div>
        ${descriptionBlock(this)}
      </div>`;
    // An agent's surface is not the host's login form: never offer the person's saved password.
    const obscured = variant === 'obscured';
    return html`<div part="base">
      ${labelBlock}<input
        id="control"
        part="control"
        type=${obscured ? 'password' : 'number'}
        step=${obscured ? nothing : 'any'}
        autocomplete=${obscured ? 'new-password' : nothing}
        data-1p-ignore=${obscured ? '' : nothing}
        data-lpignore=${obscured ? 'true' : nothing}
        placeholder=${placeholder}
        aria-label=${ifDefined(ariaLabel)}
        aria-describedby=${ifDefined(describedBy)}
        aria-invalid=${ifDefined(invalid)}
        ?disabled=${disabled}
        ?required=${required}
        .value=${value}
        @input=${this.#events.input}
        @change=${this.#events.change}
        @blur=${this.#onBlur}
      />
      <div part="error" id="error" aria-live="polite">${errorBlock}</div>
      ${descriptionBlock(this)}
    </div>`;
  }

  /**
   * The bad input message of a number control that keeps what it holds: a value about to be
   * written (the model's) replaces the bad input, and with it the message.
   */
  #heldBadInput(text: string): string {
    const control = this.#currentControl();
    return control && control.value !== text ? '' : this.validationMessage;
  }

  /** The control, kept until the variant's template replaces it. */
  #currentControl(): HTMLInputElement | HTMLTextAreaElement | undefined {
    if (!this.#control?.isConnected) {
      this.#control = this.renderRoot.querySelector<HTMLInputElement>('#control') ?? undefined;
    }
    return this.#control;
  }

  #onBlur() {
    this.touched = true;
  }
}

const requiredMarker = html`<span class="required-marker" aria-hidden="true">*</span>`;

customElements.define('svc-text-field', SvcTextField);

declare global {
  interface HTMLElementTagNameMap {
    'svc-text-field': SvcTextField;
  }
}
