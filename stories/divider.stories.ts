import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/divider.js';
import '../src/components/basic/row.js';
import '../src/components/basic/column.js';
import '../src/components/basic/text.js';

/** A thin separator line, horizontal or vertical. */
const meta: Meta = {
  title: 'Layout/Divider',
  component: 'svc-divider',
  tags: ['autodocs'],
  args: {orientation: 'horizontal'},
  argTypes: {orientation: {control: 'select', options: ['horizontal', 'vertical']}},
  render: (args) =>
    html`<svc-row alignment="center" style="height: 80px">
      <svc-text text="Before"></svc-text>
      <svc-divider .orientation=${args.orientation}></svc-divider>
      <svc-text text="After"></svc-text>
    </svc-row>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  render: (args) =>
    html`<svc-column style="max-width: 320px">
      <svc-text text="Above"></svc-text>
      <svc-divider .orientation=${args.orientation}></svc-divider>
      <svc-text text="Below"></svc-text>
    </svc-column>`,
};

/** Vertical in a row: as tall as the row, even when the row centres its children. */
export const Vertical: Story = {args: {orientation: 'vertical'}};

/** Themed through its custom properties. */
export const Themed: Story = {
  render: () =>
    html`<svc-divider
      style="--svc-divider-color: #cf222e; --svc-divider-width: 3px; --svc-divider-spacing: 24px"
    ></svc-divider>`,
};

import {boundParameters, renderBound} from './support/bound.js';

/**
 * Bound in a surface: the divider between the two texts and the text below it read
 * `/orientation`, which the picker writes.
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound({
      surfaceId: 'srf-bound-divider',
      sendDataModel: false,
      dataModelJson: '{"orientation": "vertical"}',
      createdAt: '2026-11-20T12:00:00Z',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {
          id: 'root',
          column: {children: {ids: ['orientation', 'row', 'state']}, gap: {literal: 12}},
        },
        {
          id: 'orientation',
          choicePicker: {
            label: {literal: 'Orientation'},
            value: {path: '/orientation'},
            choices: [
              {id: 'horizontal', label: {literal: 'horizontal'}},
              {id: 'vertical', label: {literal: 'vertical'}},
            ],
          },
        },
        {id: 'row', row: {children: {ids: ['left', 'line', 'right']}, gap: {literal: 12}}},
        {id: 'left', weight: 1, text: {text: {literal: 'Left side'}}},
        {id: 'line', divider: {orientation: {path: '/orientation'}}},
        {id: 'right', weight: 1, text: {text: {literal: 'Right side'}}},
        {
          id: 'state',
          text: {
            text: {
              call: {
                call: 'formatString',
                args: {value: {literal: 'orientation: ${/orientation}'}},
              },
            },
          },
        },
      ],
    }),
};
