import {LitElement, css, html, nothing} from 'lit';
import {property, state} from 'lit/decorators.js';
import {ifDefined} from 'lit/directives/if-defined.js';
import {live} from 'lit/directives/live.js';
import {repeat} from 'lit/directives/repeat.js';
import {hostStyles, visuallyHidden} from '../../styles/tokens.js';
import {toBoolean, toIdList, toText} from '../../model/coerce.js';
import {jsonAttribute} from '../json-attribute.js';
import {DrawnInParts} from '../../controllers/drawn-in-parts.js';
import {fieldStyles} from './internal/field-styles.js';
import {Localize} from '../../i18n/controller.js';
import {
  AccessibleControl,
  controlDescribedBy,
  controlLabel,
  descriptionBlock,
} from '../accessible-text.js';
import {liveChecked} from '../live-checked.js';

/** One option of a choice picker. */
export interface Choice {
  /** The value written when the option is selected. */
  id: string;
  /** Text of the option; the id is shown when it is missing. */
  label?: string;
  /** Secondary text under the label. */
  description?: string;
}

interface CleanChoice {
  id: string;
  label: string;
  description: string;
  /** Label and description folded for the filter (made on first need). */
  folded?: string;
}

/** How a choice picker shows its options (A2UI ChoicePicker `displayStyle`). */
export type ChoiceDisplayStyle = 'checkbox' | 'chips';

/** `chips` in any spelling (`CHIPS`, `DISPLAY_STYLE_CHIPS`); anything else is `checkbox`. */
export function normalizeDisplayStyle(value: unknown): ChoiceDisplayStyle {
  return typeof value === 'string' && /chips?$/i.test(value) ? 'chips' : 'checkbox';
}

/** Lower case without accents, so that a filter `cafe` finds `Café`. */
export function foldForFilter(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Options drawn in one task: a longer list is drawn this many more per task (a picker of 5,000
 * choices took a task of 70–90 ms in one go). `updateComplete` waits for all of them.
 */
export const CHOICES_PER_TASK = 200;

/** Keeps the usable choices: each needs a string or number `id`; the first of a duplicate id wins. */
export function cleanChoices(choices: unknown): CleanChoice[] {
  if (!Array.isArray(choices)) return [];
  const seen = new Set<string>();
  const out: CleanChoice[] = [];
  for (const c of choices) {
    if (c === null || typeof c !== 'object') continue;
    const raw = (c as {id?: unknown}).id;
    const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
    if (id === '' || seen.has(id)) continue;
    seen.add(id);
    const {label, description} = c as {label?: unknown; description?: unknown};
    out.push({id, label: toText(label) || id, description: toText(description)});
  }
  return out;
}

/**
 * @summary A labelled group of options: radio buttons, or check boxes when several may be chosen.
 *
 * A long list is drawn 200 options per task (`CHOICES_PER_TASK`), so no task runs long;
 * `updateComplete` resolves once every option is drawn.
 *
 * With `filterable`, a search box above the options shows only those whose label or description
 * contains what was typed (ignoring case and accents); the selection is kept whatever is shown.
 * Escape clears the box, Arrow Down moves to the first option shown, and a polite status says how
 * many options are shown. With `displayStyle="chips"` the options are pills that wrap on one line;
 * they stay radio buttons or check boxes for the keyboard and screen readers.
 *
 * @fires input - The user changed the selection, after `value` has been updated.
 * @fires change - The user changed the selection, after `value` has been updated (fired after `input`).
 *
 * @csspart base - The `<fieldset>` around the group.
 * @csspart label - The `<legend>` naming the group.
 * @csspart filter - The search box of a `filterable` picker.
 * @csspart no-match - The text shown when the filter matches no option.
 * @csspart options - The list of options.
 * @csspart option - The `<label>` of one option (box plus texts).
 * @csspart control - The native radio button or check box of an option.
 * @csspart option-label - The text of an option.
 * @csspart description - The secondary text of an option.
 * @csspart error - The error message (shown once the group was touched).
 *
 * @cssprop [--svc-choice-picker-gap=var(--svc-space-2)] - Space between options.
 * @cssprop [--svc-choice-picker-accent=var(--svc-color-primary)] - Colour of selected controls.
 * @cssprop [--svc-choice-picker-label-color=var(--svc-color-text)] - Colour of the group label.
 * @cssprop [--svc-choice-picker-description-color=var(--svc-color-text-muted)] - Colour of descriptions.
 * @cssprop [--svc-choice-picker-error-color=var(--svc-color-danger)] - Colour of the error text and required marker.
 * @cssprop [--svc-choice-picker-chip-border=var(--svc-color-border)] - Border of an unselected chip.
 * @cssprop [--svc-choice-picker-chip-selected-background=var(--svc-color-primary)] - Background of a selected chip.
 * @cssprop [--svc-choice-picker-chip-selected-color=var(--svc-color-on-primary)] - Text of a selected chip.
 */
export class SvcChoicePicker extends AccessibleControl(LitElement) {
  static override styles = [
    hostStyles,
    visuallyHidden,
    fieldStyles,
    css`
      :host {
        --_option-gap: var(--svc-choice-picker-gap, var(--_space-2));
        --_accent: var(--svc-choice-picker-accent, var(--_primary));
        --_label-color: var(--svc-choice-picker-label-color, var(--_text));
        --_description-color: var(--svc-choice-picker-description-color, var(--_muted));
        --_error-color: var(--svc-choice-picker-error-color, var(--_danger));
        --_chip-border: var(--svc-choice-picker-chip-border, var(--_border));
        --_chip-selected-bg: var(--svc-choice-picker-chip-selected-background, var(--_accent));
        --_chip-selected-color: var(--svc-choice-picker-chip-selected-color, var(--_on-primary));
      }
      fieldset[part~='base'] {
        border: 0;
        margin: 0;
        padding: 0;
        min-inline-size: 0;
      }
      legend[part~='label'] {
        max-inline-size: 100%;
        padding: 0;
        margin-block-end: var(--_space-1);
      }
      [part~='options'] {
        display: flex;
        flex-direction: column;
        gap: var(--_option-gap);
      }
      [part~='option'] {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        column-gap: var(--_space-2);
        align-items: start;
        line-height: 1.25;
        cursor: pointer;
      }
      :host([disabled]) [part~='option'] {
        cursor: not-allowed;
      }
      [part~='control'] {
        --_box-size: calc(17px * var(--_scale));
        /* Centred on the option's first line (1.25em high, in the option's font). */
        font: inherit;
        margin: calc((1.25em - var(--_box-size)) / 2) 0 0;
        inline-size: var(--_box-size);
        block-size: var(--_box-size);
        accent-color: var(--_accent);
        cursor: inherit;
      }
      [part~='control']:focus-visible {
        outline: var(--_focus-ring);
        outline-offset: 2px;
      }
      [part~='description'] {
        grid-column: 2;
        color: var(--_description-color);
        font-size: 0.9em;
      }
      [part~='filter'] {
        font: inherit;
        color: inherit;
        min-width: 0;
        padding: var(--_space-1) var(--_space-2);
        background: var(--_bg);
        border: 1px solid var(--_control-border);
        border-radius: var(--_radius);
      }
      [part~='filter']:focus-visible {
        outline: var(--_focus-ring);
        outline-offset: 1px;
      }
      [part~='no-match'] {
        margin: 0;
        color: var(--_description-color);
      }
      .chips {
        flex-direction: row;
        flex-wrap: wrap;
      }
      .chips [part~='option'] {
        position: relative;
        display: inline-flex;
        align-items: center;
        gap: var(--_space-1);
        padding: var(--_space-1) var(--_space-3);
        border: 1px solid var(--_chip-border);
        border-radius: 999px;
        overflow-wrap: anywhere;
      }
      /* The native control stays (keyboard, screen readers), drawn as nothing over the whole
         pill, so that its focus ring is the pill's. (No :has() here: it made adding and removing
         options in every picker about twice as costly.) */
      .chips [part~='control'] {
        appearance: none;
        position: absolute;
        inset: 0;
        inline-size: auto;
        block-size: auto;
        margin: 0;
        border-radius: inherit;
        background: none;
      }
      .chips .selected {
        background: var(--_chip-selected-bg);
        border-color: var(--_chip-selected-bg);
        color: var(--_chip-selected-color);
      }
      .chips .selected::before {
        content: '✓' / '';
      }
      .chips [part~='description'] {
        display: none;
      }
      :host([disabled]) .chips [part~='option'] {
        opacity: 0.6;
      }
    `,
  ];

  /**
   * Name of the group, shown above the options (see `hideLabel`). When empty, screen readers hear
   * "Choice" (radios) or "Options" (check boxes).
   */
  @property() label = '';

  /** The options: `{id, label, description}`. Entries without an id are skipped. */
  @property({converter: jsonAttribute}) choices: Choice[] = [];

  /**
   * The ids of the selected options, always an array (a single string or a JSON array string is
   * accepted and converted). With radios it holds at most one id.
   */
  @property({converter: {fromAttribute: (v: string | null) => toIdList(v)}})
  get value(): string[] {
    return this.#value;
  }
  set value(v: unknown) {
    // Lit wraps this accessor and requests the update.
    this.#value = toIdList(v);
  }
  #value: string[] = [];

  /** Allow several options (check boxes); otherwise one (radio buttons). */
  @property({type: Boolean, attribute: 'multi-select'}) multiSelect = false;

  /** Marks the label and makes an empty selection invalid ("Choose an option"). */
  @property({type: Boolean, reflect: true}) required = false;

  /** Hide the label visually; it still names the group for screen readers. */
  @property({type: Boolean, attribute: 'hide-label'}) hideLabel = false;

  /** Validation message; '' means valid. Shown once the user changed or left the group. */
  @property() error = '';

  /** Show the error at once, without waiting for the user to touch the group. */
  @property({type: Boolean, attribute: 'show-errors'}) showErrors = false;

  /** Whether the group is read-only for the user and dimmed. */
  @property({type: Boolean, reflect: true}) disabled = false;

  /** Show a search box that narrows the options shown to those matching what is typed. */
  @property({type: Boolean}) filterable = false;

  /**
   * `checkbox` (default): radio buttons or check boxes in a column; `chips`: pills that wrap. Any
   * spelling is accepted (`CHIPS`); unknown values give `checkbox`.
   */
  @property({attribute: 'display-style'}) displayStyle: ChoiceDisplayStyle | string = 'checkbox';

  /** What is typed in the filter box. */
  @state() private query = '';

  /** The user has changed or left the group. */
  @state() private touched = false;

  readonly #i18n = new Localize(this);

  /** How many options are drawn (see CHOICES_PER_TASK). */
  readonly #drawn = new DrawnInParts(this, CHOICES_PER_TASK, () => this.#shownChoices().length);
  #clean?: {from: unknown; list: CleanChoice[]};
  #filtered?: {from: CleanChoice[]; query: string; list: CleanChoice[]};
  /** How many options the last render drew. */
  #optionsDrawn = 0;

  /** The choices the filter lets through (all of them without one). */
  #shownChoices(): CleanChoice[] {
    const all = this.#cleanChoices();
    const query = toBoolean(this.filterable) ? foldForFilter(this.query.trim()) : '';
    if (!query) return all;
    if (this.#filtered?.from !== all || this.#filtered.query !== query) {
      const list = all.filter((c) =>
        (c.folded ??= foldForFilter(`${c.label}\n${c.description}`)).includes(query),
      );
      this.#filtered = {from: all, query, list};
    }
    return this.#filtered.list;
  }

  #cleanChoices(): CleanChoice[] {
    if (!this.#clean || this.#clean.from !== this.choices) {
      this.#clean = {from: this.choices, list: cleanChoices(this.choices)};
    }
    return this.#clean.list;
  }

  protected override getUpdateComplete(): Promise<boolean> {
    return this.#drawn.complete(() => super.getUpdateComplete());
  }

  override render() {
    const multi = toBoolean(this.multiSelect);
    const required = toBoolean(this.required);
    const all = this.#cleanChoices();
    const shown = this.#shownChoices();
    const choices = shown.length > this.#drawn.count ? shown.slice(0, this.#drawn.count) : shown;
    this.#optionsDrawn = choices.length;
    const filterable = toBoolean(this.filterable);
    // #shownChoices gives the list itself back unless a filter narrows it.
    const filtering = shown !== all;
    const selected = new Set(this.#value);
    const label = toText(this.label);
    const error =
      toText(this.error) ||
      (required && !all.some((c) => selected.has(c.id)) ? this.#i18n.t('choice.required') : '');
    const showError = error !== '' && (this.touched || toBoolean(this.showErrors));
    return html`<fieldset
      part="base"
      role=${multi ? 'group' : 'radiogroup'}
      aria-required=${ifDefined(!multi && required ? 'true' : undefined)}
      aria-invalid=${ifDefined(showError ? 'true' : undefined)}
      aria-label=${ifDefined(controlLabel(this))}
      aria-describedby=${ifDefined(controlDescribedBy(this, showError && 'error'))}
      ?disabled=${toBoolean(this.disabled)}
      @focusout=${this.#onFocusOut}
      @input=${this.#stop}
    >
      <legend
        part="label"
        class=${toBoolean(this.hideLabel) || label === '' ? 'visually-hidden' : ''}
      >
        ${label || this.#i18n.t(multi ? 'choice.options' : 'choice.choice')}${
          required
            ? html`<span class="required-marker" aria-hidden="true">*</span>${
                  multi
                    ? html`<span class="visually-hidden">
                        ${this.#i18n.t('choice.requiredHint')}</span
                      >`
                    : nothing
                }`
            : nothing
        }
      </legend>
      ${filterable ? this.#renderFilter(shown.length, all.length, filtering) : nothing}
      <div
        part="options"
        id="options"
        class=${normalizeDisplayStyle(this.displayStyle) === 'chips' ? 'chips' : ''}
      >
        ${repeat(
          choices,
          (c) => c.id,
          (c, i) =>
            html`<label part="option" class=${selected.has(c.id) ? 'selected' : ''}>
              <input
                part="control"
                type=${multi ? 'checkbox' : 'radio'}
                name="choice"
                .value=${c.id}
                ?checked=${selected.has(c.id)}
                ${liveChecked(selected.has(c.id))}
                aria-describedby=${ifDefined(c.description ? `description-${i}` : undefined)}
                @change=${this.#onChange}
              />
              <span part="option-label">${c.label}</span>
              ${
                c.description
                  ? html`<span part="description" id=${`description-${i}`}>${c.description}</span>`
                  : nothing
              }
            </label>`,
        )}
      </div>
      <div part="error" id="error" aria-live="polite">${showError ? error : nothing}</div>
      ${descriptionBlock(this)}
    </fieldset>`;
  }

  #renderFilter(shown: number, total: number, filtering: boolean) {
    const label = this.#i18n.t('choice.filter');
    return html`<input
        part="filter"
        type="search"
        autocomplete="off"
        aria-label=${label}
        placeholder=${label}
        aria-controls="options"
        .value=${live(this.query)}
        @input=${this.#onFilterInput}
        @keydown=${this.#onFilterKeyDown}
      />
      ${
        filtering && shown === 0
          ? html`<p part="no-match">${this.#i18n.t('choice.noMatch')}</p>`
          : nothing
      }
      <div class="visually-hidden" role="status">
        ${filtering ? this.#i18n.t('choice.filterCount', {shown, total}) : nothing}
      </div>`;
  }

  #onFilterInput(e: Event) {
    this.#setQuery((e.target as HTMLInputElement).value);
  }

  /**
   * A new filter draws at most as many options at once as were drawn before it, and the rest in
   * parts: clearing a filter that matched nothing must not draw 5,000 options in one task.
   */
  #setQuery(query: string) {
    if (query === this.query) return;
    this.query = query;
    this.#drawn.count = Math.max(CHOICES_PER_TASK, this.#optionsDrawn);
  }

  #onFilterKeyDown(e: KeyboardEvent) {
    if (e.key === 'Escape' && this.query !== '') {
      // Only clears the box: an enclosing dialog stays open.
      e.stopPropagation();
      e.preventDefault();
      this.#setQuery('');
    } else if (e.key === 'ArrowDown') {
      const first = this.renderRoot.querySelector<HTMLInputElement>('[part~="control"]');
      if (first) {
        e.preventDefault();
        first.focus();
      }
    }
  }

  #stop(e: Event) {
    // The native, composed `input` is replaced by ours, fired once `value` is up to date.
    e.stopPropagation();
  }

  #onChange(e: Event) {
    e.stopPropagation();
    const input = e.target as HTMLInputElement;
    const id = input.value;
    if (toBoolean(this.multiSelect)) {
      const rest = this.#value.filter((v) => v !== id);
      this.value = input.checked ? [...rest, id] : rest;
    } else if (input.checked) {
      this.value = [id];
    }
    this.touched = true;
    this.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
    this.dispatchEvent(new Event('change', {bubbles: true, composed: true}));
  }

  #onFocusOut(e: FocusEvent) {
    // Moving between the options of this group does not count as leaving it.
    const next = e.relatedTarget as Node | null;
    if (next && this.renderRoot.contains(next)) return;
    this.touched = true;
  }
}

customElements.define('svc-choice-picker', SvcChoicePicker);

declare global {
  interface HTMLElementTagNameMap {
    'svc-choice-picker': SvcChoicePicker;
  }
}
