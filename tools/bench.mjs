// `npm run bench`: ours beside the public reference renderer (@a2ui/lit 0.11, installed into
// tools/bench/reference on first use) and the static floor, on the same surfaces; the hostile
// shapes; more figures of ours; bundle sizes; and the display benchmark when present.
// BENCH_RUNS (default 5) sets the number of runs each median is taken over.
import {existsSync} from 'node:fs';
import {loadavg} from 'node:os';
import {gzipSync} from 'node:zlib';
import {eagerSize, kib} from './bundle-size.mjs';
import {launchBrowser, median, openBench, openPage, printTable} from './bench/browser.mjs';
import {compareRenderers, ensureReference, hostileShapes} from './bench/compare.mjs';
import {coldStart} from './bench/cold-start.mjs';
import {serverRendering} from './bench/ssr.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
console.log(`Machine load when starting: ${loadavg()[0].toFixed(2)} (figures are noisy above 2).`);
await compareRenderers(runs);
const haveReference = ensureReference();
await coldStart(runs, haveReference);
await serverRendering(runs, haveReference ? 'tools/bench/reference' : undefined);
await hostileShapes(Math.min(runs, 3));

const {call, close} = await openBench('tools/bench/surface-page.ts');
try {
  const rows = [];
  for (const n of [100, 1000, 5000]) {
    rows.push([
      `keystroke → bound text, form ${n.toLocaleString('en')}`,
      median(await call('keystroke', n)).toFixed(2),
      'ms   (median of 20)',
    ]);
  }
  for (const n of [100, 5000]) {
    rows.push([
      `host setData → DOM, form ${n.toLocaleString('en')}`,
      median(await call('setValue', n)).toFixed(2),
      'ms   (median of 20)',
    ]);
  }
  rows.push([
    'newer version changing one component, 5,002 components',
    median(await call('updateOne', 4000)).toFixed(1),
    'ms   (target: a few ms; parse + merge + reconcile)',
  ]);
  rows.push([
    'cold page: navigation → a form surface rendered',
    median(await coldRenders(Math.max(runs, 7))).toFixed(0),
    'ms   (fresh context each run: every chunk fetched from the local server)',
  ]);
  rows.push(...(await conversationRows(runs)));
  printTable('More figures of ours (Chromium headless, production build)', rows);
} finally {
  await close();
}

/** A conversation of the sample surfaces copied 20 times (120 surfaces: tables, charts, forms...). */
async function conversationRows(n) {
  const page = await openBench('tools/bench/conversation-page.ts');
  try {
    await page.call('render', 20); // loads every lazy element once
    const results = [];
    for (let i = 0; i < Math.min(n, 5); i++) results.push(await page.call('render', 20));
    const surfaces = results[0].surfaces;
    return [
      [
        `conversation of ${surfaces} sample surfaces: all rendered`,
        median(results.map((r) => r.ms)).toFixed(0),
        `ms   (median of ${results.length})`,
      ],
      [
        '  longest task meanwhile (charts drawn included)',
        median(results.map((r) => r.longest)).toFixed(0),
        `ms   (0: none over 50 ms; each run: ${results.map((r) => r.longest.toFixed(0)).join(', ')})`,
      ],
    ];
  } finally {
    await page.close();
  }
}

/** `coldRendered` of tools/bench/cold-page.ts in `n` fresh contexts. */
async function coldRenders(n) {
  const browser = await launchBrowser();
  try {
    const times = [];
    for (let i = 0; i < n; i++) {
      const page = await openPage(browser, 'tools/bench/cold-page.ts');
      times.push(await page.page.evaluate(() => globalThis.coldRendered));
      await page.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

const sizes = ({min, gzip}) => `${kib(min)} min, ${kib(gzip)} gzip`;
const fileSizes = (f) => sizes({min: f.text.length, gzip: gzipSync(f.text, {level: 9}).length});
const surfaceOnly = await eagerSize('src/surface/index.ts');
const root = await eagerSize('src/index.ts');
const all = await eagerSize('src/all.ts');
const reference = existsSync('tools/bench/reference/node_modules/@a2ui/lit')
  ? await eagerSize('tools/bench/reference/entry.ts')
  : undefined;
const heavy = surfaceOnly.lazy
  .filter((f) => f.text.length > 20_000)
  .map((f) => [
    `  lazy: ${f.path.replace(/^.*\//, '').replace(/-[A-Z0-9]{8}\.js$/, '')}`,
    fileSizes(f),
  ]);
printTable('Bundle (esbuild, minified; gzip level 9; ./surface: ≤ 40 KiB gzip)', [
  ['eager, @svc/surfaces/surface (<svc-surface>, model, binding)', sizes(surfaceOnly)],
  ['eager, @svc/surfaces (src/index.ts: every tag, loaded on use)', sizes(root)],
  ['eager, @svc/surfaces/all (src/all.ts: every element)', sizes(all)],
  [
    'eager, reference renderer (@a2ui/lit/v0_9 + MessageProcessor)',
    reference ? sizes(reference) : 'not installed',
  ],
  ...heavy,
]);

if (existsSync('tools/bench-display.mjs')) await import('./bench-display.mjs');
