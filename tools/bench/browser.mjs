// Shared by the benchmarks: bundle an entry with esbuild, serve it on 127.0.0.1, open it in
// headless Chromium and hand back the page. Everything stops when `close()` is called.
import {build} from 'esbuild';
import {createServer} from 'node:http';
import {chromium} from 'playwright-core';
import {chromiumPath} from '../chromium-path.mjs';

/** The Chromium flags of the tests (toolchain.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Headless Chromium with the flags the tests use. */
export function launchBrowser() {
  return chromium.launch({executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS});
}

/**
 * Bundles `entry` (code splitting on, so lazy chunks stay lazy), serves it on 127.0.0.1 and
 * opens it in a new context of `browser`. Console warnings and errors of the page are collected
 * in `messages` (each once).
 */
export async function openPage(browser, entry) {
  const result = await build({
    entryPoints: {bench: entry},
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    minify: process.env.BENCH_MINIFY !== '0',
    target: 'es2022',
    outdir: '/bench',
    define: {'process.env.NODE_ENV': '"production"'},
    logLevel: 'error',
  });
  const files = new Map(result.outputFiles.map((f) => [f.path.replace('/bench', ''), f.text]));
  const server = createServer((req, res) => {
    if (req.url === '/') {
      res.setHeader('content-type', 'text/html');
      res.end(
        '<!doctype html><html><body><script type="module" src="/bench.js"></script></body></html>',
      );
      return;
    }
    if (req.url === '/favicon.ico') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const body = files.get(req.url ?? '');
    if (body === undefined) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', 'text/javascript');
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const context = await browser.newContext({viewport: {width: 1200, height: 900}});
  const page = await context.newPage();
  const messages = new Set();
  page.on('pageerror', (error) => messages.add(`page error: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.add(`${m.type()}: ${m.text()}`);
  });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => globalThis.benchReady === true, null, {timeout: 60_000});
  return {
    page,
    messages,
    /** Calls `globalThis.bench[fn](...args)` in the page. */
    call: (fn, ...a) => page.evaluate(([f, x]) => globalThis.bench[f](...x), [fn, a]),
    async close() {
      server.close();
      server.closeAllConnections();
      await context.close().catch(() => {});
    },
  };
}

/** Samples the V8 profiler files under these names: not JavaScript. */
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(garbage collector)']);
/** The settle helper's own looking (settle.ts): the benchmark's script, not the renderer's. */
const HARNESS = 'benchHarnessLook';

/**
 * Calls `globalThis.bench[fn](...args)` on a page of `openPage` under V8's sampling profiler and
 * returns the JavaScript time it took in ms (samples outside JavaScript, such as style, layout,
 * paint, garbage collection and idle waiting, are left out, and so is the harness's own looking
 * for pending updates), beside the call's own result.
 */
export async function scriptTime(target, fn, ...args) {
  const cdp = await target.page.context().newCDPSession(target.page);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 100});
    await cdp.send('Profiler.start');
    const result = await target.call(fn, ...args);
    const {profile} = await cdp.send('Profiler.stop');
    const names = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
    const parents = new Map();
    for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
    const inHarness = (id) => {
      for (let n = id; n !== undefined; n = parents.get(n)) {
        if (names.get(n) === HARNESS) return true;
      }
      return false;
    };
    let micros = 0;
    profile.samples.forEach((id, i) => {
      if (!NOT_SCRIPT.has(names.get(id)) && !inHarness(id)) micros += profile.timeDeltas[i] ?? 0;
    });
    return {script: micros / 1000, result};
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/**
 * What a page holds once `fn` has run, after a full garbage collection on both sides: the growth
 * of the JavaScript heap (MB) and of the live DOM nodes. `empty` runs first, so that the page's
 * earlier work is not counted; run `fn` once before, so that its code is already loaded.
 */
export async function heldMemory(target, empty, fn, ...args) {
  const cdp = await target.page.context().newCDPSession(target.page);
  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const {usedSize} = await cdp.send('Runtime.getHeapUsage');
    const {nodes} = await cdp.send('Memory.getDOMCounters');
    return {heap: usedSize, nodes};
  };
  try {
    await cdp.send('HeapProfiler.enable');
    await target.call(empty);
    const before = await measure();
    await target.call(fn, ...args);
    const after = await measure();
    return {heapMB: (after.heap - before.heap) / 1e6, nodes: after.nodes - before.nodes};
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** One browser, one page: `openPage` for a single entry. */
export async function openBench(entry) {
  const browser = await launchBrowser();
  const {page, close, messages, call} = await openPage(browser, entry);
  for (const m of messages) console.error(m);
  return {
    page,
    call,
    async close() {
      await close();
      await browser.close();
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Prints rows of [label, value, unit] as an aligned table. */
export function printTable(title, rows) {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value, unit = ''] of rows) {
    console.log(`  ${label.padEnd(width)}  ${String(value).padStart(10)} ${unit}`);
  }
}

/**
 * Prints rows as a table with a header; every column sized to its widest cell, the first `left`
 * columns aligned left, the others right.
 */
export function printGrid(title, header, rows, left = 1) {
  console.log(`\n${title}`);
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => String(r[i] ?? '').length)));
  const line = (r) =>
    '  ' +
    r
      .map((c, i) => (i < left ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  ');
  console.log(line(header));
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
