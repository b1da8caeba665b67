// What every example page must do, checked the same way for each (test/node/cdn-page.test.mjs,
// test/examples/examples.test.mjs): the mock conversation renders with its markdown, a press of
// its button reaches the app's own state (the action log and a standalone element), and the theme
// switch reaches the elements. Playwright's selectors look into open shadow roots.
import assert from 'node:assert/strict';

export async function conversationRenders(page) {
  await page.locator('svc-text h2', {hasText: 'Request access'}).waitFor();
  await page.locator('svc-text strong', {hasText: 'acme-org / maintainer'}).waitFor();
}

export async function actionReachesTheApp(page) {
  await page.getByRole('textbox', {name: 'Justification'}).fill('On call this week');
  await page.getByRole('button', {name: 'Submit request'}).click();
  await page.locator('ol li', {hasText: 'submit_request (submit)'}).waitFor();
  await page.locator('svc-status-indicator', {hasText: '1 action(s) received'}).waitFor();
}

export async function themeSwitches(page) {
  const scheme = () =>
    page
      .locator('svc-conversation')
      .evaluate((el) => el.ownerDocument.defaultView.getComputedStyle(el).colorScheme);
  assert.equal(await scheme(), 'light');
  await page.getByRole('button', {name: 'Dark theme'}).click();
  // A framework may apply the click in a later turn (Angular's change detection does), so the
  // scheme is awaited, not read once.
  const conversation = await page.locator('svc-conversation').elementHandle();
  await page
    .waitForFunction(
      (el) => el.ownerDocument.defaultView.getComputedStyle(el).colorScheme === 'dark',
      conversation,
      {timeout: 5000},
    )
    .catch(() => {});
  assert.equal(await scheme(), 'dark');
}
