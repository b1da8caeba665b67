/**
 * The tag of a variant by the naming rule: `svc-` + the name in kebab case, a leading `svc`
 * dropped: textField → svc-text-field, svcTable → svc-table, svcNotificationsVariantA →
 * svc-notifications-variant-a, button → svc-button. Characters a tag cannot hold become `-`.
 */
export function kebabTag(variant: string): string {
  let name = String(variant);
  if (/^svc[A-Z]/.test(name)) name = name.slice(3);
  const kebab = name
    .replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return 'svc-' + (kebab || 'unknown');
}
