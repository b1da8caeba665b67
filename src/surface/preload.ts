/**
 * Requests at once every module a surface will need, as soon as it is read: its elements' modules
 * and the lazy parts those elements would otherwise ask for only once they render (markdown with
 * marked and DOMPurify, echarts, highlight.js, the icon drawings, the regular expression engine,
 * the formatting and validation functions, the locale's number formatting). On a network with
 * long round trips this turns a chain of discoveries (element, then its markdown module, then
 * marked) into one round of requests. The elements load the same modules themselves (the module
 * map shares them), so a failed request here changes nothing but time: errors are left to the
 * element that needs the module.
 */
import {variantToTag} from '../catalog/index.js';
import {loadTag} from '../catalog/loaders.js';
import {surfaceNeeds, type LazyPart} from '../catalog/needs.js';
import type {ComponentNode} from '../model/types.js';
import {plainTask} from '../controllers/yield-to-page.js';
import {loadOnDemandFunctions} from './functions.js';

const PART_LOADERS: Readonly<Record<LazyPart, () => Promise<unknown>>> = {
  markdown: () =>
    Promise.all([
      import('../components/basic/internal/markdown-block.js'),
      import('marked'),
      import('dompurify'),
    ]),
  chart: () => import('../components/svc/echarts-setup.js'),
  code: () => import('../components/svc/internal/code-highlighter.js'),
  icons: () => import('../components/basic/internal/icon-paths.js'),
  // The engine's own module (model/regex-engine.ts) loads it again from the module map.
  regex: () => import('re2js'),
  functions: loadOnDemandFunctions,
  numbers: warmNumberFormat,
};

const requested = new Set<LazyPart>();

/** Starts loading what `components` need and is not loaded or on its way yet. */
export function preloadFor(components: Iterable<ComponentNode>): void {
  const {variants, parts} = surfaceNeeds(components);
  for (const variant of variants) loadTag(variantToTag(variant)).catch(ignore);
  for (const part of parts) {
    if (requested.has(part)) continue;
    requested.add(part);
    PART_LOADERS[part]().catch(() => requested.delete(part));
  }
}

function ignore(): void {}

/**
 * The locale's number formatting, made once in a task of its own: on a page that is waiting for
 * the elements' modules it costs nothing, where it would otherwise lengthen the task that first
 * draws a number (a slider's value, a table's figures) by about 20 ms.
 */
function warmNumberFormat(): Promise<void> {
  return new Promise((done) =>
    plainTask(() => {
      new Intl.NumberFormat().format(0);
      done();
    }),
  );
}
