#!/usr/bin/env node
/**
 * `npm run deps`: the rooms of src/ import only what they may (design.md, "Layers"). Fails, with
 * each offending import, when:
 * - an element (src/components) imports from src/surface;
 * - src/providers imports src/mock;
 * - a DOM-free room (src/model, src/protocol, src/transports, src/form-rules, src/api, src/validate,
 *   and the catalog's data: src/catalog except loaders.ts) imports Lit, a DOM-using room, or a
 *   package other than the few pure ones listed.
 * Static and dynamic imports and re-exports are read from the TypeScript sources; type-only
 * imports count too (a type import of an element class is still a reach the wrong way).
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Another tree may be checked (the script's own test does): `node tools/check-deps.mjs <src>`.
const src = resolve(process.argv[2] ?? join(root, 'src'));

/** Rooms whose code must run without a DOM. */
const DOM_FREE = ['model', 'protocol', 'transports', 'form-rules', 'api', 'validate', 'catalog'];
/** Rooms that use the DOM (and Lit): a DOM-free room must not reach them. */
const DOM_ROOMS = ['components', 'surface', 'controllers', 'styles', 'playground', 'ssr', 'react'];
/** The files of i18n/ that use the DOM (the rest is words and Intl). */
const DOM_FILES = new Set(['i18n/controller', 'i18n/host']);
/** Packages a DOM-free room may import. */
const PURE_PACKAGES = new Set(['re2js', 'fast-json-patch', '@mdi/js']);
/** Files of a DOM-free room that load elements on purpose (dynamic imports only). */
const LOADERS = new Set(['catalog/loaders.ts']);

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

const problems = [];
for (const file of files(src)) {
  const rel = relative(src, file).replaceAll('\\', '/');
  const room = rel.split('/')[0];
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const dynamic = match[3] !== undefined;
    const target = specifier.startsWith('.')
      ? relative(src, resolve(dirname(file), specifier)).replaceAll('\\', '/')
      : undefined;
    const targetRoom = target?.split('/')[0];
    const say = (why) => problems.push(`${rel}: imports '${specifier}' (${why})`);
    if (room === 'components' && targetRoom === 'surface')
      say('elements never import from surface/');
    if (room === 'providers' && targetRoom === 'mock') say('providers/ must not import mock/');
    if (!DOM_FREE.includes(room)) continue;
    if (LOADERS.has(rel) && dynamic) continue;
    if (target === undefined) {
      if (!PURE_PACKAGES.has(specifier) && !specifier.startsWith('node:'))
        say(`${room}/ is DOM-free: no package but ${[...PURE_PACKAGES].join(', ')}`);
    } else {
      const module = target.replace(/\.(js|ts)$/, '');
      if (DOM_ROOMS.includes(targetRoom) || DOM_FILES.has(module) || module === 'catalog/loaders')
        say(`${room}/ is DOM-free: it must not reach ${module}`);
    }
  }
}

if (problems.length) {
  console.error(`deps: ${problems.length} import(s) go the wrong way:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('deps: every room imports only what it may.');
