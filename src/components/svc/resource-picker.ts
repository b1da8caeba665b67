import {LitElement, css, html, nothing} from 'lit';
import {customElement, property, query, state} from 'lit/decorators.js';
import {ifDefined} from 'lit/directives/if-defined.js';
import {live} from 'lit/directives/live.js';
import {consume} from '@lit/context';
import {Task, TaskStatus} from '@lit/task';
import {hostStyles, visuallyHidden} from '../../styles/tokens.js';
import {resourceProviderContext} from '../../providers/context.js';
import type {
  ResourceItem,
  ResourcePage,
  ResourceProvider,
  ResourceQuery,
} from '../../providers/types.js';
import {errorText, idsAttribute, mergeItems, toIds} from './internal/resource.js';
import {resourcePickerStyles} from './internal/resource-styles.js';
import {Localize} from '../../i18n/controller.js';
import {
  AccessibleControl,
  controlDescribedBy,
  controlLabel,
  descriptionBlock,
} from '../accessible-text.js';
import '../../i18n/messages-svc.js';

type PageArgs = readonly [
  ResourceProvider | undefined,
  string,
  string,
  string,
  string,
  string,
  number,
];

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * @summary Picks one or several resources (by default the MCP toolsets of an app and connector)
 * from a searchable list: a combobox with a listbox popup, operable by keyboard, with loading,
 * error (with retry), empty and "load more" states. Needs a resource provider (context or
 * `resourceProvider`); without one it says so.
 *
 * Keys in the search box: Down/Up move through the list (opening it), Home/End jump to the first
 * or last entry while it is open, Enter chooses, Escape closes the list (or clears the search),
 * Backspace in an empty box removes the last chosen entry.
 *
 * @fires change - The user chose or removed an entry, after `value` has been updated.
 *
 * @csspart base - The column holding everything.
 * @csspart label - The label.
 * @csspart chips - The list of chosen entries.
 * @csspart chip - One chosen entry.
 * @csspart remove - A chip's remove button.
 * @csspart input - The search box (role combobox).
 * @csspart popup - The popup under the search box.
 * @csspart listbox - The list of entries.
 * @csspart option - One entry (`aria-selected` when chosen, `data-active` when highlighted,
 * `aria-disabled` when the person cannot choose it: dimmed, and a click or Enter does nothing).
 * A pick clears the search text.
 * @csspart option-name - An entry's name.
 * @csspart option-detail - An entry's detail ("12 tools").
 * @csspart option-description - An entry's description.
 * @csspart status - Loading, empty, count and error messages.
 * @csspart retry - The retry button of the error state.
 * @csspart more - The "Load more" button.
 * @csspart notice - The "not available" message.
 *
 * @cssprop [--svc-resource-picker-border-color=var(--svc-color-border)] - Border of the box and popup.
 * @cssprop [--svc-resource-picker-background=var(--svc-color-surface)] - Background of the box and popup.
 * @cssprop [--svc-resource-picker-active-background=var(--svc-color-surface-raised)] - Highlighted entry.
 * @cssprop [--svc-resource-picker-chip-background=var(--svc-color-surface-raised)] - Chosen chips.
 * @cssprop [--svc-resource-picker-popup-max-height=288px] - Height of the popup before it scrolls.
 */
@customElement('svc-resource-picker')
export class SvcResourcePicker extends AccessibleControl(LitElement) {
  static override styles = [
    hostStyles,
    visuallyHidden,
    resourcePickerStyles,
    css`
      :host {
        --_border-color: var(--svc-resource-picker-border-color, var(--_border));
        --_background: var(--svc-resource-picker-background, var(--_bg));
        --_active-bg: var(--svc-resource-picker-active-background, var(--_raised));
        --_chip-bg: var(--svc-resource-picker-chip-background, var(--_raised));
        --_popup-max-height: var(--svc-resource-picker-popup-max-height, 288px);
      }
    `,
  ];

  /** The app whose resources are listed. */
  @property({attribute: 'app-id'}) appId = '';

  /** The connector whose resources are listed. */
  @property({attribute: 'connector-id'}) connectorId = '';

  /** The label above the search box. */
  @property() label = '';

  /**
   * The chosen id (single) or ids (`multiSelect`). Written back as a string ('' when none) or a
   * string array. Also accepts a JSON array in a string.
   */
  @property({converter: idsAttribute}) value: string | string[] = '';

  /** Passed to the provider with every query (its meaning is the provider's). */
  @property({attribute: 'mcp-tool-state'}) mcpToolState = '';

  /** Allow several entries; `value` is then an array. */
  @property({type: Boolean, attribute: 'multi-select'}) multiSelect = false;

  /** The resource type to list (`mcp_toolset` by default for the default provider). */
  @property({attribute: 'resource-type'}) resourceType = '';

  /** Hint in the empty search box. */
  @property() placeholder = '';

  /** Entries asked for per page. */
  @property({type: Number, attribute: 'page-size'}) pageSize = 25;

  /** Wait after the last keystroke before searching, in ms. */
  @property({type: Number, attribute: 'search-delay'}) searchDelay = 250;

  /** Whether the picker is dimmed and cannot be changed. */
  @property({type: Boolean, reflect: true}) disabled = false;

  /**
   * Where the entries come from. When unset, the provider given to the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) is used.
   */
  @property({attribute: false}) resourceProvider?: ResourceProvider;

  @consume({context: resourceProviderContext, subscribe: true})
  @state()
  private contextProvider?: ResourceProvider;

  @state() private open = false;
  /** Text in the search box. */
  @state() private query = '';
  /** The search the list shows (the query after the debounce). */
  @state() private search = '';
  @state() private activeIndex = -1;
  @state() private items: ResourceItem[] = [];
  @state() private nextToken = '';

  @query('#input') private input?: HTMLInputElement;

  /** Names of entries seen so far, for the chips. */
  #known = new Map<string, ResourceItem>();
  #timer?: ReturnType<typeof setTimeout>;
  /** Bumped for each new first page; a late "load more" of an older search is dropped. */
  #generation = 0;

  /** The provider and query of the current first page; "load more" continues it. */
  #current?: {provider: ResourceProvider; query: Omit<ResourceQuery, 'pageToken'>};

  #pages = new Task<PageArgs, ResourcePage | undefined>(this, {
    task: async (
      [provider, appId, connectorId, resourceType, mcpToolState, search, pageSize],
      {signal},
    ) => {
      this.#generation++;
      this.#more.abort();
      this.#current = undefined;
      if (!provider) return undefined;
      const query = {
        appId,
        connectorId,
        resourceType,
        mcpToolState,
        search,
        pageSize,
      };
      this.#current = {provider, query};
      return provider.listResources(query, {signal});
    },
    args: () =>
      [
        this.resourceProvider ?? this.contextProvider,
        str(this.appId),
        str(this.connectorId),
        str(this.resourceType),
        str(this.mcpToolState),
        this.search,
        this.#pageSize,
      ] as const,
    onComplete: (page) => this.#take(page, false),
  });

  #more = new Task<readonly [string, number], ResourcePage | undefined>(this, {
    autoRun: false,
    task: async ([pageToken, generation], {signal}) => {
      const current = this.#current;
      if (!current || generation !== this.#generation) return undefined;
      const page = await current.provider.listResources({...current.query, pageToken}, {signal});
      return generation === this.#generation ? page : undefined;
    },
    onComplete: (page) => this.#take(page, true),
  });

  get #pageSize(): number {
    const n = Math.floor(Number(this.pageSize));
    return Number.isFinite(n) && n > 0 ? Math.min(n, 100) : 25;
  }

  get #ids(): string[] {
    const ids = toIds(this.value);
    return this.multiSelect ? ids : ids.slice(0, 1);
  }

  readonly #i18n = new Localize(this);
  readonly #t = this.#i18n.t.bind(this.#i18n);

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
    this.open = false;
  }

  override render() {
    const provider = this.resourceProvider ?? this.contextProvider;
    const label = str(this.label);
    const unavailable =
      !provider || (this.#pages.status === TaskStatus.ERROR && isUnavailable(this.#pages.error));
    return html`<div part="base">
      ${label ? html`<label part="label" id="label" for="input">${label}</label>` : nothing}
      ${this.#renderChips()}
      ${
        unavailable
          ? html`<p part="notice">
              ${
                provider && this.#pages.error instanceof Error
                  ? this.#pages.error.message
                  : this.#t('picker.unavailable')
              }
            </p>`
          : this.#renderCombobox(label)
      }
      ${descriptionBlock(this)}
    </div>`;
  }

  #renderChips() {
    const ids = this.#ids;
    if (!ids.length) return nothing;
    return html`<ul
      part="chips"
      aria-label=${this.#t(this.multiSelect ? 'picker.chosen' : 'picker.chosenOne')}
    >
      ${ids.map((id) => {
        const name = this.#known.get(id)?.displayName ?? id;
        return html`<li part="chip">
          <span>${name}</span>
          <button
            part="remove"
            type="button"
            aria-label=${this.#t('common.remove', {name})}
            ?disabled=${this.disabled}
            @click=${() => this.#remove(id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>`;
      })}
    </ul>`;
  }

  #renderCombobox(label: string) {
    const active = this.open && this.activeIndex >= 0 ? `option-${this.activeIndex}` : undefined;
    return html`<div class="field">
      <input
        id="input"
        part="input"
        type="text"
        role="combobox"
        autocomplete="off"
        spellcheck="false"
        aria-autocomplete="list"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="listbox"
        aria-activedescendant=${ifDefined(active)}
        aria-label=${ifDefined(controlLabel(this, label ? undefined : this.#t('picker.search')))}
        aria-describedby=${ifDefined(controlDescribedBy(this, 'status'))}
        placeholder=${str(this.placeholder) || this.#t('picker.placeholder')}
        .value=${live(this.query)}
        ?disabled=${this.disabled}
        @input=${this.#onInput}
        @change=${stop}
        @keydown=${this.#onKeyDown}
        @click=${this.#onClick}
        @focusout=${this.#onFocusOut}
      />
      <div part="popup" ?hidden=${!this.open} @focusout=${this.#onFocusOut}>
        <ul
          part="listbox"
          id="listbox"
          role="listbox"
          aria-label=${label || this.#t('picker.resources')}
          aria-multiselectable=${this.multiSelect ? 'true' : 'false'}
          @mousedown=${(e: Event) => e.preventDefault()}
        >
          ${this.items.map((item, i) => this.#renderOption(item, i))}
        </ul>
        ${this.#renderStatus()}
      </div>
    </div>`;
  }

  #renderOption(item: ResourceItem, i: number) {
    const selected = this.#ids.includes(item.id);
    // Options never take focus: the combobox handles the keys (WAI-ARIA APG combobox pattern).
    // eslint-disable-next-line lit-a11y/click-events-have-key-events
    return html`<li
      part="option"
      id=${`option-${i}`}
      role="option"
      aria-selected=${selected ? 'true' : 'false'}
      aria-disabled=${item.disabled === true ? 'true' : nothing}
      ?data-active=${i === this.activeIndex}
      @click=${() => this.#choose(item)}
      @mousemove=${() => {
        if (this.activeIndex !== i) this.activeIndex = i;
      }}
    >
      <span class="check" aria-hidden="true">${selected ? '✓' : ''}</span>
      <span class="text">
        <span part="option-name">${item.displayName}</span>
        ${item.detail ? html`<span part="option-detail">${item.detail}</span>` : nothing}
        ${
          item.description
            ? html`<span part="option-description">${item.description}</span>`
            : nothing
        }
      </span>
    </li>`;
  }

  #renderStatus() {
    const loading = this.#pages.status === TaskStatus.PENDING;
    const moreLoading = this.#more.status === TaskStatus.PENDING;
    const failed = this.#pages.status === TaskStatus.ERROR;
    const moreFailed = this.#more.status === TaskStatus.ERROR;
    let message = '';
    const t = this.#t;
    if (loading) message = t('common.loading');
    else if (failed) message = errorText(this.#pages.error, t);
    else if (this.#pages.status === TaskStatus.COMPLETE) {
      const n = this.items.length;
      if (n === 0)
        message = this.search
          ? t('picker.noMatches', {search: this.search})
          : t('picker.nothingToChoose');
      else message = t(this.nextToken ? 'picker.countMore' : 'picker.count', {count: n});
      if (moreLoading) message = t('picker.loadingMore');
      if (moreFailed) message = errorText(this.#more.error, t);
    }
    const shown = this.open ? message : '';
    return html`<div part="status" id="status" role="status" aria-live="polite">${shown}</div>
      ${
        failed || moreFailed
          ? html`<button part="retry" type="button" @click=${this.#retry}>
              ${t('common.retry')}
            </button>`
          : nothing
      }
      ${
        !loading && !failed && !moreFailed && this.nextToken
          ? html`<button
              part="more"
              type="button"
              ?disabled=${moreLoading}
              @click=${this.#loadMore}
            >
              ${t('picker.loadMore')}
            </button>`
          : nothing
      }`;
  }

  #take(page: ResourcePage | undefined, append: boolean) {
    if (!page) return;
    const items = mergeItems(append ? this.items : [], page.items);
    for (const item of items) this.#known.set(item.id, item);
    this.items = items;
    this.nextToken = str(page.nextPageToken);
    if (!append) this.activeIndex = -1;
  }

  #setOpen(open: boolean) {
    if (this.open === open) return;
    this.open = open;
    if (!open) this.activeIndex = -1;
  }

  #onInput(e: Event) {
    // The search text is not the value: keep the native event away from the binding.
    e.stopPropagation();
    this.query = (e.target as HTMLInputElement).value;
    this.#setOpen(true);
    this.activeIndex = -1;
    clearTimeout(this.#timer);
    const delay = Number(this.searchDelay);
    if (!(delay > 0)) this.search = this.query.trim();
    else this.#timer = setTimeout(() => (this.search = this.query.trim()), delay);
  }

  #onClick() {
    this.#setOpen(!this.open);
  }

  #onFocusOut(e: FocusEvent) {
    const next = e.relatedTarget as Node | null;
    if (next && (this.shadowRoot!.contains(next) || this.contains(next))) return;
    this.#setOpen(false);
  }

  #onKeyDown(e: KeyboardEvent) {
    const last = this.items.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!this.open) {
          this.#setOpen(true);
          if (!e.altKey && last >= 0) this.activeIndex = 0;
        } else if (last >= 0) {
          this.activeIndex = Math.min(this.activeIndex + 1, last);
        }
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!this.open) {
          this.#setOpen(true);
          this.activeIndex = last;
        } else if (last >= 0) {
          this.activeIndex = this.activeIndex <= 0 ? 0 : this.activeIndex - 1;
        }
        break;
      case 'Home':
      case 'End':
        if (this.open && last >= 0) {
          e.preventDefault();
          this.activeIndex = e.key === 'Home' ? 0 : last;
        }
        break;
      case 'Enter':
        if (this.open && this.activeIndex >= 0 && this.items[this.activeIndex]) {
          e.preventDefault();
          this.#choose(this.items[this.activeIndex]);
        }
        break;
      case 'Escape':
        if (this.open) {
          e.preventDefault();
          this.#setOpen(false);
        } else if (this.query) {
          e.preventDefault();
          this.#clearSearch();
        }
        break;
      case 'Backspace':
        if (this.query === '' && this.#ids.length) this.#remove(this.#ids[this.#ids.length - 1]);
        break;
      case 'Tab':
        this.#setOpen(false);
        break;
    }
  }

  #clearSearch() {
    clearTimeout(this.#timer);
    this.query = '';
    this.search = '';
  }

  #choose(item: ResourceItem) {
    if (this.disabled || item.disabled === true) return;
    this.#known.set(item.id, item);
    if (this.multiSelect) {
      const ids = this.#ids;
      this.value = ids.includes(item.id) ? ids.filter((id) => id !== item.id) : [...ids, item.id];
    } else {
      this.value = item.id;
      this.#setOpen(false);
    }
    // A pick ends the search: the box is empty again for the next one.
    if (this.query) this.#clearSearch();
    this.#changed();
  }

  #remove(id: string) {
    if (this.disabled) return;
    const ids = this.#ids.filter((x) => x !== id);
    this.value = this.multiSelect ? ids : (ids[0] ?? '');
    this.#changed();
    this.updateComplete.then(() => this.input?.focus());
  }

  #changed() {
    this.dispatchEvent(new Event('change', {bubbles: true, composed: true}));
  }

  #retry() {
    if (this.#more.status === TaskStatus.ERROR) this.#loadMore();
    else this.#pages.run();
    this.input?.focus();
  }

  #loadMore() {
    if (!this.nextToken) return;
    this.#more.run([this.nextToken, this.#generation]);
    // The button may go away with the last page: keep focus (and the open list) in the box.
    this.input?.focus();
  }
}

function stop(e: Event) {
  e.stopPropagation();
}

function isUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'ProviderUnavailableError';
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-resource-picker': SvcResourcePicker;
  }
}
