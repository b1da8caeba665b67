/**
 * The suite's validator files (validator.yaml, validator_v0_9.yaml, validator_v1_0.yaml), run
 * against `svc-surfaces validate --strict --json` as a child process, the way an agent's pipeline
 * runs it. Needs dist/ (run through `npm run test:node`, which builds first).
 *
 * How a case becomes a command (test/conformance/README.md, "The validator"):
 * - The catalogs a case loads are `--catalog` files: the published v1.0 basic catalog for
 *   `catalogs/basic/v1/catalog.json`, the case's own `catalog` (of the case's protocol version
 *   unless it says another); the v0.9 basic catalog is built in. A catalog id the messages name that
 *   the case does not define is the suite's short name for the catalog it loads, and is replaced
 *   by that catalog's id.
 * - A case that names its protocolVersion is validated with `--protocol` (a validator for that
 *   version: a message of another version is invalid).
 * - Steps share state: step n validates the messages of steps 1..n as one stream, and its errors
 *   are those of its own messages (a graph error belongs to the step that completed the graph).
 * - An error's category is its code (`VALIDATION_FAILED` and the composition codes are
 *   ValidationError). A `details` entry names our pointer: inside a component, the pointer below
 *   the component (`chartType`); elsewhere `messages.<i>.` and the pointer (`messages.0.version`).
 *   Its code is where the pointer lands: a member the message lacks is `missing_field`; an
 *   envelope member whose JSON type is not the one agent_to_renderer.json gives it is
 *   `type_mismatch`; anything else `invalid_value`.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'bin/svc-surfaces.mjs');
const tables = join(root, 'test/conformance/tables');
const scratch = mkdtempSync(join(tmpdir(), 'svc-validator-suite-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

const read = (name) => JSON.parse(readFileSync(join(tables, name), 'utf8'));
const data = read('data.json');
const envelope = data['specification/v1_0/json/agent_to_renderer.json'].value;

const BASIC_V09 = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
/** The suite's names of the published v1.0 basic catalog. */
const BASIC_V1_PATHS = new Set([
  'catalogs/basic/v1/catalog.json',
  'specification/v1_0/catalogs/basic/catalog.json',
]);

/** The protocol version a case exercises (as test/conformance/harness.ts decides it). */
function versionOf(testCase, file) {
  if (file.endsWith('v0_9')) return 'v0.9';
  if (file.endsWith('v1_0')) return 'v1.0';
  const declared = testCase.protocolVersion ?? testCase.catalog?.protocolVersion;
  const text = declared ?? JSON.stringify(testCase).match(/"version":"(v[\d.]+)"/)?.[1] ?? '';
  if (/^v?0\.8/.test(text)) return 'v0.8';
  if (/^v?0\.9/.test(text)) return 'v0.9';
  return 'v1.0';
}

/** Why a case cannot run here; undefined when it runs. */
function cannotRun(testCase, file) {
  if (versionOf(testCase, file) === 'v0.8')
    return 'v0.8 is not read by this renderer (v0.9 and later only)';
  if (file === 'validator' && testCase.name === 'test_custom_catalog_1_0')
    return (
      "its first step leaves a child (c2) undefined, which a strict validator's graph check " +
      "rejects; validator_v1_0.yaml's test_custom_catalog_1_0, which runs, is the same case with c2 defined"
    );
  return undefined;
}

let written = 0;
function writeJson(value) {
  const path = join(scratch, `catalog-${++written}.json`);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

/** The `--catalog` files of a case and the id its short names stand for. */
function catalogsOf(testCase, version) {
  const files = [];
  let loaded;
  for (const path of testCase.catalogPaths ?? []) {
    if (BASIC_V1_PATHS.has(path)) {
      const catalog = data['specification/v1_0/catalogs/basic/catalog.json'].value;
      files.push(writeJson(catalog));
      loaded ??= catalog.catalogId;
    } else if (path === 'specification/v0_9/catalogs/basic/catalog.json') loaded ??= BASIC_V09;
  }
  const defined = new Set();
  if (testCase.catalog?.catalogId) {
    files.push(writeJson({protocolVersion: version, ...testCase.catalog}));
    defined.add(testCase.catalog.catalogId);
  }
  return {files, defined, loaded: loaded ?? (version === 'v0.9' ? BASIC_V09 : undefined)};
}

/** The messages with the suite's short catalog names replaced by the id they stand for. */
function withCatalogIds(messages, {defined, loaded}) {
  return messages.map((message) => {
    const body = message?.createSurface;
    const id = body?.catalogId;
    if (typeof id !== 'string' || defined.has(id) || !loaded || id === loaded) return message;
    return {...message, createSurface: {...body, catalogId: loaded}};
  });
}

function validate(messages, files, protocol) {
  const args = ['validate', '--strict', '--json', '--format', 'a2ui'];
  if (protocol) args.push('--protocol', protocol);
  for (const file of files) args.push('--catalog', file);
  const text = messages.map((message) => JSON.stringify(message)).join('\n');
  const result = spawnSync(process.execPath, [bin, ...args, '-'], {
    cwd: root,
    input: text,
    encoding: 'utf8',
  });
  assert.ok(result.stdout, `no report (stderr: ${result.stderr})`);
  const report = JSON.parse(result.stdout);
  return report.files[0].surfaces.flatMap((surface) => surface.issues);
}

const categoryOf = (code) =>
  code === 'VALIDATION_FAILED' || /^UNALLOWED_/.test(code ?? '') ? 'ValidationError' : code;

function segments(pointer) {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The JSON type agent_to_renderer.json gives an envelope member (`createSurface/surfaceId`). */
function envelopeType([kind, member]) {
  const name = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Message`;
  return envelope.$defs[name]?.properties?.[kind]?.properties?.[member]?.type;
}

const jsonType = (value) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** The suite's `details` entry for one of our issues. */
function detailOf(issue, messages) {
  const path = segments(issue.pointer);
  let at = messages[issue.messageIndex];
  for (const part of path) at = at === undefined || at === null ? undefined : at[part];
  const inComponent = path[1] === 'components' && path.length > 3;
  const code =
    at === undefined
      ? 'missing_field'
      : !inComponent &&
          path.length === 2 &&
          envelopeType(path) &&
          envelopeType(path) !== jsonType(at)
        ? 'type_mismatch'
        : 'invalid_value';
  const where = inComponent ? path.slice(3) : ['messages', issue.messageIndex, ...path];
  return {path: where.join('.'), code};
}

function expectStep(issues, expected, stepMessages, offset, label) {
  const own = issues.filter((issue) => (issue.messageIndex ?? offset) >= offset);
  const listing = JSON.stringify(own.map((i) => `${i.code} ${i.pointer}: ${i.message}`));
  if (expected === undefined) {
    assert.deepEqual(own, [], `${label}: no errors expected, got ${listing}`);
    return;
  }
  const want = typeof expected === 'string' ? {message: expected} : expected;
  const matching = own.filter(
    (issue) =>
      (want.category === undefined || categoryOf(issue.code) === want.category) &&
      (want.message === undefined ||
        issue.message.toLowerCase().includes(String(want.message).toLowerCase())),
  );
  assert.ok(matching.length, `${label}: expected ${JSON.stringify(want)} among ${listing}`);
  for (const detail of want.details ?? []) {
    const details = matching.map((issue) =>
      detailOf({...issue, messageIndex: issue.messageIndex - offset}, stepMessages),
    );
    assert.ok(
      details.some((d) => d.path === detail.path && d.code === detail.code),
      `${label}: expected the detail ${JSON.stringify(detail)} among ${JSON.stringify(details)}`,
    );
  }
}

function run(testCase, file) {
  const version = versionOf(testCase, file);
  const catalogs = catalogsOf(testCase, version);
  const sent = [];
  testCase.steps.forEach((step, index) => {
    const messages = withCatalogIds(step.messages, catalogs);
    const offset = sent.length;
    sent.push(...messages);
    const issues = validate(sent, catalogs.files, testCase.protocolVersion);
    expectStep(issues, step.expectError, messages, offset, `step ${index + 1}`);
  });
}

for (const file of ['validator', 'validator_v0_9', 'validator_v1_0']) {
  const table = read(`${file}.json`);
  describe(`conformance: ${file} (${table.source.commit?.slice(0, 8)}), svc-surfaces validate --strict`, () => {
    for (const testCase of table.cases) {
      const reason = cannotRun(testCase, file);
      if (reason) test(`${testCase.name} — cannot run: ${reason}`, {skip: reason}, () => {});
      else test(testCase.name, () => run(testCase, file));
    }
  });
}
