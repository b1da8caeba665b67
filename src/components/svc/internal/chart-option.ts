/**
 * The echarts option for `<svc-chart>`, built by a pure function from clean chart data and the
 * theme colours. No DOM and no echarts at run time (only its types).
 *
 * Surface text never becomes HTML: echarts draws labels, legends, axis labels and the tooltip
 * (`renderMode: 'richText'`) as SVG text, and the tooltip's formatter keeps surface text from being
 * read as rich-text markup.
 */
import type {EChartsCoreOption} from 'echarts/core';
import {dateFormat, validLocale} from '../../../model/functions/intl.js';
import {formatShare, formatValue, shares, timeFormatter} from './chart-data.js';
import type {ChartData, Slice} from './chart-data.js';

/** Colours the chart draws with, resolved to concrete CSS colours. */
export interface ChartTheme {
  /** Series / category colours, used in order and repeated. */
  palette: string[];
  text: string;
  muted: string;
  border: string;
  background: string;
  fontFamily: string;
}

export interface ChartOptionSettings {
  /** Turn animation off (for `prefers-reduced-motion`). */
  reducedMotion?: boolean;
  /** Width of the drawing in px, when known: a narrow chart gets a legend instead of labels. */
  width?: number;
  /**
   * The page reads right to left: the drawing is mirrored (value axis on the right, bars and time
   * running leftwards, legend markers after their names).
   */
  rtl?: boolean;
  /** The locale numbers, shares and times are written in (the viewer's when not given). */
  locale?: string;
}

/** Below this width (px) a donut names its slices in a legend, not in labels around the ring. */
export const DONUT_LABELS_MIN_WIDTH = 420;
/** A donut with more slices than this, or a slice smaller than this share (%), uses a legend. */
export const DONUT_LABELS_MAX_SLICES = 6;
export const DONUT_LABELS_MIN_SHARE = 4;
/** Rough width of one character of legend text (px), for laying the legend out in advance. */
const CHAR_WIDTH = 7;
const LEGEND_ROW_HEIGHT = 22;

/**
 * Whether a donut shows labels around the ring (roomy, few slices, none tiny) or a legend
 * (narrow or crowded), so that labels never overlap the ring or each other.
 */
export function donutUsesLegend(slices: readonly Slice[], width: number | undefined): boolean {
  if (width !== undefined && width < DONUT_LABELS_MIN_WIDTH) return true;
  if (slices.length > DONUT_LABELS_MAX_SLICES) return true;
  const pct = shares(slices);
  return pct !== undefined && pct.some((p) => p < DONUT_LABELS_MIN_SHARE);
}

/** A change of width (px) after which the chart is laid out again, not only scaled. */
export const RELAYOUT_STEP = 40;

/**
 * Whether a chart drawn `from` px wide is laid out again at `to` px, beyond echarts' own
 * `resize()`: a donut switches between labels and legend, or the width moved by `RELAYOUT_STEP`
 * or more (the legend's text width and rows and the bar labels' width follow the width).
 */
export function needsRelayout(
  data: ChartData,
  from: number | undefined,
  to: number | undefined,
): boolean {
  if (from === to) return false;
  if (from === undefined || to === undefined) return true;
  if (
    data.kind === 'donut' &&
    donutUsesLegend(data.slices, from) !== donutUsesLegend(data.slices, to)
  )
    return true;
  return Math.abs(to - from) >= RELAYOUT_STEP;
}

/** The widest legend text (px) for a chart `width` wide: never a one-letter stub. */
export function legendTextWidth(width: number | undefined): number {
  return Math.round(Math.max(80, Math.min(200, (width ?? 600) - 64)));
}

/** How many rows a wrapping legend of these names takes in `width` px. */
export function legendRows(names: readonly string[], width: number | undefined): number {
  const available = (width ?? 600) - 16;
  const text = legendTextWidth(width);
  let rows = 1;
  let used = 0;
  for (const name of names) {
    const item = 25 + Math.min(text, name.length * CHAR_WIDTH) + 10;
    if (used > 0 && used + item > available) {
      rows++;
      used = 0;
    }
    used += item;
  }
  return rows;
}

/** Fallback theme (the light defaults of the CSS custom properties). */
export const defaultTheme: ChartTheme = {
  palette: ['#0969da', '#1a7f37', '#bc4c00', '#8250df', '#bf3989', '#0a7ea4', '#9a6700', '#57606a'],
  text: '#1f2328',
  muted: '#59636e',
  border: '#d1d9e0',
  background: '#ffffff',
  fontFamily: 'system-ui, sans-serif',
};

/**
 * Surface text made inert for echarts' rich text, which reads `{name|text}` as a styled run: a
 * WORD JOINER (U+2060, invisible) after each `{` keeps the text exactly as written on screen.
 */
export function plainRichText(text: unknown): string {
  return String(text ?? '').replace(/\{/g, '{\u2060');
}

/** The colour dot echarts made for this item (a `{markerN|}` run), or nothing. */
function marker(value: unknown): string {
  return typeof value === 'string' && /^\{[A-Za-z0-9_]+\|\}\s*$/.test(value)
    ? `${value.trim()} `
    : '';
}

/** The subset of echarts' tooltip callback parameters the formatters read. */
interface TooltipParam {
  name?: unknown;
  seriesName?: unknown;
  value?: unknown;
  marker?: unknown;
  dataIndex?: number;
}

const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Tooltip for one category (donut slice or bar): label, value and share, as rich text. */
export function categoryTooltip(
  data: Extract<ChartData, {kind: 'donut' | 'bars'}>,
  locale?: string,
): (params: TooltipParam | TooltipParam[]) => string {
  const pct = shares(data.slices);
  return (params) => {
    const p = Array.isArray(params) ? params[0] : params;
    if (!p) return '';
    const index = p.dataIndex ?? -1;
    const slice = data.slices[index];
    const label = slice ? slice.label : p.name;
    const value = slice ? slice.value : asNumber(p.value);
    const share =
      pct && index >= 0 && index < pct.length ? ` (${formatShare(pct[index]!, locale)})` : '';
    return `${marker(p.marker)}${plainRichText(label)}: ${value === undefined ? '' : formatValue(value, locale)}${share}`;
  };
}

/** Tooltip for a time on the time axis: the time, then each series' value, as rich text. */
export function timeTooltip(
  data: Extract<ChartData, {kind: 'lines'}>,
  locale?: string,
): (params: TooltipParam | TooltipParam[]) => string {
  const format = timeFormatter(
    (function* () {
      for (const series of data.series) for (const p of series.points) yield p[0];
    })(),
    locale,
  );
  return (params) => {
    const list = Array.isArray(params) ? params : [params];
    if (!list.length) return '';
    const first = list[0]!.value;
    const time = Array.isArray(first) ? asNumber(first[0]) : undefined;
    const lines = list.map((p) => {
      const value = Array.isArray(p.value) ? asNumber(p.value[1]) : asNumber(p.value);
      return `${marker(p.marker)}${plainRichText(p.seriesName)}: ${value === undefined ? '' : formatValue(value, locale)}`;
    });
    return [time === undefined ? '' : format(time), ...lines].filter(Boolean).join('\n');
  };
}

/** A donut label: the category and its whole-percent share (drawn as SVG text, not HTML). */
export function pieLabel(
  slices: readonly Slice[],
  index: number | undefined,
  locale?: string,
): string {
  const pct = shares(slices);
  const slice = index === undefined ? undefined : slices[index];
  if (!slice) return '';
  return pct ? `${slice.label}: ${formatShare(pct[index!]!, locale)}` : slice.label;
}

/** Legend text for a donut: the category and its share ("AWS 40%"). */
function legendShare(slices: readonly Slice[], locale?: string): (name: string) => string {
  const pct = shares(slices);
  return (name) => {
    const index = slices.findIndex((s) => echartsName(s.label) === name);
    const share = pct && index >= 0 ? ` ${formatShare(pct[index]!, locale)}` : '';
    return `${plainRichText(name)}${share}`;
  };
}

/**
 * Time axis labels in `locale` (echarts' own month names are English): a tick at midnight shows
 * its day ("Nov 14", "14. Nov."), the first of January its year, other ticks their time ("09:00").
 * echarts places ticks in the viewer's time zone, so they are read in it too.
 */
export function timeLabels(locale?: string): (value: number) => string {
  const tag = validLocale(locale);
  const year = dateFormat(tag, {year: 'numeric'});
  const day = dateFormat(tag, {month: 'short', day: 'numeric'});
  const time = dateFormat(tag, {hour: '2-digit', minute: '2-digit'});
  return (value) => {
    const date = new Date(value);
    if (date.getHours() !== 0 || date.getMinutes() !== 0) return time.format(date);
    return date.getMonth() === 0 && date.getDate() === 1 ? year.format(date) : day.format(date);
  };
}

/** The echarts option for the data, or `undefined` for an empty chart. */
export function buildChartOption(
  data: ChartData,
  theme: ChartTheme = defaultTheme,
  settings: ChartOptionSettings = {},
): EChartsCoreOption | undefined {
  if (data.kind === 'empty') return undefined;
  const points = data.kind === 'lines' ? data.series.reduce((n, s) => n + s.points.length, 0) : 0;
  const base = {
    color: theme.palette,
    backgroundColor: 'transparent',
    textStyle: {color: theme.text, fontFamily: theme.fontFamily},
    // The element gives its own text summary and data table.
    aria: {enabled: false},
    useUTC: true,
    animation: !settings.reducedMotion && points <= 2000,
    // Rich text, drawn in the chart's SVG: an HTML tooltip needs echarts to assign innerHTML,
    // which a page that requires Trusted Types refuses (README, "Content Security Policy").
    tooltip: {
      confine: true,
      renderMode: 'richText',
      backgroundColor: theme.background,
      borderColor: theme.border,
      textStyle: {color: theme.text, fontFamily: theme.fontFamily},
    },
  };
  const axisLabel = {color: theme.muted, hideOverlap: true};
  // Axis labels count inside the drawing (echarts 6's form of `containLabel`).
  const containLabels = {outerBoundsMode: 'same', outerBoundsContain: 'axisLabel'} as const;
  const axisLine = {lineStyle: {color: theme.border}};
  const splitLine = {lineStyle: {color: theme.border, type: 'dashed' as const}};
  const textWidth = legendTextWidth(settings.width);
  const rtl = settings.rtl === true;
  const locale = settings.locale;
  const valueLabels = {...axisLabel, formatter: (value: number) => formatValue(value, locale)};
  // Room for the last axis label at the end side, a little at the start side (mirrored in RTL).
  const sides = rtl ? {left: 24, right: 8} : {left: 8, right: 24};
  const legend = {
    align: rtl ? ('right' as const) : ('left' as const),
    type: 'scroll',
    // Long names are cut with an ellipsis at a readable width (the tooltip has them whole).
    textStyle: {color: theme.text, width: textWidth, overflow: 'truncate', ellipsis: '…'},
    tooltip: {show: true},
    pageTextStyle: {color: theme.muted},
    pageIconColor: theme.text,
    pageIconInactiveColor: theme.border,
  };

  if (data.kind === 'donut') {
    const useLegend = donutUsesLegend(data.slices, settings.width);
    const names = data.slices.map((s) => s.label);
    const legendHeight = useLegend ? legendRows(names, settings.width) * LEGEND_ROW_HEIGHT : 0;
    // A function, so a label like "{a|x}" is never read as echarts template syntax.
    const formatter = (p: {dataIndex?: number}) => pieLabel(data.slices, p.dataIndex, locale);
    return {
      ...base,
      tooltip: {...base.tooltip, trigger: 'item', formatter: categoryTooltip(data, locale)},
      // Narrow or crowded: a legend that wraps onto more rows (a donut has at most 8 slices),
      // names with their share, and no labels around the ring. `show` is always given: a resize
      // merges the other layout into this one.
      legend: useLegend
        ? {
            ...legend,
            show: true,
            type: 'plain',
            bottom: 0,
            left: 'center',
            formatter: legendShare(data.slices, locale),
          }
        : {...legend, show: false},
      series: [
        {
          type: 'pie',
          // The ring's box: above the legend.
          top: 0,
          bottom: legendHeight + (useLegend ? 8 : 0),
          radius: useLegend ? ['50%', '80%'] : ['45%', '70%'],
          center: ['50%', '50%'],
          avoidLabelOverlap: true,
          itemStyle: {borderColor: theme.background, borderWidth: 2},
          label: useLegend
            ? {show: false}
            : {
                show: true,
                color: theme.text,
                formatter,
                // Outside the ring, aligned to the edges, cut with an ellipsis to fit.
                position: 'outside',
                alignTo: 'edge',
                edgeDistance: 8,
                overflow: 'truncate',
                width: Math.max(60, Math.min(140, ((settings.width ?? 600) - 200) / 2)),
              },
          labelLayout: {hideOverlap: true},
          labelLine: {show: !useLegend, lineStyle: {color: theme.muted}},
          data: data.slices.map((s) => ({name: echartsName(s.label), value: s.value})),
        },
      ],
    };
  }

  if (data.kind === 'bars') {
    return {
      ...base,
      tooltip: {...base.tooltip, trigger: 'item', formatter: categoryTooltip(data, locale)},
      grid: {...sides, top: 8, bottom: 8, ...containLabels},
      xAxis: {type: 'value', inverse: rtl, axisLabel: valueLabels, axisLine, splitLine},
      yAxis: {
        type: 'category',
        inverse: true,
        position: rtl ? 'right' : 'left',
        data: data.slices.map((s) => s.label),
        axisLabel: {
          ...axisLabel,
          color: theme.text,
          overflow: 'truncate',
          // At most a third of the drawing, so the bars keep room however narrow it is.
          width: Math.round(Math.max(56, Math.min(140, (settings.width ?? 600) / 3))),
        },
        axisLine,
        axisTick: {show: false},
      },
      series: [
        {
          type: 'bar',
          itemStyle: {color: theme.palette[0]},
          data: data.slices.map((s) => s.value),
        },
      ],
    };
  }

  return {
    ...base,
    tooltip: {...base.tooltip, trigger: 'axis', formatter: timeTooltip(data, locale)},
    legend: {...legend, top: 0, data: data.series.map((s) => s.name)},
    grid: {...sides, top: 36, bottom: 8, ...containLabels},
    xAxis: {
      type: 'time',
      inverse: rtl,
      min: data.range.start,
      max: data.range.end,
      axisLabel: {...axisLabel, formatter: timeLabels(locale)},
      axisLine,
      splitLine: {show: false},
    },
    yAxis: {type: 'value', position: rtl ? 'right' : 'left', axisLabel: valueLabels, splitLine},
    series: data.series.map((s) => ({
      type: 'line',
      name: echartsName(s.name),
      data: s.points,
      showSymbol: s.points.length <= 60,
      sampling: 'lttb',
      emphasis: {focus: 'series'},
    })),
  };
}

/**
 * echarts keeps series and slice names as keys of plain objects (its palette map), so a name such
 * as `hasOwnProperty` breaks its drawing; such a name gets an invisible zero-width space.
 */
export function echartsName(name: string): string {
  return name in Object.prototype ? `${name}\u200b` : name;
}
