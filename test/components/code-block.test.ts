import {aTimeout, expect, fixture, html, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/svc/code-block.js';
import type {SvcCodeBlock} from '../../src/components/svc/code-block.js';
import {highlightHtml} from '../../src/components/svc/internal/code-highlighter.js';
import {MAX_HIGHLIGHT_LENGTH} from '../../src/components/svc/internal/code-language.js';
import type {HighlightLanguage} from '../../src/components/svc/internal/code-language.js';
import {parseHighlighted} from '../../src/components/svc/internal/code-tokens.js';

const TS = `export function greet(name: string): string {\n\treturn \`Hello, \${name}!\`; // say hi\n}\n`;

function part(el: SvcCodeBlock, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
}

function highlighted(el: SvcCodeBlock): Promise<void> {
  return waitUntil(
    () => part(el, 'code')!.querySelector('[class^="hljs-"]') !== null,
    'the code was not highlighted',
  );
}

/** Replaces navigator.clipboard.writeText and document.execCommand for one test. */
function stubClipboard(
  writeText: ((text: string) => Promise<void>) | undefined,
  execCommand: (command: string) => boolean,
) {
  const clipboard = navigator.clipboard as unknown as Record<string, unknown>;
  const doc = document as unknown as Record<string, unknown>;
  if (writeText) clipboard.writeText = writeText;
  else clipboard.writeText = undefined;
  doc.execCommand = execCommand;
  return () => {
    delete clipboard.writeText;
    delete doc.execCommand;
  };
}

describe('svc-code-block', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcCodeBlock>(
      html`<svc-code-block
        heading="greet.ts"
        language="typescript"
        copyable
        .code=${TS}
      ></svc-code-block>`,
    );
    await highlighted(el);
    await expect(el).to.be.accessible();
  });

  it('has empty defaults and no header', async () => {
    const el = await fixture<SvcCodeBlock>(html`<svc-code-block></svc-code-block>`);
    expect(el.code).to.equal('');
    expect(el.language).to.equal('');
    expect(el.heading).to.equal('');
    expect(el.copyable).to.equal(false);
    expect(part(el, 'header')).to.equal(null);
    expect(part(el, 'copy-button')).to.equal(null);
    expect(part(el, 'code')!.textContent).to.equal('');
  });

  it('shows the code as plain text at once, keeping whitespace, in a labelled focusable region', async () => {
    const el = await fixture<SvcCodeBlock>(
      html`<svc-code-block code="a  b" language="rust" heading="main.rs"></svc-code-block>`,
    );
    expect(el.code).to.equal('a  b');
    expect(part(el, 'code')!.textContent).to.equal('a  b');
    const scroller = part(el, 'scroller')!;
    expect(scroller.tagName).to.equal('PRE');
    expect(getComputedStyle(scroller).whiteSpace).to.equal('pre');
    expect(getComputedStyle(scroller).overflowX).to.equal('auto');
    expect(scroller.getAttribute('tabindex')).to.equal('0');
    expect(scroller.getAttribute('role')).to.equal('region');
    expect(scroller.getAttribute('aria-label')).to.equal('main.rs');
    expect(part(el, 'heading')!.textContent).to.equal('main.rs');
    expect(part(el, 'language')!.textContent).to.equal('rust');
  });

  it('names the region after the language, or "Code"', async () => {
    const el = await fixture<SvcCodeBlock>(
      html`<svc-code-block code="x" language="sql"></svc-code-block>`,
    );
    expect(part(el, 'scroller')!.getAttribute('aria-label')).to.equal('sql code');
    el.language = '';
    await el.updateComplete;
    expect(part(el, 'scroller')!.getAttribute('aria-label')).to.equal('Code');
  });

  it('upgrades known languages to highlighted spans without changing the text', async () => {
    const el = await fixture<SvcCodeBlock>(
      html`<svc-code-block language="ts" .code=${TS}></svc-code-block>`,
    );
    expect(part(el, 'code')!.textContent).to.equal(TS);
    await highlighted(el);
    const code = part(el, 'code')!;
    expect(code.textContent).to.equal(TS);
    const keyword = code.querySelector('.hljs-keyword')!;
    expect(keyword.textContent).to.equal('export');
    expect(getComputedStyle(keyword).color).to.not.equal(getComputedStyle(code).color);
    expect(code.querySelector('.hljs-comment')!.textContent).to.equal('// say hi');
    const elements = [...code.querySelectorAll('*')];
    expect(
      elements.every(
        (e) => e.tagName === 'SPAN' && [...e.attributes].every((a) => a.name === 'class'),
      ),
    ).to.equal(true);
  });

  it('highlights code up to MAX_HIGHLIGHT_LENGTH characters, and shows longer code plain', async () => {
    const line = 'const a = 1; // n\n';
    const upTo = line.repeat(Math.floor(MAX_HIGHLIGHT_LENGTH / line.length));
    const el = await fixture<SvcCodeBlock>(
      html`<svc-code-block language="ts" .code=${upTo}></svc-code-block>`,
    );
    await highlighted(el);
    const longer = upTo + line.repeat(2);
    el.code = longer;
    await el.updateComplete;
    await aTimeout(50);
    const code = part(el, 'code')!;
    expect(code.textContent).to.equal(longer);
    expect(code.querySelector('[class^="hljs-"]')).to.equal(null);
  });

  it('re-highlights when the code or language changes, showing the new text at once', async () => {
    const el = await fixture<SvcCodeBlock>(
      html`<svc-code-block language="json" code='{"a": 1}'></svc-code-block>`,
    );
    await highlighted(el);
    el.language = 'python';
    el.code = 'def f():\n    return None';
    await el.updateComplete;
    expect(part(el, 'code')!.textContent).to.equal('def f():\n    return None');
    await waitUntil(() => part(el, 'code')!.querySelector('.hljs-keyword')?.textContent === 'def');
    el.language = 'brainfuck';
    await el.updateComplete;
    await aTimeout(0);
    expect(part(el, 'code')!.querySelector('span')).to.equal(null);
    expect(part(el, 'code')!.textContent).to.equal('def f():\n    return None');
  });

  const samples: [string, string][] = [
    ['json', '{"name": "okta", "count": 3, "ok": true}'],
    ['yaml', 'name: okta\ncount: 3 # groups\n'],
    ['bash', 'echo "hi" | grep -i h && exit 0'],
    ['shell', 'for f in *.txt; do cat "$f"; done'],
    ['typescript', 'interface A { b: number }'],
    ['javascript', 'const x = await fetch(`/a/${b}`);'],
    ['python', 'import os\nprint(f"{os.name}")'],
    ['sql', "SELECT name FROM users WHERE id = 1 AND role <> 'admin';"],
    ['go', 'package main\nfunc main() { fmt.Println("hi") }'],
    ['html', '<a href="/x" onclick="alert(1)">link</a><script>let a = 1 < 2;</script>'],
    ['xml', '<?xml version="1.0"?><root a="&amp;">text</root>'],
  ];
  for (const [language, code] of samples) {
    it(`highlights ${language}`, async () => {
      const el = await fixture<SvcCodeBlock>(
        html`<svc-code-block .language=${language} .code=${code}></svc-code-block>`,
      );
      await highlighted(el);
      expect(part(el, 'code')!.textContent).to.equal(code);
      expect(el.shadowRoot!.querySelector('a, script, img')).to.equal(null);
    });
  }

  it("accepts the highlighter's real output for every sample (the parser's allow-list is not too strict)", () => {
    const map: Record<string, HighlightLanguage> = {shell: 'bash', html: 'xml'};
    for (const [language, code] of samples) {
      const name = (map[language] ?? language) as HighlightLanguage;
      expect(parseHighlighted(highlightHtml(code, name), code), language).to.not.equal(undefined);
    }
  });

  it('keeps markup in the code as text, highlighted or not', async () => {
    const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    for (const language of ['html', 'none']) {
      const el = await fixture<SvcCodeBlock>(
        html`<svc-code-block
          .language=${language}
          .code=${evil}
          .heading=${evil}
        ></svc-code-block>`,
      );
      if (language === 'html') await highlighted(el);
      expect(el.shadowRoot!.querySelector('img, script')).to.equal(null);
      expect(part(el, 'code')!.textContent).to.equal(evil);
      expect(part(el, 'heading')!.textContent).to.equal(evil);
    }
    expect((window as unknown as {__pwned?: number}).__pwned).to.equal(undefined);
  });

  it('copies with the Clipboard API and announces it politely, then clears', async () => {
    const copied: string[] = [];
    const restore = stubClipboard(
      async (text) => void copied.push(text),
      () => false,
    );
    try {
      const el = await fixture<SvcCodeBlock>(
        html`<svc-code-block copyable .code=${TS}></svc-code-block>`,
      );
      const status = part(el, 'copy-status')!;
      expect(status.getAttribute('aria-live')).to.equal('polite');
      expect(status.textContent).to.equal('');
      part(el, 'copy-button')!.click();
      await waitUntil(() => status.textContent === 'Copied');
      expect(copied).to.deep.equal([TS]);
      await aTimeout(2100);
      expect(status.textContent).to.equal('');
    } finally {
      restore();
    }
  });

  it('falls back to a hidden textarea and execCommand when the Clipboard API refuses', async () => {
    const seen: {command: string; value: string | undefined}[] = [];
    let el: SvcCodeBlock;
    const restore = stubClipboard(
      () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      (command) => {
        const area = el.shadowRoot!.querySelector('textarea');
        seen.push({command, value: area?.value});
        return true;
      },
    );
    try {
      el = await fixture<SvcCodeBlock>(html`<svc-code-block copyable code="a b"></svc-code-block>`);
      part(el, 'copy-button')!.click();
      await waitUntil(() => part(el, 'copy-status')!.textContent === 'Copied');
      expect(seen).to.deep.equal([{command: 'copy', value: 'a b'}]);
      expect(el.shadowRoot!.querySelector('textarea')).to.equal(null);
    } finally {
      restore();
    }
  });

  it('uses the fallback when there is no Clipboard API, and says "Copy failed" when it fails', async () => {
    const restore = stubClipboard(undefined, () => false);
    try {
      const el = await fixture<SvcCodeBlock>(
        html`<svc-code-block copyable code="x"></svc-code-block>`,
      );
      part(el, 'copy-button')!.click();
      await waitUntil(() => part(el, 'copy-status')!.textContent === 'Copy failed');
    } finally {
      restore();
    }
  });

  it('works from the keyboard: the copy button, then the scrollable code', async () => {
    const copied: string[] = [];
    const restore = stubClipboard(
      async (text) => void copied.push(text),
      () => false,
    );
    try {
      const long = `${'x'.repeat(2000)}\nshort`;
      const el = await fixture<SvcCodeBlock>(
        html`<svc-code-block
          style="width: 300px"
          copyable
          language="text"
          .code=${long}
        ></svc-code-block>`,
      );
      await sendKeys({press: 'Tab'});
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'copy-button'));
      await sendKeys({press: 'Enter'});
      await waitUntil(() => copied.length === 1);
      await sendKeys({press: 'Tab'});
      const scroller = part(el, 'scroller')!;
      expect(el.shadowRoot!.activeElement).to.equal(scroller);
      expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth);
      await sendKeys({press: 'ArrowRight'});
      await waitUntil(() => scroller.scrollLeft > 0, 'the code did not scroll');
    } finally {
      restore();
    }
  });

  it('does not throw on input of the wrong type', async () => {
    const el = await fixture<SvcCodeBlock>(html`<svc-code-block></svc-code-block>`);
    for (const value of [null, undefined, 42, {a: 1}, ['x'], true]) {
      el.code = value as unknown as string;
      el.language = value as unknown as string;
      el.heading = value as unknown as string;
      el.copyable = value as unknown as boolean;
      await el.updateComplete;
    }
    el.copyable = 'false' as unknown as boolean;
    el.code = 12345 as unknown as string;
    el.language = 'json';
    await el.updateComplete;
    expect(part(el, 'copy-button')).to.equal(null);
    expect(part(el, 'code')!.textContent).to.equal('12345');
    await highlighted(el);
    el.copyable = 'true' as unknown as boolean;
    el.code = {b: [1]} as unknown as string;
    await el.updateComplete;
    expect(part(el, 'copy-button')).to.not.equal(null);
    expect(part(el, 'code')!.textContent).to.equal('{"b":[1]}');
  });
});
