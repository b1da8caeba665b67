import {LitElement, css, html, nothing} from 'lit';
import {property, state} from 'lit/decorators.js';
import {ifDefined} from 'lit/directives/if-defined.js';
import {hostStyles} from '../../styles/tokens.js';
import {toBoolean, toText} from '../../model/coerce.js';
import {fieldStyles} from './internal/field-styles.js';
import {Localize} from '../../i18n/controller.js';
import {
  AccessibleControl,
  controlDescribedBy,
  controlLabel,
  descriptionBlock,
} from '../accessible-text.js';
import {liveChecked} from '../live-checked.js';

/**
 * @summary A labelled box the user can tick.
 *
 * @fires input - The user toggled the box, after `checked` has been updated.
 * @fires change - The user toggled the box, after `checked` has been updated (fired after `input`).
 *
 * @csspart base - The column holding the box row and the error.
 * @csspart row - The clickable `<label>` around box and label text.
 * @csspart control - The native checkbox.
 * @csspart label - The label text.
 * @csspart error - The error message (shown once the box was touched).
 *
 * @cssprop [--svc-check-box-size=18px] - Edge of the box.
 * @cssprop [--svc-check-box-accent=var(--svc-color-primary)] - Colour of the ticked box.
 * @cssprop [--svc-check-box-label-color=var(--svc-color-text)] - Colour of the label.
 * @cssprop [--svc-check-box-error-color=var(--svc-color-danger)] - Colour of the error text.
 */
export class SvcCheckBox extends AccessibleControl(LitElement) {
  static override styles = [
    hostStyles,
    fieldStyles,
    css`
      :host {
        --_box-size: var(--svc-check-box-size, calc(18px * var(--_scale)));
        --_accent: var(--svc-check-box-accent, var(--_primary));
        --_label-color: var(--svc-check-box-label-color, var(--_text));
        --_error-color: var(--svc-check-box-error-color, var(--_danger));
      }
      [part~='row'] {
        display: inline-flex;
        max-width: 100%;
        align-items: flex-start;
        gap: var(--_space-2);
        line-height: 1.25;
        cursor: pointer;
      }
      :host([disabled]) [part~='row'] {
        cursor: not-allowed;
      }
      [part~='control'] {
        flex: none;
        inline-size: var(--_box-size);
        block-size: var(--_box-size);
        /* Centred on the label's first line (1.25em high, in the row's font). */
        font: inherit;
        margin: calc((1.25em - var(--_box-size)) / 2) 0 0;
        accent-color: var(--_accent);
        cursor: inherit;
      }
      [part~='control'][aria-invalid='true'] {
        outline: 1px solid var(--_error-color);
        outline-offset: 1px;
      }
      [part~='control']:focus-visible {
        outline: var(--_focus-ring);
        outline-offset: 2px;
      }
      [part~='label'] {
        min-width: 0;
        font-weight: normal;
      }
    `,
  ];

  /** Text beside the box. May be empty; the box is then named "Checkbox" for screen readers. */
  @property() label = '';

  /** Whether the box is ticked. */
  @property({type: Boolean, reflect: true}) checked = false;

  /** Validation message; '' means valid. Shown once the user toggled or left the box. */
  @property() error = '';

  /** Show the error at once, without waiting for the user to touch the box. */
  @property({type: Boolean, attribute: 'show-errors'}) showErrors = false;

  /** Whether the box is read-only for the user and dimmed. */
  @property({type: Boolean, reflect: true}) disabled = false;

  /** The user has toggled or left the box. */
  @state() private touched = false;

  /**
   * Alias of `checked` for the wire name (`checkBox.value`); strings such as "true"/"false" are
   * coerced to a boolean.
   */
  get value(): boolean {
    return toBoolean(this.checked);
  }
  set value(v: unknown) {
    this.checked = toBoolean(v);
  }

  readonly #i18n = new Localize(this);

  override render() {
    const label = toText(this.label);
    const error = toText(this.error);
    const showError = error !== '' && (this.touched || toBoolean(this.showErrors));
    return html`<div part="base">
      <label part="row">
        <input
          part="control"
          type="checkbox"
          aria-label=${ifDefined(
            controlLabel(this, label === '' ? this.#i18n.t('checkBox.label') : undefined),
          )}
          aria-describedby=${ifDefined(controlDescribedBy(this, showError && 'error'))}
          aria-invalid=${ifDefined(showError ? 'true' : undefined)}
          ?disabled=${toBoolean(this.disabled)}
          ?checked=${toBoolean(this.checked)}
          ${liveChecked(toBoolean(this.checked))}
          @input=${this.#stop}
          @change=${this.#onChange}
          @blur=${this.#onBlur}
        />
        ${label === '' ? nothing : html`<span part="label">${label}</span>`}
      </label>
      <div part="error" id="error" aria-live="polite">${showError ? error : nothing}</div>
      ${descriptionBlock(this)}
    </div>`;
  }

  #stop(e: Event) {
    e.stopPropagation();
  }

  #onChange(e: Event) {
    e.stopPropagation();
    this.checked = (e.target as HTMLInputElement).checked;
    this.touched = true;
    this.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
    this.dispatchEvent(new Event('change', {bubbles: true, composed: true}));
  }

  #onBlur() {
    this.touched = true;
  }
}

customElements.define('svc-check-box', SvcCheckBox);

declare global {
  interface HTMLElementTagNameMap {
    'svc-check-box': SvcCheckBox;
  }
}
