/**
 * The markdown path of `<svc-text markdown>`: `marked` turns text into HTML, `DOMPurify` cleans it
 * with a strict allow-list, and the result is a `DocumentFragment` ready to insert.
 *
 * Both libraries load lazily, with dynamic `import()`, the first time a markdown text is shown; a
 * page without markdown never downloads them (bundlers emit them as a separate chunk). This module
 * itself imports them only as types.
 *
 * What the output may contain (design.md "Security"):
 * - Raw HTML written in the markdown is not rendered: it is shown as text.
 * - Tags: paragraphs, line breaks, headings, emphasis, strike-through, inline and block code,
 *   block quotes, lists, rules, tables and links. No `style` (tag or attribute), no forms or inputs
 *   (task-list boxes become the text "[x]"/"[ ]"), no iframes, scripts, images or media.
 * - Links keep `href` only when the URL policy allows it for links (`url-policy.ts`: https, http,
 *   mailto or a relative path on the page's host; no user info, backslash or `//other.host`);
 *   every link gets `target="_blank"` and `rel="noopener noreferrer"`.
 * - Images never load by themselves: `![alt](url)` becomes a link to the image whose text is the
 *   alt text (or "image"), so the viewer decides whether to open it.
 * - Input is capped before parsing: at most {@link MARKDOWN_MAX_CHARS} characters (an ellipsis
 *   marks the cut), and at most {@link MARKDOWN_MAX_DEPTH} block-quote / list markers at the start
 *   of a line (extra markers are dropped), so hostile input cannot overflow marked's stack. Then
 *   the nesting is capped again on marked's tokens, so the output never holds more than
 *   {@link MARKDOWN_MAX_DEPTH} nested block quotes / lists, however the input got there.
 * - Under Trusted Types, DOMPurify parses through the policy {@link MARKDOWN_POLICY_NAME}; the
 *   result is inserted as nodes, never as an HTML string.
 */

import type {Marked, Token, Tokens} from 'marked';
import type {Config, DOMPurify} from 'dompurify';
import {checkUrl} from '../../../model/url-policy.js';

/** Longest markdown source parsed; the rest is cut and replaced by an ellipsis. */
export const MARKDOWN_MAX_CHARS = 20_000;

/** Most block-quote / list markers kept at the start of one line. */
export const MARKDOWN_MAX_DEPTH = 20;

/** Turns markdown source into sanitized DOM. */
export type MarkdownRenderer = (source: string) => DocumentFragment;

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** `align` comes from GFM table columns, `start` from ordered lists that do not start at 1. */
const ALLOWED_ATTR = ['href', 'title', 'align', 'start'];

/** A line starts with a container marker: `>`, or a list bullet / number followed by a space. */
function markerLength(line: string, at: number): number {
  const c = line[at];
  if (c === '>') return 1;
  const next = (i: number) => i >= line.length || line[i] === ' ' || line[i] === '\t';
  if ((c === '-' || c === '*' || c === '+') && next(at + 1)) return 1;
  let i = at;
  while (i < line.length && i - at < 9 && line[i] >= '0' && line[i] <= '9') i++;
  if (i > at && (line[i] === '.' || line[i] === ')') && next(i + 1)) return i + 1 - at;
  return 0;
}

/** Drops container markers past the `MARKDOWN_MAX_DEPTH`th at the start of one line. */
function limitLine(line: string): string {
  let i = 0;
  let depth = 0;
  while (i < line.length) {
    let j = i;
    while (j < line.length && (line[j] === ' ' || line[j] === '\t')) j++;
    const len = markerLength(line, j);
    if (len === 0) break;
    depth++;
    if (depth > MARKDOWN_MAX_DEPTH) {
      // Skip every further marker (and the spaces between) in one go.
      let k = j + len;
      for (;;) {
        let m = k;
        while (m < line.length && (line[m] === ' ' || line[m] === '\t')) m++;
        const more = markerLength(line, m);
        if (more === 0) break;
        k = m + more;
      }
      return line.slice(0, i) + line.slice(k);
    }
    i = j + len;
  }
  return line;
}

/**
 * Every line break marked knows (it reads `\r\n` and `\r` as `\n`), plus U+2028 / U+2029, which
 * its multi-line regular expressions treat as line starts.
 */
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

/**
 * Caps markdown before parsing, so that marked's lexer never sees a deep stack of markers: length
 * first, then line breaks become `\n`, then each line keeps at most {@link MARKDOWN_MAX_DEPTH}
 * container markers. Every line is capped, fenced code included: guessing where marked sees code
 * was a way round the cap, and a code line that starts with more than 20 such markers is not worth
 * one. Pure and linear in the input length. (Nesting built by indentation is capped later, on
 * marked's tokens, by {@link capNesting}.)
 */
export function limitMarkdown(source: string): string {
  let text = source;
  if (text.length > MARKDOWN_MAX_CHARS) {
    let end = MARKDOWN_MAX_CHARS;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) end--; // do not split a surrogate pair
    text = text.slice(0, end) + '…';
  }
  return text.replace(LINE_BREAKS, '\n').split('\n').map(limitLine).join('\n');
}

/** The block token lists directly inside a block quote (one) or a list (one per item). */
function childLists(token: Tokens.Blockquote | Tokens.List): Token[][] {
  return token.type === 'blockquote' ? [token.tokens] : token.items.map((item) => item.tokens);
}

/**
 * Caps nesting on marked's own token tree, which is what gets rendered: a block quote or list
 * that would sit deeper than {@link MARKDOWN_MAX_DEPTH} block quotes / lists is unwrapped, its
 * content kept in its place. Whatever the input did to get past {@link limitMarkdown} (nesting by
 * indentation, a line break marked reads differently), the output never nests deeper. Changes
 * the lists in place (the top-level one also carries marked's reference-link table).
 */
export function capNesting<T extends Token[]>(tokens: T, depth = 0): T {
  let unwrapped = false;
  const out: Token[] = [];
  for (const token of tokens) {
    if (token.type !== 'blockquote' && token.type !== 'list') {
      out.push(token);
      continue;
    }
    const lists = childLists(token as Tokens.Blockquote | Tokens.List);
    if (depth >= MARKDOWN_MAX_DEPTH) {
      unwrapped = true;
      for (const children of lists) out.push(...capNesting(children, depth));
    } else {
      for (const children of lists) capNesting(children, depth + 1);
      out.push(token);
    }
  }
  if (unwrapped) tokens.splice(0, tokens.length, ...out);
  return tokens;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Name of the Trusted Types policy the markdown path creates, once, and only where the browser has
 * Trusted Types. DOMPurify uses it for the one step that needs one: parsing marked's HTML into its
 * own inert document (`DOMParser`). The sanitized result reaches the page as DOM nodes, never as an
 * HTML string. A host whose CSP lists `trusted-types` must allow this name.
 */
export const MARKDOWN_POLICY_NAME = 'svc-surfaces#markdown';

type PurifyPolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: {createHTML(input: string): string; createScriptURL(input: string): string},
  ): PurifyPolicy;
}

/**
 * The markdown policy: `null` when the browser has no Trusted Types, `undefined` when the page's
 * CSP refused to create it (then markdown is shown as plain text, with a warning).
 */
function createMarkdownPolicy(): PurifyPolicy | null | undefined {
  const factory = (globalThis as {trustedTypes?: TrustedTypesFactory}).trustedTypes;
  if (typeof factory?.createPolicy !== 'function') return null;
  try {
    return factory.createPolicy(MARKDOWN_POLICY_NAME, {
      // Only DOMPurify, in this module, holds the policy, and only to parse markup into a document
      // that is never rendered; what it keeps is then moved into the page as nodes.
      createHTML: (input) => input,
      // DOMPurify requires the hook; its allow-list here has no attribute that takes a script URL.
      createScriptURL: () => {
        throw new TypeError(`${MARKDOWN_POLICY_NAME} creates no script URLs`);
      },
    });
  } catch (error) {
    console.warn(
      `svc-text: the page's Content Security Policy refused the Trusted Types policy ` +
        `"${MARKDOWN_POLICY_NAME}" (add it to \`trusted-types\`); markdown is shown as plain text`,
      error,
    );
    return undefined;
  }
}

function createRenderer(
  MarkedClass: typeof Marked,
  purify: DOMPurify,
  policy: PurifyPolicy | null | undefined,
): MarkdownRenderer {
  const marked = new MarkedClass({gfm: true, breaks: false, async: false});
  marked.use({
    hooks: {
      preprocess: limitMarkdown,
      processAllTokens: (tokens) => capNesting(tokens),
    },
    renderer: {
      // Raw HTML in the markdown is shown as written, never rendered.
      html: ({text}) => escapeHtml(text),
      // Images do not load by themselves: they become a link the viewer may open.
      image: ({href, text}) =>
        `<a href="${escapeHtml(href)}">${escapeHtml(text.trim() === '' ? 'image' : text)}</a>`,
      checkbox: ({checked}) => (checked ? '[x] ' : '[ ] '),
    },
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !checkUrl(href, 'link').allowed) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });

  const config: Config & {RETURN_DOM_FRAGMENT: true} = {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_DOM_FRAGMENT: true,
    // Ours, so DOMPurify never creates its own "dompurify" policy.
    ...(policy ? {TRUSTED_TYPES_POLICY: policy} : {}),
  };

  // Set once: a configuration given to every call is read again each time.
  purify.setConfig(config);

  return (source: string) => {
    if (policy === undefined) {
      throw new Error(`the Trusted Types policy "${MARKDOWN_POLICY_NAME}" was refused`);
    }
    if (source.length <= MAX_PLAIN && PLAIN.test(source)) return plainParagraph(source);
    const html = marked.parse(source, {async: false}) as string;
    return purify.sanitize(html) as unknown as DocumentFragment;
  };
}

/**
 * Text that markdown would only wrap in a paragraph: letters, digits, spaces and a few signs
 * that mean nothing to it (GFM), with no space at either end. An agent's texts are most often
 * such (a name, a number), and a surface updates them often: parsing and sanitizing each took
 * most of the time of 20,000 data messages over 2,000 surfaces.
 */
const PLAIN = /^[\p{L}\p{N}](?:[\p{L}\p{N} ,;'"?%$/]*[\p{L}\p{N}'"?%$])?$/u;

/** The longest text PLAIN is tried on (longer texts are cut by `limitMarkdown`). */
const MAX_PLAIN = 1000;

/** What marked and DOMPurify make of PLAIN text: one paragraph holding it. */
function plainParagraph(text: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const paragraph = document.createElement('p');
  paragraph.textContent = text;
  fragment.append(paragraph);
  return fragment;
}
let renderer: MarkdownRenderer | undefined;
let loading: Promise<MarkdownRenderer> | undefined;
let requested = false;

/**
 * Loads marked and DOMPurify (once) and resolves to the renderer. A failed load is forgotten, so a
 * later call tries again.
 */
export function loadMarkdown(): Promise<MarkdownRenderer> {
  if (renderer) return Promise.resolve(renderer);
  requested = true;
  loading ??= Promise.all([import('marked'), import('dompurify')]).then(
    ([markedModule, purifyModule]) => {
      // A private DOMPurify instance, so our hooks never touch anyone else's.
      const purify = purifyModule.default(window);
      renderer = createRenderer(markedModule.Marked, purify, createMarkdownPolicy());
      return renderer;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The renderer once loaded, else `undefined` (does not start a load). */
export function markdownRenderer(): MarkdownRenderer | undefined {
  return renderer;
}

/** True once anything asked for the markdown libraries (a probe for the lazy load). */
export function markdownRequested(): boolean {
  return requested;
}

/** True once marked and DOMPurify are loaded and the renderer is ready. */
export function markdownLoaded(): boolean {
  return renderer !== undefined;
}
