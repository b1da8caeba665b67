#!/usr/bin/env node
/**
 * Turns the official A2UI conformance suite (YAML, a2ui-project/a2ui `conformance/`) into the JSON
 * tables the browser tests in test/conformance/ run. A newer suite is one refresh away:
 *
 *   node tools/conformance/generate.mjs [path/to/a2ui-copy]
 *
 * The copy is a directory with `conformance/` (core/, suites/ and extensions/a2a/) and
 * `specification/v1_0/` (default: the workplace's reference copy, ../shared/reference/a2ui). Its
 * SOURCES.md, when present, gives each file's upstream commit, which the tables keep. Output:
 * test/conformance/tables/*.json (suites/ files prefixed `suites_`), committed after
 * `npx prettier --write test/conformance/tables`.
 */
import {mkdirSync, readFileSync, readdirSync, existsSync, writeFileSync, rmSync} from 'node:fs';
import {basename, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
const source = process.argv[2] ?? join(root, '../shared/reference/a2ui');
const out = join(root, 'test/conformance/tables');

/** Upstream commit of each file, from SOURCES.md's tables (`| path | commit | …`). */
function commits() {
  const file = join(source, 'SOURCES.md');
  const map = new Map();
  if (!existsSync(file)) return map;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length > 3 && /^[0-9a-f]{40}/.test(cells[2] ?? ''))
      map.set(cells[1], cells[2].slice(0, 40));
  }
  return map;
}

const commitOf = commits();
const read = (path) => readFileSync(join(source, path), 'utf8');
const load = (path) => (path.endsWith('.json') ? JSON.parse(read(path)) : yaml.load(read(path)));
const entry = (path) => ({path, commit: commitOf.get(path) ?? null});

rmSync(out, {recursive: true, force: true});
mkdirSync(out, {recursive: true});

const suites = [];
for (const dir of ['conformance/core', 'conformance/suites', 'conformance/extensions/a2a']) {
  if (!existsSync(join(source, dir))) continue;
  for (const name of readdirSync(join(source, dir)).sort()) {
    if (!name.endsWith('.yaml')) continue;
    const path = `${dir}/${name}`;
    const cases = load(path);
    const table = {source: entry(path), cases: Array.isArray(cases) ? cases : []};
    // conformance/suites/ repeats some names of core/ (data_model.yaml): its tables are prefixed.
    const prefix = dir === 'conformance/suites' ? 'suites_' : '';
    const file = `${prefix}${basename(name, '.yaml')}.json`;
    writeFileSync(join(out, file), JSON.stringify(table, null, 1) + '\n');
    suites.push({file, ...table.source, cases: table.cases.length});
  }
}

// What cases refer to by path: test data, and the v1.0 specification's catalog and common types.
const data = {};
for (const dir of ['conformance/test_data', 'specification/v1_0']) {
  const walk = (at) => {
    for (const name of readdirSync(join(source, at), {withFileTypes: true})) {
      const path = `${at}/${name.name}`;
      if (name.isDirectory()) walk(path);
      else if (/\.(json|yaml)$/.test(name.name)) data[path] = {...entry(path), value: load(path)};
    }
  };
  if (existsSync(join(source, dir))) walk(dir);
}
writeFileSync(join(out, 'data.json'), JSON.stringify(data) + '\n');
writeFileSync(
  join(out, 'index.json'),
  JSON.stringify({generatedFrom: relative(root, source) || '.', suites}, null, 1) + '\n',
);
console.log(
  `${suites.length} suites, ${suites.reduce((n, s) => n + s.cases, 0)} cases, ${Object.keys(data).length} data files → ${relative(root, out)}`,
);
