#!/usr/bin/env node
// Per-element micro-benchmark of the twelve basic elements in headless Chromium (production
// build). For each element it creates N instances with the properties a form surface gives them,
// connects them and waits for every first update ("script": create + set properties + connect +
// first Lit render), then forces one style and layout pass ("layout"); both are wall time, in µs
// per instance. "cpu" is the main thread's CPU time for the whole step (Chromium's ThreadTime
// metric, less the cost of an empty step), which other processes on a busy machine disturb much
// less than wall time. A plain <div> is the floor. Runs are interleaved across elements (and
// across builds, see --base); medians are printed.
//
// Usage: node tools/bench-elements.mjs [--runs 15] [--n 1000] [--only text,button]
//                                      [--base <git ref>]
// With --base, the same page is also built from the elements at that commit (extracted with
// `git archive` into a temporary directory) and both are run alternately, so the noise of a busy
// machine falls on both; the table then shows base, current and the ratio.
import {execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {median, openBench} from './bench/browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = 'tools/bench/elements-page.ts';

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}
const RUNS = Math.max(1, Number(option('runs', 15)) || 15);
const N = Math.max(10, Number(option('n', 1000)) || 1000);
const only = option('only', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const baseRef = option('base', '');

/** Extracts src/ and tsconfig.json of `ref` into a temporary tree that can build the page. */
function checkoutBase(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-elements-'));
  const tar = execFileSync('git', ['archive', '--format=tar', ref, 'src', 'tsconfig.json'], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], {input: tar});
  cpSync(join(root, PAGE), join(dir, PAGE));
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

const fmt = (v) => v.toFixed(1);

async function main() {
  const baseDir = baseRef ? checkoutBase(baseRef) : undefined;
  const benches = [];
  const watchdog = setTimeout(() => {
    console.error('bench-elements: timed out after 10 minutes');
    process.exit(1);
  }, 10 * 60_000);
  try {
    if (baseDir) benches.push({name: 'base', ...(await openBench(join(baseDir, PAGE)))});
    benches.push({name: 'current', ...(await openBench(join(root, PAGE)))});
    const cases = await benches[0].page.evaluate(() => globalThis.bench.cases);
    const names = only.length ? cases.filter((c) => only.includes(c)) : cases;
    for (const b of benches) {
      b.cdp = await b.page.context().newCDPSession(b.page);
      await b.cdp.send('Performance.enable', {timeDomain: 'threadTicks'});
    }
    const threadMs = async (b) =>
      (await b.cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')
        .value * 1000;
    // The CPU cost of a step that does nothing (the protocol round trip), subtracted below.
    for (const b of benches) {
      const empty = [];
      for (let i = 0; i < 21; i++) {
        const t0 = await threadMs(b);
        await b.page.evaluate(() => 0);
        empty.push((await threadMs(b)) - t0);
      }
      b.overhead = median(empty);
    }
    const call = async (b, name) => {
      const t0 = await threadMs(b);
      const r = await b.page.evaluate(([c, n]) => globalThis.bench.run(c, n), [name, N]);
      const cpu = (((await threadMs(b)) - t0 - b.overhead) * 1000) / N;
      return {...r, cpu};
    };

    // Warm-up: one run of each, not counted (JIT, style sheet parsing, template preparation).
    for (const b of benches) for (const name of names) await call(b, name);

    const results = new Map(); // `${bench}/${case}` → {script: [], layout: []}
    for (let r = 0; r < RUNS; r++) {
      for (const name of names) {
        // Alternate which build goes first, so neither always runs right after the other.
        const order = r % 2 ? [...benches].reverse() : benches;
        for (const b of order) {
          const sample = await call(b, name);
          const key = `${b.name}/${name}`;
          if (!results.has(key)) results.set(key, {script: [], layout: [], cpu: []});
          for (const field of ['script', 'layout', 'cpu'])
            results.get(key)[field].push(sample[field]);
        }
      }
    }

    const m = (bench, name, field) => median(results.get(`${bench}/${name}`)[field]);
    console.log(
      `\nBasic elements, first render: µs per instance, median of ${RUNS} runs of ${N} instances` +
        ` (Chromium headless, production build)`,
    );
    const ratio = (name, field) => (m('current', name, field) / m('base', name, field)).toFixed(2);
    const header = baseDir
      ? [
          'element',
          'script base',
          'script now',
          'ratio',
          'layout base',
          'layout now',
          'cpu base',
          'cpu now',
          'ratio',
        ]
      : ['element', 'script', 'layout', 'cpu'];
    const rows = names.map((name) =>
      baseDir
        ? [
            name,
            fmt(m('base', name, 'script')),
            fmt(m('current', name, 'script')),
            ratio(name, 'script'),
            fmt(m('base', name, 'layout')),
            fmt(m('current', name, 'layout')),
            fmt(m('base', name, 'cpu')),
            fmt(m('current', name, 'cpu')),
            ratio(name, 'cpu'),
          ]
        : [
            name,
            fmt(m('current', name, 'script')),
            fmt(m('current', name, 'layout')),
            fmt(m('current', name, 'cpu')),
          ],
    );
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    console.log(line(header));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const row of rows) console.log(line(row));
    if (baseDir) console.log(`\nbase = ${baseRef}, now = working tree`);
  } finally {
    clearTimeout(watchdog);
    for (const b of benches) await b.close();
    if (baseDir) rmSync(baseDir, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
