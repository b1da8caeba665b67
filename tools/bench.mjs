// `npm run bench`: ours beside the public reference renderer (@a2ui/lit 0.11, installed into
// tools/bench/reference on first use) and the static floor, on the same surfaces; the hostile
// shapes; more figures of ours; bundle sizes; and the display benchmark when present.
// BENCH_RUNS (default 5) sets the number of runs each median is taken over.
import {existsSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';
import {median, openBench, printTable} from './bench/browser.mjs';
import {compareRenderers, hostileShapes} from './bench/compare.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
await compareRenderers(runs);
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
  printTable('More figures of ours (Chromium headless, production build)', rows);
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
const root = await eagerSize('src/index.ts');
const all = await eagerSize('src/all.ts');
const reference = existsSync('tools/bench/reference/node_modules/@a2ui/lit')
  ? await eagerSize('tools/bench/reference/entry.ts')
  : undefined;
const heavy = surfaceOnly.lazy
  .filter((f) => f.text.length > 20_000)
  .map((f) => [
    `  lazy: ${f.path.replace(/^.*\//, '').replace(/-[A-Z0-9]{8}\.js$/, '')}`,
    kb(f.text),
  ]);
printTable('Bundle (esbuild, minified; gzip level 9; target ≤ 30 KiB gzip)', [
  ['eager, @svc/surfaces/surface (<svc-surface>, model, binding)', kb(surfaceOnly.text)],
  ['eager, @svc/surfaces (src/index.ts: every tag, loaded on use)', kb(root.text)],
  ['eager, @svc/surfaces/all (src/all.ts: every element)', kb(all.text)],
  [
    'eager, reference renderer (@a2ui/lit/v0_9 + MessageProcessor)',
    reference ? kb(reference.text) : 'not installed',
  ],
  ...heavy,
]);

if (existsSync('tools/bench-display.mjs')) await import('./bench-display.mjs');
