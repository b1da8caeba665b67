/** The component variants the catalog knows, and the tag name of each. */

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
    displayStyle: null,
    filterable: null,
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

const known: ReadonlySet<string> = new Set(KNOWN_VARIANTS);

/** True for a variant name of the catalog. */
export function isKnownVariant(variant: string): variant is KnownVariant {
  return known.has(variant);
}

/**
 * The element property a wire property of `variant` sets: a name, `null` for a property that is
 * accepted but not passed on, or undefined for a property the variant does not declare.
 */
export function declaredProperty(variant: string, wireName: string): string | null | undefined {
  if (!known.has(variant)) return undefined;
  if (Object.hasOwn(ACCESSIBILITY_PROPS, wireName)) return null;
  const props: Record<string, string | null> = declarations[variant as KnownVariant];
  return Object.hasOwn(props, wireName) ? props[wireName] : undefined;
}

/** The wire → element property declarations of a known variant (for tests and tools). */
export function declaredProperties(variant: string): Readonly<Record<string, string | null>> {
  return known.has(variant) ? declarations[variant as KnownVariant] : {};
}

/**
 * The custom element tag of a variant: `svc-` + the name in kebab case, a leading `svc` dropped:
 * textField → svc-text-field, svcTable → svc-table, svcNotificationsVariantA →
 * svc-notifications-variant-a, button → svc-button. Characters a tag cannot hold become `-`.
 */
export function variantToTag(variant: string): string {
  let name = String(variant);
  if (/^svc[A-Z]/.test(name)) name = name.slice(3);
  const kebab = name
    .replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return 'svc-' + (kebab || 'unknown');
}
