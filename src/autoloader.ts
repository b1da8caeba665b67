/**
 * Registers every tag of the library without loading it: the first time an element with one of
 * these tags appears in the document (or in a root passed to `discover`), its module is imported
 * and the browser upgrades the element in place. Properties set before that are kept (Lit applies
 * them on upgrade). Each entry is a static `import()` so bundlers split it into its own chunk.
 */
const loaders: Record<string, () => Promise<unknown>> = {
  'svc-conversation': () => import('./surface/conversation.js'),
  'svc-surface': () => import('./surface/surface.js'),
  'svc-a2ui': () => import('./surface/a2ui.js'),
  'svc-marker': () => import('./surface/marker.js'),
  'svc-request-form': () => import('./surface/request-form.js'),
  'svc-audio-player': () => import('./components/basic/audio-player.js'),
  'svc-button': () => import('./components/basic/button.js'),
  'svc-card': () => import('./components/basic/card.js'),
  'svc-check-box': () => import('./components/basic/check-box.js'),
  'svc-choice-picker': () => import('./components/basic/choice-picker.js'),
  'svc-column': () => import('./components/basic/column.js'),
  'svc-date-time-input': () => import('./components/basic/date-time-input.js'),
  'svc-divider': () => import('./components/basic/divider.js'),
  'svc-icon': () => import('./components/basic/icon.js'),
  'svc-image': () => import('./components/basic/image.js'),
  'svc-list': () => import('./components/basic/list.js'),
  'svc-modal': () => import('./components/basic/modal.js'),
  'svc-progress-bar': () => import('./components/basic/progress-bar.js'),
  'svc-row': () => import('./components/basic/row.js'),
  'svc-slider': () => import('./components/basic/slider.js'),
  'svc-tabs': () => import('./components/basic/tabs.js'),
  'svc-text-field': () => import('./components/basic/text-field.js'),
  'svc-text': () => import('./components/basic/text.js'),
  'svc-video': () => import('./components/basic/video.js'),
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
  'svc-chart': () => import('./components/svc/chart.js'),
  'svc-code-block': () => import('./components/svc/code-block.js'),
  'svc-connector-config-form': () => import('./components/svc/connector-config-form.js'),
  'svc-connector-sync-detail': () => import('./components/svc/connector-sync-detail.js'),
  'svc-connector-sync-progress': () => import('./components/svc/connector-sync-progress.js'),
  'svc-duration-picker': () => import('./components/svc/duration-picker.js'),
  'svc-metric-cards': () => import('./components/svc/metric-cards.js'),
  'svc-notifications-variant-a': () => import('./components/svc/notifications-variant-a.js'),
  'svc-notifications-variant-b': () => import('./components/svc/notifications-variant-b.js'),
  'svc-onboarding-plan': () => import('./components/svc/onboarding-plan.js'),
  'svc-onboarding-welcome': () => import('./components/svc/onboarding-welcome.js'),
  'svc-resource-picker': () => import('./components/svc/resource-picker.js'),
  'svc-status-indicator': () => import('./components/svc/status-indicator.js'),
  'svc-table': () => import('./components/svc/table.js'),
  'svc-todo-list': () => import('./components/svc/todo-list.js'),
};

/** Every tag the autoloader knows, in no particular order. */
export const autoloadedTags: readonly string[] = Object.keys(loaders);

const loading = new Map<string, Promise<void>>();
const observedRoots = new WeakSet<Node>();

/**
 * Loads the module of one tag (once), resolving when the element is defined. Unknown tags resolve
 * at once; a module that fails to load is reported on the console and rejects.
 */
export function loadTag(tag: string): Promise<void> {
  const name = tag.toLowerCase();
  const loader = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
  if (!loader || customElements.get(name)) return Promise.resolve();
  let pending = loading.get(name);
  if (!pending) {
    pending = loader().then(
      () => undefined,
      (error: unknown) => {
        loading.delete(name);
        console.error(`@svc/surfaces: could not load <${name}>.`, error);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

function undefinedTagsIn(root: ParentNode, into: Set<string>): void {
  if (root instanceof Element && Object.hasOwn(loaders, root.localName)) into.add(root.localName);
  for (const element of root.querySelectorAll(':not(:defined)')) {
    if (Object.hasOwn(loaders, element.localName)) into.add(element.localName);
  }
}

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
