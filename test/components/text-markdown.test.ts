import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {
  MARKDOWN_MAX_CHARS,
  MARKDOWN_MAX_DEPTH,
  limitMarkdown,
  loadMarkdown,
} from '../../src/components/basic/internal/markdown.js';

// The URL check of links is the URL policy's `link` use: test/model/url-policy.test.ts.
describe('markdown input limits', () => {
  it('leaves ordinary markdown alone', () => {
    const text = '# Title\n\n> quote\n> > nested\n\n- a\n  - b\n1. one\n\n```\n> > > code\n```';
    expect(limitMarkdown(text)).to.equal(text);
  });

  it('keeps at most the allowed number of nesting markers per line', () => {
    const deep = '>'.repeat(5000) + ' x';
    const limited = limitMarkdown(deep);
    expect(limited).to.equal('>'.repeat(MARKDOWN_MAX_DEPTH) + ' x');
    expect(limitMarkdown('- '.repeat(100) + 'y')).to.equal('- '.repeat(MARKDOWN_MAX_DEPTH) + 'y');
    expect(limitMarkdown('> 1. '.repeat(50) + 'z')).to.equal(
      '> 1. '.repeat(MARKDOWN_MAX_DEPTH / 2) + 'z',
    );
    const exact = '>'.repeat(MARKDOWN_MAX_DEPTH) + ' ok';
    expect(limitMarkdown(exact)).to.equal(exact);
  });

  it('caps fenced code too, so a fence is no way round the cap', () => {
    const fenced = '```\n' + '>'.repeat(100) + '\n```\n' + '>'.repeat(100);
    expect(limitMarkdown(fenced)).to.equal(
      '```\n' + '>'.repeat(MARKDOWN_MAX_DEPTH) + '\n```\n' + '>'.repeat(MARKDOWN_MAX_DEPTH),
    );
    // A backtick in the info string makes this no fence for marked; it used to stop the cap.
    const notFence = '```js`\n' + '>'.repeat(1000) + ' x';
    expect(limitMarkdown(notFence)).to.equal('```js`\n' + '>'.repeat(MARKDOWN_MAX_DEPTH) + ' x');
  });

  it('reads every line break marked reads, so \\r cannot hide a line from the cap', () => {
    const limited = '>'.repeat(MARKDOWN_MAX_DEPTH) + ' y';
    expect(limitMarkdown('x\r' + '>'.repeat(1000) + ' y')).to.equal('x\n' + limited);
    expect(limitMarkdown('x\r\n' + '>'.repeat(1000) + ' y')).to.equal('x\n' + limited);
    expect(limitMarkdown('x\u2028' + '>'.repeat(1000) + ' y')).to.equal('x\n' + limited);
    expect(limitMarkdown('x\u2029' + '>'.repeat(1000) + ' y')).to.equal('x\n' + limited);
  });

  it('cuts long input with an ellipsis, never inside a surrogate pair', () => {
    const long = 'a'.repeat(MARKDOWN_MAX_CHARS + 500);
    expect(limitMarkdown(long)).to.equal('a'.repeat(MARKDOWN_MAX_CHARS) + '…');
    const emoji = 'a'.repeat(MARKDOWN_MAX_CHARS - 1) + '😀'.repeat(10);
    const cut = limitMarkdown(emoji);
    expect(cut).to.equal('a'.repeat(MARKDOWN_MAX_CHARS - 1) + '…');
  });

  it('handles many hostile lines quickly enough to finish', () => {
    const lines = ('>'.repeat(200) + ' x\n').repeat(90);
    const limited = limitMarkdown(lines);
    expect(
      limited.split('\n').every((l) => l === '' || l === '>'.repeat(MARKDOWN_MAX_DEPTH) + ' x'),
    ).to.be.true;
  });
});

describe('markdown of plain text', () => {
  const escape = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;');

  it('renders plain text as the one paragraph marked makes of it', async () => {
    const {Marked} = await import('marked');
    const marked = new Marked({gfm: true, breaks: false, async: false});
    const render = await loadMarkdown();
    const alphabet = fc.constantFrom(...'aZé字 09,;\'"?%$/'.split(''));
    fc.assert(
      fc.property(fc.string({unit: alphabet, minLength: 1, maxLength: 40}), (text) => {
        const fragment = render(text);
        const made = [...fragment.childNodes].filter((node) => node.nodeType === Node.ELEMENT_NODE);
        if (made.length === 1 && made[0].nodeName === 'P' && made[0].textContent === text) {
          // What the fast way gave is what marked gives.
          expect(marked.parse(text)).to.equal(`<p>${escape(text)}</p>\n`);
        }
      }),
    );
    expect(render('Alice 42').firstElementChild!.outerHTML).to.equal('<p>Alice 42</p>');
    expect(render('1. one').querySelector('ol')).to.exist;
    expect(render('www.example.com').querySelector('a')).to.exist;
    expect(render('a *b*').querySelector('em')).to.exist;
  });
});
