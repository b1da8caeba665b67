#!/usr/bin/env node
/**
 * Imports every entry of package.json "exports" in plain Node (no DOM), as a host app's server
 * rendering or unit tests would, and fails on any throw. Wildcard entries are expanded over the
 * built files they match. Run after `npm run build` (it reads dist/).
 *
 *   node tools/node-import-test.mjs
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The file a condition object or string points at (the `default` condition). */
function target(value) {
  if (typeof value === 'string') return value;
  return value?.import ?? value?.default ?? value?.node;
}

/** A JavaScript module or JSON file (wildcard targets end in `*.js`). */
const importable = (file) => typeof file === 'string' && /\.(m?js|json)$/.test(file);

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every specifier a host can import: `@scope/pkg/sub`, wildcards expanded over dist. */
function specifiers() {
  const out = [];
  for (const [key, value] of Object.entries(pkg.exports)) {
    const file = target(value);
    if (!file) continue; // types only (`./types/jsx`): nothing at run time, tsc checks them
    if (!key.includes('*')) {
      out.push({specifier: key === '.' ? pkg.name : `${pkg.name}${key.slice(1)}`, file});
      continue;
    }
    const [before, after] = file.split('*');
    const [keyBefore, keyAfter] = key.split('*');
    for (const path of filesUnder(join(root, before))) {
      const rel = relative(root, path).split(sep).join('/');
      if (!`./${rel}`.endsWith(after)) continue;
      const middle = `./${rel}`.slice(before.length, -after.length || undefined);
      out.push({
        specifier: `${pkg.name}${keyBefore.slice(1)}${middle}${keyAfter}`,
        file: `./${rel}`,
      });
    }
  }
  return out;
}

/** The specifiers the README shows, so the documented spelling is the one that works. */
function documented() {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  const pattern = new RegExp(`${pkg.name.replace('/', '\\/')}(?:/[\\w./-]*\\w)?`, 'g');
  const notModule = (specifier) => {
    const value = pkg.exports[`.${specifier.slice(pkg.name.length)}`];
    return value !== undefined && !importable(target(value));
  };
  return [...new Set(text.match(pattern) ?? [])]
    .filter((specifier) => !notModule(specifier))
    .map((specifier) => ({specifier}));
}

const entries = specifiers();
const missing = entries.filter((e) => e.file && !existsSync(join(root, e.file)));
if (!existsSync(join(root, 'dist')) || missing.length) {
  for (const e of missing) console.error(`missing: ${e.file} (for ${e.specifier})`);
  console.error('Build first: npm run build');
  process.exit(1);
}
// Every built module too (lazy chunks included): none may touch the DOM when it loads.
// dist/cdn is the browser-only build for pages without a bundler (test/node/cdn-page.test.mjs).
const modules = filesUnder(join(root, 'dist'))
  .filter((path) => path.endsWith('.js') && !path.startsWith(join(root, 'dist', 'cdn')))
  .map((path) => ({specifier: pathToFileURL(path).href, label: relative(root, path)}));

const unhandled = [];
process.on('unhandledRejection', (reason) => unhandled.push(reason));

let failed = 0;
let total = 0;
// A file to serve (`./mcp-app-sandbox.html`) is not a module: the missing-file check covers it.
const modulesOnly = entries.filter((e) => importable(e.file));
for (const {specifier, label} of [...modulesOnly, ...documented(), ...modules]) {
  total++;
  try {
    const json = specifier.endsWith('.json');
    await (json ? import(specifier, {with: {type: 'json'}}) : import(specifier));
  } catch (error) {
    failed++;
    const stack = String(error?.stack ?? error)
      .split('\n')
      .slice(0, 4)
      .join('\n  ');
    console.error(`FAIL ${label ?? specifier}\n  ${stack}`);
  }
}
await new Promise((resolve) => setTimeout(resolve, 50));
for (const reason of unhandled) console.error(`FAIL unhandled rejection after import: ${reason}`);
failed += unhandled.length;

console.log(
  `${total - failed}/${total} imports succeed in Node ${process.version} ` +
    `(${entries.length} exports, the README's specifiers, ${modules.length} built modules)`,
);
process.exit(failed ? 1 : 0);
