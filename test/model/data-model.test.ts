import fc from 'fast-check';
import {expect} from '@open-wc/testing';
import {DataModel} from '../../src/model/index.js';

describe('model/DataModel reads and writes', () => {
  it('reads with pointers, ~0/~1 included', () => {
    const model = new DataModel({'a/b': {'m~n': 1}, list: [10, 20]});
    expect(model.get('/a~1b/m~0n')).to.equal(1);
    expect(model.get('/list/1')).to.equal(20);
    expect(model.get('/list/2')).to.equal(undefined);
    expect(model.get('/list/x')).to.equal(undefined);
    expect(model.get('/list/01')).to.equal(undefined);
  });

  it('reads "" and "/" as the whole model', () => {
    const model = new DataModel({a: 1});
    expect(model.get('')).to.deep.equal({a: 1});
    expect(model.get('/')).to.deep.equal({a: 1});
    expect(model.get('/a/')).to.equal(1);
  });

  it('reads through primitives and null as undefined', () => {
    const model = new DataModel({s: 'text', n: null});
    expect(model.get('/s/length')).to.equal(undefined);
    expect(model.get('/n/x')).to.equal(undefined);
    expect(model.get('/missing/deep/path')).to.equal(undefined);
  });

  it('reads only own properties', () => {
    const model = new DataModel({a: {}});
    expect(model.get('/a/constructor')).to.equal(undefined);
    expect(model.get('/a/__proto__')).to.equal(undefined);
    expect(model.get('/a/toString')).to.equal(undefined);
  });

  it('reads relative paths in a scope', () => {
    const model = new DataModel({items: [{title: 'one'}, {title: 'two'}]});
    expect(model.get('title', '/items/1')).to.equal('two');
    expect(model.get('./title', '/items/0')).to.equal('one');
  });

  it('upserts, creating objects and arrays on the way', () => {
    const model = new DataModel();
    expect(model.set('/a/b/c', 1)).to.equal(undefined);
    expect(model.set('/list/0/name', 'x')).to.equal(undefined);
    expect(model.set('/grid/0/0', true)).to.equal(undefined);
    expect(model.snapshot()).to.deep.equal({
      a: {b: {c: 1}},
      list: [{name: 'x'}],
      grid: [[true]],
    });
    expect(Array.isArray(model.get('/list'))).to.equal(true);
  });

  it('replaces null on the way by a container', () => {
    const model = new DataModel({a: null});
    expect(model.set('/a/b', 1)).to.equal(undefined);
    expect(model.get('/a/b')).to.equal(1);
  });

  it('refuses to write through a primitive, with an error string', () => {
    const model = new DataModel({s: 'text'});
    const error = model.set('/s/x', 1);
    expect(error).to.be.a('string');
    expect(model.get('/s')).to.equal('text');
  });

  it('refuses a non-numeric segment on an array', () => {
    const model = new DataModel({list: [1]});
    expect(model.set('/list/name', 1)).to.be.a('string');
    expect(model.set('/list/-', 1)).to.be.a('string');
    expect(model.get('/list')).to.deep.equal([1]);
  });

  it('grows a list one item at a time: an index past its end is refused, and nothing is made', () => {
    const model = new DataModel({list: ['a']});
    expect(model.set('/list/1', 'b')).to.equal(undefined);
    expect(model.set('/list/0', 'A')).to.equal(undefined);
    const error = model.set('/list/5', 'f');
    expect(error).to.contain('past the end of the list (2 items)');
    expect(error).to.contain('at index 2');
    // A refused write makes none of the containers its path names.
    expect(model.set('/a7/999999', 1)).to.contain('past the end');
    expect(model.set('/b/c/0/d/3/e', 1)).to.contain('past the end');
    expect(model.snapshot()).to.deep.equal({list: ['A', 'b']});
    // Deleting past the end is no write at all.
    expect(model.remove('/list/9')).to.equal(undefined);
    expect(model.remove('/missing/9/x')).to.equal(undefined);
    expect(model.version).to.equal(2);
  });

  it('is never larger than what was written to it (no list has a gap)', () => {
    const segment = fc.oneof(fc.constantFrom('a', 'b'), fc.nat({max: 3}).map(String));
    const write = fc.record({
      path: fc.array(segment, {minLength: 1, maxLength: 4}).map((s) => `/${s.join('/')}`),
      value: fc.oneof(fc.integer(), fc.constant('x'), fc.constant([1]), fc.constant({k: 1})),
    });
    fc.assert(
      fc.property(fc.array(write, {maxLength: 30}), (writes) => {
        const model = new DataModel();
        let written = 0;
        for (const {path, value} of writes) {
          if (model.set(path, value) === undefined)
            // A key costs its quotes, colon and brace or comma in JSON; a gap would cost `null,`s.
            written += 3 * path.length + JSON.stringify(value).length;
        }
        expect(JSON.stringify(model.snapshot()).length).to.be.at.most(written + 2);
      }),
    );
  });

  it('refuses absurd array indexes', () => {
    const model = new DataModel({list: []});
    expect(model.set('/list/99999999', 1)).to.be.a('string');
    expect(model.get('/list')).to.deep.equal([]);
  });

  it('deletes an object key when writing undefined, and leaves a hole in an array', () => {
    const model = new DataModel({a: {x: 1, y: 2}, list: [1, 2, 3]});
    expect(model.set('/a/x', undefined)).to.equal(undefined);
    expect(model.get('/a')).to.deep.equal({y: 2});
    expect(model.remove('/list/1')).to.equal(undefined);
    expect((model.get('/list') as unknown[]).length).to.equal(3);
    expect(model.get('/list/1')).to.equal(undefined);
    expect(model.snapshot()).to.deep.equal({a: {y: 2}, list: [1, null, 3]});
  });

  it('does not create containers when deleting below a missing branch', () => {
    const model = new DataModel({});
    expect(model.remove('/a/b/c')).to.equal(undefined);
    expect(model.snapshot()).to.deep.equal({});
  });

  it('writes relative paths in a scope', () => {
    const model = new DataModel({items: [{}, {}]});
    model.set('title', 'two', '/items/1');
    expect(model.get('/items/1/title')).to.equal('two');
  });

  it('replaces the whole model with set("/") or replace(), objects only', () => {
    const model = new DataModel({a: 1});
    expect(model.set('/', {b: 2})).to.equal(undefined);
    expect(model.snapshot()).to.deep.equal({b: 2});
    expect(model.replace({c: 3})).to.equal(undefined);
    expect(model.snapshot()).to.deep.equal({c: 3});
    expect(model.replace([1, 2])).to.be.a('string');
    expect(model.set('', 'text')).to.be.a('string');
    expect(model.remove('/')).to.equal(undefined);
    expect(model.snapshot()).to.deep.equal({});
  });

  it("stores copies, so later changes to the caller's object do not leak in", () => {
    const value = {x: [1]};
    const model = new DataModel();
    model.set('/v', value);
    value.x.push(2);
    expect(model.get('/v/x')).to.deep.equal([1]);
    const initial = {a: {b: 1}};
    const other = new DataModel(initial);
    initial.a.b = 2;
    expect(other.get('/a/b')).to.equal(1);
  });

  it('snapshots as a deep plain-JSON copy', () => {
    const model = new DataModel({a: {b: [1, {c: 2}]}});
    const snapshot = model.snapshot() as {a: {b: unknown[]}};
    expect(snapshot).to.deep.equal({a: {b: [1, {c: 2}]}});
    snapshot.a.b.push(3);
    expect(model.get('/a/b')).to.deep.equal([1, {c: 2}]);
  });

  it('keeps values JSON: non-finite numbers become null, functions are left out', () => {
    const model = new DataModel();
    model.set('/n', NaN);
    model.set('/o', {f: () => 1, d: new Date(0), u: undefined});
    expect(model.get('/n')).to.equal(null);
    expect(model.get('/o')).to.deep.equal({d: '1970-01-01T00:00:00.000Z'});
  });

  it('counts versions on every write that changes something', () => {
    const model = new DataModel({list: []});
    expect(model.version).to.equal(0);
    model.set('/a', 1);
    model.set('/a', 1); // same primitive: no change
    model.set('/b', 2);
    model.set('/x/y', 'a');
    model.set('/list/foo', 1); // refused
    expect(model.version).to.equal(3);
  });

  it('tolerates a non-string path', () => {
    const model = new DataModel({a: 1});
    expect(model.get(5 as unknown as string)).to.deep.equal({a: 1});
    expect(model.set(5 as unknown as string, 1)).to.be.a('string');
  });

  // Beyond the suite's data_model.yaml (run from its tables in test/conformance/):
  it('a refused write changes nothing', () => {
    const model = new DataModel({shop: {owner: 'Noor'}, shelves: ['x']});
    const before = model.snapshot();
    expect(model.set('/shop/owner/first', 'N')).to.be.a('string');
    expect(model.set('/shelves/top', 'T')).to.be.a('string');
    expect(model.snapshot()).to.deep.equal(before);
  });

  it('a rewrite of an equal object tells nobody; a changed leaf below tells only that leaf', () => {
    const model = new DataModel({shop: {owner: 'Noor', hours: {open: '09:00'}}});
    const told: string[] = [];
    for (const path of ['/shop', '/shop/owner', '/shop/hours/open'])
      model.subscribe(path, () => told.push(path));
    model.set('/shop', {owner: 'Noor', hours: {open: '09:00'}});
    expect(told).to.deep.equal([]);
    model.set('/shop', {owner: 'Noor', hours: {open: '08:00'}});
    expect(told.sort()).to.deep.equal(['/shop', '/shop/hours/open']);
  });
});
