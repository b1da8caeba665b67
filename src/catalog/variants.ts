/**
 * The catalog: one entry per component variant, the only place that says what the renderer knows
 * about it. Everything else is derived from these entries (see `./index.ts`): the properties the
 * parser accepts and the binding sets, the element's tag, how a bound input converts, where
 * children go, the A2UI basic catalog's names. The loader of each element's module is in
 * `./loaders.ts`, whose type requires one per entry. DOM-free.
 */

/** How a bound input's model value maps onto its element and back (adapters in `surface/inputs.ts`). */
export type InputKind = 'text' | 'boolean' | 'number' | 'choices' | 'seconds' | 'any';

/**
 * Where a container's children go: `flex` into a row-like box where `weight` is the flex-grow,
 * `block` into its default slot, or each into the named slot of its position (A2UI Modal).
 */
export type ChildrenShape = 'flex' | 'block' | {slots: readonly string[]};

/** One variant. */
export interface VariantEntry {
  /**
   * Wire property name → the public property of the element that receives it (`null`: accepted
   * and handled by the binding or ignored, never set on the element). The parser drops and
   * reports any other key, and the binding sets nothing else.
   */
  readonly props: Readonly<Record<string, string | null>>;
  /**
   * Set for an input whose `value` is two-way bound to the data model. An input (and a button)
   * has a control of its own that assistive technologies focus: see `accessibilityTarget`.
   */
  readonly input?: InputKind;
  /** Set for a container: the surface renders the component's children into the element. */
  readonly children?: ChildrenShape;
  /** The component's name in the A2UI basic catalog, for variants that are in it. */
  readonly a2ui?: string;
  /** Registered with `<svc-surface>` itself (layout and text): never loaded on demand. */
  readonly eager?: boolean;
  /**
   * The wire property whose string may be shown while the component's object is still arriving
   * (the element gets `streaming` meanwhile); every other component shows once complete.
   */
  readonly streams?: string;
}

const layout = {alignment: 'alignment', distribution: 'distribution', gap: 'gap'};

/** What both notification cards accept. */
const notificationProps = {
  message: 'message',
  chatTool: 'chatTool',
  enableLabel: 'enableLabel',
  dismissLabel: 'dismissLabel',
  enabledText: 'enabledText',
  dismissedText: 'dismissedText',
  enableActionName: 'enableActionName',
  dismissActionName: 'dismissActionName',
};

/** Every variant of the catalog (service spec 2.10, plus the A2UI basic components). */
export const VARIANTS = {
  button: {
    props: {label: 'label', disabled: 'disabled', variant: 'variant', action: null},
    children: 'block',
    a2ui: 'Button',
  },
  card: {
    props: {},
    children: 'block',
    a2ui: 'Card',
    eager: true,
  },
  row: {
    props: layout,
    children: 'flex',
    a2ui: 'Row',
    eager: true,
  },
  column: {
    props: layout,
    children: 'flex',
    a2ui: 'Column',
    eager: true,
  },
  text: {
    props: {text: 'text', markdown: 'markdown', variant: 'variant'},
    a2ui: 'Text',
    eager: true,
    streams: 'text',
  },
  textField: {
    props: {
      label: 'label',
      placeholder: 'placeholder',
      value: 'value',
      variant: 'variant',
      validationRegexp: null,
    },
    input: 'text',
    a2ui: 'TextField',
  },
  checkBox: {
    props: {label: 'label', value: 'checked'},
    input: 'boolean',
    a2ui: 'CheckBox',
  },
  choicePicker: {
    props: {
      label: 'label',
      choices: 'choices',
      displayStyle: 'displayStyle',
      filterable: 'filterable',
      hideLabel: 'hideLabel',
      multiSelect: 'multiSelect',
      required: 'required',
      value: 'value',
    },
    input: 'choices',
    a2ui: 'ChoicePicker',
  },
  dateTimeInput: {
    props: {label: 'label', value: 'value', min: 'min', max: 'max', inputType: 'inputType'},
    input: 'text',
    a2ui: 'DateTimeInput',
  },
  slider: {
    props: {label: 'label', value: 'value', min: 'min', max: 'max', step: 'step'},
    input: 'number',
    a2ui: 'Slider',
  },
  progressBar: {
    props: {label: 'label', value: 'value', min: 'min', max: 'max', step: null},
  },
  divider: {
    props: {orientation: 'orientation'},
    a2ui: 'Divider',
  },
  list: {
    props: {direction: 'direction', alignment: 'alignment', distribution: null, gap: 'gap'},
    children: 'flex',
    a2ui: 'List',
  },
  tabs: {
    props: {titles: 'titles'},
    children: 'block',
    a2ui: 'Tabs',
  },
  modal: {
    props: {},
    children: {slots: ['trigger', 'content']},
    a2ui: 'Modal',
  },
  image: {
    props: {url: 'url', description: 'description', fit: 'fit', variant: 'variant'},
    a2ui: 'Image',
  },
  icon: {
    props: {name: 'name'},
    a2ui: 'Icon',
  },
  video: {
    props: {url: 'url', posterUrl: 'posterUrl', description: 'description'},
    a2ui: 'Video',
  },
  audioPlayer: {
    props: {url: 'url', description: 'description'},
    a2ui: 'AudioPlayer',
  },
  svcChart: {
    props: {
      title: 'heading',
      artifactUrl: 'artifactUrl',
      sources: 'sources',
      categorical: 'categorical',
      timeSeries: 'timeSeries',
    },
  },
  svcCodeBlock: {
    props: {code: 'code', language: 'language', title: 'heading', copyable: 'copyable'},
  },
  svcConnectorConfigForm: {
    props: {
      appId: 'appId',
      connectorId: 'connectorId',
      submitActionName: 'submitActionName',
      skipActionName: 'skipActionName',
      submitLabel: 'submitLabel',
      skipLabel: 'skipLabel',
    },
  },
  svcConnectorSyncDetail: {
    props: {appId: 'appId', connectorId: 'connectorId', title: 'heading'},
  },
  svcConnectorSyncProgress: {
    props: {appId: 'appId', connectorId: 'connectorId', title: 'heading'},
  },
  svcDurationPicker: {
    props: {label: 'label', value: 'value', maxDurationSeconds: 'maxDurationSeconds'},
    input: 'seconds',
  },
  svcMetricCards: {
    props: {title: 'heading', sources: 'sources', cards: 'cards'},
  },
  svcNotificationsVariantA: {props: notificationProps},
  svcNotificationsVariantB: {
    props: {title: 'heading', benefits: 'benefits', ...notificationProps},
  },
  svcOnboardingPlan: {
    props: {categories: 'categories', title: 'heading', startActionName: 'startActionName'},
  },
  svcOnboardingWelcome: {
    props: {
      recommendedCatalogId: 'recommendedCatalogId',
      recommendedDisplayName: 'recommendedDisplayName',
      title: 'heading',
      connectActionName: 'connectActionName',
      chooseAppActionName: 'chooseAppActionName',
      skipActionName: 'skipActionName',
    },
  },
  svcResourcePicker: {
    props: {
      appId: 'appId',
      connectorId: 'connectorId',
      label: 'label',
      value: 'value',
      mcpToolState: 'mcpToolState',
      multiSelect: 'multiSelect',
      resourceType: 'resourceType',
      placeholder: 'placeholder',
    },
    input: 'any',
  },
  svcStatusIndicator: {
    props: {message: 'message', status: 'status', toolName: 'toolName', showSpinner: 'showSpinner'},
  },
  svcTable: {
    props: {
      title: 'heading',
      artifactUrl: 'artifactUrl',
      columns: 'columns',
      rows: 'rows',
      pageSize: 'pageSize',
      totalRows: 'totalRows',
      sources: 'sources',
    },
  },
  svcTodoList: {
    props: {title: 'heading', items: 'items'},
  },
} satisfies Record<string, VariantEntry>;

/** A variant name of the catalog. */
export type KnownVariant = keyof typeof VARIANTS;
