/**
 * The stylesheets of server-rendered elements: each element's own styles (those Lit adopts on the
 * client), for a host to serve when it renders with `stylesHref` (a strict CSP refuses the inline
 * `<style>` elements otherwise written), and the rules the surface's tree needs before any script
 * runs. Node only.
 */
import {libraryTags} from '../catalog/loaders.js';
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

/** The styles of the element `tag` as one stylesheet ('' for a tag that is not defined). */
export function elementCss(tag: string): string {
  const element = customElements.get(tag) as StyledClass | undefined;
  const css = serverCss(tag, (element?.elementStyles ?? []).map((s) => s.cssText).join('\n'));
  return tag === 'svc-surface' ? `${css}\n${SURFACE_SERVER_CSS}` : css;
}

/**
 * Every element's stylesheet by file name (`svc-text.css` → its CSS): serve them under the
 * `stylesHref` given to `renderSurface` (as `text/css`, cacheable for as long as the package's
 * version does not change).
 */
export function elementStylesheets(): Record<string, string> {
  const sheets: Record<string, string> = {};
  for (const tag of new Set([...libraryTags(), 'svc-surface', 'svc-marker'])) {
    const css = elementCss(tag);
    if (css) sheets[`${tag}.css`] = css;
  }
  return sheets;
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
