import {LitElement, css, html, nothing} from 'lit';
import {property, state} from 'lit/decorators.js';
import {ifDefined} from 'lit/directives/if-defined.js';
import {live} from 'lit/directives/live.js';
import {hostStyles} from '../../styles/tokens.js';
import {toBoolean, toNumberOrUndefined, toText} from '../../model/coerce.js';
import {fieldEvents} from './internal/field-events.js';
import {fieldStyles} from './internal/field-styles.js';
import {Localize} from '../../i18n/controller.js';
import {
  AccessibleControl,
  controlDescribedBy,
  controlLabel,
  descriptionBlock,
} from '../accessible-text.js';

/** Number of decimals written in a number (`0.25` → 2, `1e-3` → 3). */
function decimals(n: number): number {
  const [mantissa, exponent] = String(n).split('e');
  const frac = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, frac - Number(exponent ?? 0));
}

/** Number formats by their maximum fraction digits (0..20), made once: each costs tens of µs. */
const formats: Intl.NumberFormat[] = [];

/** The shown text of a value with at most `digits` fraction digits, in the page's locale. */
function formatValue(value: number, digits: number): string {
  const format = (formats[digits] ??= new Intl.NumberFormat(undefined, {
    maximumFractionDigits: digits,
  }));
  return format.format(value);
}

/**
 * @summary A labelled slider for a number between `min` and `max`, showing its current value.
 *
 * @fires input - The value changes while the user drags or presses arrow keys, after `value` has been updated.
 * @fires change - The user committed a value (released the thumb, or each key step), after `value` has been updated.
 *
 * @csspart base - The column holding the header, control and error.
 * @csspart header - The row holding the label and the current value.
 * @csspart label - The label text.
 * @csspart value - The current value shown next to the label.
 * @csspart control - The native `<input type="range">`.
 * @csspart error - The error message (shown once the slider was touched).
 *
 * @cssprop [--svc-slider-accent=var(--svc-color-primary)] - Colour of the track fill and thumb.
 * @cssprop [--svc-slider-label-color=var(--svc-color-text)] - Colour of the label.
 * @cssprop [--svc-slider-value-color=var(--svc-color-text-muted)] - Colour of the shown value.
 * @cssprop [--svc-slider-error-color=var(--svc-color-danger)] - Colour of the error text.
 */
export class SvcSlider extends AccessibleControl(LitElement) {
  static override styles = [
    hostStyles,
    fieldStyles,
    css`
      :host {
        --_accent: var(--svc-slider-accent, var(--_primary));
        --_label-color: var(--svc-slider-label-color, var(--_text));
        --_value-color: var(--svc-slider-value-color, var(--_muted));
        --_error-color: var(--svc-slider-error-color, var(--_danger));
      }
      [part~='header'] {
        display: flex;
        justify-content: space-between;
        align-items: baseline;
        gap: var(--_space-2);
      }
      [part~='value'] {
        color: var(--_value-color);
        font-variant-numeric: tabular-nums;
        margin-inline-start: auto;
      }
      [part~='control'] {
        width: 100%;
        margin: 0;
        accent-color: var(--_accent);
      }
      [part~='control']:focus-visible {
        outline: var(--_focus-ring);
        outline-offset: 2px;
      }
      [part~='control']:disabled {
        cursor: not-allowed;
      }
      /* Disabled: the track is dimmed (fieldStyles); the label and number stay readable, in the
         muted colour. */
      :host([disabled]) [part~='value'],
      :host([disabled]) [part~='label'] {
        color: var(--_muted);
      }
    `,
  ];

  /** Label shown above the slider; it names the slider for assistive technology. */
  @property() label = '';

  /** The current number. Missing or unreadable values show `min`. Always written as a number. */
  @property({type: Number}) value: number | undefined = undefined;

  /** Smallest value (default 0). Numeric strings are accepted. */
  @property({type: Number}) min = 0;

  /** Largest value (default 100). Numeric strings are accepted; below `min` it is `min`. */
  @property({type: Number}) max = 100;

  /** Step between values; missing, zero or unreadable means any value (`step="any"`). */
  @property() step: number | string | undefined = undefined;

  /** Validation message; '' means valid. Shown once the user moved or left the slider. */
  @property() error = '';

  /** Show the error at once, without waiting for the user to touch the slider. */
  @property({type: Boolean, attribute: 'show-errors'}) showErrors = false;

  /** Whether the slider is read-only for the user and dimmed. */
  @property({type: Boolean, reflect: true}) disabled = false;

  /** The user has moved or left the slider. */
  @state() private touched = false;

  readonly #events = fieldEvents(this, (control) => {
    const n = control.valueAsNumber;
    if (Number.isFinite(n)) this.value = n;
    this.touched = true;
  });

  readonly #i18n = new Localize(this);

  override render() {
    const min = toNumberOrUndefined(this.min) ?? 0;
    const max = Math.max(min, toNumberOrUndefined(this.max) ?? 100);
    const rawStep = toNumberOrUndefined(this.step);
    const step = rawStep !== undefined && rawStep > 0 ? rawStep : undefined;
    const digits = Math.min(
      20,
      step === undefined ? (max - min <= 10 ? 2 : 1) : Math.max(decimals(step), decimals(min)),
    );
    let value = Math.min(max, Math.max(min, toNumberOrUndefined(this.value) ?? min));
    if (step !== undefined) {
      // Snap like the native control does, so the shown text matches the thumb.
      const snapped = min + Math.round((value - min) / step) * step;
      value = Number((snapped > max ? snapped - step : snapped).toFixed(digits));
    }
    const text = formatValue(value, digits);
    const label = toText(this.label);
    const error = toText(this.error);
    const showError = error !== '' && (this.touched || toBoolean(this.showErrors));
    return html`<div part="base">
      <div part="header">
        ${label === '' ? nothing : html`<label part="label" for="control">${label}</label>`}
        <span part="value" aria-hidden="true">${text}</span>
      </div>
      <input
        id="control"
        part="control"
        type="range"
        min=${min}
        max=${max}
        step=${step ?? 'any'}
        aria-label=${ifDefined(
          controlLabel(this, label === '' ? this.#i18n.t('slider.value') : undefined),
        )}
        aria-valuetext=${text}
        aria-describedby=${ifDefined(controlDescribedBy(this, showError && 'error'))}
        aria-invalid=${ifDefined(showError ? 'true' : undefined)}
        ?disabled=${toBoolean(this.disabled)}
        .value=${live(String(value))}
        @input=${this.#events.input}
        @change=${this.#events.change}
        @blur=${this.#onBlur}
      />
      <div part="error" id="error" aria-live="polite">${showError ? error : nothing}</div>
      ${descriptionBlock(this)}
    </div>`;
  }

  #onBlur() {
    this.touched = true;
  }
}

customElements.define('svc-slider', SvcSlider);

declare global {
  interface HTMLElementTagNameMap {
    'svc-slider': SvcSlider;
  }
}
