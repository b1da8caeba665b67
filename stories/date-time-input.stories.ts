import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/date-time-input.js';

/** A labelled native date, time or date-and-time picker that reads and writes ISO 8601. */
const meta: Meta = {
  title: 'Inputs/Date time input',
  component: 'svc-date-time-input',
  tags: ['autodocs'],
  args: {
    label: 'Start date',
    value: '2026-12-01',
    min: '2026-11-22',
    max: '2027-12-31',
    mode: '',
    error: '',
    showErrors: false,
    disabled: false,
  },
  argTypes: {
    mode: {control: 'select', options: ['', 'date', 'time', 'datetime', 'DATE_TIME']},
  },
  render: (args) =>
    html`<svc-date-time-input
      .label=${args.label}
      .value=${args.value}
      .min=${args.min}
      .max=${args.max}
      .mode=${args.mode}
      .error=${args.error}
      .showErrors=${args.showErrors}
      .disabled=${args.disabled}
    ></svc-date-time-input>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/**
 * The mode follows `mode`, else the shape of the value. A value with `Z` is shown in your local
 * time and written back in UTC.
 */
export const Modes: Story = {
  render: () =>
    html`<div style="display: grid; gap: 16px">
      <svc-date-time-input label="Date (from the value)" value="2026-12-01"></svc-date-time-input>
      <svc-date-time-input label="Time (from the value)" value="09:30"></svc-date-time-input>
      <svc-date-time-input
        label="Date and time, plain local"
        value="2026-12-01T09:30"
      ></svc-date-time-input>
      <svc-date-time-input
        label="Date and time, stored in UTC"
        value="2025-12-15T17:00:00Z"
      ></svc-date-time-input>
      <svc-date-time-input label="Empty, mode TIME" mode="TIME"></svc-date-time-input>
    </div>`,
};

/** Invalid (error shown at once here), disabled, and an unreadable value (shown empty). */
export const States: Story = {
  render: () =>
    html`<div style="display: grid; gap: 16px">
      <svc-date-time-input
        label="End date"
        value="2026-01-01"
        error="The end date must be after the start date"
        show-errors
      ></svc-date-time-input>
      <svc-date-time-input label="Locked" value="2026-12-01" disabled></svc-date-time-input>
      <svc-date-time-input label="Unreadable value" value="next tuesday"></svc-date-time-input>
    </div>`,
};

/** A long label wraps above the control. */
export const LongText: Story = {
  args: {
    label:
      'When should the temporary administrator access to the production billing system end at the latest?',
    value: '2026-12-01T18:00',
  },
  render: (args) =>
    html`<div style="max-width: 300px">
      <svc-date-time-input .label=${args.label} .value=${args.value}></svc-date-time-input>
    </div>`,
};

import {boundParameters, renderBound} from './support/bound.js';

/**
 * Bound in a surface: the input reads and writes `/start` (between `min` and `max`); the text
 * formats it with formatDate and the data model shows the stored string.
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound({
      surfaceId: 'srf-bound-date-time-input',
      sendDataModel: false,
      dataModelJson: '{"start": "2026-12-01"}',
      createdAt: '2026-11-20T12:00:00Z',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {id: 'root', column: {children: {ids: ['start', 'start-text']}, gap: {literal: 8}}},
        {
          id: 'start',
          dateTimeInput: {
            label: {literal: 'Access starts on'},
            value: {path: '/start'},
            min: {literal: '2026-11-22'},
            max: {literal: '2027-12-31'},
          },
        },
        {
          id: 'start-text',
          text: {
            text: {
              call: {
                call: 'formatString',
                args: {
                  value: {
                    literal: "Starts ${formatDate(value: /start, format: 'EEEE d MMMM yyyy')}",
                  },
                },
              },
            },
          },
        },
      ],
    }),
};
