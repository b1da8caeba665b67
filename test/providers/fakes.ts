import type {
  ConnectorRef,
  ResourcePage,
  ResourceProvider,
  ResourceQuery,
  SyncStatus,
  SyncStatusProvider,
} from '../../src/providers/types.js';

/** A sync provider the test drives by hand: `emit` sends a status to every subscriber. */
export class FakeSyncProvider implements SyncStatusProvider {
  readonly subscriptions: Array<{ref: ConnectorRef; listener: (s: SyncStatus) => void}> = [];
  unsubscribed = 0;

  subscribe(ref: ConnectorRef, listener: (s: SyncStatus) => void) {
    const entry = {ref, listener};
    this.subscriptions.push(entry);
    return () => {
      const i = this.subscriptions.indexOf(entry);
      if (i >= 0) {
        this.subscriptions.splice(i, 1);
        this.unsubscribed++;
      }
    };
  }

  emit(status: SyncStatus) {
    for (const s of [...this.subscriptions]) s.listener(status);
  }
}

/** One deferred answer of a fake resource provider. */
interface Pending {
  query: ResourceQuery;
  signal?: AbortSignal;
  resolve: (page: ResourcePage) => void;
  reject: (error: unknown) => void;
}

/** A resource provider whose answers the test gives by hand, in order. */
export class ManualResourceProvider implements ResourceProvider {
  readonly calls: Pending[] = [];

  listResources(query: ResourceQuery, options: {signal?: AbortSignal} = {}) {
    return new Promise<ResourcePage>((resolve, reject) => {
      this.calls.push({query, signal: options.signal, resolve, reject});
    });
  }

  /** The latest call that was not aborted. */
  get last(): Pending {
    const live = this.calls.filter((c) => !c.signal?.aborted);
    return live[live.length - 1];
  }
}

/** Waits until `test` holds, checking after each animation frame (at most ~2 s). */
export async function until(test: () => boolean, what = 'condition'): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (test()) return;
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  }
  throw new Error(`timed out waiting for ${what}`);
}
