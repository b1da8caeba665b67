import {consume} from '@lit/context';
import {LitElement, css, html, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {html as staticHtml, literal} from 'lit/static-html.js';
import type {StaticValue} from 'lit/static-html.js';
import type {Field, Form} from '../../api/types.js';
import {withDefaults} from '../../form-rules/defaults.js';
import {labelOf, presentationOf} from '../../form-rules/field-kind.js';
import type {FieldPresentation} from '../../form-rules/field-kind.js';
import {sectionsOf, visibleFields} from '../../form-rules/layout.js';
import {patternEngineLoading} from '../../form-rules/pattern.js';
import {checkRelationships} from '../../form-rules/relationships.js';
import {validateField, validateForm} from '../../form-rules/validate.js';
import type {ValidateOptions} from '../../form-rules/validate.js';
import {messagesFor} from '../../form-rules/messages.js';
import {Localize} from '../../i18n/controller.js';
import {formTranslator} from './internal/localize.js';
import type {FieldValue, FormErrors, FormValues} from '../../form-rules/values.js';
import {asString, asStringArray, asStringMap, isFileLike} from '../../form-rules/values.js';
import type {ResourceProvider} from '../../providers/types.js';
import {resourceProviderContext} from '../../providers/context.js';
import {buttonRule} from '../../styles/buttons.js';
import {hostStyles, textOn, visuallyHidden} from '../../styles/tokens.js';
import './bool-field.js';
import './chips-field.js';
import './date-field.js';
import {SvcFormSubmitEvent, SvcFormValueEvent} from './events.js';
import './file-field.js';
import {FormFieldBase} from './internal/field-base.js';
import './map-field.js';
import './number-field.js';
import './oauth2-field.js';
import './password-field.js';
import './picker-field.js';
import './select-field.js';
import './text-field.js';
import {HeadingLevels} from '../../controllers/element-headings.js';

/** Input types in which Enter submits the form. */
const ENTER_SUBMITS = new Set(['text', 'number', 'date', 'password']);

/**
 * The field element of each presentation that needs only the common bindings (field, value, error,
 * disabled), and how it reads its value from the form's values. Date and picker fields take one
 * more property each and are rendered on their own.
 */
const PLAIN_FIELDS: Partial<Record<FieldPresentation, [StaticValue, (v: FieldValue) => unknown]>> =
  {
    checkbox: [literal`svc-form-bool`, (v) => v === true],
    toggle: [literal`svc-form-bool`, (v) => v === true],
    number: [literal`svc-form-number`, asString],
    text: [literal`svc-form-text`, asString],
    password: [literal`svc-form-password`, asString],
    select: [literal`svc-form-select`, asString],
    chips: [literal`svc-form-chips`, asStringArray],
    map: [literal`svc-form-map`, asStringMap],
    file: [literal`svc-form-file`, (v) => (isFileLike(v) ? v : null)],
    oauth2: [literal`svc-form-oauth2`, asString],
  };

/**
 * @summary A form drawn from the service's Form type (spec 2.3): every field kind, its rules and
 * the relationships between fields, with groups as sections (the default group first).
 *
 * Errors show once a field was changed, and for every field after a submit attempt; the
 * relationship checks run from the first submit attempt on. Password values stay in properties:
 * never in attributes, never logged.
 *
 * @fires input - {SvcFormValueEvent} Each edit; `values` holds every field's value, `field` the edited field's name.
 * @fires change - {SvcFormValueEvent} A committed edit; same fields as `input`.
 * @fires submit - {SvcFormSubmitEvent} The user submitted and every check passed; `values` holds the shown fields' values. Not fired while invalid, busy or disabled.
 * @fires svc-oauth2-connect - {SvcOAuth2ConnectEvent} The user pressed Connect on an OAuth2 field (from the field, passes through).
 *
 * @slot actions - Extra buttons next to the submit button (for example Cancel or Skip).
 *
 * @csspart form - The native form element.
 * @csspart title - The form's display name.
 * @csspart description - The form's description.
 * @csspart form-error - Messages that belong to no shown field (from `setErrors`).
 * @csspart section - A group of fields.
 * @csspart section-title - A group's display name.
 * @csspart section-help - A group's help text.
 * @csspart field - Each field element.
 * @csspart unsupported - A field of a kind this version cannot draw.
 * @csspart actions - The row holding the submit button and the `actions` slot.
 * @csspart submit - The submit button.
 *
 * @cssprop [--svc-form-gap=var(--svc-space-4)] - Space between fields.
 * @cssprop [--svc-form-label-color=var(--svc-color-text)] - Colour of field labels.
 * @cssprop [--svc-form-error-color=var(--svc-color-danger)] - Colour of error messages and invalid borders.
 * @cssprop [--svc-form-control-background=var(--svc-color-surface)] - Background of inputs.
 * @cssprop [--svc-form-control-border-color=var(--svc-color-border)] - Border of inputs.
 * @cssprop [--svc-form-control-radius=var(--svc-radius)] - Corner radius of inputs.
 * @cssprop [--svc-form-submit-background=var(--svc-color-primary)] - Background of the submit button.
 * @cssprop [--svc-form-submit-color=black or white, by the background's lightness] - Text colour of the submit button.
 */
@customElement('svc-form')
export class SvcForm extends LitElement {
  static override styles = [
    hostStyles,
    visuallyHidden,
    buttonRule("[part~='submit']"),
    css`
      :host {
        --_gap: var(--svc-form-gap, var(--_space-4));
        --_submit-bg: var(--svc-form-submit-background, var(--_primary));
        --_submit-color: var(--svc-form-submit-color, ${textOn('var(--_submit-bg)')});
        display: block;
      }
      [part~='form'],
      [part~='section'] {
        display: flex;
        flex-direction: column;
        gap: var(--_gap);
        min-width: 0;
      }
      fieldset[part~='section'] {
        margin: 0;
        padding: var(--_space-3) var(--_space-4) var(--_space-4);
        border: 1px solid var(--svc-form-control-border-color, var(--_border));
        border-radius: var(--_radius-lg);
      }
      [part~='title'] {
        margin: 0;
        font-size: 1.25em;
        font-weight: var(--_weight-strong);
      }
      [part~='description'],
      [part~='section-help'] {
        margin: 0;
        color: var(--_muted);
        white-space: pre-line;
        overflow-wrap: break-word;
      }
      [part~='section-title'] {
        font-weight: 600;
        padding: 0 var(--_space-1);
      }
      [part~='form-error'] {
        color: var(--svc-form-error-color, var(--_danger));
        border: 1px solid currentColor;
        border-radius: var(--_radius);
        padding: var(--_space-2) var(--_space-3);
      }
      [part~='form-error'] ul {
        margin: 0;
        padding-inline-start: 1.2em;
      }
      [part~='unsupported'] {
        color: var(--_muted);
      }
      [part~='actions'] {
        display: flex;
        flex-wrap: wrap;
        gap: var(--_space-2);
        align-items: center;
      }
      [part~='submit'] {
        --_button-bg: var(--_submit-bg);
        --_button-border: var(--_submit-bg);
        --_button-fg: var(--_submit-color);
        gap: var(--_space-2);
      }
      .spinner {
        width: 1em;
        height: 1em;
        border: 2px solid currentColor;
        border-inline-end-color: transparent;
        border-radius: 50%;
        animation: spin 0.8s linear infinite;
      }
      @keyframes spin {
        to {
          transform: rotate(1turn);
        }
      }
      @media (prefers-reduced-motion: reduce) {
        .spinner {
          animation: none;
        }
      }
    `,
  ];

  /** The form to draw (a Form of the service, spec 2.3). */
  @property({attribute: false}) form: Form | null = null;

  /**
   * Values by field name. Fields left undefined start with their default. Updated as the user
   * edits (a new object each time); set it to change values from outside, `{}` to start over.
   */
  @property({attribute: false}) value: FormValues = {};

  /** Text of the submit button; empty: "Submit" in the form's locale. */
  @property({attribute: 'submit-label'}) submitLabel = '';

  /** Work is in progress (for example saving): shows a spinner and blocks editing and submitting. */
  @property({type: Boolean, reflect: true}) busy = false;

  /** Blocks editing and submitting. */
  @property({type: Boolean, reflect: true}) disabled = false;

  /** Hides the submit button (submit with `requestSubmit()` or a button of your own). */
  @property({type: Boolean, attribute: 'hide-submit'}) hideSubmit = false;

  /** Hides the form's display name (its description still shows). */
  @property({type: Boolean, attribute: 'hide-title'}) hideTitle = false;

  /** Today's date `YYYY-MM-DD` for date defaults and bounds; empty: the viewer's local date. */
  @property() today = '';

  /**
   * Searches users and resources for picker fields. Falls back to the provider of an enclosing
   * `<svc-surface>`; without any, pickers ask for typed IDs.
   */
  @property({attribute: false}) resourceProvider: ResourceProvider | null = null;

  @consume({context: resourceProviderContext, subscribe: true})
  @state()
  private contextProvider?: ResourceProvider;

  /** Fields the user changed: their errors show. */
  @state() private touched: ReadonlySet<string> = new Set();
  /** A submit was attempted: all errors show, relationships are checked. */
  @state() private submitted = false;
  /** Errors from `setErrors`, until the field changes. */
  @state() private serverErrors: FormErrors = {};
  /** Settles when the regex engine the form's patterns need has loaded; undefined when loaded. */
  #patternsLoading?: Promise<void>;
  /** A submit waits for the regex engine (its pattern fields are not checked yet). */
  #submitWhenReady = false;

  readonly #i18n = new Localize(this);
  readonly #levels = new HeadingLevels(this);
  readonly #t = formTranslator(this.#i18n);

  override willUpdate(changed: Map<PropertyKey, unknown>) {
    if (changed.has('form') && changed.get('form') !== undefined) {
      this.touched = new Set();
      this.submitted = false;
      this.serverErrors = {};
      this.#submitWhenReady = false;
    }
    if (changed.has('form')) this.#awaitPatterns();
    if (changed.has('form') || changed.has('value')) {
      const merged = withDefaults(this.form, this.value, this.#options());
      if (Object.keys(merged).some((k) => this.value?.[k] !== merged[k])) this.value = merged;
    }
  }

  /**
   * Checks every field and relationship, shows all the messages, and returns them by field name
   * (empty when the form is valid).
   */
  validate(): FormErrors {
    this.submitted = true;
    return validateForm(this.form, this.value, this.#options());
  }

  /**
   * Shows messages from the server, by field name (`{apiKey: 'This key was revoked'}`). Each one
   * stays until its field changes; messages for names that are not shown fields appear above the
   * form. `setErrors({})` clears them.
   */
  setErrors(errors: Record<string, string>) {
    const clean: FormErrors = {};
    for (const [name, message] of Object.entries(errors ?? {})) {
      if (typeof message === 'string' && message !== '') clean[name] = message;
    }
    this.serverErrors = clean;
  }

  /** Back to the default values, with no messages shown. */
  reset() {
    this.value = withDefaults(this.form, {}, this.#options());
    this.touched = new Set();
    this.submitted = false;
    this.serverErrors = {};
  }

  /**
   * Validates, and fires `submit` when everything passes (focusing the first invalid field
   * otherwise). Returns whether `submit` was fired. While the regex engine for the form's patterns
   * is still loading (the first form with a pattern on the page), a submit waits for it, then
   * validates again and submits if everything passes (false is returned meanwhile).
   */
  requestSubmit(): boolean {
    if (this.busy || this.disabled || !this.form) return false;
    const errors = this.validate();
    const names = Object.keys(errors);
    if (names.length > 0 && this.#patternsLoading) {
      this.#submitWhenReady = true;
      return false;
    }
    if (names.length > 0) {
      const first = visibleFields(this.form).find((f) => names.includes(f.name));
      this.updateComplete.then(() => this.#fieldElement(first?.name)?.focus());
      return false;
    }
    this.serverErrors = {};
    this.dispatchEvent(new SvcFormSubmitEvent(this.#shownValues()));
    return true;
  }

  /** Loads the regex engine when a field has a pattern; once there, checks again (and submits). */
  #awaitPatterns() {
    const loading = patternEngineLoading(this.form?.fields);
    this.#patternsLoading = loading;
    void loading?.then(() => {
      if (this.#patternsLoading !== loading) return;
      this.#patternsLoading = undefined;
      this.requestUpdate();
      if (this.#submitWhenReady) {
        this.#submitWhenReady = false;
        this.requestSubmit();
      }
    });
  }

  override render() {
    const form = this.form;
    if (!form) return nothing;
    const errors = this.#visibleErrors();
    const shown = new Set(visibleFields(form).map((f) => f.name));
    const orphanErrors = Object.entries(this.serverErrors).filter(([name]) => !shown.has(name));
    const locked = this.disabled || this.busy;
    return html`<form
      part="form"
      novalidate
      aria-busy=${this.busy ? 'true' : 'false'}
      @submit=${this.#onSubmit}
      @input=${this.#onFieldEvent}
      @change=${this.#onFieldEvent}
      @keydown=${this.#onKeyDown}
    >
      ${
        form.displayName && !this.hideTitle
          ? this.#levels.heading(1, 'title', form.displayName)
          : nothing
      }
      ${form.description ? html`<p part="description">${form.description}</p>` : nothing}
      ${
        orphanErrors.length > 0
          ? html`<div part="form-error" role="alert">
              <ul>
                ${orphanErrors.map(([, message]) => html`<li>${message}</li>`)}
              </ul>
            </div>`
          : nothing
      }
      ${sectionsOf(form).map((section) => {
        const fields = section.fields.map((f) =>
          this.#renderField(f, errors[f.name] ?? '', locked),
        );
        return section.displayName || section.helpText
          ? html`<fieldset part="section" data-group=${section.name}>
              ${
                section.displayName
                  ? html`<legend part="section-title">${section.displayName}</legend>`
                  : nothing
              }
              ${section.helpText ? html`<p part="section-help">${section.helpText}</p>` : nothing}
              ${fields}
            </fieldset>`
          : html`<div part="section" data-group=${section.name}>${fields}</div>`;
      })}
      <div part="actions">
        ${
          this.hideSubmit
            ? nothing
            : html`<button part="submit" type="submit" ?disabled=${locked}>
                ${
                  this.busy
                    ? html`<span class="spinner" aria-hidden="true"></span
                        ><span class="visually-hidden">${this.#i18n.t('form.working')}</span>`
                    : nothing
                }
                ${this.submitLabel || this.#i18n.t('form.submit')}
              </button>`
        }
        <slot name="actions"></slot>
      </div>
    </form>`;
  }

  #renderField(field: Field, error: string, disabled: boolean) {
    const v: FieldValue = this.value[field.name];
    const name = field.name;
    const presentation = presentationOf(field);
    const plain = PLAIN_FIELDS[presentation];
    if (plain) {
      const [tag, read] = plain;
      return staticHtml`<${tag}
        part="field"
        data-field=${name}
        .field=${field}
        .value=${read(v)}
        .error=${error}
        ?disabled=${disabled}
      ></${tag}>`;
    }
    switch (presentation) {
      case 'date':
        return html`<svc-form-date
          part="field"
          data-field=${name}
          .field=${field}
          .value=${asString(v)}
          .today=${this.today}
          .error=${error}
          ?disabled=${disabled}
        ></svc-form-date>`;
      case 'picker':
        return html`<svc-form-picker
          part="field"
          data-field=${name}
          .field=${field}
          .value=${field.stringSliceField ? asStringArray(v) : asString(v)}
          .resourceProvider=${this.resourceProvider ?? this.contextProvider ?? null}
          .error=${error}
          ?disabled=${disabled}
        ></svc-form-picker>`;
      default:
        return html`<div part="unsupported" data-field=${name}>
          ${this.#unsupported(labelOf(field))}
        </div>`;
    }
  }

  /** The message each field shows now: server first, then its own rules, then relationships. */
  #visibleErrors(): FormErrors {
    const errors: FormErrors = {};
    const options = this.#options();
    const relationships = this.submitted
      ? checkRelationships(this.form, this.value, messagesFor(this.#t))
      : {};
    for (const field of visibleFields(this.form)) {
      const name = field.name;
      const own =
        this.submitted || this.touched.has(name)
          ? validateField(field, this.value[name], options)
          : undefined;
      const message = this.serverErrors[name] ?? own ?? relationships[name];
      if (message) errors[name] = message;
    }
    return errors;
  }

  #onFieldEvent(e: Event) {
    const target = e.target;
    if (!(target instanceof FormFieldBase)) return;
    e.stopPropagation();
    const name = target.name;
    if (!name) return;
    const fieldValue = (target as FormFieldBase & {value: FieldValue}).value;
    this.value = {...this.value, [name]: fieldValue};
    if (name in this.serverErrors) {
      const {[name]: _, ...rest} = this.serverErrors;
      this.serverErrors = rest;
    }
    if (e.type === 'change' && !this.touched.has(name))
      this.touched = new Set([...this.touched, name]);
    this.dispatchEvent(new SvcFormValueEvent(e.type as 'input' | 'change', {...this.value}, name));
  }

  /** Enter in a one-line input submits, as in a native form (fields that use Enter stop it). */
  #onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Enter' || e.defaultPrevented || e.isComposing) return;
    const origin = e.composedPath()[0];
    if (origin instanceof HTMLInputElement && ENTER_SUBMITS.has(origin.type)) {
      e.preventDefault();
      this.requestSubmit();
    }
  }

  #onSubmit(e: SubmitEvent) {
    e.preventDefault();
    e.stopPropagation();
    this.requestSubmit();
  }

  #shownValues(): FormValues {
    const out: FormValues = {};
    for (const field of visibleFields(this.form)) out[field.name] = this.value[field.name];
    return out;
  }

  #fieldElement(name: string | undefined): HTMLElement | null {
    if (!name) return null;
    const all = this.renderRoot.querySelectorAll<HTMLElement>('[data-field]');
    return [...all].find((el) => el.dataset.field === name) ?? null;
  }

  #options(): ValidateOptions {
    return this.today ? {today: this.today, t: this.#t} : {t: this.#t};
  }

  /** "Label: this kind of field cannot be shown here.", the label in bold. */
  #unsupported(label: string) {
    const [before, after = ''] = this.#i18n
      .t('form.unsupported', {label: '\u0000'})
      .split('\u0000');
    return html`${before}<strong>${label}</strong>${after}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form': SvcForm;
  }
}
