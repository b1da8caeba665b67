import {esbuildPlugin} from '@web/dev-server-esbuild';
import {playwrightLauncher} from '@web/test-runner-playwright';
import {chromiumPath} from './tools/chromium-path.mjs';
import {STRICT_CSP} from './tools/strict-csp.mjs';
import {bundlePlugin} from './tools/wtr-bundle.mjs';
import {agentsMiddleware, agentsPlugin} from './tools/wtr-agents.mjs';
import {axTreePlugin} from './tools/wtr-ax-tree.mjs';
import {reactPlugin} from './tools/wtr-react.mjs';
import {ssrMiddleware} from './tools/wtr-ssr.mjs';
import {storyImportsPlugin} from './tools/wtr-story-imports.mjs';

/**
 * A page under the strict policy of the README (tools/strict-csp.mjs), in a <meta> tag;
 * test/csp/strict-page.js stands in for the usual inline script. The tests are in test/csp.
 */
const cspGroup = {
  name: 'csp',
  files: 'test/csp/**/*.test.ts',
  testRunnerHtml: (framework) => `<!doctype html><html><head>
    <meta http-equiv="Content-Security-Policy" content="${STRICT_CSP}">
    <script src="/test/csp/strict-page.js"></script></head>
    <body><script type="module" src="${framework}"></script></body></html>`,
};

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default {
  files: ['test/**/*.test.ts', '!test/csp/**'],
  // Also runs with the whole suite and alone (`wtr --group csp`), not beside `--files`.
  groups: process.argv.includes('--files') ? [] : [cspGroup],
  nodeResolve: true,
  concurrency: 1,
  middleware: [agentsMiddleware(), ssrMiddleware()],
  plugins: [
    agentsPlugin(),
    axTreePlugin(),
    storyImportsPlugin(),
    reactPlugin(),
    bundlePlugin(),
    // highlight.js's ES entry wraps CommonJS, which a browser cannot import unbundled.
    bundlePlugin({entry: 'src/components/svc/internal/code-highlighter.ts'}),
    esbuildPlugin({ts: true, tsconfig: 'tsconfig.json', target: 'es2022'}),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {executablePath: chromiumPath(), headless: true, args},
    }),
  ],
  testRunnerHtml: (framework) => `<!doctype html><html><body>
    <script>window.process = { env: { NODE_ENV: 'development' } };</script>
    <script type="module" src="${framework}"></script></body></html>`,
  filterBrowserLogs: ({args}) => !String(args[0]).includes('Lit is in dev mode'),
  coverageConfig: {
    include: ['src/**/*.ts'],
    exclude: [
      'src/components/svc/echarts-setup.*',
      'src/components/svc/internal/code-highlighter.*',
    ],
    reportDir: 'coverage',
    reporters: ['text-summary', 'lcov'],
  },
  testFramework: {config: {timeout: 15000}},
};
