// `npm run test:browser`: makes sure a Chromium is there, runs the browser tests, and ends with
// one plain summary line ("browser-tests: N passed, M failed") that CI logs can be read by.
import {spawn} from 'node:child_process';

const ensure = spawn('node', ['tools/ensure-chromium.mjs'], {stdio: 'inherit'});
const ensured = await new Promise((resolve) => ensure.on('exit', resolve));
if (ensured !== 0) process.exit(ensured ?? 1);

const runner = spawn('npx', ['--no-install', 'wtr', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'inherit'],
});
let last = '';
runner.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const text = chunk.toString();
  const matches = [...text.matchAll(/(\d+) passed, (\d+) failed/g)];
  if (matches.length) last = matches.at(-1);
});
const code = await new Promise((resolve) => runner.on('exit', resolve));
if (last) console.log(`\nbrowser-tests: ${last[1]} passed, ${last[2]} failed`);
process.exit(code ?? 1);
