/**
 * Copies text to the clipboard: the asynchronous Clipboard API when the page has it, else (or when
 * it refuses, e.g. without permission or outside a secure context) the old way — a hidden,
 * read-only textarea holding the text, selected, and `document.execCommand('copy')`. Resolves to
 * whether the text was copied; never rejects.
 *
 * @param text - What to copy.
 * @param host - Where to put the temporary textarea (a shadow root keeps it out of the page).
 */
export async function copyText(text: string, host: Node & ParentNode): Promise<boolean> {
  const clipboard = globalThis.navigator?.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused: try the fallback below.
    }
  }
  return copyWithTextarea(text, host);
}

/** The fallback: select a hidden textarea's text and run the copy command. */
export function copyWithTextarea(text: string, host: Node & ParentNode): boolean {
  const doc = host.ownerDocument ?? globalThis.document;
  if (!doc || typeof doc.execCommand !== 'function') return false;
  const active = (host as Partial<DocumentOrShadowRoot>).activeElement ?? doc.activeElement;
  const area = doc.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.tabIndex = -1;
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText =
    'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none';
  host.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (active instanceof HTMLElement) active.focus({preventScroll: true});
  }
}
