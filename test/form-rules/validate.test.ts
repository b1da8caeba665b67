import {expect} from '@open-wc/testing';
import type {Form} from '../../src/api/types.js';
import {validateField, validateForm} from '../../src/form-rules/validate.js';

describe('forms: validateField and validateForm', () => {
  it('required on every kind', () => {
    expect(validateField({name: 'x', required: true, stringField: {}}, '')).to.equal('Required');
    expect(validateField({name: 'x', required: true, int64Field: {}}, '')).to.equal('Required');
    expect(validateField({name: 'x', required: true, boolField: {}}, false)).to.equal(
      'Must be checked',
    );
    expect(validateField({name: 'x', required: true, stringSliceField: {}}, [])).to.equal(
      'Required',
    );
    expect(validateField({name: 'x', required: true, stringMapField: {}}, {})).to.equal('Required');
    expect(validateField({name: 'x', required: true, fileField: {}}, null)).to.equal('Required');
    expect(validateField({name: 'x', required: true, oauth2Field: {}}, '')).to.equal('Required');
    expect(validateField({name: 'x', required: true, stringField: {}}, 'ok')).to.equal(undefined);
  });

  it('dispatches each kind to its rules', () => {
    expect(validateField({name: 'x', stringField: {rules: {minLen: '3'}}}, 'ab')).to.equal(
      'At least 3 characters',
    );
    expect(validateField({name: 'x', int64Field: {rules: {lt: '3'}}}, '3')).to.equal(
      'Must be less than 3',
    );
    expect(validateField({name: 'x', boolField: {rules: {const: true}}}, false)).to.equal(
      'Must be checked',
    );
    expect(
      validateField({name: 'x', stringSliceField: {rules: {maxItems: '1'}}}, ['a', 'b']),
    ).to.equal('At most 1 item');
    expect(validateField({name: 'x', stringMapField: {rules: {isRequired: true}}}, {})).to.equal(
      'Add at least one entry',
    );
    expect(
      validateField({name: 'x', fileField: {maxFileSize: '10'}}, {name: 'a', size: 11, type: ''}),
    ).to.equal('The file must be at most 10 bytes');
    expect(
      validateField({name: 'x', stringField: {dateField: {minDaysFromToday: 1}}}, '2025-03-10', {
        today: '2025-03-10',
      }),
    ).to.equal('On or after 2025-03-11');
    expect(
      validateField({name: 'x', stringField: {selectField: {options: [{value: 'a'}]}}}, 'b'),
    ).to.equal('Choose one of the options');
  });

  it('does not check read-only fields', () => {
    expect(
      validateField({name: 'x', readOnly: true, required: true, stringField: {}}, ''),
    ).to.equal(undefined);
  });

  it('validates the visible fields, then relationships', () => {
    const form: Form = {
      fields: [
        {
          name: 'reason',
          displayName: 'Reason',
          required: true,
          stringField: {rules: {minLen: '10'}},
        },
        {name: 'ticket', displayName: 'Ticket', stringField: {}},
        {name: 'incident', displayName: 'Incident', stringField: {}},
        {name: 'hidden', required: true, adminConfig: {}, stringField: {}},
      ],
      fieldRelationships: [{fieldNames: ['ticket', 'incident'], atLeastOne: {}}],
    };
    expect(validateForm(form, {reason: 'short'})).to.deep.equal({
      reason: 'At least 10 characters',
      ticket: 'Fill in at least one of Ticket, Incident',
      incident: 'Fill in at least one of Ticket, Incident',
    });
    expect(validateForm(form, {reason: 'long enough now', ticket: 'T-1'})).to.deep.equal({});
  });

  it('never throws on junk', () => {
    expect(validateForm(null, {})).to.deep.equal({});
    expect(
      validateForm({fields: [null as never, {name: 'x'} as never, {} as never]}, {}),
    ).to.deep.equal({});
  });
});
