import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {parseJsonInSteps} from '../../src/model/json-steps.js';
import {
  DATA_MODEL_CHARS_PER_STEP,
  parseSurface,
  parseSurfaceInSteps,
} from '../../src/model/parse.js';

/** Runs the steps to the end: the value and how many times it yielded. */
function drain(text: string, charsPerStep: number): {value: unknown; steps: number} {
  const steps = parseJsonInSteps(text, charsPerStep);
  for (let count = 0; ; count++) {
    const next = steps.next();
    if (next.done) return {value: next.value, steps: count};
  }
}

/** What JSON.parse makes of `text`, or the kind of error it throws. */
function outcome(read: () => unknown): {value: string} | {error: string} {
  try {
    return {value: JSON.stringify(read())};
  } catch (error) {
    return {error: (error as Error).name};
  }
}

const bigModel = () =>
  JSON.stringify({
    title: 'people',
    items: Array.from({length: 20_000}, (_, i) => ({name: `user ${i}`, x: i, tags: ['a', 'b']})),
  });

describe('model/parseJsonInSteps', () => {
  it('reads a large data model in many steps, to the value JSON.parse makes', () => {
    const text = bigModel();
    const {value, steps} = drain(text, 50_000);
    expect(steps).to.be.greaterThan(text.length / 50_000);
    expect(JSON.stringify(value)).to.equal(text);
    expect(value).to.deep.equal(JSON.parse(text));
  });

  it('reads a short text in one go', () => {
    expect(drain('{"a": [1, 2]}', 100)).to.deep.equal({value: {a: [1, 2]}, steps: 0});
  });

  it('makes the same value as JSON.parse, whitespace, key order and all, at any step size', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({maxDepth: 5}),
        fc.constantFrom(0, 1, 2, '\t', ' \r\n '),
        fc.integer({min: 1, max: 120}),
        (value, indent, charsPerStep) => {
          const text = JSON.stringify(value, null, indent as never) ?? 'null';
          const read = drain(text, charsPerStep).value;
          expect(JSON.stringify(read)).to.equal(JSON.stringify(JSON.parse(text)));
          expect(read).to.deep.equal(JSON.parse(text));
        },
      ),
      {numRuns: 400},
    );
  });

  it('throws as JSON.parse does, or reads what it reads, for a damaged text', () => {
    const damage = fc.constantFrom(',', ':', '[', ']', '{', '}', '"', '\\', ' ', 'x', '1', '');
    fc.assert(
      fc.property(
        fc.jsonValue({maxDepth: 4}),
        fc.nat(),
        damage,
        fc.boolean(),
        fc.integer({min: 1, max: 60}),
        (value, where, character, replace, charsPerStep) => {
          const text = JSON.stringify(value) ?? 'null';
          const at = where % (text.length + 1);
          const damaged = text.slice(0, at) + character + text.slice(replace ? at + 1 : at);
          expect(outcome(() => drain(damaged, charsPerStep).value)).to.deep.equal(
            outcome(() => JSON.parse(damaged)),
          );
        },
      ),
      {numRuns: 1500},
    );
  });

  for (const text of [
    '[[1,2,3,4,5,6,7,8], ]',
    '[ , [1,2,3,4,5,6,7,8]]',
    '[[1,2,3,4,5,6,7,8] [1,2,3,4,5,6,7,8]]',
    '{"a": [1,2,3,4,5,6,7,8] "b": 1}',
    '{"a" [1,2,3,4,5,6,7,8]}',
    '{1: [1,2,3,4,5,6,7,8]}',
    '{"a": [1,2,3,4,5,6,7,8],}',
    '[1,2,3,4,5,6,7,8] x',
    '[1,2,3,4,5,6,7,8]]',
    '[[1,2,3,4,5,6,7,8}]',
    '["unterminated, 1, 2, 3, 4, 5]',
    '   \n  ',
  ]) {
    it(`refuses ${JSON.stringify(text)} with the SyntaxError of JSON.parse`, () => {
      expect(() => JSON.parse(text)).to.throw(SyntaxError);
      expect(() => drain(text, 8)).to.throw(SyntaxError);
    });
  }

  it('reads strings holding brackets, commas and escaped quotes as strings', () => {
    const text = JSON.stringify({
      'k,]': ['a\\"],[', '\\', '"{', 'x'.repeat(30)],
      'b"}': {c: '\\\\'},
    });
    expect(drain(text, 10).value).to.deep.equal(JSON.parse(text));
  });

  it('keeps the first place and the last value of a repeated key, across runs', () => {
    const text = `{"a": 1, "b": [${'0,'.repeat(40)}0], "a": 2, "c": 3, "a": 4}`;
    const value = drain(text, 20).value as Record<string, unknown>;
    expect(Object.keys(value)).to.deep.equal(['a', 'b', 'c']);
    expect(value.a).to.equal(4);
  });

  it('makes __proto__ an own key, as JSON.parse does, without touching the prototype', () => {
    const text = `{"__proto__": {"polluted": [${'1,'.repeat(30)}1]}, "b": 1}`;
    const value = drain(text, 10).value as Record<string, unknown>;
    expect(Object.hasOwn(value, '__proto__')).to.equal(true);
    expect(Object.getPrototypeOf(value)).to.equal(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('reads containers nested deeper than it reads in steps, in one go', () => {
    const text = '['.repeat(200) + '1,2'.repeat(20) + ']'.repeat(200);
    expect(outcome(() => drain(text, 10).value)).to.deep.equal(outcome(() => JSON.parse(text)));
    const good = '['.repeat(200) + '1'.repeat(20) + ']'.repeat(200);
    expect(drain(good, 10).value).to.deep.equal(JSON.parse(good));
  });

  it('reads a large top-level string or number in one go', () => {
    const text = JSON.stringify('x'.repeat(500));
    expect(drain(text, 10)).to.deep.equal({value: 'x'.repeat(500), steps: 0});
  });

  it('reads a long dataModelJson in steps in parseSurfaceInSteps, given the reader', () => {
    const record = {
      surfaceId: 's',
      dataModelJson: JSON.stringify({
        rows: Array.from({length: DATA_MODEL_CHARS_PER_STEP / 8}, (_, i) => ({n: i})),
      }),
      components: [{id: 'root', text: {text: {path: '/rows/3/n'}}}],
    };
    const steps = parseSurfaceInSteps(record, 100, {readJson: parseJsonInSteps});
    let reading = 0;
    let next = steps.next();
    for (; !next.value; next = steps.next()) reading++;
    expect(reading).to.be.greaterThan(1);
    expect((next.value.data.rows as unknown[]).length).to.equal(DATA_MODEL_CHARS_PER_STEP / 8);
    while (!next.done) next = steps.next();
    const whole = parseSurface(record, {readJson: parseJsonInSteps});
    expect(next.value).to.deep.equal(whole);
    expect(whole.issues).to.deep.equal([]);
  });
});
