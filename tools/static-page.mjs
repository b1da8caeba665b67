// Serves a folder as plain static files on 127.0.0.1 and opens a page of it in headless Chromium:
// what the plain-HTML example and the built framework examples need to be tried as a visitor
// would (test/node/cdn-page.test.mjs, tools/examples-test.mjs). Only files under the folder are
// served; anything else is a 404.
import {createServer} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {extname, join, normalize, sep} from 'node:path';
import {launchBrowser} from './bench/browser.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** Starts the server; `close()` stops it. `fallback` (a file) answers unknown paths (an SPA). */
export async function serveStatic(folder, {fallback} = {}) {
  const root = normalize(folder + sep);
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) return response.writeHead(404).end();
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, {'content-type': types[extname(file)] ?? 'application/octet-stream'});
      response.end(body);
    } catch {
      if (!fallback) return response.writeHead(404).end();
      response.writeHead(200, {'content-type': types['.html']});
      response.end(await readFile(join(root, fallback)));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Opens `url` in a fresh headless Chromium. `errors` collects uncaught page errors, console
 * errors and failed requests, so a test can require a clean page; `close()` ends the browser.
 */
export async function openPage(url) {
  const browser = await launchBrowser(); // the flags the tests and benchmarks use
  const page = await browser.newPage({viewport: {width: 1200, height: 900}});
  page.setDefaultTimeout(15_000);
  const errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  await page.goto(url);
  return {page, errors, close: () => browser.close()};
}
