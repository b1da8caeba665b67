import {expect} from '@open-wc/testing';
import {toBoolean, toIdList, toNumber, toNumberOrUndefined, toText} from '../../src/model/index.js';

describe('model/coerce (a2ui-semantics §1)', () => {
  it('toText', () => {
    expect(toText('a')).to.equal('a');
    expect(toText(3)).to.equal('3');
    expect(toText(0.1 + 0.2)).to.equal('0.30000000000000004');
    expect(toText(true)).to.equal('true');
    expect(toText(null)).to.equal('');
    expect(toText(undefined)).to.equal('');
    expect(toText([1, null, 3])).to.equal('[1,null,3]');
    expect(toText({a: 1})).to.equal('{"a":1}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(toText(cyclic)).to.equal('');
    expect(toText(() => 1)).to.equal('');
  });

  it('toBoolean', () => {
    expect(toBoolean(true)).to.equal(true);
    expect(toBoolean('true')).to.equal(true);
    expect(toBoolean('TRUE')).to.equal(true);
    expect(toBoolean('false')).to.equal(false);
    expect(toBoolean('yes')).to.equal(false);
    expect(toBoolean('')).to.equal(false);
    expect(toBoolean(0)).to.equal(false);
    expect(toBoolean(NaN)).to.equal(false);
    expect(toBoolean(-2)).to.equal(true);
    expect(toBoolean(null)).to.equal(false);
    expect(toBoolean(undefined)).to.equal(false);
    expect(toBoolean({})).to.equal(true);
    expect(toBoolean([])).to.equal(true);
  });

  it('toNumber', () => {
    expect(toNumber(2.5)).to.equal(2.5);
    expect(toNumber(' 2.5 ')).to.equal(2.5);
    expect(toNumber('abc')).to.equal(0);
    expect(toNumber('')).to.equal(0);
    expect(toNumber(null)).to.equal(0);
    expect(toNumber(undefined)).to.equal(0);
    expect(toNumber(Infinity)).to.equal(0);
    expect(toNumber(true)).to.equal(1);
    expect(toNumber([1])).to.equal(0);
    expect(toNumberOrUndefined('x')).to.equal(undefined);
    expect(toNumberOrUndefined('')).to.equal(undefined);
    expect(toNumberOrUndefined('-3')).to.equal(-3);
  });
});

// One coercion table for the functions, the binding and the elements (they used to disagree).
describe('coercion shared by the elements', () => {
  it('reads an object as true in an element too (a check box is checked)', async () => {
    await import('../../src/components/basic/check-box.js');
    const box = document.createElement('svc-check-box') as HTMLElement & {
      checked: unknown;
      updateComplete: Promise<unknown>;
    };
    box.checked = {};
    document.body.append(box);
    await box.updateComplete;
    const input = box.shadowRoot!.querySelector('input')!;
    expect(input.checked).to.equal(toBoolean({}));
    box.remove();
  });

  it('keeps only string and number ids when a model value becomes a selection', () => {
    expect(toIdList(['a', 2, {id: 'x'}, true, null, Infinity])).to.deep.equal(['a', '2']);
    expect(toIdList('["a","b"]')).to.deep.equal(['a', 'b']);
    expect(toIdList(' [bad')).to.deep.equal([' [bad']);
    expect(toIdList(true)).to.deep.equal([]);
    expect(toIdList('')).to.deep.equal([]);
  });
});
