// Opens the strict-CSP demo page (demo/strict.html), shows every sample conversation in turn,
// hovers every chart so that its tooltip is drawn, and fails on any Content Security Policy
// violation or page error. Start the demo first (`npm start`, or `vite build && vite preview`).
//
//   node tools/check-strict-demo.mjs [url] [screenshot.png]
//   default url: http://127.0.0.1:8000/demo/strict.html
import {chromium} from 'playwright-core';
import {chromiumPath} from './chromium-path.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8000/demo/strict.html';
const screenshot = process.argv[3];
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage({viewport: {width: 1200, height: 900}});
const problems = [];
page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
await page.exposeFunction('__violation', (text) => problems.push(`violation: ${text}`));
await page.addInitScript(() =>
  document.addEventListener('securitypolicyviolation', (e) =>
    window.__violation(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`),
  ),
);

// Page functions are passed as functions, never as strings: the policy forbids eval, and a
// string would be evaluated with it. Each one finds elements across shadow roots itself.
const charts = () => {
  const all = (root) =>
    [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
  return all(document).filter((e) => e.getAttribute('part') === 'chart');
};
const countSurfaces = () => {
  const all = (root) =>
    [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? all(e.shadowRoot) : [])]);
  return all(document).filter((e) => e.localName === 'svc-surface').length;
};

const response = await page.goto(url);
const policy = response?.headers()['content-security-policy'];
if (!policy) problems.push('the page came without a Content-Security-Policy header');
await page.waitForSelector('#conversation option', {state: 'attached'});
let rendered = 0;
const ids = await page.$$eval('#conversation option', (options) => options.map((o) => o.value));
for (const id of ids) {
  await page.selectOption('#conversation', id);
  // Charts load echarts lazily: wait until every chart box has drawn (or there is none).
  await page.waitForTimeout(1000);
  const drawn = async () => {
    const boxes = await page.evaluateHandle(charts);
    return boxes.evaluate((list) => list.every((e) => e.querySelector('svg text')));
  };
  for (let tries = 0; !(await drawn()); tries++) {
    if (tries === 30) {
      problems.push(`${id}: a chart did not draw`);
      break;
    }
    await page.waitForTimeout(500);
  }
  const boxes = await page.evaluateHandle(charts);
  const count = await boxes.evaluate((list) => list.length);
  for (let i = 0; i < count; i++) {
    const box = (await boxes.evaluateHandle((list, n) => list[n], i)).asElement();
    await box.scrollIntoViewIfNeeded();
    const rect = await box.boundingBox();
    if (rect) await page.mouse.move(rect.x + rect.width / 2 + 40, rect.y + rect.height / 2 - 40);
    await page.waitForTimeout(500);
  }
  const surfaces = await page.evaluate(countSurfaces);
  rendered += surfaces;
  console.log(`${id}: ${surfaces} surface(s), ${count} chart(s)`);
}
if (screenshot) {
  await page.selectOption('#conversation', 'conv-dashboard');
  await page.waitForTimeout(3000);
  await page.screenshot({path: screenshot});
}
await browser.close();
console.log(`policy: ${policy}`);
if (rendered === 0)
  problems.push('no surface rendered (is the mock service there? it runs with `vite` only)');
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`strict demo: ${ids.length} conversations, no CSP violation`);
