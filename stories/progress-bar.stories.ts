import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/progress-bar.js';

/** A read-only bar with the percent done; indeterminate while the value is missing. */
const meta: Meta = {
  title: 'Content/Progress bar',
  component: 'svc-progress-bar',
  tags: ['autodocs'],
  args: {label: 'Importing users', value: 42, min: 0, max: 100},
  argTypes: {value: {control: {type: 'number'}}},
  render: (args) =>
    html`<svc-progress-bar
      style="max-width: 420px"
      .label=${args.label}
      .value=${args.value}
      .min=${args.min}
      .max=${args.max}
    ></svc-progress-bar>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Empty, part-way, complete, out of range (clamped), a custom range, and indeterminate. */
export const States: Story = {
  render: () =>
    html`<div style="display: grid; gap: 16px; max-width: 420px">
      <svc-progress-bar label="Not started" value="0"></svc-progress-bar>
      <svc-progress-bar label="Part-way" value="63"></svc-progress-bar>
      <svc-progress-bar label="Complete" value="100"></svc-progress-bar>
      <svc-progress-bar label="Over the maximum (clamped)" value="180"></svc-progress-bar>
      <svc-progress-bar label="3 of 8 steps" value="3" min="0" max="8"></svc-progress-bar>
      <svc-progress-bar label="Waiting for the connector"></svc-progress-bar>
      <svc-progress-bar value="25"></svc-progress-bar>
    </div>`,
};

/** A long label wraps; the percent stays on the right. */
export const LongText: Story = {
  args: {
    label:
      'Synchronising accounts, groups and entitlements from the Workday HR connector into the identity warehouse',
  },
  render: (args) =>
    html`<svc-progress-bar
      style="width: 280px"
      .label=${args.label}
      value="12"
    ></svc-progress-bar>`,
};

import {boundParameters, renderBound} from './support/bound.js';

/**
 * Bound in a surface: the bar reads `/done` of `/total` tasks; the slider writes `/done`, and the
 * label is a formatString over both paths.
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound({
      surfaceId: 'srf-bound-progress-bar',
      sendDataModel: false,
      dataModelJson: '{"done": 7, "total": 20}',
      createdAt: '2026-11-20T12:00:00Z',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {id: 'root', column: {children: {ids: ['bar', 'done']}, gap: {literal: 12}}},
        {
          id: 'bar',
          progressBar: {
            label: {
              call: {
                call: 'formatString',
                args: {value: {literal: '${/done} of ${/total} reviews done'}},
              },
            },
            value: {path: '/done'},
            min: {literal: 0},
            max: {path: '/total'},
          },
        },
        {
          id: 'done',
          slider: {
            label: {literal: 'Reviews done'},
            value: {path: '/done'},
            min: {literal: 0},
            max: {path: '/total'},
          },
        },
      ],
    }),
};
