import {LitElement, html, nothing} from 'lit';
import type {PropertyValues, TemplateResult} from 'lit';
import {property} from 'lit/decorators.js';
import type {Field} from '../../../api/types.js';
import {isReadOnly, labelOf} from '../../../form-rules/field-kind.js';
import {fieldNotes} from '../../../form-rules/notes.js';
import {messagesFor} from '../../../form-rules/messages.js';
import {Localize} from '../../../i18n/controller.js';
import {formTranslator} from './localize.js';
import {patternEngineLoading} from '../../../form-rules/pattern.js';

/**
 * What every field element of `<svc-form>` shares: the field definition, the error to show, the
 * disabled state, the frame around the control (label, description, hint, notes, error) and the
 * `input`/`change` events. Small on purpose: each element adds its own `value` and control.
 */
export abstract class FormFieldBase extends LitElement {
  /** The field definition (a Field of the service's Form, spec 2.3). */
  @property({attribute: false}) field: Field | null = null;

  /** Message shown under the control; `''` when the value is fine. */
  @property() error = '';

  /** Greys the field out and stops editing (the form is busy or disabled). */
  @property({type: Boolean, reflect: true}) disabled = false;

  /** The element's words, in the locale around it. */
  protected readonly i18n = new Localize(this);
  /** The translator of the form's messages (stable, so they are made once). */
  protected readonly t = formTranslator(this.i18n);

  /** The field's name, `''` without a field. */
  get name(): string {
    return this.field?.name ?? '';
  }

  /** Read-only by definition (shown but not editable). */
  protected get readOnly(): boolean {
    return this.field ? isReadOnly(this.field) : false;
  }

  /** Editing is blocked: disabled or read-only. */
  protected get locked(): boolean {
    return this.disabled || this.readOnly;
  }

  protected get label(): string {
    return this.field ? labelOf(this.field) : '';
  }

  override willUpdate(changed: PropertyValues<this>) {
    super.willUpdate(changed);
    // Whether a pattern can be tested here (its note) is known once the regex engine has loaded.
    if (changed.has('field'))
      void patternEngineLoading([this.field])?.then(() => this.requestUpdate());
  }

  /** The ids the control should name in `aria-describedby`. */
  protected describedBy(hint = false): string {
    const ids = [];
    if (this.field?.description) ids.push('description');
    if (hint) ids.push('hint');
    if (this.field && this.#notes().length > 0) ids.push('notes');
    if (this.error) ids.push('error');
    return ids.join(' ');
  }

  protected requiredMarker() {
    return this.field?.required
      ? html`<span class="required-marker" aria-hidden="true">*</span>`
      : nothing;
  }

  /** The label for a control with id `control`. */
  protected labelFor() {
    return html`<label part="label" for="control">${this.label}${this.requiredMarker()}</label>`;
  }

  /**
   * Label (unless `label` is given as `nothing`, for controls that label themselves), description,
   * the control, an optional hint, notes and the error.
   */
  protected frame(
    control: TemplateResult,
    {hint = '', label}: {hint?: string; label?: TemplateResult | typeof nothing} = {},
  ) {
    const notes = this.#notes();
    const description = this.field?.description ?? '';
    return html`<div part="base">
      ${label ?? this.labelFor()}
      ${description ? html`<div part="description" id="description">${description}</div>` : nothing}
      ${control} ${hint ? html`<div part="hint" id="hint">${hint}</div>` : nothing}
      ${
        notes.length > 0
          ? html`<div id="notes">${notes.map((n) => html`<div part="note">${n}</div>`)}</div>`
          : nothing
      }
      <div part="error" id="error" aria-live="polite">${this.error}</div>
    </div>`;
  }

  #notes(): string[] {
    return this.field ? fieldNotes(this.field, messagesFor(this.t)) : [];
  }

  /** Moves focus to the field's control (the first focusable part). */
  override focus(options?: FocusOptions) {
    const target = this.renderRoot.querySelector<HTMLElement>(
      '#control, input:not([disabled]), select, textarea, button',
    );
    if (target) target.focus(options);
    else super.focus(options);
  }

  /** Fires `input` (each edit) or `change` (a committed edit); both bubble and are composed. */
  protected emit(type: 'input' | 'change') {
    this.dispatchEvent(new Event(type, {bubbles: true, composed: true}));
  }

  /**
   * An edit of the field's text control: its native event stops here, `take` stores what the
   * control holds, and the field fires its own `input`.
   */
  protected edited(e: Event, take: (control: HTMLInputElement) => void) {
    e.stopPropagation();
    take(e.target as HTMLInputElement);
    this.emit('input');
  }
}
