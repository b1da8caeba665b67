import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {scheduler, type Budget, type Job, type Priority, type Work} from './scheduler.js';

/** Where a task stands: `@lit/task`'s states, in words. */
export type SlicedTaskStatus = 'initial' | 'pending' | 'complete' | 'error';

export interface SlicedTaskOptions<A extends readonly unknown[], T> {
  /**
   * The work for `args`: a generator run on the page's scheduler (see scheduler.ts), which yields
   * when `budget.used()`, or yields a promise to wait for.
   */
  task: (args: A, budget: Budget) => Work<T>;
  /**
   * The arguments, read before each host update: the task runs when they differ (item by item)
   * from the last run's; `undefined` aborts a pending run. Without it, the host calls `run`.
   */
  args?: () => A | undefined;
  /** Default `user-visible`. */
  priority?: Priority;
  /**
   * The first slice runs in `run`, within the current task's budget, so that short work is done
   * before the host renders. Default: the task runs in later turns of the scheduler.
   */
  now?: boolean;
  /** Whether a run starting or ending requests a host update (default true). */
  updatesHost?: boolean;
}

/**
 * An element's sliced work, shaped like `@lit/task`'s `Task`: `status`, `value`, `error`, `run`,
 * `abort`, `args`, and a host update when a run starts or ends. The work is a generator on the
 * page's scheduler, sharing its queue and time budget with every other sliced work of the page.
 * Unlike `Task`, a run that ends in its first slice (`now`) is complete at once: the host renders
 * its value in the update that started it, with no pending state in between. A run is aborted when
 * the host leaves the page, and runs again once it is back (the `args` run only while it is in
 * the page). An error the work
 * throws is the task's `error` and is also reported to the page (no sliced work should throw).
 */
export class SlicedTask<A extends readonly unknown[], T> implements ReactiveController {
  status: SlicedTaskStatus = 'initial';
  /** The last completed run's result (kept while a newer run is pending). */
  value?: T;
  /** What the last run threw, when its status is `error`. */
  error?: unknown;

  readonly #host: ReactiveControllerHost;
  readonly #options: SlicedTaskOptions<A, T>;
  #job?: Job<void>;
  /** Counts runs: a run replaced while its slice is under way never settles the task. */
  #runs = 0;
  #args?: A;
  #idle?: {promise: Promise<void>; resolve: () => void};
  #connected = false;
  /** A run was aborted when the host left the page: its next update starts it again. */
  #resume = false;

  constructor(host: ReactiveControllerHost, options: SlicedTaskOptions<A, T>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The arguments of the pending or last run. */
  get args(): A | undefined {
    return this.#args;
  }

  get pending(): boolean {
    return this.status === 'pending';
  }

  /** Settles once no run is pending, whatever the outcome; undefined when none is. */
  get settled(): Promise<void> | undefined {
    if (!this.pending) return undefined;
    if (!this.#idle) {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      this.#idle = {promise, resolve};
    }
    return this.#idle.promise;
  }

  /** Starts a run for `args` (default: the `args` option's), aborting a pending one. */
  run(args: A | undefined = this.#options.args?.()): void {
    this.#job?.abort();
    this.#args = args ?? ([] as unknown as A);
    this.status = 'pending';
    const {priority, now} = this.#options;
    const job = scheduler.run(this.#watch(this.#args, ++this.#runs), {priority, now});
    // A run that ended in its first slice has already settled.
    if (job.pending) {
      this.#job = job;
      this.#requestUpdate();
    }
  }

  /** Stops a pending run: the status goes back to `initial` (an earlier run's value stays). */
  abort(reason?: unknown): void {
    if (!this.pending) return;
    this.#stop(reason);
    this.#settle('initial');
  }

  /** The host's update completion (`super.getUpdateComplete()`), once no run is pending. */
  async complete(update: () => Promise<boolean>): Promise<boolean> {
    let done = await update();
    for (let settled = this.settled; settled; settled = this.settled) {
      await settled;
      done = await update();
    }
    return done;
  }

  hostUpdate(): void {
    if (!this.#options.args || !this.#connected) return;
    const args = this.#options.args();
    if (args === undefined) {
      this.abort();
      this.#args = undefined;
      return;
    }
    const last = this.#args;
    if (last && last.length === args.length && last.every((item, i) => item === args[i])) return;
    this.run(args);
  }

  hostConnected(): void {
    this.#connected = true;
    if (!this.#resume) return;
    this.#resume = false;
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.#connected = false;
    if (!this.pending) return;
    this.#stop();
    this.#settle('initial', false);
    this.#resume = true;
  }

  #stop(reason?: unknown): void {
    this.#job?.abort(reason);
    this.#job = undefined;
    this.#args = undefined;
  }

  *#watch(args: A, run: number): Work<void> {
    let value: T;
    try {
      value = yield* this.#options.task(args, scheduler.budget);
    } catch (error) {
      if (run !== this.#runs) return;
      this.value = undefined;
      this.error = error;
      this.#settle('error');
      // Never expected: the scheduler reports it to the page, as an uncaught error.
      throw error;
    }
    if (run !== this.#runs) return;
    this.value = value;
    this.error = undefined;
    this.#settle('complete');
  }

  #settle(status: SlicedTaskStatus, update = true): void {
    this.#job = undefined;
    this.status = status;
    this.#idle?.resolve();
    this.#idle = undefined;
    if (update) this.#requestUpdate();
  }

  #requestUpdate(): void {
    if (this.#options.updatesHost !== false) this.#host.requestUpdate();
  }
}
