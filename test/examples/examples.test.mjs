// Each framework example, built (`npm run build --workspaces --prefix examples`, which type-checks
// each first), served as static files and clicked through in Chromium as a visitor would. Run by
// `npm run test:examples` after `npm ci --prefix examples` (see .ci/run).
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {after, before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {
  actionReachesTheApp,
  conversationRenders,
  themeSwitches,
} from '../../tools/example-page-checks.mjs';
import {openPage, serveStatic} from '../../tools/static-page.mjs';

const examples = {
  react: 'examples/react/dist',
  'react 18': 'examples/react-18/dist',
  vue: 'examples/vue/dist',
  svelte: 'examples/svelte/dist',
  angular: 'examples/angular/dist/browser',
};

for (const [name, folder] of Object.entries(examples)) {
  describe(`the ${name} example`, () => {
    const root = fileURLToPath(new URL(`../../${folder}`, import.meta.url));
    let server;
    let browser;
    before(async () => {
      assert.ok(existsSync(root), `${folder} is missing: build the examples first`);
      server = await serveStatic(root);
      browser = await openPage(server.url);
    });
    after(async () => {
      await browser?.close();
      await server?.close();
    });

    test('renders the conversation from the mock', () => conversationRenders(browser.page));
    test('an action reaches the app state through the typed event', () =>
      actionReachesTheApp(browser.page));
    test('the theme switch reaches the elements', () => themeSwitches(browser.page));
    test('the page had no error', () => assert.deepEqual(browser.errors, []));
  });
}
