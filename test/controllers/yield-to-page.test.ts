import {expect} from '@open-wc/testing';
import {laterTask} from '../../src/controllers/yield-to-page.js';

/** Waits `ms` with nothing to do: the page is idle and draws its frames. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Longer than the widest window of work between two ordinary tasks (45 ms). */
const LONGER_THAN_A_WINDOW = 60;

describe('laterTask', () => {
  let yields = 0;

  beforeEach(() => {
    yields = 0;
    // Counts the continuations that skip the page's rendering (`scheduler.yield()`).
    Object.defineProperty(globalThis, 'scheduler', {
      configurable: true,
      value: {
        yield: () => {
          yields++;
          return Promise.resolve();
        },
      },
    });
  });

  afterEach(() => {
    delete (globalThis as {scheduler?: unknown}).scheduler;
  });

  it('continues work that starts after a pause without an ordinary task (no frame in between)', async () => {
    await pause(LONGER_THAN_A_WINDOW);
    const began = performance.now();
    await new Promise<void>((resolve) => laterTask(resolve, began));
    expect(yields).to.equal(1);
  });

  it('gives the page an ordinary task once a window of work is done', async () => {
    await pause(LONGER_THAN_A_WINDOW);
    const began = performance.now();
    // A whole window's work in this one task, counted from when it began.
    while (performance.now() - began < LONGER_THAN_A_WINDOW);
    await new Promise<void>((resolve) => laterTask(resolve, began));
    expect(yields).to.equal(0);
  });

  it('makes the window after a pause about a frame long, so a large build soon shows its start', async () => {
    await pause(LONGER_THAN_A_WINDOW);
    const began = performance.now();
    // Longer than a frame, shorter than the widest window.
    while (performance.now() - began < 25);
    await new Promise<void>((resolve) => laterTask(resolve, began));
    expect(yields).to.equal(0);
  });

  it('keeps counting the window across the turns that follow', async () => {
    await pause(LONGER_THAN_A_WINDOW);
    const began = performance.now();
    await new Promise<void>((resolve) => laterTask(resolve, began));
    expect(yields).to.equal(1);
    // The next turn works on: once the window (counted from `began`) is over, an ordinary task.
    const turnBegan = performance.now();
    while (performance.now() - began < LONGER_THAN_A_WINDOW);
    await new Promise<void>((resolve) => laterTask(resolve, turnBegan));
    expect(yields).to.equal(1);
  });
});
