/* global getComputedStyle */
// The demo as a visitor meets it, on its own dev server (Vite, with the mock service mounted):
// every sample conversation passes axe's WCAG A/AA rules and its heading order in both schemes;
// the header and toolbar keep one line at 1280 px; the dark canvas matches the surfaces; the
// language switch turns the surfaces right to left in Arabic; actions are settled as a host would;
// the A2UI page opens on an example that renders without an issue.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, before, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {createServer} from 'vite';
import {launchBrowser} from '../../tools/bench/browser.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const axeSource = readFileSync(`${root}node_modules/axe-core/axe.min.js`, 'utf8');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

let server;
let browser;
let base;
/** The sample conversations, as the demo lists them. */
let conversationIds = [];

before(async () => {
  server = await createServer({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: 'error',
    server: {port: 0, strictPort: false, host: '127.0.0.1'},
  });
  await server.listen();
  base = server.resolvedUrls.local[0];
  const {conversations} = await server.ssrLoadModule('/src/mock/conversations.ts');
  conversationIds = conversations.map((conversation) => conversation.id);
  browser = await launchBrowser();
  // The first visit has Vite prepare the dependencies (it may reload the page): done once here.
  const page = await browser.newPage();
  await page.goto(new URL('demo/', base).href);
  await page.locator('svc-surface').first().waitFor({timeout: 60_000});
  await page.close();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a demo page and waits until its surfaces have drawn. */
async function open(path, {width = 1280, scheme = 'light'} = {}) {
  const context = await browser.newContext({
    viewport: {width, height: 900},
    colorScheme: scheme,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, base).href);
  await page.waitForFunction(() => document.readyState === 'complete');
  await settle(page);
  return {page, errors, close: () => context.close()};
}

/** Waits for every element in the page (shadow roots included) to finish its updates. */
function settle(page) {
  return page.evaluate(async () => {
    const all = (root) =>
      [...root.querySelectorAll('*')].flatMap((e) => [
        e,
        ...(e.shadowRoot ? all(e.shadowRoot) : []),
      ]);
    for (let round = 0; round < 6; round++) {
      await Promise.all(all(document).map((e) => e.updateComplete));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

async function axe(page, runOnly) {
  await page.evaluate(axeSource);
  return page.evaluate(
    (only) =>
      window.axe
        .run(document, {runOnly: only, resultTypes: ['violations']})
        .then((result) =>
          result.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' > ')).join(' | ')}`,
          ),
        ),
    runOnly,
  );
}

for (const scheme of ['light', 'dark']) {
  test(`axe: every sample in the ${scheme} scheme, WCAG A/AA and heading order`, async (t) => {
    assert.ok(conversationIds.length >= 8, 'the samples are listed');
    for (const id of conversationIds) {
      await t.test(id, async () => {
        const {page, errors, close} = await open(`demo/?conversation=${id}&theme=${scheme}`, {
          scheme,
        });
        try {
          assert.deepEqual(await axe(page, {type: 'tag', values: WCAG}), []);
          assert.deepEqual(await axe(page, {type: 'rule', values: ['heading-order']}), []);
          assert.deepEqual(errors, []);
        } finally {
          await close();
        }
      });
    }
  });
}

test('the header and the toolbar keep one line at 1280 px', async () => {
  const {page, close} = await open('demo/?conversation=conv-dashboard');
  try {
    for (const selector of ['.demo-bar', '.demo-toolbar']) {
      const boxes = await page.$$eval(`${selector} > *`, (items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return {top: box.top, bottom: box.bottom};
        }),
      );
      // One line: every item shares a band of height with every other.
      const top = Math.max(...boxes.map((b) => b.top));
      const bottom = Math.min(...boxes.map((b) => b.bottom));
      assert.ok(top < bottom, `${selector}: ${JSON.stringify(boxes)}`);
    }
  } finally {
    await close();
  }
});

test('the dark canvas is the surfaces’ own background', async () => {
  const {page, close} = await open('demo/?conversation=conv-kitchen-sink&theme=dark', {
    scheme: 'dark',
  });
  try {
    const colours = await page.evaluate(() => {
      const card = document
        .querySelector('svc-conversation')
        .shadowRoot.querySelector('svc-surface')
        .shadowRoot.querySelector('svc-card');
      return {
        page: getComputedStyle(document.documentElement).backgroundColor,
        card: getComputedStyle(card.shadowRoot.querySelector('[part~="base"]')).backgroundColor,
      };
    });
    assert.equal(colours.page, 'rgb(13, 17, 23)');
    assert.equal(colours.card, colours.page);
  } finally {
    await close();
  }
});

test('Arabic turns the surfaces right to left, in Arabic', async () => {
  const {page, close} = await open('demo/?conversation=conv-dashboard&locale=ar');
  try {
    assert.equal(await page.locator('#demo-content').getAttribute('dir'), 'rtl');
    await page.getByText('التالي').waitFor();
    assert.equal(await page.locator('#demo-locale').inputValue(), 'ar');
    assert.equal(await page.locator('#demo-rtl').isChecked(), true);
  } finally {
    await close();
  }
});

test('an action is settled as a host would: the button is ready again, no spinner left', async () => {
  const {page, close} = await open('demo/?conversation=conv-onboarding');
  try {
    const skip = page.locator('svc-onboarding-welcome [part~="skip"]');
    await skip.click();
    await page.locator('#log li', {hasText: 'onboarding_skip'}).waitFor();
    // Pending while the host's request runs, then ready: well before the 30 s timeout.
    await page.waitForFunction(
      () =>
        !document
          .querySelector('svc-conversation')
          .shadowRoot.querySelector('svc-surface')
          .shadowRoot.querySelector('svc-onboarding-welcome').pending,
      undefined,
      {timeout: 10_000},
    );
    assert.equal(await skip.getAttribute('aria-busy'), null);
  } finally {
    await close();
  }
});

test('the A2UI page opens on an example that renders without an issue', async () => {
  const {page, errors, close} = await open('demo/a2ui.html?speed=-1');
  try {
    await page.locator('svc-a2ui svc-surface').first().waitFor();
    await settle(page);
    const shown = await page.evaluate(() => {
      const a2ui = document.querySelector('svc-a2ui');
      const surfaces = [...a2ui.shadowRoot.querySelectorAll('svc-surface')];
      return {
        surfaces: surfaces.length,
        issues: surfaces.flatMap((s) => s.issues.map((i) => i.message)),
        markers: surfaces.flatMap((s) => [...s.shadowRoot.querySelectorAll('svc-marker')]).length,
        toAgent: document.querySelectorAll('.stream-log li').length,
      };
    });
    assert.deepEqual(shown, {surfaces: 1, issues: [], markers: 0, toAgent: 0});
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
