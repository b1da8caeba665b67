// What <svc-text markdown> needs beyond plain text, in a module of its own that the element
// imports the first time a text is markdown: the renderer, the block builder, the styles, and
// the task that renders a long text in a later task.
import type {ReactiveControllerHost, ReactiveElement} from 'lit';
import {markdownStyles} from './markdown-styles.js';
import {SlicedTask} from '../../../controllers/sliced-task.js';
import {once} from '../../../controllers/scheduler.js';

export {loadMarkdown, markdownRenderer} from './markdown.js';
export {settledMarkdown} from './markdown-in-flight.js';

/** Adds the markdown styles to a text element's shadow root, once. */
export function adoptMarkdownStyles(root: ReactiveElement['renderRoot']): void {
  const sheet = markdownStyles.styleSheet;
  if (!sheet || !(root instanceof ShadowRoot) || root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Renders markdown into a fresh `<div part="base markdown">`, tables wrapped for scrolling. */
export function buildBlock(
  render: (source: string) => DocumentFragment,
  source: string,
): HTMLElement {
  const block = document.createElement('div');
  block.setAttribute('part', 'base markdown');
  try {
    block.append(render(source));
  } catch (error) {
    // Never expected after the input caps; fall back to the escaped text.
    console.warn('svc-text: markdown rendering failed', error);
    block.setAttribute('part', 'base');
    block.textContent = source;
  }
  for (const table of block.querySelectorAll('table')) {
    const scroll = document.createElement('div');
    scroll.setAttribute('part', 'table-scroll');
    table.before(scroll);
    scroll.append(table);
  }
  return block;
}

/**
 * The rendered markdown with its headings placed in a surface's outline: the biggest one at
 * `top`, the others as far below it as they were written (at most `<h6>`). An agent's `###` is
 * a heading of the surface, whatever number it wrote.
 */
export function placeHeadings(fragment: DocumentFragment, top: number): DocumentFragment {
  const headings = [...fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const written = (heading: Element) => Number(heading.localName[1]);
  const biggest = Math.min(...headings.map(written));
  for (const heading of headings) {
    const level = Math.min(6, top + written(heading) - biggest);
    if (level === written(heading)) continue;
    const placed = document.createElement(`h${level}`);
    placed.append(...heading.childNodes);
    heading.replaceWith(placed);
  }
  return fragment;
}

/** A long markdown text rendered into its block on the page's scheduler. */
export type LongMarkdown = SlicedTask<
  [source: string, render: (source: string) => DocumentFragment],
  {source: string; block: HTMLElement}
>;

/**
 * The task that renders `host`'s long markdown (see `<svc-text>`) in a later task of its own: the
 * block's layout, in the frame after it, costs more than building it, so a task builds one.
 */
export function longMarkdownTask(host: ReactiveControllerHost): LongMarkdown {
  return new SlicedTask(host, {
    task: ([source, render], budget) =>
      once(() => {
        const block = buildBlock(render, source);
        budget.useUp();
        return {source, block};
      }),
  });
}

/**
 * The first `limit` characters of markdown `source`, ended at a paragraph break (or else a line
 * break, or else a space) in the last quarter when there is one, and an ellipsis.
 */
export function markdownPreview(source: string, limit: number): string {
  let end = limit;
  // Never split a surrogate pair.
  if (/[\uD800-\uDBFF]/.test(source[end - 1])) end--;
  for (const mark of ['\n\n', '\n', ' ']) {
    const at = source.lastIndexOf(mark, end);
    if (at > end - limit / 4) return `${source.slice(0, at)} …`;
  }
  return `${source.slice(0, end)}…`;
}

/**
 * Markdown without its heading marks (`# ` before a line and `#`s after it, `===` or `---` under
 * it), for a text whose variant is already a heading: its words render once, at the variant's size.
 */
export function withoutHeadingMarks(source: string): string {
  if (!source.includes('#') && !/\n\s*(=+|-+)\s*$/m.test(source)) return source;
  return source
    .split('\n')
    .filter((line, index) => index === 0 || !/^ {0,3}(=+|-+)\s*$/.test(line))
    .map((line) => line.replace(/^ {0,3}#{1,6}(?=\s|$)\s*/, '').replace(/\s+#+\s*$/, ''))
    .join('\n');
}
