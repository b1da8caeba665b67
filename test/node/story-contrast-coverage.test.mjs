// Every story file is checked for colour contrast, light and dark: each stories/*.stories.ts is
// imported by one of test/styles/contrast-stories-*.test.ts (which check every story it exports).
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {test} from 'node:test';

const root = new URL('../../', import.meta.url);
const read = (dir, suffix) =>
  readdirSync(new URL(dir, root)).filter((name) => name.endsWith(suffix));

test('every story file has a colour contrast test', () => {
  const tests = read('test/styles/', '.test.ts')
    .filter((name) => name.startsWith('contrast-stories-'))
    .map((name) => readFileSync(new URL(`test/styles/${name}`, root), 'utf8'));
  const stories = read('stories/', '.stories.ts');
  assert.ok(stories.length > 40, `found only ${stories.length} story files`);
  const imported = (file) =>
    tests.some((source) =>
      source.includes(`import('../../stories/${file.replace(/\.ts$/, '.js')}')`),
    );
  assert.deepEqual(
    stories.filter((file) => !imported(file)),
    [],
    'story files without a contrast test',
  );
});
