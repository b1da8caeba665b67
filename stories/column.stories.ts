import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/column.js';

const box = (label: string, style = '') =>
  html`<div
    style="padding: 8px; background: light-dark(#dafbe1, #12261e); border: 1px solid light-dark(#4ac26b, #2ea043); ${style}"
  >
    ${label}
  </div>`;

/** Children stacked vertically. */
const meta: Meta = {
  title: 'Layout/Column',
  component: 'svc-column',
  tags: ['autodocs'],
  args: {alignment: 'stretch', distribution: 'start', gap: 8},
  argTypes: {
    alignment: {control: 'select', options: ['start', 'center', 'end', 'stretch']},
    distribution: {
      control: 'select',
      options: ['start', 'center', 'end', 'spaceBetween', 'spaceAround', 'spaceEvenly', 'stretch'],
    },
  },
  render: (args) =>
    html`<svc-column
      style="height: 260px; width: 320px; outline: 1px dashed #999"
      .alignment=${args.alignment}
      .distribution=${args.distribution}
      .gap=${args.gap}
    >
      ${box('One')} ${box('Two, a little longer')} ${box('Three')}
    </svc-column>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Every alignment across the column. */
export const Alignments: Story = {
  render: () =>
    html`<div style="display: grid; grid-template-columns: repeat(4, 1fr); gap: 12px">
      ${['start', 'center', 'end', 'stretch'].map(
        (a) =>
          html`<div>
            <code>${a}</code>
            <svc-column alignment=${a} gap="6" style="outline: 1px dashed #999">
              ${box('A')} ${box('Bbbbbb')}
            </svc-column>
          </div>`,
      )}
    </div>`,
};

/** In a fixed height, `stretch` shares it equally; a weight (flex-grow) takes more. */
export const Stretch: Story = {
  render: () =>
    html`<svc-column
      distribution="stretch"
      gap="6"
      style="height: 240px; width: 240px; outline: 1px dashed #999"
    >
      ${box('share')} ${box('share')} ${box('weight 2', 'flex-grow: 2')}
    </svc-column>`,
};

import {boundParameters, renderBound} from './support/bound.js';

/**
 * Bound in a surface: the column's `alignment` reads `/alignment` (the picker) and its `gap`
 * reads `/gap` (the slider).
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound({
      surfaceId: 'srf-bound-column',
      sendDataModel: false,
      dataModelJson: '{"gap": 8, "alignment": "start"}',
      createdAt: '2026-11-20T12:00:00Z',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {id: 'root', column: {children: {ids: ['alignment', 'gap', 'card']}, gap: {literal: 12}}},
        {
          id: 'alignment',
          choicePicker: {
            label: {literal: 'Alignment'},
            value: {path: '/alignment'},
            choices: [
              {id: 'start', label: {literal: 'start'}},
              {id: 'center', label: {literal: 'center'}},
              {id: 'end', label: {literal: 'end'}},
              {id: 'stretch', label: {literal: 'stretch'}},
            ],
          },
        },
        {
          id: 'gap',
          slider: {
            label: {literal: 'Gap (px)'},
            value: {path: '/gap'},
            min: {literal: 0},
            max: {literal: 48},
          },
        },
        {id: 'card', card: {children: {ids: ['column']}}},
        {
          id: 'column',
          column: {
            children: {ids: ['a', 'b', 'c']},
            gap: {path: '/gap'},
            alignment: {path: '/alignment'},
          },
        },
        {id: 'a', button: {label: {literal: 'Short'}, action: {event: {name: 'a'}}}},
        {id: 'b', button: {label: {literal: 'A longer button'}, action: {event: {name: 'b'}}}},
        {id: 'c', text: {text: {literal: 'Some text'}}},
      ],
    }),
};
