/** The component variants the catalog knows, and the tag name of each. */

/** Every variant name of the service's catalog (service spec 2.10). */
export const KNOWN_VARIANTS = Object.freeze([
  'button',
  'card',
  'row',
  'column',
  'text',
  'textField',
  'checkBox',
  'choicePicker',
  'dateTimeInput',
  'slider',
  'progressBar',
  'divider',
  'svcChart',
  'svcCodeBlock',
  'svcConnectorConfigForm',
  'svcConnectorSyncDetail',
  'svcConnectorSyncProgress',
  'svcDurationPicker',
  'svcMetricCards',
  'svcNotificationsVariantA',
  'svcNotificationsVariantB',
  'svcOnboardingPlan',
  'svcOnboardingWelcome',
  'svcResourcePicker',
  'svcStatusIndicator',
  'svcTable',
  'svcTodoList',
] as const);

export type KnownVariant = (typeof KNOWN_VARIANTS)[number];

const known: ReadonlySet<string> = new Set(KNOWN_VARIANTS);

/** True for a variant name of the catalog. */
export function isKnownVariant(variant: string): variant is KnownVariant {
  return known.has(variant);
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
