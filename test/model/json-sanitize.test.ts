import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {MAX_JSON_DEPTH, sanitizeParsedJson, toJson} from '../../src/model/json.js';
import type {JsonCopyReport} from '../../src/model/json.js';
import {parseDataModel} from '../../src/model/parse.js';

/** Both readings of one JSON text: the copy and the in-place one, each with its report. */
function bothReadings(text: string) {
  const copied: JsonCopyReport = {unsafeKeys: 0, tooDeep: 0};
  const inPlace: JsonCopyReport = {unsafeKeys: 0, tooDeep: 0};
  return {
    copy: {value: toJson(JSON.parse(text), copied), report: copied},
    inPlace: {value: sanitizeParsedJson(JSON.parse(text), inPlace), report: inPlace},
  };
}

describe('model/sanitizeParsedJson (in place)', () => {
  it('drops unsafe keys, turns -0 into 0 and an overflowing number into null, like the copy', () => {
    const text =
      '{"a":-0,"b":1e999,"__proto__":{"polluted":1},"c":[[-0,-1e999]],"d":{"constructor":2,"prototype":3,"e":"x"}}';
    const {copy, inPlace} = bothReadings(text);
    expect(inPlace.value).to.deep.equal({a: 0, b: null, c: [[0, null]], d: {e: 'x'}});
    expect(Object.is((inPlace.value as {a: number}).a, 0)).to.equal(true);
    expect(Object.hasOwn(inPlace.value as object, '__proto__')).to.equal(false);
    expect(inPlace.value).to.deep.equal(copy.value);
    expect(inPlace.report).to.deep.equal({unsafeKeys: 3, tooDeep: 0});
    expect(inPlace.report).to.deep.equal(copy.report);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('does not take in what other code added to Object.prototype', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.injected = {from: 'the page'};
    try {
      const value = sanitizeParsedJson(JSON.parse('{"a":{"b":1}}'), {unsafeKeys: 0, tooDeep: 0});
      expect(Object.keys(value as object)).to.deep.equal(['a']);
      expect(Object.hasOwn((value as {a: object}).a, 'injected')).to.equal(false);
    } finally {
      delete proto.injected;
    }
  });

  it('cuts what is nested deeper than MAX_JSON_DEPTH, like the copy', () => {
    const depth = MAX_JSON_DEPTH + 20;
    const text = `{"deep":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
    const {copy, inPlace} = bothReadings(text);
    expect(inPlace.value).to.deep.equal(copy.value);
    expect(inPlace.report.tooDeep).to.equal(1);
    expect(inPlace.report).to.deep.equal(copy.report);
  });

  it('reads any JSON text as the copy does (property)', () => {
    const key = fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype'));
    const value = fc.letrec((tie) => ({
      json: fc.oneof(
        {depthSize: 'small'},
        fc.constantFrom('-0', '1e999', '-1e999', 'null', 'true', '0.5'),
        fc.string().map((s) => JSON.stringify(s)),
        fc.array(tie('json'), {maxLength: 5}).map((items) => `[${items.join(',')}]`),
        fc
          .array(fc.tuple(key, tie('json')), {maxLength: 5})
          .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
      ),
    })).json;
    fc.assert(
      fc.property(value, (text) => {
        const {copy, inPlace} = bothReadings(text);
        expect(inPlace.value).to.deep.equal(copy.value);
        expect(inPlace.report).to.deep.equal(copy.report);
      }),
      {numRuns: 500},
    );
  });

  it('is what parseDataModel reads a dataModelJson text with, and an object is still copied', () => {
    const issues: Parameters<typeof parseDataModel>[1] = [];
    expect(parseDataModel('{"a":-0,"__proto__":{"x":1}}', issues)).to.deep.equal({a: 0});
    expect(issues.map((i) => i.message)).to.deep.equal([
      '1 key(s) named __proto__, prototype or constructor were dropped.',
    ]);
    const host = {a: {b: 1}};
    const read = parseDataModel(host, []);
    expect(read).to.deep.equal(host);
    expect(read.a).to.not.equal(host.a);
  });
});
