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
  printTable(
    `Surface renderer (median of ${runs} runs; Chromium headless, production build)`,
    rows,
  );
} finally {
  await close();
}

// The eager bundle: what `import '@svc/surfaces'` loads before any chart or markdown appears.
const eager = await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  write: false,
  outdir: '/out',
  target: 'es2022',
  metafile: true,
  logLevel: 'error',
});
const entry = eager.outputFiles.find((f) => f.path.endsWith('/index.js'));
const entryMeta =
  eager.metafile.outputs[Object.keys(eager.metafile.outputs).find((k) => k.endsWith('index.js'))];
const staticImports = entryMeta.imports
  .filter((i) => i.kind === 'import-statement')
  .map((i) => i.path);
const eagerFiles = eager.outputFiles.filter(
  (f) => f === entry || staticImports.some((p) => f.path.endsWith(p.replace(/^\/out/, ''))),
);
const eagerText = eagerFiles.map((f) => f.text).join('\n');
const lazy = eager.outputFiles.filter((f) => !eagerFiles.includes(f));
const kb = (text) =>
  `${(text.length / 1024).toFixed(1)} KB min, ${(gzipSync(text, {level: 9}).length / 1024).toFixed(1)} KB gzip`;
printTable('Bundle (esbuild, minified)', [
  ['eager: every element registered (src/index.ts)', kb(eagerText)],
  ...lazy.map((f) => [`lazy chunk ${f.path.replace('/out/', '')}`, kb(f.text)]),
]);

if (existsSync('tools/bench-display.mjs')) await import('./bench-display.mjs');
