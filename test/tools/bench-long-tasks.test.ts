import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {distinctDurations} from '../../tools/bench/settle.js';

// The benchmark counts long tasks from two browser APIs that can report the same stretch of time.
describe('bench: distinctDurations', () => {
  it('counts a long task and the frame rendering it overlaps once, as the longer', () => {
    expect(
      distinctDurations([
        [100, 160],
        [110, 175],
      ]),
    ).to.deep.equal([65]);
  });

  it('keeps tasks that do not overlap apart, in the order they began', () => {
    expect(
      distinctDurations([
        [300, 360],
        [100, 180],
        [180, 240],
      ]),
    ).to.deep.equal([80, 60, 60]);
  });

  it('never gives more durations than spans, nor a longest other than the longest span', () => {
    const span = fc
      .tuple(fc.integer({min: 0, max: 2_000}), fc.integer({min: 51, max: 300}))
      .map(([start, length]): [number, number] => [start, start + length]);
    fc.assert(
      fc.property(fc.array(span, {maxLength: 30}), (spans) => {
        const durations = distinctDurations(spans);
        expect(durations.length).to.be.at.most(spans.length);
        const longest = Math.max(0, ...spans.map(([start, end]) => end - start));
        expect(Math.max(0, ...durations)).to.equal(longest);
      }),
    );
  });
});
