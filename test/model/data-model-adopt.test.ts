import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {DataModel, toJson} from '../../src/model/index.js';

/** A write: a path of up to four segments (indexes and keys) and a value, or a delete. */
const segment = fc.oneof(fc.constantFrom('a', 'b', 'items', '0', '1', '2'), fc.nat(3).map(String));
const write = fc.record({
  path: fc.array(segment, {minLength: 0, maxLength: 4}).map((s) => `/${s.join('/')}`),
  value: fc.oneof(fc.constant(undefined), fc.jsonValue({maxDepth: 2})),
});
const initial = fc
  .dictionary(fc.constantFrom('a', 'b', 'items'), fc.jsonValue({maxDepth: 3}))
  .map((value) => toJson(value) as Record<string, unknown>);

describe('model/DataModel adopting its initial data', () => {
  it('never changes the object it adopted, and reads and notifies like a copying model', () => {
    const data = {user: {name: 'Ada', tags: ['a', 'b']}, other: {n: 1}};
    const adopting = new DataModel(data, {adopt: true});
    const heard: string[] = [];
    adopting.subscribe('/user/name', (path) => heard.push(path));
    expect(adopting.get('/user')).to.equal(data.user);
    expect(adopting.set('/user/name', 'Grace')).to.equal(undefined);
    expect(adopting.set('/user/tags/2', 'c')).to.equal(undefined);
    expect(adopting.set('/other/n', 2)).to.equal(undefined);
    expect(data).to.deep.equal({user: {name: 'Ada', tags: ['a', 'b']}, other: {n: 1}});
    expect(adopting.snapshot()).to.deep.equal({
      user: {name: 'Grace', tags: ['a', 'b', 'c']},
      other: {n: 2},
    });
    expect(heard).to.deep.equal(['/user/name']);
    expect(adopting.version).to.equal(3);
  });

  it('writes in place once a container is its own', () => {
    const data = {list: [{v: 1}]};
    const model = new DataModel(data, {adopt: true});
    model.set('/list/0/v', 2);
    const own = model.get('/list');
    model.set('/list/0/v', 3);
    expect(model.get('/list')).to.equal(own);
    expect(data.list[0]!.v).to.equal(1);
  });

  it('after any writes, holds what a copying model holds, the adopted data unchanged (property)', () => {
    fc.assert(
      fc.property(initial, fc.array(write, {maxLength: 12}), (start, writes) => {
        const before = structuredClone(start);
        const adopting = new DataModel(start, {adopt: true});
        const copying = new DataModel(start);
        for (const {path, value} of writes) {
          expect(adopting.set(path, value)).to.equal(copying.set(path, value));
        }
        expect(adopting.snapshot()).to.deep.equal(copying.snapshot());
        expect(adopting.version).to.equal(copying.version);
        expect(start).to.deep.equal(before);
      }),
      {numRuns: 400},
    );
  });
});
