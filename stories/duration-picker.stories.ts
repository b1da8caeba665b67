import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/duration-picker.js';

/** Chooses a duration in seconds from presets under a maximum, or a custom number and unit. */
const meta: Meta = {
  title: 'Workflows/Duration picker',
  component: 'svc-duration-picker',
  tags: ['autodocs'],
  args: {label: 'Duration', value: 28800, maxDurationSeconds: 604800, disabled: false},
  render: (args) =>
    html`<svc-duration-picker
      .label=${args.label}
      .value=${args.value}
      .maxDurationSeconds=${args.maxDurationSeconds}
      ?disabled=${args.disabled}
    ></svc-duration-picker>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** No value yet, no maximum: every preset is offered. */
export const Empty: Story = {args: {value: undefined, maxDurationSeconds: undefined}};

/** A value that fits no preset opens the custom entry; values arrive as int64 strings too. */
export const Custom: Story = {args: {value: '5400', maxDurationSeconds: '86400'}};

/** A bound value above the maximum is flagged; a custom entry above it is refused. */
export const AboveMaximum: Story = {args: {value: 2592000, maxDurationSeconds: 604800}};

/** Disabled. */
export const Disabled: Story = {args: {disabled: true}};
