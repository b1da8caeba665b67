import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/surface/placeholder.js';

/**
 * `<svc-placeholder>` stands in for a component that a message still arriving refers to: the
 * surface puts it where the component will go and replaces it in place once the component's
 * object is complete (see the Streaming story of `<svc-a2ui>`).
 */
const meta: Meta = {
  title: 'Surfaces/Placeholder',
  component: 'svc-placeholder',
  tags: ['autodocs'],
  args: {root: false, componentId: 'chart'},
  argTypes: {
    root: {control: 'boolean', description: 'Stands in for the surface root (a larger block).'},
    componentId: {control: 'text', description: 'The id of the component on its way.'},
  },
  render: (args) =>
    html`<div style="max-width: 420px">
      <svc-placeholder
        aria-hidden="true"
        ?root=${args.root}
        .componentId=${args.componentId}
      ></svc-placeholder>
    </div>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** The root's placeholder, three lines high. */
export const Root: Story = {args: {root: true}};

/** Themed through its custom properties. */
export const Themed: Story = {
  render: () =>
    html`<div style="display: grid; gap: 8px; max-width: 420px">
      <svc-placeholder
        style="--svc-placeholder-height: 2em; --svc-placeholder-color: #ddf4ff; --svc-placeholder-radius: 12px"
      ></svc-placeholder>
      <svc-placeholder style="--svc-placeholder-color: #ddf4ff"></svc-placeholder>
    </div>`,
};
