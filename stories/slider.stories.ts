import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/slider.js';

/** A labelled slider for a number between `min` and `max`, showing its current value. */
const meta: Meta = {
  title: 'Inputs/Slider',
  component: 'svc-slider',
  tags: ['autodocs'],
  args: {
    label: 'Volume',
    value: 40,
    min: 0,
    max: 100,
    step: 5,
    error: '',
    showErrors: false,
    disabled: false,
  },
  argTypes: {
    value: {control: 'number'},
    min: {control: 'number'},
    max: {control: 'number'},
    step: {control: 'number'},
  },
  render: (args) =>
    html`<div style="max-width: 360px">
      <svc-slider
        .label=${args.label}
        .value=${args.value}
        .min=${args.min}
        .max=${args.max}
        .step=${args.step}
        .error=${args.error}
        .showErrors=${args.showErrors}
        .disabled=${args.disabled}
      ></svc-slider>
    </div>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Without a step any value fits, so a 0–1 slider works (the HTML default step of 1 would not). */
export const Fractions: Story = {
  args: {label: 'Playback position', value: 0.35, min: 0, max: 1, step: undefined},
};

/** Missing value (shows min), invalid (error shown at once here), disabled. */
export const States: Story = {
  render: () =>
    html`<div style="display: grid; gap: 20px; max-width: 360px">
      <svc-slider label="No value yet" min="10" max="20"></svc-slider>
      <svc-slider label="Too high" value="95" error="Keep it under 90" show-errors></svc-slider>
      <svc-slider label="Locked" value="30" disabled></svc-slider>
    </div>`,
};

/** A long label wraps beside the shown value. */
export const LongText: Story = {
  args: {
    label: 'How many days should the temporary access to the production environment last?',
    value: 14,
    min: 1,
    max: 90,
    step: 1,
  },
};

import {boundParameters, renderBound} from './support/bound.js';

/**
 * Bound in a surface: the slider writes `/volume` while dragging; the progress bar and the text
 * read the same path.
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound({
      surfaceId: 'srf-bound-slider',
      sendDataModel: false,
      dataModelJson: '{"volume": 30}',
      createdAt: '2026-11-20T12:00:00Z',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {
          id: 'root',
          column: {children: {ids: ['volume', 'bar', 'volume-text']}, gap: {literal: 8}},
        },
        {
          id: 'volume',
          slider: {
            label: {literal: 'Volume'},
            value: {path: '/volume'},
            min: {literal: 0},
            max: {literal: 100},
            step: {literal: 5},
          },
        },
        {
          id: 'bar',
          progressBar: {
            label: {literal: 'Volume level'},
            value: {path: '/volume'},
            min: {literal: 0},
            max: {literal: 100},
          },
        },
        {
          id: 'volume-text',
          text: {
            text: {call: {call: 'formatString', args: {value: {literal: 'Volume: ${/volume} %'}}}},
          },
        },
      ],
    }),
};
