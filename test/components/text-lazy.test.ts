import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/basic/text.js';
import type {SvcText} from '../../src/components/basic/text.js';
import {markdownLoaded, markdownRequested} from '../../src/components/basic/internal/markdown.js';

// Runs in its own page: nothing else here renders markdown before these tests.
const markdownResources = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => /\/(marked|dompurify)\//.test(name));

describe('svc-text lazy markdown', () => {
  it('plain text never requests marked or DOMPurify', async () => {
    const el = await fixture<SvcText>(
      html`<svc-text .text=${'# Not a heading\n- **plain**'}></svc-text>`,
    );
    el.text = 'still plain';
    await el.updateComplete;
    expect(markdownRequested()).to.be.false;
    expect(markdownLoaded()).to.be.false;
    expect(markdownResources()).to.deep.equal([]);
  });

  it('the first markdown text shows escaped plain text while the libraries load', async () => {
    const el = document.createElement('svc-text');
    el.markdown = true;
    el.text = '# Title <b>x</b>';
    document.body.append(el);
    try {
      // Lit renders in a microtask; the dynamic imports (the markdown path, then marked and
      // DOMPurify) need fetches, so they are still pending.
      await Promise.resolve();
      await Promise.resolve();
      expect(markdownLoaded()).to.be.false;
      const p = el.shadowRoot!.querySelector('p[part~="base"]')!;
      expect(p.textContent).to.equal('# Title <b>x</b>');
      expect(p.querySelector('b')).to.equal(null);
      await el.updateComplete;
      expect(markdownRequested()).to.be.true;
      expect(markdownLoaded()).to.be.true;
      expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('Title <b>x</b>');
      expect(markdownResources().length).to.be.greaterThan(0);
    } finally {
      el.remove();
    }
  });
});
