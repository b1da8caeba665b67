// Makes sure a Chromium is there before the browser tests start. On a fresh Debian machine where
// we are root, installs Debian's package; anywhere else, says in one line what to install.
import {execSync} from 'node:child_process';
import {chromiumPath} from './chromium-path.mjs';

const found = chromiumPath();
if (found) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = (() => {
  try {
    execSync('command -v apt-get', {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
})();

if (isRoot && hasApt) {
  console.log('No Chromium found: installing Debian\'s "chromium" package (apt-get)…');
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
      },
    );
    if (chromiumPath()) process.exit(0);
  } catch {
    // fall through to the one-line message
  }
}
console.error(
  'No Chromium found for the browser tests: install Debian\'s "chromium" package (sudo apt-get install chromium) or set CHROME_PATH to a Chrome/Chromium binary.',
);
process.exit(1);
