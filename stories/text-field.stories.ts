import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/text-field.js';

/** A labelled text input: one line, several lines, a number or a password. */
const meta: Meta = {
  title: 'Inputs/Text field',
  component: 'svc-text-field',
  tags: ['autodocs'],
  args: {
    label: 'Justification',
    placeholder: 'Why do you need this access?',
    value: '',
    variant: 'shortText',
    error: '',
    showErrors: false,
    required: false,
    disabled: false,
  },
  argTypes: {
    variant: {control: 'select', options: ['shortText', 'longText', 'number', 'obscured']},
  },
  render: (args) =>
    html`<svc-text-field
      .label=${args.label}
      .placeholder=${args.placeholder}
      .value=${args.value}
      .variant=${args.variant}
      .error=${args.error}
      .showErrors=${args.showErrors}
      .required=${args.required}
      .disabled=${args.disabled}
    ></svc-text-field>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** The four variants; SDK spellings such as `TEXT_FIELD_VARIANT_LONG_TEXT` work too. */
export const Variants: Story = {
  render: () =>
    html`<div style="display: grid; gap: 16px; max-width: 420px">
      <svc-text-field label="Short text" placeholder="One line"></svc-text-field>
      <svc-text-field
        label="Long text"
        variant="longText"
        value=${'First line\nSecond line'}
      ></svc-text-field>
      <svc-text-field label="Number" variant="number" value="42"></svc-text-field>
      <svc-text-field label="Password" variant="obscured" value="secret"></svc-text-field>
    </div>`,
};

/** Required, invalid (errors shown at once here; normally after the first edit or blur), disabled. */
export const States: Story = {
  render: () =>
    html`<div style="display: grid; gap: 16px; max-width: 420px">
      <svc-text-field label="Name" required placeholder="Your name"></svc-text-field>
      <svc-text-field label="Email" value="not-an-email" error="Invalid email" show-errors>
      </svc-text-field>
      <svc-text-field label="Ticket" value="ACC-1234" disabled></svc-text-field>
    </div>`,
};

/** Long labels and values wrap or scroll inside narrow containers. */
export const LongText: Story = {
  args: {
    label:
      'Explain in a few sentences why you need administrator access to the production billing system',
    value:
      'I am on call this week and need to rotate the payment provider keys before they expire on Friday.',
    variant: 'longText',
    error: 'Please mention the ticket number in your justification so the reviewer can find it.',
    showErrors: true,
  },
  render: (args) =>
    html`<div style="max-width: 320px">
      <svc-text-field
        .label=${args.label}
        .value=${args.value}
        .variant=${args.variant}
        .error=${args.error}
        .showErrors=${args.showErrors}
      ></svc-text-field>
    </div>`,
};

import {boundParameters, renderBound} from './support/bound.js';

/**
 * Bound in a surface: the field and the greeting read `/user/name`; type and the greeting and
 * the data model follow. The required check shows its message once the field is emptied.
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound({
      surfaceId: 'srf-bound-text-field',
      sendDataModel: false,
      dataModelJson: '{"user": {"name": "Ada", "age": 36}}',
      createdAt: '2026-11-20T12:00:00Z',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {
          id: 'root',
          column: {children: {ids: ['name', 'greeting', 'age', 'age-text']}, gap: {literal: 8}},
        },
        {
          id: 'name',
          textField: {
            label: {literal: 'Name'},
            value: {path: '/user/name'},
            checks: [
              {call: 'required', args: {value: {path: '/user/name'}}, message: 'Enter a name'},
            ],
          },
        },
        {
          id: 'greeting',
          text: {
            text: {call: {call: 'formatString', args: {value: {literal: 'Hello, ${/user/name}!'}}}},
          },
        },
        {
          id: 'age',
          textField: {label: {literal: 'Age'}, variant: 'number', value: {path: '/user/age'}},
        },
        {
          id: 'age-text',
          text: {
            text: {
              call: {
                call: 'formatString',
                args: {value: {literal: 'Age in the model: ${/user/age}'}},
              },
            },
          },
        },
      ],
    }),
};
