import {LitElement, css, html, nothing} from 'lit';
import type {PropertyValues} from 'lit';
import {property, state} from 'lit/decorators.js';
import {ifDefined} from 'lit/directives/if-defined.js';
import {live} from 'lit/directives/live.js';
import {hostStyles} from '../../styles/tokens.js';
import {toBoolean, toText} from '../../model/coerce.js';
import {
  fromInputValue,
  inferMode,
  normalizeMode,
  parseIsoValue,
  toInputValue,
} from './internal/date-time.js';
import type {DateTimeMode} from './internal/date-time.js';
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

const INPUT_TYPES: Record<DateTimeMode, string> = {
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
};

const MODE_NAMES: Record<DateTimeMode, string> = {
  date: 'a date',
  time: 'a time',
  datetime: 'a date and time',
};

/** A value quoted in the note, cut to a readable length. */
const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * @summary A labelled native date, time or date-and-time picker that reads and writes ISO 8601.
 *
 * A value with `Z` or an offset is shown in the viewer's local time and written back in UTC with
 * `Z`; a value without a zone stays plain local time; a cleared input writes ''. A value the control
 * cannot show ("next tuesday") leaves it empty with a visible note saying so. A date or time
 * entered only in part (a month without its day) has no value ('') and sets `validationMessage`
 * (the browser's words), shown as the error once the input was left; a surface does not send an
 * action with it.
 *
 * @fires input - The user changed the value, after `value` has been updated.
 * @fires change - The user committed a value, after `value` has been updated.
 *
 * @csspart base - The column holding label, control and error.
 * @csspart label - The label text.
 * @csspart control - The native `<input type="date|time|datetime-local">`.
 * @csspart error - The error message (shown once the input was touched).
 * @csspart note - Says that the value could not be read (the control cannot show it).
 *
 * @cssprop [--svc-date-time-input-border-color=var(--svc-color-border)] - Border of the control.
 * @cssprop [--svc-date-time-input-background=var(--svc-color-surface)] - Background of the control.
 * @cssprop [--svc-date-time-input-radius=var(--svc-radius)] - Corner radius of the control.
 * @cssprop [--svc-date-time-input-label-color=var(--svc-color-text)] - Colour of the label.
 * @cssprop [--svc-date-time-input-error-color=var(--svc-color-danger)] - Colour of the error text and border.
 */
export class SvcDateTimeInput extends AccessibleControl(LitElement) {
  static override styles = [
    hostStyles,
    boxedFieldStyles,
    css`
      :host {
        --_border-color: var(--svc-date-time-input-border-color, var(--_border));
        --_background: var(--svc-date-time-input-background, var(--_bg));
        --_control-radius: var(--svc-date-time-input-radius, var(--_radius));
        --_label-color: var(--svc-date-time-input-label-color, var(--_text));
        --_error-color: var(--svc-date-time-input-error-color, var(--_danger));
      }
      [part~='control'] {
        max-width: 100%;
        align-self: flex-start;
      }
      [part~='note'] {
        color: var(--_muted);
        font-size: 0.9em;
        overflow-wrap: break-word;
      }
    `,
  ];

  /** Label shown above the control; it names the control for assistive technology. */
  @property() label = '';

  /**
   * ISO 8601 value: `YYYY-MM-DD`, `HH:mm[:ss]` or `YYYY-MM-DDTHH:mm[:ss]`, optionally with `Z` or
   * an offset. '' when empty.
   */
  @property() value = '';

  /** Earliest value the picker offers (ISO 8601, same forms as `value`). Does not validate. */
  @property() min = '';

  /** Latest value the picker offers (ISO 8601, same forms as `value`). Does not validate. */
  @property() max = '';

  /**
   * `date`, `time` or `datetime` (SDK spellings `DATE`, `TIME`, `DATE_TIME` accepted). When unset,
   * the shape of `value`, `min` or `max` decides, else `datetime`.
   */
  @property() mode = '';

  /** The SDK's name for `mode` (`DATE`, `TIME`, `DATE_TIME`); `mode` wins when both are set. */
  @property({attribute: 'input-type'}) inputType = '';

  /** Validation message; '' means valid. Shown once the user edited or left the input. */
  @property() error = '';

  /** Show the error at once, without waiting for the user to touch the input. */
  @property({type: Boolean, attribute: 'show-errors'}) showErrors = false;

  /** Whether the input is read-only for the user and dimmed. */
  @property({type: Boolean, reflect: true}) disabled = false;

  /** The user has edited or left the input. */
  @state() private touched = false;

  readonly #events = fieldEvents(this, (control) => {
    this.value = fromInputValue(control.value, this.#mode, this.value, {zoned: this.#zoned});
    this.touched = true;
  });

  /** The mode in use; stays as inferred when the value is cleared. */
  #mode: DateTimeMode = 'datetime';
  /** Whether values are written in UTC (the last non-empty value had a zone). */
  #zoned = false;

  /**
   * Why the control cannot hold what the person entered (a date or time entered only in part), in
   * the browser's words; '' when it can. The host's `error` is not included.
   */
  get validationMessage(): string {
    return badInputMessage(this.renderRoot, () => this.#i18n.t('surface.notValid'));
  }

  /** The mode the control currently uses (`date`, `time` or `datetime`). */
  get effectiveMode(): DateTimeMode {
    return this.#mode;
  }

  override willUpdate(changed: PropertyValues<this>) {
    if (
      changed.has('mode') ||
      changed.has('inputType') ||
      changed.has('value') ||
      changed.has('min') ||
      changed.has('max')
    ) {
      this.#mode =
        normalizeMode(this.mode) ??
        normalizeMode(this.inputType) ??
        inferMode(this.value, this.min, this.max) ??
        this.#mode;
    }
    if (changed.has('value')) {
      const parsed = parseIsoValue(this.value);
      if (parsed) this.#zoned = parsed.offset !== undefined;
    }
  }

  readonly #i18n = new Localize(this);

  override render() {
    const mode = this.#mode;
    const label = toText(this.label);
    const error = toText(this.error) || this.validationMessage;
    const showError = error !== '' && (this.touched || toBoolean(this.showErrors));
    const min = toInputValue(this.min, mode);
    const max = toInputValue(this.max, mode, {endOfDay: true});
    const shown = toInputValue(this.value, mode);
    const unreadable = shown === '' ? toText(this.value).trim() : '';
    const describedBy = controlDescribedBy(this, unreadable && 'note', showError && 'error');
    return html`<div part="base">
      ${label === '' ? nothing : html`<label part="label" for="control">${label}</label>`}
      <input
        id="control"
        part="control"
        type=${INPUT_TYPES[mode]}
        min=${min || nothing}
        max=${max || nothing}
        aria-label=${ifDefined(
          controlLabel(
            this,
            label === ''
              ? this.#i18n.t(mode === 'time' ? 'dateTime.time' : 'dateTime.date')
              : undefined,
          ),
        )}
        aria-describedby=${ifDefined(describedBy)}
        aria-invalid=${ifDefined(showError ? 'true' : undefined)}
        ?disabled=${toBoolean(this.disabled)}
        .value=${live(shown)}
        @input=${this.#events.input}
        @change=${this.#events.change}
        @blur=${this.#onBlur}
      />
      ${
        unreadable
          ? html`<div part="note" id="note">
              Could not read “${clip(unreadable)}” as ${MODE_NAMES[mode]}.
            </div>`
          : nothing
      }
      <div part="error" id="error" aria-live="polite">${showError ? error : nothing}</div>
      ${descriptionBlock(this)}
    </div>`;
  }

  #onBlur() {
    this.touched = true;
  }
}

customElements.define('svc-date-time-input', SvcDateTimeInput);

declare global {
  interface HTMLElementTagNameMap {
    'svc-date-time-input': SvcDateTimeInput;
  }
}
