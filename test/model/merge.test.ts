import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {DataModel, mergeData, sameJson, toJson} from '../../src/model/index.js';

/** Applies a merge to a copy of `local` the way the surface does, through the data model. */
function merged(base: object, local: object, server: object) {
  const model = new DataModel(local);
  const result = mergeData(base, local, server);
  for (const patch of result.patches) model.set(patch.path, patch.value);
  return {data: model.snapshot(), conflicts: result.conflicts};
}

describe('model/mergeData (three-way)', () => {
  it('takes what only the server changed', () => {
    const {data, conflicts} = merged({a: 1, b: 2}, {a: 1, b: 2}, {a: 1, b: 3});
    expect(data).to.deep.equal({a: 1, b: 3});
    expect(conflicts).to.deep.equal([]);
  });

  it('keeps what only the person changed', () => {
    const {data, conflicts} = merged(
      {user: {name: 'Ada'}, status: 'new'},
      {user: {name: 'Grace'}, status: 'new'},
      {user: {name: 'Ada'}, status: 'running'},
    );
    expect(data).to.deep.equal({user: {name: 'Grace'}, status: 'running'});
    expect(conflicts).to.deep.equal([]);
  });

  it('takes the server value on a path both changed, and reports the conflict', () => {
    const {data, conflicts} = merged({n: 'Ada'}, {n: 'Grace'}, {n: 'Linus'});
    expect(data).to.deep.equal({n: 'Linus'});
    expect(conflicts).to.deep.equal([{path: '/n', local: 'Grace', server: 'Linus'}]);
  });

  it('is no conflict when both made the same change', () => {
    expect(merged({n: 'Ada'}, {n: 'Grace'}, {n: 'Grace'}).conflicts).to.deep.equal([]);
  });

  it('handles added and removed keys on both sides, escaped in paths', () => {
    const {data} = merged(
      {'a/b': 1, gone: true, keep: 1},
      {'a/b': 1, gone: true, keep: 1, typed: 'x'},
      {'a/b': 2, keep: 1, added: [1, 2]},
    );
    expect(data).to.deep.equal({'a/b': 2, keep: 1, typed: 'x', added: [1, 2]});
    expect(mergeData({'a/b': 1}, {'a/b': 1}, {'a/b': 2}).patches[0].path).to.equal('/a~1b');
  });

  it('compares arrays whole', () => {
    const {data, conflicts} = merged({l: [1, 2]}, {l: [1, 2, 3]}, {l: [0, 1, 2]});
    expect(data).to.deep.equal({l: [0, 1, 2]});
    expect(conflicts).to.have.length(1);
  });

  it('same version again changes nothing', () => {
    fc.assert(
      fc.property(fc.object(), fc.object(), (base, local) => {
        expect(mergeData(base, local, base)).to.deep.equal({patches: [], conflicts: []});
      }),
    );
  });

  it('with no local edits, the result is the server data', () => {
    fc.assert(
      fc.property(fc.object(), fc.object(), (base, server) => {
        // What the data model can hold: keys that could reach a prototype are dropped.
        const json = (v: unknown) => toJson(v) as object;
        const {data} = merged(json(base), json(base), json(server));
        expect(sameJson(data, json(server))).to.equal(true);
      }),
    );
  });

  it('keeps every local edit the server did not touch', () => {
    fc.assert(
      fc.property(
        // A key "" has no path of its own (`/` is the whole model): such objects merge whole.
        fc.dictionary(fc.string({minLength: 1}), fc.jsonValue()),
        fc.dictionary(fc.string({minLength: 1}), fc.jsonValue()),
        (edits, serverEdits) => {
          const json = (v: unknown) => toJson(v) as Record<string, unknown>;
          const base = {};
          const local = json(edits);
          const server = json(serverEdits);
          const {data} = merged(base, local, server) as {data: Record<string, unknown>};
          for (const key of Object.keys(local)) {
            const expected = Object.hasOwn(server, key) ? server[key] : local[key];
            expect(sameJson(data[key], expected), key).to.equal(true);
          }
        },
      ),
    );
  });
});
