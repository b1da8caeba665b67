#!/usr/bin/env node
/**
 * `npm run size`: fails when a package entry's eager download (gzip) grows past its budget in
 * tools/size-budgets.json. `--why <entry>` lists the biggest inputs of that entry.
 */
import {readFileSync} from 'node:fs';
import {eagerSize, kib} from './bundle-size.mjs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const budgets = JSON.parse(readFileSync(new URL('./size-budgets.json', import.meta.url), 'utf8'));
/** Peer dependencies (React) are the host's own: not part of an entry's cost. */
const external = Object.keys(pkg.peerDependencies ?? {});
const why = process.argv.includes('--why') ? process.argv[process.argv.indexOf('--why') + 1] : null;

const source = (key) =>
  pkg.exports[key].default.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts');

let failed = 0;
for (const [key, budget] of Object.entries(budgets)) {
  if (key === '//') continue;
  if (!pkg.exports[key]) {
    console.error(`size: "${key}" has a budget but is not in package.json "exports".`);
    failed++;
    continue;
  }
  const size = await eagerSize(source(key), {external});
  const over = size.gzip > budget * 1024;
  if (over) failed++;
  const name = key === '.' ? pkg.name : `${pkg.name}${key.slice(1)}`;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${name.padEnd(28)} ${kib(size.gzip).padStart(10)} gzip` +
      ` (budget ${budget} KiB; ${kib(size.min)} min)`,
  );
  if (why === key || why === name) {
    for (const [file, bytes] of Object.entries(size.inputs)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)) {
      console.log(`       ${String(bytes).padStart(7)} B min  ${file}`);
    }
  }
}
if (failed) {
  console.error(`size: ${failed} entr${failed === 1 ? 'y is' : 'ies are'} over budget.`);
  process.exit(1);
}
