/**
 * Turns the highlighter's HTML into DOM without ever parsing it as HTML.
 *
 * highlight.js escapes the code it returns, but its output is still HTML, and HTML from a library
 * is not something we hand to `innerHTML`. Instead `parseHighlighted` reads the output with a strict
 * grammar: text, the five entities highlight.js writes (`&amp; &lt; &gt; &quot; &#x27;`), and
 * `<span class="…">` / `</span>` whose class names are highlight.js scope classes. Anything else — any
 * other tag, attribute, entity or an unbalanced span — rejects the whole output, and the element
 * keeps the plain text. The text of the result must also equal the code exactly, so the highlighter
 * can only add colour, never change what is shown. `buildHighlighted` then creates the spans with
 * `createElement` and the text with `createTextNode`.
 */

/** A highlighted span and what it holds. */
export interface HighlightSpan {
  classes: string[];
  children: HighlightNode[];
}

/** A piece of highlighted code: text, or a span of text and more spans. */
export type HighlightNode = string | HighlightSpan;

/**
 * Class names highlight.js writes: `hljs-<scope>`, sub-scope suffixes such as `class_` or
 * `function_` (from `title.class`), and `language-<name>` for an embedded language.
 */
const CLASS_NAME = /^(?:hljs-[a-z][a-z0-9_-]*|[a-z][a-z0-9-]*_+|language-[a-z0-9-]+)$/;
const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const TOKEN = /<span class="([^"<>]*)">|<\/span>|&(?:amp|lt|gt|quot|#x27|#39);|[<&]/g;

/**
 * The highlighter's output as a tree, or `undefined` when it is anything but spans of allowed
 * classes around escaped text, or when its text differs from `code`.
 */
export function parseHighlighted(output: string, code: string): HighlightNode[] | undefined {
  const root: HighlightSpan = {classes: [], children: []};
  const stack: HighlightSpan[] = [root];
  let text = '';
  let last = 0;
  const addText = (value: string) => {
    if (value === '') return;
    text += value;
    const children = stack[stack.length - 1].children;
    const previous = children[children.length - 1];
    if (typeof previous === 'string') children[children.length - 1] = previous + value;
    else children.push(value);
  };
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(output); match; match = TOKEN.exec(output)) {
    addText(output.slice(last, match.index));
    last = TOKEN.lastIndex;
    const [token, classAttribute] = match;
    if (classAttribute !== undefined) {
      const classes = classAttribute.split(' ').filter((name) => name !== '');
      if (classes.length === 0 || !classes.every((name) => CLASS_NAME.test(name))) return undefined;
      const span: HighlightSpan = {classes, children: []};
      stack[stack.length - 1].children.push(span);
      stack.push(span);
    } else if (token === '</span>') {
      if (stack.length === 1) return undefined;
      stack.pop();
    } else if (token in ENTITIES) {
      addText(ENTITIES[token]);
    } else {
      // A bare `<` or `&`: not something highlight.js writes.
      return undefined;
    }
  }
  addText(output.slice(last));
  if (stack.length !== 1 || text !== code) return undefined;
  return root.children;
}

/** Creates the DOM for a parsed tree: `<span class>` elements and text nodes, nothing else. */
export function buildHighlighted(nodes: readonly HighlightNode[], doc: Document): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  const append = (parent: Node, children: readonly HighlightNode[]) => {
    for (const child of children) {
      if (typeof child === 'string') {
        parent.appendChild(doc.createTextNode(child));
      } else {
        const span = doc.createElement('span');
        span.className = child.classes.join(' ');
        append(span, child.children);
        parent.appendChild(span);
      }
    }
  };
  append(fragment, nodes);
  return fragment;
}
