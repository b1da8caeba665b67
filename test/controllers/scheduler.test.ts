import {expect, waitUntil} from '@open-wc/testing';
import fc from 'fast-check';
import {
  once,
  Scheduler,
  scheduler as pageScheduler,
  TASK_BUDGET_MS,
  type Budget,
  type Priority,
  type SchedulerHost,
  type Work,
} from '../../src/controllers/scheduler.js';
import {withPageErrors} from './page-errors.js';

/**
 * A page of our own: a clock that moves only when a job says it worked, and a queue of tasks
 * that the test runs. Each posted turn and each end-of-task mark is a task.
 */
function fakePage(budgetMs = 8) {
  let clock = 0;
  const tasks: Array<() => void> = [];
  const reported: unknown[] = [];
  let turns = 0;
  const host: SchedulerHost = {
    now: () => clock,
    later: (turn) =>
      tasks.push(() => {
        turns++;
        turn();
      }),
    afterTask: (then) => tasks.push(then),
    report: (error) => reported.push(error),
  };
  return {
    scheduler: new Scheduler(host, budgetMs),
    /** Work that takes `ms`. */
    work(ms: number) {
      clock += ms;
    },
    /** Runs the tasks posted so far, and those they post, to the end. */
    runTasks() {
      for (let n = 0; tasks.length; n++) {
        if (n > 100_000) throw new Error('the tasks never end');
        tasks.shift()!();
      }
    },
    /** The next task only. */
    runTask() {
      tasks.shift()?.();
    },
    get turns() {
      return turns;
    },
    reported,
  };
}

/** A job of `steps` steps of `ms` each, logging `name` at each step; yields after every step. */
function* steps(
  log: string[],
  name: string,
  count: number,
  ms: number,
  page: {work(ms: number): void},
): Work<string> {
  for (let i = 1; i <= count; i++) {
    page.work(ms);
    log.push(count > 1 ? `${name}${i}` : name);
    yield;
  }
  return name;
}

describe('controllers/scheduler', () => {
  describe('order', () => {
    it('runs jobs later, in the order they were asked for; a job whose slice ends goes to the back', () => {
      const page = fakePage();
      const log: string[] = [];
      page.scheduler.run(steps(log, 'a', 2, 8, page));
      page.scheduler.run(steps(log, 'b', 1, 1, page));
      page.scheduler.run(steps(log, 'c', 1, 1, page));
      expect(log).to.deep.equal([]);
      page.runTasks();
      expect(log).to.deep.equal(['a1', 'b', 'c', 'a2']);
    });

    it('runs a job asked for by another job after those already waiting', () => {
      const page = fakePage();
      const log: string[] = [];
      page.scheduler.run(
        once(() => {
          log.push('a');
          page.scheduler.run(steps(log, 'a again', 1, 0, page));
        }),
      );
      page.scheduler.run(steps(log, 'b', 1, 0, page));
      page.scheduler.run(steps(log, 'c', 1, 0, page));
      page.runTasks();
      expect(log).to.deep.equal(['a', 'b', 'c', 'a again']);
    });

    it('runs user-blocking work first and background work only when nothing else waits', () => {
      const page = fakePage();
      const log: string[] = [];
      page.scheduler.run(steps(log, 'bg', 2, 5, page), {priority: 'background'});
      page.scheduler.run(steps(log, 'visible', 3, 5, page));
      page.scheduler.run(steps(log, 'click', 2, 5, page), {priority: 'user-blocking'});
      page.runTasks();
      expect(log).to.deep.equal([
        'click1',
        'click2',
        'visible1',
        'visible2',
        'visible3',
        'bg1',
        'bg2',
      ]);
    });

    it('property: every job completes; a higher priority queued with a lower one finishes first', () => {
      const job = fc.record({
        priority: fc.constantFrom<Priority>('user-blocking', 'user-visible', 'background'),
        steps: fc.integer({min: 1, max: 6}),
        ms: fc.integer({min: 0, max: 12}),
      });
      fc.assert(
        fc.property(fc.array(job, {minLength: 1, maxLength: 12}), (jobs) => {
          const page = fakePage();
          const log: string[] = [];
          const done: string[] = [];
          jobs.forEach((spec, i) => {
            const name = `${spec.priority}:${i}:`;
            const work = steps(log, name, spec.steps, spec.ms, page);
            void page.scheduler
              .run(work, {priority: spec.priority})
              .result.then((value) => done.push(value));
          });
          page.runTasks();
          const rank = (entry: string) =>
            ['user-blocking', 'user-visible', 'background'].indexOf(entry.split(':')[0]);
          // Every step ran, and no step of a lower priority came before one of a higher.
          expect(log.length).to.equal(jobs.reduce((n, spec) => n + spec.steps, 0));
          for (let i = 1; i < log.length; i++)
            expect(rank(log[i]), log.join(' ')).to.be.at.least(rank(log[i - 1]));
          return true;
        }),
      );
    });
  });

  describe('budget', () => {
    it('gives every caller in a task the same budget, and a new one in the next task', () => {
      const page = fakePage(8);
      const {budget} = page.scheduler;
      expect(budget.used()).to.equal(false);
      page.work(5);
      expect(budget.used()).to.equal(false);
      page.work(3);
      expect(budget.used()).to.equal(true);
      page.runTasks();
      expect(budget.used()).to.equal(false);
    });

    it('shares a task between jobs started in it (`now`): the later ones do only their first step', () => {
      const page = fakePage(8);
      const log: string[] = [];
      page.scheduler.run(steps(log, 'a', 3, 3, page), {now: true});
      expect(log).to.deep.equal(['a1', 'a2', 'a3']);
      page.scheduler.run(steps(log, 'b', 3, 3, page), {now: true});
      expect(log).to.deep.equal(['a1', 'a2', 'a3', 'b1']);
      page.runTasks();
      expect(log).to.deep.equal(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
    });

    it('runs short jobs together in one turn, until the budget is used', () => {
      const page = fakePage(8);
      const log: string[] = [];
      for (const name of ['a', 'b', 'c', 'd', 'e'])
        page.scheduler.run(steps(log, name, 1, 3, page));
      page.runTask();
      // 0 + 3 + 3 = 6 ms: a third job starts, and ends the turn at 9 ms.
      expect(log).to.deep.equal(['a', 'b', 'c']);
      page.runTasks();
      expect(log).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
    });

    it('keeps a turn within the budget plus the step under way', () => {
      fc.assert(
        fc.property(
          fc.array(fc.array(fc.integer({min: 0, max: 10}), {minLength: 1, maxLength: 8}), {
            minLength: 1,
            maxLength: 8,
          }),
          (jobs) => {
            const page = fakePage(8);
            let turnStart = 0;
            let now = 0;
            let longest = 0;
            let turns = -1;
            const maxStep = Math.max(...jobs.flat());
            for (const costs of jobs)
              page.scheduler.run(
                (function* () {
                  for (const ms of costs) {
                    if (page.turns !== turns) {
                      turns = page.turns;
                      turnStart = now;
                    }
                    page.work(ms);
                    now += ms;
                    longest = Math.max(longest, now - turnStart);
                    yield;
                  }
                })(),
              );
            page.runTasks();
            expect(longest).to.be.at.most(8 + maxStep);
            return true;
          },
        ),
      );
    });

    it('`useUp` ends the slice: a step that filled the task, and nothing more in it', () => {
      const page = fakePage(8);
      const log: string[] = [];
      page.scheduler.run(
        (function* (budget: Budget) {
          log.push('read 1');
          budget.useUp();
          yield;
          log.push('read 2');
        })(page.scheduler.budget),
        {now: true},
      );
      page.scheduler.run(steps(log, 'build', 2, 0, page), {now: true});
      expect(log).to.deep.equal(['read 1', 'build1']);
      page.runTasks();
      expect(log).to.deep.equal(['read 1', 'build1', 'read 2', 'build2']);
    });
  });

  describe('waiting for a promise', () => {
    it('ends the turn, resumes after the promise, and throws its rejection at the yield', async () => {
      const page = fakePage();
      const log: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      page.scheduler.run(
        (function* () {
          log.push('draw');
          yield gate;
          log.push('drawn');
          try {
            yield Promise.reject(new Error('no module'));
          } catch (error) {
            log.push((error as Error).message);
          }
        })(),
      );
      page.scheduler.run(steps(log, 'next', 1, 0, page));
      page.runTask();
      expect(log).to.deep.equal(['draw']);
      page.runTasks();
      expect(log).to.deep.equal(['draw', 'next']);
      release();
      await gate;
      page.runTasks();
      await Promise.resolve();
      page.runTasks();
      expect(log).to.deep.equal(['draw', 'next', 'drawn', 'no module']);
    });
  });

  describe('abort', () => {
    it('takes a queued job off the queue and rejects its result with an AbortError', async () => {
      const page = fakePage();
      const log: string[] = [];
      const job = page.scheduler.run(
        (function* () {
          try {
            log.push('start');
            yield;
            log.push('never');
          } finally {
            log.push('closed');
          }
        })(),
      );
      page.scheduler.run(steps(log, 'other', 1, 0, page));
      const result = job.result.then(
        () => 'resolved',
        (error: unknown) => (error as Error).name,
      );
      job.abort();
      page.runTasks();
      expect(job.pending).to.equal(false);
      expect(await result).to.equal('AbortError');
      // Never started: nothing to close.
      expect(log).to.deep.equal(['other']);
      expect(page.reported).to.deep.equal([]);
    });

    it('stops a job paused mid-way (by its AbortSignal) with its finally blocks', async () => {
      const page = fakePage();
      const log: string[] = [];
      const controller = new AbortController();
      const job = page.scheduler.run(
        (function* () {
          try {
            log.push('step 1');
            page.work(10);
            yield;
            log.push('step 2');
          } finally {
            log.push('closed');
          }
        })(),
        {now: true, signal: controller.signal},
      );
      controller.abort('replaced');
      page.runTasks();
      expect(log).to.deep.equal(['step 1', 'closed']);
      expect(await job.result.catch((reason: unknown) => reason)).to.equal('replaced');
    });

    it('stops a job aborted by its own step at its next yield', () => {
      const page = fakePage();
      const log: string[] = [];
      const holder: {job?: {abort(): void}} = {};
      holder.job = page.scheduler.run(
        (function* () {
          try {
            log.push('step 1');
            holder.job!.abort();
            log.push('step 1 ends');
            yield;
            log.push('never');
          } finally {
            log.push('closed');
          }
        })(),
      );
      page.runTasks();
      expect(log).to.deep.equal(['step 1', 'step 1 ends', 'closed']);
    });

    it('does not start a job whose signal is already aborted', () => {
      const page = fakePage();
      const log: string[] = [];
      const job = page.scheduler.run(steps(log, 'a', 1, 0, page), {
        now: true,
        signal: AbortSignal.abort(),
      });
      page.runTasks();
      expect(log).to.deep.equal([]);
      expect(job.pending).to.equal(false);
    });
  });

  describe('errors', () => {
    it('one failing job never stops the queue; its error is reported when nobody awaits it', () => {
      const page = fakePage();
      const log: string[] = [];
      const failure = new Error('a job failed');
      page.scheduler.run(
        (function* () {
          log.push('before');
          yield;
          throw failure;
        })(),
      );
      page.scheduler.run(steps(log, 'after', 2, 8, page));
      page.runTasks();
      expect(log).to.deep.equal(['before', 'after1', 'after2']);
      expect(page.reported).to.deep.equal([failure]);
    });

    it('rejects `result` instead when it is awaited', async () => {
      const page = fakePage();
      const job = page.scheduler.run(
        once(() => {
          throw new Error('bad input');
        }),
        {now: true},
      );
      expect(await job.result.catch((error: Error) => error.message)).to.equal('bad input');
      expect(job.pending).to.equal(false);
      // Reported: nobody had asked for the result when it failed.
      expect(page.reported).to.have.length(1);
      const later = page.scheduler.run(
        (function* () {
          yield;
          throw new Error('awaited');
        })(),
      );
      const message = later.result.catch((error: Error) => error.message);
      page.runTasks();
      expect(await message).to.equal('awaited');
      expect(page.reported).to.have.length(1);
    });
  });

  describe('the page scheduler', () => {
    it('runs jobs in later tasks, in the order asked for', async () => {
      const ran: string[] = [];
      pageScheduler.run(
        once(() => {
          ran.push('a');
          pageScheduler.run(once(() => ran.push('a again')));
        }),
      );
      pageScheduler.run(once(() => ran.push('b')));
      expect(ran).to.deep.equal([]);
      await waitUntil(() => ran.length === 3, 'the jobs did not run');
      expect(ran).to.deep.equal(['a', 'b', 'a again']);
    });

    it('goes on with the next job when one throws; the error reaches the page', () =>
      withPageErrors(async (errors) => {
        const ran: string[] = [];
        pageScheduler.run(
          once(() => {
            throw new Error('a job failed');
          }),
        );
        pageScheduler.run(once(() => ran.push('after')));
        await waitUntil(() => ran.length === 1, 'the next job did not run');
        expect((errors[0] as Error).message).to.equal('a job failed');
      }));

    it('gives everything in a task one budget, and a new one in the next task', async () => {
      const {budget} = pageScheduler;
      budget.useUp();
      expect(budget.used()).to.equal(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(budget.used()).to.equal(false);
      const start = performance.now();
      while (performance.now() - start < TASK_BUDGET_MS);
      expect(budget.used()).to.equal(true);
    });
  });
});
