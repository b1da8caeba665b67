// Screenshots of every sample conversation (the demo page) and every A2UI example (the A2UI page,
// all messages at once) at 390 and 1280 px, light and dark, plus Arabic right-to-left, for review
// by eye. Needs the demo's dev server: `npm start` (or `npx vite --port N` and SHOTS_BASE).
//
//   node tools/screenshots.mjs [--out dir] [--only substring] [--widths 390,1280]
//        [--variants light,dark,ar]
import {mkdir} from 'node:fs/promises';
import {readdirSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {chromiumPath} from './chromium-path.mjs';

const {values} = parseArgs({
  options: {
    out: {type: 'string', default: 'screenshots'},
    only: {type: 'string', default: ''},
    widths: {type: 'string', default: '390,1280'},
    variants: {type: 'string', default: 'light,dark,ar'},
  },
});
const base = process.env.SHOTS_BASE ?? 'http://127.0.0.1:8000';
const widths = values.widths.split(',').map(Number);
const variants = values.variants.split(',');

const samples = readdirSync('src/mock/conversations')
  .map((file) => file.replace(/\.json$/, ''))
  .concat('multi-surface');
const examples = ['basic', 'minimal'].flatMap((dir) =>
  readdirSync(`test/fixtures/a2ui/${dir}`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => `${dir}/${file.replace(/\.json$/, '')}`),
);

/** The page of each shot: `theme` and `locale` are the demo's own switches. */
function pages() {
  const out = [];
  for (const sample of samples) {
    out.push({name: `sample-${sample}`, url: `/demo/?conversation=${sampleIds[sample]}`});
  }
  for (const example of examples) {
    const url = `/demo/a2ui.html?example=${encodeURIComponent(example)}&speed=-1`;
    out.push({name: `a2ui-${example.replace('/', '-')}`, url, element: 'svc-a2ui'});
  }
  return out.filter((page) => page.name.includes(values.only));
}

/** The conversation ids of the samples, as the demo lists them. */
const sampleIds = {
  'access-request': 'conv-access-request',
  'connector-setup': 'conv-connector',
  dashboard: 'conv-dashboard',
  'deleted-surface': 'conv-deleted-surface',
  empty: 'conv-empty',
  'kitchen-sink': 'conv-kitchen-sink',
  'multi-surface': 'conv-multi-surface',
  onboarding: 'conv-onboarding',
};

await mkdir(values.out, {recursive: true});
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let count = 0;
for (const page of pages()) {
  for (const width of widths) {
    for (const variant of variants) {
      const dark = variant === 'dark';
      const context = await browser.newContext({
        viewport: {width, height: 900},
        colorScheme: dark ? 'dark' : 'light',
        reducedMotion: 'reduce',
      });
      const tab = await context.newPage();
      // No network here: pictures from elsewhere are drawn locally, so that the shots show
      // layouts with their pictures, as a person online sees them.
      await tab.route(
        (url) => url.hostname !== new URL(base).hostname,
        (route) =>
          route.request().resourceType() === 'image'
            ? route.fulfill({contentType: 'image/svg+xml', body: picture(route.request().url())})
            : route.abort(),
      );
      const url = new URL(page.url, base);
      url.searchParams.set('theme', dark ? 'dark' : 'light');
      if (variant === 'ar') url.searchParams.set('locale', 'ar');
      await tab.goto(url.href, {waitUntil: 'networkidle'});
      await settle(tab);
      const file = `${values.out}/${page.name}-${width}-${variant}.png`;
      const target = page.element ? tab.locator(page.element).first() : tab;
      await target.screenshot({path: file, fullPage: !page.element, animations: 'disabled'});
      count++;
      await context.close();
    }
  }
}
await browser.close();
console.log(`${count} screenshots in ${values.out}/`);

/** A gradient standing in for a picture, its hue from the address. */
function picture(url) {
  let hue = 0;
  for (const c of url) hue = (hue * 31 + c.charCodeAt(0)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 60% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 55% 38%)"/>
    </linearGradient></defs><rect width="400" height="300" fill="url(#g)"/>
    <circle cx="300" cy="90" r="40" fill="rgb(255 255 255 / 0.35)"/></svg>`;
}

/** Waits until every surface in the page has finished its updates and charts have drawn. */
async function settle(tab) {
  await tab.waitForFunction(() => document.readyState === 'complete');
  await tab.evaluate(async () => {
    const all = (root) => [
      ...root.querySelectorAll('*'),
      ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? all(el.shadowRoot) : [])),
    ];
    for (let round = 0; round < 5; round++) {
      const elements = all(document).filter((el) => 'updateComplete' in el);
      await Promise.all(elements.map((el) => el.updateComplete));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
  await tab.waitForTimeout(400);
}
