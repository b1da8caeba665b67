/**
 * What a surface needs loaded before it can be drawn complete, read from its components before
 * any element is built: the variants (each an element module) and the lazy parts those elements
 * load by themselves once they render (markdown, charts, highlighted code, icons, the regular
 * expression engine, the formatting and validation functions, the locale's number formatting).
 * Requesting all of it at once saves the round trips of finding each part only when the element
 * that needs it renders. DOM-free.
 */
import {ON_DEMAND_FUNCTION_NAMES} from '../model/functions/names.js';
import type {ComponentNode} from '../model/types.js';

/**
 * A lazy part that elements load on first use. `numbers` is the browser's own: the first number
 * format of a page loads the locale's data (about 20 ms of main thread in Chromium).
 */
export type LazyPart = 'markdown' | 'chart' | 'code' | 'icons' | 'regex' | 'functions' | 'numbers';

const VARIANT_PARTS: Readonly<Record<string, LazyPart[]>> = {
  svcChart: ['chart', 'numbers'],
  svcCodeBlock: ['code'],
  icon: ['icons'],
  slider: ['numbers'],
  progressBar: ['numbers'],
  svcTable: ['numbers'],
  svcMetricCards: ['numbers'],
  svcDurationPicker: ['numbers'],
  svcConnectorSyncDetail: ['numbers'],
};

/**
 * A call of an on-demand function, as the parser leaves it in props and checks, or inside a
 * formatString template (`${formatDate(value: ${/now})}`).
 */
const ON_DEMAND_CALL = new RegExp(
  `(?:"call":"|\\$\\{)(${ON_DEMAND_FUNCTION_NAMES.join('|')})\\b`,
  'g',
);

/** The variants and lazy parts `components` use. */
export function surfaceNeeds(components: Iterable<ComponentNode>) {
  const variants = new Set<string>();
  const parts = new Set<LazyPart>();
  for (const {known, variant, props, checks} of components) {
    if (!known) continue;
    variants.add(variant);
    for (const part of VARIANT_PARTS[variant] ?? []) parts.add(part);
    // Only a plain `false` says no markdown; a bound flag may turn it on.
    const markdown = props.markdown;
    if (variant === 'text' && markdown !== undefined && markdown !== false && markdown !== 'false')
      parts.add('markdown');
    if (props.validationRegexp !== undefined) parts.add('regex');
    if (parts.has('functions') && parts.has('regex') && parts.has('numbers')) continue;
    for (const [, name] of JSON.stringify([props, checks]).matchAll(ON_DEMAND_CALL)) {
      parts.add('functions');
      if (name === 'regex') parts.add('regex');
      if (name!.startsWith('format') || name === 'pluralize') parts.add('numbers');
    }
  }
  return {variants, parts};
}
