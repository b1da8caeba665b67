import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/basic/text.js';
import type {SvcText} from '../../src/components/basic/text.js';
import {checkUrl} from '../../src/model/url-policy.js';
import {TEXT_COLLAPSE_CHARS, normalizeTextVariant} from '../../src/components/basic/text.js';
import {withoutHeadingMarks} from '../../src/components/basic/internal/markdown-block.js';

const base = (el: SvcText) => el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
const all = (el: SvcText, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];

/** Presses "Show more" of a long text. */
async function expand(el: SvcText) {
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="toggle"]')!.click();
  await el.updateComplete;
}

function maxDepth(root: Element, tag: string): number {
  let depth = 0;
  for (const node of root.querySelectorAll(tag)) {
    let d = 0;
    for (let n: Element | null = node; n && n !== root; n = n.parentElement) {
      if (n.localName === tag) d++;
    }
    depth = Math.max(depth, d);
  }
  return depth;
}

describe('svc-text', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcText>(html`<svc-text text="Hello"></svc-text>`);
    await expect(el).to.be.accessible();
  });

  it('is accessible with markdown', async () => {
    const el = await fixture<SvcText>(
      html`<svc-text
        markdown
        .text=${'# Title\n\nSome *text* with [a link](https://example.test).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n> quoted\n\n```\ncode\n```'}
      ></svc-text>`,
    );
    await expect(el).to.be.accessible();
  });

  it('defaults to empty plain text', async () => {
    const el = await fixture<SvcText>(html`<svc-text></svc-text>`);
    expect(el.text).to.equal('');
    expect(el.markdown).to.equal(false);
    expect(base(el).textContent).to.equal('');
  });

  it('reflects the attributes into the properties and shows the text', async () => {
    const el = await fixture<SvcText>(html`<svc-text text="Access granted" markdown></svc-text>`);
    expect(el.text).to.equal('Access granted');
    expect(el.markdown).to.equal(true);
    expect(el.shadowRoot!.textContent).to.contain('Access granted');
  });

  it('escapes markup instead of rendering it', async () => {
    const el = await fixture<SvcText>(
      html`<svc-text .text=${'<img src=x onerror="window.__pwned=1"><b>bold</b>'}></svc-text>`,
    );
    expect(base(el).querySelector('img')).to.equal(null);
    expect(base(el).querySelector('b')).to.equal(null);
    expect(base(el).textContent).to.equal('<img src=x onerror="window.__pwned=1"><b>bold</b>');
  });

  it('keeps markdown literal when markdown is off', async () => {
    const el = await fixture<SvcText>(html`<svc-text .text=${'# Title\n- **bold**'}></svc-text>`);
    expect(all(el, 'h1, li, strong')).to.have.length(0);
    expect(base(el).textContent).to.equal('# Title\n- **bold**');
    expect(getComputedStyle(base(el)).whiteSpace).to.equal('pre-wrap');
  });

  it('updates when the property changes', async () => {
    const el = await fixture<SvcText>(html`<svc-text text="one"></svc-text>`);
    el.text = 'two';
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('two');
  });

  it('shows non-string values as text', async () => {
    const el = await fixture<SvcText>(html`<svc-text .text=${42 as unknown as string}></svc-text>`);
    expect(base(el).textContent).to.equal('42');
    (el as unknown as {text: unknown}).text = null;
    await el.updateComplete;
    expect(base(el).textContent).to.equal('');
  });

  describe('markdown', () => {
    it('renders headings, lists, emphasis and code', async () => {
      const el = await fixture<SvcText>(
        html`<svc-text
          markdown
          .text=${'# Access review\n\n1. First\n2. **Second**\n\n- a\n- b\n\nRun `sync` now.\n\n```\nline 1\n```'}
        ></svc-text>`,
      );
      expect(base(el).getAttribute('part')).to.contain('markdown');
      expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('Access review');
      expect(all(el, 'ol > li')).to.have.length(2);
      expect(all(el, 'ul > li')).to.have.length(2);
      expect(el.shadowRoot!.querySelector('strong')!.textContent).to.equal('Second');
      expect(el.shadowRoot!.querySelector('p > code')!.textContent).to.equal('sync');
      expect(el.shadowRoot!.querySelector('pre code')!.textContent).to.equal('line 1\n');
    });

    it('styles headings, code, quotes and tables inside the shadow root', async () => {
      const el = await fixture<SvcText>(
        html`<svc-text
          markdown
          .text=${'# Big\n\n> quoted\n\n`code`\n\n| a | b |\n|:-:|--:|\n| 1 | 2 |'}
        ></svc-text>`,
      );
      const h1 = el.shadowRoot!.querySelector('h1')!;
      const p = el.shadowRoot!.querySelector('blockquote')!;
      expect(parseFloat(getComputedStyle(h1).fontSize)).to.be.greaterThan(
        parseFloat(getComputedStyle(el).fontSize),
      );
      expect(getComputedStyle(p).borderLeftStyle).to.equal('solid');
      expect(getComputedStyle(el.shadowRoot!.querySelector('code')!).fontFamily).to.contain('mono');
      const td = el.shadowRoot!.querySelector('td')!;
      expect(getComputedStyle(td).borderTopStyle).to.equal('solid');
      expect(td.getAttribute('align')).to.equal('center');
      expect(el.shadowRoot!.querySelector('[part~="table-scroll"] > table')).to.exist;
    });

    it('opens safe links in a new tab without opener or referrer', async () => {
      const el = await fixture<SvcText>(
        html`<svc-text
          markdown
          .text=${'[docs](https://example.test/docs) [mail](mailto:owner@example.test) [rel](/access/42) <https://auto.example.test>'}
        ></svc-text>`,
      );
      const links = all(el, 'a') as HTMLAnchorElement[];
      expect(links.map((a) => a.getAttribute('href'))).to.deep.equal([
        'https://example.test/docs',
        'mailto:owner@example.test',
        '/access/42',
        'https://auto.example.test',
      ]);
      for (const a of links) {
        expect(a.target).to.equal('_blank');
        expect(a.rel).to.equal('noopener noreferrer');
      }
    });

    it('strips javascript:, data: and other unsafe link targets', async () => {
      const el = await fixture<SvcText>(
        html`<svc-text
          markdown
          .text=${'[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,<script>alert(1)</script>) [d](vbscript:x) [e]( javascript:alert(1)) [f](java&#09;script:alert(1)) [g](ftp://example.test/f) [h](tel:+123) [i](blob:https://example.test/1)'}
        ></svc-text>`,
      );
      const links = all(el, 'a') as HTMLAnchorElement[];
      expect(links.map((a) => a.textContent)).to.include.members(['g', 'h', 'i']);
      for (const a of links) {
        const href = a.getAttribute('href');
        expect(href === null || checkUrl(href, 'link').allowed, String(href)).to.be.true;
        if (href !== null) expect(['http:', 'https:', 'mailto:']).to.include(a.protocol);
      }
      expect(all(el, 'script')).to.have.length(0);
    });

    it('keeps no link that shows one host and goes to another (issue 39)', async () => {
      const el = await fixture<SvcText>(
        html`<svc-text
          markdown
          .text=${'[a](https://bank.example@evil.example/) [b](/\\evil.example) [c](//other.example/x) [d](https://@bank.example/) [e](/ok)'}
        ></svc-text>`,
      );
      const links = all(el, 'a') as HTMLAnchorElement[];
      expect(links.map((a) => a.textContent)).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
      const [a, b, c, d, e] = links.map((a) => a.getAttribute('href'));
      expect([a, c, d, e]).to.deep.equal([null, null, null, '/ok']);
      // marked writes the backslash as %5C: a path on this page's host, if kept at all.
      expect(b === null || links[1].host === location.host, String(b)).to.be.true;
    });

    it('never renders raw HTML: script, style, event handlers and forms stay text', async () => {
      const w = window as unknown as {__pwned?: number};
      delete w.__pwned;
      const hostile = [
        '<script>window.__pwned = 1</script>',
        '<img src="x" onerror="window.__pwned = 2">',
        '<style>* { color: red }</style>',
        '<p style="color: red" onclick="window.__pwned = 3">styled</p>',
        '<form><input name="password"></form>',
        '<iframe src="https://example.test"></iframe>',
        '<svg><script>window.__pwned = 4</script></svg>',
        'text <b onmouseover="window.__pwned = 5">inline</b>',
        '- [x] done task',
      ].join('\n\n');
      const el = await fixture<SvcText>(html`<svc-text markdown .text=${hostile}></svc-text>`);
      await new Promise((r) => setTimeout(r, 50));
      const root = el.shadowRoot!;
      expect(
        root.querySelectorAll('script, style, img, form, input, iframe, svg, b'),
      ).to.have.length(0);
      for (const node of root.querySelectorAll('[part~="markdown"] *')) {
        for (const attr of node.getAttributeNames()) {
          expect(attr.startsWith('on'), attr).to.be.false;
          expect(attr, node.localName).not.to.equal('style');
        }
      }
      expect(w.__pwned).to.equal(undefined);
      expect(base(el).textContent).to.contain('<script>window.__pwned = 1</script>');
      expect(base(el).textContent).to.contain('[x] done task');
    });

    it('does not load images: an image becomes a link to it', async () => {
      const url = `${location.origin}/tracking-pixel.png?id=${Date.now()}`;
      const el = await fixture<SvcText>(
        html`<svc-text
          markdown
          .text=${`See ![the chart](${url}) and ![](${url}&b=1)`}
        ></svc-text>`,
      );
      await new Promise((r) => setTimeout(r, 100));
      expect(all(el, 'img, picture, source')).to.have.length(0);
      const links = all(el, 'a') as HTMLAnchorElement[];
      expect(links.map((a) => a.textContent)).to.deep.equal(['the chart', 'image']);
      expect(links[0].getAttribute('href')).to.equal(url);
      const fetched = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('tracking-pixel'));
      expect(fetched).to.have.length(0);
    });

    it('survives 5,000 nested block quotes and lists, capping the depth', async () => {
      const el = await fixture<SvcText>(
        html`<svc-text markdown .text=${'>'.repeat(5000) + ' deep quote'}></svc-text>`,
      );
      await expand(el);
      expect(base(el).textContent).to.contain('deep quote');
      expect(maxDepth(base(el), 'blockquote')).to.be.within(1, 20);
      el.text = '- '.repeat(5000) + 'deep item';
      await el.updateComplete;
      expect(base(el).textContent).to.contain('deep item');
      expect(maxDepth(base(el), 'ul')).to.be.within(1, 20);
      el.text = '> - 1. '.repeat(2000) + 'mixed';
      await el.updateComplete;
      expect(base(el).textContent).to.contain('mixed');
    });

    it('cuts input past 20,000 characters', async () => {
      const el = await fixture<SvcText>(
        html`<svc-text markdown .text=${'word '.repeat(10_000) + 'TAIL'}></svc-text>`,
      );
      await expand(el);
      const shown = base(el).textContent!;
      expect(shown).not.to.contain('TAIL');
      expect(shown.trim().endsWith('…')).to.be.true;
      expect(shown.length).to.be.within(19_000, 20_010);
    });

    it('switches between markdown and plain text', async () => {
      const el = await fixture<SvcText>(html`<svc-text markdown text="# Hello"></svc-text>`);
      expect(el.shadowRoot!.querySelector('h1')).to.exist;
      el.markdown = false;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('h1')).to.equal(null);
      expect(base(el).textContent).to.equal('# Hello');
      el.markdown = true;
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('Hello');
      (el as unknown as {markdown: unknown}).markdown = 'false';
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('h1')).to.equal(null);
      (el as unknown as {markdown: unknown}).markdown = 'true';
      el.text = '## Again';
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Again');
    });

    it('fires no events while rendering', async () => {
      const el = await fixture<SvcText>(html`<svc-text markdown text="*x*"></svc-text>`);
      let count = 0;
      for (const type of ['change', 'input', 'click']) el.addEventListener(type, () => count++);
      el.text = '**y**';
      await el.updateComplete;
      expect(count).to.equal(0);
    });
  });

  describe('variant', () => {
    const heading = (el: SvcText) => el.shadowRoot!.querySelector<HTMLElement>('[role="heading"]');
    const fontSize = (el: Element) => parseFloat(getComputedStyle(el).fontSize);

    it('is accessible as headings and caption, plain and markdown', async () => {
      const el = await fixture<HTMLElement>(
        html`<div>
          <svc-text variant="h1" text="Access review"></svc-text>
          <svc-text variant="h2" markdown text="Your **pending** requests"></svc-text>
          <svc-text variant="caption" text="Updated 5 minutes ago"></svc-text>
        </div>`,
      );
      await Promise.all([...el.querySelectorAll('svc-text')].map((t) => t.updateComplete));
      await expect(el).to.be.accessible();
    });

    it('renders a heading variant whose markdown is a heading once, at the variant size', async () => {
      const el = await fixture<SvcText>(
        html`<svc-text variant="h1" markdown text="# Summer **Gala** #"></svc-text>`,
      );
      const plain = await fixture<SvcText>(
        html`<svc-text variant="h1" text="Summer Gala"></svc-text>`,
      );
      const headings = el.shadowRoot!.querySelectorAll('[role="heading"], h1, h2, h3, h4, h5, h6');
      expect(headings).to.have.length(1);
      expect(headings[0]!.textContent!.trim()).to.equal('Summer Gala');
      expect(el.shadowRoot!.querySelector('strong')!.textContent).to.equal('Gala');
      const size = (t: SvcText) =>
        getComputedStyle(t.shadowRoot!.querySelector('p, [part~="markdown"]')!).fontSize;
      expect(size(el)).to.equal(size(plain));
      expect(withoutHeadingMarks('Title\n=====')).to.equal('Title');
      expect(withoutHeadingMarks('## Two  ##\nmore')).to.equal('Two\nmore');
      expect(withoutHeadingMarks('#hashtag')).to.equal('#hashtag');
    });

    it('defaults to body: no heading, base size', async () => {
      const el = await fixture<SvcText>(html`<svc-text text="Hi"></svc-text>`);
      expect(el.variant).to.equal('body');
      expect(el.headingLevel).to.equal(0);
      expect(heading(el)).to.equal(null);
      expect(el.matches(':state(body)')).to.be.false;
    });

    it('renders h1…h5 as headings of that level, larger from h5 to h1', async () => {
      const body = await fixture<SvcText>(html`<svc-text text="Body"></svc-text>`);
      let previous = fontSize(body);
      for (const level of [5, 4, 3, 2, 1]) {
        const el = await fixture<SvcText>(
          html`<svc-text variant=${`h${level}`} text="T"></svc-text>`,
        );
        const h = heading(el)!;
        expect(h.getAttribute('aria-level')).to.equal(String(level));
        expect(h.getAttribute('part')).to.equal('heading');
        expect(h.textContent!.trim()).to.equal('T');
        expect(Number(getComputedStyle(h).fontWeight)).to.be.at.least(600);
        expect(fontSize(el)).to.be.greaterThan(previous);
        previous = fontSize(el);
      }
    });

    it('wraps markdown in the heading', async () => {
      const el = await fixture<SvcText>(
        html`<svc-text variant="h3" markdown text="Hello **there**"></svc-text>`,
      );
      await el.updateComplete;
      expect(heading(el)!.querySelector('strong')!.textContent).to.equal('there');
      expect(heading(el)!.getAttribute('aria-level')).to.equal('3');
    });

    it('shows caption smaller and muted, not as a heading', async () => {
      const body = await fixture<SvcText>(html`<svc-text text="Body"></svc-text>`);
      const el = await fixture<SvcText>(html`<svc-text variant="caption" text="Small"></svc-text>`);
      expect(heading(el)).to.equal(null);
      expect(fontSize(el)).to.be.lessThan(fontSize(body));
      expect(getComputedStyle(el).color).not.to.equal(getComputedStyle(body).color);
      expect(el.matches(':state(caption)')).to.be.true;
    });

    it('lets headingLevel shift the announced level, not the size', async () => {
      const el = await fixture<SvcText>(
        html`<svc-text variant="h1" heading-level="3" text="Title"></svc-text>`,
      );
      const size = fontSize(el);
      expect(el.headingLevel).to.equal(3);
      expect(heading(el)!.getAttribute('aria-level')).to.equal('3');
      el.headingLevel = 9;
      await el.updateComplete;
      expect(heading(el)!.getAttribute('aria-level')).to.equal('1');
      expect(fontSize(el)).to.equal(size);
    });

    it('switches variant in place', async () => {
      const el = await fixture<SvcText>(html`<svc-text variant="h2" text="T"></svc-text>`);
      el.variant = 'body';
      await el.updateComplete;
      expect(heading(el)).to.equal(null);
      expect(el.matches(':state(h2)')).to.be.false;
      expect(base(el).textContent).to.equal('T');
      el.variant = 'H4';
      await el.updateComplete;
      expect(heading(el)!.getAttribute('aria-level')).to.equal('4');
      expect(el.matches(':state(h4)')).to.be.true;
      el.variant = 'caption';
      await el.updateComplete;
      expect(el.matches(':state(h4)')).to.be.false;
      expect(el.matches(':state(caption)')).to.be.true;
      expect(base(el).textContent).to.equal('T');
    });

    it('keeps its paragraph when the text changes, and goes back to it from a long text', async () => {
      const el = await fixture<SvcText>(html`<svc-text text="one"></svc-text>`);
      const p = base(el);
      el.text = 'two';
      await el.updateComplete;
      expect(base(el)).to.equal(p);
      expect(p.textContent).to.equal('two');
      el.text = 'x'.repeat(TEXT_COLLAPSE_CHARS + 10);
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part~="toggle"]')).to.exist;
      el.text = 'three';
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part~="toggle"]')).to.equal(null);
      expect(el.shadowRoot!.querySelectorAll('[part~="base"]')).to.have.length(1);
      expect(base(el).textContent).to.equal('three');
    });

    it('accepts every spelling of the variant', () => {
      expect(normalizeTextVariant('h1')).to.equal('h1');
      expect(normalizeTextVariant('H5')).to.equal('h5');
      expect(normalizeTextVariant('TEXT_VARIANT_H2')).to.equal('h2');
      expect(normalizeTextVariant('h6')).to.equal('h6');
      expect(normalizeTextVariant('Caption')).to.equal('caption');
      expect(normalizeTextVariant('body')).to.equal('body');
      expect(normalizeTextVariant('h7')).to.equal('body');
      expect(normalizeTextVariant('title')).to.equal('body');
      expect(normalizeTextVariant(undefined)).to.equal('body');
      expect(normalizeTextVariant(2)).to.equal('body');
    });
  });
});
