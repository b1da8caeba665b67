import {css, html, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {live} from 'lit/directives/live.js';
import {pickerKindOf, pickerOf} from '../../form-rules/field-kind.js';
import type {PickerKind} from '../../form-rules/field-kind.js';
import {filterPickerItems, pickerQuery} from '../../form-rules/picker-query.js';
import type {ResourceItem, ResourceProvider} from '../../providers/types.js';
import {hostStyles} from '../../styles/tokens.js';
import type {MessageKey} from '../../i18n/messages.js';
import {chipList, chipStyles} from './internal/chips.js';
import {FormFieldBase} from './internal/field-base.js';
import {formFieldStyles} from './internal/field-styles.js';

/** The words of each kind of picker (the kind's noun is part of each message, for grammar). */
const WORDS = {
  appUser: ['form.picker.searchAppUser', 'form.picker.idAppUser', 'form.picker.noDirectoryAppUser'],
  user: ['form.picker.searchUser', 'form.picker.idUser', 'form.picker.noDirectoryUser'],
  resource: [
    'form.picker.searchResource',
    'form.picker.idResource',
    'form.picker.noDirectoryResource',
  ],
  item: ['form.picker.searchItem', 'form.picker.idItem', 'form.picker.noDirectoryItem'],
} as const satisfies Record<PickerKind | 'item', readonly MessageKey[]>;

/**
 * @summary A picker in `<svc-form>` for an app user, a user or a resource (one, or several for a
 * list field). It searches through the host's resource provider; without one it falls back to
 * typing the IDs, with a note saying so.
 *
 * @fires input - The selection changed; `value` is already updated.
 * @fires change - Same moment as `input`.
 *
 * @csspart base - The column holding label, selection, search, results, notes and error.
 * @csspart label - The label.
 * @csspart control - The search input (or the ID input without a provider).
 * @csspart selection - The chosen item of a single picker.
 * @csspart clear - The button that clears a single picker.
 * @csspart chips - The chosen items of a list picker.
 * @csspart chip - One chosen item.
 * @csspart chip-remove - Its remove button.
 * @csspart results - The list of search results.
 * @csspart option - One search result (a button).
 * @csspart status - Loading and error text.
 * @csspart description - The field's description.
 * @csspart hint - The fallback note.
 * @csspart note - A note about the field.
 * @csspart error - The error message.
 *
 * @cssprop [--svc-form-control-border-color=var(--svc-color-border)] - Border of the inputs and chips (shared by all form fields).
 */
@customElement('svc-form-picker')
export class SvcFormPicker extends FormFieldBase {
  static override styles = [
    hostStyles,
    formFieldStyles,
    chipStyles,
    css`
      [part~='results'] {
        list-style: none;
        margin: 0;
        padding: 0;
        border: 1px solid var(--_control-border);
        border-radius: var(--_control-radius);
        max-height: 14em;
        overflow: auto;
      }
      /* Options are list entries, not buttons of the button family. */
      [part~='option'] {
        display: block;
        width: 100%;
        min-height: 0;
        padding: var(--_space-1) var(--_space-3);
        text-align: start;
        border: none;
        border-radius: 0;
        background: none;
        color: inherit;
        font-weight: normal;
      }
      [part~='option']:hover {
        background: var(--_raised);
      }
      [part~='option'] small {
        display: block;
        color: var(--_muted);
      }
      [part~='selection'] {
        display: flex;
        align-items: center;
        gap: var(--_space-2);
      }
      [part~='status'] {
        color: var(--_muted);
        font-size: 0.9em;
      }
    `,
  ];

  /** The chosen id (single picker, a string field) or ids (list picker, a string-slice field). */
  @property({attribute: false}) value: string | string[] = '';

  /** Where options come from; without one the user types IDs. */
  @property({attribute: false}) resourceProvider: ResourceProvider | null | undefined = null;

  @state() private search = '';
  @state() private results: ResourceItem[] = [];
  @state() private status: 'idle' | 'loading' | 'error' | 'unavailable' = 'idle';
  /** The status line's words, read at render (so they follow the locale). */
  @state() private message: () => string = () => '';

  /** Display names of the items seen in results, by id. */
  #names = new Map<string, string>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #abort: AbortController | undefined;

  /** True for a string-slice field: several items. */
  get multiple(): boolean {
    return !!this.field?.stringSliceField;
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
    this.#abort?.abort();
  }

  override render() {
    const picker = this.field ? pickerOf(this.field) : undefined;
    const kind = pickerKindOf(picker);
    const [searchWords, idWords, noDirectoryWords] = WORDS[kind ?? 'item'];
    const searchable =
      !!this.resourceProvider && !!picker && !!kind && this.status !== 'unavailable';
    const hint = searchable ? '' : this.t(noDirectoryWords, {count: this.multiple ? 2 : 1});
    const ids = this.#ids();
    const text = (id: string) => this.#names.get(id) ?? id;
    const selection = this.multiple
      ? chipList(ids, {
          text,
          locked: this.locked,
          onRemove: (i) => this.#set(ids.filter((_, j) => j !== i)),
          removeLabel: (name) => this.i18n.t('common.remove', {name}),
        })
      : searchable && ids[0]
        ? html`<div part="selection">
            <span>${text(ids[0])}</span>${
              this.locked
                ? nothing
                : html`<button type="button" part="clear" @click=${() => this.#set([])}>
                    ${this.t('form.picker.clear', {name: text(ids[0])})}
                  </button>`
            }
          </div>`
        : nothing;
    const inputValue = searchable || this.multiple ? this.search : (ids[0] ?? '');
    return this.frame(
      html`${selection}
        <input
          id="control"
          part="control"
          class="input"
          type=${searchable ? 'search' : 'text'}
          placeholder=${this.t(searchable ? searchWords : idWords)}
          .value=${live(inputValue)}
          ?disabled=${this.disabled}
          ?readonly=${this.readOnly}
          aria-invalid=${this.error ? 'true' : 'false'}
          aria-describedby=${this.describedBy(!!hint) || nothing}
          @input=${(e: Event) => this.#onInput(e, searchable)}
          @keydown=${(e: KeyboardEvent) => this.#onKeyDown(e, searchable)}
          @change=${(e: Event) => this.#onChange(e, searchable)}
        />
        ${this.status === 'loading' ? html`<div part="status" role="status">${this.t('form.picker.searching')}</div>` : nothing}
        ${this.status === 'error' ? html`<div part="status" role="status">${this.message()}</div>` : nothing}
        ${
          searchable && this.results.length > 0
            ? html`<ul part="results" aria-label=${this.t('form.picker.results')}>
                ${this.results.map(
                  (item) =>
                    html`<li>
                      <button type="button" part="option" @click=${() => this.#pick(item)}>
                        <span>${item.displayName || item.id}</span>
                        ${item.description ? html`<small>${item.description}</small>` : nothing}
                      </button>
                    </li>`,
                )}
              </ul>`
            : nothing
        }`,
      {hint},
    );
  }

  #ids(): string[] {
    const v = this.value;
    if (Array.isArray(v)) return v.filter((s) => typeof s === 'string');
    return typeof v === 'string' && v !== '' ? [v] : [];
  }

  #set(ids: string[]) {
    this.value = this.multiple ? ids : (ids[0] ?? '');
    this.emit('input');
    this.emit('change');
  }

  #onInput(e: Event, searchable: boolean) {
    e.stopPropagation();
    const text = (e.target as HTMLInputElement).value;
    if (searchable) {
      this.search = text;
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => this.#query(text), 250);
    } else if (this.multiple) {
      this.search = text;
    } else {
      this.value = text;
      this.emit('input');
    }
  }

  #onKeyDown(e: KeyboardEvent, searchable: boolean) {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (searchable) {
      clearTimeout(this.#timer);
      this.#query(this.search);
    } else if (this.multiple) {
      this.#addTyped();
    }
  }

  #onChange(e: Event, searchable: boolean) {
    e.stopPropagation();
    if (searchable) return;
    if (this.multiple) this.#addTyped();
    else this.emit('change');
  }

  #addTyped() {
    const id = this.search.trim();
    this.search = '';
    if (id !== '') this.#set([...this.#ids(), id]);
  }

  #pick(item: ResourceItem) {
    this.#names.set(item.id, item.displayName || item.id);
    const ids = this.#ids();
    this.#set(this.multiple ? (ids.includes(item.id) ? ids : [...ids, item.id]) : [item.id]);
    if (!this.multiple) this.results = [];
    this.search = '';
  }

  async #query(search: string) {
    const picker = this.field ? pickerOf(this.field) : undefined;
    const query = picker ? pickerQuery(picker, search) : undefined;
    const provider = this.resourceProvider;
    if (!provider || !picker || !query) return;
    this.#abort?.abort();
    const abort = (this.#abort = new AbortController());
    this.status = 'loading';
    try {
      const page = await provider.listResources(query, {signal: abort.signal});
      if (abort.signal.aborted) return;
      this.results = filterPickerItems(picker, page?.items ?? []);
      for (const item of this.results) this.#names.set(item.id, item.displayName || item.id);
      this.status = 'idle';
      this.message = () => '';
      if (this.results.length === 0) {
        this.status = 'error';
        this.message = () => this.t('form.picker.nothingFound');
      }
    } catch (error) {
      if (abort.signal.aborted) return;
      this.results = [];
      if ((error as Error)?.name === 'ProviderUnavailableError') {
        this.status = 'unavailable';
      } else {
        this.status = 'error';
        const reason = (error as Error)?.message;
        this.message = () =>
          this.t('form.picker.failed', {reason: reason || this.t('form.picker.unknownError')});
      }
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-form-picker': SvcFormPicker;
  }
}
