import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/slider.js';

/** A labelled slider for a number between `min` and `max`, showing its current value. */
const meta: Meta = {
  title: 'Basic/Slider',
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
