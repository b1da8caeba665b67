/**
 * Status words as an agent may write them — `running`, `STATUS_RUNNING`, `inProgress`,
 * `in-progress`, `Succeeded`, `TASK_PROCESSING_TYPE_DONE` — mapped to a small, fixed set of kinds.
 * Pure functions, no DOM, never throw.
 *
 * Matching: the value is split into lower-case words (at camelCase humps and at any character
 * that is not a letter or digit), then looked up in a table as a phrase. The trailing runs of
 * words are tried first, longest first (`status in progress`, `in progress`, `progress`), so a
 * prefix such as `STATUS_`, `STATE_` or `TASK_PROCESSING_TYPE_` is skipped; then the leading runs,
 * longest first (`failed to connect` → `failed`). Negated phrases (`not started`, `not run`) are
 * in the tables as phrases, so they win over their last word. No match → `undefined` (the caller
 * shows the value neutrally).
 */
import {english} from '../../../i18n/catalog.js';
import type {Translate} from '../../../i18n/catalog.js';
import type {MessageKey} from '../../../i18n/messages.js';
import '../../../i18n/messages-svc.js';

/** Kinds of `<svc-status-indicator>`. */
export type StatusKind = 'running' | 'success' | 'warning' | 'error' | 'pending' | 'unknown';

/** Longest status text looked at; anything longer is cut before matching. */
const MAX_STATUS_LENGTH = 200;

/** The value split into lower-case words; non-text values other than numbers give `[]`. */
export function statusWords(value: unknown): string[] {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return text
    .slice(0, MAX_STATUS_LENGTH)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** Builds a phrase table from `{kind: ['phrase', …]}`. */
export function phraseTable<K extends string>(
  entries: Readonly<Record<K, readonly string[]>>,
): ReadonlyMap<string, K> {
  const table = new Map<string, K>();
  for (const kind of Object.keys(entries) as K[]) {
    for (const phrase of entries[kind]) table.set(phrase, kind);
  }
  return table;
}

/** The kind of `value` in `table` (see the module comment for the order tried), or `undefined`. */
export function matchPhrase<K extends string>(
  value: unknown,
  table: ReadonlyMap<string, K>,
): K | undefined {
  const words = statusWords(value);
  for (let start = 0; start < words.length; start++) {
    const kind = table.get(words.slice(start).join(' '));
    if (kind !== undefined) return kind;
  }
  for (let end = words.length - 1; end > 0; end--) {
    const kind = table.get(words.slice(0, end).join(' '));
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/**
 * The status table of `<svc-status-indicator>`. Phrases are lower-case words joined by one
 * space. `unspecified`/`unknown` are listed as `unknown` so that e.g. `STATUS_UNSPECIFIED` does not
 * fall through to a leading word.
 */
export const STATUS_PHRASES: Readonly<Record<StatusKind, readonly string[]>> = {
  running: [
    'running',
    'run',
    'in progress',
    'inprogress',
    'progress',
    'processing',
    'active',
    'started',
    'starting',
    'working',
    'busy',
    'executing',
    'loading',
    'syncing',
    'ongoing',
  ],
  success: [
    'success',
    'succeeded',
    'successful',
    'successfully',
    'completed',
    'complete',
    'done',
    'ok',
    'finished',
    'passed',
    'ready',
    'healthy',
    'synced',
  ],
  warning: [
    'warning',
    'warnings',
    'warn',
    'degraded',
    'partial',
    'partially completed',
    'attention',
    'needs attention',
    'stale',
    'cancelled',
    'canceled',
  ],
  error: [
    'error',
    'errored',
    'errors',
    'failed',
    'failure',
    'fail',
    'crashed',
    'aborted',
    'rejected',
    'timeout',
    'timed out',
    'unhealthy',
    'not ok',
  ],
  pending: [
    'pending',
    'queued',
    'waiting',
    'scheduled',
    'not started',
    'not run',
    'todo',
    'to do',
    'idle',
    'created',
    'new',
    'paused',
  ],
  unknown: ['unknown', 'unspecified', 'none', 'null', 'undefined'],
};

const STATUS_TABLE = phraseTable(STATUS_PHRASES);

/** The kind of a status value; anything unmatched is `unknown`. */
export function statusKind(value: unknown): StatusKind {
  return matchPhrase(value, STATUS_TABLE) ?? 'unknown';
}

/** The catalog keys of the word a screen reader hears for each known kind. */
export const STATUS_LABELS: Readonly<Record<StatusKind, MessageKey>> = {
  running: 'status.running',
  success: 'status.success',
  warning: 'status.warning',
  error: 'status.error',
  pending: 'status.pending',
  unknown: 'status.unknown',
};

/**
 * The status in words: the kind's label when known; for `unknown`, the value itself (trimmed,
 * cut to 80 characters) when it has one, so an unfamiliar status is still read out as written.
 */
export function statusLabel(value: unknown, t: Translate = english): string {
  const kind = matchPhrase(value, STATUS_TABLE);
  if (kind !== undefined) return t(STATUS_LABELS[kind]);
  const text = (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')
    .trim()
    .slice(0, 80);
  return text === '' ? t(STATUS_LABELS.unknown) : text;
}
