#!/usr/bin/env node
// Benchmarks the display elements (svc-table, svc-chart) in headless Chromium and prints a table:
//   - a 100,000-row table's first page (median of N), plus sorting and paging it;
//   - a chart with 10 series of 1,000 points, warm (echarts already loaded) and cold (fresh
//     browser context, so the lazy echarts chunk is fetched, parsed and run);
//   - sizes (minified, and gzipped at level 9) of the echarts chunk and of the eager bundle of
//     src/index.ts.
// Usage: node tools/bench-display.mjs [--runs 7] [--rows 100000] [--series 10] [--points 1000]
// The page is bundled with esbuild and served from memory on 127.0.0.1 (a free port); the server
// and browser stop when the run ends, and a watchdog stops everything after 5 minutes.
import {build} from 'esbuild';
import {existsSync} from 'node:fs';
import {createServer} from 'node:http';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
const RUNS = option('runs', 7);
const ROWS = option('rows', 100_000);
const SERIES = option('series', 10);
const POINTS = option('points', 1000);
const COLD_RUNS = Math.min(RUNS, 5);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Source modules that do not exist (yet): left out of the bundle and reported. */
const missing = new Set();
const skipMissing = {
  name: 'skip-missing',
  setup(b) {
    b.onResolve({filter: /^\.{1,2}\/.*\.js$/}, (args) => {
      const file = join(args.resolveDir, args.path);
      if (existsSync(file) || existsSync(file.replace(/\.js$/, '.ts'))) return undefined;
      missing.add(relative(root, file.replace(/\.js$/, '.ts')));
      return {path: args.path, external: true};
    });
  },
};

/** Bundles with code splitting (lazy chunks stay lazy); returns the files and the metafile. */
async function bundle(entry, {minify = true} = {}) {
  const result = await build({
    entryPoints: {main: join(root, entry)},
    bundle: true,
    splitting: true,
    format: 'esm',
    minify,
    write: false,
    metafile: true,
    target: 'es2022',
    outdir: join(root, '.bench-out'),
    absWorkingDir: root,
    define: {'process.env.NODE_ENV': '"production"'},
    legalComments: 'none',
    logLevel: 'error',
    plugins: [skipMissing],
  });
  const outdir = join(root, '.bench-out');
  const files = new Map(result.outputFiles.map((f) => [relative(outdir, f.path), f.contents]));
  return {files, metafile: result.metafile, outdir};
}

/** Sizes of the entry plus the chunks it imports statically, and of everything loaded lazily. */
async function sizes(entry) {
  const {files, metafile, outdir} = await bundle(entry);
  const outputs = metafile.outputs;
  const key = (name) => relative(root, join(outdir, name));
  const entryKey = Object.keys(outputs).find((k) => outputs[k].entryPoint?.endsWith(entry));
  const eager = new Set();
  const visit = (k) => {
    if (eager.has(k)) return;
    eager.add(k);
    for (const imp of outputs[k].imports) {
      if (imp.kind === 'import-statement' && !imp.external && outputs[imp.path]) visit(imp.path);
    }
  };
  visit(entryKey);
  const measure = (keys) => {
    let min = 0;
    let gzip = 0;
    for (const [name, contents] of files) {
      if (!keys.has(key(name)) || !name.endsWith('.js')) continue;
      min += contents.length;
      gzip += gzipSync(contents, {level: 9}).length;
    }
    return {min, gzip};
  };
  const lazy = new Set(Object.keys(outputs).filter((k) => !eager.has(k) && k.endsWith('.js')));
  const echartsChunks = new Set(
    [...lazy].filter((k) => Object.keys(outputs[k].inputs).some((i) => i.includes('echarts'))),
  );
  return {eager: measure(eager), lazy: measure(lazy), echarts: measure(echartsChunks)};
}

async function main() {
  const page = await bundle('tools/bench/display-page.ts');
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/') {
      res.setHeader('content-type', 'text/html');
      res.end(
        '<!doctype html><html><head><meta charset="utf-8"></head><body>' +
          '<script type="module" src="/main.js"></script></body></html>',
      );
      return;
    }
    const body = page.files.get(path.slice(1));
    if (!body) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', 'text/javascript');
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: flags,
  });
  const stop = async () => {
    await browser.close().catch(() => {});
    server.close();
  };
  const watchdog = setTimeout(() => {
    console.error('bench-display: timed out after 5 minutes');
    stop().finally(() => process.exit(1));
  }, 5 * 60_000);

  const open = async () => {
    const context = await browser.newContext({viewport: {width: 1200, height: 900}});
    const tab = await context.newPage();
    tab.on('pageerror', (error) => console.error('page error:', error.message));
    await tab.goto(url);
    await tab.waitForFunction(() => window.displayBenchReady === true, null, {timeout: 60_000});
    return {tab, context};
  };

  try {
    // Table: one warm-up, then RUNS measured runs in the same page.
    const {tab, context} = await open();
    await tab.evaluate((n) => window.displayBench.table(n), ROWS);
    const tableRuns = [];
    for (let i = 0; i < RUNS; i++) {
      tableRuns.push(await tab.evaluate((n) => window.displayBench.table(n), ROWS));
    }
    if (tableRuns.some((r) => r.trs !== 10)) throw new Error('table did not render one page');

    // Chart, warm: the first run loads echarts, then RUNS measured runs.
    const first = await tab.evaluate(([s, p]) => window.displayBench.chart(s, p), [SERIES, POINTS]);
    const warmRuns = [];
    for (let i = 0; i < RUNS; i++) {
      warmRuns.push(
        await tab.evaluate(([s, p]) => window.displayBench.chart(s, p), [SERIES, POINTS]),
      );
    }
    await context.close();

    // Chart, cold: a fresh context each time (no module or HTTP cache), echarts loaded on demand.
    const coldRuns = [first];
    for (let i = 1; i < COLD_RUNS; i++) {
      const fresh = await open();
      coldRuns.push(
        await fresh.tab.evaluate(([s, p]) => window.displayBench.chart(s, p), [SERIES, POINTS]),
      );
      await fresh.context.close();
    }

    const size = await sizes('src/index.ts');
    const table = await sizes('src/components/svc/table.ts');
    const chart = await sizes('src/components/svc/chart.ts');
    const pick = (runs, field) => median(runs.map((r) => r[field]));

    const rows = [
      [
        `table, ${ROWS.toLocaleString('en-US')} rows: first page, script (updateComplete)`,
        ms(pick(tableRuns, 'script')),
      ],
      [
        `table, ${ROWS.toLocaleString('en-US')} rows: first page, to next frame`,
        ms(pick(tableRuns, 'frame')),
      ],
      ['table: sort by a number column (all rows)', ms(pick(tableRuns, 'sortNumber'))],
      ['table: sort by a text column (all rows)', ms(pick(tableRuns, 'sortText'))],
      ['table: reverse that sort', ms(pick(tableRuns, 'sortTextDesc'))],
      ['table: next page (sorted)', ms(pick(tableRuns, 'page'))],
      ['table: sort by a text column in no order (REQ-…)', ms(pick(tableRuns, 'sortShuffled'))],
      ['table: sort by names with accents in no order', ms(pick(tableRuns, 'sortNames'))],
      [
        'table: longest task during the sorts and the page turn',
        ms(pick(tableRuns, 'sortsLongest')),
      ],
      [`chart, ${SERIES}×${POINTS} points, echarts loaded: drawn`, ms(pick(warmRuns, 'drawn'))],
      [
        `chart, ${SERIES}×${POINTS} points, echarts loaded: next frame`,
        ms(pick(warmRuns, 'frame')),
      ],
      [
        `chart, ${SERIES}×${POINTS} points, cold (loads echarts): drawn`,
        ms(pick(coldRuns, 'drawn')),
      ],
      [
        `chart, ${SERIES}×${POINTS} points, cold (loads echarts): next frame`,
        ms(pick(coldRuns, 'frame')),
      ],
      ['echarts chunk (lazy), min / gzip', `${kb(size.echarts.min)} / ${kb(size.echarts.gzip)}`],
      [
        'eager bundle of src/index.ts, min / gzip',
        `${kb(size.eager.min)} / ${kb(size.eager.gzip)}`,
      ],
      [
        'all lazy chunks of src/index.ts, min / gzip',
        `${kb(size.lazy.min)} / ${kb(size.lazy.gzip)}`,
      ],
      [
        'svc-table alone (with lit), min / gzip',
        `${kb(table.eager.min)} / ${kb(table.eager.gzip)}`,
      ],
      [
        'svc-chart alone (with lit, no echarts), min / gzip',
        `${kb(chart.eager.min)} / ${kb(chart.eager.gzip)}`,
      ],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(
      `\nsvc-table / svc-chart bench (median of ${RUNS} runs, cold chart median of ${COLD_RUNS})`,
    );
    console.log(`${'what'.padEnd(width)}  value`);
    console.log(`${'-'.repeat(width)}  ${'-'.repeat(22)}`);
    for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
    if (missing.size) {
      console.log(
        `\nnot in the bundles (missing from the tree): ${[...missing].sort().join(', ')}`,
      );
    }
  } finally {
    clearTimeout(watchdog);
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
