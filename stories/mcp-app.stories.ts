import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/surface/mcp-app.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** A tool result carrying A2UI: a counter whose button calls the `increment` tool. */
function counterResult(count: number) {
  const messages = [
    {version: 'v0.9', updateDataModel: {surfaceId: 'counter', path: '/count', value: count}},
  ];
  if (count === 0)
    messages.unshift(
      {version: 'v0.9', createSurface: {surfaceId: 'counter', catalogId: CATALOG}} as never,
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'counter',
          components: [
            {id: 'root', component: 'Row', children: ['count', 'inc']},
            {id: 'count', component: 'Text', text: {path: '/count'}, variant: 'h3'},
            {id: 'inc', component: 'Button', child: 'label', action: {event: {name: 'increment'}}},
            {id: 'label', component: 'Text', text: 'Increment'},
          ],
        },
      } as never,
    );
  return {
    content: [
      {
        type: 'resource',
        resource: {
          uri: 'a2ui://counter',
          mimeType: 'application/a2ui+json',
          text: JSON.stringify(messages),
        },
      },
    ],
  };
}

/** A small MCP App (no SDK): it greets the host and shows the tool's text. */
const appResult = {
  content: [
    {type: 'text', text: 'Hello from the tool'},
    {
      type: 'resource',
      resource: {
        uri: 'ui://hello',
        mimeType: 'text/html;profile=mcp-app',
        text: `<!doctype html><body style="font-family: system-ui"><p id="out">Waiting for the host…</p>
<script>
  let id = 0;
  addEventListener('message', (event) => {
    const data = event.data;
    if (data.id === 1) parent.postMessage({jsonrpc: '2.0', method: 'ui/notifications/initialized'}, '*');
    if (data.method === 'ui/notifications/tool-result')
      document.getElementById('out').textContent = data.params.content[0].text;
  });
  parent.postMessage({jsonrpc: '2.0', id: ++id, method: 'ui/initialize', params: {}}, '*');
</script></body>`,
      },
    },
  ],
};

const meta: Meta = {
  title: 'Surfaces/MCP App',
  component: 'svc-mcp-app',
  tags: ['autodocs'],
};
export default meta;

/** A2UI in a tool result, drawn natively; each press calls the tool and shows its new result. */
export const Default: StoryObj = {
  render: () => {
    let count = 0;
    const callTool = async () => counterResult(++count);
    return html`<svc-mcp-app .result=${counterResult(0)} .callTool=${callTool}></svc-mcp-app>`;
  },
};

/** An MCP App (HTML) in a sandboxed `srcdoc` frame (a page with a strict CSP needs `sandbox-url`). */
export const HtmlApp: StoryObj = {
  render: () => html`<svc-mcp-app .result=${appResult}></svc-mcp-app>`,
};
