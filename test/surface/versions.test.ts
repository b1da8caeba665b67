import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {sameJson as sameJsonWithin} from '../../src/model/same-json.js';

/** Deep JSON equality as text with sorted keys (`-0` as written), the oracle. */
function jsonEqual(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): string =>
    Object.is(value, -0)
      ? '-0'
      : Array.isArray(value)
        ? `[${value.map(canonical).join(',')}]`
        : value !== null && typeof value === 'object'
          ? `{${Object.keys(value)
              .sort()
              .map(
                (key) =>
                  `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`,
              )
              .join(',')}}`
          : JSON.stringify(value);
  return canonical(a) === canonical(b);
}

describe('sameJsonWithin', () => {
  it('agrees with deep JSON equality', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameJsonWithin(a, b)).to.equal(jsonEqual(a, b));
        expect(sameJsonWithin(a, structuredClone(a))).to.equal(true);
      }),
    );
  });

  it('sees a change deep inside a component list', () => {
    const list = [{id: 'a', text: {text: {literal: 'Hi'}}}];
    const changed = [{id: 'a', text: {text: {literal: 'Ho'}}}];
    expect(sameJsonWithin(list, structuredClone(list))).to.equal(true);
    expect(sameJsonWithin(list, changed)).to.equal(false);
    expect(sameJsonWithin({a: 1}, {b: 1})).to.equal(false);
    expect(sameJsonWithin([1], {0: 1})).to.equal(false);
  });

  it('answers "changed" for what is not plain JSON, cycles and inputs past the limit', () => {
    expect(sameJsonWithin(new Date(0), new Date(1))).to.equal(false);
    const a: Record<string, unknown> = {};
    a.self = a;
    const b: Record<string, unknown> = {};
    b.self = b;
    expect(sameJsonWithin(a, b)).to.equal(false);
    const big = Array.from({length: 100}, (_, i) => ({i}));
    expect(sameJsonWithin(big, structuredClone(big), 10)).to.equal(false);
    expect(sameJsonWithin(big, structuredClone(big))).to.equal(true);
  });

  it('compares nesting of any depth without overflowing the stack', () => {
    const nest = (depth: number, bottom: unknown) => {
      let value: unknown = bottom;
      for (let i = 0; i < depth; i++) value = i % 2 ? [value] : {child: value};
      return value;
    };
    expect(sameJsonWithin(nest(20_000, 'x'), nest(20_000, 'x'))).to.equal(true);
    expect(sameJsonWithin(nest(20_000, 'x'), nest(20_000, 'y'))).to.equal(false);
    expect(sameJsonWithin(nest(70, {a: 1, b: [1, 2]}), nest(70, {b: [1, 2], a: 1}))).to.equal(true);
    expect(sameJsonWithin(nest(70, {a: 1}), nest(70, {a: 1, b: 2}))).to.equal(false);
    expect(sameJsonWithin(nest(70, [new Date(0)]), nest(70, [new Date(0)]))).to.equal(false);
  });

  it('tells -0 from 0 and an array from an object with the same keys, at any depth', () => {
    expect(sameJsonWithin({a: [0]}, {a: [-0]})).to.equal(false);
    expect(sameJsonWithin({a: {0: 1, length: 1}}, {a: [1]})).to.equal(false);
    expect(sameJsonWithin({a: [1]}, {a: {0: 1, length: 1}})).to.equal(false);
  });
});
