// The cold-start figures of `npm run bench`: a blank host page served by a local static server
// over HTTP/2 (TLS with a throw-away certificate, as a CDN serves it), opened in a fresh browser
// context with the cache disabled and Chromium's network emulation, until the surface it has in
// hand is painted complete (see cold/finish.ts). Ours (the lazy root entry, with and without the
// modulepreload hints of docs/performance.md) beside the reference renderer's eager bundle, on
// the kitchen-sink record and three A2UI examples; for each, the time to the painted surface and
// the request chain depth: the longest run of same-origin requests each sent after the one before
// it had arrived (sequential round trips), in all and from the record in hand.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {ssrModule} from '../ssr-module.mjs';
import {createSecureServer} from 'node:http2';
import {brotliCompressSync, constants} from 'node:zlib';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {build} from 'esbuild';
import {chromium} from 'playwright-core';
import {chromiumPath} from '../chromium-path.mjs';
import {CHROMIUM_ARGS, median, printGrid} from './browser.mjs';

export const PROFILES = [
  {name: '100 ms RTT, 10 Mbit/s', latency: 100, mbit: 10},
  {name: '20 ms RTT, 50 Mbit/s', latency: 20, mbit: 50},
];

export const CASES = [
  {
    label: 'kitchen-sink record (REST)',
    fixture: 'src/mock/conversations/kitchen-sink.json',
    reference: 'tools/bench/cold/kitchen-sink-a2ui.json',
    ours: 'tools/bench/cold/ours-record.ts',
  },
  ...[
    ['A2UI 24 recipe card (tabs, images, icons)', '24_recipe-card'],
    ['A2UI 32 form validator (checks, regex)', '32_advanced-form-validator'],
    ['A2UI 35 markdown text', '35_markdown-text'],
  ].map(([label, name]) => ({
    label,
    fixture: `test/fixtures/a2ui/basic/${name}.json`,
    reference: `test/fixtures/a2ui/basic/${name}.json`,
    ours: 'tools/bench/cold/ours-a2ui.ts',
  })),
];

/**
 * Bundles a page as a host's build would (esbuild, split, minified, production), its surface
 * data (`bench-fixture`) inlined; returns the files by URL path and the modulepreload hints for
 * what the page certainly needs: the page's own chunks and those of `preloadModules` (source
 * paths of modules it loads lazily but always, such as <svc-surface>).
 */
export async function buildPage(entry, fixture, preloadModules = []) {
  const fixturePlugin = {
    name: 'bench-fixture',
    setup(b) {
      b.onResolve({filter: /^bench-fixture$/}, () => ({path: resolve(fixture)}));
    },
  };
  const result = await build({
    entryPoints: {page: entry},
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    minify: process.env.BENCH_MINIFY !== '0',
    target: 'es2022',
    outdir: '/out',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    define: {'process.env.NODE_ENV': '"production"'},
    plugins: [fixturePlugin],
    logLevel: 'error',
  });
  const files = new Map(result.outputFiles.map((f) => [f.path.replace(/^\/out/, ''), f.text]));
  const outputs = result.metafile.outputs;
  const closure = (name, into = new Set()) => {
    if (into.has(name)) return into;
    into.add(name);
    for (const i of outputs[name].imports) {
      if (i.kind === 'import-statement' && !i.external) closure(i.path, into);
    }
    return into;
  };
  const preload = new Set();
  for (const [name, output] of Object.entries(outputs)) {
    const isPage = name.endsWith('/page.js');
    const isPreloaded = preloadModules.some((m) => output.entryPoint === m);
    if (isPage || isPreloaded) closure(name, preload);
  }
  const url = (name) => name.replace(/^.*?\/out/, '').replace(/^out/, '');
  return {files, preload: [...preload].filter((n) => n.endsWith('.js')).map(url)};
}

/** A throw-away self-signed certificate for 127.0.0.1 (HTTP/2 in browsers needs TLS). */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-cert-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
    ].concat(['-keyout', key, '-out', cert]),
    {stdio: 'ignore'},
  );
  const pair = {key: readFileSync(key), cert: readFileSync(cert)};
  rmSync(dir, {recursive: true, force: true});
  return pair;
}

const brotliCache = new Map();
/** A file as a CDN sends it: compressed with brotli (its best quality, once). */
function compressed(text) {
  let body = brotliCache.get(text);
  if (!body) {
    body = brotliCompressSync(text, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}});
    brotliCache.set(text, body);
  }
  return body;
}

/** Serves `sites` (name → {html, files}) at https://127.0.0.1:port/<name>/. */
export async function serve(sites) {
  // Compressed before the first request, so that no response waits for the compressor.
  for (const {files} of sites.values()) for (const text of files.values()) compressed(text);
  const server = createSecureServer({...certificate(), allowHTTP1: true}, (req, res) => {
    const [, site, ...rest] = (req.url ?? '').split('?')[0].split('/');
    const page = sites.get(site);
    const path = '/' + rest.join('/');
    if (!page) {
      res.writeHead(404);
      res.end();
    } else if (path === '/') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        ...(page.link ? {link: page.link} : {}),
      });
      res.end(page.html);
    } else if (page.files.has(path)) {
      const css = path.endsWith('.css');
      const brotli = /\bbr\b/.test(String(req.headers['accept-encoding']));
      res.writeHead(200, {
        'content-type': css ? 'text/css' : 'text/javascript',
        // Stylesheets as a versioned CDN path serves them (a reload takes them from the cache).
        ...(css ? {'cache-control': 'max-age=3600'} : {}),
        ...(brotli ? {'content-encoding': 'br'} : {}),
      });
      res.end(brotli ? compressed(page.files.get(path)) : page.files.get(path));
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {origin: `https://127.0.0.1:${server.address().port}`, close: () => server.close()};
}

/** A blank host page that runs `page.js`, with modulepreload links for `preload` if given. */
export function hostPage(preload = [], body = '') {
  const links = preload.map((href) => `<link rel="modulepreload" href=".${href}">`).join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>cold start</title>${links}` +
    `<script type="module" src="./page.js"></script></head><body>${body}</body></html>`
  );
}

/**
 * Opens `url` in a fresh context of `browser` (cache disabled, network emulated) and waits for
 * the page's `coldResult`; returns it with the chain depths.
 */
export async function coldRun(browser, url, profile) {
  const context = await browser.newContext({viewport: {width: 1200, height: 900}});
  const page = await context.newPage();
  const origin = new URL(url).origin;
  // Images and links of the examples point elsewhere: no network here, fail them at once.
  await page.route(
    (u) => u.origin !== origin,
    (route) => route.abort(),
  );
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith(origin)) requests.set(e.requestId, {sent: e.timestamp});
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.done = e.timestamp;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latency,
    downloadThroughput: (profile.mbit * 1e6) / 8,
    uploadThroughput: (profile.mbit * 1e6) / 8,
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(url, {waitUntil: 'commit', timeout: 60_000});
    // A page of ours or the reference's says when it is painted complete (cold/finish.ts); a
    // server-rendered one has no script: its first contentful paint, once it has loaded.
    const read = () =>
      globalThis.coldResult ??
      (document.querySelector('script[src]')
        ? undefined
        : document.readyState === 'complete' &&
          performance.getEntriesByName('first-contentful-paint')[0] && {
            painted: performance.getEntriesByName('first-contentful-paint')[0].startTime,
            recordAt: 0,
          });
    await page.waitForFunction(read, null, {timeout: 60_000});
    const result = await page.evaluate(read);
    const all = [...requests.values()].filter((r) => r.done !== undefined);
    const navigation = Math.min(...all.map((r) => r.sent));
    const recordAt = navigation + result.recordAt / 1000;
    return {
      ...result,
      requests: all.length,
      depth: chainDepth(all),
      depthAfterRecord: chainDepth(all.filter((r) => r.sent >= recordAt)),
      errors,
    };
  } finally {
    await context.close();
  }
}

/** The longest chain of requests each sent once the one before it had arrived. */
export function chainDepth(requests) {
  const sorted = [...requests].sort((a, b) => a.sent - b.sent);
  const depth = [];
  sorted.forEach((r, i) => {
    let best = 0;
    for (let j = 0; j < i; j++) if (sorted[j].done <= r.sent) best = Math.max(best, depth[j]);
    depth.push(best + 1);
  });
  return depth.length ? Math.max(...depth) : 0;
}

export function launch() {
  // The bench's server has a throw-away certificate.
  const args = [...CHROMIUM_ARGS, '--ignore-certificate-errors'];
  return chromium.launch({executablePath: chromiumPath(), headless: true, args});
}

const ms = (v) => (v === undefined ? '–' : `${v.toFixed(0)} ms`);

/**
 * Runs every case under both profiles, `runs` times each (interleaved: ours, ours with hints, the
 * reference), and prints the table. `haveReference`: the reference renderer is installed.
 */
export async function coldStart(runs, haveReference) {
  const sites = new Map();
  const {renderSurface, elementStylesheets, stylesheetUrls} = await ssrModule();
  const css = new Map(
    Object.entries(elementStylesheets()).map(([file, text]) => [`/styles/${file}`, text]),
  );
  for (const [i, c] of CASES.entries()) {
    // The same surface as the server sends it drawn (its body alone: no script is needed to paint).
    const fixture = JSON.parse(readFileSync(c.fixture, 'utf8'));
    const input = fixture.messages ?? fixture.surfaces[0];
    // Styles inline (the default; a strict CSP allows them by their hashes): one response.
    const inline = await renderSurface(input);
    sites.set(`inline${i}`, {
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${inline}</body></html>`,
      files: new Map(),
    });
    const drawn = await renderSurface(input, {stylesHref: './styles/'});
    sites.set(`ssr${i}`, {
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${drawn}</body></html>`,
      files: css,
      // The stylesheets it links, announced with the page (README: Server rendering).
      link: stylesheetUrls(drawn)
        .map((url) => `<${url}>; rel=preload; as=style`)
        .join(', '),
    });
    const hinted = ['src/surface/surface.ts', 'src/surface/a2ui.ts'];
    const ours = await buildPage(c.ours, c.fixture, hinted);
    sites.set(`ours${i}`, {html: hostPage(), files: ours.files});
    sites.set(`hinted${i}`, {html: hostPage(ours.preload), files: ours.files});
    if (haveReference) {
      const ref = await buildPage('tools/bench/reference/cold-page.ts', c.reference);
      sites.set(`ref${i}`, {html: hostPage(), files: ref.files});
    }
  }
  const server = await serve(sites);
  const browser = await launch();
  const rows = [];
  const notes = new Set();
  try {
    for (const profile of PROFILES) {
      for (const [i, c] of CASES.entries()) {
        process.stderr.write(`  … cold start, ${profile.name}, ${c.label}\n`);
        const samples = {ours: [], hinted: [], inline: [], ssr: [], ref: []};
        for (let r = 0; r < runs; r++) {
          for (const kind of Object.keys(samples)) {
            if (kind === 'ref' && !haveReference) continue;
            try {
              const result = await coldRun(browser, `${server.origin}/${kind}${i}/`, profile);
              for (const e of result.errors) notes.add(`${kind} ${c.label}: ${e.slice(0, 160)}`);
              samples[kind].push(result);
            } catch (error) {
              // One page that never finished (a busy machine) leaves the others' figures.
              notes.add(`${kind} ${c.label}: a run failed: ${String(error.message).slice(0, 120)}`);
            }
          }
        }
        const m = (kind, key) =>
          samples[kind].length ? median(samples[kind].map((s) => s[key])) : undefined;
        const [o, h, ref] = [m('ours', 'painted'), m('hinted', 'painted'), m('ref', 'painted')];
        const [inline, drawn] = [m('inline', 'painted'), m('ssr', 'painted')];
        const target = profile.latency === 100 && ref !== undefined ? 0.7 * ref : undefined;
        const meets = (v) => (v <= target ? 'met' : 'NOT MET');
        const depth = (kind) =>
          samples[kind].length ? `${m(kind, 'depth')} / ${m(kind, 'depthAfterRecord')}` : '–';
        rows.push([
          profile.name,
          c.label,
          ms(o),
          depth('ours'),
          ms(h),
          depth('hinted'),
          ms(inline),
          depth('inline'),
          ms(drawn),
          depth('ssr'),
          ms(ref),
          depth('ref'),
          ref ? [h, inline, drawn].map((v) => `${(v / ref).toFixed(2)}×`).join(' / ') : '–',
          target === undefined ? '–' : [h, inline, drawn].map(meets).join(' / '),
          m('hinted', 'depthAfterRecord') <= 2 ? 'met' : 'NOT MET',
        ]);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  printGrid(
    `Cold start: blank page → surface painted complete (median of ${runs}; fresh context, cache ` +
      'off, HTTP/2, Chromium network emulation; depth: sequential round trips in all / from the ' +
      'record in hand; ours+preload: with the modulepreload hints of the README; server-rendered: ' +
      "the page's HTML drawn by @svc/surfaces/ssr, to its first contentful paint, no script, its " +
      'styles inline (allowed by hash under a strict CSP) or linked (announced in a Link header); ' +
      'target at 100 ms: ≤ 0.7× the reference, and ≤ 2 round trips from the record in hand)',
    [
      'network',
      'surface',
      'ours',
      'depth',
      'ours+preload',
      'depth',
      'ssr, inline',
      'depth',
      'ssr, linked',
      'depth',
      'reference',
      'depth',
      '÷ref (preload / inline / linked)',
      '≤ 0.7× ref',
      '≤ 2 trips',
    ],
    rows,
    2,
  );
  for (const n of notes) console.log(`  page said: ${n}`);
}
