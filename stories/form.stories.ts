import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/form/form.js';
import type {SvcForm} from '../src/components/form/form.js';
import type {
  SvcFormSubmitEvent,
  SvcFormValueEvent,
  SvcOAuth2ConnectEvent,
} from '../src/components/form/events.js';
import type {Field, Form} from '../src/api/types.js';
import type {FormValues} from '../src/form-rules/values.js';
import type {ResourceItem, ResourceProvider} from '../src/providers/types.js';

// ---------------------------------------------------------------------------------------------
// Story data: a form with every field kind, a small directory for the pickers, and a masked
// rendering of values (password fields never show their value, not even in a story).

const everyKindFields: Field[] = [
  {
    name: 'justification',
    displayName: 'Business justification',
    description: 'Reviewers read this first.',
    required: true,
    stringField: {textField: {multiline: true}, rules: {minLen: '20', maxLen: '500'}},
  },
  {
    name: 'ticket',
    displayName: 'Ticket',
    stringField: {placeholder: 'SEC-1234', rules: {pattern: '^[A-Z]+-[0-9]+$', ignoreEmpty: true}},
  },
  {
    name: 'mailbox',
    displayName: 'Mailbox',
    stringField: {textField: {suffix: '@acme.example'}, rules: {minLen: '2', notContains: '@'}},
  },
  {
    name: 'apiKey',
    displayName: 'API key',
    description: 'Masked; never put in an attribute or a log.',
    stringField: {passwordField: {}, rules: {minLen: '8', ignoreEmpty: true}},
  },
  {
    name: 'until',
    displayName: 'Access until',
    required: true,
    stringField: {dateField: {defaultToToday: true, minDaysFromToday: 0, maxDaysFromToday: 30}},
  },
  {
    name: 'environment',
    displayName: 'Environment',
    required: true,
    stringField: {
      defaultValue: 'staging',
      selectField: {
        options: [
          {value: 'dev', displayName: 'Development', description: 'Sandboxes, no customer data.'},
          {value: 'staging', displayName: 'Staging', description: 'Pre-production copy.'},
          {value: 'prod', displayName: 'Production', description: 'Needs a second approver.'},
        ],
      },
    },
  },
  {
    name: 'manager',
    displayName: 'Approver',
    stringField: {pickerField: {svcUserPicker: {excludeUserIds: ['u-me']}}},
  },
  {
    name: 'account',
    displayName: 'GitHub account',
    stringField: {pickerField: {appUserPicker: {appId: 'app-github'}}},
  },
  {
    name: 'repos',
    displayName: 'Repositories',
    stringSliceField: {
      pickerField: {resourcePicker: {appId: 'app-github', resourceTypeId: 'repo'}},
      rules: {maxItems: '3'},
    },
  },
  {
    name: 'hours',
    displayName: 'Duration (hours)',
    int64Field: {defaultValue: '8', numberField: {minValue: '1', maxValue: '168', step: '1'}},
  },
  {
    name: 'quota',
    displayName: 'Quota (bytes, int64)',
    description: 'Exact beyond 2^53: try 9007199254740993.',
    int64Field: {rules: {lte: '9223372036854775807', gt: '9007199254740992', ignoreEmpty: true}},
  },
  {
    name: 'tags',
    displayName: 'Tags',
    stringSliceField: {
      chipsField: {},
      defaultValues: ['oncall'],
      rules: {
        minItems: '1',
        maxItems: '5',
        unique: true,
        items: {string: {pattern: '^[a-z0-9-]+$'}},
      },
    },
  },
  {
    name: 'labels',
    displayName: 'Labels',
    stringMapField: {defaultValue: {team: 'platform'}, rules: {validateEmpty: true}},
  },
  {
    name: 'evidence',
    displayName: 'Evidence',
    fileField: {acceptedFileTypes: ['.pdf', 'image/png'], maxFileSize: '5242880'},
  },
  {name: 'github', displayName: 'GitHub connection', oauth2Field: {oauth2FieldView: {}}},
  {
    name: 'accept',
    displayName: 'I have read the acceptable-use policy',
    required: true,
    boolField: {checkboxField: {}, rules: {const: true}},
  },
  {
    name: 'notify',
    displayName: 'Notify my manager',
    boolField: {toggleField: {}, defaultValue: true},
  },
  {
    name: 'assetId',
    displayName: 'Asset id',
    readOnly: true,
    stringField: {defaultValue: '8f14e45f-ceea-4672-9a5b-1c8d5b2b7d10', rules: {uuid: true}},
  },
];

const everyKindForm: Form = {
  id: 'form-every-kind',
  displayName: 'Access request',
  description: 'Every field kind of the service’s Form type.',
  fields: everyKindFields,
  fieldGroups: [
    {
      name: 'request',
      displayName: 'Request',
      helpText: 'What and why.',
      default: true,
      fields: ['justification', 'ticket', 'environment', 'until', 'hours', 'accept'],
    },
    {
      name: 'target',
      displayName: 'Target',
      fields: ['manager', 'account', 'repos', 'mailbox', 'notify'],
    },
    {
      name: 'extras',
      displayName: 'Extras',
      helpText: 'Optional details.',
      fields: ['apiKey', 'quota', 'tags', 'labels', 'evidence', 'github', 'assetId'],
    },
  ],
  fieldRelationships: [{fieldNames: ['account', 'repos'], mutuallyExclusive: {}}],
};

const directory: Record<string, ResourceItem[]> = {
  user: [
    {id: 'u-me', displayName: 'You'},
    {id: 'u-ada', displayName: 'Ada Lovelace', description: 'Engineering manager'},
    {id: 'u-grace', displayName: 'Grace Hopper', description: 'Security'},
  ],
  app_user: [
    {id: 'gh-ada', displayName: 'ada (GitHub)'},
    {id: 'gh-grace', displayName: 'grace (GitHub)'},
  ],
  repo: [
    {id: 'repo-infra', displayName: 'acme/infra', description: 'Terraform'},
    {id: 'repo-web', displayName: 'acme/web'},
    {id: 'repo-api', displayName: 'acme/payments-api'},
  ],
};

/** A small in-memory provider for the pickers (users, app users, repositories). */
const storyDirectory: ResourceProvider = {
  async listResources(query) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const search = query.search.toLowerCase();
    return {
      items: (directory[query.resourceType] ?? []).filter((i) =>
        i.displayName.toLowerCase().includes(search),
      ),
    };
  },
};

/** Values as text for a story panel, with password fields masked and files named. */
function describeValues(form: Form, values: FormValues): string {
  const secret = new Set(
    (form.fields ?? []).filter((f) => f.stringField?.passwordField).map((f) => f.name),
  );
  const shown = Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      secret.has(k) ? (v ? '•••• (hidden)' : '') : v instanceof File ? `File ${v.name}` : v,
    ]),
  );
  return JSON.stringify(shown, null, 2);
}

interface Args {
  /** Text of the submit button. */
  submitLabel: string;
  /** Saving: spinner, editing blocked. */
  busy: boolean;
  /** Editing and submitting blocked. */
  disabled: boolean;
  /** Hide the submit button. */
  hideSubmit: boolean;
  /** Hide the form's display name. */
  hideTitle: boolean;
  /** Hand the pickers a (story) directory; off: they ask for typed IDs. */
  directory: boolean;
}

function render(form: Form, args: Args, value: FormValues = {}) {
  const show = (e: Event, label: string, values: FormValues) => {
    const panel = (e.currentTarget as HTMLElement).parentElement!.querySelector('pre')!;
    panel.textContent = `${label}\n${describeValues(form, values)}`;
  };
  return html`<div
    style="display:grid;grid-template-columns:minmax(0,1fr) minmax(220px,320px);gap:16px;align-items:start"
  >
    <svc-form
      .form=${form}
      .value=${value}
      .resourceProvider=${args.directory ? storyDirectory : null}
      submit-label=${args.submitLabel}
      ?busy=${args.busy}
      ?disabled=${args.disabled}
      ?hide-submit=${args.hideSubmit}
      ?hide-title=${args.hideTitle}
      @change=${(e: Event) => show(e, 'change', (e as SvcFormValueEvent).values)}
      @submit=${(e: Event) => show(e, 'submit (valid values only)', (e as SvcFormSubmitEvent).values)}
      @svc-oauth2-connect=${(e: SvcOAuth2ConnectEvent) => {
        // A host would run the OAuth2 flow here; the story pretends it succeeded.
        const el = e.currentTarget as SvcForm;
        el.value = {...el.value, [e.field]: 'credential-123'};
      }}
    ></svc-form>
    <pre
      style="margin:0;font-size:12px;white-space:pre-wrap;overflow-wrap:anywhere"
      aria-label="Last event"
    >
Edit a field or submit.</pre>
  </div>`;
}

/**
 * `<svc-form>` draws a Form of the service (spec 2.3): every field kind, its rules, the
 * relationships between fields, groups as sections (the default group first). Errors show once a
 * field changed and everywhere after a submit attempt; `submit` carries valid values only.
 *
 * CEL expressions (`defaultValueCel`, `inputTransformationCel`) are **not evaluated** in the
 * browser: the spec does not say which variables they see. Fields that carry one show a note
 * (see the "CEL and unchecked patterns" story). Patterns (RE2 syntax) are tested with RE2, as on the
 * service, in linear time; the engine loads the first time a form with a pattern is shown.
 */
const meta: Meta<Args> = {
  title: 'Service forms/Form',
  component: 'svc-form',
  tags: ['autodocs'],
  args: {
    submitLabel: 'Submit request',
    busy: false,
    disabled: false,
    hideSubmit: false,
    hideTitle: false,
    directory: true,
  },
  parameters: {layout: 'padded'},
  render: (args) => render(everyKindForm, args),
};
export default meta;
type Story = StoryObj<Args>;

/** Every field kind: text, multiline, suffix, password, date, select, pickers, number, int64 beyond 2^53, chips, map, file, OAuth2, checkbox, toggle, read-only. */
export const Default: Story = {};

/** Without a directory the pickers ask for typed IDs, with a note saying so. */
export const PickersWithoutDirectory: Story = {args: {directory: false}};

/** Busy (saving) and disabled: editing and submitting are blocked. */
export const States: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:24px">
      ${render(everyKindForm, {...args, busy: true, submitLabel: 'Saving…'})}
      ${render({...everyKindForm, displayName: 'Disabled'}, {...args, disabled: true})}
    </div>`,
};

/** Server-side errors from `setErrors()`: next to the field, or above the form for other names. */
export const ServerErrors: Story = {
  play: async ({canvasElement}) => {
    const form = canvasElement.querySelector('svc-form')!;
    await form.updateComplete;
    form.setErrors({
      apiKey: 'This key was revoked.',
      '': 'The service could not save the request.',
    });
  },
};

const relationshipsForm: Form = {
  displayName: 'Who to contact',
  description: 'Press Submit to see the relationship messages next to the fields concerned.',
  fields: [
    {name: 'email', displayName: 'Email', stringField: {rules: {email: true, ignoreEmpty: true}}},
    {name: 'phone', displayName: 'Phone', stringField: {}},
    {name: 'street', displayName: 'Street', stringField: {}},
    {name: 'city', displayName: 'City', stringField: {}},
    {name: 'personal', displayName: 'Personal account', boolField: {}},
    {name: 'shared', displayName: 'Shared account', boolField: {}},
    {name: 'deputy', displayName: 'Deputy', stringField: {}},
    {name: 'deputyReason', displayName: 'Why a deputy', stringField: {}},
  ],
  fieldRelationships: [
    {fieldNames: ['email', 'phone'], atLeastOne: {}},
    {fieldNames: ['street', 'city'], requiredTogether: {}},
    {fieldNames: ['personal', 'shared'], mutuallyExclusive: {}},
    {fieldNames: ['deputyReason'], dependentOn: {dependencyFieldNames: ['deputy']}},
  ],
};

/** requiredTogether, atLeastOne, mutuallyExclusive and dependentOn, checked on submit. */
export const Relationships: Story = {
  render: (args) =>
    render(relationshipsForm, args, {
      street: 'Main St 1',
      personal: true,
      shared: true,
      deputyReason: 'Holiday',
    }),
};

const notesForm: Form = {
  displayName: 'CEL and unchecked patterns',
  description:
    'CEL expressions are not evaluated in the browser (the spec does not define their variables): these fields say so. Patterns run on RE2, as on the service, in linear time; one too large to test here is left to the service, and its field says so.',
  fields: [
    {
      name: 'email',
      displayName: 'Contact email',
      sharedConfig: {defaultValueCel: 'subject.email'},
      stringField: {rules: {email: true, ignoreEmpty: true}},
    },
    {
      name: 'username',
      displayName: 'Username',
      userConfig: {inputTransformationCel: 'input.lowerAscii()'},
      stringField: {},
    },
    {
      name: 'code',
      displayName: 'Code',
      description:
        'Pattern from the server: ^(a+)+$ — type many a’s and a b: it is checked at once (no backtracking).',
      stringField: {rules: {pattern: '^(a+)+$'}},
    },
    {
      name: 'bio',
      displayName: 'Bio',
      description:
        'Pattern from the server: ^[\\s\\S]{0,1500}$ — too large to test in the browser.',
      stringField: {rules: {pattern: '^[\\s\\S]{0,1500}$'}},
    },
  ],
};

/** CEL expressions are noted, not evaluated; a pattern too large to test here is noted. */
export const CelAndUncheckedPatterns: Story = {render: (args) => render(notesForm, args)};

/** Long names, descriptions and values wrap instead of overflowing. */
export const LongText: Story = {
  render: (args) =>
    render(
      {
        displayName:
          'A very long form title that goes on and on to show how the heading wraps in narrow containers',
        description:
          'Line one of the description.\nLine two, with a long URL: https://example.test/a/very/long/path/without/spaces/that/has/to/wrap/somewhere',
        fields: [
          {
            name: 'x',
            displayName:
              'A field label that is much longer than any sensible label would be, to test wrapping',
            description: 'A help text that is also very long. '.repeat(6),
            stringField: {textField: {suffix: '.a-long-suffix.example.com'}},
          },
          {
            name: 'y',
            displayName: 'Options',
            stringField: {
              selectField: {
                options: [
                  {
                    value: 'v',
                    displayName: 'An option with a long name '.repeat(3),
                    description: 'And a long description. '.repeat(4),
                  },
                ],
              },
            },
          },
        ],
      },
      args,
      {x: 'a-value-without-spaces-'.repeat(6)},
    ),
};
