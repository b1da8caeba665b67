/**
 * Registers every tag of the library without loading it: the first time an element with one of
 * these tags appears in the document (or in a root passed to `discover`), its module is imported
 * and the browser upgrades the element in place. Properties set before that are kept (Lit applies
 * them on upgrade). The variants' loaders are the catalog's (src/catalog/loaders.ts); the library's
 * other elements are added here.
 */
import {addLoaders, isLibraryTag, libraryTags, loadTag} from './catalog/loaders.js';
import {kebabTag} from './catalog/tags.js';

export {loadTag};

addLoaders({
  'svc-conversation': () => import('./surface/conversation.js'),
  'svc-surface': () => import('./surface/surface.js'),
  'svc-a2ui': () => import('./surface/a2ui.js'),
  'svc-marker': () => import('./surface/marker.js'),
  'svc-placeholder': () => import('./surface/placeholder.js'),
  'svc-request-form': () => import('./surface/request-form.js'),
  'svc-mcp-app': () => import('./surface/mcp-app.js'),
  'svc-form': () => import('./components/form/form.js'),
  'svc-form-bool': () => import('./components/form/bool-field.js'),
  'svc-form-chips': () => import('./components/form/chips-field.js'),
  'svc-form-date': () => import('./components/form/date-field.js'),
  'svc-form-file': () => import('./components/form/file-field.js'),
  'svc-form-map': () => import('./components/form/map-field.js'),
  'svc-form-number': () => import('./components/form/number-field.js'),
  'svc-form-oauth2': () => import('./components/form/oauth2-field.js'),
  'svc-form-password': () => import('./components/form/password-field.js'),
  'svc-form-picker': () => import('./components/form/picker-field.js'),
  'svc-form-select': () => import('./components/form/select-field.js'),
  'svc-form-text': () => import('./components/form/text-field.js'),
});

/** Every tag the autoloader knows, in no particular order. */
export const autoloadedTags: readonly string[] = libraryTags();

const observedRoots = new WeakSet<Node>();

function undefinedTagsIn(root: ParentNode, into: Set<string>): void {
  const found = (element: Element) => {
    if (!isLibraryTag(element.localName)) return;
    into.add(element.localName);
    if (element.localName === 'svc-surface') recordTags(element, into);
  };
  if (root instanceof Element) found(root);
  for (const element of root.querySelectorAll(':not(:defined)')) found(element);
}

/**
 * The element tags of a record already set on a `<svc-surface>` that is not defined yet: they
 * load beside the surface's own module rather than after it (a round trip saved on slow networks).
 */
function recordTags(element: Element, into: Set<string>): void {
  const components = (element as {surface?: {components?: unknown}}).surface?.components;
  if (!Array.isArray(components)) return;
  for (const component of components.slice(0, MAX_SCANNED_COMPONENTS)) {
    if (!component || typeof component !== 'object') continue;
    for (const key of Object.keys(component)) {
      if (key === 'id' || key === 'weight') continue;
      const tag = kebabTag(key);
      if (tag !== 'svc-surface' && isLibraryTag(tag)) into.add(tag);
    }
  }
}

/** A record's first components, enough to know its variants, without costing a long task. */
const MAX_SCANNED_COMPONENTS = 2_000;

function loadAll(tags: Set<string>): Promise<void> {
  return Promise.all([...tags].map((tag) => loadTag(tag))).then(() => undefined);
}

const observer =
  typeof MutationObserver === 'undefined'
    ? undefined
    : new MutationObserver((records) => {
        const tags = new Set<string>();
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element) undefinedTagsIn(node, tags);
          }
        }
        void loadAll(tags).catch(() => undefined);
      });

/**
 * Loads the elements used in `root` now, and watches it for elements added later. The document is
 * watched from the start; call this for a shadow root of your own in which you put these tags
 * (the library's own elements import what they render, so they need no call). Resolves when every
 * element found is defined.
 */
export function discover(root: Document | ShadowRoot | Element = document): Promise<void> {
  const tags = new Set<string>();
  undefinedTagsIn(root, tags);
  const watched = root instanceof Document ? root.documentElement : root;
  if (observer && watched && !observedRoots.has(watched)) {
    observedRoots.add(watched);
    observer.observe(watched, {childList: true, subtree: true});
  }
  return loadAll(tags);
}

if (typeof document !== 'undefined' && typeof customElements !== 'undefined') {
  void discover(document).catch(() => undefined);
}
