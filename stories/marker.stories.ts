import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/surface/marker.js';

/**
 * `<svc-marker>` stands in for a component the surface cannot render (unknown variant, missing
 * child, cycle, nesting too deep) so that the rest of the surface still shows.
 */
const meta: Meta = {
  title: 'Surfaces/Marker',
  component: 'svc-marker',
  tags: ['autodocs'],
  args: {reason: 'Unknown component “holoDeck”.', componentId: 'mystery'},
  argTypes: {
    reason: {control: 'text', description: 'Why the component is not shown, in plain words.'},
    componentId: {
      control: 'text',
      description: 'The id of the component (attribute `component-id`).',
    },
  },
  render: (args) =>
    html`<svc-marker .reason=${args.reason} .componentId=${args.componentId}></svc-marker>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** With no reason and no id the marker still says that something is missing. */
export const Empty: Story = {args: {reason: '', componentId: ''}};

/** The reasons the surface gives, one marker each, with a themed colour on the last. */
export const Reasons: Story = {
  render: () =>
    html`<div style="display: grid; gap: 8px; max-width: 520px">
      <svc-marker reason="Unknown component “holoDeck”." component-id="mystery"></svc-marker>
      <svc-marker reason="Missing component “ghost”." component-id="ghost"></svc-marker>
      <svc-marker reason="This component contains itself." component-id="loop-a"></svc-marker>
      <svc-marker reason="Nested deeper than 200 levels." component-id="deep-200"></svc-marker>
      <svc-marker reason="“svcTable” is not available in this page." component-id="table">
      </svc-marker>
      <svc-marker
        style="--svc-marker-color: #b91c1c"
        reason="Themed with --svc-marker-color."
      ></svc-marker>
    </div>`,
};

/** A long reason and id wrap inside a narrow container. */
export const LongText: Story = {
  args: {
    reason:
      'This component could not be shown because its variant is not part of the catalog this renderer supports; the rest of the surface is unaffected.',
    componentId: 'a-very-long-component-identifier-written-by-an-agent-0123456789',
  },
  render: (args) =>
    html`<div style="max-width: 280px; border: 1px dashed #999; padding: 8px">
      <svc-marker .reason=${args.reason} .componentId=${args.componentId}></svc-marker>
    </div>`,
};
