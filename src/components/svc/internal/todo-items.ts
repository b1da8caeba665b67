import {todoStatus, todoStatusLabel} from './todo-status.js';
import type {TodoStatus} from './todo-status.js';
import {english} from '../../../i18n/catalog.js';
import type {Translate} from '../../../i18n/catalog.js';
import '../../../i18n/messages-svc.js';

/**
 * Pure helpers of `<svc-todo-list>`: coercing items, grouping them by section and counting
 * progress. No DOM; nothing here throws.
 */

/** An item after coercion. */
export interface TodoItemView {
  /** The item's id as text; `item-<n>` (its position) when it has none. */
  id: string;
  label: string;
  description: string;
  /** '' when the item has no section. */
  section: string;
  status: TodoStatus;
  /** The status in words for screen readers. */
  statusLabel: string;
  /** '' when there is no trailing action. */
  actionName: string;
  /** Always a plain object (a copy). */
  actionContext: Record<string, unknown>;
  /** The button's text: `trailingActionLabel`, else the action name. */
  actionLabel: string;
}

/** Items under one section heading; `section` is '' for the items that have none. */
export interface TodoGroup {
  section: string;
  items: TodoItemView[];
}

/** Done, failed and skipped counts; `total` counts every item except skipped ones. */
export interface TodoProgress {
  done: number;
  failed: number;
  skipped: number;
  total: number;
}

/** Most items looked at; the rest are ignored. */
export const MAX_ITEMS = 500;

/** Any value as display text: null/undefined and objects → '' (objects are not labels). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  return '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The items as sent, coerced; a non-array gives []; entries that are not objects are dropped. */
export function toTodoItems(value: unknown, t: Translate = english): TodoItemView[] {
  if (!Array.isArray(value)) return [];
  const items: TodoItemView[] = [];
  value.slice(0, MAX_ITEMS).forEach((raw: unknown, index) => {
    if (!isRecord(raw)) return;
    const action = isRecord(raw.trailingAction) ? raw.trailingAction : {};
    const actionName = text(action.name).trim();
    const id = text(raw.id).trim();
    items.push({
      id: id || `item-${index + 1}`,
      label: text(raw.label),
      description: text(raw.description),
      section: text(raw.section).trim(),
      status: todoStatus(raw.status),
      statusLabel: todoStatusLabel(raw.status, t),
      actionName,
      actionContext: isRecord(action.context) ? {...action.context} : {},
      actionLabel: text(raw.trailingActionLabel).trim() || actionName,
    });
  });
  return items;
}

/**
 * Groups items by section. Items without a section come first, in one group with no heading
 * (wherever they appear in the list); the sections follow in the order of their first item. Within
 * a group items keep their order. Section names match exactly after trimming.
 */
export function groupBySection(items: readonly TodoItemView[]): TodoGroup[] {
  const groups = new Map<string, TodoItemView[]>([['', []]]);
  for (const item of items) {
    let group = groups.get(item.section);
    if (!group) groups.set(item.section, (group = []));
    group.push(item);
  }
  return [...groups]
    .map(([section, grouped]) => ({section, items: grouped}))
    .filter((group) => group.items.length > 0);
}

/** Counts for the summary and the progress bar. */
export function progressOf(items: readonly TodoItemView[]): TodoProgress {
  const count = (status: TodoStatus) => items.filter((item) => item.status === status).length;
  const skipped = count('skipped');
  return {done: count('done'), failed: count('failed'), skipped, total: items.length - skipped};
}

/** "2 of 5 done", plus ", 1 failed" and ", 1 skipped" when there are any. */
export function progressText(progress: TodoProgress, t: Translate = english): string {
  const parts = [t('todo.progress', {done: progress.done, total: progress.total})];
  if (progress.failed) parts.push(t('todo.failed', {count: progress.failed}));
  if (progress.skipped) parts.push(t('todo.skipped', {count: progress.skipped}));
  return parts.join(t('common.listSeparator'));
}
