import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/choice-picker.js';
import type {Choice} from '../src/components/basic/choice-picker.js';

const reviewers: Choice[] = [
  {id: 'manager', label: 'My manager', description: 'Fastest for most requests'},
  {id: 'owner', label: 'App owner', description: 'Knows who should have access'},
  {id: 'security', label: 'Security team'},
];

/** A labelled group of options: radio buttons, or check boxes when several may be chosen. */
const meta: Meta = {
  title: 'Inputs/Choice picker',
  component: 'svc-choice-picker',
  tags: ['autodocs'],
  args: {
    label: 'Who should review?',
    choices: reviewers,
    value: ['manager'],
    multiSelect: false,
    required: false,
    hideLabel: false,
    error: '',
    showErrors: false,
    disabled: false,
    filterable: false,
    displayStyle: 'checkbox',
  },
  argTypes: {
    displayStyle: {control: 'inline-radio', options: ['checkbox', 'chips']},
  },
  render: (args) =>
    html`<svc-choice-picker
      .label=${args.label}
      .choices=${args.choices}
      .value=${args.value}
      .multiSelect=${args.multiSelect}
      .required=${args.required}
      .hideLabel=${args.hideLabel}
      .error=${args.error}
      .showErrors=${args.showErrors}
      .disabled=${args.disabled}
      .filterable=${args.filterable}
      .displayStyle=${args.displayStyle}
    ></svc-choice-picker>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Check boxes; the value lists the ticked ids in the order they were ticked. */
export const MultiSelect: Story = {
  args: {multiSelect: true, required: true, value: ['security', 'manager']},
};

/** Required and empty (error shown at once here), hidden label, disabled, messy choices. */
export const States: Story = {
  render: () =>
    html`<div style="display: grid; gap: 24px">
      <svc-choice-picker
        label="Colour"
        required
        show-errors
        .choices=${[
          {id: 'red', label: 'Red'},
          {id: 'blue', label: 'Blue'},
        ]}
      ></svc-choice-picker>
      <svc-choice-picker label="Hidden label" hide-label .choices=${reviewers}></svc-choice-picker>
      <svc-choice-picker
        label="Disabled"
        disabled
        .choices=${reviewers}
        .value=${['owner']}
      ></svc-choice-picker>
      <svc-choice-picker
        label="Missing labels show the id; entries without an id are skipped"
        .choices=${[{id: 'only-an-id'}, {label: 'no id'}, {id: 'ok', label: 'Fine'}]}
      ></svc-choice-picker>
    </div>`,
};

const apps: Choice[] = [
  'GitHub',
  'GitLab',
  'Okta',
  'AWS production',
  'AWS staging',
  'Azure DevOps',
  'Café ordering',
  'Confluence',
  'Datadog',
  'Jira',
  'PagerDuty',
  'Salesforce',
  'Slack',
  'Snowflake',
  'Zendesk',
].map((label) => ({id: label.toLowerCase().replace(/\W+/g, '-'), label}));

/** A search box narrows a long list (case and accents ignored: try "cafe"); Escape clears it. */
export const Filterable: Story = {
  args: {
    label: 'Applications',
    choices: apps,
    value: ['okta'],
    multiSelect: true,
    filterable: true,
  },
};

/** Pills that wrap; still radio buttons (or check boxes) for the keyboard and screen readers. */
export const Chips: Story = {
  args: {label: 'Access level', displayStyle: 'chips', value: ['owner']},
};

/** Long labels and descriptions wrap. */
export const LongText: Story = {
  args: {
    label: 'Which of these teams should review your request for production database access?',
    choices: [
      {
        id: 'dba',
        label: 'Database administrators on call this week for the production cluster',
        description:
          'They can approve read-only access immediately, but write access needs a second approval from security.',
      },
      {id: 'security', label: 'Security', description: 'Required for any access to personal data.'},
    ],
    value: [],
    multiSelect: true,
  },
  render: (args) =>
    html`<div style="max-width: 320px">
      <svc-choice-picker
        .label=${args.label}
        .choices=${args.choices}
        .value=${args.value}
        .multiSelect=${args.multiSelect}
      ></svc-choice-picker>
    </div>`,
};

import {boundParameters, renderBound} from './support/bound.js';

/**
 * Bound in a surface: a multi-select picker writes a list of ids to `/colors`, a single-select
 * one writes one id to `/size`; the texts and the data model follow.
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound({
      surfaceId: 'srf-bound-choice-picker',
      sendDataModel: false,
      dataModelJson: '{"colors": ["blue"], "size": "m"}',
      createdAt: '2026-11-20T12:00:00Z',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {
          id: 'root',
          column: {
            children: {ids: ['colors', 'colors-text', 'size', 'size-text']},
            gap: {literal: 8},
          },
        },
        {
          id: 'colors',
          choicePicker: {
            label: {literal: 'Colours'},
            multiSelect: true,
            value: {path: '/colors'},
            choices: [
              {id: 'red', label: {literal: 'Red'}},
              {id: 'blue', label: {literal: 'Blue'}},
              {id: 'green', label: {literal: 'Green'}},
            ],
          },
        },
        {
          id: 'colors-text',
          text: {
            text: {call: {call: 'formatString', args: {value: {literal: 'Colours: ${/colors}'}}}},
          },
        },
        {
          id: 'size',
          choicePicker: {
            label: {literal: 'Size'},
            value: {path: '/size'},
            choices: [
              {id: 's', label: {literal: 'Small'}},
              {id: 'm', label: {literal: 'Medium'}, description: {literal: 'Fits most'}},
              {id: 'l', label: {literal: 'Large'}},
            ],
          },
        },
        {
          id: 'size-text',
          text: {text: {call: {call: 'formatString', args: {value: {literal: 'Size: ${/size}'}}}}},
        },
      ],
    }),
};
