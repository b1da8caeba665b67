import {css, html, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {live} from 'lit/directives/live.js';
import {hostStyles} from '../../styles/tokens.js';
import {FormFieldBase} from './internal/field-base.js';
import {formFieldStyles} from './internal/field-styles.js';

type Row = [key: string, value: string];

/**
 * @summary A string map in `<svc-form>`: rows of key and value, with add and remove buttons.
 *
 * @fires input - A key or value was edited, or a row added or removed; `value` is updated.
 * @fires change - A row edit was committed, or a row added or removed.
 *
 * @csspart base - The column holding label, rows, notes and error.
 * @csspart label - The label of the group.
 * @csspart row - One key/value row.
 * @csspart key - A key input.
 * @csspart value - A value input.
 * @csspart remove - A row's remove button.
 * @csspart add - The button that adds a row.
 * @csspart description - The field's description.
 * @csspart hint - A warning about repeated keys.
 * @csspart note - A note about the field.
 * @csspart error - The error message.
 *
 * @cssprop [--svc-form-control-border-color=var(--svc-color-border)] - Border of the inputs (shared by all form fields).
 */
@customElement('svc-form-map')
export class SvcFormMap extends FormFieldBase {
  static override styles = [
    hostStyles,
    formFieldStyles,
    css`
      .rows {
        display: flex;
        flex-direction: column;
        gap: var(--_space-1);
      }
      [part~='row'] {
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
        gap: var(--_space-1);
        align-items: center;
      }
      [part~='add'] {
        align-self: flex-start;
      }
    `,
  ];

  /** The entries, by key. Rows with an empty key and value are left out. */
  @property({attribute: false}) value: Record<string, string> = {};

  /** The rows being edited (may hold a repeated or empty key for a moment). */
  @state() private rows: Row[] = [];

  /** The map the rows were last built from or produced. */
  #synced: Record<string, string> | undefined;

  override willUpdate() {
    if (this.value !== this.#synced) {
      this.rows = Object.entries(this.value ?? {}).filter(
        (e): e is Row => typeof e[1] === 'string',
      );
      this.#synced = this.value;
    }
  }

  override render() {
    const keys = this.rows.map(([k]) => k).filter((k) => k !== '');
    const repeated = keys.find((k, i) => keys.indexOf(k) !== i);
    const hint = repeated
      ? this.t('form.map.repeated', {key: this.t('form.quote', {text: repeated})})
      : '';
    const label = this.label;
    return this.frame(
      html`<div
        class="rows"
        role="group"
        aria-labelledby="label"
        aria-describedby=${this.describedBy(!!hint) || nothing}
      >
        ${this.rows.map(
          ([k, v], i) =>
            html`<div part="row">
              <input
                part="key"
                class="input"
                type="text"
                placeholder=${this.t('form.map.key')}
                aria-label=${this.t('form.map.keyLabel', {label, n: i + 1})}
                .value=${live(k)}
                ?disabled=${this.disabled}
                ?readonly=${this.readOnly}
                @input=${(e: Event) => this.#edit(e, i, 0)}
                @change=${this.#onChange}
              />
              <input
                part="value"
                class="input"
                type="text"
                placeholder=${this.t('form.map.value')}
                aria-label=${this.t('form.map.valueLabel', {label, n: i + 1})}
                .value=${live(v)}
                ?disabled=${this.disabled}
                ?readonly=${this.readOnly}
                aria-invalid=${this.error ? 'true' : 'false'}
                @input=${(e: Event) => this.#edit(e, i, 1)}
                @change=${this.#onChange}
              />
              ${
                this.locked
                  ? nothing
                  : html`<button
                      type="button"
                      part="remove"
                      aria-label=${this.t('form.map.removeRow', {label, n: i + 1})}
                      @click=${() => this.#removeRow(i)}
                    >
                      ×
                    </button>`
              }
            </div>`,
        )}
        ${
          this.locked
            ? nothing
            : html`<button type="button" part="add" @click=${this.#addRow}>
                ${this.t('form.map.add')}
              </button>`
        }
      </div>`,
      {label: html`<span part="label" id="label">${label}${this.requiredMarker()}</span>`, hint},
    );
  }

  #edit(e: Event, row: number, column: 0 | 1) {
    e.stopPropagation();
    const text = (e.target as HTMLInputElement).value;
    this.rows = this.rows.map((r, i) =>
      i === row ? (column === 0 ? [text, r[1]] : [r[0], text]) : r,
    );
    this.#publish();
    this.emit('input');
  }

  #onChange(e: Event) {
    e.stopPropagation();
    this.emit('change');
  }

  #addRow() {
    this.rows = [...this.rows, ['', '']];
    this.updateComplete.then(() => {
      const keys = this.renderRoot.querySelectorAll<HTMLInputElement>('[part~="key"]');
      keys[keys.length - 1]?.focus();
    });
  }

  #removeRow(index: number) {
    this.rows = this.rows.filter((_, i) => i !== index);
    this.#publish();
    this.emit('input');
    this.emit('change');
  }

  #publish() {
    // fromEntries defines own properties: a key such as `__proto__` stays a plain key.
    const map = Object.fromEntries(this.rows.filter(([k, v]) => k !== '' || v !== ''));
    this.#synced = map;
    this.value = map;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form-map': SvcFormMap;
  }
}
