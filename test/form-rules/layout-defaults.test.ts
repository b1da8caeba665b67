import {expect} from '@open-wc/testing';
import type {Field, Form} from '../../src/api/types.js';
import {defaultValues, withDefaults} from '../../src/form-rules/defaults.js';
import {isHidden, isReadOnly, presentationOf} from '../../src/form-rules/field-kind.js';
import {sectionsOf} from '../../src/form-rules/layout.js';
import {fieldNotes} from '../../src/form-rules/notes.js';
import {loadRegexEngine} from '../../src/model/index.js';

describe('forms: layout, defaults, kinds', () => {
  it('puts the default group first and ungrouped fields in it', () => {
    const form: Form = {
      fields: [
        {name: 'a', stringField: {}},
        {name: 'b', stringField: {}},
        {name: 'c', stringField: {}},
      ],
      fieldGroups: [
        {name: 'extra', displayName: 'Extra', fields: ['b']},
        {name: 'main', displayName: 'Main', helpText: 'The basics', default: true, fields: ['c']},
        {name: 'empty', fields: ['ghost']},
      ],
    };
    const sections = sectionsOf(form);
    expect(sections.map((s) => [s.name, s.fields.map((f) => f.name)])).to.deep.equal([
      ['main', ['c', 'a']],
      ['extra', ['b']],
    ]);
    expect(sections[0].helpText).to.equal('The basics');
  });

  it('without groups, one untitled section holds every field; duplicates and hidden fields drop', () => {
    const form: Form = {
      fields: [
        {name: 'a', stringField: {}},
        {name: 'a', boolField: {}},
        {name: 'secret', adminConfig: {defaultValueCel: 'x'}, stringField: {}},
        {name: 'shown', adminConfig: {showToUser: true}, stringField: {}},
      ],
    };
    const [only, ...rest] = sectionsOf(form);
    expect(rest).to.have.length(0);
    expect(only.name).to.equal('');
    expect(only.fields.map((f) => f.name)).to.deep.equal(['a', 'shown']);
  });

  it('reads defaults of every kind', () => {
    const form: Form = {
      fields: [
        {name: 'b', boolField: {defaultValue: true}},
        {name: 'n', int64Field: {defaultValue: '9007199254740993'}},
        {name: 's', stringField: {defaultValue: 'hi'}},
        {name: 'd', stringField: {dateField: {defaultToToday: true}}},
        {name: 'l', stringSliceField: {defaultValues: ['x', 'y']}},
        {name: 'm', stringMapField: {defaultValue: {k: 'v'}}},
        {name: 'f', fileField: {}},
        {name: 'o', oauth2Field: {}},
        {name: 'plain', stringField: {}},
      ],
    };
    expect(defaultValues(form, {today: '2025-03-10'})).to.deep.equal({
      b: true,
      n: '9007199254740993',
      s: 'hi',
      d: '2025-03-10',
      l: ['x', 'y'],
      m: {k: 'v'},
      f: null,
      o: '',
      plain: '',
    });
    expect(withDefaults(form, {s: 'mine', plain: ''}, {today: '2025-03-10'})).to.include({
      s: 'mine',
      b: true,
      plain: '',
    });
  });

  it('keeps a map key named __proto__ as a plain key', () => {
    const map = JSON.parse('{"__proto__": "x", "a": "b"}');
    const values = defaultValues({fields: [{name: 'm', stringMapField: {defaultValue: map}}]});
    expect(Object.keys(values.m as object)).to.deep.equal(['__proto__', 'a']);
    expect(Object.getPrototypeOf(values.m)).to.equal(Object.prototype);
  });

  it('maps each kind to a presentation', () => {
    const cases: [Field, string][] = [
      [{name: 'x', boolField: {}}, 'checkbox'],
      [{name: 'x', boolField: {toggleField: {}}}, 'toggle'],
      [{name: 'x', int64Field: {}}, 'number'],
      [{name: 'x', stringField: {}}, 'text'],
      [{name: 'x', stringField: {textField: {multiline: true}}}, 'text'],
      [{name: 'x', stringField: {passwordField: {}}}, 'password'],
      [{name: 'x', stringField: {dateField: {}}}, 'date'],
      [{name: 'x', stringField: {selectField: {options: []}}}, 'select'],
      [{name: 'x', stringField: {pickerField: {appUserPicker: {appId: 'a'}}}}, 'picker'],
      [{name: 'x', stringSliceField: {}}, 'chips'],
      [{name: 'x', stringSliceField: {pickerField: {resourcePicker: {}}}}, 'picker'],
      [{name: 'x', stringMapField: {}}, 'map'],
      [{name: 'x', fileField: {}}, 'file'],
      [{name: 'x', oauth2Field: {}}, 'oauth2'],
      [{name: 'x'} as Field, 'unknown'],
    ];
    for (const [field, expected] of cases)
      expect(presentationOf(field), JSON.stringify(field)).to.equal(expected);
  });

  it('hidden and read-only fields', () => {
    expect(isHidden({name: 'x', adminConfig: {}, stringField: {}})).to.equal(true);
    expect(isHidden({name: 'x', adminConfig: {showToUser: true}, stringField: {}})).to.equal(false);
    expect(isReadOnly({name: 'x', adminConfig: {showToUser: true}, stringField: {}})).to.equal(
      false,
    );
    expect(isReadOnly({name: 'x', readOnly: true, stringField: {}})).to.equal(true);
    expect(
      isReadOnly({
        name: 'x',
        sharedConfig: {lockDefaultValues: true},
        stringField: {defaultValue: 'a'},
      }),
    ).to.equal(true);
    expect(
      isReadOnly({name: 'x', sharedConfig: {lockDefaultValues: true}, stringField: {}}),
    ).to.equal(false);
  });

  it('notes CEL expressions and patterns RE2 cannot compile instead of evaluating them', async () => {
    await loadRegexEngine();
    expect(
      fieldNotes({name: 'x', sharedConfig: {defaultValueCel: 'user.email'}, stringField: {}}),
    ).to.deep.equal(['The default value of this field is computed by the service.']);
    expect(
      fieldNotes({
        name: 'x',
        userConfig: {inputTransformationCel: 'input.trim()'},
        stringField: {},
      }),
    ).to.deep.equal(['The service may adjust this value when it is submitted.']);
    expect(fieldNotes({name: 'x', stringField: {rules: {pattern: '(?<=a)b'}}})[0]).to.contain(
      'checked by the service',
    );
    expect(fieldNotes({name: 'x', stringField: {rules: {pattern: '^a+$'}}})).to.deep.equal([]);
  });
});
