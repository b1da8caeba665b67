import {LitElement, css, html, isServer, nothing} from 'lit';
import type {PropertyValues, TemplateResult} from 'lit';
import {property} from 'lit/decorators.js';
import {ContextConsumer} from '@lit/context';
import {Localize} from '../../i18n/controller.js';
import {headingLevelContext} from '../../providers/context.js';
import {headingLevel} from '../../controllers/heading-level.js';
import {hostStyles} from '../../styles/tokens.js';
import {toBoolean, toText} from '../../model/coerce.js';
import type * as MarkdownBlock from './internal/markdown-block.js';

/**
 * Plain text longer than this many characters shows only its beginning, with a "Show more"
 * button that shows the rest: a few long texts would otherwise take seconds to lay out.
 */
export const TEXT_COLLAPSE_CHARS = 2_000;

/**
 * Markdown longer than this many characters shows a rendered beginning (cut at a paragraph break
 * when one is near) and the same "Show more" button: many long answers rendered whole took
 * seconds to render and lay out (figures in docs/performance.md).
 */
export const MARKDOWN_COLLAPSE_CHARS = 4_000;

/**
 * Markdown longer than this many characters is rendered in a task of its own (on the page's
 * scheduler), the text showing as plain text until then, so that many long texts set at once
 * never render in one long task.
 */
const MARKDOWN_OWN_TASK_CHARS = 1_000;

/** The looks a text can have (A2UI Text `variant`). */
export type TextVariant = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'caption' | 'body';

/**
 * Any spelling of a text variant: `h1`…`h6`, `H2`, `TEXT_VARIANT_H3`, `caption`; `body` and
 * anything unknown give `body`.
 */
export function normalizeTextVariant(value: unknown): TextVariant {
  const key = typeof value === 'string' ? value.toLowerCase().replace(/[^a-z0-9]/g, '') : '';
  const heading = /h([1-6])$/.exec(key);
  if (heading) return `h${heading[1]}` as TextVariant;
  if (key.endsWith('caption')) return 'caption';
  return 'body';
}

/** The heading level of a variant, or 0 for caption and body. */
export function headingLevelOf(variant: TextVariant): number {
  return variant.startsWith('h') ? Number(variant.slice(1)) : 0;
}

/**
 * @summary Text from the assistant. Plain text is always escaped and keeps its line breaks.
 *
 * With `markdown` set, the text is rendered as markdown: `marked` and `DOMPurify` load on the
 * first markdown text of the page (never for plain text), and until they are there the text is
 * shown as plain text. The sanitized output has no raw HTML, styles, forms, scripts or images
 * (an image becomes a link to it); links open in a new tab with `rel="noopener noreferrer"` and
 * only what the URL policy allows for links stays clickable (http(s), mailto, relative paths on
 * the page's host; never user info or `//other.host`). Input past 20,000 characters is cut.
 * Plain text longer than 2,000 characters (`TEXT_COLLAPSE_CHARS`) shows its first 2,000 and a
 * "Show more" button (`aria-expanded`) that shows all of it; markdown longer than 4,000
 * (`MARKDOWN_COLLAPSE_CHARS`) likewise shows its rendered beginning. Markdown over 1,000
 * characters is rendered in a task of its own (on the page's scheduler), shown as plain text until
 * then. `updateComplete` resolves only after a pending markdown load has been rendered.
 *
 * `variant` sets the look: `h1`…`h5` are headings (sizes 2.5× to 1.25× the base size), `caption`
 * is small muted text, `body` the default. A heading is exposed as `role="heading"` with
 * `aria-level`, not as an `<h1>` element: the level then comes from one number the host can
 * shift (`headingLevel`), so a surface inside a page that already has its own `<h1>` can sit
 * below the page's headings instead of adding rival top-level ones. Browsers expose both forms
 * the same way to assistive technology.
 *
 * @csspart base - The block that holds the text (a `<p>` for plain text, a `<div>` for markdown).
 * @csspart heading - The `role="heading"` block around the text for `h1`…`h5`.
 * @csspart markdown - The same block when it holds rendered markdown.
 * @csspart table-scroll - Scroll box around each markdown table.
 * @csspart toggle - The "Show more" / "Show less" button of a long plain text.
 * @cssprop [--svc-text-color=var(--svc-color-text)] - Colour of the text.
 * @cssprop [--svc-text-line-height=1.5] - Line height.
 * @cssprop [--svc-text-link-color=var(--svc-color-primary)] - Colour of markdown links.
 * @cssprop [--svc-text-code-background=var(--svc-color-surface-raised)] - Background of markdown code, code blocks and table headers.
 * @cssprop [--svc-text-heading-weight=600] - Font weight of the heading variants.
 * @cssprop [--svc-text-caption-color=var(--svc-color-text-muted)] - Colour of the `caption` variant.
 * @cssstate h1 - The variant is `h1` (likewise `h2`…`h6` and `caption`; `body`, the default, sets
 * no state).
 */
export class SvcText extends LitElement {
  static override styles = [
    hostStyles,
    css`
      :host {
        --_color: var(--svc-text-color, var(--_text));
        --_line-height: var(--svc-text-line-height, 1.5);
        --_link: var(--svc-text-link-color, var(--_primary));
        --_code-bg: var(--svc-text-code-background, var(--_raised));
        --_heading-weight: var(--svc-text-heading-weight, 600);
        display: block;
        color: var(--_color);
        line-height: var(--_line-height);
        min-width: 0;
      }
      [part~='base'] {
        white-space: pre-wrap;
        margin: 0;
      }
      /* Each paragraph reads in the direction of its own words: an agent's English sentence or a
         figure ("-0.5%") keeps its order in a right-to-left page, while it stays aligned with the
         page's start. */
      [part~='base'],
      [part~='markdown'] :is(p, li, h1, h2, h3, h4, h5, h6, blockquote) {
        unicode-bidi: plaintext;
      }
      :host(:dir(rtl)) :is([part~='base'], [part~='markdown'] :is(p, li, h1, h2, h3, h4, h5, h6)) {
        text-align: right;
      }
      [part~='markdown'] {
        white-space: normal;
      }
      [part~='heading'] {
        margin: 0;
        font-weight: var(--_heading-weight);
        line-height: 1.25;
      }
      [part~='heading'] > [part~='base'] {
        font: inherit;
        line-height: inherit;
      }
      :host(:state(h1)) {
        font-size: calc(var(--_size) * 2.5);
      }
      :host(:state(h2)) {
        font-size: calc(var(--_size) * 2);
      }
      :host(:state(h3)) {
        font-size: calc(var(--_size) * 1.75);
      }
      :host(:state(h4)) {
        font-size: calc(var(--_size) * 1.5);
      }
      :host(:state(h5)) {
        font-size: calc(var(--_size) * 1.25);
      }
      :host(:state(h6)) {
        font-size: var(--_size);
      }
      :host(:state(caption)) {
        --_color: var(--svc-text-caption-color, var(--_muted));
        font-size: calc(var(--_size) * 0.8);
      }
      [part~='table-scroll'] {
        max-width: 100%;
        overflow-x: auto;
        margin: 0 0 0.75em;
      }
      [part~='toggle'] {
        display: inline-block;
        margin-top: var(--_space-1);
        padding: 0;
        border: 0;
        background: none;
        color: var(--_link);
        font: inherit;
        font-size: 0.875em;
        text-decoration: underline;
        cursor: pointer;
      }
      [part~='table-scroll'] > table {
        margin: 0;
        overflow-wrap: normal;
      }
    `,
  ];

  /** The text to show. Plain text is never read as HTML; non-strings are shown via `String()`. */
  @property() text = '';

  /** Render `text` as sanitized markdown. Strings "true"/"false" are read as booleans. */
  @property({type: Boolean}) markdown = false;

  /**
   * `body` (default), `caption`, or a heading `h1`…`h5` (`h6` is accepted too). Any case and
   * `TEXT_VARIANT_*` names are accepted; unknown values give `body`.
   */
  @property() variant: TextVariant | string = 'body';

  /**
   * The heading level announced for a heading variant, 1–6. 0 (default): in a surface, counted
   * from the surface's `headingLevel`, which its biggest heading variant takes (a surface whose
   * titles are `h3` starts there too); on its own, the variant's number. No effect on `body` and
   * `caption`, nor on the size.
   */
  @property({type: Number, attribute: 'heading-level'}) headingLevel = 0;

  /**
   * The text is still being written (an agent's message arriving): markdown renders only what is
   * settled (an unclosed `**`, link or code fence shows as plain words until it closes; no link to
   * half an address), and the element is `aria-busy`, so that a live region around it announces
   * the text once rather than every character.
   */
  @property({type: Boolean, reflect: true}) streaming = false;

  /** The rendered markdown block, kept while text and flag stay the same. */
  #markdownBlock?: HTMLElement;
  #markdownSource?: string;
  #loading?: Promise<unknown>;
  /**
   * Long markdown, rendered into its block on the page's scheduler (MARKDOWN_OWN_TASK_CHARS); made
   * for the first long markdown, so that the thousands of plain texts of a surface carry none.
   */
  #longMarkdown?: MarkdownBlock.LongMarkdown;
  /** Made on first need: a `body` text, the default, sets no custom state. */
  #internals?: ElementInternals;
  #variant?: TextVariant;
  /** The `<p>` of a short plain text, kept and updated in place. */
  #plain?: HTMLParagraphElement;
  /** A long plain text shown in full (its "Show more" was pressed). */
  #expanded = false;
  /** The surface's heading outline, asked for by the first heading or markdown text. */
  #surfaceLevel?: ContextConsumer<typeof headingLevelContext, SvcText>;
  /** The level the markdown block's biggest heading was placed at (0: as written). */
  #top = 0;

  override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('streaming')) {
      const internals = (this.#internals ??= this.attachInternals());
      internals.ariaBusy = this.streaming ? 'true' : null;
    }
    const variant = normalizeTextVariant(this.variant);
    if (variant !== (this.#variant ?? 'body')) {
      const states = (this.#internals ??= this.attachInternals()).states;
      if (this.#variant) states.delete(this.#variant);
      if (variant !== 'body') states.add(variant);
    }
    this.#variant = variant === 'body' ? undefined : variant;
    // Headings count from the surface's level: the first text that has any asks for it.
    if (!this.#surfaceLevel && (variant !== 'body' || toBoolean(this.markdown)))
      this.#surfaceLevel = new ContextConsumer(this, {
        context: headingLevelContext,
        subscribe: true,
      });
    if (!toBoolean(this.markdown)) {
      this.#markdownBlock = this.#markdownSource = undefined;
      this.#longMarkdown?.abort();
      return;
    }
    // A heading variant is the heading: markdown heading marks in its text would nest another.
    const written = toText(this.text);
    const text =
      headingLevelOf(variant) && markdown ? markdown.withoutHeadingMarks(written) : written;
    const full = this.streaming && markdown ? markdown.settledMarkdown(text) : text;
    const source =
      full.length > MARKDOWN_COLLAPSE_CHARS && !this.#expanded && markdown
        ? markdown.markdownPreview(full, MARKDOWN_COLLAPSE_CHARS)
        : full;
    // In a surface, the text's biggest markdown heading sits at the surface's top level.
    const outline = this.#surfaceLevel?.value;
    const top = outline ? headingLevel(outline.level, 1) : 0;
    if (top !== this.#top) {
      this.#top = top;
      this.#markdownBlock = undefined;
    }
    if (this.#markdownBlock && this.#markdownSource === source && !changed.has('markdown')) return;
    const plain = markdown?.markdownRenderer();
    const render =
      plain && top && markdown
        ? (text: string) => markdown!.placeHeadings(plain(text), top)
        : plain;
    if (!markdown || !render) {
      this.#markdownBlock = undefined;
      this.#load();
      return;
    }
    // A text already showing markdown (a newer text, or its own "Show more") renders at once.
    const built = this.#longMarkdown?.value;
    if (
      !this.#markdownBlock &&
      source.length > MARKDOWN_OWN_TASK_CHARS &&
      built?.source !== source
    ) {
      const task = (this.#longMarkdown ??= markdown.longMarkdownTask(this));
      if (!task.pending || task.args?.[0] !== source) task.run([source, render]);
      return;
    }
    markdown.adoptMarkdownStyles(this.renderRoot);
    this.#markdownSource = source;
    this.#markdownBlock =
      built?.source === source ? built.block : markdown.buildBlock(render, source);
    this.#markdownBlock.id = 'text';
    if (this.#longMarkdown) this.#longMarkdown.value = undefined;
  }

  /** Made for the first long text: the words of its toggle are the only ones a text shows. */
  #i18n?: Localize;

  override render() {
    // Plain text, also shown while the markdown libraries load.
    const full = toText(this.text);
    const text = this.#markdownBlock ? '' : full;
    const long = this.#markdownBlock
      ? full.length > MARKDOWN_COLLAPSE_CHARS
      : text.length > TEXT_COLLAPSE_CHARS;
    const level = headingLevelOf(this.#variant ?? 'body');
    // The common case skips Lit's template: a kept paragraph whose text node is updated.
    if (!this.#markdownBlock && !long && !level) return this.#plainBlock(text);
    const content =
      this.#markdownBlock ??
      html`<p part="base" id="text">${long && !this.#expanded ? preview(text) : text}</p>`;
    const toggle = long
      ? html`<button
          part="toggle"
          type="button"
          aria-controls="text"
          aria-expanded=${this.#expanded ? 'true' : 'false'}
          @click=${this.#toggle}
        >
          ${(this.#i18n ??= new Localize(this)).t(
            this.#expanded ? 'text.showLess' : 'text.showMore',
          )}
        </button>`
      : nothing;
    if (!level) return long ? html`${content}${toggle}` : content;
    return html`<div part="heading" role="heading" aria-level=${this.#ariaLevel(level)}>
        ${content}
      </div>
      ${toggle}`;
  }

  #plainBlock(text: string): HTMLParagraphElement | TemplateResult {
    // The server (`@svc/surfaces/ssr`) writes the same paragraph as HTML, which hydration adopts.
    if (isServer) return html`<p part="base" id="text">${text}</p>`;
    if (!this.#plain && !this.hasUpdated) this.#plain = this.#serverParagraph(text);
    if (!this.#plain) {
      this.#plain = document.createElement('p');
      this.#plain.setAttribute('part', 'base');
      this.#plain.id = 'text';
      this.#plain.append(text);
    }
    const node = this.#plain.firstChild as Text;
    if (node.data !== text) node.data = text;
    return this.#plain;
  }

  /** The paragraph a server-rendered text came with, holding `text` alone, if any. */
  #serverParagraph(text: string): HTMLParagraphElement | undefined {
    const p = this.shadowRoot?.querySelector<HTMLParagraphElement>('p#text');
    if (!p || p.parentNode !== this.shadowRoot) return undefined;
    if (p.childNodes.length !== 1 || p.firstChild!.nodeType !== Node.TEXT_NODE)
      p.replaceChildren(text);
    return p;
  }

  #toggle() {
    this.#expanded = !this.#expanded;
    this.requestUpdate();
  }

  /**
   * The announced level: `headingLevel` when it is 1–6; else, in a surface, the variant's counted
   * from the surface's level (`h1` is its top level); else the variant's own.
   */
  #ariaLevel(variantLevel: number): number {
    const n = Math.trunc(Number(this.headingLevel));
    if (n >= 1 && n <= 6) return n;
    const outline = this.#surfaceLevel?.value;
    if (!outline) return variantLevel;
    // The surface's biggest variant is its top level; the others keep their distance below it.
    return headingLevel(outline.level, variantLevel - outline.top + 1);
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    for (let waiting = this.#waiting(); waiting; waiting = this.#waiting()) {
      await waiting;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  /** The markdown libraries loading, or a long markdown being rendered. */
  #waiting(): Promise<unknown> | undefined {
    return this.#loading ?? this.#longMarkdown?.settled;
  }

  #load() {
    // The server (`@svc/surfaces/ssr`) has no DOM to sanitize with: markdown stays plain text there.
    if (this.#loading || isServer) return;
    this.#loading = import('./internal/markdown-block.js')
      .then((loaded) => {
        markdown = loaded;
        return loaded.loadMarkdown();
      })
      .then(
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

/** The markdown path (its code and styles), loaded with the first markdown text of the page. */
let markdown: typeof MarkdownBlock | undefined;

/** The first TEXT_COLLAPSE_CHARS characters of `text`, ended at a space when one is near. */
function preview(text: string): string {
  let end = TEXT_COLLAPSE_CHARS;
  // Never split a surrogate pair.
  if (/[\uD800-\uDBFF]/.test(text[end - 1])) end--;
  const space = text.lastIndexOf(' ', end);
  if (space > end - 200) end = space;
  return `${text.slice(0, end)}…`;
}

customElements.define('svc-text', SvcText);

declare global {
  interface HTMLElementTagNameMap {
    'svc-text': SvcText;
  }
}
