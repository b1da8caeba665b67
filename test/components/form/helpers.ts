/** Sets a native control's value as a user would, firing `input` then `change`. */
export function typeInto(
  control: HTMLInputElement | HTMLTextAreaElement,
  text: string,
  commit = true,
) {
  control.value = text;
  control.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
  if (commit) control.dispatchEvent(new Event('change', {bubbles: true}));
}

/** The element in `root`'s shadow root matching `selector` (throws when missing). */
export function $<T extends Element = HTMLElement>(root: Element, selector: string): T {
  const found = root.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector}`);
  return found;
}

export function text(root: Element, selector: string): string {
  return ($(root, selector).textContent ?? '').replace(/\s+/g, ' ').trim();
}
