/**
 * Pure helpers of `<svc-resource-picker>`: reading the bound value, merging pages and wording
 * provider errors.
 */
import type {ComplexAttributeConverter} from 'lit';
import type {ResourceItem} from '../../../providers/types.js';
import {english} from '../../../i18n/catalog.js';
import type {Translate} from '../../../i18n/catalog.js';
import '../../../i18n/messages-svc.js';

/**
 * The chosen ids from any agent-written value: an array (its string and number items), a JSON
 * array in a string, one id as a string or number; anything else is none.
 */
export function toIds(value: unknown): string[] {
  if (Array.isArray(value)) {
    const ids = value
      .filter((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
      .map(String)
      .filter((v) => v !== '');
    return [...new Set(ids)];
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        return toIds(JSON.parse(trimmed));
      } catch {
        // not JSON: one id that starts with a bracket
      }
    }
    return trimmed === '' ? [] : [value];
  }
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  return [];
}

/** `value` attribute: a JSON array or one id. */
export const idsAttribute: ComplexAttributeConverter<string | string[]> = {
  fromAttribute(value: string | null) {
    if (value === null) return '';
    const ids = toIds(value);
    return value.trim().startsWith('[') ? ids : value;
  },
  toAttribute(value: string | string[]) {
    return Array.isArray(value) ? JSON.stringify(value) : value;
  },
};

/** Items with a usable id, without duplicates (also against `before`). */
export function mergeItems(before: ResourceItem[], page: unknown): ResourceItem[] {
  const seen = new Set(before.map((i) => i.id));
  const out = [...before];
  for (const raw of Array.isArray(page) ? page : []) {
    if (!raw || typeof raw !== 'object') continue;
    const rec = raw as Record<string, unknown>;
    const id =
      typeof rec.id === 'string' ? rec.id : typeof rec.id === 'number' ? String(rec.id) : '';
    if (id === '' || seen.has(id)) continue;
    seen.add(id);
    const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
    out.push({
      id,
      displayName: str(rec.displayName) ?? id,
      description: str(rec.description),
      detail: str(rec.detail),
      ...(rec.disabled === true || rec.requestable === false ? {disabled: true} : {}),
    });
  }
  return out;
}

const warned = new WeakSet<object>();

/**
 * A provider error as a plain sentence for the person; the provider's own words go to the console
 * (once per error) for developers.
 */
export function errorText(error: unknown, t: Translate = english): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message && (typeof error !== 'object' || error === null || !warned.has(error))) {
    if (typeof error === 'object' && error !== null) warned.add(error);
    console.warn(`[svc-resource-picker] Could not load the list: ${message}`);
  }
  return t('picker.loadError');
}
