/**
 * The one loader table: every tag of the library → a dynamic `import()` of the module that
 * defines it (each a static specifier, so bundlers split every element into its own chunk). The
 * autoloader and the surface's reconciler load through `loadTag`. Kept apart from the catalog's
 * data so that the parser and the A2UI processor, which read that data, do not reach the elements.
 */
import {kebabTag} from './tags.js';
import type {KnownVariant} from './variants.js';

/** Loads an element's module, which defines its tag. */
export type Loader = () => Promise<unknown>;

/** One loader per catalog entry: the type makes a missing or an extra one an error. */
const VARIANT_LOADERS: Readonly<Record<KnownVariant, Loader>> = {
  button: () => import('../components/basic/button.js'),
  card: () => import('../components/basic/card.js'),
  row: () => import('../components/basic/row.js'),
  column: () => import('../components/basic/column.js'),
  text: () => import('../components/basic/text.js'),
  textField: () => import('../components/basic/text-field.js'),
  checkBox: () => import('../components/basic/check-box.js'),
  choicePicker: () => import('../components/basic/choice-picker.js'),
  dateTimeInput: () => import('../components/basic/date-time-input.js'),
  slider: () => import('../components/basic/slider.js'),
  progressBar: () => import('../components/basic/progress-bar.js'),
  divider: () => import('../components/basic/divider.js'),
  list: () => import('../components/basic/list.js'),
  tabs: () => import('../components/basic/tabs.js'),
  modal: () => import('../components/basic/modal.js'),
  image: () => import('../components/basic/image.js'),
  icon: () => import('../components/basic/icon.js'),
  video: () => import('../components/basic/video.js'),
  audioPlayer: () => import('../components/basic/audio-player.js'),
  svcChart: () => import('../components/svc/chart.js'),
  svcCodeBlock: () => import('../components/svc/code-block.js'),
  svcConnectorConfigForm: () => import('../components/svc/connector-config-form.js'),
  svcConnectorSyncDetail: () => import('../components/svc/connector-sync-detail.js'),
  svcConnectorSyncProgress: () => import('../components/svc/connector-sync-progress.js'),
  svcDurationPicker: () => import('../components/svc/duration-picker.js'),
  svcMetricCards: () => import('../components/svc/metric-cards.js'),
  svcNotificationsVariantA: () => import('../components/svc/notifications-variant-a.js'),
  svcNotificationsVariantB: () => import('../components/svc/notifications-variant-b.js'),
  svcOnboardingPlan: () => import('../components/svc/onboarding-plan.js'),
  svcOnboardingWelcome: () => import('../components/svc/onboarding-welcome.js'),
  svcResourcePicker: () => import('../components/svc/resource-picker.js'),
  svcStatusIndicator: () => import('../components/svc/status-indicator.js'),
  svcTable: () => import('../components/svc/table.js'),
  svcTodoList: () => import('../components/svc/todo-list.js'),
};

/** The one loader table, by tag: the variants' and those `addLoaders` adds. */
const loaders = new Map<string, Loader>(
  Object.entries(VARIANT_LOADERS).map(([variant, load]) => [kebabTag(variant), load]),
);

/**
 * Adds the loaders of the library's other elements (hosts, marker, forms), which no surface names
 * as a variant: the autoloader adds them, so that a surface's own bundle does not reach them.
 */
export function addLoaders(more: Readonly<Record<string, Loader>>): void {
  for (const [tag, load] of Object.entries(more)) loaders.set(tag, load);
}

/** Every tag in the loader table. */
export function libraryTags(): string[] {
  return [...loaders.keys()];
}

/** True for a tag of the library. */
export function isLibraryTag(tag: string): boolean {
  return loaders.has(tag);
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads the module of one of the library's tags (once), resolving when the element is defined.
 * Unknown tags, and tags already defined, resolve at once; a module that fails to load is reported
 * on the console and rejects (a later call tries again).
 */
export function loadTag(tag: string): Promise<void> {
  const name = tag.toLowerCase();
  const loader = loaders.get(name);
  if (!loader || globalThis.customElements?.get(name)) return Promise.resolve();
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
