/**
 * The package's `sideEffects` list against its own imports: a bundler drops an import made for
 * its effect alone (`import './x.js'`) when the list says the module has none, and what that
 * module registers (the svc elements' English words, for one) is then missing from the app.
 * Bundles every entry of dist/ with esbuild, which warns about each such import. Needs dist/ (run
 * through `npm run test:node`, which builds first).
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

const entries = Object.values(manifest.exports)
  .map((target) => (typeof target === 'string' ? target : target.default))
  .filter((file) => typeof file === 'string' && file.startsWith('./dist/') && file.endsWith('.js'));

test('no import made for its effect is dropped by a bundler', async () => {
  assert.ok(entries.length > 5, `entries: ${entries.join(', ')}`);
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    outdir: join(root, 'node_modules/.cache/side-effects'),
    logLevel: 'silent',
  });
  const dropped = result.warnings
    .filter((warning) => warning.id === 'ignored-bare-import')
    .map((warning) => `${warning.location?.file}: ${warning.location?.lineText.trim()}`);
  assert.deepEqual([...new Set(dropped)], []);
});

test('an svc element bundled alone keeps its English words', async () => {
  const result = await build({
    absWorkingDir: root,
    stdin: {contents: "import './dist/components/svc/todo-list.js';", resolveDir: root},
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  assert.match(result.outputFiles[0].text, /No conversation selected\./);
});
