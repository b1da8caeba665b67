import {expect} from '@open-wc/testing';
import {highlightLanguage} from '../../src/components/svc/internal/code-language.js';
import {buildHighlighted, parseHighlighted} from '../../src/components/svc/internal/code-tokens.js';

describe('code-block helpers', () => {
  describe('highlightLanguage', () => {
    const cases: [unknown, string | undefined][] = [
      ['json', 'json'],
      ['JSON', 'json'],
      ['yml', 'yaml'],
      ['Shell', 'bash'],
      ['sh', 'bash'],
      ['bash', 'bash'],
      ['TypeScript', 'typescript'],
      ['ts', 'typescript'],
      ['js', 'javascript'],
      ['language-python', 'python'],
      [' py ', 'python'],
      ['postgresql', 'sql'],
      ['golang', 'go'],
      ['HTML', 'xml'],
      ['xml', 'xml'],
      ['rust', undefined],
      ['', undefined],
      ['__proto__', undefined],
      ['constructor', undefined],
      [null, undefined],
      [42, undefined],
    ];
    for (const [input, language] of cases) {
      it(`maps ${JSON.stringify(input)} to ${language}`, () => {
        expect(highlightLanguage(input)).to.equal(language);
      });
    }
  });

  describe('parseHighlighted', () => {
    it('reads scope spans, nested spans and the entities highlight.js writes', () => {
      const code = `const a = "<b>" && 'x';`;
      const output =
        '<span class="hljs-keyword">const</span> a = <span class="hljs-string">&quot;&lt;b&gt;&quot;</span> &amp;&amp; ' +
        '<span class="hljs-string">&#x27;<span class="hljs-subst">x</span>&#x27;</span>;';
      expect(parseHighlighted(output, code)).to.deep.equal([
        {classes: ['hljs-keyword'], children: ['const']},
        ' a = ',
        {classes: ['hljs-string'], children: ['"<b>"']},
        ' && ',
        {
          classes: ['hljs-string'],
          children: ["'", {classes: ['hljs-subst'], children: ['x']}, "'"],
        },
        ';',
      ]);
    });

    it('accepts sub-scope and embedded-language classes', () => {
      const output =
        '<span class="hljs-title class_">A</span><span class="language-javascript">b</span><span class="hljs-built_in">c</span>';
      expect(parseHighlighted(output, 'Abc')).to.deep.equal([
        {classes: ['hljs-title', 'class_'], children: ['A']},
        {classes: ['language-javascript'], children: ['b']},
        {classes: ['hljs-built_in'], children: ['c']},
      ]);
    });

    it('accepts plain escaped text', () => {
      expect(parseHighlighted('a &lt; b', 'a < b')).to.deep.equal(['a < b']);
      expect(parseHighlighted('', '')).to.deep.equal([]);
    });

    const rejected: [string, string, string][] = [
      ['another tag', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
      ['a script', '<script>alert(1)</script>', '<script>alert(1)</script>'],
      ['a span with another attribute', '<span class="hljs-string" onclick="x">a</span>', 'a'],
      ['a span with a style', '<span style="color:red">a</span>', 'a'],
      ['a class that is not a scope', '<span class="evil">a</span>', 'a'],
      ['a class with markup', '<span class="hljs-x&quot;">a</span>', 'a'],
      ['an empty class', '<span class="">a</span>', 'a'],
      ['an unknown entity', '&nbsp;', '\u00a0'],
      ['a numeric entity', '&#60;', '<'],
      ['a bare ampersand', 'a & b', 'a & b'],
      ['an unclosed span', '<span class="hljs-string">a', 'a'],
      ['a stray closing tag', 'a</span>', 'a'],
      ['text that differs from the code', 'b', 'a'],
      ['text that drops part of the code', '<span class="hljs-string">a</span>', 'ab'],
    ];
    for (const [what, output, code] of rejected) {
      it(`rejects ${what}`, () => {
        expect(parseHighlighted(output, code)).to.equal(undefined);
      });
    }
  });

  describe('buildHighlighted', () => {
    it('creates only spans with classes and text nodes', () => {
      const fragment = buildHighlighted(
        [{classes: ['hljs-string'], children: ['"<img src=x onerror=alert(1)>"']}, ' ;'],
        document,
      );
      const holder = document.createElement('div');
      holder.appendChild(fragment);
      expect(holder.querySelector('img')).to.equal(null);
      expect(holder.children).to.have.length(1);
      expect(holder.children[0].tagName).to.equal('SPAN');
      expect(holder.children[0].className).to.equal('hljs-string');
      expect(holder.textContent).to.equal('"<img src=x onerror=alert(1)>" ;');
    });
  });
});
