import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {Lexer} from 'marked';
import type {Token} from 'marked';
import {
  MARKDOWN_MAX_DEPTH,
  capNesting,
  loadMarkdown,
} from '../../src/components/basic/internal/markdown.js';
import type {MarkdownRenderer} from '../../src/components/basic/internal/markdown.js';

const CONTAINERS = new Set(['BLOCKQUOTE', 'UL', 'OL']);

/** The deepest stack of nested block quotes and lists in rendered markdown. */
function domDepth(node: Node, depth = 0): number {
  let deepest = depth;
  for (const child of node.childNodes) {
    const own = child instanceof Element && CONTAINERS.has(child.tagName) ? 1 : 0;
    deepest = Math.max(deepest, domDepth(child, depth + own));
  }
  return deepest;
}

/** The deepest stack of block quotes and lists in marked's tokens. */
function tokenDepth(tokens: Token[]): number {
  let deepest = 0;
  for (const token of tokens) {
    if (token.type === 'blockquote') deepest = Math.max(deepest, 1 + tokenDepth(token.tokens!));
    if (token.type === 'list') {
      for (const item of token.items as {tokens: Token[]}[]) {
        deepest = Math.max(deepest, 1 + tokenDepth(item.tokens));
      }
    }
  }
  return deepest;
}

/** A list nested `levels` deep by indentation alone: one marker per line. */
const indentedList = (levels: number) =>
  Array.from({length: levels}, (_, k) => `${'  '.repeat(k)}- item ${k}`).join('\n');

describe('markdown nesting cap, on what marked renders', () => {
  let render: MarkdownRenderer;
  before(async () => {
    render = await loadMarkdown();
  });

  it('renders "x\\r" plus 1,000 ">" with at most the allowed block quotes', () => {
    const out = render('x\r' + '>'.repeat(1000) + ' deep');
    expect(domDepth(out)).to.equal(MARKDOWN_MAX_DEPTH);
    expect(out.textContent).to.contain('deep');
  });

  it('caps the lines after a fence line whose info string holds a backtick', () => {
    const out = render('```js`\n' + '>'.repeat(1000) + ' deep');
    expect(domDepth(out)).to.equal(MARKDOWN_MAX_DEPTH);
    expect(out.textContent).to.contain('deep');
  });

  it('caps lists nested by indentation, keeping every item', () => {
    const out = render(indentedList(60));
    expect(domDepth(out)).to.equal(MARKDOWN_MAX_DEPTH);
    for (const k of [0, 19, 20, 59]) expect(out.textContent).to.contain(`item ${k}`);
  });

  it('leaves nesting up to the cap as written', () => {
    const out = render(indentedList(MARKDOWN_MAX_DEPTH));
    expect(domDepth(out)).to.equal(MARKDOWN_MAX_DEPTH);
    expect(out.querySelectorAll('li')).to.have.length(MARKDOWN_MAX_DEPTH);
  });

  it('unwraps too deep containers on the token tree and keeps their content', () => {
    const tokens = new Lexer({gfm: true}).lex(indentedList(40) + '\n\n' + '> '.repeat(30) + 'q');
    expect(tokenDepth(tokens)).to.be.greaterThan(MARKDOWN_MAX_DEPTH);
    const links = tokens.links;
    const capped = capNesting(tokens);
    expect(capped).to.equal(tokens);
    expect(capped.links).to.equal(links);
    expect(tokenDepth(capped)).to.equal(MARKDOWN_MAX_DEPTH);
    const raw = JSON.stringify(capped);
    expect(raw).to.contain('item 39').and.to.contain('"text":"q"');
  });

  it('never nests deeper than the cap, whatever mix of markers and line breaks (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom('>', '> ', '-', '- ', '*', '* ', '+ ', '1.', '1. ', '23. ', '7) '),
      fc.constantFrom(' ', '  ', '    ', '\t', '`', '```', '~', '~~~', 'x', 'word'),
      fc.constantFrom('\n', '\r', '\r\n', '\n\n', '\u2028'),
      fc.integer({min: 1, max: 60}).map((n) => '>'.repeat(n)),
      fc.integer({min: 1, max: 40}).map((n) => '- '.repeat(n)),
      fc.integer({min: 1, max: 40}).map((n) => `\n${'  '.repeat(n)}- `),
    );
    fc.assert(
      fc.property(fc.array(piece, {maxLength: 120}), (pieces) => {
        const out = render(pieces.join(''));
        expect(domDepth(out)).to.be.at.most(MARKDOWN_MAX_DEPTH);
      }),
      {numRuns: 300},
    );
  });
});
