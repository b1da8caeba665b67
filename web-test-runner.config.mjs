import {esbuildPlugin} from '@web/dev-server-esbuild';
import {playwrightLauncher} from '@web/test-runner-playwright';
import {chromiumPath} from './tools/chromium-path.mjs';
import {bundlePlugin} from './tools/wtr-bundle.mjs';

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
  files: 'test/**/*.test.ts',
  nodeResolve: true,
  concurrency: 1,
  plugins: [
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
