// The server-rendering figures of `npm run bench`:
// - first paint of a server-rendered surface (`@svc/surfaces/ssr`, its styles inline, or its
//   stylesheets linked and announced in a `Link` header) beside the static floor (the reference
//   renderer's final DOM as static HTML):
//   each a whole document, from navigation to the first frame painted after its body, no script;
// - hydration of a server-rendered surface of 127 components (`@svc/surfaces/hydrate`): the time
//   to the frame painted after it, and its longest main-thread task.
// Fresh browser context each run, served by the cold-start server (HTTP/2, no emulation).
import {mkdirSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import {build} from 'esbuild';
import {buildPage, hostPage, launch, serve} from './cold-start.mjs';
import {launchBrowser, median, openPage, printGrid} from './browser.mjs';
import {ssrModule} from '../ssr-module.mjs';

const SIZES = [
  {label: 'form of 127 components', leaves: 100},
  {label: 'form of 1,252 components', leaves: 1000},
];
const STYLES = '/styles/';
/** After the body: when it ran, and the first frame painted after it (no library script). */
const MEASURE =
  'const at = performance.now();' +
  'requestAnimationFrame(() => setTimeout(() => { window.painted = {at, painted: performance.now()}; }));';

/** The benchmark's surfaces (surfaces.ts) in Node. */
async function surfacesModule() {
  const outfile = 'node_modules/.cache/svc-ssr/bench-surfaces.mjs';
  mkdirSync('node_modules/.cache/svc-ssr', {recursive: true});
  await build({
    entryPoints: ['tools/bench/surfaces.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

const documentOf = (body, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head>` +
  `<body>${body}</body></html>`;

export async function serverRendering(runs, referenceDir) {
  const [{renderSurface, elementStylesheets, stylesheetUrls}, {formSpec, toRecord}] =
    await Promise.all([ssrModule(), surfacesModule()]);
  const css = new Map(
    Object.entries(elementStylesheets()).map(([name, text]) => [`${STYLES}${name}`, text]),
  );
  const measure = new Map([['/measure.js', MEASURE]]);
  const sites = new Map();
  // The floor's HTML comes from the reference renderer's final DOM (its page in a browser).
  let floors = [];
  if (referenceDir) {
    const browser = await launchBrowser();
    const reference = await openPage(browser, `${referenceDir}/page.ts`);
    floors = await Promise.all(SIZES.map((s) => reference.call('staticHtml', 'form', s.leaves)));
    await reference.close();
    await browser.close();
  }
  for (const [i, size] of SIZES.entries()) {
    const html = await renderSurface(toRecord(formSpec(size.leaves)), {stylesHref: STYLES});
    const inline = await renderSurface(toRecord(formSpec(size.leaves)));
    const script = '<script src="/measure.js"></script>';
    sites.set(`ssr${i}`, {html: documentOf(html + script), files: new Map([...css, ...measure])});
    sites.set(`inline${i}`, {html: documentOf(inline + script), files: measure});
    if (floors[i]) sites.set(`floor${i}`, {html: documentOf(floors[i] + script), files: measure});
  }
  const hydrate = await buildPage('tools/bench/ssr-hydrate-page.ts', 'tools/bench/cold/finish.ts');
  const small = await renderSurface(toRecord(formSpec(100)), {stylesHref: STYLES});
  const pageScript = hostPage().match(/<script[^>]*><\/script>/)[0];
  sites.set('hydrate', {
    html: documentOf(small, pageScript),
    files: new Map([...hydrate.files, ...css]),
  });
  // Absolute URLs in the pages: each site is served under /<name>/, its files too.
  for (const site of sites.values()) {
    site.html = site.html.replaceAll(`href="${STYLES}`, `href=".${STYLES}`);
    site.html = site.html.replaceAll('src="/measure.js"', 'src="./measure.js"');
    // The stylesheets announced with the page (README: Server rendering).
    site.link = stylesheetUrls(site.html)
      .map((url) => `<${url}>; rel=preload; as=style`)
      .join(', ');
  }

  const server = await serve(sites);
  const browser = await launch();
  const rows = [];
  try {
    /** The page's figure (`read`), on a first visit or, with `reload`, on a reload after it. */
    const open = async (site, read, reload = false) => {
      const context = await browser.newContext({viewport: {width: 1200, height: 900}});
      try {
        const page = await context.newPage();
        await page.goto(`${server.origin}/${site}/`);
        await page.waitForFunction(read, null, {timeout: 60_000});
        if (reload) {
          await page.reload();
          await page.waitForFunction(read, null, {timeout: 60_000});
        }
        return await page.evaluate(read);
      } finally {
        await context.close();
      }
    };
    for (const [i, size] of SIZES.entries()) {
      process.stderr.write(`  … server rendering, first paint, ${size.label}\n`);
      for (const reload of [false, true]) {
        const samples = {ssr: [], inline: [], floor: []};
        const paintOf = async (site) =>
          (await open(site, () => globalThis.painted, reload)).painted;
        for (let r = 0; r < runs; r++) {
          for (const kind of Object.keys(samples)) {
            if (sites.has(`${kind}${i}`)) samples[kind].push(await paintOf(`${kind}${i}`));
          }
        }
        const f = samples.floor.length ? median(samples.floor) : undefined;
        for (const [kind, styles] of [
          ['inline', 'styles inline'],
          ['ssr', reload ? 'stylesheets linked, from the cache' : 'stylesheets linked, fetched'],
        ]) {
          const o = median(samples[kind]);
          rows.push([
            `server-rendered first paint, ${size.label}, ${reload ? 'reload' : 'first visit'}`,
            `${o.toFixed(0)} ms`,
            f === undefined ? '–' : `${f.toFixed(0)} ms`,
            f === undefined ? '–' : `${(o / f).toFixed(2)}×`,
            '≤ 1.2× floor',
            f === undefined ? '' : o <= 1.2 * f ? 'met' : 'NOT MET',
            styles,
          ]);
        }
      }
    }
    process.stderr.write('  … server rendering, hydration\n');
    const hydrations = [];
    for (let r = 0; r < runs; r++)
      hydrations.push(await open('hydrate', () => globalThis.hydration));
    const longest = median(hydrations.map((h) => h.longest));
    rows.push([
      `hydration of the form of ${hydrations[0].elements} components, to painted`,
      `${median(hydrations.map((h) => h.ms)).toFixed(0)} ms`,
      '–',
      '–',
      '–',
      hydrations.every((h) => h.deferred === 0) ? '' : 'NOT HYDRATED',
    ]);
    rows.push([
      '  its longest main-thread task (0: none over 50 ms)',
      `${longest.toFixed(0)} ms`,
      '–',
      '–',
      'none over 50 ms',
      longest === 0 ? 'met' : 'NOT MET',
      `each run: ${hydrations.map((h) => h.longest.toFixed(0)).join(', ')}`,
    ]);
  } finally {
    await browser.close();
    server.close();
  }
  printGrid(
    `Server rendering (median of ${runs}; fresh context each run, local HTTP/2 server, no ` +
      'emulation; first paint: navigation → first frame painted after the body, no script)',
    ['figure', 'ours', 'floor', 'ours÷floor', 'target', '', 'notes'],
    rows,
  );
}
