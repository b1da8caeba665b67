/**
 * One element as server HTML: the element's own Lit server rendering (its template, in a
 * declarative shadow root) inside its tag, written without Lit's part markers around it, so that
 * the tree of a surface stays plain elements the client adopts one by one (the surface's reconciler,
 * not Lit, owns that tree). Node only.
 */
import {LitElementRenderer} from '@lit-labs/ssr';
import {collectResultSync} from '@lit-labs/ssr/lib/render-result.js';
import type {RenderInfo} from '@lit-labs/ssr/lib/render-value.js';
import type {ThunkedRenderResult} from '@lit-labs/ssr/lib/render-result.js';
import {elementCss} from './styles.js';

/** How element styles reach a server-rendered shadow root. */
export interface StyleOutput {
  /**
   * Base URL of the stylesheets of `elementStylesheets()` (`/svc-styles/` → `/svc-styles/svc-text.css`):
   * each shadow root links its element's stylesheet, as a strict CSP (`style-src 'self'`) allows.
   * Unset: each shadow root holds its styles in a `<style>` element.
   */
  stylesHref?: string;
}

/** Lit's element renderer, its styles written as a link when `stylesHref` is set. */
export class SurfaceElementRenderer extends LitElementRenderer {
  constructor(
    tagName: string,
    readonly styles: StyleOutput = {},
  ) {
    super(tagName);
  }

  override renderShadow(renderInfo: RenderInfo): ThunkedRenderResult | undefined {
    const result = super.renderShadow(renderInfo);
    const start = result?.indexOf('<style>') ?? -1;
    const end = result?.indexOf('</style>') ?? -1;
    if (!result || start < 0 || end < start) return result;
    const href = this.styles.stylesHref;
    const styles =
      href === undefined
        ? `<style>${elementCss(this.tagName)}</style>`
        : `<link rel="stylesheet" href="${escapeAttribute(stylesheetUrl(href, this.tagName))}">`;
    return [...result.slice(0, start), styles, ...result.slice(end + 1)];
  }
}

/** The address of a tag's stylesheet under `base`. */
export function stylesheetUrl(base: string, tag: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${tag}.css`;
}

/** A fresh render context, as Lit's `render` makes one. */
export function renderInfo(styles: StyleOutput): RenderInfo {
  return {
    elementRenderers: [
      class extends SurfaceElementRenderer {
        constructor(tagName: string) {
          super(tagName, styles);
        }
      },
    ],
    customElementInstanceStack: [],
    customElementHostStack: [],
    eventTargetStack: [],
    slotStack: [],
    deferHydration: false,
  };
}

/**
 * The element of `renderer` as HTML: its tag with its attributes (those set on it, the
 * properties it reflects, and `extra`, or what `extra()` gives once the element has updated), its
 * shadow root, then `children` (light DOM).
 */
export function elementHtml(
  renderer: SurfaceElementRenderer,
  info: RenderInfo,
  extra: string | (() => string),
  children: string,
): string {
  const tag = renderer.tagName;
  info.customElementInstanceStack.push(renderer);
  try {
    renderer.connectedCallback();
    const attributes =
      [...renderer.renderAttributes()].join('') + (typeof extra === 'string' ? extra : extra());
    info.customElementHostStack.push(renderer);
    let shadow = '';
    try {
      // A shadow root that assigns its slots by script (tabs) would show none of its children
      // before hydration: such an element is written without one, its children shown as they
      // are, and renders in the browser (it keeps its identity all the same).
      const manual = renderer.shadowRootOptions?.slotAssignment === 'manual';
      const contents = manual ? undefined : renderer.renderShadow(info);
      if (contents !== undefined) {
        const {mode = 'open', delegatesFocus} = renderer.shadowRootOptions ?? {};
        const focus = delegatesFocus ? ' shadowrootdelegatesfocus' : '';
        shadow =
          `<template shadowrootmode="${mode}"${focus}>` +
          collectResultSync(contents) +
          '</template>';
      }
    } finally {
      info.customElementHostStack.pop();
    }
    return `<${tag}${attributes}>${shadow}${children}</${tag}>`;
  } finally {
    info.customElementInstanceStack.pop();
  }
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {'&': '&amp;', '"': '&quot;', '<': '&lt;'};

/** Text safe inside a double-quoted attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&"<]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
}
