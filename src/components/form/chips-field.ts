import {css, html, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {live} from 'lit/directives/live.js';
import {parseCount} from '../../form-rules/int64.js';
import {hostStyles} from '../../styles/tokens.js';
import {chipList, chipStyles} from './internal/chips.js';
import {FormFieldBase} from './internal/field-base.js';
import {formFieldStyles} from './internal/field-styles.js';

/**
 * @summary A list of strings in `<svc-form>`, entered as chips: type and press Enter (or a comma)
 * to add, press a chip's × to remove.
 *
 * @fires input - An item was added or removed; `value` is already updated.
 * @fires change - Same moment as `input`.
 *
 * @csspart base - The column holding label, chips, input, hint, notes and error.
 * @csspart label - The label.
 * @csspart chips - The list of items.
 * @csspart chip - One item.
 * @csspart chip-remove - The remove button of an item.
 * @csspart control - The input for a new item.
 * @csspart description - The field's description.
 * @csspart hint - How many items are allowed.
 * @csspart note - A note about the field.
 * @csspart error - The error message.
 *
 * @cssprop [--svc-form-control-border-color=var(--svc-color-border)] - Border of the control and chips (shared by all form fields).
 */
@customElement('svc-form-chips')
export class SvcFormChips extends FormFieldBase {
  static override styles = [
    hostStyles,
    formFieldStyles,
    chipStyles,
    css`
      .box {
        display: flex;
        flex-direction: column;
        gap: var(--_space-1);
      }
    `,
  ];

  /** The items, in order. */
  @property({attribute: false}) value: string[] = [];

  /** Text typed but not added yet. */
  @state() private draft = '';

  override render() {
    const s = this.field?.stringSliceField;
    const rules = s?.rules;
    const min = parseCount(rules?.minItems);
    const max = parseCount(rules?.maxItems);
    const hint = [
      min !== undefined && max !== undefined
        ? this.t('form.chips.range', {min, max})
        : min !== undefined
          ? this.t('form.chips.min', {min})
          : max !== undefined
            ? this.t('form.chips.max', {max})
            : '',
      rules?.unique ? this.t('form.chips.unique') : '',
    ]
      .filter(Boolean)
      .join(this.t('form.listSeparator'));
    const items = this.value ?? [];
    return this.frame(
      html`<div class="box">
        ${chipList(items, {
          locked: this.locked,
          onRemove: (i) => this.#remove(i),
          removeLabel: (name) => this.i18n.t('common.remove', {name}),
        })}
        ${
          this.locked
            ? nothing
            : html`<input
                id="control"
                part="control"
                class="input"
                type="text"
                enterkeyhint="enter"
                placeholder=${s?.placeholder || this.t('form.chips.placeholder')}
                .value=${live(this.draft)}
                ?disabled=${this.disabled}
                aria-invalid=${this.error ? 'true' : 'false'}
                aria-describedby=${this.describedBy(!!hint) || nothing}
                @input=${this.#onInput}
                @keydown=${this.#onKeyDown}
                @change=${(e: Event) => e.stopPropagation()}
                @blur=${() => this.#commitDraft()}
              />`
        }
      </div>`,
      {hint},
    );
  }

  #onInput(e: Event) {
    e.stopPropagation();
    const text = (e.target as HTMLInputElement).value;
    if (text.includes(',')) {
      const parts = text.split(',');
      this.draft = parts.pop() ?? '';
      this.#add(parts);
    } else {
      this.draft = text;
    }
  }

  #onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Enter') {
      e.preventDefault();
      this.#commitDraft();
    } else if (e.key === 'Backspace' && this.draft === '' && this.value.length > 0) {
      this.#remove(this.value.length - 1);
    }
  }

  #commitDraft() {
    const text = this.draft;
    this.draft = '';
    this.#add([text]);
  }

  #add(texts: string[]) {
    const items = texts.map((t) => t.trim()).filter((t) => t !== '');
    if (items.length === 0) return;
    this.value = [...(this.value ?? []), ...items];
    this.emit('input');
    this.emit('change');
  }

  #remove(index: number) {
    this.value = this.value.filter((_, i) => i !== index);
    this.emit('input');
    this.emit('change');
    this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('#control')?.focus());
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form-chips': SvcFormChips;
  }
}
