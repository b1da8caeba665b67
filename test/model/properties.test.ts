import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {
  DataModel,
  evaluateChecks,
  formatPointer,
  parseSurface,
  resolve,
} from '../../src/model/index.js';
import {isIndexSegment} from '../../src/model/pointer.js';

/** The JSON the model stores for `value`: keys that could reach a prototype are dropped. */
function stored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stored);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (!['__proto__', 'prototype', 'constructor'].includes(key)) {
        Object.defineProperty(out, key, {
          value: stored(item),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
    }
    return out;
  }
  return value;
}

describe('model: properties', () => {
  it('parseSurface never throws on arbitrary values', () => {
    fc.assert(
      fc.property(fc.anything({withNullPrototype: true, withMap: true, withSet: true}), (value) => {
        const parsed = parseSurface(value);
        return parsed.components instanceof Map && Array.isArray(parsed.issues);
      }),
      {numRuns: 300},
    );
  });

  it('parseSurface never throws on arbitrary JSON shaped like a surface', () => {
    const component = fc.record(
      {
        id: fc.oneof(fc.string({maxLength: 3}), fc.jsonValue()),
        weight: fc.jsonValue(),
        text: fc.jsonValue(),
        column: fc.jsonValue(),
        button: fc.jsonValue(),
      },
      {requiredKeys: []},
    );
    const record = fc.record(
      {
        surfaceId: fc.oneof(fc.string(), fc.jsonValue()),
        dataModelJson: fc.oneof(fc.json(), fc.string(), fc.jsonValue()),
        components: fc.oneof(fc.array(component, {maxLength: 8}), fc.jsonValue()),
        sendDataModel: fc.jsonValue(),
      },
      {requiredKeys: []},
    );
    fc.assert(
      fc.property(record, (value) => {
        const parsed = parseSurface(value);
        const model = new DataModel(parsed.data);
        for (const node of parsed.components.values()) {
          resolve(node.props, {model});
          evaluateChecks(node.checks, {model}, node.props.value);
        }
        return true;
      }),
      {numRuns: 300},
    );
  });

  it('set then get round-trips for arbitrary pointers and JSON values (a new list starts at 0)', () => {
    const segment = fc.oneof(
      fc.string({minLength: 1, maxLength: 6}),
      fc.nat({max: 20}).map(String),
      fc.constantFrom('~', '/', '~1', '~0', 'a/b'),
    );
    const safe = segment.filter((s) => !['__proto__', 'prototype', 'constructor'].includes(s));
    fc.assert(
      fc.property(
        fc.array(safe, {minLength: 1, maxLength: 6}),
        fc.jsonValue(),
        (segments, value) => {
          const model = new DataModel();
          const path = formatPointer(segments);
          // Below the root every container is new: a list where the next segment is an index,
          // which can only add its first item (a list grows one item at a time).
          const gap = segments.slice(1).some((s) => isIndexSegment(s) && s !== '0');
          if (gap) {
            expect(model.set(path, value)).to.be.a('string');
            expect(model.get('')).to.deep.equal({});
            return true;
          }
          expect(model.set(path, value)).to.equal(undefined);
          expect(model.get(path)).to.deep.equal(stored(JSON.parse(JSON.stringify(value))));
          return true;
        },
      ),
      {numRuns: 300},
    );
  });

  it('resolve never throws on arbitrary values', () => {
    const model = new DataModel({a: [1, {b: 'x'}]});
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        resolve(value, {model});
        resolve({call: {call: 'formatString', args: {value}}}, {model});
        return true;
      }),
      {numRuns: 300},
    );
  });
});
