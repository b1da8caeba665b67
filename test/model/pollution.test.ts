import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {DataModel, parseSurface, resolve} from '../../src/model/index.js';

const polluted = () => (({}) as Record<string, unknown>).polluted;
const unsafe = ['__proto__', 'prototype', 'constructor'];

describe('model: no prototype pollution', () => {
  afterEach(() => {
    expect(polluted()).to.equal(undefined);
  });

  it('refuses writes whose path has __proto__, prototype or constructor', () => {
    const model = new DataModel();
    for (const segment of unsafe) {
      expect(model.set(`/${segment}/polluted`, 'yes')).to.be.a('string');
      expect(model.set(`/a/${segment}/polluted`, 'yes')).to.be.a('string');
      expect(model.set(`/a/${segment}`, {polluted: 'yes'})).to.be.a('string');
    }
    expect(model.set('/constructor/prototype/polluted', 'yes')).to.be.a('string');
    expect(model.snapshot()).to.deep.equal({});
  });

  it('drops unsafe keys from values it stores', () => {
    const value = JSON.parse('{"__proto__": {"polluted": "yes"}, "ok": 1}');
    const model = new DataModel(value);
    model.set('/nested', value);
    expect(model.snapshot()).to.deep.equal({ok: 1, nested: {ok: 1}});
    expect(model.get('/__proto__')).to.equal(undefined);
  });

  it('keeps parsed data free of unsafe keys', () => {
    const parsed = parseSurface({
      surfaceId: 's',
      dataModelJson:
        '{"__proto__": {"polluted": "yes"}, "a": {"constructor": {"prototype": {"polluted": 1}}}}',
      components: [],
    });
    expect(parsed.data).to.deep.equal({a: {}});
    expect(parsed.issues.some((issue) => issue.pointer === '/dataModelJson')).to.equal(true);
  });

  it('never resolves to a prototype', () => {
    const model = new DataModel({a: {}});
    for (const path of ['/__proto__', '/a/__proto__', '/a/constructor/prototype', 'constructor']) {
      expect(resolve({path}, {model}).value).to.equal(undefined);
    }
    const out = resolve(JSON.parse('{"__proto__": {"polluted": "yes"}, "x": {"path": "/a"}}'), {
      model,
    });
    expect(Object.getPrototypeOf(out.value)).to.equal(Object.prototype);
    expect((out.value as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('stays clean for arbitrary paths made of unsafe and ordinary segments', () => {
    const segment = fc.oneof(fc.constantFrom(...unsafe, 'polluted', '0', 'a'), fc.string());
    fc.assert(
      fc.property(fc.array(segment, {maxLength: 5}), fc.jsonValue(), (segments, value) => {
        const model = new DataModel();
        const path = '/' + segments.join('/');
        model.set(path, value);
        model.set(path + '/polluted', 'yes');
        resolve({path}, {model});
        resolve({call: 'formatString', args: {value: '${' + path + '}'}}, {model});
        return polluted() === undefined;
      }),
      {numRuns: 300},
    );
  });

  it('stays clean for arbitrary records given to parseSurface', () => {
    const key = fc.oneof(fc.constantFrom(...unsafe, 'polluted'), fc.string({maxLength: 4}));
    const tree = fc.dictionary(key, fc.jsonValue({maxDepth: 3}), {maxKeys: 4});
    fc.assert(
      fc.property(tree, tree, (component, data) => {
        const parsed = parseSurface({
          surfaceId: 's',
          dataModelJson: JSON.stringify(data),
          components: [
            {id: 'root', ...component},
            {id: 'x', text: component},
          ],
        });
        const model = new DataModel(parsed.data);
        for (const node of parsed.components.values()) resolve(node.props, {model});
        return polluted() === undefined;
      }),
      {numRuns: 200},
    );
  });
});
