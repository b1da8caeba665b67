import {expect} from '@open-wc/testing';
import {DataModel} from '../../src/model/index.js';

function recorder(model: DataModel, paths: string[]) {
  const calls: Record<string, string[]> = {};
  for (const path of paths) {
    calls[path] = [];
    model.subscribe(path, (changed) => calls[path].push(changed));
  }
  return calls;
}

describe('model/DataModel notifications', () => {
  it('tells the path, its ancestors and its changed descendants, nobody else', () => {
    const model = new DataModel({a: {b: {c: 1}}, other: 1});
    const calls = recorder(model, ['/', '/a', '/a/b', '/a/b/c', '/a/b/c/d', '/a/x', '/other']);
    model.set('/a/b', {c: 2});
    expect(calls['/']).to.deep.equal(['/a/b']);
    expect(calls['/a']).to.deep.equal(['/a/b']);
    expect(calls['/a/b']).to.deep.equal(['/a/b']);
    expect(calls['/a/b/c']).to.deep.equal(['/a/b']);
    expect(calls['/a/b/c/d']).to.deep.equal([]); // absent before and after
    expect(calls['/a/x']).to.deep.equal([]);
    expect(calls['/other']).to.deep.equal([]);
  });

  it('tells a template over a list when an item is appended', () => {
    const model = new DataModel({items: [1, 2, 3]});
    const calls = recorder(model, ['/items']);
    model.set('/items/3', 4);
    expect(calls['/items']).to.deep.equal(['/items/3']);
  });

  it('tells everyone on replace()', () => {
    const model = new DataModel({a: 1});
    const calls = recorder(model, ['/a', '/b/c']);
    model.replace({b: {c: 1}});
    expect(calls['/a']).to.deep.equal(['/']);
    expect(calls['/b/c']).to.deep.equal(['/']);
  });

  it('matches subscriptions written with escapes, relative paths or trailing slashes', () => {
    const model = new DataModel();
    const seen: string[] = [];
    model.subscribe('/a~1b/', (p) => seen.push('escaped ' + p));
    model.subscribe('name', (p) => seen.push('relative ' + p), '/items/0');
    model.set('/a~1b', 1);
    model.set('/items/0/name', 'x');
    expect(seen).to.deep.equal(['escaped /a~1b', 'relative /items/0/name']);
  });

  it('stops telling after unsubscribe, which is idempotent', () => {
    const model = new DataModel();
    let count = 0;
    const off = model.subscribe('/a', () => count++);
    model.set('/a', 1);
    off();
    off();
    model.set('/a', 2);
    expect(count).to.equal(1);
    expect(model.subscriberCount).to.equal(0);
  });

  it('tells a listener once per write even when it listens at several affected paths', () => {
    const model = new DataModel();
    let count = 0;
    const listener = () => count++;
    model.subscribe('/a', listener);
    model.subscribe('/a/b', listener);
    model.set('/a/b', 1);
    expect(count).to.equal(1);
  });

  it('does not tell anyone about refused or empty writes', () => {
    const model = new DataModel({s: 'x', a: 1});
    let count = 0;
    model.subscribe('/', () => count++);
    model.set('/s/x', 1); // through a primitive
    model.set('/a', 1); // same value
    model.remove('/missing'); // nothing to delete
    expect(count).to.equal(0);
  });

  it('keeps notifying the others when a listener throws', () => {
    const errors: unknown[] = [];
    const model = new DataModel({}, {onListenerError: (error) => errors.push(error)});
    const seen: string[] = [];
    model.subscribe('/a', () => {
      throw new Error('boom');
    });
    model.subscribe('/a', () => seen.push('second'));
    model.set('/a', 1);
    expect(seen).to.deep.equal(['second']);
    expect(model.get('/a')).to.equal(1);
    expect(String(errors[0])).to.contain('boom');
  });

  it('lets a listener read the new value and unsubscribe itself', () => {
    const model = new DataModel();
    const values: unknown[] = [];
    const off = model.subscribe('/a', () => {
      values.push(model.get('/a'));
      off();
    });
    model.set('/a', 1);
    model.set('/a', 2);
    expect(values).to.deep.equal([1]);
  });
});
