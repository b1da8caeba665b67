import {LitElement, css, html, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {Task} from '@lit/task';
import {buttonRule, smallButtonVars} from '../../styles/buttons.js';
import {hostStyles, visuallyHidden} from '../../styles/tokens.js';
import {toBoolean, toText} from '../../model/coerce.js';
import {copyText} from './internal/code-clipboard.js';
import {MAX_HIGHLIGHT_LENGTH, highlightLanguage} from './internal/code-language.js';
import {buildHighlighted, parseHighlighted} from './internal/code-tokens.js';
import {Localize} from '../../i18n/controller.js';
import '../../i18n/messages-svc.js';

type HighlighterModule = typeof import('./internal/code-highlighter.js');

let highlighter: Promise<HighlighterModule> | undefined;

/** Loads the highlighter chunk once; a failed load is forgotten so a later block may retry. */
function loadHighlighter(): Promise<HighlighterModule> {
  highlighter ??= import('./internal/code-highlighter.js').catch((error: unknown) => {
    highlighter = undefined;
    throw error;
  });
  return highlighter;
}

/** How long "Copied" / "Copy failed" stays before the copy status clears, in milliseconds. */
const COPY_FEEDBACK_MS = 2000;

/**
 * @summary A block of code from the assistant: monospaced, whitespace kept, long lines scroll,
 * with the language shown, optional copy button, and syntax highlighting for common languages.
 *
 * The code shows at once as plain text. When the language is one of json, yaml, bash/shell,
 * typescript, javascript, python, sql, go or html/xml (common aliases such as `ts`, `yml`, `sh`,
 * `py`, `golang` work too), a highlighter (highlight.js core with only those languages) is loaded
 * on first use and upgrades the text to coloured spans. Its HTML output is never rendered as HTML:
 * it is read by a strict parser that accepts only highlight.js scope spans around escaped text whose
 * text equals the code, and the DOM is built from that; anything else keeps the plain text. Any other
 * language, code over 10,000 characters (`MAX_HIGHLIGHT_LENGTH`), or a highlighter that fails to
 * load: plain text, no error.
 *
 * The code sits in a focusable, labelled region (`tabindex="0"`), so keyboard users can scroll long
 * lines with the arrow keys. The copy button uses the Clipboard API, falling back to a hidden
 * textarea and `document.execCommand('copy')`; "Copied" or "Copy failed" is announced politely and
 * clears after about two seconds.
 *
 * @csspart base - The wrapper around everything.
 * @csspart header - The bar above the code (heading, language, copy button).
 * @csspart heading - The heading.
 * @csspart language - The language label.
 * @csspart copy-button - The copy button.
 * @csspart copy-status - The "Copied" / "Copy failed" message (a polite live region).
 * @csspart scroller - The focusable, scrollable region around the code (the `<pre>`).
 * @csspart code - The `<code>` element.
 * @cssprop [--svc-code-block-background=var(--svc-color-surface-raised)] - Background of the code.
 * @cssprop [--svc-code-block-border-color=var(--svc-color-border)] - Border around the block.
 * @cssprop [--svc-code-block-font-size=13px] - Font size of the code.
 * @cssprop [--svc-code-block-max-height=none] - Height after which the code scrolls vertically.
 * @cssprop [--svc-code-block-tab-size=4] - Width of a tab, in spaces.
 * @cssprop [--svc-code-block-keyword-color=light-dark(#cf222e, #ff7b72)] - Keywords.
 * @cssprop [--svc-code-block-string-color=light-dark(#0a3069, #a5d6ff)] - Strings.
 * @cssprop [--svc-code-block-number-color=light-dark(#0550ae, #79c0ff)] - Numbers, literals, attributes.
 * @cssprop [--svc-code-block-title-color=light-dark(#6639ba, #d2a8ff)] - Function and class names, tags.
 * @cssprop [--svc-code-block-comment-color=var(--svc-color-text-muted)] - Comments.
 */
@customElement('svc-code-block')
export class SvcCodeBlock extends LitElement {
  static override styles = [
    hostStyles,
    visuallyHidden,
    buttonRule("[part~='copy-button']"),
    css`
      :host {
        --_code-bg: var(--svc-code-block-background, var(--_raised));
        --_code-border: var(--svc-code-block-border-color, var(--_border));
        --_code-size: var(--svc-code-block-font-size, calc(13px * var(--_scale)));
        --_max-height: var(--svc-code-block-max-height, none);
        --_tab-size: var(--svc-code-block-tab-size, 4);
        --_keyword: var(--svc-code-block-keyword-color, light-dark(#cf222e, #ff7b72));
        --_string: var(--svc-code-block-string-color, light-dark(#0a3069, #a5d6ff));
        --_number: var(--svc-code-block-number-color, light-dark(#0550ae, #79c0ff));
        --_title: var(--svc-code-block-title-color, light-dark(#6639ba, #d2a8ff));
        --_comment: var(--svc-code-block-comment-color, var(--_muted));
        display: block;
        min-width: 0;
      }
      [part~='base'] {
        border: 1px solid var(--_code-border);
        border-radius: var(--_radius);
        overflow: hidden;
        background: var(--_code-bg);
      }
      [part~='header'] {
        display: flex;
        align-items: center;
        gap: var(--_space-2);
        min-height: calc(var(--_control-sm) + 2 * var(--_space-1));
        padding: var(--_space-1) var(--_space-1) var(--_space-1) var(--_space-3);
        border-bottom: 1px solid var(--_code-border);
        background: var(--_bg);
      }
      [part~='heading'] {
        font-weight: 600;
        overflow-wrap: break-word;
        min-width: 0;
      }
      [part~='language'] {
        color: var(--_muted);
        font-size: var(--_size-sm);
        text-transform: lowercase;
        overflow-wrap: break-word;
      }
      .spacer {
        flex: 1;
      }
      [part~='copy-status'] {
        color: var(--_muted);
        font-size: var(--_size-sm);
      }
      [part~='copy-status'].failed {
        color: var(--_danger);
      }
      [part~='copy-button'] {
        ${smallButtonVars}
      }
      [part~='scroller'] {
        margin: 0;
        padding: var(--_space-3);
        overflow: auto;
        max-height: var(--_max-height);
        font-family: var(--_mono);
        font-size: var(--_code-size);
        line-height: 1.5;
        white-space: pre;
        tab-size: var(--_tab-size);
      }
      [part~='scroller']:focus-visible {
        outline-offset: -2px;
      }
      [part~='code'] {
        font: inherit;
      }
      .hljs-keyword,
      .hljs-doctag,
      .hljs-meta .hljs-keyword,
      .hljs-template-tag,
      .hljs-template-variable,
      .hljs-type,
      .hljs-selector-tag {
        color: var(--_keyword);
      }
      .hljs-string,
      .hljs-regexp,
      .hljs-meta .hljs-string,
      .hljs-char {
        color: var(--_string);
      }
      .hljs-number,
      .hljs-literal,
      .hljs-attr,
      .hljs-attribute,
      .hljs-variable,
      .hljs-built_in,
      .hljs-symbol,
      .hljs-operator,
      .hljs-selector-attr {
        color: var(--_number);
      }
      .hljs-title,
      .hljs-name,
      .hljs-section,
      .hljs-selector-id,
      .hljs-selector-class {
        color: var(--_title);
      }
      .hljs-comment,
      .hljs-quote,
      .hljs-meta {
        color: var(--_comment);
        font-style: italic;
      }
      .hljs-emphasis {
        font-style: italic;
      }
      .hljs-strong {
        font-weight: 600;
      }
    `,
  ];

  /** The code. Shown as text, never as HTML. */
  @property() code = '';

  /**
   * The language (`json`, `yaml`, `bash`, `shell`, `typescript`, `javascript`, `python`, `sql`,
   * `go`, `html`, `xml`, or an alias). Shown as a label; highlights the code when known.
   */
  @property() language = '';

  /** A heading above the code (the wire `title`); also names the code region. */
  @property() heading = '';

  /** Show a button that copies the code. */
  @property({type: Boolean}) copyable = false;

  /** The outcome of the last copy, shown until it clears. */
  @state() private copyStatus: '' | 'copied' | 'failed' = '';

  readonly #i18n = new Localize(this);

  #copyTimer: ReturnType<typeof setTimeout> | undefined;

  readonly #highlight = new Task(this, {
    args: () => [toText(this.code), highlightLanguage(this.language)] as const,
    task: async ([code, language]) => {
      if (!language || code === '' || code.length > MAX_HIGHLIGHT_LENGTH) return undefined;
      const {highlightHtml} = await loadHighlighter();
      const tree = parseHighlighted(highlightHtml(code, language), code);
      if (!tree) return undefined;
      const holder = document.createElement('span');
      holder.appendChild(buildHighlighted(tree, document));
      return holder;
    },
  });

  override disconnectedCallback() {
    super.disconnectedCallback();
    clearTimeout(this.#copyTimer);
    this.copyStatus = '';
  }

  override render() {
    const code = toText(this.code);
    const heading = toText(this.heading).trim();
    const language = toText(this.language).trim().slice(0, 40);
    const copyable = toBoolean(this.copyable);
    const plain = () => code;
    const content = this.#highlight.render({
      initial: plain,
      pending: plain,
      error: plain,
      complete: (highlighted) => highlighted ?? code,
    });
    const t = this.#i18n.t.bind(this.#i18n);
    const regionLabel =
      heading || (language ? t('code.languageLabel', {language}) : t('code.label'));
    const status =
      this.copyStatus === 'copied' ? t('code.copied') : this.copyStatus ? t('code.copyFailed') : '';
    return html`<div part="base">
      ${
        heading || language || copyable
          ? html`<div part="header">
              ${heading ? html`<span part="heading">${heading}</span>` : nothing}
              ${language ? html`<span part="language">${language}</span>` : nothing}
              <span class="spacer"></span>
              <span
                part="copy-status"
                class=${this.copyStatus === 'failed' ? 'failed' : ''}
                aria-live="polite"
                >${status}</span
              >
              ${
                copyable
                  ? html`<button
                      part="copy-button"
                      type="button"
                      aria-label=${t('code.copyLabel')}
                      @click=${this.#copy}
                    >
                      ${t('code.copy')}
                    </button>`
                  : nothing
              }
            </div>`
          : nothing
      }
      <pre part="scroller" tabindex="0" role="region" aria-label=${regionLabel}><code
        part="code"
        >${content}</code
      ></pre>
    </div>`;
  }

  async #copy() {
    clearTimeout(this.#copyTimer);
    this.copyStatus = '';
    await this.updateComplete;
    const copied = await copyText(toText(this.code), this.renderRoot as ShadowRoot);
    this.copyStatus = copied ? 'copied' : 'failed';
    this.#copyTimer = setTimeout(() => (this.copyStatus = ''), COPY_FEEDBACK_MS);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-code-block': SvcCodeBlock;
  }
}
