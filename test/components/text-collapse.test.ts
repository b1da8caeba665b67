import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/basic/text.js';
import {MARKDOWN_COLLAPSE_CHARS, TEXT_COLLAPSE_CHARS} from '../../src/components/basic/text.js';
import type {SvcText} from '../../src/components/basic/text.js';

const base = (el: SvcText) => el.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
const toggle = (el: SvcText) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="toggle"]');

/** Words of five letters and a space: `length` characters in all. */
const words = (length: number) => 'word '.repeat(Math.ceil(length / 5)).slice(0, length);

describe('svc-text: long plain text', () => {
  it('is accessible collapsed and expanded', async () => {
    const el = await fixture<SvcText>(html`<svc-text .text=${words(5_000)}></svc-text>`);
    await expect(el).to.be.accessible();
    toggle(el)!.click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('shows the beginning and a collapsed "Show more" past the limit', async () => {
    const text = `${words(TEXT_COLLAPSE_CHARS)}THE-END`;
    const el = await fixture<SvcText>(html`<svc-text .text=${text}></svc-text>`);
    const shown = base(el).textContent!;
    expect(shown.length).to.be.at.most(TEXT_COLLAPSE_CHARS + 1);
    expect(shown.endsWith('…')).to.equal(true);
    expect(shown).not.to.contain('THE-END');
    const button = toggle(el)!;
    expect(button.textContent!.trim()).to.equal('Show more');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-controls')).to.equal(base(el).id);
  });

  it('shows all of it after one press, and collapses again', async () => {
    const text = `${words(10_000)}THE-END`;
    const el = await fixture<SvcText>(html`<svc-text .text=${text}></svc-text>`);
    toggle(el)!.click();
    await el.updateComplete;
    expect(base(el).textContent).to.equal(text);
    expect(toggle(el)!.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle(el)!.textContent!.trim()).to.equal('Show less');
    toggle(el)!.click();
    await el.updateComplete;
    expect(base(el).textContent).not.to.contain('THE-END');
  });

  it('opens from the keyboard', async () => {
    const el = await fixture<SvcText>(html`<svc-text .text=${words(3_000)}></svc-text>`);
    toggle(el)!.focus();
    await sendKeys({press: 'Enter'});
    await el.updateComplete;
    expect(toggle(el)!.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({press: 'Space'});
    await el.updateComplete;
    expect(toggle(el)!.getAttribute('aria-expanded')).to.equal('false');
  });

  it('leaves text up to the limit whole, with no button', async () => {
    const text = words(TEXT_COLLAPSE_CHARS);
    const el = await fixture<SvcText>(html`<svc-text .text=${text}></svc-text>`);
    expect(base(el).textContent).to.equal(text);
    expect(toggle(el)).to.equal(null);
  });

  it('never splits a character made of two code units', async () => {
    // One letter first puts the cut between the two halves of an emoji.
    const text = `a${'😀'.repeat(TEXT_COLLAPSE_CHARS)}`;
    const el = await fixture<SvcText>(html`<svc-text .text=${text}></svc-text>`);
    const shown = base(el).textContent!.slice(1, -1);
    expect(shown.length % 2).to.equal(0);
    expect([...shown].every((char) => char === '😀')).to.equal(true);
  });

  it('keeps a long heading a heading, with the button outside it', async () => {
    const el = await fixture<SvcText>(
      html`<svc-text variant="h2" .text=${words(3_000)}></svc-text>`,
    );
    const heading = el.shadowRoot!.querySelector('[role="heading"]')!;
    expect(heading.textContent!.length).to.be.below(TEXT_COLLAPSE_CHARS + 100);
    expect(heading.contains(toggle(el))).to.equal(false);
  });
});

/** Paragraphs of markdown with emphasis, `length` characters or a little more. */
function paragraphs(length: number): string {
  let source = '';
  for (let i = 0; source.length < length; i++) source += `Paragraph ${i} has *some* words.\n\n`;
  return source;
}

describe('svc-text: long markdown', () => {
  it('shows its rendered beginning, cut at a paragraph break, and all of it after a press', async () => {
    const text = `${paragraphs(MARKDOWN_COLLAPSE_CHARS)}THE-END`;
    const el = await fixture<SvcText>(html`<svc-text markdown .text=${text}></svc-text>`);
    await expect(el).to.be.accessible();
    expect(base(el).getAttribute('part')).to.contain('markdown');
    expect(base(el).querySelector('em')).to.exist;
    expect(base(el).textContent).not.to.contain('THE-END');
    const last = [...base(el).querySelectorAll('p')].at(-1)!;
    expect(last.textContent).to.match(/^Paragraph \d+ has some words\. …$/);
    const button = toggle(el)!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-controls')).to.equal(base(el).id);
    button.click();
    await el.updateComplete;
    expect(base(el).textContent).to.contain('THE-END');
    expect(base(el).querySelectorAll('em').length).to.be.above(100);
    expect(toggle(el)!.getAttribute('aria-expanded')).to.equal('true');
    toggle(el)!.click();
    await el.updateComplete;
    expect(base(el).textContent).not.to.contain('THE-END');
  });

  it('leaves markdown up to the limit whole, with no button', async () => {
    const text = paragraphs(MARKDOWN_COLLAPSE_CHARS - 40);
    const el = await fixture<SvcText>(html`<svc-text markdown .text=${text}></svc-text>`);
    expect(base(el).querySelectorAll('p')).to.have.length(text.split('\n\n').length - 1);
    expect(toggle(el)).to.equal(null);
  });

  it('renders a long one in a task of its own, as plain text until then', async () => {
    // The markdown libraries are in by now (the tests above loaded them).
    const el = document.createElement('svc-text');
    el.markdown = true;
    el.text = paragraphs(1_500);
    document.body.append(el);
    await Promise.resolve();
    await Promise.resolve();
    expect(el.hasUpdated).to.equal(true);
    expect(base(el).getAttribute('part')).to.equal('base');
    expect(base(el).textContent).to.contain('*some*');
    await el.updateComplete;
    expect(base(el).getAttribute('part')).to.contain('markdown');
    expect(base(el).querySelector('em')).to.exist;
    el.remove();
  });
});
