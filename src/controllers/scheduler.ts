import {laterTask, plainTask} from './yield-to-page.js';

/**
 * One scheduler for the work of the page that must not block it: building surfaces, reading large
 * records, sorting tables, drawing charts and long lists, rendering long markdown. A job is a
 * generator, written as a plain loop that yields where it may pause:
 *
 * ```ts
 * function* sortRows(rows: Row[], budget: Budget): Work<Row[]> {
 *   for (const row of rows) {
 *     place(row);
 *     if (budget.used()) yield;
 *   }
 *   return sorted;
 * }
 * const job = scheduler.run(sortRows(rows, scheduler.budget), {priority: 'user-blocking'});
 * ```
 *
 * A plain `yield` pauses the job when the task's budget is used (a job may also yield at every
 * step and leave the check to the scheduler); a yielded promise pauses it until the promise
 * settles, and a rejection is thrown at the `yield`.
 *
 * Every task has one budget, TASK_BUDGET_MS, shared by everything on the page that runs in it:
 * the jobs the scheduler runs in its turn, and jobs started in the caller's task (`now`: a surface
 * set by the host builds its first screenful at once, a short sort finishes before the table
 * renders). What waits runs from one queue, by priority, then in the order it was asked for; a job
 * whose slice ends goes to the back of its priority, so a hundred surfaces built at once take
 * turns. A turn (one task) runs jobs until the budget is used or a job pauses for a promise: what
 * that job waits for (the render of what it drew, say) runs in this task's microtasks with what
 * is left of the budget. Between turns the page gets its turn (`laterTask`). A job that throws
 * ends alone: the queue goes on, and its error rejects `result` or, when nobody asked for that,
 * is reported to the page.
 */

/** Time per task for sliced work, whoever does it; the elements' own renders follow it. */
export const TASK_BUDGET_MS = 8;

/** How urgent a job is (the names of the browser's Prioritized Task Scheduling API). */
export type Priority = 'user-blocking' | 'user-visible' | 'background';

const PRIORITIES: readonly Priority[] = ['user-blocking', 'user-visible', 'background'];

/** A job's work: yields where it may pause (or a promise to wait for), returns its result. */
export type Work<T> = Generator<PromiseLike<unknown> | void, T, void>;

/** The current task's time for sliced work, shared by everything that runs in it. */
export interface Budget {
  /** True once the task's time is spent: a job yields then. */
  used(): boolean;
  /**
   * Marks the task's time spent: a step that is a task's worth on its own (reading 2,000
   * components) ends the slice, and the others in this task do only what they must.
   */
  useUp(): void;
}

export interface RunOptions {
  /** Default `user-visible`. */
  priority?: Priority;
  /** Aborts the job (see `Job.abort`). */
  signal?: AbortSignal;
  /**
   * Runs the first slice in the call, within the current task's budget (whatever is left of it;
   * at least up to the job's first `yield`). Default: the whole job runs in later turns.
   */
  now?: boolean;
}

/** A job the scheduler runs. */
export interface Job<T> {
  /** True until the work has returned, thrown or been aborted. */
  readonly pending: boolean;
  /** Settles with the work's return value; rejects with its error or the abort's reason. */
  readonly result: Promise<T>;
  /**
   * Stops the job: it leaves the queue and its generator is closed (its `finally` blocks run);
   * `result` rejects with `reason`. A job aborted while it runs stops at its next `yield`.
   * Nothing once it has settled.
   */
  abort(reason?: unknown): void;
}

/** What the scheduler needs of the page; tests give it a clock and a task queue of their own. */
export interface SchedulerHost {
  now(): number;
  /**
   * Calls `turn` in a later task, after the page has had its turn; `taskBegan` is when the
   * current task's sliced work began, if any did.
   */
  later(turn: () => void, taskBegan?: number): void;
  /** Calls `then` once the current task is over. */
  afterTask(then: () => void): void;
  /** Reports an error no one else will see. */
  report(error: unknown): void;
}

type Outcome = {value: unknown} | {error: unknown};

/** A job as the scheduler keeps it (the type of its result is the caller's). */
class ScheduledJob implements Job<unknown> {
  state: 'queued' | 'running' | 'waiting' | 'done' = 'queued';
  outcome?: Outcome;
  /** A rejection to throw at the job's `yield` when it resumes. */
  thrown?: {error: unknown};
  stopListening?: () => void;
  #result?: Promise<unknown>;
  #deliver?: (outcome: Outcome) => void;

  constructor(
    readonly work: Work<unknown>,
    readonly priority: Priority,
    readonly onAbort: (job: ScheduledJob, reason: unknown) => void,
  ) {}

  get pending(): boolean {
    return this.state !== 'done';
  }

  /** Whether anyone asked for `result` (else an error is reported to the page). */
  get observed(): boolean {
    return this.#result !== undefined;
  }

  get result(): Promise<unknown> {
    return (this.#result ??= new Promise((resolve, reject) => {
      this.#deliver = (outcome) =>
        'value' in outcome ? resolve(outcome.value) : reject(outcome.error);
      if (this.outcome) this.#deliver(this.outcome);
    }));
  }

  abort(reason: unknown = new DOMException('The job was aborted.', 'AbortError')): void {
    if (this.state !== 'done') this.onAbort(this, reason);
  }

  settle(outcome: Outcome): void {
    this.state = 'done';
    this.outcome = outcome;
    this.stopListening?.();
    this.#deliver?.(outcome);
  }
}

export class Scheduler {
  /** The current task's budget, for jobs to check and for work outside jobs to share. */
  readonly budget: Budget = {
    used: () => this.#host.now() >= this.#task().end,
    useUp: () => void (this.#task().end = -Infinity),
  };

  readonly #host: SchedulerHost;
  readonly #budgetMs: number;
  readonly #queues = new Map<Priority, ScheduledJob[]>(PRIORITIES.map((p) => [p, []]));
  #current?: {end: number; began: number};
  /** A task is posted that ends the current budget (one at a time). */
  #marked = false;
  #turnPosted = false;

  constructor(host: SchedulerHost = pageHost, budgetMs = TASK_BUDGET_MS) {
    this.#host = host;
    this.#budgetMs = budgetMs;
  }

  /** Runs `work` in slices; see the module comment. */
  run<T>(work: Work<T>, {priority = 'user-visible', signal, now = false}: RunOptions = {}): Job<T> {
    const job = new ScheduledJob(work, priority, (aborted, reason) => this.#abort(aborted, reason));
    if (signal?.aborted) {
      job.abort(signal.reason);
      return job as Job<T>;
    }
    if (signal) {
      const onAbort = () => job.abort(signal.reason);
      signal.addEventListener('abort', onAbort, {once: true});
      job.stopListening = () => signal.removeEventListener('abort', onAbort);
    }
    if (now) this.#slice(job);
    else this.#enqueue(job);
    return job as Job<T>;
  }

  /** The current task's budget, started by the first that asks in it. */
  #task(): {end: number; began: number} {
    return this.#current ?? this.#startTask();
  }

  #startTask(): {end: number; began: number} {
    const began = this.#host.now();
    const task = {end: began + this.#budgetMs, began};
    this.#current = task;
    if (!this.#marked) {
      // Runs in a task of its own, so whatever budget it finds was started in an earlier task.
      this.#marked = true;
      this.#host.afterTask(() => {
        this.#marked = false;
        this.#current = undefined;
      });
    }
    return task;
  }

  readonly #turn = (): void => {
    this.#turnPosted = false;
    this.#startTask();
    for (let job = this.#take(); job; job = this.#take()) {
      // The next turn is asked for before this job runs when others wait (else when it pauses):
      // the time until the next turn then covers this one's work, the renders after it and the
      // frame, which is what the yielding's window adapts to (see yield-to-page.ts).
      if (PRIORITIES.some((priority) => this.#queues.get(priority)!.length)) this.#post();
      if (this.#slice(job) !== 'done' || this.budget.used()) break;
    }
  };

  #take(): ScheduledJob | undefined {
    for (const priority of PRIORITIES) {
      const job = this.#queues.get(priority)!.shift();
      if (job) return job;
    }
    return undefined;
  }

  #enqueue(job: ScheduledJob): void {
    job.state = 'queued';
    this.#queues.get(job.priority)!.push(job);
    this.#post();
  }

  #post(): void {
    if (this.#turnPosted) return;
    this.#turnPosted = true;
    this.#host.later(this.#turn, this.#current?.began);
  }

  /** Runs `job` until the budget is used, it waits for a promise, or it ends. */
  #slice(job: ScheduledJob): 'done' | 'paused' | 'waiting' {
    job.state = 'running';
    // The task's budget counts from here at the latest.
    this.#task();
    try {
      for (;;) {
        const thrown = job.thrown;
        job.thrown = undefined;
        const step = thrown ? job.work.throw(thrown.error) : job.work.next();
        if (!job.pending) {
          // Aborted while it ran: closed now that it can be.
          this.#close(job);
          return 'done';
        }
        if (step.done) {
          job.settle({value: step.value});
          return 'done';
        }
        if (isThenable(step.value)) {
          this.#wait(job, step.value);
          return 'waiting';
        }
        if (this.budget.used()) {
          this.#enqueue(job);
          return 'paused';
        }
      }
    } catch (error) {
      if (job.pending) this.#fail(job, error);
      return 'done';
    }
  }

  #wait(job: ScheduledJob, promise: PromiseLike<unknown>): void {
    job.state = 'waiting';
    const resume = () => {
      if (job.state === 'waiting') this.#enqueue(job);
    };
    promise.then(resume, (error: unknown) => {
      job.thrown = {error};
      resume();
    });
  }

  #abort(job: ScheduledJob, reason: unknown): void {
    const queue = this.#queues.get(job.priority)!;
    const running = job.state === 'running';
    if (job.state === 'queued') queue.splice(queue.indexOf(job), 1);
    job.settle({error: reason});
    if (!running) this.#close(job);
  }

  /** Closes an aborted job's generator, so that its `finally` blocks run. */
  #close(job: ScheduledJob): void {
    try {
      job.work.return(undefined);
    } catch (error) {
      this.#host.report(error);
    }
  }

  #fail(job: ScheduledJob, error: unknown): void {
    const observed = job.observed;
    job.settle({error});
    if (!observed) this.#host.report(error);
  }
}

/** Work of one step that cannot pause: it still takes its turn in the queue and its budget. */
// eslint-disable-next-line require-yield -- one step: nowhere to pause
export function* once<T>(run: () => T): Work<T> {
  return run();
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/** The page: its clock, its tasks, its error reporting. */
export const pageHost: SchedulerHost = {
  now: () => performance.now(),
  later: laterTask,
  afterTask: plainTask,
  report(error) {
    const report = (globalThis as {reportError?: (error: unknown) => void}).reportError;
    if (typeof report === 'function') report(error);
    else
      queueMicrotask(() => {
        throw error;
      });
  },
};

/** The page's scheduler: every surface and element on the page shares its queue and budget. */
export const scheduler = new Scheduler();
