// The dependency check of `npm test` (tools/check-deps.mjs): passes on src/, and fails, naming
// each import, on a tree where an element reaches surface/, the model imports Lit and a provider
// imports the mock.
import {spawnSync} from 'node:child_process';
import {test} from 'node:test';
import assert from 'node:assert/strict';

const check = (...args) =>
  spawnSync(process.execPath, ['tools/check-deps.mjs', ...args], {encoding: 'utf8'});

test('src/ imports only what each room may', () => {
  const result = check();
  assert.equal(result.status, 0, result.stderr);
});

test('a tree with imports the wrong way fails, naming each', () => {
  const result = check('test/node/fixtures/deps-bad');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /components\/a\.ts: imports '\.\.\/surface\/x\.js'/);
  assert.match(result.stderr, /model\/b\.ts: imports 'lit'/);
  assert.match(result.stderr, /providers\/c\.ts: imports '\.\.\/mock\/y\.js'/);
});
