import {expect, waitUntil} from '@open-wc/testing';
import {nextSlice, taskBuildDeadline} from '../../src/controllers/next-slice.js';

describe('surface/next-slice', () => {
  it('runs the slices of every caller later, in the order they were asked for', async () => {
    const ran: string[] = [];
    nextSlice(() => {
      ran.push('a');
      nextSlice(() => ran.push('a again'));
    });
    nextSlice(() => ran.push('b'));
    nextSlice(() => ran.push('c'));
    expect(ran).to.deep.equal([]);
    await waitUntil(() => ran.length === 4, 'the slices did not run');
    expect(ran).to.deep.equal(['a', 'b', 'c', 'a again']);
  });

  it('goes on with the next slices when one throws', async () => {
    const ran: string[] = [];
    // The error reaches the page (as an error or a rejection), not the slices after it.
    const onerror = window.onerror;
    const quiet = (event: Event) => event.preventDefault();
    window.onerror = () => true;
    window.addEventListener('unhandledrejection', quiet);
    try {
      nextSlice(() => {
        throw new Error('a slice failed');
      });
      nextSlice(() => ran.push('after'));
      await waitUntil(() => ran.length === 1, 'the next slice did not run');
    } finally {
      window.onerror = onerror;
      window.removeEventListener('unhandledrejection', quiet);
    }
  });

  it('gives every caller in a task the same building deadline, and a new one in the next task', async () => {
    const first = taskBuildDeadline(8);
    expect(taskBuildDeadline(8)).to.equal(first);
    expect(first).to.be.at.most(performance.now() + 8);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(taskBuildDeadline(8)).to.be.greaterThan(first);
  });
});
