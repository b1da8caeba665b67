import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {arrange, longestIncreasing} from '../../src/surface/dom-order.js';

/** The length of a longest strictly increasing run of the non-negative values, the slow way. */
function lisLength(values: readonly number[]): number {
  const best = values.map(() => 0);
  let longest = 0;
  values.forEach((value, i) => {
    if (value < 0) return;
    best[i] = 1;
    for (let j = 0; j < i; j++)
      if (values[j] >= 0 && values[j] < value) best[i] = Math.max(best[i], best[j] + 1);
    longest = Math.max(longest, best[i]);
  });
  return longest;
}

function parentWith(count: number): {parent: HTMLElement; children: HTMLElement[]} {
  const parent = document.createElement('div');
  const children = Array.from({length: count}, (_, i) => {
    const child = document.createElement('span');
    child.id = `c${i}`;
    return child;
  });
  parent.append(...children);
  document.body.append(parent);
  return {parent, children};
}

/** Elements inserted or moved into `parent` while `run` runs. */
function insertions(parent: Element, run: () => void): number {
  const observer = new MutationObserver(() => {});
  observer.observe(parent, {childList: true});
  run();
  const records = observer.takeRecords();
  observer.disconnect();
  return records.reduce((n, record) => n + record.addedNodes.length, 0);
}

describe('surface/dom-order', () => {
  describe('longestIncreasing', () => {
    it('finds a longest strictly increasing run, ignoring negatives', () => {
      expect([...longestIncreasing([3, 0, 1, -1, 4])].sort()).to.deep.equal([1, 2, 4]);
      expect(longestIncreasing([]).size).to.equal(0);
      expect(longestIncreasing([-1, -1]).size).to.equal(0);
      expect(longestIncreasing([5, 5, 5]).size).to.equal(1);
    });

    it('property: the indexes increase, their values strictly increase, and none is longer', () => {
      fc.assert(
        fc.property(fc.array(fc.integer({min: -3, max: 40}), {maxLength: 60}), (values) => {
          const picked = [...longestIncreasing(values)].sort((a, b) => a - b);
          for (const i of picked) expect(values[i]).to.be.at.least(0);
          for (let k = 1; k < picked.length; k++)
            expect(values[picked[k]]).to.be.above(values[picked[k - 1]]);
          expect(picked.length).to.equal(lisLength(values));
        }),
      );
    });
  });

  describe('arrange', () => {
    it('leaves children already in order untouched', () => {
      const {parent, children} = parentWith(5);
      expect(insertions(parent, () => arrange(parent, children))).to.equal(0);
      parent.remove();
    });

    it('reorders, removes what is no longer wanted and adds what is new', () => {
      const {parent, children} = parentWith(4);
      const added = document.createElement('b');
      arrange(parent, [children[3], added, children[1]]);
      expect([...parent.children]).to.deep.equal([children[3], added, children[1]]);
      expect(children[0].isConnected).to.equal(false);
      parent.remove();
    });

    it('keeps focus in a child it moves', () => {
      const {parent, children} = parentWith(3);
      const input = document.createElement('input');
      children[0].append(input);
      input.focus();
      arrange(parent, [children[1], children[2], children[0]]);
      expect(parent.lastElementChild).to.equal(children[0]);
      // moveBefore moves without taking the element out of the page (Chromium has it).
      if ('moveBefore' in parent) expect(document.activeElement).to.equal(input);
      parent.remove();
    });

    it('property: ends with exactly the wanted children, moving only those out of the longest run in order', () => {
      const scenario = fc.integer({min: 0, max: 12}).chain((count) =>
        fc.record({
          count: fc.constant(count),
          kept: fc.shuffledSubarray(
            Array.from({length: count}, (_, i) => i),
            {minLength: 0, maxLength: count},
          ),
          fresh: fc.integer({min: 0, max: 3}),
          at: fc.array(fc.nat(), {maxLength: 3}),
        }),
      );
      fc.assert(
        fc.property(scenario, ({count, kept, fresh, at}) => {
          const {parent, children} = parentWith(count);
          const wanted: Element[] = kept.map((i) => children[i]);
          for (let i = 0; i < fresh; i++)
            wanted.splice((at[i] ?? 0) % (wanted.length + 1), 0, document.createElement('i'));
          // Positions among the children that remain once the unwanted ones are gone.
          const remaining = children.filter((child) => wanted.includes(child));
          const positions = wanted.map((element) => remaining.indexOf(element as HTMLElement));
          const expected = wanted.length - lisLength(positions);
          const moved = insertions(parent, () => arrange(parent, wanted));
          expect([...parent.children]).to.deep.equal(wanted);
          expect(moved).to.equal(expected);
          parent.remove();
        }),
      );
    });
  });
});
