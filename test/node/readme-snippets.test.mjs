// The README's framework snippets are taken from the tested example apps, not written apart: each
// code block after a `<!-- snippet: path -->` line must consist of lines of that file, in order
// (compared without their indentation), so an example that changes breaks this test until the
// README follows.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const snippets = [...readme.matchAll(/<!-- snippet: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g)];

test('the README has a snippet for each framework', () => {
  const paths = snippets.map((m) => m[1]);
  for (const name of ['html', 'react', 'vue', 'svelte', 'angular']) {
    assert.ok(
      paths.some((p) => p.startsWith(`examples/${name}/`)),
      `no snippet from examples/${name}`,
    );
  }
});

for (const [, path, block] of snippets) {
  test(`the README's snippet from ${path} is in that file`, () => {
    const source = readFileSync(new URL(path, root), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    let at = 0;
    for (const line of block.split('\n').map((l) => l.trim())) {
      if (!line) continue;
      const found = source.indexOf(line, at);
      assert.ok(found >= 0, `not in ${path} (in this order): ${line}`);
      at = found + 1;
    }
  });
}
