import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/check-box.js';

/** A labelled box the user can tick. */
const meta: Meta = {
  title: 'Inputs/Check box',
  component: 'svc-check-box',
  tags: ['autodocs'],
  args: {
    label: 'Notify me when it is approved',
    checked: false,
    error: '',
    showErrors: false,
    disabled: false,
  },
  render: (args) =>
    html`<svc-check-box
      .label=${args.label}
      .checked=${args.checked}
      .error=${args.error}
      .showErrors=${args.showErrors}
      .disabled=${args.disabled}
    ></svc-check-box>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Ticked, invalid (error shown at once here), disabled, and without a label. */
export const States: Story = {
  render: () =>
    html`<div style="display: grid; gap: 12px">
      <svc-check-box label="Ticked" checked></svc-check-box>
      <svc-check-box label="I accept the terms" error="You must accept the terms" show-errors>
      </svc-check-box>
      <svc-check-box label="Disabled and ticked" checked disabled></svc-check-box>
      <svc-check-box label=""></svc-check-box>
    </div>`,
};

/** A long label wraps beside the box. */
export const LongText: Story = {
  args: {
    label:
      'I confirm that I have read the access policy, that this request is needed for my current work, and that my manager knows about it.',
  },
  render: (args) =>
    html`<div style="max-width: 320px">
      <svc-check-box .label=${args.label}></svc-check-box>
    </div>`,
};

import {boundParameters, renderBound} from './support/bound.js';

/**
 * Bound in a surface: two check boxes and a text read `/agree`; ticking either one updates the
 * other, the text and the data model.
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound({
      surfaceId: 'srf-bound-check-box',
      sendDataModel: false,
      dataModelJson: '{"agree": false}',
      createdAt: '2026-11-20T12:00:00Z',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {id: 'root', column: {children: {ids: ['agree', 'again', 'state']}, gap: {literal: 8}}},
        {id: 'agree', checkBox: {label: {literal: 'I accept the terms'}, value: {path: '/agree'}}},
        {
          id: 'again',
          checkBox: {label: {literal: 'Same value, second box'}, value: {path: '/agree'}},
        },
        {
          id: 'state',
          text: {
            text: {call: {call: 'formatString', args: {value: {literal: 'Accepted: ${/agree}'}}}},
          },
        },
      ],
    }),
};
