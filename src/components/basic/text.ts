import {LitElement, css, html} from 'lit';
import type {PropertyValues} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {toBool, toText} from './internal/coerce.js';
import {loadMarkdown, markdownRenderer} from './internal/markdown.js';
import {markdownStyles} from './internal/markdown-styles.js';

/**
 * @summary Text from the assistant. Plain text is always escaped and keeps its line breaks.
 *
 * With `markdown` set, the text is rendered as markdown: `marked` and `DOMPurify` load on the
 * first markdown text of the page (never for plain text), and until they are there the text is
 * shown as plain text. The sanitized output has no raw HTML, styles, forms, scripts or images
 * (an image becomes a link to it); links open in a new tab with `rel="noopener noreferrer"` and
 * only http(s), mailto and relative URLs stay clickable. Input past 20,000 characters is cut.
 * `updateComplete` resolves only after a pending markdown load has been rendered.
 *
 * @csspart base - The block that holds the text (a `<p>` for plain text, a `<div>` for markdown).
 * @csspart markdown - The same block when it holds rendered markdown.
 * @csspart table-scroll - Scroll box around each markdown table.
 * @cssprop [--svc-text-color=var(--svc-color-text)] - Colour of the text.
 * @cssprop [--svc-text-line-height=1.5] - Line height.
 * @cssprop [--svc-text-link-color=var(--svc-color-primary)] - Colour of markdown links.
 * @cssprop [--svc-text-code-background=var(--svc-color-surface-raised)] - Background of markdown code, code blocks and table headers.
 */
@customElement('svc-text')
export class SvcText extends LitElement {
  static override styles = [
    hostStyles,
    css`
      :host {
        --_color: var(--svc-text-color, var(--_text));
        --_line-height: var(--svc-text-line-height, 1.5);
        --_link: var(--svc-text-link-color, var(--_primary));
        --_code-bg: var(--svc-text-code-background, var(--_raised));
        display: block;
        color: var(--_color);
        line-height: var(--_line-height);
        overflow-wrap: anywhere;
        min-width: 0;
      }
      [part~='base'] {
        white-space: pre-wrap;
        margin: 0;
      }
      [part~='markdown'] {
        white-space: normal;
      }
      [part~='table-scroll'] {
        max-width: 100%;
        overflow-x: auto;
        margin: 0 0 0.75em;
      }
      [part~='table-scroll'] > table {
        margin: 0;
        overflow-wrap: normal;
      }
    `,
    markdownStyles,
  ];

  /** The text to show. Plain text is never read as HTML; non-strings are shown via `String()`. */
  @property() text = '';

  /** Render `text` as sanitized markdown. Strings "true"/"false" are read as booleans. */
  @property({type: Boolean}) markdown = false;

  /** The rendered markdown block, kept while text and flag stay the same. */
  #markdownBlock?: HTMLElement;
  #markdownSource?: string;
  #loading?: Promise<unknown>;

  override willUpdate(changed: PropertyValues<this>) {
    if (!toBool(this.markdown)) {
      this.#markdownBlock = this.#markdownSource = undefined;
      return;
    }
    const source = toText(this.text);
    if (this.#markdownBlock && this.#markdownSource === source && !changed.has('markdown')) return;
    const render = markdownRenderer();
    if (!render) {
      this.#markdownBlock = undefined;
      this.#load();
      return;
    }
    this.#markdownSource = source;
    this.#markdownBlock = buildBlock(render, source);
  }

  override render() {
    if (this.#markdownBlock) return this.#markdownBlock;
    // Plain text, also shown while the markdown libraries load.
    return html`<p part="base">${toText(this.text)}</p>`;
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (this.#loading) {
      await this.#loading;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  #load() {
    if (this.#loading) return;
    this.#loading = loadMarkdown().then(
      () => {
        this.#loading = undefined;
        this.requestUpdate();
      },
      (error: unknown) => {
        // Keep showing the plain text; a later change of text or flag tries again.
        this.#loading = undefined;
        console.warn('svc-text: could not load the markdown renderer', error);
      },
    );
  }
}

/** Renders markdown into a fresh `<div part="base markdown">`, tables wrapped for scrolling. */
function buildBlock(render: (source: string) => DocumentFragment, source: string): HTMLElement {
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

declare global {
  interface HTMLElementTagNameMap {
    'svc-text': SvcText;
  }
}
