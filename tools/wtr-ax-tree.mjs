/**
 * A test runner command that reads Chromium's own accessibility tree (the Chrome DevTools
 * Protocol's `Accessibility` domain), which is what a screen reader is given: the computed role,
 * name and description of each node, whether it is hidden from assistive technologies, and its
 * properties (live, checked, …). Shadow roots included.
 *
 * In a test: put the elements to read in `window.__axTargets`, then
 *   await executeServerCommand('ax-tree', {count: n})
 * answers, for each target, its subtree in document order as AxNode[] (the target first).
 */

/**
 * @typedef {{role: string; name: string; description: string; ignored: boolean;
 *   properties: Record<string, unknown>; depth: number}} AxNode
 */

const text = (value) => (value && value.value !== undefined ? String(value.value) : '');

/** The subtree of the AX node for `backendNodeId`, flattened in document order. */
function subtree(nodes, backendNodeId) {
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const root = nodes.find((node) => node.backendDOMNodeId === backendNodeId);
  if (!root) return [];
  const out = [];
  const stack = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop();
    out.push({
      role: text(node.role),
      name: text(node.name),
      description: text(node.description),
      ignored: node.ignored === true,
      properties: Object.fromEntries(
        (node.properties ?? []).map((property) => [property.name, property.value?.value]),
      ),
      depth,
    });
    const children = (node.childIds ?? []).map((id) => byId.get(id)).filter(Boolean);
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1]);
  }
  return out;
}

export function axTreePlugin() {
  return {
    name: 'ax-tree',
    async executeCommand({command, payload, session}) {
      if (command !== 'ax-tree') return undefined;
      if (session.browser.type !== 'playwright')
        throw new Error('ax-tree needs the Playwright launcher (Chromium).');
      const page = session.browser.getPage(session.id);
      const cdp = await page.context().newCDPSession(page);
      try {
        await cdp.send('Accessibility.enable');
        const {nodes} = await cdp.send('Accessibility.getFullAXTree');
        const trees = [];
        for (let i = 0; i < (payload?.count ?? 0); i++) {
          const {result} = await cdp.send('Runtime.evaluate', {
            expression: `window.__axTargets[${i}]`,
          });
          if (!result.objectId) {
            trees.push([]);
            continue;
          }
          const {node} = await cdp.send('DOM.describeNode', {objectId: result.objectId});
          trees.push(subtree(nodes, node.backendNodeId));
        }
        return trees;
      } finally {
        await cdp.detach();
      }
    },
  };
}
