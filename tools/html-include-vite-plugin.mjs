// Lets the demo's pages share markup: `<!-- include ./part.html: why -->` in a page is replaced by
// that file (a path relative to the page), in the dev server and the build alike. The samples page
// and the strict-CSP page show the same toolbar, surfaces and log from demo/samples-body.html.
import {readFileSync} from 'node:fs';
import {dirname, resolve} from 'node:path';

const INCLUDE = /<!-- include (\.\/[\w./-]+\.html)(?::[^>]*)? -->/g;

/** @returns {import('vite').Plugin} */
export function htmlIncludePlugin() {
  return {
    name: 'svc-html-include',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, {filename}) =>
        html.replace(INCLUDE, (_, path) => readFileSync(resolve(dirname(filename), path), 'utf8')),
    },
  };
}
