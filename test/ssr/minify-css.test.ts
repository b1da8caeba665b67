import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {minifyCss} from '../../src/ssr/minify-css.js';

describe('minifyCss (the server-written element stylesheets)', () => {
  it('drops comments and collapses whitespace, keeping what separates tokens', () => {
    const css = `
      /* The host's box: it's a block. */
      :host {
        display: block;
        margin: 0 auto;
      }
      :host([hidden]) [part~='base'] , p > a {
        width: calc(100% - 2 * var(--x, 4px));
      }`;
    expect(minifyCss(css)).to.equal(
      ":host{display: block;margin: 0 auto;}:host([hidden]) [part~='base'],p > a{width: calc(100% - 2 * var(--x,4px));}",
    );
  });

  it('keeps strings as written, comment marks and quotes inside them included', () => {
    expect(minifyCss(`a::after { content: "  /* not a comment */  "; }`)).to.equal(
      'a::after{content: "  /* not a comment */  ";}',
    );
    expect(minifyCss(`a { content: 'it\\'s  ok'; font: 'Segoe  UI' }`)).to.equal(
      "a{content: 'it\\'s  ok';font: 'Segoe  UI'}",
    );
  });

  it('gives the same rules as the browser reads from the original', () => {
    // A value with var() is kept as written (its spaces included): compared with runs of spaces
    // and the spaces around commas set aside.
    const sheet = (text: string) => {
      const s = new CSSStyleSheet();
      s.replaceSync(text);
      return [...s.cssRules].map((r) => r.cssText.replace(/\s+/g, ' ').replace(/\s*,\s*/g, ','));
    };
    const declaration = fc.constantFrom(
      'color: red',
      'margin: 0   4px',
      "font-family: 'Segoe UI', sans-serif",
      'width: calc(100%  -  var(--a, 2px))',
      'content: "a  b"',
    );
    const selector = fc.constantFrom(':host', 'p > a', "[part~='base'] span", 'a, b');
    const gap = fc.constantFrom('', ' ', '\n  ', " /* note: it's */ ");
    const rule = fc
      .tuple(selector, gap, fc.array(fc.tuple(declaration, gap), {maxLength: 4}))
      .map(([sel, g, decls]) => `${sel}${g}{${g}${decls.map(([d, g2]) => `${d};${g2}`).join('')}}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(rule, gap)), (rules) => {
        const css = rules.map(([r, g]) => `${g}${r}${g}`).join('');
        expect(sheet(minifyCss(css))).to.deep.equal(sheet(css));
      }),
    );
  });
});
