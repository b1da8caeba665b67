import {LitElement, css, html, nothing, type PropertyValues} from 'lit';
import {customElement, property, query, state} from 'lit/decorators.js';
import {ifDefined} from 'lit/directives/if-defined.js';
import {live} from 'lit/directives/live.js';
import {
  AccessibleControl,
  controlDescribedBy,
  controlLabel,
  descriptionBlock,
} from '../accessible-text.js';
import {hostStyles, textOn, visuallyHidden} from '../../styles/tokens.js';
import {
  UNITS,
  formatDuration,
  presetsUnder,
  splitForEditing,
  toSeconds,
  unitName,
  unitSeconds,
  type DurationUnit,
} from './internal/duration.js';
import {Localize} from '../../i18n/controller.js';
import '../../i18n/messages-svc.js';
import {liveChecked} from '../live-checked.js';

/**
 * @summary Chooses how long something lasts: preset durations that fit under a maximum, or a
 * custom number and unit. The value is a number of seconds.
 *
 * A custom entry that cannot be taken (empty, zero, above the maximum) leaves no duration: `value`
 * becomes `undefined` (a bound model holds `null`), and while the entry is refused, or a value set
 * from outside is above the maximum, `invalid` is true, `validationMessage` says why and the
 * custom state `:state(invalid)` matches.
 *
 * @fires input - The user picked or typed a duration, after `value` has been updated (to
 * `undefined` when the typed entry cannot be taken).
 * @fires change - The user committed a duration (preset chosen, custom amount committed, unit
 * changed), after `value` has been updated (to `undefined` when the entry cannot be taken).
 *
 * @csspart base - The fieldset around everything.
 * @csspart label - The legend.
 * @csspart presets - The row of preset choices.
 * @csspart preset - One preset choice (and the "Custom" choice).
 * @csspart custom - The custom amount and unit, each with its visible label.
 * @csspart custom-label - The label of the custom amount, and of the unit.
 * @csspart amount - The custom amount input.
 * @csspart unit - The custom unit select.
 * @csspart summary - The chosen duration in words.
 * @csspart hint - The maximum, in words.
 * @csspart error - The message when a duration is refused or invalid.
 *
 * @cssprop [--svc-duration-picker-chip-radius=999px] - Corner radius of the preset chips.
 * @cssprop [--svc-duration-picker-selected-background=var(--svc-color-primary)] - Background of the chosen chip.
 * @cssprop [--svc-duration-picker-selected-color=black or white, by the background's lightness] - Text of the chosen chip.
 * @cssprop [--svc-duration-picker-error-color=var(--svc-color-danger)] - Colour of the error text.
 */
@customElement('svc-duration-picker')
export class SvcDurationPicker extends AccessibleControl(LitElement) {
  static override styles = [
    hostStyles,
    visuallyHidden,
    css`
      :host {
        --_chip-radius: var(--svc-duration-picker-chip-radius, 999px);
        --_selected-bg: var(--svc-duration-picker-selected-background, var(--_primary));
        --_selected-fg: var(--svc-duration-picker-selected-color, ${textOn('var(--_selected-bg)')});
        --_error-color: var(--svc-duration-picker-error-color, var(--_danger));
        display: block;
      }
      [part~='base'] {
        border: 0;
        margin: 0;
        padding: 0;
        min-width: 0;
        min-inline-size: 0;
        display: flex;
        flex-direction: column;
        gap: var(--_space-2);
      }
      [part~='label'] {
        max-inline-size: 100%;
        padding: 0;
        margin-block-end: var(--_space-1);
        font-weight: 600;
      }
      [part~='presets'] {
        display: flex;
        flex-wrap: wrap;
        gap: var(--_space-2);
      }
      [part~='preset'] {
        position: relative;
        display: inline-flex;
        align-items: center;
        min-height: var(--_control-sm);
        padding: 0 var(--_space-3);
        border: 1px solid var(--_border);
        border-radius: var(--_chip-radius);
        background: var(--_bg);
        cursor: pointer;
        user-select: none;
      }
      [part~='preset']:has(input:checked) {
        background: var(--_selected-bg);
        border-color: var(--_selected-bg);
        color: var(--_selected-fg);
      }
      [part~='preset']:has(input:focus-visible) {
        outline: var(--_focus-ring);
        outline-offset: var(--_focus-offset);
      }
      [part~='preset'] input {
        position: absolute;
        opacity: 0;
        inset: 0;
        margin: 0;
        cursor: pointer;
      }
      [part~='custom'] {
        display: flex;
        flex-wrap: wrap;
        gap: var(--_space-1) var(--_space-2);
        align-items: center;
      }
      [part~='custom-label'] {
        color: var(--_muted);
      }
      [part~='amount'],
      [part~='unit'] {
        font: inherit;
        color: inherit;
        background: var(--_bg);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        min-height: var(--_control-md);
        padding: var(--_space-1) var(--_space-2);
      }
      [part~='amount'] {
        width: 7em;
      }
      [part~='amount'][aria-invalid='true'] {
        border-color: var(--_error-color);
      }
      [part~='summary'],
      [part~='hint'] {
        margin: 0;
      }
      [part~='summary'] {
        font-weight: 600;
      }
      [part~='hint'] {
        color: var(--_muted);
      }
      [part~='error'] {
        color: var(--_error-color);
      }
      [part~='error']:empty {
        display: none;
      }
      /* Disabled: the choices and inputs are dimmed; the legend and the summary stay readable. */
      :host([disabled]) [part~='base'] {
        color: var(--_muted);
      }
      :host([disabled]) :is([part~='preset'], [part~='amount'], [part~='unit']) {
        opacity: 0.6;
        cursor: not-allowed;
      }
    `,
  ];

  /** Legend of the group; "Duration" when empty. */
  @property() label = '';

  /**
   * The chosen duration in seconds; `undefined` when none. Numeric and int64 strings ("28800")
   * are accepted and turned into a number.
   */
  @property({type: Number}) value?: number;

  /** The longest duration allowed, in seconds (number or int64 string); none when empty or 0. */
  @property({attribute: 'max-duration-seconds'}) maxDurationSeconds?: number | string;

  /** Validation message from the host; '' means valid. Shown once the user touched the picker. */
  @property() error = '';

  /** Show `error` at once, without waiting for the user to touch the picker. */
  @property({type: Boolean, attribute: 'show-errors'}) showErrors = false;

  /** Whether the picker is dimmed and cannot be changed. */
  @property({type: Boolean, reflect: true}) disabled = false;

  /**
   * Why the picker holds no acceptable duration: the custom entry was refused (zero, empty once
   * committed, above the maximum) or the value is above the maximum. '' when it is fine. The
   * host's `error` is not included.
   */
  get validationMessage(): string {
    return this.refusal || this.#overMax();
  }

  /** The picker cannot hold what the person entered, or its value is above the maximum. */
  get invalid(): boolean {
    return this.validationMessage !== '';
  }

  /** The custom amount and unit are shown (chosen by the user, or the value fits no preset). */
  @state() private customMode = false;
  /** Text of the custom amount input, as typed. */
  @state() private amountText = '';
  @state() private unit: DurationUnit = 'hour';
  /** Why the last custom entry was not taken. */
  @state() private refusal = '';
  @state() private touched = false;

  @query('#amount') private amountInput?: HTMLInputElement;

  #internals = this.attachInternals();
  readonly #i18n = new Localize(this);

  /** A duration in words of the element's language. */
  #words(seconds: number | undefined): string {
    return formatDuration(seconds, this.#i18n.locale);
  }

  /** The last value this element wrote; the same value coming back does not reset the inputs. */
  #written: number | undefined = undefined;

  override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('value')) {
      const seconds = toSeconds(this.value);
      if (seconds !== this.value) this.value = seconds;
      if (seconds !== this.#written) this.#syncInputs(seconds);
    }
    if (changed.has('maxDurationSeconds') && !this.customMode) this.#syncInputs(this.value);
  }

  override render() {
    const max = toSeconds(this.maxDurationSeconds);
    const presets = presetsUnder(max);
    const value = this.value;
    const showCustom = this.#showCustom;
    const hostError = this.touched || this.showErrors ? String(this.error ?? '') : '';
    const message = this.validationMessage || hostError;
    // Native input/change events from the inner controls stop here; the host fires its own.
    return html`<fieldset
      part="base"
      aria-label=${ifDefined(controlLabel(this))}
      aria-describedby=${ifDefined(controlDescribedBy(this))}
      ?disabled=${this.disabled}
      @input=${stop}
      @change=${stop}
    >
      <legend part="label">${this.label || this.#i18n.t('duration.label')}</legend>
      <div part="presets">
        ${presets.map(
          (p) =>
            html`<label part="preset"
              ><input
                type="radio"
                name="duration"
                value=${p}
                ?checked=${!showCustom && value === p}
                ${liveChecked(!showCustom && value === p)}
                @change=${() => this.#choosePreset(p)}
              /><span>${this.#words(p)}</span></label
            >`,
        )}
        <label part="preset"
          ><input
            type="radio"
            name="duration"
            value="custom"
            ?checked=${showCustom}
            ${liveChecked(showCustom)}
            @change=${this.#chooseCustom}
          /><span>${this.#i18n.t('duration.custom')}</span></label
        >
      </div>
      ${
        showCustom
          ? html`<div part="custom">
              <label part="custom-label" for="amount"
                >${this.#i18n.t('duration.customLabel')}</label
              >
              <input
                id="amount"
                part="amount"
                type="number"
                min="0"
                step="any"
                inputmode="decimal"
                .value=${live(this.amountText)}
                aria-invalid=${message ? 'true' : 'false'}
                aria-describedby="summary error"
                @input=${this.#onAmountInput}
                @change=${this.#onAmountChange}
                @blur=${this.#onAmountBlur}
              />
              <label part="custom-label" for="unit">${this.#i18n.t('duration.unit')}</label>
              <select id="unit" part="unit" .value=${live(this.unit)} @change=${this.#onUnitChange}>
                ${UNITS.map(
                  (u) =>
                    html`<option value=${u.id} ?selected=${u.id === this.unit}>
                      ${unitName(u.id, 2, this.#i18n.locale)}
                    </option>`,
                )}
              </select>
            </div>`
          : nothing
      }
      <p part="summary" id="summary">
        ${value === undefined ? this.#i18n.t('duration.none') : this.#words(value)}
      </p>
      ${max !== undefined ? html`<p part="hint">${this.#i18n.t('duration.upTo', {max: this.#words(max)})}</p>` : nothing}
      <div part="error" id="error" aria-live="polite">${message}</div>
      ${descriptionBlock(this)}
    </fieldset>`;
  }

  override updated() {
    if (this.invalid) this.#internals.states.add('invalid');
    else this.#internals.states.delete('invalid');
  }

  #overMax(): string {
    const max = toSeconds(this.maxDurationSeconds);
    const value = this.value;
    return value !== undefined && max !== undefined && value > max
      ? this.#i18n.t('duration.overMax', {value: this.#words(value), max: this.#words(max)})
      : '';
  }

  /** The custom inputs are on screen. */
  get #showCustom(): boolean {
    return this.customMode || presetsUnder(toSeconds(this.maxDurationSeconds)).length === 0;
  }

  /** Shows a value set from outside in the inputs. */
  #syncInputs(seconds: number | undefined) {
    const presets = presetsUnder(toSeconds(this.maxDurationSeconds));
    this.refusal = '';
    if (seconds === undefined) {
      this.customMode = false;
      return;
    }
    this.customMode = !presets.includes(seconds);
    const {amount, unit} = splitForEditing(seconds);
    this.amountText = String(amount);
    this.unit = unit;
  }

  #emit(type: 'input' | 'change') {
    // Built first, then dispatched: the manifest takes event names from @fires.
    const event = new Event(type, {bubbles: true, composed: true});
    this.dispatchEvent(event);
  }

  #write(seconds: number | undefined) {
    this.#written = seconds;
    this.value = seconds;
  }

  #choosePreset(seconds: number) {
    this.touched = true;
    this.customMode = false;
    this.refusal = '';
    const {amount, unit} = splitForEditing(seconds);
    this.amountText = String(amount);
    this.unit = unit;
    this.#write(seconds);
    this.#emit('input');
    this.#emit('change');
  }

  /**
   * "Custom" chosen: its fields appear after the radio group. Focus stays on the choice (arrow
   * keys keep moving through the group); Tab reaches the fields.
   */
  #chooseCustom() {
    this.customMode = true;
    this.touched = true;
  }

  /** The custom entry in seconds, or a reason it cannot be taken. */
  #customSeconds(): {seconds?: number; problem?: string} {
    const amount = Number(this.amountText);
    if (this.amountText.trim() === '' || !Number.isFinite(amount) || amount <= 0) {
      return {problem: this.#i18n.t('duration.enterNumber')};
    }
    const seconds = Math.round(amount * unitSeconds(this.unit));
    const max = toSeconds(this.maxDurationSeconds);
    if (max !== undefined && seconds > max) {
      return {
        problem: this.#i18n.t('duration.tooLong', {
          value: this.#words(seconds),
          max: this.#words(max),
        }),
      };
    }
    return {seconds};
  }

  #takeCustom(commit: boolean) {
    const {seconds, problem} = this.#customSeconds();
    // An empty box while typing is not yet a mistake; say so once the entry is committed.
    this.refusal =
      seconds === undefined && (commit || this.amountText.trim() !== '') ? (problem ?? '') : '';
    const changed = seconds !== this.value;
    this.#write(seconds);
    if (changed) this.#emit('input');
    if (commit) this.#emit('change');
  }

  #onAmountInput(e: Event) {
    // A focused amount input that a re-render removes fires a late change: not the user's entry.
    if (!this.#showCustom) return;
    this.amountText = (e.target as HTMLInputElement).value;
    this.touched = true;
    this.#takeCustom(false);
  }

  #onAmountChange(e: Event) {
    if (!this.#showCustom) return;
    this.amountText = (e.target as HTMLInputElement).value;
    this.#takeCustom(true);
  }

  #onAmountBlur() {
    if (this.#showCustom) this.touched = true;
  }

  #onUnitChange(e: Event) {
    this.unit = (e.target as HTMLSelectElement).value as DurationUnit;
    this.touched = true;
    this.#takeCustom(true);
  }
}

function stop(e: Event) {
  e.stopPropagation();
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-duration-picker': SvcDurationPicker;
  }
}
