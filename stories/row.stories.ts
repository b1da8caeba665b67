import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/row.js';
import '../src/components/basic/text.js';

const box = (label: string, style = '') =>
  html`<div
    style="padding: 8px; background: light-dark(#ddf4ff, #0c2d6b); border: 1px solid light-dark(#54aeff, #1f6feb); ${style}"
  >
    ${label}
  </div>`;

/** Children side by side in one line; children shrink instead of wrapping, unless the row is narrow or crowded. */
const meta: Meta = {
  title: 'Layout/Row',
  component: 'svc-row',
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
    html`<svc-row
      style="height: 120px; outline: 1px dashed #999"
      .alignment=${args.alignment}
      .distribution=${args.distribution}
      .gap=${args.gap}
    >
      ${box('One')} ${box('Two, a little longer')} ${box('Three', 'height: 60px')}
    </svc-row>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Every distribution, including `stretch` (children share the width equally). */
export const Distributions: Story = {
  render: () =>
    html`<div style="display: grid; gap: 12px">
      ${['start', 'center', 'end', 'spaceBetween', 'spaceAround', 'spaceEvenly', 'stretch'].map(
        (d) =>
          html`<div>
            <code>${d}</code>
            <svc-row distribution=${d} gap="8" style="outline: 1px dashed #999">
              ${box('A')} ${box('B')} ${box('C')}
            </svc-row>
          </div>`,
      )}
    </div>`,
};

/** Weights (the surface writes them as `flex-grow`): 1, 2 and none. */
export const Weights: Story = {
  render: () =>
    html`<svc-row gap="8" style="outline: 1px dashed #999">
      ${box('weight 1', 'flex-grow: 1')} ${box('weight 2', 'flex-grow: 2')} ${box('no weight')}
    </svc-row>`,
};

/** Long text in a narrow row wraps inside each child instead of overflowing the row. */
export const LongText: Story = {
  render: () =>
    html`<svc-row gap="8" style="width: 280px; outline: 1px dashed #999">
      <svc-text
        text="A long explanation of why this access is needed, which has to wrap."
      ></svc-text>
      <svc-text text="https://tenant.example.test/a/very/long/url/without/spaces"></svc-text>
    </svc-row>`,
};

/**
 * A crowded row: with less than 48 px per child (here 40 tags on 800 px) it wraps, each child as
 * wide as its words, instead of squeezing them into one unreadable line.
 */
export const Crowded: Story = {
  args: {count: 40},
  argTypes: {count: {control: {type: 'range', min: 1, max: 200}}},
  render: (args) =>
    html`<svc-row gap="8" style="width: 800px; outline: 1px dashed #999">
      ${Array.from({length: Number(args.count)}, (_, i) => box(`tag ${i + 1}`))}
    </svc-row>`,
};

import {boundParameters, renderBound} from './support/bound.js';

/**
 * Bound in a surface: the row's `gap` reads `/gap` (the slider) and its `distribution` reads
 * `/distribution` (the picker).
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound({
      surfaceId: 'srf-bound-row',
      sendDataModel: false,
      dataModelJson: '{"gap": 8, "distribution": "start"}',
      createdAt: '2026-11-20T12:00:00Z',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {
          id: 'root',
          column: {children: {ids: ['gap', 'distribution', 'card']}, gap: {literal: 12}},
        },
        {
          id: 'gap',
          slider: {
            label: {literal: 'Gap (px)'},
            value: {path: '/gap'},
            min: {literal: 0},
            max: {literal: 64},
          },
        },
        {
          id: 'distribution',
          choicePicker: {
            label: {literal: 'Distribution'},
            value: {path: '/distribution'},
            choices: [
              {id: 'start', label: {literal: 'start'}},
              {id: 'center', label: {literal: 'center'}},
              {id: 'end', label: {literal: 'end'}},
              {id: 'spaceBetween', label: {literal: 'spaceBetween'}},
              {id: 'spaceEvenly', label: {literal: 'spaceEvenly'}},
            ],
          },
        },
        {id: 'card', card: {children: {ids: ['row']}}},
        {
          id: 'row',
          row: {
            children: {ids: ['a', 'b', 'c']},
            gap: {path: '/gap'},
            distribution: {path: '/distribution'},
          },
        },
        {id: 'a', text: {text: {literal: 'Alpha'}}},
        {id: 'b', text: {text: {literal: 'Beta'}}},
        {id: 'c', text: {text: {literal: 'Gamma'}}},
      ],
    }),
};
