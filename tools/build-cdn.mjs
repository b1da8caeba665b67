#!/usr/bin/env node
/**
 * The browser-ready build, for pages without a bundler: `dist/cdn/<entry>.js` for each entry of
 * package.json "exports" that runs in a browser (`index.js` is the root entry), as ES modules with
 * every dependency bundled in, minified, for production. Code the entries share is in
 * `dist/cdn/chunks/`, and what an entry loads lazily (an element's module, echarts, marked and
 * DOMPurify, highlight.js, a language's messages) stays a separate chunk that loads only when
 * needed. Any static server or CDN can serve the folder as it is:
 *
 *   <script type="module" src="https://cdn.example/@svc/surfaces@0.1.0/dist/cdn/index.js"></script>
 *
 * Run by `npm run build` after tsc.
 */
import {readFileSync, rmSync} from 'node:fs';
import {build} from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
/** Entries for a host framework (React, Vue) expect its bundler; types-only entries load nothing. */
const notForPlainPages = new Set(['./react', './vue', './element-types', './ssr']);

const entryPoints = {};
for (const [key, value] of Object.entries(pkg.exports)) {
  const file = typeof value === 'object' ? value.default : undefined;
  if (!file?.endsWith('.js') || key.includes('*') || notForPlainPages.has(key)) continue;
  const name = key === '.' ? 'index' : key.slice(2).replaceAll('/', '-');
  entryPoints[name] = file.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts');
}

const outdir = 'dist/cdn';
rmSync(outdir, {recursive: true, force: true});
const result = await build({
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: 'linked',
  legalComments: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  define: {'process.env.NODE_ENV': '"production"'},
  metafile: true,
  logLevel: 'warning',
});
const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'));
console.log(
  `cdn: ${Object.keys(entryPoints).length} entries (${Object.keys(entryPoints).join(', ')}) ` +
    `and ${files.length - Object.keys(entryPoints).length} chunks in ${outdir}/`,
);
