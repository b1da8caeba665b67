/**
 * The stylesheets of server-rendered elements: each element's own styles (those Lit adopts on the
 * client), for a host to serve when it renders with `stylesHref` (a strict CSP refuses the inline
 * `<style>` elements otherwise written), and the rules the surface's tree needs before any script
 * runs. Node only.
 */
import {libraryTags} from '../catalog/loaders.js';
import {minifyCss} from './minify-css.js';
import {pruneTokens} from './prune-tokens.js';
import {serverCss} from './server-styles.js';

type StyledClass = {elementStyles?: Array<{cssText: string}>};

/** Flex weights 1–12 as rules; other weights read the attribute (CSS typed `attr()`). */
const WEIGHT_RULES = Array.from(
  {length: 12},
  (_, i) => `[data-ssr-weight='${i + 1}']{flex:${i + 1} 1 0%}`,
).join('');

/**
 * What a surface's shadow root needs only while it is server-rendered: the flex of weighted
 * children (the client sets it through the CSSOM, which a strict CSP allows, where the server may
 * write no style attribute), and an A2UI theme's primary colour.
 */
export const SURFACE_SERVER_CSS =
  '[data-ssr-weight]{min-width:0;flex:attr(data-ssr-weight type(<number>),0) 1 0%}' +
  WEIGHT_RULES +
  ':host([data-ssr-primary-color]){--svc-color-primary:attr(data-ssr-primary-color type(<color>))}';

const cssByTag = new Map<string, string>();

/** The styles of the element `tag` as one minified stylesheet ('' for a tag that is not defined). */
export function elementCss(tag: string): string {
  let css = cssByTag.get(tag);
  if (css === undefined) {
    const element = customElements.get(tag) as StyledClass | undefined;
    css = serverCss(tag, (element?.elementStyles ?? []).map((s) => s.cssText).join('\n'));
    css = pruneTokens(
      tag,
      minifyCss(tag === 'svc-surface' ? `${css}\n${SURFACE_SERVER_CSS}` : css),
    );
    // An element defined later (a host's own) is read again next time.
    if (element) cssByTag.set(tag, css);
  }
  return css;
}

/**
 * Every element's stylesheet by file name (`svc-text.css` → its CSS): serve them under the
 * `stylesHref` given to `renderSurface` (as `text/css`, cacheable for as long as the package's
 * version does not change).
 */
export function elementStylesheets(): Record<string, string> {
  const sheets: Record<string, string> = {};
  for (const tag of stylesheetTags()) sheets[`${tag}.css`] = elementCss(tag);
  return sheets;
}

/**
 * The Content Security Policy sources (`'sha256-…'`) that allow the `<style>` elements of
 * server-rendered shadow roots (`renderSurface` without `stylesHref`): add them to `style-src`
 * and a strict policy keeps refusing every other inline style. With `html`, only those of the
 * stylesheets it holds; without, those of every element.
 */
export async function styleHashes(html?: string): Promise<string[]> {
  const tags = html === undefined ? stylesheetTags() : inlineStyleTags(html);
  const encoder = new TextEncoder();
  return Promise.all(
    tags.map(async (tag) => {
      const digest = await crypto.subtle.digest('SHA-256', encoder.encode(elementCss(tag)));
      return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    }),
  );
}

/** Every tag that has a stylesheet. */
function stylesheetTags(): string[] {
  return [...new Set([...libraryTags(), 'svc-surface', 'svc-marker'])].filter((t) => elementCss(t));
}

/** The tags whose inline stylesheet `html` holds, each once. */
function inlineStyleTags(html: string): string[] {
  const texts = new Set(Array.from(html.matchAll(/<style>([^]*?)<\/style>/g), (m) => m[1]));
  return stylesheetTags().filter((tag) => texts.has(elementCss(tag)));
}

/**
 * The stylesheets `html` (the output of `renderSurface` with `stylesHref`) links, each once: send
 * them as `Link: <url>; rel=preload; as=style` headers (or in a 103 Early Hints response) with
 * the page, and they load beside the HTML instead of after it.
 */
export function stylesheetUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, url] of html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)) {
    urls.add(
      url!
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<'),
    );
  }
  return [...urls];
}
