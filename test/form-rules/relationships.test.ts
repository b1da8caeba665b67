import {expect} from '@open-wc/testing';
import type {Form} from '../../src/api/types.js';
import {checkRelationships} from '../../src/form-rules/relationships.js';

const field = (name: string, displayName = name.toUpperCase()) => ({
  name,
  displayName,
  stringField: {},
});
const form = (rel: NonNullable<Form['fieldRelationships']>[number]): Form => ({
  fields: [field('a'), field('b'), field('c')],
  fieldRelationships: [rel],
});

describe('forms: field relationships', () => {
  it('requiredTogether: all or none', () => {
    const f = form({fieldNames: ['a', 'b', 'c'], requiredTogether: {}});
    expect(checkRelationships(f, {})).to.deep.equal({});
    expect(checkRelationships(f, {a: 'x', b: 'y', c: 'z'})).to.deep.equal({});
    expect(checkRelationships(f, {a: 'x'})).to.deep.equal({
      b: 'Fill in together with A, C',
      c: 'Fill in together with A, B',
    });
  });

  it('atLeastOne', () => {
    const f = form({fieldNames: ['a', 'b'], atLeastOne: {}});
    expect(checkRelationships(f, {a: '', b: ''})).to.deep.equal({
      a: 'Fill in at least one of A, B',
      b: 'Fill in at least one of A, B',
    });
    expect(checkRelationships(f, {b: 'x'})).to.deep.equal({});
  });

  it('mutuallyExclusive', () => {
    const f = form({fieldNames: ['a', 'b', 'c'], mutuallyExclusive: {}});
    expect(checkRelationships(f, {a: 'x'})).to.deep.equal({});
    expect(checkRelationships(f, {a: 'x', c: 'y'})).to.deep.equal({
      a: 'Fill in only one of this and C',
      c: 'Fill in only one of this and A',
    });
  });

  it('dependentOn: the dependants need their dependencies', () => {
    const f = form({fieldNames: ['a'], dependentOn: {dependencyFieldNames: ['b', 'c']}});
    expect(checkRelationships(f, {})).to.deep.equal({});
    expect(checkRelationships(f, {b: 'x'})).to.deep.equal({});
    expect(checkRelationships(f, {a: 'x', b: 'y'})).to.deep.equal({
      c: 'Required when A is filled in',
      a: 'Also fill in C',
    });
    expect(checkRelationships(f, {a: 'x', b: 'y', c: 'z'})).to.deep.equal({});
  });

  it('treats false, [] and {} as not filled', () => {
    const f: Form = {
      fields: [
        {name: 'flag', boolField: {}},
        {name: 'list', stringSliceField: {}},
        {name: 'map', stringMapField: {}},
      ],
      fieldRelationships: [{fieldNames: ['flag', 'list', 'map'], atLeastOne: {}}],
    };
    expect(Object.keys(checkRelationships(f, {flag: false, list: [], map: {}}))).to.have.length(3);
    expect(checkRelationships(f, {flag: true})).to.deep.equal({});
  });

  it('ignores unknown field names and unknown relationship kinds', () => {
    const f: Form = {
      fields: [field('a')],
      fieldRelationships: [
        {fieldNames: ['a', 'ghost'], requiredTogether: {}},
        {fieldNames: ['a'], somethingNew: {}} as unknown as NonNullable<
          Form['fieldRelationships']
        >[number],
      ],
    };
    expect(checkRelationships(f, {a: 'x'})).to.deep.equal({});
  });
});
