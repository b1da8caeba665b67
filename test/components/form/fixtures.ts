import type {Field, Form} from '../../../src/api/types.js';

/** One shown field of each presentation, for element tests. */
export const fields = {
  bool: {
    name: 'accept',
    displayName: 'I accept the terms',
    description: 'Read them first.',
    boolField: {},
  },
  toggle: {
    name: 'notify',
    displayName: 'Notify me',
    boolField: {toggleField: {}, defaultValue: true},
  },
  number: {
    name: 'seats',
    displayName: 'Seats',
    int64Field: {numberField: {minValue: '1', maxValue: '100', step: '1'}, placeholder: 'How many'},
  },
  text: {
    name: 'reason',
    displayName: 'Reason',
    description: 'Why do you need access?',
    required: true,
    stringField: {rules: {minLen: '10'}},
  },
  multiline: {name: 'details', displayName: 'Details', stringField: {textField: {multiline: true}}},
  suffix: {
    name: 'mailbox',
    displayName: 'Mailbox',
    stringField: {textField: {suffix: '@example.com'}},
  },
  password: {
    name: 'apiKey',
    displayName: 'API key',
    required: true,
    stringField: {passwordField: {}},
  },
  date: {
    name: 'until',
    displayName: 'Until',
    stringField: {dateField: {minDaysFromToday: 1, maxDaysFromToday: 30}},
  },
  select: {
    name: 'level',
    displayName: 'Access level',
    stringField: {
      selectField: {
        options: [
          {value: 'read', displayName: 'Read', description: 'See everything, change nothing.'},
          {value: 'write', displayName: 'Write', description: 'Change content.'},
        ],
      },
    },
  },
  userPicker: {
    name: 'manager',
    displayName: 'Manager',
    stringField: {pickerField: {svcUserPicker: {excludeUserIds: ['u-me']}}},
  },
  resourcePicker: {
    name: 'repos',
    displayName: 'Repositories',
    stringSliceField: {pickerField: {resourcePicker: {appId: 'app-1', resourceTypeId: 'repo'}}},
  },
  chips: {
    name: 'tags',
    displayName: 'Tags',
    stringSliceField: {chipsField: {}, rules: {maxItems: '3', unique: true}},
  },
  map: {name: 'labels', displayName: 'Labels', stringMapField: {rules: {validateEmpty: true}}},
  file: {
    name: 'evidence',
    displayName: 'Evidence',
    fileField: {acceptedFileTypes: ['.pdf', 'image/*'], maxFileSize: '1048576'},
  },
  oauth2: {
    name: 'github',
    displayName: 'GitHub account',
    oauth2Field: {oauth2FieldView: {provider: 'github'}},
  },
} satisfies Record<string, Field>;

export const today = '2025-03-10';

/** A form with groups and relationships, used by the svc-form tests. */
export const accessForm: Form = {
  id: 'f1',
  displayName: 'Request access',
  description: 'Tell us what you need.',
  fields: [
    fields.text,
    {name: 'ticket', displayName: 'Ticket', stringField: {}},
    {name: 'incident', displayName: 'Incident', stringField: {}},
    fields.password,
    {name: 'team', displayName: 'Team', readOnly: true, stringField: {defaultValue: 'Platform'}},
    {name: 'internal', adminConfig: {defaultValueCel: 'subject.department'}, stringField: {}},
    fields.toggle,
  ],
  fieldGroups: [
    {
      name: 'extra',
      displayName: 'References',
      helpText: 'Link a ticket or an incident.',
      fields: ['ticket', 'incident'],
    },
    {name: 'main', displayName: 'Request', default: true, fields: ['reason', 'apiKey']},
  ],
  fieldRelationships: [{fieldNames: ['ticket', 'incident'], atLeastOne: {}}],
};
