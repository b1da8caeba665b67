// Serves demo/strict.html with the strict Content Security Policy of tools/strict-csp.mjs as a
// response header, from the dev server (`npm start`) and from `vite preview` of the built demo.
//
// A header rather than a <meta> tag: Vite's dev server rewrites the HTML (it adds its client as an
// external module script, which 'self' allows), and a header covers the page from its first byte.
import {STRICT_CSP} from './strict-csp.mjs';

/**
 * @param {{paths?: string[]}} [options] pages (URL paths) that get the policy
 * @returns {import('vite').Plugin}
 */
export function strictCspPlugin({paths = ['/demo/strict.html']} = {}) {
  const addHeader = (req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    if (paths.includes(path)) res.setHeader('Content-Security-Policy', STRICT_CSP);
    next();
  };
  return {
    name: 'svc-strict-csp',
    configureServer(server) {
      server.middlewares.use(addHeader);
    },
    configurePreviewServer(server) {
      server.middlewares.use(addHeader);
    },
  };
}
