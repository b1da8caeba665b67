import type {
  ConnectorRef,
  SyncCount,
  SyncStatus,
  SyncStatusProvider,
  Unsubscribe,
} from '../providers/types.js';

/** Settings of {@link MockSyncStatusProvider}. */
export interface MockSyncOptions {
  /** How long a sync waits in the queue, in ms (default 1000). */
  queuedMs?: number;
  /** How long a sync runs, in ms (default 5000). */
  runMs?: number;
  /** How often subscribers hear about progress while a sync runs, in ms (default 250). */
  tickMs?: number;
  /** The counts at the end of a sync (they grow with the progress). */
  totals?: SyncCount[];
  /** Make syncs fail part way (at 60 %), with this error message. */
  failWith?: string;
  /** Start a sync the first time someone subscribes to a connector (default true). */
  autoStart?: boolean;
  /** The clock, in ms (tests can drive it). */
  now?: () => number;
}

const DEFAULT_TOTALS: SyncCount[] = [
  {label: 'Users', value: 240},
  {label: 'Groups', value: 36},
  {label: 'Resources', value: 1840},
  {label: 'Entitlements', value: 412},
];

interface Run {
  startedAt: number;
  listeners: Set<(status: SyncStatus) => void>;
  timer?: ReturnType<typeof setInterval>;
  failWith?: string;
}

const key = (ref: ConnectorRef) => `${ref.appId}\u0000${ref.connectorId}`;

/**
 * A sync status provider for the demo and tests, with no service behind it: a sync of a
 * connector visibly progresses over a few seconds, queued → running (with progress and growing
 * counts) → completed (or failed, with `failWith`). All subscribers of a connector see the same
 * sync. Timers run only while someone listens and the sync is not over.
 */
export class MockSyncStatusProvider implements SyncStatusProvider {
  readonly #runs = new Map<string, Run>();
  readonly #options: Required<Omit<MockSyncOptions, 'failWith'>> & {failWith?: string};

  constructor(options: MockSyncOptions = {}) {
    this.#options = {
      queuedMs: options.queuedMs ?? 1000,
      runMs: options.runMs ?? 5000,
      tickMs: options.tickMs ?? 250,
      totals: options.totals ?? DEFAULT_TOTALS,
      failWith: options.failWith,
      autoStart: options.autoStart ?? true,
      now: options.now ?? (() => Date.now()),
    };
  }

  /** How many listeners are subscribed, over all connectors. */
  get activeSubscriptions(): number {
    let count = 0;
    for (const run of this.#runs.values()) count += run.listeners.size;
    return count;
  }

  subscribe(ref: ConnectorRef, listener: (status: SyncStatus) => void): Unsubscribe {
    const id = key(ref);
    let run = this.#runs.get(id);
    if (!run) {
      run = {
        startedAt: this.#options.autoStart ? this.#options.now() : Number.NaN,
        listeners: new Set(),
      };
      this.#runs.set(id, run);
    }
    const current = run;
    current.listeners.add(listener);
    queueMicrotask(() => {
      if (current.listeners.has(listener)) listener(this.#statusOf(current));
    });
    this.#schedule(current);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      current.listeners.delete(listener);
      this.#schedule(current);
    };
  }

  /** Starts (or restarts) a sync of the connector, optionally one that fails. */
  start(ref: ConnectorRef, options: {failWith?: string} = {}): void {
    const id = key(ref);
    const run = this.#runs.get(id) ?? {startedAt: 0, listeners: new Set()};
    run.startedAt = this.#options.now();
    run.failWith = options.failWith;
    this.#runs.set(id, run);
    this.#notify(run);
    this.#schedule(run);
  }

  /** The current status of a connector's sync. */
  status(ref: ConnectorRef): SyncStatus {
    const run = this.#runs.get(key(ref));
    return run ? this.#statusOf(run) : {state: 'unknown'};
  }

  /** Stops every timer and forgets every sync. */
  dispose(): void {
    for (const run of this.#runs.values()) {
      if (run.timer !== undefined) clearInterval(run.timer);
      run.listeners.clear();
    }
    this.#runs.clear();
  }

  #statusOf(run: Run): SyncStatus {
    if (Number.isNaN(run.startedAt)) return {state: 'unknown', message: 'No sync has run yet.'};
    const {queuedMs, runMs, totals} = this.#options;
    const failWith = run.failWith ?? this.#options.failWith;
    const elapsed = this.#options.now() - run.startedAt;
    const startedAt = new Date(run.startedAt + queuedMs).toISOString();
    const counts = (fraction: number) =>
      totals.map((t) => ({label: t.label, value: Math.round(t.value * fraction)}));
    if (elapsed < queuedMs) return {state: 'queued', message: 'Waiting for a sync worker.'};
    const fraction = Math.min(1, (elapsed - queuedMs) / Math.max(1, runMs));
    if (failWith && fraction >= 0.6) {
      return {
        state: 'failed',
        progress: 0.6,
        startedAt,
        finishedAt: new Date(run.startedAt + queuedMs + runMs * 0.6).toISOString(),
        counts: counts(0.6),
        lastError: failWith,
      };
    }
    if (fraction >= 1) {
      return {
        state: 'completed',
        progress: 1,
        startedAt,
        finishedAt: new Date(run.startedAt + queuedMs + runMs).toISOString(),
        counts: counts(1),
      };
    }
    const step = totals[Math.min(totals.length - 1, Math.floor(fraction * totals.length))];
    return {
      state: 'running',
      progress: fraction,
      startedAt,
      counts: counts(fraction),
      message: step ? `Syncing ${step.label.toLowerCase()}` : 'Syncing',
    };
  }

  #notify(run: Run) {
    const status = this.#statusOf(run);
    for (const listener of [...run.listeners]) listener(status);
  }

  /** Runs the progress timer exactly while someone listens and the sync is not over. */
  #schedule(run: Run) {
    const state = this.#statusOf(run).state;
    const wanted = run.listeners.size > 0 && (state === 'queued' || state === 'running');
    if (wanted && run.timer === undefined) {
      run.timer = setInterval(() => {
        this.#notify(run);
        this.#schedule(run);
      }, this.#options.tickMs);
    } else if (!wanted && run.timer !== undefined) {
      clearInterval(run.timer);
      run.timer = undefined;
    }
  }
}
