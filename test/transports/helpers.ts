import {sendKeys} from '@web/test-runner-commands';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcSurface} from '../../src/surface/surface.js';

/** A session name of its own for each test, so the local agents keep their state apart. */
export function newSession(): string {
  return `s${Math.random().toString(36).slice(2)}`;
}

/** What the agent side received in `session`. */
export async function received(session: string): Promise<Record<string, unknown>[]> {
  return (await fetch(`/__agents/received?session=${session}`)).json();
}

/** Waits until `check` is true (polling; the runner's timeout ends a test that never gets there). */
export async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

export async function settled(el: SvcA2ui): Promise<void> {
  await el.updateComplete;
  for (const surface of el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface'))
    await surface.updateComplete;
  await new Promise((resolve) => setTimeout(resolve, 0));
}

export function surfaceOf(el: SvcA2ui, id: string, agent?: string): SvcSurface | null {
  const selector = `svc-surface[data-surface-id="${id}"]${agent ? `[data-agent="${agent}"]` : ''}`;
  return el.shadowRoot!.querySelector<SvcSurface>(selector);
}

/** The text a person reads in an element: its shadow root and light DOM, flattened. */
export function visibleText(node: Element | null): string {
  let out = '';
  const walk = (n: Node) => {
    if (n.nodeType === Node.TEXT_NODE) out += n.textContent;
    const el = n as Element;
    if (el.shadowRoot) el.shadowRoot.childNodes.forEach(walk);
    n.childNodes.forEach(walk);
  };
  if (node) walk(node);
  return out.replace(/\s+/g, ' ').trim();
}

export function component(surface: SvcSurface | null, id: string): HTMLElement {
  const found = surface?.shadowRoot!.querySelector<HTMLElement>(`[data-component-id="${id}"]`);
  if (!found) throw new Error(`no component ${id}`);
  return found;
}

/** Types into the text field `id` of a surface, as a person does. */
export async function typeInto(surface: SvcSurface | null, id: string, text: string) {
  // Elements load when first needed: wait for this one to be defined and drawn.
  await until(() => !!component(surface, id).shadowRoot?.querySelector('input'));
  const input = component(surface, id).shadowRoot!.querySelector('input')!;
  input.focus();
  await sendKeys({type: text});
}

/** Presses the button `id` of a surface. */
export async function press(surface: SvcSurface | null, id: string): Promise<void> {
  await until(() => !!component(surface, id).shadowRoot);
  const button = component(surface, id);
  (button.shadowRoot!.querySelector('button') ?? button).click();
}
