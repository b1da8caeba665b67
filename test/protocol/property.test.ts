// Property tests: whatever it is given, process() returns (never throws), counts what it read,
// and leaves state a renderer can read.
import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {BASIC_CATALOG_ID, BASIC_COMPONENTS, MessageProcessor} from '../../src/protocol/index.js';

const ids = fc.constantFrom('root', 'a', 'b', 'c', '', '__proto__');
const types = fc.constantFrom(...BASIC_COMPONENTS, 'Unknown', '');
const value = fc.jsonValue({maxDepth: 3});

const component = fc.record(
  {
    id: fc.oneof(ids, value),
    component: fc.oneof(types, value),
    child: fc.oneof(ids, value),
    children: fc.oneof(fc.array(ids), fc.record({componentId: ids, path: fc.string()}), value),
    text: value,
    weight: value,
    checks: value,
    accessibility: value,
    options: value,
    tabs: value,
  },
  {requiredKeys: []},
);

const surfaceId = fc.oneof(fc.constantFrom('s1', 's2'), value);
const version = fc.oneof(fc.constantFrom('v0.9', 'v0.9.1', 'v1.0'), value);

const message = fc.oneof(
  fc.record({
    version,
    createSurface: fc.record(
      {
        surfaceId,
        catalogId: fc.oneof(fc.constant(BASIC_CATALOG_ID), value),
        theme: value,
        sendDataModel: value,
        components: fc.array(component, {maxLength: 4}),
        dataModel: value,
      },
      {requiredKeys: []},
    ),
  }),
  fc.record({
    version,
    updateComponents: fc.record({
      surfaceId,
      components: fc.oneof(fc.array(component, {maxLength: 6}), value),
    }),
  }),
  fc.record({
    version,
    updateDataModel: fc.record(
      {surfaceId, path: fc.oneof(fc.constantFrom('/', '/a', '/a/0', 'rel', '/a~1b'), value), value},
      {requiredKeys: []},
    ),
  }),
  fc.record({version, deleteSurface: fc.record({surfaceId})}),
  value,
);

// Strings are JSONL frames (blank ones are no message); leave them out where counting.
const nonString = message.filter((item) => typeof item !== 'string');

describe('protocol: process() on arbitrary input (fast-check)', () => {
  it('never throws on arbitrary JSON, strings and message-like objects', function () {
    this.timeout(60_000);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(message, fc.string(), fc.anything()), {maxLength: 12}),
        (inputs) => {
          const processor = new MessageProcessor();
          for (const input of inputs) {
            const result = processor.process(input);
            expect(result.messages).to.be.at.least(0);
            for (const error of result.errors) {
              expect(error.category).to.be.a('string');
              expect(error.message).to.be.a('string');
            }
          }
          for (const surface of processor.surfaces()) {
            const view = surface.view();
            expect(view.components).to.be.instanceOf(Map);
            expect(view.data).to.be.an('object');
            processor.checkTopology(surface.surfaceId);
            JSON.stringify(processor.clientDataModel());
          }
        },
      ),
      {numRuns: 200},
    );
  });

  it('counts one message per array element, nested arrays included (not flattened)', () => {
    fc.assert(
      fc.property(fc.array(nonString, {maxLength: 8}), (list) => {
        const processor = new MessageProcessor();
        expect(processor.process(list).messages).to.equal(list.length);
      }),
      {numRuns: 200},
    );
  });
});

describe('protocol: process() on hostile objects', () => {
  it('survives an input whose getters throw', () => {
    const hostile = new Proxy(
      {},
      {
        has() {
          throw new Error('trap');
        },
        get() {
          throw new Error('trap');
        },
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    const processor = new MessageProcessor();
    const {errors} = processor.process(hostile);
    expect(errors).to.have.length(1);
    expect(errors[0].message).to.contain('trap');
    expect(processor.process([hostile, {version: 'v0.9'}]).errors).to.have.length(2);
  });
});
