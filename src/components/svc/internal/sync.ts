/**
 * Shared logic of the sync cards (`<svc-connector-sync-progress>`, `<svc-connector-sync-detail>`):
 * a tolerant reading of a provider's status, time formatting, and a controller that keeps one
 * subscription to the sync status provider while the element is connected.
 */
import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {
  SyncCount,
  SyncState,
  SyncStatusProvider,
  Unsubscribe,
} from '../../../providers/types.js';
import {english} from '../../../i18n/catalog.js';
import type {Translate} from '../../../i18n/catalog.js';
import type {MessageKey} from '../../../i18n/messages.js';
import '../../../i18n/messages-svc.js';

/** A status as the cards show it. */
export interface SyncView {
  state: SyncState;
  /** Percent done, 0..100, when known. */
  percent?: number;
  startedAt?: Date;
  finishedAt?: Date;
  counts: SyncCount[];
  lastError: string;
  message: string;
}

const STATE_WORDS: Record<string, SyncState> = {
  queued: 'queued',
  pending: 'queued',
  scheduled: 'queued',
  waiting: 'queued',
  running: 'running',
  inprogress: 'running',
  syncing: 'running',
  started: 'running',
  processing: 'running',
  completed: 'completed',
  complete: 'completed',
  done: 'completed',
  succeeded: 'completed',
  success: 'completed',
  finished: 'completed',
  failed: 'failed',
  failure: 'failed',
  error: 'failed',
  errored: 'failed',
};

/** Reads a state in any spelling: `running`, `SYNC_STATE_RUNNING`, `in-progress`, `Done`. */
export function toSyncState(value: unknown): SyncState {
  if (typeof value !== 'string') return 'unknown';
  const word = value
    .toLowerCase()
    .replace(/^(sync_?)?state_?/, '')
    .replace(/[\s_-]/g, '');
  return STATE_WORDS[word] ?? 'unknown';
}

/** The catalog keys of the words for each state. */
export const STATE_LABELS: Record<SyncState, MessageKey> = {
  queued: 'sync.state.queued',
  running: 'sync.state.running',
  completed: 'sync.state.completed',
  failed: 'sync.state.failed',
  unknown: 'sync.state.unknown',
};

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function date(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (value === '') return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** "permission_sets" → "Permission sets". */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function counts(value: unknown): SyncCount[] {
  const out: SyncCount[] = [];
  const push = (label: unknown, raw: unknown) => {
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof n === 'number' && Number.isFinite(n) && text(label) !== '') {
      out.push({label: text(label), value: n});
    }
  };
  if (Array.isArray(value)) {
    for (const item of value) {
      if (item && typeof item === 'object') {
        const rec = item as Record<string, unknown>;
        push(rec.label ?? rec.name ?? rec.key, rec.value ?? rec.count);
      }
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) push(humanize(k), v);
  }
  return out;
}

/** A provider's status (or anything else) as the cards show it. Never throws. */
export function toSyncView(raw: unknown): SyncView {
  const rec = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  let percent: number | undefined;
  const p = typeof rec.progress === 'string' ? Number(rec.progress) : rec.progress;
  if (typeof p === 'number' && Number.isFinite(p)) {
    // A fraction 0..1; values above 1 are read as percents.
    percent = Math.min(100, Math.max(0, p > 1 ? p : p * 100));
  }
  const state = toSyncState(rec.state ?? rec.status);
  if (state === 'completed' && percent === undefined) percent = 100;
  return {
    state,
    percent,
    startedAt: date(rec.startedAt),
    finishedAt: date(rec.finishedAt ?? rec.completedAt),
    counts: counts(rec.counts),
    lastError: text(rec.lastError ?? rec.error),
    message: text(rec.message),
  };
}

/** Elapsed time in short words: "42 s", "3 min 5 s", "1 h 2 min". */
export function formatElapsed(ms: number, t: Translate = english): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return t('sync.elapsedHours', {h, m});
  if (m > 0) return t('sync.elapsedMinutes', {m, s});
  return t('sync.elapsedSeconds', {s});
}

/** A date and time in the locale (the viewer's when unset). */
export function formatTime(value: Date | undefined, locale?: string): string {
  if (!value) return '';
  try {
    return new Intl.DateTimeFormat(locale || undefined, {
      dateStyle: 'medium',
      timeStyle: 'medium',
    }).format(value);
  } catch {
    return value.toISOString();
  }
}

/** What the controller needs from its element on each update. */
export interface SyncTarget {
  provider: SyncStatusProvider | undefined;
  appId: string;
  connectorId: string;
}

/**
 * Keeps one subscription to the sync status of the element's connector: subscribes on connect,
 * resubscribes when the provider or connector changes, unsubscribes on disconnect. While a sync
 * runs it also asks for an update every second, so elapsed time moves.
 */
export class SyncStatusController implements ReactiveController {
  /** The last status heard, or undefined before the first one. */
  view?: SyncView;
  #unsubscribe?: Unsubscribe;
  #subscribed?: SyncTarget;
  #clock?: ReturnType<typeof setInterval>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly target: () => SyncTarget,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.#sync();
  }

  hostUpdate(): void {
    this.#sync();
  }

  hostDisconnected(): void {
    this.#stop();
  }

  #sync(): void {
    const next = this.target();
    const prev = this.#subscribed;
    if (
      prev &&
      prev.provider === next.provider &&
      prev.appId === next.appId &&
      prev.connectorId === next.connectorId
    ) {
      return;
    }
    this.#stop();
    this.#subscribed = next;
    if (!next.provider || !next.appId || !next.connectorId) return;
    try {
      this.#unsubscribe = next.provider.subscribe(
        {appId: next.appId, connectorId: next.connectorId},
        (status) => {
          if (this.#subscribed !== next) return;
          this.view = toSyncView(status);
          this.#tick();
          this.host.requestUpdate();
        },
      );
    } catch (error) {
      this.view = {...toSyncView({}), lastError: error instanceof Error ? error.message : ''};
    }
  }

  #tick(): void {
    const running = this.view?.state === 'running' || this.view?.state === 'queued';
    if (running && this.#clock === undefined) {
      this.#clock = setInterval(() => this.host.requestUpdate(), 1000);
    } else if (!running && this.#clock !== undefined) {
      clearInterval(this.#clock);
      this.#clock = undefined;
    }
  }

  #stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#subscribed = undefined;
    this.view = undefined;
    if (this.#clock !== undefined) clearInterval(this.#clock);
    this.#clock = undefined;
  }
}
