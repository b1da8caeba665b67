import {matchPhrase, phraseTable} from './status-kind.js';
import {english} from '../../../i18n/catalog.js';
import type {Translate} from '../../../i18n/catalog.js';
import type {MessageKey} from '../../../i18n/messages.js';
import '../../../i18n/messages-svc.js';

/**
 * Todo item statuses, matched like the status indicator's (see `status-kind.ts`): case-insensitive,
 * camelCase, SCREAMING_CASE and prefixed forms (`TODO_STATUS_DONE`) all work. Unmatched → `unknown`.
 */
export type TodoStatus = 'pending' | 'in-progress' | 'done' | 'failed' | 'skipped' | 'unknown';

/** The phrase table. Phrases are lower-case words joined by one space. */
export const TODO_PHRASES: Readonly<Record<TodoStatus, readonly string[]>> = {
  pending: [
    'pending',
    'todo',
    'to do',
    'not started',
    'open',
    'queued',
    'waiting',
    'new',
    'scheduled',
    'planned',
    'ready',
  ],
  'in-progress': [
    'in progress',
    'inprogress',
    'progress',
    'running',
    'active',
    'started',
    'doing',
    'working',
    'processing',
    'ongoing',
    'current',
  ],
  done: [
    'done',
    'completed',
    'complete',
    'success',
    'succeeded',
    'successful',
    'finished',
    'closed',
    'resolved',
    'checked',
    'passed',
    'ok',
  ],
  failed: ['failed', 'failure', 'fail', 'error', 'errored', 'rejected', 'aborted', 'not ok'],
  skipped: [
    'skipped',
    'skip',
    'cancelled',
    'canceled',
    'dismissed',
    'ignored',
    'not applicable',
    'n a',
    'na',
    'wont do',
    'won t do',
  ],
  unknown: ['unknown', 'unspecified', 'none', 'null', 'undefined'],
};

const TODO_TABLE = phraseTable(TODO_PHRASES);

/** The status of a todo item; anything unmatched is `unknown`. */
export function todoStatus(value: unknown): TodoStatus {
  return matchPhrase(value, TODO_TABLE) ?? 'unknown';
}

/** The catalog keys of the words a screen reader hears for each known status. */
export const TODO_STATUS_LABELS: Readonly<Record<TodoStatus, MessageKey>> = {
  pending: 'todo.status.pending',
  'in-progress': 'todo.status.inProgress',
  done: 'todo.status.done',
  failed: 'todo.status.failed',
  skipped: 'todo.status.skipped',
  unknown: 'todo.status.unknown',
};

/**
 * The status in words: the label of a known status; for an unknown one, `Status: <value>` (cut to
 * 60 characters) when the value has text, so it is still read as written.
 */
export function todoStatusLabel(value: unknown, t: Translate = english): string {
  const status = matchPhrase(value, TODO_TABLE);
  if (status !== undefined) return t(TODO_STATUS_LABELS[status]);
  const text = (typeof value === 'string' ? value : '').trim().slice(0, 60);
  return text === '' ? t(TODO_STATUS_LABELS.unknown) : t('todo.status.other', {status: text});
}
