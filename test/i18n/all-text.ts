/** Every text and accessible name under `root`, through shadow roots. */
export function allText(root: Element | ShadowRoot): string {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
    if (node instanceof Element) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = node.getAttribute(name);
        if (value) out.push(value);
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return out.join(' ').replace(/\s+/g, ' ');
}
