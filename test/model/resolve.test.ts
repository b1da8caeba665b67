import {expect} from '@open-wc/testing';
import {
  createDefaultFunctions,
  DataModel,
  DEFAULT_FUNCTION_NAMES,
  DEFAULT_FUNCTIONS,
  dynamicKind,
  FunctionRegistry,
  resolve,
  resolveDeep,
  type Issue,
} from '../../src/model/index.js';

function setup(data: Record<string, unknown> = {}) {
  const issues: Issue[] = [];
  const model = new DataModel(data);
  return {
    model,
    issues,
    scope: {
      model,
      report: (issue: Issue) => issues.push(issue),
      pointer: '/components/0/text/text',
    },
  };
}

describe('model/resolve', () => {
  it('classifies dynamic values', () => {
    expect(dynamicKind({literal: 1})).to.equal('literal');
    expect(dynamicKind({path: '/a'})).to.equal('path');
    expect(dynamicKind({call: {call: 'f', args: {}}})).to.equal('call');
    expect(dynamicKind({call: 'f', args: {}, returnType: 'string'})).to.equal('call');
    expect(dynamicKind({literal: 1, path: '/a'})).to.equal(undefined);
    expect(dynamicKind({path: '/a', label: 'x'})).to.equal(undefined);
    expect(dynamicKind({call: {call: 'f'}, message: 'x'})).to.equal(undefined);
    expect(dynamicKind('text')).to.equal(undefined);
    expect(dynamicKind([{path: '/a'}])).to.equal(undefined);
  });

  it('returns literals and plain values as they are', () => {
    const {scope} = setup();
    expect(resolve({literal: 'Hi'}, scope)).to.deep.equal({value: 'Hi', paths: new Set()});
    expect(resolve({literal: {path: '/a'}}, scope).value).to.deep.equal({path: '/a'});
    expect(resolve('Hi ${/a}', scope).value).to.equal('Hi ${/a}');
    expect(resolve(3, scope).value).to.equal(3);
    expect(resolve(null, scope).value).to.equal(null);
  });

  it('reads paths and records them as canonical absolute paths', () => {
    const {scope} = setup({user: {name: 'Ada'}});
    const result = resolve({path: '/user/name/'}, scope);
    expect(result.value).to.equal('Ada');
    expect([...result.paths]).to.deep.equal(['/user/name']);
  });

  it('reads relative paths in the scope', () => {
    const {scope} = setup({items: [{title: 'one'}]});
    const result = resolve({path: 'title'}, {...scope, base: '/items/0'});
    expect(result.value).to.equal('one');
    expect([...result.paths]).to.deep.equal(['/items/0/title']);
  });

  it('gives undefined for a missing path, without an issue', () => {
    const {scope, issues} = setup();
    const result = resolve({path: '/nope'}, scope);
    expect(result.value).to.equal(undefined);
    expect([...result.paths]).to.deep.equal(['/nope']);
    expect(issues).to.deep.equal([]);
  });

  it('reports a path that is not a string', () => {
    const {scope, issues} = setup();
    expect(resolve({path: 3}, scope).value).to.equal(undefined);
    expect(issues[0].pointer).to.equal('/components/0/text/text');
  });

  it('resolves arrays element-wise and plain objects deeply', () => {
    const {scope} = setup({a: 1, b: 'two'});
    const result = resolve(
      {
        cards: [{label: {literal: 'L'}, value: {path: '/a'}, spark: [1, 2]}],
        title: 'T',
        n: [{path: '/b'}],
      },
      scope,
    );
    expect(result.value).to.deep.equal({
      cards: [{label: 'L', value: 1, spark: [1, 2]}],
      title: 'T',
      n: ['two'],
    });
    expect([...result.paths].sort()).to.deep.equal(['/a', '/b']);
    expect(resolveDeep).to.equal(resolve);
  });

  it('returns unchanged arrays and objects by reference', () => {
    const {scope} = setup();
    const rows = [{cells: ['a', 'b']}];
    expect(resolve(rows, scope).value).to.equal(rows);
  });

  it('evaluates seed calls and A2UI calls, with dynamic args', () => {
    const {scope} = setup({n: 2});
    expect(
      resolve({call: {call: 'add', args: {a: {path: '/n'}, b: 3}, message: 'm'}}, scope).value,
    ).to.equal(5);
    expect(resolve({call: 'add', args: {a: {literal: 1}, b: {path: '/n'}}}, scope).value).to.equal(
      3,
    );
    const nested = resolve(
      {call: 'not', args: {value: {call: {call: 'equals', args: {a: {path: '/n'}, b: 2}}}}},
      scope,
    );
    expect(nested.value).to.equal(false);
    expect([...nested.paths]).to.deep.equal(['/n']);
  });

  it('reports an unknown function and gives undefined', () => {
    const {scope, issues} = setup();
    expect(resolve({call: {call: 'nope', args: {}}}, scope).value).to.equal(undefined);
    expect(issues).to.have.length(1);
    expect(issues[0]).to.include({severity: 'error', pointer: '/components/0/text/text'});
    expect(issues[0].message).to.contain('nope');
  });

  it('reports a call without a name, and args that are not an object', () => {
    const {scope, issues} = setup();
    expect(resolve({call: {args: {}}}, scope).value).to.equal(undefined);
    expect(resolve({call: 'add', args: [1, 2]}, scope).value).to.equal(undefined);
    expect(issues.length).to.be.greaterThan(1);
  });

  it('catches a function that throws', () => {
    const functions = createDefaultFunctions().register('boom', () => {
      throw new Error('bad');
    });
    const {scope, issues} = setup();
    expect(resolve({call: 'boom'}, {...scope, functions}).value).to.equal(undefined);
    expect(issues[0].message).to.contain('bad');
  });

  it('uses a host registry with its own functions', () => {
    const functions = new FunctionRegistry().register('double', ({value}) => Number(value) * 2);
    const {scope} = setup({x: 4});
    expect(
      resolve({call: 'double', args: {value: {path: '/x'}}}, {...scope, functions}).value,
    ).to.equal(8);
    expect(resolve({call: 'add', args: {a: 1, b: 2}}, {...scope, functions}).value).to.equal(
      undefined,
    );
  });

  it('lets functions read paths (recorded) and call others', () => {
    const functions = createDefaultFunctions().register('nameLength', (_args, ctx) => {
      return (
        ctx.call('length', {value: ctx.read('name'), min: 0}) && String(ctx.read('name')).length
      );
    });
    const {scope} = setup({user: {name: 'Ada'}});
    const result = resolve({call: 'nameLength'}, {...scope, functions, base: '/user'});
    expect(result.value).to.equal(3);
    expect([...result.paths]).to.deep.equal(['/user/name']);
  });

  it('gives up on absurdly deep values with an issue', () => {
    const {scope, issues} = setup();
    let deep: unknown = {path: '/a'};
    for (let i = 0; i < 500; i++) deep = [deep];
    expect(() => resolve(deep, scope)).not.to.throw();
    expect(issues.length).to.be.greaterThan(0);
  });

  it('survives a reporter that throws', () => {
    const model = new DataModel();
    const scope = {
      model,
      report: () => {
        throw new Error('x');
      },
    };
    expect(resolve({call: 'nope'}, scope).value).to.equal(undefined);
  });
});

describe('model/resolve: @index in a template item', () => {
  it('gives the position of the item whose scope it is', () => {
    const model = new DataModel({items: ['a', 'b', 'c']});
    expect(resolve({call: '@index', args: {}}, {model, base: '/items/2'}).value).to.equal(2);
    expect(resolve({call: '@index', args: {}}, {model, base: '/'}).value).to.equal(undefined);
  });
});

describe('model/functions: the default catalog', () => {
  it('has an implementation for every name the parser accepts, and no other', () => {
    expect(Object.keys(DEFAULT_FUNCTIONS)).to.deep.equal([...DEFAULT_FUNCTION_NAMES]);
    for (const name of DEFAULT_FUNCTION_NAMES)
      expect(DEFAULT_FUNCTIONS[name], name).to.be.a('function');
  });

  it('is what `resolve` calls when its scope names no catalog', () => {
    const {scope} = setup({n: 1234.5});
    const call = {call: 'formatNumber', args: {value: {path: '/n'}}};
    expect(resolve(call, scope).value).to.equal('1,234.5');
  });
});
