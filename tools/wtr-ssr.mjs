// Server-rendered surfaces for the browser tests (test/ssr, test/csp), made by
// `@svc/surfaces/ssr` in the test runner's own Node process:
//
//   GET /__ssr/html?sample=<conversation>[&a2ui=<fixture>][&locale=]   the surfaces' HTML, styles linked
//   GET /__ssr/page?sample=<conversation>[&styles=inline]              a whole page under the strict
//                                                                      CSP (a header), hydrating itself;
//                                                                      styles inline: allowed by hash
//   GET /__ssr/styles/<tag>.css                                        the elements' stylesheets
import {readFileSync} from 'node:fs';
import {ssrModule} from './ssr-module.mjs';
import {STRICT_CSP} from './strict-csp.mjs';

const STYLES = '/__ssr/styles/';

function inputs(query) {
  if (query.a2ui) {
    const file = String(query.a2ui).replace(/[^\w/-]/g, '');
    return [JSON.parse(readFileSync(`test/fixtures/a2ui/${file}.json`, 'utf8')).messages];
  }
  const name = String(query.sample ?? 'kitchen-sink').replace(/[^\w-]/g, '');
  return JSON.parse(readFileSync(`src/mock/conversations/${name}.json`, 'utf8')).surfaces;
}

async function surfacesHtml(query) {
  const {renderConversation} = await ssrModule();
  let html = '';
  const options = {
    stylesHref: query.styles === 'inline' ? undefined : STYLES,
    locale: query.locale ? String(query.locale) : undefined,
  };
  for await (const chunk of renderConversation(inputs(query), options)) html += chunk;
  return html;
}

export function ssrMiddleware() {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/__ssr/')) return next();
    try {
      if (ctx.path.startsWith(STYLES)) {
        const sheets = (await ssrModule()).elementStylesheets();
        const css = sheets[ctx.path.slice(STYLES.length)];
        if (css === undefined) return next();
        ctx.type = 'text/css';
        ctx.body = css;
      } else if (ctx.path === '/__ssr/html') {
        ctx.type = 'text/html';
        ctx.body = await surfacesHtml(ctx.query);
      } else if (ctx.path === '/__ssr/page') {
        const surfaces = await surfacesHtml(ctx.query);
        // Inline styles: the policy names the hashes of those the page holds (README: Server
        // rendering), and refuses any other.
        const hashes = await (await ssrModule()).styleHashes(surfaces);
        const policy = STRICT_CSP.replace("style-src 'self'", (s) => [s, ...hashes].join(' '));
        ctx.set('Content-Security-Policy', policy);
        ctx.type = 'text/html';
        ctx.body =
          '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
          '<script src="/test/csp/strict-page.js"></script>' +
          '<script type="module" src="/test/csp/ssr-hydrate.js"></script></head><body><main>' +
          surfaces +
          '</main></body></html>';
      } else return next();
    } catch (error) {
      console.error('[wtr-ssr]', error);
      ctx.status = 500;
      ctx.body = String(error);
    }
  };
}
