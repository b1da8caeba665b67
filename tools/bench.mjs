// `npm run bench`: times the surface renderer in headless Chromium and prints a table, beside
// the figures of the public reference renderer (@a2ui/lit 0.11) measured on this machine class
// (design.md). Also runs the display benchmark (table, chart, bundle sizes) when present.
import {existsSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';
import {median, openBench, printTable} from './bench/browser.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const {page, close} = await openBench('tools/bench/surface-page.ts');
const call = (fn, ...args) => page.evaluate(([f, a]) => globalThis.bench[f](...a), [fn, args]);

try {
  const rows = [];
  for (const n of [1500, 7500]) {
    const script = [];
    const painted = [];
    for (let i = 0; i < runs; i++) {
      const r = await call('render', n);
      script.push(r.script);
      painted.push(r.painted);
    }
    const reference = n === 1500 ? '115 / 180' : '450 / –';
    rows.push([
      `first render, ${n} components (script / painted)`,
      `${median(script).toFixed(1)} / ${median(painted).toFixed(1)}`,
      `ms   (reference ${reference} ms)`,
    ]);
  }
  for (const n of [100, 1500, 7500]) {
    rows.push([
      `keystroke → bound text, ${n} components`,
      median(await call('keystroke', n)).toFixed(2),
      'ms   (reference 0.5 ms)',
    ]);
  }
  for (const n of [100, 7500]) {
    rows.push([
      `host setData → DOM, ${n} components`,
      median(await call('setValue', n)).toFixed(2),
      'ms   (reference 1 ms)',
    ]);
  }
  const replace = [];
  for (let i = 0; i < runs; i++) replace.push(await call('replaceModel', 5000));
  rows.push([
    'replace whole data model, 5000 components',
    median(replace).toFixed(1),
    'ms   (target < 30 ms)',
  ]);
  rows.push([
    'newer version changing one component, 5000 components',
    median(await call('updateOne', 5000)).toFixed(1),
    'ms   (target: a few ms; parse + merge + reconcile)',
  ]);
  printTable(
    `Surface renderer (median of ${runs} runs; Chromium headless, production build)`,
    rows,
  );
} finally {
  await close();
}

// What an import loads before any chart, markdown, highlighting or svc element is needed: the
// entry chunk and every chunk it imports statically, transitively.
async function eagerSize(entry) {
  const result = await build({
    entryPoints: {entry},
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: '/out',
    target: 'es2022',
    metafile: true,
    define: {'process.env.NODE_ENV': '"production"'},
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const key = (path) => path.replace(/^.*?\/out\//, 'out/').replace(/^\/out\//, 'out/');
  const eager = new Set();
  const visit = (name) => {
    if (eager.has(name)) return;
    eager.add(name);
    for (const i of outputs[name].imports) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(Object.keys(outputs).find((name) => name.endsWith('entry.js')));
  const text = result.outputFiles
    .filter((f) => [...eager].some((name) => key(f.path) === key(name)))
    .map((f) => f.text)
    .join('\n');
  const lazy = result.outputFiles.filter(
    (f) => ![...eager].some((name) => key(f.path) === key(name)),
  );
  return {text, lazy};
}

const kb = (text) =>
  `${(text.length / 1024).toFixed(1)} KB min, ${(gzipSync(text, {level: 9}).length / 1024).toFixed(1)} KB gzip`;
const surfaceOnly = await eagerSize('src/surface/index.ts');
const everything = await eagerSize('src/index.ts');
const heavy = surfaceOnly.lazy
  .filter((f) => f.text.length > 20_000)
  .map((f) => [
    `  lazy: ${f.path.replace(/^.*\//, '').replace(/-[A-Z0-9]{8}\.js$/, '')}`,
    kb(f.text),
  ]);
printTable('Bundle (esbuild, minified; gzip level 9)', [
  ['eager, <svc-surface> + model + binding + 12 basic elements', kb(surfaceOnly.text)],
  ['eager, every element registered (src/index.ts)', kb(everything.text)],
  ['  (reference renderer eager bundle: 60 KB gzip; target < 30 KB)', ''],
  ...heavy,
]);

if (existsSync('tools/bench-display.mjs')) await import('./bench-display.mjs');
