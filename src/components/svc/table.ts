import {LitElement, css, html, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {buttonRule, plainButtonVars, smallButtonVars} from '../../styles/buttons.js';
import {hostStyles, visuallyHidden} from '../../styles/tokens.js';
import {formatCount, toArray, toCount, toSources, toText} from './internal/data-values.js';
import {allowedUrl} from '../../model/url-policy.js';
import type {Source} from './internal/data-values.js';
import {
  cellText,
  columnHeaders,
  columnTexts,
  numericColumns,
  pageBounds,
  toPageSize,
  widestRow,
} from './internal/table-model.js';
import {sortOrderSteps} from './internal/table-sort.js';
import type {SortDirection} from './internal/table-sort.js';
import {SlicedTask} from '../../controllers/sliced-task.js';
import {renderSources, sourcesStyles} from './internal/sources-footnote.js';
import {Localize} from '../../i18n/controller.js';
import '../../i18n/messages-svc.js';

/** One row as sent on the wire. */
export interface TableRow {
  cells: string[];
}

/** Cells longer than this many characters are truncated, with a button to show them whole. */
const LONG_CELL = 40;

/** What the table sorts by: its rows, a column, a direction. */
type SortArgs = readonly [rows: readonly unknown[], column: number, direction: SortDirection];

/** A finished sort: the row indexes in display order, for the rows it sorted. */
interface Sorted {
  rows: readonly unknown[];
  order: number[];
}

/**
 * @summary A data table from the assistant: caption, sortable columns, paging, and a link to the
 * full data when only part of it was sent.
 *
 * Only one page of rows is in the DOM, whatever the number of rows. Clicking a column header
 * sorts by it (ascending, descending, then unsorted); numbers, percentages and ISO dates sort by
 * value, known scales (`Low, Medium, High`, `None … Critical`, `P1 … P4`) in their order, other
 * text in natural order. A sort of many rows (tens of thousands) is computed in slices on the
 * page's scheduler, so the page stays responsive: meanwhile the header already shows the new
 * order, the rows keep the old one, the table is `aria-busy` and "Sorting by …" is announced;
 * `updateComplete` waits for the sorted rows. Columns of numbers are right-aligned with tabular
 * digits. When the table is wider than its box, a shadow at the cut-off edge shows that it
 * scrolls sideways (the region is focusable, so arrow keys scroll it). A row with fewer cells than columns shows an em dash
 * (announced as "missing"); cells beyond the named columns appear under extra columns headed
 * `Column N`, with a note. Cells longer than 40 characters are cut with an ellipsis; the full text
 * is in their `title` and a click or Enter expands it.
 *
 * @csspart base - The wrapper around everything.
 * @csspart status - "Showing 25 of 1,204 rows" and the link to the full data.
 * @csspart artifact - The link to the full data (only for https URLs the URL policy allows).
 * @csspart scroller - The scrollable region around the table.
 * @csspart table - The `<table>`.
 * @csspart caption - The caption (the heading).
 * @csspart header - Each column header cell.
 * @csspart sort-button - The button inside each column header.
 * @csspart cell - Each data cell.
 * @csspart cell-toggle - The button that expands a long cell.
 * @csspart empty - The "No rows" cell.
 * @csspart pager - The paging bar.
 * @csspart scroll-hint - "More columns: scroll sideways", under a table whose columns do not fit
 * until its end is scrolled into view (the shadow at the edge says it too).
 * @csspart range - The "1–10 of 25" text.
 * @csspart sorting - "Sorting by …", shown while a long sort is computed.
 * @csspart previous - The previous-page button.
 * @csspart next - The next-page button.
 * @csspart note - The note about extra, unnamed columns.
 * @csspart sources - The sources footnote.
 * @cssprop [--svc-table-max-height=448px] - Height after which the rows scroll under a sticky header.
 * @cssprop [--svc-table-cell-max-width=24em] - Width at which long cells are cut.
 * @cssprop [--svc-table-header-background=var(--svc-color-surface-raised)] - Header background.
 * @cssprop [--svc-table-border-color=var(--svc-color-border)] - Borders and rules.
 * @cssprop [--svc-table-scroll-shadow=light-dark(rgb(31 35 40 / 0.18), rgb(0 0 0 / 0.55))] - Colour
 * of the shadow at an edge the table scrolls past.
 */
@customElement('svc-table')
export class SvcTable extends LitElement {
  static override styles = [
    hostStyles,
    buttonRule("[part~='pager'] button"),
    buttonRule("[part~='sort-button'], [part~='cell-toggle']"),
    visuallyHidden,
    sourcesStyles,
    css`
      :host {
        --_max-height: var(--svc-table-max-height, 448px);
        --_cell-max-width: var(--svc-table-cell-max-width, 24em);
        --_header-bg: var(--svc-table-header-background, var(--_raised));
        --_rule: var(--svc-table-border-color, var(--_border));
        --_scroll-shadow: var(
          --svc-table-scroll-shadow,
          light-dark(rgb(31 35 40 / 0.18), rgb(0 0 0 / 0.55))
        );
        display: block;
        min-width: 0;
      }
      .footer {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--_space-2);
        margin-top: var(--_space-2);
      }
      [part~='status'],
      [part~='sorting'] {
        margin: 0;
        color: var(--_muted);
      }
      [part~='sorting']:empty {
        display: none;
      }
      /* Rows about to be reordered fade a little, only if the sort takes a moment. */
      table[aria-busy='true'] tbody {
        opacity: 0.6;
        transition: opacity 0.15s 0.1s;
      }
      .frame {
        position: relative;
      }
      /*
       * The scroll hint: a shadow at each edge beyond which the table continues. Start and end
       * are the reading direction's (mirrored in a right-to-left page).
       */
      .frame::before,
      .frame::after {
        content: '';
        position: absolute;
        top: 1px;
        bottom: 1px;
        z-index: 2;
        width: 20px;
        pointer-events: none;
        opacity: 0;
        transition: opacity 0.15s;
      }
      .frame::before {
        inset-inline-start: 1px;
        border-start-start-radius: var(--_radius);
        border-end-start-radius: var(--_radius);
        background: linear-gradient(to right, var(--_scroll-shadow), transparent);
      }
      .frame::after {
        inset-inline-end: 1px;
        border-start-end-radius: var(--_radius);
        border-end-end-radius: var(--_radius);
        background: linear-gradient(to left, var(--_scroll-shadow), transparent);
      }
      /* A gradient's direction is physical: turned round with the reading direction. */
      .frame:dir(rtl)::before {
        background: linear-gradient(to left, var(--_scroll-shadow), transparent);
      }
      .frame:dir(rtl)::after {
        background: linear-gradient(to right, var(--_scroll-shadow), transparent);
      }
      .frame[data-scroll-start]::before,
      .frame[data-scroll-end]::after {
        opacity: 1;
      }
      /* Said in words too, under the table, while columns wait past its end. */
      [part~='scroll-hint'] {
        margin: var(--_space-1) 0 0;
        color: var(--_muted);
        font-size: var(--_size-sm);
        text-align: end;
      }
      .frame:not([data-scroll-end]) + [part~='scroll-hint'] {
        display: none;
      }
      [part~='scroller'] {
        container-type: inline-size;
        overflow: auto;
        max-height: var(--_max-height);
        border: 1px solid var(--_rule);
        border-radius: var(--_radius);
      }
      table {
        border-collapse: separate;
        border-spacing: 0;
        min-width: 100%;
      }
      caption {
        text-align: start;
        font-weight: 600;
      }
      /* Stays in view, wrapped to the visible width, when the table scrolls sideways. */
      .caption-text {
        display: block;
        position: sticky;
        inset-inline-start: 0;
        max-width: 100cqi;
        padding: var(--_space-2) var(--_space-3);
      }
      th {
        position: sticky;
        top: 0;
        z-index: 1;
        background: var(--_header-bg);
        border-bottom: 1px solid var(--_rule);
        text-align: start;
        padding: 0;
        white-space: nowrap;
      }
      th.extra {
        font-style: italic;
        color: var(--_muted);
      }
      /* A plain medium button of the button family, as wide as its column. */
      [part~='sort-button'] {
        ${plainButtonVars}
        --_button-radius: 0;
        justify-content: flex-start;
        width: 100%;
        text-align: start;
        white-space: nowrap;
      }
      [part~='sort-button']:hover {
        filter: none;
      }
      /* Inside the scrolling table, focus rings are drawn inside the button. */
      [part~='sort-button']:focus-visible,
      [part~='cell-toggle']:focus-visible {
        outline-offset: calc(-1 * var(--_focus-width));
      }
      .sort-icon {
        color: var(--_muted);
        min-width: 1ch;
        font-size: 0.85em;
      }
      /* Drawn by CSS (no text for copy or screen readers): a faint two-way arrow on a column
         that is not sorted, so the header reads as a control; the direction on the sorted one. */
      .sort-icon::before {
        content: '↕' / '';
      }
      th[aria-sort='ascending'] .sort-icon::before {
        content: '▲' / '';
      }
      th[aria-sort='descending'] .sort-icon::before {
        content: '▼' / '';
      }
      th:not([aria-sort]) .sort-icon {
        opacity: 0.55;
      }
      [part~='sort-button']:hover .sort-icon {
        opacity: 1;
        color: var(--_text);
      }
      th.num [part~='sort-button'] {
        justify-content: flex-end;
      }
      td.num {
        text-align: end;
        font-variant-numeric: tabular-nums;
      }
      td {
        padding: var(--_space-2) var(--_space-3);
        border-bottom: 1px solid var(--_rule);
        white-space: nowrap;
        vertical-align: top;
      }
      tbody tr:last-child td {
        border-bottom: 0;
      }
      .missing {
        color: var(--_muted);
      }
      /* A plain small button of the button family; its text lines up with the column's. */
      td.long {
        padding: max(0px, calc(var(--_space-2) - (var(--_control-sm) - 1.25em) / 2))
          calc(var(--_space-3) - var(--_space-2));
      }
      [part~='cell-toggle'] {
        ${plainButtonVars}
        ${smallButtonVars}
        --_button-font-size: inherit;
        --_button-weight: normal;
        display: block;
        max-width: var(--_cell-max-width);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
        text-align: start;
      }
      [part~='cell-toggle']:hover {
        filter: none;
        text-decoration: underline;
      }
      [part~='cell-toggle'][aria-expanded='true'] {
        white-space: normal;
        overflow-wrap: break-word;
      }
      [part~='empty'] {
        color: var(--_muted);
        text-align: center;
      }
      [part~='pager'] {
        display: flex;
        align-items: center;
        flex-wrap: wrap;
        gap: var(--_space-2);
        margin-inline-start: auto;
      }
      [part~='pager'] button {
        ${smallButtonVars}
      }
      /* Previous points back and Next forward in the reading direction. */
      .arrow:dir(rtl) {
        display: inline-block;
        transform: scaleX(-1);
      }
      [part~='note'] {
        margin: var(--_space-2) 0 0;
        color: var(--_muted);
        font-size: 0.9em;
      }
    `,
  ];

  /** Caption of the table (the wire property `title`). */
  @property() heading = '';

  /**
   * Where the full data can be downloaded; linked only when the URL policy allows it as an
   * artifact: an absolute https URL without user info.
   */
  @property({attribute: 'artifact-url'}) artifactUrl = '';

  /** Column names. Rows with more cells get extra columns headed `Column N`. */
  @property({attribute: false}) columns: string[] = [];

  /** The rows, each `{cells: [...]}` (a bare array of cells is accepted too). */
  @property({attribute: false}) rows: TableRow[] = [];

  /** Rows per page: 1 to 500, default 10. */
  @property({type: Number, attribute: 'page-size'}) pageSize = 10;

  /**
   * How many rows the full data set has (an int64 as a decimal string). When it is larger than
   * the rows sent, the table says so and offers the full data at `artifactUrl`.
   */
  @property({attribute: 'total-rows'}) totalRows = '';

  /** Where the data came from: `{kind, label, ref, count}`, shown as a footnote. */
  @property({attribute: false}) sources: Source[] = [];

  @state() private _page = 0;
  @state() private _sortColumn = -1;
  @state() private _sortDirection: SortDirection = 'ascending';
  /** Expanded long cells, keyed `row:column` by the row's index in `rows`. */
  @state() private _expanded = new Set<string>();

  #rows: readonly unknown[] = [];
  #widest = 0;
  /** Per column: whether it holds numbers (right-aligned). */
  #numeric: boolean[] = [];
  #overflowObserver?: ResizeObserver;
  readonly #i18n = new Localize(this);
  /**
   * The sort: run again only when the rows, the column or the direction change. Its first slice
   * runs before the render, so a short sort shows at once; a long one goes on in later tasks,
   * the person's click first in the page's queue (`user-blocking`).
   */
  readonly #sort = new SlicedTask<SortArgs, Sorted>(this, {
    args: () =>
      this._sortColumn < 0 ? undefined : [this.#rows, this._sortColumn, this._sortDirection],
    *task([rows, column, direction]) {
      return {rows, order: yield* sortOrderSteps(columnTexts(rows, column), direction)};
    },
    priority: 'user-blocking',
    now: true,
  });

  override willUpdate(changed: Map<PropertyKey, unknown>) {
    if (changed.has('rows')) {
      this.#rows = toArray(this.rows);
      this.#widest = widestRow(this.#rows);
      this._expanded = new Set();
    }
    if (changed.has('rows') || changed.has('columns')) {
      this.#numeric = numericColumns(this.#rows, columnHeaders(this.columns, this.#widest).length);
    }
    if (this._sortColumn >= columnHeaders(this.columns, this.#widest).length) {
      this._sortColumn = -1;
    }
    // Unsorted: a later sort shows the rows' own order until it is done, not an older sort's.
    if (this._sortColumn < 0) this.#sort.value = undefined;
    this._page = pageBounds(this._page, toPageSize(this.pageSize), this.#rows.length).page;
  }

  protected override getUpdateComplete(): Promise<boolean> {
    return this.#sort.complete(() => super.getUpdateComplete());
  }

  /**
   * Row indexes in display order: the current sort's, else (while a new order is computed) the
   * last finished sort of these rows, else `undefined` (the rows' own order).
   */
  #order(): number[] | undefined {
    if (this._sortColumn < 0) return undefined;
    const sorted = this.#sort.value;
    return sorted?.rows === this.#rows ? sorted.order : undefined;
  }

  override render() {
    const rows = this.#rows;
    const headers = columnHeaders(this.columns, this.#widest, (n) =>
      this.#i18n.t('table.column', {n}),
    );
    const pageSize = toPageSize(this.pageSize);
    const {page, start, end, pageCount} = pageBounds(this._page, pageSize, rows.length);
    const order = this.#order();
    const heading = toText(this.heading);
    const i18n = this.#i18n;
    const extra = headers.filter((h) => h.extra).map((h) => `“${h.name}”`);
    const body = [];
    for (let i = start; i < end; i++) {
      const index = order ? order[i]! : i;
      body.push(
        html`<tr>
          ${headers.map((_, column) => this.#cell(rows[index], index, column))}
        </tr>`,
      );
    }
    const pager =
      pageCount > 1
        ? html`<div part="pager">
            <span part="range" role="status"
              >${i18n.t('table.range', {first: start + 1, last: end, count: rows.length})}</span
            >
            <button
              type="button"
              part="previous"
              aria-label=${i18n.t('table.previousPage')}
              aria-disabled=${page === 0 ? 'true' : 'false'}
              @click=${() => this.#goTo(page - 1)}
            >
              <span class="arrow" aria-hidden="true">‹</span> ${i18n.t('table.previous')}
            </button>
            <button
              type="button"
              part="next"
              aria-label=${i18n.t('table.nextPage')}
              aria-disabled=${page >= pageCount - 1 ? 'true' : 'false'}
              @click=${() => this.#goTo(page + 1)}
            >
              ${i18n.t('table.next')} <span class="arrow" aria-hidden="true">›</span>
            </button>
          </div>`
        : nothing;
    const caption = heading
      ? html`<caption part="caption">
          <span class="caption-text">${heading}</span>
        </caption>`
      : nothing;
    const head = headers.length
      ? html`<thead>
          <tr>
            ${headers.map((header, column) => this.#header(header, column))}
          </tr>
        </thead>`
      : nothing;
    const empty = html`<tr>
      <td part="empty" colspan=${Math.max(1, headers.length)}>${i18n.t('table.noRows')}</td>
    </tr>`;
    const note = extra.length
      ? html`<p part="note">${i18n.t('table.extraColumns', {columns: extra.join(', ')})}</p>`
      : nothing;
    return html`<div part="base">
      <div class="frame">
        <div
          part="scroller"
          role="region"
          aria-label=${heading || i18n.t('table.label')}
          tabindex="0"
          @scroll=${this.#showOverflow}
        >
          <table part="table" aria-busy=${this.#sort.pending ? 'true' : nothing}>
            ${caption} ${head}
            <tbody>
              ${rows.length ? body : empty}
            </tbody>
          </table>
        </div>
      </div>
      <p part="scroll-hint" aria-hidden="true">
        ${i18n.t('table.scrollHint')} <span class="arrow">→</span>
      </p>
      <div class="footer">
        ${this.#status(rows.length)} ${this.#sortingStatus(headers)} ${pager}
      </div>
      ${note} ${renderSources(toSources(this.sources), i18n)}
    </div>`;
  }

  /** Always in the DOM, so that the words announce when they appear (a live region). */
  #sortingStatus(headers: readonly {name: string}[]) {
    const column = this.#sort.pending ? this.#sort.args?.[1] : undefined;
    return html`<span part="sorting" role="status"
      >${column === undefined ? nothing : this.#i18n.t('table.sorting', {column: headers[column]?.name ?? ''})}</span
    >`;
  }

  #status(sent: number) {
    const total = toCount(this.totalRows);
    const truncated = total !== undefined && total > BigInt(sent);
    const href = allowedUrl(this.artifactUrl, 'artifact');
    if (!truncated && !href) return nothing;
    const i18n = this.#i18n;
    const shown = {
      shown: i18n.number(sent),
      total: formatCount(this.totalRows, i18n.locale),
      count: Number(total),
    };
    return html`<p part="status">
      ${truncated ? i18n.t('table.showing', shown) : nothing}
      ${
        href
          ? html`<a part="artifact" href=${href} target="_blank" rel="noopener noreferrer"
              >${i18n.t(truncated ? 'table.downloadFull' : 'table.fullData')}</a
            >`
          : nothing
      }
    </p>`;
  }

  #header(header: {name: string; extra: boolean}, column: number) {
    const sorted = this._sortColumn === column;
    const classes = [header.extra ? 'extra' : '', this.#numeric[column] ? 'num' : ''];
    return html`<th
      scope="col"
      part="header"
      class=${classes.join(' ').trim()}
      aria-sort=${sorted ? this._sortDirection : nothing}
      title=${header.extra ? this.#i18n.t('table.unnamedColumn') : nothing}
    >
      <button type="button" part="sort-button" @click=${() => this.#toggleSort(column)}>
        <span>${header.name}</span><span class="sort-icon" aria-hidden="true"></span>
      </button>
    </th>`;
  }

  #cell(row: unknown, index: number, column: number) {
    const text = cellText(row, column);
    if (text === undefined) {
      return html`<td part="cell" class="missing">
        <span aria-hidden="true">—</span
        ><span class="visually-hidden">${this.#i18n.t('table.missing')}</span>
      </td>`;
    }
    // A figure keeps its order in a right-to-left page ("-0.5%", not "0.5%-").
    if (this.#numeric[column])
      return html`<td part="cell" class="num"><bdi dir="ltr">${text}</bdi></td>`;
    if (text.length <= LONG_CELL) return html`<td part="cell">${text}</td>`;
    const key = `${index}:${column}`;
    const expanded = this._expanded.has(key);
    return html`<td part="cell" class="long">
      <button
        type="button"
        part="cell-toggle"
        title=${text}
        aria-expanded=${expanded ? 'true' : 'false'}
        @click=${() => this.#toggleCell(key)}
      >
        ${text}
      </button>
    </td>`;
  }

  override firstUpdated() {
    this.#observeOverflow();
  }

  override connectedCallback() {
    super.connectedCallback();
    if (this.hasUpdated) this.#observeOverflow();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.#overflowObserver?.disconnect();
    this.#overflowObserver = undefined;
  }

  /** Watches the box and the table, whose sizes decide whether the table overflows. */
  #observeOverflow() {
    const scroller = this.renderRoot.querySelector('[part~="scroller"]');
    if (!scroller || this.#overflowObserver) return;
    // In the next frame: showing the hint changes the layout, which must not happen inside the
    // observer's own delivery (the browser reports a loop).
    this.#overflowObserver = new ResizeObserver(() => requestAnimationFrame(this.#showOverflow));
    this.#overflowObserver.observe(scroller);
    this.#overflowObserver.observe(scroller.querySelector('table')!);
  }

  /** Marks the edges past which the table continues (for the shadows of the scroll hint). */
  #showOverflow = () => {
    const scroller = this.renderRoot.querySelector<HTMLElement>('[part~="scroller"]');
    const frame = scroller?.parentElement;
    if (!scroller || !frame) return;
    const hidden = scroller.scrollWidth - scroller.clientWidth;
    // How far from the start of the reading direction: scrollLeft runs from 0 to hidden left to
    // right, and from 0 down to -hidden right to left.
    const fromStart = Math.abs(scroller.scrollLeft);
    frame.toggleAttribute('data-scroll-start', fromStart > 1);
    frame.toggleAttribute('data-scroll-end', fromStart < hidden - 1);
  };

  #goTo(page: number) {
    const {page: next} = pageBounds(page, toPageSize(this.pageSize), this.#rows.length);
    this._page = next;
  }

  #toggleSort(column: number) {
    if (this._sortColumn !== column) {
      this._sortColumn = column;
      this._sortDirection = 'ascending';
    } else if (this._sortDirection === 'ascending') {
      this._sortDirection = 'descending';
    } else {
      this._sortColumn = -1;
      this._sortDirection = 'ascending';
    }
    this._page = 0;
  }

  #toggleCell(key: string) {
    const next = new Set(this._expanded);
    if (!next.delete(key)) next.add(key);
    this._expanded = next;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-table': SvcTable;
  }
}
