/** The component variants the catalog knows, and the tag name of each. */
import {isUnsafeKey} from './json.js';

/**
 * What each variant accepts: its wire property names, each mapped to the public property of the
 * variant's element that receives it (`null`: accepted and ignored, no element property). This is
 * the only list: the parser drops and reports any other key, the binding sets nothing else, and a
 * test checks every element property named here against the custom elements manifest. Values the
 * binding handles itself (`value` of inputs, a button's `action`, `checks`, `children`) are listed
 * too so that they are not reported as unknown.
 */
const declarations = {
  button: {label: 'label', disabled: 'disabled', variant: 'variant', action: null},
  card: {},
  row: {alignment: 'alignment', distribution: 'distribution', gap: 'gap'},
  column: {alignment: 'alignment', distribution: 'distribution', gap: 'gap'},
  text: {text: 'text', markdown: 'markdown', variant: 'variant'},
  textField: {
    label: 'label',
    placeholder: 'placeholder',
    value: 'value',
    variant: 'variant',
    validationRegexp: null,
  },
  checkBox: {label: 'label', value: 'checked'},
  choicePicker: {
    label: 'label',
    choices: 'choices',
    displayStyle: 'displayStyle',
    filterable: 'filterable',
    hideLabel: 'hideLabel',
    multiSelect: 'multiSelect',
    required: 'required',
    value: 'value',
  },
  dateTimeInput: {label: 'label', value: 'value', min: 'min', max: 'max', inputType: 'inputType'},
  slider: {label: 'label', value: 'value', min: 'min', max: 'max', step: 'step'},
  progressBar: {label: 'label', value: 'value', min: 'min', max: 'max', step: null},
  divider: {orientation: 'orientation'},
  list: {direction: 'direction', alignment: 'alignment', distribution: null, gap: 'gap'},
  tabs: {titles: 'titles'},
  modal: {},
  image: {url: 'url', description: 'description', fit: 'fit', variant: 'variant'},
  icon: {name: 'name'},
  video: {url: 'url', posterUrl: 'posterUrl', description: 'description'},
  audioPlayer: {url: 'url', description: 'description'},
  svcChart: {
    title: 'heading',
    artifactUrl: 'artifactUrl',
    sources: 'sources',
    categorical: 'categorical',
    timeSeries: 'timeSeries',
  },
  svcCodeBlock: {code: 'code', language: 'language', title: 'heading', copyable: 'copyable'},
  svcConnectorConfigForm: {
    appId: 'appId',
    connectorId: 'connectorId',
    submitActionName: 'submitActionName',
    skipActionName: 'skipActionName',
    submitLabel: 'submitLabel',
    skipLabel: 'skipLabel',
  },
  svcConnectorSyncDetail: {appId: 'appId', connectorId: 'connectorId', title: 'heading'},
  svcConnectorSyncProgress: {appId: 'appId', connectorId: 'connectorId', title: 'heading'},
  svcDurationPicker: {label: 'label', value: 'value', maxDurationSeconds: 'maxDurationSeconds'},
  svcMetricCards: {title: 'heading', sources: 'sources', cards: 'cards'},
  svcNotificationsVariantA: {
    message: 'message',
    chatTool: 'chatTool',
    enableLabel: 'enableLabel',
    dismissLabel: 'dismissLabel',
    enabledText: 'enabledText',
    dismissedText: 'dismissedText',
    enableActionName: 'enableActionName',
    dismissActionName: 'dismissActionName',
  },
  svcNotificationsVariantB: {
    title: 'heading',
    message: 'message',
    benefits: 'benefits',
    chatTool: 'chatTool',
    enableLabel: 'enableLabel',
    dismissLabel: 'dismissLabel',
    enabledText: 'enabledText',
    dismissedText: 'dismissedText',
    enableActionName: 'enableActionName',
    dismissActionName: 'dismissActionName',
  },
  svcOnboardingPlan: {
    categories: 'categories',
    title: 'heading',
    startActionName: 'startActionName',
  },
  svcOnboardingWelcome: {
    recommendedCatalogId: 'recommendedCatalogId',
    recommendedDisplayName: 'recommendedDisplayName',
    title: 'heading',
    connectActionName: 'connectActionName',
    chooseAppActionName: 'chooseAppActionName',
    skipActionName: 'skipActionName',
  },
  svcResourcePicker: {
    appId: 'appId',
    connectorId: 'connectorId',
    label: 'label',
    value: 'value',
    mcpToolState: 'mcpToolState',
    multiSelect: 'multiSelect',
    resourceType: 'resourceType',
    placeholder: 'placeholder',
  },
  svcStatusIndicator: {
    message: 'message',
    status: 'status',
    toolName: 'toolName',
    showSpinner: 'showSpinner',
  },
  svcTable: {
    title: 'heading',
    artifactUrl: 'artifactUrl',
    columns: 'columns',
    rows: 'rows',
    pageSize: 'pageSize',
    totalRows: 'totalRows',
    sources: 'sources',
  },
  svcTodoList: {title: 'heading', items: 'items'},
} satisfies Record<string, Record<string, string | null>>;

export type KnownVariant = keyof typeof declarations;

/**
 * A2UI `accessibility` attributes, accepted on every variant and applied by the binding as ARIA on
 * the element itself (never as element properties): wire name → attribute.
 */
export const ACCESSIBILITY_PROPS: Readonly<Record<string, string>> = Object.freeze({
  accessibilityLabel: 'aria-label',
  accessibilityDescription: 'aria-description',
  accessibilityLive: 'aria-live',
  accessibilityHidden: 'aria-hidden',
});

/** Every variant name of the catalog (service spec 2.10, plus the A2UI basic components). */
export const KNOWN_VARIANTS = Object.freeze(Object.keys(declarations) as KnownVariant[]);

const builtIn: ReadonlySet<string> = new Set(KNOWN_VARIANTS);

/** A host's own component: the custom element that draws it and the properties it accepts. */
export interface HostVariant {
  /** The custom element's tag name (it must contain a dash); the host defines the element. */
  tag: string;
  /** Wire property name → element property (`null`: accepted, not passed on). */
  props: Record<string, string | null>;
}

const hostVariants = new Map<string, HostVariant>();

/**
 * Lets surfaces use a host's own component: `variant` (the key a surface or a registered A2UI
 * catalog names) is drawn by the custom element `tag` and receives only the properties listed.
 * The catalog's own variants cannot be replaced. Throws on a name, tag or property that cannot be
 * used, since this is the host's code, not a surface's.
 */
export function registerVariant(variant: string, spec: HostVariant): void {
  if (typeof variant !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(variant))
    throw new TypeError(`"${variant}" is not a variant name (letters and digits).`);
  if (builtIn.has(variant)) throw new TypeError(`"${variant}" is a variant of the catalog.`);
  if (!/^[a-z][a-z0-9._]*-[a-z0-9._-]*$/.test(spec.tag))
    throw new TypeError(`"${spec.tag}" is not a custom element name.`);
  const props: Record<string, string | null> = Object.create(null);
  for (const [wire, property] of Object.entries(spec.props)) {
    if (isUnsafeKey(wire) || (property !== null && isUnsafeKey(property)))
      throw new TypeError(`"${wire}" cannot be a property.`);
    props[wire] = property;
  }
  hostVariants.set(variant, {tag: spec.tag, props});
}

/** True for a variant of the catalog, or one a host registered. */
export function isKnownVariant(variant: string): boolean {
  return builtIn.has(variant) || hostVariants.has(variant);
}

/**
 * The element property a wire property of `variant` sets: a name, `null` for a property that is
 * accepted but not passed on, or undefined for a property the variant does not declare.
 */
export function declaredProperty(variant: string, wireName: string): string | null | undefined {
  if (!isKnownVariant(variant)) return undefined;
  if (Object.hasOwn(ACCESSIBILITY_PROPS, wireName)) return null;
  const props = declaredProperties(variant);
  return Object.hasOwn(props, wireName) ? props[wireName] : undefined;
}

/** The wire → element property declarations of a known variant (for tests and tools). */
export function declaredProperties(variant: string): Readonly<Record<string, string | null>> {
  if (builtIn.has(variant)) return declarations[variant as KnownVariant];
  return hostVariants.get(variant)?.props ?? {};
}

/**
 * The custom element tag of a variant: a host variant's own tag (see `registerVariant`), else
 * `svc-` + the name in kebab case, a leading `svc` dropped:
 * textField → svc-text-field, svcTable → svc-table, svcNotificationsVariantA →
 * svc-notifications-variant-a, button → svc-button. Characters a tag cannot hold become `-`.
 */
export function variantToTag(variant: string): string {
  const host = hostVariants.get(variant);
  if (host) return host.tag;
  let tag = tagCache.get(variant);
  if (tag === undefined) {
    tag = kebabTag(variant);
    // Variants come from untrusted input: the cache stays small whatever arrives.
    if (tagCache.size >= 256) tagCache.clear();
    tagCache.set(variant, tag);
  }
  return tag;
}

const tagCache = new Map<string, string>();

function kebabTag(variant: string): string {
  let name = String(variant);
  if (/^svc[A-Z]/.test(name)) name = name.slice(3);
  const kebab = name
    .replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return 'svc-' + (kebab || 'unknown');
}
