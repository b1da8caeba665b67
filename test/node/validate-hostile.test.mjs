/**
 * `svc-surfaces validate` on hostile input (issue 39): huge, deep and sparse values, many lines,
 * many records, many surfaces, prototype keys. The oracles of the fuzzers, for a process: it ends
 * (a generous hang guard, not a timing test), within a bounded heap (512 MB), with a bounded
 * report and a clear message, and what the renderer would refuse is reported. Needs dist/ (run
 * through `npm run test:node`, which builds first).
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'bin/svc-surfaces.mjs');
const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const line = (body) => JSON.stringify({version: 'v0.9', ...body});

/** Runs `validate --json -` on `input` with a bounded heap; fails on a crash or a hang. */
function validate(input, ...args) {
  const result = spawnSync(
    process.execPath,
    ['--max-old-space-size=512', bin, 'validate', '--json', ...args, '-'],
    {cwd: root, input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, timeout: 120_000},
  );
  assert.equal(result.signal, null, `the process was stopped (${result.signal}): a hang`);
  assert.ok(result.status === 0 || result.status === 1, `exit ${result.status}: ${result.stderr}`);
  const report = JSON.parse(result.stdout);
  return {code: result.status, report, bytes: result.stdout.length};
}

const issuesOf = (report) =>
  report.files.flatMap((file) => file.surfaces.flatMap((surface) => surface.issues));

function surface(surfaceId, components = [{id: 'root', component: 'Text', text: {path: '/v'}}]) {
  return [
    line({createSurface: {surfaceId, catalogId: CATALOG}}),
    line({updateComponents: {surfaceId, components}}),
  ];
}

describe('the validator on hostile input', () => {
  test('sparse: each write past the end of a list is an error, as the renderer refuses it', () => {
    const input = [
      ...surface('s'),
      ...Array.from({length: 60}, (_, i) =>
        line({updateDataModel: {surfaceId: 's', path: `/a${i}/999999`, value: 1}}),
      ),
    ].join('\n');
    const {code, report, bytes} = validate(input);
    assert.equal(code, 1);
    const issues = issuesOf(report);
    assert.equal(issues.length, 60);
    assert.ok(issues.every((issue) => issue.code === 'DataError'));
    assert.match(issues[0].message, /past the end of the list \(0 items\)/);
    assert.equal(issues[0].line, 3);
    assert.ok(bytes < 40 * input.length, `a report of ${bytes} bytes for ${input.length}`);
  });

  test('many surfaces: those past what <svc-a2ui> shows are warned about', () => {
    const input = Array.from({length: 2_002}, (_, i) => surface(`s${i}`))
      .flat()
      .join('\n');
    const {code, report} = validate(input);
    assert.equal(code, 0);
    const warned = issuesOf(report).filter((issue) => issue.code === 'SURFACE_LIMIT');
    assert.deepEqual(
      warned.map((issue) => issue.line),
      [4001, 4003],
    );
    assert.match(warned[0].message, /More than 2000 surfaces are open at once/);
    assert.equal(validate(input, '--strict').code, 1);
  });

  test('many lines: 20,000 data messages over 2,000 surfaces are read', () => {
    const lines = Array.from({length: 2_000}, (_, i) => surface(`s${i}`)).flat();
    for (let i = 0; i < 20_000; i++)
      lines.push(line({updateDataModel: {surfaceId: `s${i % 2_000}`, path: '/v', value: i}}));
    const {code, report} = validate(lines.join('\n'));
    assert.equal(code, 0);
    assert.equal(report.errors, 0);
  });

  test('many records: a response of 23,751 small records', () => {
    const surfaces = Array.from({length: 23_751}, (_, i) => ({
      surfaceId: `s${i}`,
      dataModelJson: '{}',
      components: [{id: 'root', text: {text: 'x'}}],
    }));
    const {code, report} = validate(JSON.stringify({surfaces}));
    assert.equal(code, 0);
    assert.equal(report.files[0].surfaces.length, 23_751);
  });

  test('deep: 100,000 nested lists, in a record and in a message, end with a clear report', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const record = `{"surfaceId": "s", "dataModelJson": "{}", "components": [{"id": "root", "text": {"text": ${deep}}}]}`;
    const value = validate(record);
    assert.equal(value.code, 1);
    assert.match(issuesOf(value.report)[0].message, /Nested deeper than 100 levels/);
    const write = line({updateDataModel: {surfaceId: 's', path: '/v', value: 0}});
    const message = validate([...surface('s'), write.replace('0}}', `${deep}}}`)].join('\n'));
    assert.equal(message.report.files[0].format, 'a2ui');
  });

  test('huge: a 12 MB string value and a 12 MB line of one key each', () => {
    const big = 'x'.repeat(12_000_000);
    const text = [
      ...surface('s'),
      line({updateDataModel: {surfaceId: 's', path: '/v', value: big}}),
    ].join('\n');
    assert.equal(validate(text).code, 0);
    const key = [
      ...surface('t'),
      line({updateDataModel: {surfaceId: 't', path: `/${big}`, value: 1}}),
    ];
    assert.equal(validate(key.join('\n')).code, 0);
  });

  test('prototype keys in ids, paths and data change nothing and are reported or kept out', () => {
    const input = [
      ...surface('__proto__', [
        {id: 'root', component: 'Column', children: ['__proto__']},
        {id: '__proto__', component: 'Text', text: {path: '/__proto__/polluted'}},
      ]),
      line({updateDataModel: {surfaceId: '__proto__', path: '/__proto__/polluted', value: 1}}),
      line({updateDataModel: {surfaceId: '__proto__', path: '/constructor/prototype', value: 1}}),
      line({
        updateDataModel: {
          surfaceId: '__proto__',
          path: '/v',
          value: JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": 1}}'),
        },
      }),
    ].join('\n');
    const {code, report} = validate(input);
    assert.equal(code, 1);
    const messages = issuesOf(report).map((issue) => issue.message);
    assert.ok(messages.some((message) => /Forbidden path segment '__proto__'/.test(message)));
    assert.ok(messages.some((message) => /Forbidden path segment 'constructor'/.test(message)));
  });
});
