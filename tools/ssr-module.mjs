// `@svc/surfaces/ssr` from the TypeScript sources, for tools that run in Node without a build
// (the test runner's server-rendered pages, the benchmark): esbuild bundles src/ssr/index.ts for
// Node (packages stay imports) into node_modules/.cache, where those imports resolve.
import {mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {build} from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let loading;

/** The SSR module (renderSurface, renderConversation, elementStylesheets), built once. */
export function ssrModule() {
  loading ??= (async () => {
    const outfile = join(root, 'node_modules/.cache/svc-ssr/ssr.mjs');
    mkdirSync(dirname(outfile), {recursive: true});
    await build({
      entryPoints: [join(root, 'src/ssr/index.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      target: 'node20',
      tsconfig: join(root, 'tsconfig.json'),
      logLevel: 'error',
    });
    return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  })();
  return loading;
}
