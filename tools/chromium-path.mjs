import {existsSync} from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** The Chrome or Chromium the browser tests drive: $CHROME_PATH, else the first one installed. */
export function chromiumPath() {
  const fromEnv = process.env.CHROME_PATH || process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return candidates.find((path) => existsSync(path));
}
