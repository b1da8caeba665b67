#!/usr/bin/env node
// Per-element micro-benchmark of the twelve basic elements in headless Chromium (production
// build). For each element it creates N instances with the properties a form surface gives them,
// connects them (one detached container appended at the end, as the surface does) and waits for
// every first update. Figures are µs per instance, medians over interleaved runs:
//   script      wall time of create + set properties + connect + first Lit render;
//   script cpu  main-thread CPU time (Chromium's ThreadTime metric, less the cost of an empty
//               step) of the same, plus removing the instances again in the same task;
//   layout      wall time of the forced style and layout pass that follows;
//   total cpu   main-thread CPU time of script + style + layout (+ removal).
// CPU time is what to compare on a busy machine: other processes disturb it far less than wall
// time. A plain <div> is the floor.
//
// Usage: node tools/bench-elements.mjs [--runs 15] [--n 1000] [--only text,button]
//                                      [--base <git ref>]
// With --base, the same page is also built from the elements at that commit (extracted with
// `git archive` into a temporary directory) and both builds run alternately in two browsers, so
// the noise of a busy machine falls on both; the table then shows base, now and now/base.
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

/** Opens the page of one build and prepares CPU time measurement on it. */
async function open(name, dir) {
  const bench = {name, ...(await openBench(join(dir, PAGE)))};
  bench.cdp = await bench.page.context().newCDPSession(bench.page);
  await bench.cdp.send('Performance.enable', {timeDomain: 'threadTicks'});
  // The CPU cost of a step that does nothing (the protocol round trip), subtracted below.
  const empty = [];
  for (let i = 0; i < 21; i++) {
    const t0 = await threadMs(bench);
    await bench.page.evaluate(() => 0);
    empty.push((await threadMs(bench)) - t0);
  }
  bench.overhead = median(empty);
  return bench;
}

async function threadMs(bench) {
  const {metrics} = await bench.cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime').value * 1000;
}

/** One run of `name` in `bench`, with or without the forced layout; µs per instance. */
async function step(bench, name, withLayout) {
  const t0 = await threadMs(bench);
  const r = await bench.page.evaluate(
    ([c, n, l]) => globalThis.bench.run(c, n, l),
    [name, N, withLayout],
  );
  if (r.count !== N) throw new Error(`${bench.name}/${name}: ${r.count} of ${N} instances`);
  return {...r, cpu: (((await threadMs(bench)) - t0 - bench.overhead) * 1000) / N};
}

/** Both steps: {script, scriptCpu, layout, totalCpu}. */
async function sample(bench, name) {
  const bare = await step(bench, name, false);
  const full = await step(bench, name, true);
  return {script: bare.script, scriptCpu: bare.cpu, layout: full.layout, totalCpu: full.cpu};
}

const FIELDS = ['script', 'scriptCpu', 'layout', 'totalCpu'];
const fmt = (v) => v.toFixed(1);

function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const baseDir = baseRef ? checkoutBase(baseRef) : undefined;
  const benches = [];
  const watchdog = setTimeout(() => {
    console.error('bench-elements: timed out after 20 minutes');
    process.exit(1);
  }, 20 * 60_000);
  try {
    if (baseDir) benches.push(await open('base', baseDir));
    benches.push(await open('now', root));
    const cases = await benches[0].page.evaluate(() => globalThis.bench.cases);
    const names = only.length ? cases.filter((c) => only.includes(c)) : cases;

    // Warm-up: one run of each, not counted (JIT, style sheet parsing, template preparation).
    for (const b of benches) for (const name of names) await sample(b, name);

    const results = new Map(); // `${bench}/${case}` → {script: [], scriptCpu: [], ...}
    for (let r = 0; r < RUNS; r++) {
      for (const name of names) {
        // Alternate which build goes first, so neither always runs right after the other.
        const order = r % 2 ? [...benches].reverse() : benches;
        for (const b of order) {
          const s = await sample(b, name);
          const key = `${b.name}/${name}`;
          if (!results.has(key)) results.set(key, Object.fromEntries(FIELDS.map((f) => [f, []])));
          for (const field of FIELDS) results.get(key)[field].push(s[field]);
        }
      }
    }

    const m = (bench, name, field) => median(results.get(`${bench}/${name}`)[field]);
    const ratio = (name, field) => (m('now', name, field) / m('base', name, field)).toFixed(2);
    console.log(
      `\nBasic elements, first render: µs per instance, median of ${RUNS} runs of ${N} instances` +
        ' (Chromium headless, production build)\n',
    );
    if (baseDir) {
      printTable(
        [
          'element',
          'script base',
          'now',
          'script cpu base',
          'now',
          'ratio',
          'total cpu base',
          'now',
          'ratio',
        ],
        names.map((name) => [
          name,
          fmt(m('base', name, 'script')),
          fmt(m('now', name, 'script')),
          fmt(m('base', name, 'scriptCpu')),
          fmt(m('now', name, 'scriptCpu')),
          ratio(name, 'scriptCpu'),
          fmt(m('base', name, 'totalCpu')),
          fmt(m('now', name, 'totalCpu')),
          ratio(name, 'totalCpu'),
        ]),
      );
      console.log(`\nbase = ${baseRef}, now = working tree`);
    } else {
      printTable(
        ['element', 'script', 'script cpu', 'layout', 'total cpu'],
        names.map((name) => [name, ...FIELDS.map((f) => fmt(m('now', name, f)))]),
      );
    }
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
