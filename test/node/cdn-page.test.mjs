// The plain-HTML example (examples/html) on a static server, as a visitor sees it: no bundler, no
// import map, only the browser-ready build in dist/cdn. Run after `npm run build`.
import assert from 'node:assert/strict';
import {after, before, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {
  actionReachesTheApp,
  conversationRenders,
  themeSwitches,
} from '../../tools/example-page-checks.mjs';
import {openPage, serveStatic} from '../../tools/static-page.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
let server;
let browser;
const requested = [];

before(async () => {
  server = await serveStatic(root);
  browser = await openPage(`${server.url}examples/html/index.html`);
  browser.page.on('request', (request) => requested.push(request.url()));
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('the conversation renders from the mock, markdown included', async () => {
  await conversationRenders(browser.page);
  assert.ok(
    requested.some((url) => /\/chunks\/marked\.esm-/.test(url)),
    'marked loaded',
  );
  assert.ok(
    requested.some((url) => /\/chunks\/purify\.es-/.test(url)),
    'DOMPurify loaded',
  );
});

test('an action reaches the page, which updates its log and a standalone element', () =>
  actionReachesTheApp(browser.page));

test('the theme switch reaches the elements', () => themeSwitches(browser.page));

test('lazy chunks stay lazy, and the page had no error', () => {
  for (const lazy of ['echarts-setup', 'code-highlighter', '/table-']) {
    assert.ok(!requested.some((url) => url.includes(lazy)), `${lazy} was not loaded`);
  }
  assert.deepEqual(browser.errors, []);
});
