#!/usr/bin/env node
/**
 * `node tools/conformance/count.mjs`: runs the conformance tables (the browser tests in
 * test/conformance and the validator's node test, which needs `npm run build` first) and prints
 * how many cases of each suite file pass, fail and cannot run, by protocol version, as the
 * Markdown tables of test/conformance/README.md.
 *
 * A case's version is the one it states: its file's suffix (`_v1_0`), its `protocolVersion`, its
 * catalog's version, or the `version` of its messages; a case that states none (the data model,
 * templates, actions, the A2A extension's own versions) counts under "any".
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tables = join(root, 'test/conformance/tables');
const scratch = mkdtempSync(join(tmpdir(), 'conformance-count-'));
const report = join(scratch, 'browser.json');
const VERSIONS = ['v0.9', 'v1.0', 'any', 'v0.8'];

/** The version a case states (see the module comment). */
function versionOf(testCase, file) {
  // The A2A extension's versions are the extension's own (its URI), not the protocol's.
  if (file === 'a2a_integration') return 'any';
  const suffix = /_v(\d)_(\d)$/.exec(file);
  if (suffix) return `v${suffix[1]}.${suffix[2]}`;
  const text =
    testCase.protocolVersion ??
    testCase.catalog?.protocolVersion ??
    testCase.catalog?.version ??
    JSON.stringify(testCase).match(/"version":"(v?[\d.]+)"/)?.[1];
  if (text === undefined) return 'any';
  const match = /^v?(\d+)\.(\d+)/.exec(String(text));
  if (!match) return 'any';
  return `v${match[1]}.${match[2]}` === 'v0.10' ? 'v1.0' : `v${match[1]}.${match[2]}`;
}

/** Outcome of each case name, by table file, from the browser run and the node run. */
const outcomes = new Map();
function record(file, title, outcome) {
  const name = title.split(' — ')[0].trim();
  if (!outcomes.has(file)) outcomes.set(file, new Map());
  outcomes.get(file).set(name, outcome);
}

// Browser tables: each describe is "conformance: <file> (<commit>)" (the A2A extension's names
// its YAML file).
const browser = spawnSync(
  'npx',
  ['--no-install', 'wtr', '--config', 'tools/conformance/wtr.config.mjs'],
  {cwd: root, env: {...process.env, CONFORMANCE_REPORT: report}, encoding: 'utf8'},
);
if (browser.status !== 0 && browser.status !== 1) {
  process.stderr.write(browser.stdout + browser.stderr);
  process.exit(2);
}
for (const {suite, title, outcome} of JSON.parse(readFileSync(report, 'utf8'))) {
  const file =
    /^conformance: (\S+)/.exec(suite)?.[1]?.replace('suites/', 'suites_') ??
    /\(extensions\/a2a\/(\w+)\.yaml\)/.exec(suite)?.[1];
  if (file) record(file, title, outcome);
}

// The validator files, through the command line (node test, TAP).
const node = spawnSync(
  process.execPath,
  ['--test', '--test-reporter=tap', 'test/node/validator-conformance.test.mjs'],
  {cwd: root, encoding: 'utf8'},
);
let nodeFile;
for (const line of node.stdout.split('\n')) {
  const heading = /^# Subtest: conformance: (\S+)/.exec(line.trim());
  if (heading) nodeFile = heading[1];
  const result = /^\s+(ok|not ok) \d+ - (.*?)(?: # SKIP.*)?$/.exec(line);
  if (result && nodeFile && line.startsWith('    '))
    record(
      nodeFile,
      result[2],
      /# SKIP/.test(line) ? 'cannot' : result[1] === 'ok' ? 'pass' : 'fail',
    );
}
rmSync(scratch, {recursive: true, force: true});

const index = JSON.parse(readFileSync(join(tables, 'index.json'), 'utf8'));
const totals = Object.fromEntries(VERSIONS.map((v) => [v, {pass: 0, fail: 0, cannot: 0}]));
const rows = [];
for (const {file, path} of index.suites) {
  const name = file.replace(/\.json$/, '');
  const {cases} = JSON.parse(readFileSync(join(tables, file), 'utf8'));
  const seen = outcomes.get(name);
  const counts = Object.fromEntries(VERSIONS.map((v) => [v, {pass: 0, fail: 0, cannot: 0}]));
  let elsewhere = 0;
  for (const testCase of cases) {
    const outcome = seen?.get(testCase.name);
    if (!outcome) {
      elsewhere++;
      continue;
    }
    const version = versionOf(testCase, name);
    counts[version][outcome]++;
    totals[version][outcome]++;
  }
  const cell = (c) => (c.pass + c.fail + c.cannot ? `${c.pass} / ${c.fail} / ${c.cannot}` : '');
  rows.push(
    `| ${path.replace('conformance/', '')} | ${VERSIONS.map((v) => cell(counts[v])).join(' | ')} |` +
      (elsewhere ? ` ${elsewhere} not run here |` : ' |'),
  );
}
console.log('pass / fail / cannot run, by the version a case states\n');
console.log(`| file | ${VERSIONS.join(' | ')} | |`);
console.log(`|---|${VERSIONS.map(() => '---').join('|')}|---|`);
console.log(rows.join('\n'));
const total = (v) => `${totals[v].pass} / ${totals[v].fail} / ${totals[v].cannot}`;
console.log(`| **all** | ${VERSIONS.map((v) => `**${total(v)}**`).join(' | ')} | |`);
