import {LitElement, css, html, nothing, isServer} from 'lit';
import type {PropertyValues} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {createRef, ref} from 'lit/directives/ref.js';
import {Task, TaskStatus} from '@lit/task';
import {SlicedTask} from '../../controllers/sliced-task.js';
import {once, type Work} from '../../controllers/scheduler.js';
import {buttonRule} from '../../styles/buttons.js';
import {hostStyles, visuallyHidden} from '../../styles/tokens.js';
import type {Echarts} from './echarts-setup.js';
import {chartTable, readChartData, summarize} from './internal/chart-data.js';
import type {ChartData, ChartIssue} from './internal/chart-data.js';
import {buildChartOption, defaultTheme, needsRelayout} from './internal/chart-option.js';
import type {ChartTheme} from './internal/chart-option.js';
import {toSources, toText} from './internal/data-values.js';
import {allowedUrl} from '../../model/url-policy.js';
import type {Source} from './internal/data-values.js';
import {renderSources, sourcesStyles} from './internal/sources-footnote.js';
import {Localize, localeOf} from '../../i18n/controller.js';
import {translate} from '../../i18n/catalog.js';
import {messagesVersion} from '../../i18n/registry.js';
import type {Translate} from '../../i18n/catalog.js';
import '../../i18n/messages-svc.js';

export type {ChartIssue} from './internal/chart-data.js';

/** Categorical data: one value per label. */
export interface ChartCategorical {
  slices: {label: string; value: number}[];
}

/** Time series data: named series of timestamped values over a range. */
export interface ChartTimeSeries {
  range?: {start?: string; end?: string; label?: string};
  series: {key: string; displayName?: string; points: {ts: string; value: number}[]}[];
}

type ChartInstance = ReturnType<Echarts['init']>;

let loading: Promise<Echarts> | undefined;
/** Imports the echarts chunk once per page; a failed import may be retried by a later chart. */
function importEcharts(): Promise<Echarts> {
  loading ??= import('./echarts-setup.js').then(
    (module) => module.echarts,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Disposes an echarts instance, also on a page that requires Trusted Types: there zrender's
 * `innerHTML = ''` / `= null` (emptying its SVG and our container) throws, which would leave the
 * instance registered and alive. For the call, those elements get their own `innerHTML` setter
 * that can only empty them, with DOM calls; anything else still goes to the real setter.
 */
function disposeChart(chart: ChartInstance) {
  const dom = chart.getDom();
  const elements = [dom, ...dom.querySelectorAll('svg')];
  // Read here, not at module load, so that importing the module needs no DOM (server rendering).
  const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  for (const element of elements) {
    Object.defineProperty(element, 'innerHTML', {
      configurable: true,
      get: innerHtml.get,
      set(this: Element, value: unknown) {
        if (value === '' || value === null) this.replaceChildren();
        else innerHtml.set!.call(this, value);
      },
    });
  }
  try {
    chart.dispose();
  } finally {
    for (const element of elements) delete (element as {innerHTML?: string}).innerHTML;
  }
}

const PALETTE_SIZE = 8;
/** Rows of the data table added at once (the first ones in the render; the rest between yields). */
const TABLE_CHUNK = 100;

/** A chart's reading direction and colours, as the browser resolved them. */
interface Look {
  rtl: boolean;
  theme: ChartTheme;
}

/**
 * Charts whose drawing is queued on the page's scheduler (a few milliseconds each). A chart drawn
 * while others wait, or after another in the same turn (a page showing many at once), skips its
 * entrance animation: a dozen charts animating together would make every frame long.
 */
const waiting = new Set<SvcChart>();
let drewThisTurn = false;

/** Whether a chart about to draw is one of many (see `waiting`); counts it as drawn. */
function crowdedDraw(chart: SvcChart): boolean {
  waiting.delete(chart);
  const crowded = waiting.size > 0 || drewThisTurn;
  if (!drewThisTurn) {
    drewThisTurn = true;
    // The scheduler runs a turn's jobs in one go: its microtasks come after all of them.
    queueMicrotask(() => (drewThisTurn = false));
  }
  return crowded;
}

/** Adds the rows of `body` not yet in it, TABLE_CHUNK at a time. */
function* fillRows([body, rows]: readonly [HTMLTableSectionElement, string[][]]): Work<void> {
  const doc = body.ownerDocument;
  const start = body.rows.length;
  for (let next = start; next < rows.length; next++) {
    if (next > start && (next - start) % TABLE_CHUNK === 0) yield;
    const tr = body.appendChild(doc.createElement('tr'));
    for (const cell of rows[next]!) tr.appendChild(doc.createElement('td')).textContent = cell;
  }
}

/**
 * @summary A chart from the assistant: a donut (or horizontal bars past 8 categories) for
 * categorical data, lines over a time axis for a time series. Drawn with echarts, which loads on
 * the first chart that has data.
 *
 * A chart is drawn in a task after its box is first laid out, at the size a ResizeObserver
 * reports (it never asks the page for a size); when many appear at once, they take turns on the
 * page's scheduler, and those drawn while others wait skip their entrance animation.
 *
 * Screen readers get a one-sentence summary (the chart's accessible name) and the data as a
 * visually hidden table; when echarts fails to load, that table is shown instead. Values that are
 * missing or not finite are dropped, listed in `issues` and reported with one `console.warn`.
 * Colours come from `--svc-chart-color-1` … `--svc-chart-color-8` and the `--svc-color-*` tokens,
 * and follow the host at run time: hidden probe elements carry the theme colours with a 1 ms
 * colour transition, so any change of their computed colour (a `color-scheme` set on an ancestor,
 * a token changed on the host, the system's light/dark preference) fires `transitionend` and the
 * chart redraws with the new colours. `refreshTheme()` forces a redraw where no transition can run
 * (for example a page that disables transitions).
 *
 * @csspart base - The figure around everything.
 * @csspart heading - The heading (figure caption).
 * @csspart range - The time range label of a time series.
 * @csspart chart - The box echarts draws into (`role="img"`, labelled by the summary).
 * @csspart status - "Loading chart…" while echarts loads.
 * @csspart error - The message shown when echarts could not be loaded.
 * @csspart retry - The "Try again" button in that message.
 * @csspart data-table - The data table (visually hidden unless echarts failed).
 * @csspart empty - The "No data" message.
 * @csspart artifact - The link to the data (only for https URLs the URL policy allows).
 * @csspart sources - The sources footnote.
 * @cssprop [--svc-chart-height=280px] - Height of the drawing.
 * @cssprop [--svc-chart-color-1=var(--svc-color-primary)] - Series/category colour 1 (the brand colour).
 * @cssprop [--svc-chart-color-2=light-dark(#1a7f37, #3fb950)] - Series/category colour 2 (green).
 * @cssprop [--svc-chart-color-3=light-dark(#bc4c00, #f0883e)] - Series/category colour 3 (orange).
 * @cssprop [--svc-chart-color-4=light-dark(#8250df, #a371f7)] - Series/category colour 4 (purple).
 * @cssprop [--svc-chart-color-5=light-dark(#bf3989, #db61a2)] - Series/category colour 5 (pink).
 * @cssprop [--svc-chart-color-6=light-dark(#0a7ea4, #39c5cf)] - Series/category colour 6 (teal).
 * @cssprop [--svc-chart-color-7=light-dark(#9a6700, #d29922)] - Series/category colour 7 (yellow).
 * @cssprop [--svc-chart-color-8=light-dark(#57606a, #8b949e)] - Series/category colour 8 (grey).
 * @cssprop [--svc-chart-text-color=var(--svc-color-text)] - Labels and legend.
 * @cssprop [--svc-chart-muted-color=var(--svc-color-text-muted)] - Axis labels.
 * @cssprop [--svc-chart-grid-color=var(--svc-color-border)] - Axis and grid lines.
 */
@customElement('svc-chart')
export class SvcChart extends LitElement {
  static override styles = [
    hostStyles,
    visuallyHidden,
    sourcesStyles,
    buttonRule("[part~='retry']"),
    css`
      :host {
        --_height: var(--svc-chart-height, 280px);
        --_c1: var(--svc-chart-color-1, var(--_primary));
        --_c2: var(--svc-chart-color-2, light-dark(#1a7f37, #3fb950));
        --_c3: var(--svc-chart-color-3, light-dark(#bc4c00, #f0883e));
        --_c4: var(--svc-chart-color-4, light-dark(#8250df, #a371f7));
        --_c5: var(--svc-chart-color-5, light-dark(#bf3989, #db61a2));
        --_c6: var(--svc-chart-color-6, light-dark(#0a7ea4, #39c5cf));
        --_c7: var(--svc-chart-color-7, light-dark(#9a6700, #d29922));
        --_c8: var(--svc-chart-color-8, light-dark(#57606a, #8b949e));
        --_chart-text: var(--svc-chart-text-color, var(--_text));
        --_chart-muted: var(--svc-chart-muted-color, var(--_muted));
        --_chart-grid: var(--svc-chart-grid-color, var(--_border));
        display: block;
        min-width: 0;
      }
      figure {
        margin: 0;
      }
      figcaption {
        font-weight: 600;
        margin-bottom: var(--_space-1);
      }
      [part~='range'] {
        margin: 0 0 var(--_space-1);
        color: var(--_muted);
      }
      .stage {
        position: relative;
      }
      /* echarts lays its own text out from the left (legend markers beside their names, axis
         labels by their ticks): in a right-to-left page the drawing stays left to right inside
         and the option mirrors it (markers after names, value axis on the right). */
      [part~='chart'] {
        width: 100%;
        height: var(--_height);
        direction: ltr;
      }
      [part~='status'],
      [part~='error'] {
        position: absolute;
        inset: 0;
        display: grid;
        place-items: center;
        margin: 0;
        color: var(--_muted);
      }
      [part~='error'] {
        position: static;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: var(--_space-2);
        color: var(--_danger);
        margin-bottom: var(--_space-2);
      }
      table {
        border-collapse: collapse;
      }
      /*
       * The data table for screen readers: off-screen rather than clipped in place, so that
       * content-visibility can skip its layout (a time series can make a thousand rows) while it
       * stays in the accessibility tree.
       */
      .offscreen {
        position: absolute;
        left: -100000px;
        width: 1px;
        height: 1px;
        overflow: hidden;
        content-visibility: auto;
        contain-intrinsic-size: 1px 1px;
      }
      th,
      td {
        text-align: start;
        padding: var(--_space-1) var(--_space-2);
        border-bottom: 1px solid var(--_border);
      }
      [part~='empty'] {
        margin: 0;
        padding: var(--_space-4);
        text-align: center;
        color: var(--_muted);
        border: 1px dashed var(--_border);
        border-radius: var(--_radius);
      }
      /*
       * Probes that hold the theme colours. A 1 ms colour transition on each makes the browser
       * fire transitionend when a colour changes for any reason (the host switched
       * color-scheme, set a --svc-* token, toggled a class up the tree), and the chart redraws.
       */
      .palette {
        position: absolute;
        width: 0;
        height: 0;
        overflow: hidden;
        visibility: hidden;
      }
      /* The transition runs on a pseudo-element: the probe itself must report the new colour at once. */
      .palette span::after {
        content: '';
        color: inherit;
        transition: color 1ms;
      }
      .c1 {
        color: var(--_c1);
      }
      .c2 {
        color: var(--_c2);
      }
      .c3 {
        color: var(--_c3);
      }
      .c4 {
        color: var(--_c4);
      }
      .c5 {
        color: var(--_c5);
      }
      .c6 {
        color: var(--_c6);
      }
      .c7 {
        color: var(--_c7);
      }
      .c8 {
        color: var(--_c8);
      }
      .text {
        color: var(--_chart-text);
      }
      .muted {
        color: var(--_chart-muted);
      }
      .grid {
        color: var(--_chart-grid);
      }
      .bg {
        color: var(--_bg);
      }
    `,
  ];

  /**
   * Loads echarts; by default a dynamic `import()` of the `echarts-setup` chunk, shared by all
   * charts. Replace it to load echarts some other way (or to simulate a failure in tests).
   */
  static loadEcharts: () => Promise<Echarts> = importEcharts;

  /** Heading of the chart (the wire property `title`). */
  @property() heading = '';

  /**
   * Where the underlying data can be downloaded; linked only when the URL policy allows it as an
   * artifact: an absolute https URL without user info.
   */
  @property({attribute: 'artifact-url'}) artifactUrl = '';

  /** Where the data came from: `{kind, label, ref, count}`, shown as a footnote. */
  @property({attribute: false}) sources: Source[] = [];

  /** Categorical data `{slices: [{label, value}]}`: a donut, or bars past 8 slices. */
  @property({attribute: false}) categorical?: ChartCategorical;

  /** Time series `{range: {start, end, label}, series: [{key, displayName, points: [{ts, value}]}]}`. */
  @property({attribute: false}) timeSeries?: ChartTimeSeries;

  #data: ChartData = {kind: 'empty'};
  #issues: readonly ChartIssue[] = [];
  #summary?: {data: ChartData; locale: string; words: number; text: string};
  readonly #i18n = new Localize(this);
  readonly #t = this.#i18n.t.bind(this.#i18n);
  #inputKey?: string;
  /** The fallback names' words the data was read with. */
  #words?: string;
  #table?: {
    data: ChartData;
    heading: string;
    locale: string;
    words: number;
    node: HTMLTableElement;
    rows: string[][];
  };
  /** The data table's rows past the first TABLE_CHUNK, added in the background. */
  readonly #tableRows = new SlicedTask(this, {
    task: fillRows,
    priority: 'background',
    now: true,
    updatesHost: false,
  });
  /** The drawing, queued on the page's scheduler (see `#queueDraw`). */
  readonly #drawing = new SlicedTask<[look: Look | undefined], void>(this, {
    task: ([look]) => once(() => this.#draw(look, crowdedDraw(this))),
    updatesHost: false,
  });
  #container = createRef<HTMLDivElement>();
  #chart?: ChartInstance;
  #resizeObserver?: ResizeObserver;
  /**
   * The chart box's size, as its ResizeObserver last reported it. The chart is drawn at this size
   * and never asks for the box's size itself: with many charts being added at once, each such
   * question laid out the whole page again (figures in docs/performance.md).
   */
  #size?: {width: number; height: number};
  #applied?: {
    data: ChartData;
    scheme: number;
    rtl: boolean;
    locale: string;
    width: number | undefined;
  };
  #scheme = 0;
  #media?: MediaQueryList;
  #onSchemeChange = () => this.refreshTheme();
  #themeFrame = 0;
  /** Many probes end their transition together: redraw once, on the next frame. */
  #onThemeTransition = () => {
    if (this.#themeFrame) return;
    this.#themeFrame = requestAnimationFrame(() => {
      this.#themeFrame = 0;
      this.refreshTheme();
    });
  };

  #echarts = new Task(this, {
    task: async ([needed]: readonly [boolean]) =>
      needed ? (this.constructor as typeof SvcChart).loadEcharts() : undefined,
    args: () => [this.#data.kind !== 'empty'] as const,
  });

  /** Values dropped from the data (missing, not finite, unreadable time), with where they were. */
  get issues(): readonly ChartIssue[] {
    return this.#issues;
  }

  /**
   * Reads the colours again and redraws. Call it after changing the theme's custom properties or
   * `color-scheme` from script; a change of the system's light/dark preference is picked up alone.
   */
  refreshTheme() {
    this.#scheme++;
    this.requestUpdate();
  }

  override connectedCallback() {
    super.connectedCallback();
    this.#media = window.matchMedia?.('(prefers-color-scheme: dark)');
    this.#media?.addEventListener('change', this.#onSchemeChange);
    // Coming back after a disconnect: draw again.
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.#media?.removeEventListener('change', this.#onSchemeChange);
    cancelAnimationFrame(this.#themeFrame);
    this.#themeFrame = 0;
    this.#dispose();
  }

  override willUpdate(changed: PropertyValues<this>) {
    // The words of unnamed slices and series ("Category 2") are part of the data: read again when
    // the locale or its catalog changed.
    const locale = localeOf(this);
    const words = translate(locale, 'chart.categoryN') + translate(locale, 'chart.seriesN');
    if (changed.has('categorical') || changed.has('timeSeries') || words !== this.#words) {
      // A binding may hand over equal data as new objects: keep the drawing (no replayed
      // animation, no repeated warning) when nothing actually changed.
      let key: string | undefined;
      try {
        key = JSON.stringify([this.categorical ?? null, this.timeSeries ?? null, words]);
      } catch {
        key = undefined; // cyclic: treat as changed
      }
      this.#words = words;
      if (key !== undefined && key === this.#inputKey) return;
      this.#inputKey = key;
      const t: Translate = (k, v) => translate(locale, k, v);
      const {data, issues} = readChartData(this.categorical, this.timeSeries, t);
      this.#data = data;
      this.#issues = issues;
      if (issues.length) {
        console.warn(`svc-chart: dropped ${issues.length} value(s) that cannot be drawn`, issues);
      }
    }
  }

  override render() {
    const heading = toText(this.heading);
    const data = this.#data;
    const href = allowedUrl(this.artifactUrl, 'artifact');
    return html`<figure part="base">
      ${heading ? html`<figcaption part="heading">${heading}</figcaption>` : nothing}
      ${
        data.kind === 'lines' && data.range.label
          ? html`<p part="range">${data.range.label}</p>`
          : nothing
      }
      ${
        data.kind === 'empty'
          ? html`<p part="empty">${this.#t('chart.noData')}</p>`
          : this.#renderChart(heading)
      }
      ${
        href
          ? html`<a part="artifact" href=${href} target="_blank" rel="noopener noreferrer"
              >${this.#t('chart.download')}</a
            >`
          : nothing
      }
      ${renderSources(toSources(this.sources), this.#i18n)}
      <div class="palette" aria-hidden="true" @transitionend=${this.#onThemeTransition}>
        ${Array.from({length: PALETTE_SIZE}, (_, i) => html`<span class="c${i + 1}"></span>`)}
        <span class="text"></span><span class="muted"></span><span class="grid"></span
        ><span class="bg"></span>
      </div>
    </figure>`;
  }

  /** The one-sentence summary, made again only when the data or the language changes. */
  #summaryText(): string {
    const locale = this.#i18n.locale;
    const memo = this.#summary;
    // A catalog loaded or registered since (messagesVersion) rewords it too.
    const words = messagesVersion();
    if (memo && memo.data === this.#data && memo.locale === locale && memo.words === words)
      return memo.text;
    const text = summarize(this.#data, this.#t, locale || undefined);
    this.#summary = {data: this.#data, locale, words, text};
    return text;
  }

  #renderChart(heading: string) {
    if (isServer) return this.#serverPlaceholder(heading);
    const failed = this.#echarts.status === TaskStatus.ERROR;
    const loading = !failed && this.#echarts.value === undefined;
    return html`${
        failed
          ? html`<div part="error" role="alert">
              ${this.#t('chart.failed')}
              <button type="button" part="retry" @click=${() => this.#echarts.run()}>
                ${this.#t('common.tryAgain')}
              </button>
            </div>`
          : html`<div class="stage">
              <div
                part="chart"
                role="img"
                aria-label=${this.#summaryText()}
                ${ref(this.#container)}
              ></div>
              ${loading ? html`<p part="status" role="status">${this.#t('chart.loading')}</p>` : nothing}
            </div>`
      }
      <div class=${failed ? 'data' : 'data visually-hidden'}>${this.#dataTable(heading)}</div>`;
  }

  /**
   * Server rendering (`@svc/surfaces/ssr`) cannot draw: the stage keeps its size, the summary is
   * its accessible name and the data table is there as on the client. Hydration renders the chart
   * anew (`data-server-placeholder`) and draws it.
   */
  #serverPlaceholder(heading: string) {
    const locale = this.#i18n.locale || undefined;
    const {columns, rows} = chartTable(this.#data, this.#t, locale);
    const title = heading ? this.#t('chart.dataOf', {heading}) : this.#t('chart.data');
    return html`<div class="stage" data-server-placeholder>
        <div part="chart" role="img" aria-label=${this.#summaryText()}></div>
      </div>
      <div class="data visually-hidden">
        <table part="data-table">
          <caption>
            ${title}
          </caption>
          <thead>
            <tr>
              ${columns.map((column) => html`<th scope="col">${column}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (row) =>
                html`<tr>
                  ${row.map((cell) => html`<td>${cell}</td>`)}
                </tr>`,
            )}
          </tbody>
        </table>
      </div>`;
  }

  /**
   * The data as a `<table>`, built with DOM calls and `textContent` (no HTML parsing) and kept
   * until the data or heading changes. A time series can make a thousand rows, whose layout costs
   * more than drawing the chart, so rows past the first 100 are added in the background on the
   * page's scheduler: the chart shows first and no task runs long.
   */
  #dataTable(heading: string): HTMLTableElement {
    const memo = this.#table;
    const locale = this.#i18n.locale;
    const words = messagesVersion();
    if (
      memo &&
      memo.data === this.#data &&
      memo.heading === heading &&
      memo.locale === locale &&
      memo.words === words
    ) {
      this.#fillTable(memo.node, memo.rows);
      return memo.node;
    }
    const {columns, rows, total} = chartTable(this.#data, this.#t, locale || undefined);
    const doc = this.ownerDocument;
    const add = (parent: Node, tag: string, text?: string) => {
      const child = parent.appendChild(doc.createElement(tag));
      if (text !== undefined) child.textContent = text;
      return child;
    };
    const node = doc.createElement('table');
    node.setAttribute('part', 'data-table');
    const title = heading ? this.#t('chart.dataOf', {heading}) : this.#t('chart.data');
    const more = total > rows.length ? this.#t('chart.firstRows', {shown: rows.length, total}) : '';
    add(node, 'caption', more ? `${title} ${more}` : title);
    const headRow = add(add(node, 'thead'), 'tr');
    for (const column of columns) add(headRow, 'th', column).setAttribute('scope', 'col');
    add(node, 'tbody');
    this.#table = {data: this.#data, heading, locale, words, node, rows};
    this.#fillTable(node, rows);
    return node;
  }

  /** Adds the rows not yet in `table`: the first TABLE_CHUNK now, the rest in the background. */
  #fillTable(table: HTMLTableElement, rows: string[][]) {
    const body = table.tBodies[0]!;
    const task = this.#tableRows;
    if (body.rows.length >= rows.length || (task.pending && task.args?.[0] === body)) return;
    task.run([body, rows]);
  }

  override updated() {
    const lib = this.#echarts.value;
    const container = this.#container.value;
    if (!lib || !container || !container.isConnected || this.#data.kind === 'empty') {
      this.#dispose();
      return;
    }
    if (this.#chart && (this.#chart.isDisposed() || this.#chart.getDom() !== container)) {
      this.#dispose();
    }
    if (!this.#resizeObserver) {
      // Its first report (after the next layout) draws the chart.
      this.#resizeObserver = new ResizeObserver((entries) => this.#onResize(entries));
      this.#resizeObserver.observe(container);
    }
    if (!this.#size) return;
    // A drawn chart follows a change at once; a first drawing waits for its turn.
    if (this.#chart) this.#draw();
    else this.#queueDraw(undefined);
  }

  /**
   * Draws (or lays out again) at the size last reported, when echarts and the box are there, with
   * the direction and colours in `look`, or read now; `crowded`: without animation.
   */
  #draw(look?: Look, crowded = false) {
    const lib = this.#echarts.value;
    const container = this.#container.value;
    if (!lib || !container?.isConnected || !this.#size || this.#data.kind === 'empty') return;
    this.#chart ??= lib.init(container, undefined, {renderer: 'svg', ...this.#size});
    const applied = this.#applied;
    // The reading direction as laid out (an ancestor's dir, or CSS `direction`), the element's:
    // its drawing is always left to right.
    const rtl = look?.rtl ?? getComputedStyle(this).direction === 'rtl';
    const locale = this.#i18n.locale;
    const width = this.#size.width || undefined;
    const same =
      applied?.data === this.#data &&
      applied.scheme === this.#scheme &&
      applied.rtl === rtl &&
      applied.locale === locale;
    if (!same || needsRelayout(this.#data, applied.width, width)) {
      const reducedMotion =
        crowded || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      // The width picks a legend or labels for a donut and sizes label text.
      const option = buildChartOption(this.#data, look?.theme ?? this.#readTheme(), {
        reducedMotion,
        width,
        rtl,
        locale: locale || undefined,
      });
      // Only laid out again (same data, colours, direction and words): merged, so the ring does
      // not grow anew.
      if (option) this.#chart.setOption(option, {notMerge: !same});
      this.#applied = {data: this.#data, scheme: this.#scheme, rtl, locale, width};
    }
  }

  /**
   * Draws the chart on the first report of its box's size; later, scales the drawing to the box,
   * and lays it out again when the width asks for another layout.
   */
  #onResize(entries: ResizeObserverEntry[]) {
    const box = entries.at(-1)?.contentBoxSize?.[0];
    const rect = entries.at(-1)?.contentRect;
    const size = {
      width: Math.round(box?.inlineSize ?? rect?.width ?? 0),
      height: Math.round(box?.blockSize ?? rect?.height ?? 0),
    };
    this.#size = size;
    // Drawn in a later task, not during the delivery of size reports: a drawing changes the
    // page, and each element reading a size in the same delivery (other charts, tables) would lay
    // it out again. The direction and colours are read now, while the page is laid out and styled.
    if (!this.#chart) return this.#queueDraw(this.#readLook());
    this.#chart.resize(size);
    if (this.#applied && needsRelayout(this.#data, this.#applied.width, size.width || undefined)) {
      this.#queueDraw(this.#readLook());
    }
  }

  /** Draws in a turn of the page's scheduler, with `look` (else read then). */
  #queueDraw(look: Look | undefined) {
    waiting.add(this);
    this.#drawing.run([look]);
  }

  #readLook(): Look | undefined {
    const container = this.#container.value;
    if (!container) return undefined;
    return {rtl: getComputedStyle(this).direction === 'rtl', theme: this.#readTheme()};
  }

  /** The theme colours, resolved by the browser (so `light-dark()` and `var()` are applied). */
  #readTheme(): ChartTheme {
    const color = (selector: string, fallback: string) => {
      const probe = this.renderRoot.querySelector(`.palette ${selector}`);
      return (probe && getComputedStyle(probe).color) || fallback;
    };
    return {
      palette: defaultTheme.palette.map((fallback, i) => color(`.c${i + 1}`, fallback)),
      text: color('.text', defaultTheme.text),
      muted: color('.muted', defaultTheme.muted),
      border: color('.grid', defaultTheme.border),
      background: color('.bg', defaultTheme.background),
      fontFamily: getComputedStyle(this).fontFamily || defaultTheme.fontFamily,
    };
  }

  #dispose() {
    waiting.delete(this);
    this.#drawing.abort();
    this.#resizeObserver?.disconnect();
    this.#resizeObserver = undefined;
    this.#size = undefined;
    if (this.#chart) disposeChart(this.#chart);
    this.#chart = undefined;
    this.#applied = undefined;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-chart': SvcChart;
  }
}
