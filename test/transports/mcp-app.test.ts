import {expect, fixture, html} from '@open-wc/testing';
import {ifDefined} from 'lit/directives/if-defined.js';
import '../../src/surface/mcp-app.js';
import type {SvcMcpApp} from '../../src/surface/mcp-app.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import {readToolResult} from '../../src/transports/index.js';
import {press, settled, surfaceOf, typeInto, until, visibleText} from './helpers.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

function a2uiResult(messages: unknown[]) {
  return {
    content: [
      {type: 'text', text: 'Counter loaded.'},
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

const counter = [
  {version: 'v0.9', createSurface: {surfaceId: 'counter', catalogId: CATALOG}},
  {
    version: 'v0.9',
    updateComponents: {
      surfaceId: 'counter',
      components: [
        {id: 'root', component: 'Column', children: ['count', 'step', 'inc']},
        {id: 'count', component: 'Text', text: {path: '/count'}},
        {id: 'step', component: 'TextField', label: 'Step', value: {path: '/step'}},
        {
          id: 'inc',
          component: 'Button',
          child: 'inc_label',
          action: {event: {name: 'increment_counter', context: {step: {path: '/step'}}}},
        },
        {id: 'inc_label', component: 'Text', text: 'Increment'},
      ],
    },
  },
  {version: 'v0.9', updateDataModel: {surfaceId: 'counter', path: '/count', value: 'Count: 0'}},
];

/** An MCP App written with the official App SDK (@modelcontextprotocol/ext-apps). */
function appHtml(): string {
  const sdk = new URL(
    '/node_modules/@modelcontextprotocol/ext-apps/dist/src/app-with-deps.js',
    location.href,
  ).href;
  return `<!doctype html><html><body><p>App</p><script type="module">
    import {App} from ${JSON.stringify(sdk)};
    // No automatic size reports: they would race the one this app sends.
    const app = new App({name: 'test-app', version: '1.0.0'}, {}, {autoResize: false});
    app.ontoolresult = async (result) => {
      const variables = app.getHostContext()?.styles?.variables ?? {};
      await app.sendSizeChanged({height: 123});
      await app.callServerTool({name: 'report', arguments: {
        color: variables['--color-text-primary'] ?? null,
        result: result.content?.[0]?.text ?? null,
      }});
    };
    await app.connect();
  </script></body></html>`;
}

function appResult() {
  return {
    content: [
      {type: 'text', text: 'Weather for Lisbon'},
      {
        type: 'resource',
        resource: {uri: 'ui://weather', mimeType: 'text/html;profile=mcp-app', text: appHtml()},
      },
    ],
  };
}

describe('<svc-mcp-app>', () => {
  it('sorts a tool result: A2UI, apps, text, and what it cannot read', () => {
    const content = readToolResult({
      content: [
        ...appResult().content,
        ...a2uiResult(counter).content,
        {
          type: 'resource',
          resource: {uri: 'a2ui://bad', mimeType: 'application/a2ui+json', text: '{'},
        },
        {
          type: 'resource',
          resource: {uri: 'a2ui://b64', mimeType: 'application/a2ui+json', blob: btoa('[]')},
        },
      ],
    });
    expect(content.a2ui).to.deep.equal(counter);
    expect(content.apps.map((app) => app.uri)).to.deep.equal(['ui://weather']);
    expect(content.text).to.deep.equal(['Weather for Lisbon', 'Counter loaded.']);
    expect(content.problems).to.deep.equal(['content/4: the A2UI resource is not JSON.']);
  });

  it('renders A2UI natively and maps an action to tools/call (round trip)', async () => {
    const calls: [string, Record<string, unknown>][] = [];
    const callTool = async (name: string, args: Record<string, unknown>) => {
      calls.push([name, args]);
      return a2uiResult([
        {
          version: 'v0.9',
          updateDataModel: {surfaceId: 'counter', path: '/count', value: `Count: ${args.step}`},
        },
      ]);
    };
    const el = await fixture<SvcMcpApp>(
      html`<svc-mcp-app .result=${a2uiResult(counter)} .callTool=${callTool}></svc-mcp-app>`,
    );
    const a2ui = el.shadowRoot!.querySelector<SvcA2ui>('svc-a2ui')!;
    await until(() => !!a2ui.processor.surface('counter'));
    await settled(a2ui);
    await expect(el).to.be.accessible();
    const surface = surfaceOf(a2ui, 'counter');
    expect(visibleText(surface)).to.contain('Count: 0');
    await typeInto(surface, 'step', '5');
    await press(surface, 'inc');
    await until(() => visibleText(surfaceOf(a2ui, 'counter')).includes('Count: 5'));
    expect(calls).to.deep.equal([['increment_counter', {step: '5'}]]);
  });

  for (const sandboxed of [false, true])
    it(`runs an MCP App ${sandboxed ? 'in the sandbox proxy of another origin' : 'in a srcdoc frame'}: host styles in, tool calls out, size followed`, async () => {
      const calls: [string, Record<string, unknown>][] = [];
      const callTool = async (name: string, args: Record<string, unknown>) => {
        calls.push([name, args]);
        return {content: [{type: 'text', text: 'ok'}]};
      };
      // 127.0.0.1 and localhost are different origins: the proxy is cross-origin, as it must be.
      const sandboxUrl = sandboxed
        ? `http://127.0.0.1:${location.port}/src/transports/mcp-app-sandbox.html`
        : undefined;
      const el = await fixture<SvcMcpApp>(
        html`<svc-mcp-app
          style="--svc-color-text: rgb(1, 2, 3)"
          .result=${appResult()}
          .callTool=${callTool}
          sandbox-url=${ifDefined(sandboxUrl)}
        ></svc-mcp-app>`,
      );
      await until(() => calls.length === 1);
      expect(calls[0]).to.deep.equal([
        'report',
        {color: 'rgb(1, 2, 3)', result: 'Weather for Lisbon'},
      ]);
      const frame = el.shadowRoot!.querySelector('iframe')!;
      expect(frame.getAttribute('sandbox')).to.not.contain(
        sandboxed ? 'allow-top-navigation' : 'allow-same-origin',
      );
      await until(() => frame.getBoundingClientRect().height === 123);
      await expect(el).to.be.accessible();
    });
});
