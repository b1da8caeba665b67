// The server-rendering demo of `npm start`: GET /demo/ssr.html?conversation=<sample> renders a
// sample conversation with `@svc/surfaces/ssr` (loaded through Vite itself, so it stays
// TypeScript) under the strict Content Security Policy of tools/strict-csp.mjs: the surfaces
// paint from the HTML alone, then demo/ssr.ts hydrates them. Their styles are inline, allowed by
// the hashes of every element's stylesheet (the page is streamed: its header is written before
// its surfaces are known); with `&styles=linked`, the stylesheets served under /demo/ssr-styles/.
import {readFileSync} from 'node:fs';
import {STRICT_CSP} from './strict-csp.mjs';

const STYLES = '/demo/ssr-styles/';

/** @returns {import('vite').Plugin} */
export function ssrDemoPlugin({entry = '/src/ssr/index.ts'} = {}) {
  return {
    name: 'svc-ssr-demo',
    apply: 'serve',
    configureServer(server) {
      const ssr = () => server.ssrLoadModule(entry);
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        try {
          if (url.pathname.startsWith(STYLES)) {
            const css = (await ssr()).elementStylesheets()[url.pathname.slice(STYLES.length)];
            if (css === undefined) return next();
            res.setHeader('content-type', 'text/css');
            res.end(css);
          } else if (url.pathname === '/demo/ssr.html') {
            const name = (url.searchParams.get('conversation') ?? 'kitchen-sink').replace(
              /\W/g,
              '-',
            );
            const {surfaces} = JSON.parse(
              readFileSync(`src/mock/conversations/${name}.json`, 'utf8'),
            );
            const linked = url.searchParams.get('styles') === 'linked';
            const hashes = linked ? [] : await (await ssr()).styleHashes();
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.setHeader(
              'Content-Security-Policy',
              STRICT_CSP.replace("style-src 'self'", (s) => [s, ...hashes].join(' ')),
            );
            res.write(page.start(name));
            // Streamed, surface by surface, as a long conversation would be.
            for await (const chunk of (await ssr()).renderConversation(surfaces, {
              stylesHref: linked ? STYLES : undefined,
            }))
              res.write(`<article class="turn">${chunk}</article>`);
            res.end(page.end);
          } else next();
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

const page = {
  start: (name) =>
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Server-rendered conversation: ${name}</title>` +
    '<link rel="icon" href="/demo/favicon.svg"><link rel="stylesheet" href="/demo/demo.css">' +
    '<script type="module" src="/demo/ssr.ts"></script></head><body>' +
    '<header><h1>Server-rendered surfaces</h1><p id="ssr-status">' +
    'Painted from the server’s HTML; the scripts hydrate it in place ' +
    '(<a href="?conversation=kitchen-sink">kitchen sink</a>, ' +
    '<a href="?conversation=dashboard">dashboard</a>, ' +
    '<a href="?conversation=access-request">access request</a>). ' +
    '<a href="/demo/">Back to the demo</a>.</p></header><main>',
  end: '</main><pre id="ssr-log" aria-live="polite"></pre></body></html>',
};
