// Fails when custom-elements.json does not match what the analyzer makes of the sources now.
// Module order is not compared (it follows the file system): both sides are sorted by path.
//   node tools/check-manifest.mjs [manifest]   (default: custom-elements.json)
import {execFileSync} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';
import {sortModules} from './manifest-order.mjs';

const committed = process.argv[2] ?? 'custom-elements.json';
const outdir = 'node_modules/.cache/cem-check'; // the analyzer takes outdir relative to the cwd
rmSync(outdir, {recursive: true, force: true});
execFileSync('npx', ['--no-install', 'custom-elements-manifest', 'analyze', '--outdir', outdir], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
const read = (file) => {
  try {
    return JSON.stringify(sortModules(JSON.parse(readFileSync(file, 'utf8'))));
  } catch {
    return undefined;
  }
};
if (read(`${outdir}/custom-elements.json`) !== read(committed)) {
  console.error(`${committed} is stale: run \`npm run analyze\` and commit the result.`);
  process.exit(1);
}
console.log(`${committed} is up to date.`);
