// Fails when custom-elements.json does not match what the analyzer makes of the sources now.
import {execFileSync} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';

const outdir = 'node_modules/.cache/cem-check'; // the analyzer takes outdir relative to the cwd
rmSync(outdir, {recursive: true, force: true});
execFileSync('npx', ['--no-install', 'custom-elements-manifest', 'analyze', '--outdir', outdir], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
const read = (file) => {
  try {
    return JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
};
if (read(`${outdir}/custom-elements.json`) !== read('custom-elements.json')) {
  console.error('custom-elements.json is stale: run `npm run analyze` and commit the result.');
  process.exit(1);
}
console.log('custom-elements.json is up to date.');
