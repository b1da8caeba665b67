/**
 * Pure helpers of `<svc-metric-cards>`: coercing cards and sources, parsing deltas, and the
 * sparkline's geometry and description. No DOM; nothing here throws, whatever the input.
 */

import {field} from './data-values.js';
import {allowedUrl} from '../../../model/url-policy.js';
import {english} from '../../../i18n/catalog.js';
import type {Translate} from '../../../i18n/catalog.js';
import '../../../i18n/messages-svc.js';

/** Which way a delta points. `none` when the card has no delta, `unknown` when it is not a number. */
export type DeltaDirection = 'up' | 'down' | 'flat' | 'unknown' | 'none';

/** A parsed delta: what to show, which way it points and how to say it. */
export interface Delta {
  /** The text shown, as sent (numbers get an explicit sign). */
  text: string;
  direction: DeltaDirection;
  /** The delta in words for screen readers: "up 12%", "down 3", "no change", or the text. */
  words: string;
}

/** A card after coercion. */
export interface MetricCardView {
  label: string;
  value: string;
  delta: Delta;
  /** Finite points only. */
  sparkline: number[];
}

/** A source after coercion. */
export interface MetricSourceView {
  kind: string;
  label: string;
  ref: string;
  /** `ref` as an href, only when it is an absolute http(s) URL. */
  href: string | undefined;
  /** The count as shown (digits grouped), or ''. */
  count: string;
}

/** Most cards, sources and sparkline points looked at; the rest are ignored. */
export const MAX_CARDS = 100;
export const MAX_SOURCES = 50;
export const MAX_POINTS = 1000;

const numberFormat = new Intl.NumberFormat(undefined, {maximumFractionDigits: 2});

/** Any value as display text: null/undefined → '', objects → JSON, the rest via `String()`. */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? numberFormat.format(value) : '';
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return '';
    }
  }
  return String(value);
}

/** A finite number from a number or a numeric string, else `undefined`. */
export function finite(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/\u2212/g, '-'));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Signs we accept before a number: ASCII, the Unicode minus, dashes and arrows. */
const PLUS = new Set(['+', '▲', '↑', '⬆']);
const MINUS = new Set(['-', '\u2212', '\u2012', '\u2013', '\u2014', '▼', '↓', '⬇']);
const DELTA_PATTERN =
  /^([+\-\u2212\u2012\u2013\u2014▲▼↑↓⬆⬇]?)\s*(\d(?:[\d,]|[\u00a0\u202f](?=\d))*(?:\.\d+)?|\.\d+)(.*)$/su;

/**
 * Parses a delta such as `+12%`, `-3`, `0`, `−4.5%` (Unicode minus), `12 pts`, `▼ 2` or a plain
 * number. No sign and a value above zero counts as up; zero is flat whatever its sign. Text that
 * does not start with a number (`n/a`) is shown as is, neutrally (`unknown`).
 */
export function parseDelta(value: unknown, t: Translate = english): Delta {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return {text: '', direction: 'none', words: ''};
    const magnitude = numberFormat.format(Math.abs(value));
    if (value === 0) return {text: magnitude, direction: 'flat', words: t('metric.noChange')};
    return value > 0
      ? {text: `+${magnitude}`, direction: 'up', words: t('metric.up', {amount: magnitude})}
      : {
          text: `\u2212${magnitude}`,
          direction: 'down',
          words: t('metric.down', {amount: magnitude}),
        };
  }
  const shown = text(value).trim();
  if (shown === '') return {text: '', direction: 'none', words: ''};
  const match = DELTA_PATTERN.exec(shown);
  if (!match) return {text: shown, direction: 'unknown', words: shown};
  const [, sign, numeral, rest] = match;
  const amount = Number(numeral.replace(/[,\u00a0\u202f]/g, ''));
  if (!Number.isFinite(amount)) return {text: shown, direction: 'unknown', words: shown};
  const magnitude = `${numeral}${rest}`;
  if (amount === 0) return {text: shown, direction: 'flat', words: t('metric.noChange')};
  if (MINUS.has(sign))
    return {text: shown, direction: 'down', words: t('metric.down', {amount: magnitude})};
  if (PLUS.has(sign) || sign === '') {
    return {text: shown, direction: 'up', words: t('metric.up', {amount: magnitude})};
  }
  return {text: shown, direction: 'unknown', words: shown};
}

/** Sparkline points: finite numbers (numeric strings too); everything else is dropped. */
export function sparklinePoints(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const points: number[] = [];
  for (const item of value.slice(0, MAX_POINTS)) {
    const n = finite(item);
    if (n !== undefined) points.push(n);
  }
  return points;
}

/**
 * The `points` attribute of a polyline drawing `values` inside a `width` × `height` box, with
 * `inset` kept free on every side so the stroke is not clipped. A flat series is drawn in the
 * middle. Fewer than two values → ''.
 */
export function polylinePoints(
  values: readonly number[],
  width: number,
  height: number,
  inset = 1,
): string {
  if (values.length < 2) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const innerW = width - 2 * inset;
  const innerH = height - 2 * inset;
  const round = (n: number) => Math.round(n * 100) / 100;
  return values
    .map((v, i) => {
      const x = inset + (innerW * i) / (values.length - 1);
      const y = span === 0 ? height / 2 : inset + innerH * (1 - (v - min) / span);
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

/** "trend over 7 points, from 3 to 12, rising" (or falling, or flat). */
export function describeTrend(values: readonly number[], t: Translate = english): string {
  if (values.length === 0) return '';
  const first = values[0];
  const last = values[values.length - 1];
  if (values.length === 1) return t('metric.onePoint', {value: numberFormat.format(first)});
  const key = last > first ? 'metric.rising' : last < first ? 'metric.falling' : 'metric.flat';
  return t(key, {
    count: values.length,
    first: numberFormat.format(first),
    last: numberFormat.format(last),
  });
}

/** The cards as sent, coerced; a non-array gives []. Cards that are not objects are dropped. */
export function toCards(value: unknown, t: Translate = english): MetricCardView[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, MAX_CARDS)
    .filter((card) => card !== null && typeof card === 'object' && !Array.isArray(card))
    .map((card) => ({
      label: text(field(card, 'label')),
      value: text(field(card, 'value')),
      delta: parseDelta(field(card, 'delta'), t),
      sparkline: sparklinePoints(field(card, 'sparkline')),
    }));
}

/** A count (a decimal string on the wire) with its digits grouped; other text as is. */
export function formatCount(value: unknown): string {
  const shown = text(value).trim();
  if (/^[+-]?\d{1,30}$/.test(shown)) return BigInt(shown).toLocaleString();
  return shown;
}

/** The sources as sent, coerced; a non-array gives []; entries that are not objects are dropped. */
export function toSources(value: unknown): MetricSourceView[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, MAX_SOURCES)
    .filter((source) => source !== null && typeof source === 'object' && !Array.isArray(source))
    .map((source) => {
      const ref = text(field(source, 'ref')).trim();
      return {
        kind: text(field(source, 'kind')).trim(),
        label: text(field(source, 'label')).trim(),
        ref,
        href: allowedUrl(ref, 'source'),
        count: formatCount(field(source, 'count')),
      };
    })
    .filter((source) => source.label !== '' || source.ref !== '');
}
