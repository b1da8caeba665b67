/**
 * How a form picker asks a {@link ResourceProvider} (src/providers/types.ts) for options. The
 * form's three picker kinds map onto `listResources` like this:
 *
 * - resourcePicker `{appId, resourceTypeId}` → `{appId, resourceType: resourceTypeId}`
 * - appUserPicker `{appId}` → `{appId, resourceType: 'app_user'}`
 * - svcUserPicker `{userIds, excludeUserIds}` → `{appId: '', resourceType: 'user'}`, and the
 *   answer is filtered to `userIds` (when given) minus `excludeUserIds`
 *
 * `connectorId` is `''` (form pickers are not about one connector).
 */
import type {PickerField} from '../api/types.js';
import type {ResourceItem, ResourceQuery} from '../providers/types.js';
import {pickerKindOf} from './field-kind.js';

/** The `resourceType` a form picker asks for. */
export const PICKER_RESOURCE_TYPES = {appUser: 'app_user', user: 'user'} as const;

export function pickerQuery(
  picker: PickerField,
  search: string,
  pageSize = 20,
): ResourceQuery | undefined {
  const base = {connectorId: '', search, pageSize};
  switch (pickerKindOf(picker)) {
    case 'resource':
      return {
        ...base,
        appId: picker.resourcePicker?.appId ?? '',
        resourceType: picker.resourcePicker?.resourceTypeId ?? '',
      };
    case 'appUser':
      return {
        ...base,
        appId: picker.appUserPicker?.appId ?? '',
        resourceType: PICKER_RESOURCE_TYPES.appUser,
      };
    case 'user':
      return {...base, appId: '', resourceType: PICKER_RESOURCE_TYPES.user};
    default:
      return undefined;
  }
}

/** The provider's items, minus those the picker excludes. */
export function filterPickerItems(
  picker: PickerField,
  items: readonly ResourceItem[],
): ResourceItem[] {
  const valid = items.filter((i) => i && typeof i.id === 'string' && i.id !== '');
  const user = picker.svcUserPicker;
  if (!user) return valid;
  const only = (user.userIds ?? []).filter(Boolean);
  const excluded = new Set(user.excludeUserIds ?? []);
  return valid.filter((i) => (only.length === 0 || only.includes(i.id)) && !excluded.has(i.id));
}
