/**
 * `svc-surfaces validate`, run as a child process the way CI runs it: exit codes, the readable
 * report, the --json report, over every shared sample and over broken inputs. Needs dist/ (run
 * through `npm run test:node`, which builds first).
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'bin/svc-surfaces.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'svc-validate-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

/** Runs the command; `input` goes to standard input. */
function run(args, input) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    input: input ?? '',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return {code: result.status, stdout: result.stdout, stderr: result.stderr};
}

/** Runs with --json on standard input and returns the exit code and the parsed report. */
function runJson(text, ...args) {
  const {code, stdout, stderr} = run(['validate', '--json', ...args, '-'], text);
  assert.ok(stdout, `no report (stderr: ${stderr})`);
  return {code, report: JSON.parse(stdout)};
}

function issuesOf(report) {
  return report.files.flatMap((file) => file.surfaces.flatMap((surface) => surface.issues));
}

function write(name, text) {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
}

function jsonFiles(dir) {
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));
}

const record = (components, extra = {}) =>
  JSON.stringify({surfaceId: 's1', dataModelJson: '{}', components, ...extra}, null, 2);

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const line = (body) => JSON.stringify({version: 'v0.9', ...body});

describe('the shared samples', () => {
  const samples = [
    ...jsonFiles('src/mock/conversations'),
    ...jsonFiles('src/mock/conversations'),
    ...jsonFiles('test/fixtures/a2ui/basic'),
  ];

  test('every sample conversation and basic-catalog A2UI example is clean: exit 0', () => {
    assert.ok(samples.length > 40, `only ${samples.length} samples found`);
    const {code, stdout} = run(['validate', '--json', ...samples]);
    const report = JSON.parse(stdout);
    const failed = report.files.filter((file) => !file.ok).map((file) => file.path);
    assert.deepEqual(failed, []);
    assert.equal(report.errors, 0);
    assert.equal(code, 0);
    const formats = new Set(report.files.map((file) => file.format));
    assert.deepEqual([...formats].sort(), ['a2ui', 'response']);
  });

  test('the readable report names each file and ends with a summary', () => {
    const {code, stdout} = run(['validate', 'src/mock/conversations/dashboard.json']);
    assert.equal(code, 0);
    assert.match(stdout, /dashboard\.json \(response, 1 surface\): clean/);
    assert.match(stdout, /^ok: 1 file, 0 errors/m);
  });

  test('a minimal-catalog example is reported: the renderer does not hold that catalog', () => {
    const {code, report} = runJson(
      JSON.stringify({
        messages: [
          {version: 'v0.9', createSurface: {surfaceId: 'm', catalogId: 'https://example.test/c'}},
        ],
      }),
    );
    assert.equal(code, 1);
    const [issue] = issuesOf(report);
    assert.equal(issue.code, 'CatalogError');
    assert.equal(issue.pointer, '/createSurface/catalogId');
  });
});

describe('broken Surface records', () => {
  test('text that is not JSON: exit 1, the line and column of the mistake', () => {
    const text = '{\n  "surfaceId": "s1",\n  "components": [tru]\n}';
    const {code, report} = runJson(text);
    assert.equal(code, 1);
    assert.equal(report.files[0].format, 'unknown');
    const [issue] = issuesOf(report);
    assert.equal(issue.severity, 'error');
    assert.match(issue.message, /not valid JSON: an unexpected character/);
    assert.deepEqual([issue.line, issue.column], [3, 18]);
    const readable = run(['validate', '-'], text);
    assert.equal(readable.code, 1);
    assert.match(readable.stdout, /3:18 +error +\/ +The text is not valid JSON/);
  });

  test('an unknown variant: an error at the component, with its id and line', () => {
    const text = record([
      {id: 'root', column: {children: {ids: ['w']}}},
      {id: 'w', svcWidget: {size: 3}},
    ]);
    const {code, report} = runJson(text);
    assert.equal(code, 1);
    const issue = issuesOf(report).find((i) => i.message.includes('svcWidget'));
    assert.ok(issue, 'no issue for the unknown variant');
    assert.equal(issue.pointer, '/components/1');
    assert.equal(issue.componentId, 'w');
    assert.equal(issue.severity, 'error');
    assert.equal(text.split('\n')[issue.line - 1].trim(), '{');
  });

  test('a variant the host registers itself passes with --host-variant', () => {
    const text = record([{id: 'root', svcWidget: {size: 3}}]);
    assert.equal(runJson(text).code, 1);
    assert.equal(runJson(text, '--host-variant', 'svcWidget').code, 0);
  });

  test('a dangling child: the pointer names the child id', () => {
    const text = record([
      {id: 'root', row: {children: {ids: ['a', 'ghost']}}},
      {id: 'a', divider: {}},
    ]);
    const {code, report} = runJson(text);
    assert.equal(code, 1);
    const issue = issuesOf(report).find((i) => i.message.includes('ghost'));
    assert.equal(issue.pointer, '/components/0/row/children/ids/1');
    assert.equal(text.split('\n')[issue.line - 1].trim(), '"ghost"');
  });

  test('a path that is not a pointer string: the pointer names the path', () => {
    const text = record([{id: 'root', text: {text: {path: 42}}}]);
    const {code, report} = runJson(text);
    assert.equal(code, 1);
    const issue = issuesOf(report).find((i) => i.pointer.endsWith('/path'));
    assert.equal(issue.pointer, '/components/0/text/text/path');
    assert.equal(issue.severity, 'error');
  });

  test('warnings alone pass, and fail with --strict', () => {
    const text = record([{id: 'root', text: {text: {call: 'noSuchFunction', args: {}}}}]);
    const loose = runJson(text);
    assert.equal(loose.code, 0);
    assert.equal(loose.report.ok, true);
    assert.equal(loose.report.warnings, 1);
    assert.equal(issuesOf(loose.report)[0].severity, 'warning');
    const strict = runJson(text, '--strict');
    assert.equal(strict.code, 1);
    assert.equal(strict.report.ok, false);
    assert.equal(strict.report.strict, true);
  });

  test('a response: each surface with its place in the file', () => {
    const text = JSON.stringify(
      {
        surfaces: [
          {surfaceId: 'good', dataModelJson: '{}', components: [{id: 'root', divider: {}}]},
          {surfaceId: 'bad', dataModelJson: '{"a":', components: [{id: 'root', divider: {}}]},
        ],
      },
      null,
      1,
    );
    const {code, report} = runJson(text);
    assert.equal(code, 1);
    const [file] = report.files;
    assert.equal(file.format, 'response');
    assert.deepEqual(
      file.surfaces.map((s) => [s.surfaceId, s.pointer, s.issues.length]),
      [
        ['good', '/surfaces/0', 0],
        ['bad', '/surfaces/1', 1],
      ],
    );
    const issue = file.surfaces[1].issues[0];
    assert.equal(issue.pointer, '/dataModelJson');
    assert.match(text.split('\n')[issue.line - 1], /"dataModelJson"/);
  });
});

describe('A2UI JSONL', () => {
  const stream = [
    line({createSurface: {surfaceId: 'a', catalogId: CATALOG}}),
    '{"version": "v0.9", "updateComponents": {oops}}',
    line({
      updateComponents: {
        surfaceId: 'a',
        components: [
          {id: 'root', component: 'Column', children: ['t']},
          {id: 't', component: 'Txet', text: 'hi'},
        ],
      },
    }),
    line({updateDataModel: {surfaceId: 'nope', path: '/x', value: 1}}),
  ].join('\n');

  test('a bad line is reported with its line number and the stream goes on', () => {
    const {code, report} = runJson(stream);
    assert.equal(code, 1);
    assert.equal(report.files[0].format, 'a2ui');
    const issues = issuesOf(report);
    const parse = issues.find((i) => i.code === 'ParseError');
    assert.equal(parse.line, 2);
    assert.equal(parse.column, 42);
    const unknown = issues.find((i) => i.code === 'CatalogError');
    assert.equal(unknown.line, 3);
    assert.equal(unknown.pointer, '/updateComponents/components/1/component');
    assert.equal(unknown.componentId, 't');
    assert.equal(unknown.messageIndex, 1, 'the bad line is not a message');
    const missing = issues.find((i) => i.code === 'IntegrityError');
    assert.equal(missing.line, 4);
    assert.equal(missing.pointer, '/updateDataModel/surfaceId');
    const surfaces = report.files[0].surfaces.map((s) => s.surfaceId);
    assert.deepEqual(surfaces.sort(), ['', 'a', 'nope']);
  });

  test('the readable report shows line:column, pointer and code', () => {
    const {code, stdout} = run(['validate', '-'], stream);
    assert.equal(code, 1);
    assert.match(stdout, /^ surface "a"$/m);
    assert.match(
      stdout,
      /3:\d+ +error +\/updateComponents\/components\/1\/component .*\[CatalogError\]/,
    );
    assert.match(stdout, /2:42 +error +\/ +The line is not valid JSON/);
  });

  test('a dangling child in a complete stream is an error at the parent', () => {
    const text = [
      line({createSurface: {surfaceId: 'a', catalogId: CATALOG}}),
      line({
        updateComponents: {
          surfaceId: 'a',
          components: [{id: 'root', component: 'Column', children: ['ghost']}],
        },
      }),
    ].join('\n');
    const {code, report} = runJson(text);
    assert.equal(code, 1);
    const [issue] = issuesOf(report);
    assert.equal(issue.line, 2);
    assert.equal(issue.pointer, '/updateComponents/components/0');
    assert.match(issue.message, /missing component "ghost"/);
  });

  test('--format forces the reading', () => {
    const text = record([{id: 'root', divider: {}}]);
    assert.equal(runJson(text).code, 0);
    const forced = runJson(text, '--format', 'a2ui');
    assert.equal(forced.code, 1);
    assert.equal(forced.report.files[0].format, 'a2ui');
    assert.match(issuesOf(forced.report)[0].message, /version/);
  });
});

describe('the command line', () => {
  test('JSON that is none of the formats: exit 1 with a clear message', () => {
    const {code, report} = runJson('{"hello": "world"}');
    assert.equal(code, 1);
    assert.match(issuesOf(report)[0].message, /Not a Surface record/);
  });

  test('several files, --json: one entry per file, in order', () => {
    const good = write('good.json', record([{id: 'root', divider: {}}]));
    const bad = write('bad.json', '{');
    const {code, stdout} = run(['validate', '--json', good, bad]);
    assert.equal(code, 1);
    const report = JSON.parse(stdout);
    assert.deepEqual(Object.keys(report).sort(), ['errors', 'files', 'ok', 'strict', 'warnings']);
    assert.deepEqual(
      report.files.map((f) => [f.path, f.ok, f.format]),
      [
        [good, true, 'record'],
        [bad, false, 'unknown'],
      ],
    );
    const [surface] = report.files[0].surfaces;
    assert.deepEqual(Object.keys(surface).sort(), ['issues', 'surfaceId']);
  });

  test('usage errors exit 2 with the usage on stderr', () => {
    for (const args of [[], ['check', 'x.json'], ['validate'], ['validate', '--nope', '-']]) {
      const {code, stderr} = run(args);
      assert.equal(code, 2, `args ${args.join(' ')}`);
      assert.match(stderr, /Usage: svc-surfaces validate/);
    }
    assert.equal(run(['validate', '--format', 'yaml', '-']).code, 2);
    assert.equal(run(['validate', '--max-bytes', 'lots', '-']).code, 2);
  });

  test('--help prints the usage and exits 0', () => {
    const {code, stdout} = run(['--help']);
    assert.equal(code, 0);
    assert.match(stdout, /Exit codes: 0 clean, 1 errors/);
  });

  test('a missing file exits 2, and the others are still validated', () => {
    const good = write('fine.json', record([{id: 'root', divider: {}}]));
    const {code, stdout} = run(['validate', '--json', join(scratch, 'missing.json'), good]);
    assert.equal(code, 2);
    const report = JSON.parse(stdout);
    assert.equal(report.files[0].error, 'cannot read: no such file');
    assert.equal(report.files[1].ok, true);
  });

  test('an input over the size cap exits 2 with a clear message, file or stdin', () => {
    const big = write('big.json', record([{id: 'root', divider: {}}]));
    const file = run(['validate', '--max-bytes', '20', big]);
    assert.equal(file.code, 2);
    assert.match(file.stdout, /more than the cap of 20; pass --max-bytes/);
    const stdin = run(['validate', '--max-bytes', '1000', '-'], 'x'.repeat(5000));
    assert.equal(stdin.code, 2);
    assert.match(stdin.stdout, /cannot read: the input is over 1000 bytes/);
  });
});
