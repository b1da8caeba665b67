// What an import costs before anything lazy is needed: esbuild bundles the entry (minified, split,
// production), then the entry chunk and every chunk it imports statically, transitively, are
// measured together. Shared by `npm run size` and the benchmark. `external` names packages the
// host brings (peer dependencies such as React): imported, not counted.
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';

export async function eagerSize(entry, {external = []} = {}) {
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
    external,
    define: {'process.env.NODE_ENV': '"production"'},
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const eager = new Set();
  const visit = (name) => {
    if (eager.has(name)) return;
    eager.add(name);
    for (const i of outputs[name].imports) {
      if (i.kind === 'import-statement' && !i.external) visit(i.path);
    }
  };
  visit(Object.keys(outputs).find((name) => name.endsWith('entry.js')));
  const isEager = (file) =>
    [...eager].some((name) => file.path.endsWith(name.replace(/^.*\//, '/')));
  const text = result.outputFiles
    .filter(isEager)
    .map((f) => f.text)
    .join('\n');
  const inputs = {};
  for (const name of eager) {
    for (const [file, {bytesInOutput}] of Object.entries(outputs[name].inputs)) {
      inputs[file] = (inputs[file] ?? 0) + bytesInOutput;
    }
  }
  return {
    min: text.length,
    gzip: gzipSync(text, {level: 9}).length,
    inputs,
    lazy: result.outputFiles.filter((f) => !isEager(f)),
  };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
