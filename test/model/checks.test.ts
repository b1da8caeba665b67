import {expect} from '@open-wc/testing';
import {
  CHECK_FALLBACK_MESSAGE,
  createDefaultFunctions,
  DataModel,
  evaluateChecks,
  normalizeChecks,
  type Check,
  type Issue,
} from '../../src/model/index.js';

function normalize(raw: unknown, pointer = '/components/0/button/checks') {
  const issues: Issue[] = [];
  return {checks: normalizeChecks(raw, pointer, issues), issues};
}

function evaluate(raw: unknown, data: Record<string, unknown>, ownValue?: unknown) {
  const {checks} = normalize(raw);
  return evaluateChecks(checks, {model: new DataModel(data)}, ownValue);
}

const required = (path: string, message: string) => ({
  call: {call: 'required', args: {value: {path}}, message},
});

describe('model/checks: normalizeChecks', () => {
  it('reads flat, wrapped, grouped and A2UI forms', () => {
    const {checks, issues} = normalize([
      {call: 'required', args: {value: {path: '/a'}}, message: 'flat'},
      {call: {call: 'length', args: {min: 2}, message: 'wrapped'}},
      {and: {checks: [{call: {call: 'required', args: {}}}], message: 'group'}},
      {or: [{condition: true}]},
      {condition: {path: '/b'}, message: 'cond'},
      {not: {path: '/c'}, message: 'not'},
    ]);
    expect(issues).to.deep.equal([]);
    const p = '/components/0/button/checks';
    expect(checks[0]).to.deep.equal({
      kind: 'call',
      call: 'required',
      args: {value: {path: '/a'}},
      message: 'flat',
      pointer: `${p}/0`,
    });
    expect(checks[1]).to.deep.equal({
      kind: 'call',
      call: 'length',
      args: {min: 2},
      message: 'wrapped',
      pointer: `${p}/1`,
    });
    expect(checks[2].kind).to.equal('and');
    expect((checks[2] as Extract<Check, {checks: Check[]}>).checks[0].pointer).to.equal(
      `${p}/2/and/checks/0`,
    );
    expect(checks[2].message).to.equal('group');
    expect(checks[3].kind).to.equal('or');
    expect(checks[4]).to.deep.equal({
      kind: 'condition',
      condition: {path: '/b'},
      message: 'cond',
      pointer: `${p}/4`,
    });
    expect(checks[5].kind).to.equal('condition');
  });

  it('reports bad items with their pointers and keeps the good ones', () => {
    const {checks, issues} = normalize([
      'nope',
      {call: {args: {}}},
      {call: 3},
      {and: 'x'},
      {weird: true},
      {call: 'required', args: 'x'},
    ]);
    const p = '/components/0/button/checks';
    expect(issues.map((i) => i.pointer)).to.deep.equal([
      `${p}/0`,
      `${p}/1/call/call`,
      `${p}/2/call`,
      `${p}/3/and`,
      `${p}/4`,
      `${p}/5/args`,
    ]);
    expect(checks).to.have.length(1);
    expect(checks[0]).to.include({call: 'required'});
  });

  it('reads a single object as a list of one, and ignores null', () => {
    expect(normalize({call: 'required'}).checks).to.have.length(1);
    expect(normalize({call: 'required'}).issues[0].severity).to.equal('warning');
    expect(normalize(null).checks).to.deep.equal([]);
    expect(normalize('x').issues).to.have.length(1);
  });
});

describe('model/checks: evaluateChecks', () => {
  it('passes when every top-level check passes and records the paths read', () => {
    const result = evaluate([required('/a', 'A'), required('/b', 'B')], {a: 'x', b: 'y'});
    expect(result).to.deep.equal({
      valid: true,
      messages: [],
      reasons: [],
      failures: [],
      paths: new Set(['/a', '/b']),
    });
  });

  it('gives every failing check of an `and` group as a reason (what blocks a button)', () => {
    const group = {and: {checks: [required('/a', 'A'), required('/b', 'B')]}};
    const either = {or: {checks: [required('/c', 'C'), required('/d', 'D')]}};
    const result = evaluate([group, either, required('/e', 'A')], {});
    expect(result.messages).to.deep.equal(['A', 'C', 'A']);
    expect(result.reasons).to.deep.equal(['A', 'B', 'C']);
  });

  it('lists the messages of failing top-level checks, first one first', () => {
    const result = evaluate([required('/a', 'A'), required('/b', 'B'), required('/c', 'C')], {
      b: 'y',
    });
    expect(result.valid).to.equal(false);
    expect(result.messages).to.deep.equal(['A', 'C']);
  });

  it('and needs all, or needs any; a group shows its first failing leaf, else its own message', () => {
    const and = {
      and: {checks: [required('/a', 'need a'), required('/b', 'need b')], message: 'group'},
    };
    expect(evaluate([and], {a: 1}).messages).to.deep.equal(['need b']);
    expect(evaluate([and], {a: 1, b: 1}).valid).to.equal(true);
    const or = {
      or: {checks: [required('/a', 'need a'), required('/b', 'need b')], message: 'one of'},
    };
    expect(evaluate([or], {b: 1}).valid).to.equal(true);
    expect(evaluate([or], {}).messages).to.deep.equal(['need a']);
    const silent = {or: {checks: [{call: {call: 'required', args: {}}}], message: 'group says'}};
    expect(evaluate([silent], {}).messages).to.deep.equal(['group says']);
  });

  it('evaluates every branch so that all paths are recorded', () => {
    const or = {or: {checks: [required('/a', 'A'), required('/b', 'B')]}};
    expect([...evaluate([or], {a: 1}).paths].sort()).to.deep.equal(['/a', '/b']);
  });

  it('lets empty groups pass', () => {
    expect(evaluate([{and: {checks: []}}, {or: {checks: []}}], {}).valid).to.equal(true);
  });

  it('fails a check that throws, or whose function is unknown, with its message', () => {
    const functions = createDefaultFunctions().register('boom', () => {
      throw new Error('x');
    });
    const {checks} = normalize([
      {call: 'boom', message: 'exploded'},
      {call: 'nope', message: 'unknown'},
    ]);
    const result = evaluateChecks(checks, {model: new DataModel(), functions});
    expect(result.messages).to.deep.equal(['exploded', 'unknown']);
  });

  it('uses the fallback message for a failing check without one', () => {
    expect(evaluate([{call: 'required', args: {}}], {}).messages).to.deep.equal([
      CHECK_FALLBACK_MESSAGE,
    ]);
  });

  it("gives a call without args.value the input's own bound value", () => {
    const checks = [{call: 'length', args: {min: 3}, message: 'too short'}];
    const short = evaluate(checks, {user: {name: 'Al'}}, {path: '/user/name'});
    expect(short.messages).to.deep.equal(['too short']);
    expect([...short.paths]).to.deep.equal(['/user/name']);
    expect(evaluate(checks, {user: {name: 'Ada'}}, {path: '/user/name'}).valid).to.equal(true);
    // An explicit value wins.
    expect(
      evaluate([{call: 'required', args: {value: {literal: 'x'}}}], {}, {path: '/none'}).valid,
    ).to.equal(true);
  });

  it('evaluates A2UI conditions with the boolean coercion', () => {
    expect(evaluate([{condition: {path: '/ok'}, message: 'm'}], {ok: 'true'}).valid).to.equal(true);
    expect(
      evaluate([{condition: {path: '/ok'}, message: 'm'}], {ok: 'false'}).messages,
    ).to.deep.equal(['m']);
    expect(evaluate([{not: {path: '/ok'}}], {ok: false}).valid).to.equal(true);
  });

  it('reads the kitchen-sink "and" check', () => {
    const checks = [
      {
        call: {
          call: 'and',
          args: {values: [{path: '/user/agree'}, {literal: true}]},
          message: "Tick 'I agree' first",
        },
      },
    ];
    expect(evaluate(checks, {user: {agree: false}}).messages).to.deep.equal([
      "Tick 'I agree' first",
    ]);
    expect(evaluate(checks, {user: {agree: true}}).valid).to.equal(true);
  });

  it('never throws on malformed check objects', () => {
    const junk = [null, 3, {kind: 'call'}, {kind: 'and'}, {kind: 'zzz'}] as unknown as Check[];
    expect(() => evaluateChecks(junk, {model: new DataModel()})).not.to.throw();
    expect(
      evaluateChecks(undefined as unknown as Check[], {model: new DataModel()}).valid,
    ).to.equal(true);
  });
});
