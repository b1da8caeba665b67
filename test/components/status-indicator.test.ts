import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/svc/status-indicator.js';
import type {SvcStatusIndicator} from '../../src/components/svc/status-indicator.js';

function part(el: SvcStatusIndicator, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
}

describe('svc-status-indicator', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcStatusIndicator>(
      html`<svc-status-indicator
        message="Syncing Okta users…"
        status="running"
        tool-name="connector.sync"
        show-spinner
      ></svc-status-indicator>`,
    );
    await expect(el).to.be.accessible();
  });

  it('has empty defaults and shows a neutral status', async () => {
    const el = await fixture<SvcStatusIndicator>(
      html`<svc-status-indicator></svc-status-indicator>`,
    );
    expect(el.message).to.equal('');
    expect(el.status).to.equal('');
    expect(el.toolName).to.equal('');
    expect(el.showSpinner).to.equal(false);
    expect(part(el, 'base')!.className).to.equal('unknown');
    expect(part(el, 'tool-name')).to.equal(null);
    expect(el.shadowRoot!.querySelector('.spinner')).to.equal(null);
    expect(part(el, 'message')!.textContent).to.equal('Unknown');
  });

  it('reads attributes into properties and shows them', async () => {
    const el = await fixture<SvcStatusIndicator>(
      html`<svc-status-indicator
        message="Done importing"
        status="success"
        tool-name="connector.sync"
      ></svc-status-indicator>`,
    );
    expect(el.toolName).to.equal('connector.sync');
    expect(part(el, 'message')!.textContent).to.equal('Succeeded: Done importing');
    expect(part(el, 'tool-name')!.textContent).to.equal('Tool: connector.sync');
  });

  it('is a polite live region that announces the status in words', async () => {
    const el = await fixture<SvcStatusIndicator>(
      html`<svc-status-indicator message="Syncing" status="STATUS_RUNNING"></svc-status-indicator>`,
    );
    const base = part(el, 'base')!;
    expect(base.getAttribute('role')).to.equal('status');
    const word = base.querySelector('.status-word')!;
    expect(word.textContent).to.equal('Running');
    expect(word.classList.contains('visually-hidden')).to.equal(true);
    el.status = 'failed';
    el.message = 'Could not reach Okta';
    await el.updateComplete;
    expect(part(el, 'message')!.textContent).to.equal('Failed: Could not reach Okta');
  });

  it('colours and picks an icon by status, hidden from assistive technology', async () => {
    const el = await fixture<SvcStatusIndicator>(
      html`<svc-status-indicator message="m"></svc-status-indicator>`,
    );
    const colours = new Map<string, string>();
    const drawings = new Set<string>();
    for (const status of ['running', 'Succeeded', 'WARNING', 'failed', 'pending', 'whatever']) {
      el.status = status;
      await el.updateComplete;
      const icon = part(el, 'icon')!;
      expect(icon.getAttribute('aria-hidden')).to.equal('true');
      colours.set(part(el, 'base')!.className, getComputedStyle(icon).color);
      drawings.add(icon.querySelector('svg')!.innerHTML.replace(/<!--[^>]*-->/g, ''));
    }
    expect([...colours.keys()]).to.deep.equal([
      'running',
      'success',
      'warning',
      'error',
      'pending',
      'unknown',
    ]);
    expect(
      new Set([
        colours.get('running'),
        colours.get('success'),
        colours.get('warning'),
        colours.get('error'),
      ]).size,
    ).to.equal(4);
    expect(drawings.size).to.equal(6);
  });

  it('honours the colour custom properties', async () => {
    const el = await fixture<SvcStatusIndicator>(
      html`<svc-status-indicator
        style="--svc-status-indicator-error-color: rgb(9, 8, 7)"
        status="error"
      ></svc-status-indicator>`,
    );
    expect(getComputedStyle(part(el, 'icon')!).color).to.equal('rgb(9, 8, 7)');
  });

  it('spins while running or when asked, and not otherwise', async () => {
    const el = await fixture<SvcStatusIndicator>(
      html`<svc-status-indicator status="success"></svc-status-indicator>`,
    );
    expect(el.shadowRoot!.querySelector('.spinner')).to.equal(null);
    el.showSpinner = true;
    await el.updateComplete;
    const spinner = el.shadowRoot!.querySelector('.spinner')!;
    expect(getComputedStyle(spinner).animationName).to.equal('svc-status-spin');
    el.showSpinner = false;
    el.status = 'in_progress';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.spinner')).to.not.equal(null);
  });

  it('has a reduced-motion rule for the spinner', async () => {
    const el = await fixture<SvcStatusIndicator>(
      html`<svc-status-indicator status="running"></svc-status-indicator>`,
    );
    const rules = el.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    const media = rules.find(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion'),
    );
    expect(media, 'reduced-motion rule').to.not.equal(undefined);
    const inner = media!.cssRules[0] as CSSStyleRule;
    expect(inner.selectorText).to.equal('.spinner');
    expect(inner.style.animationName).to.equal('none');
  });

  it('escapes markup', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    const el = await fixture<SvcStatusIndicator>(
      html`<svc-status-indicator
        .message=${evil}
        .status=${evil}
        .toolName=${evil}
      ></svc-status-indicator>`,
    );
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(part(el, 'message')!.textContent).to.contain(evil);
    expect(part(el, 'tool-name')!.textContent).to.contain(evil);
  });

  it('does not throw on input of the wrong type', async () => {
    const el = await fixture<SvcStatusIndicator>(
      html`<svc-status-indicator></svc-status-indicator>`,
    );
    for (const value of [null, undefined, 42, {a: 1}, ['x'], true]) {
      el.message = value as unknown as string;
      el.status = value as unknown as string;
      el.toolName = value as unknown as string;
      el.showSpinner = value as unknown as boolean;
      await el.updateComplete;
    }
    el.showSpinner = 'false' as unknown as boolean;
    el.status = 'done';
    el.message = 12 as unknown as string;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.spinner')).to.equal(null);
    expect(part(el, 'message')!.textContent).to.equal('Succeeded: 12');
  });
});
