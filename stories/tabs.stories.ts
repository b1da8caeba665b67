import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/tabs.js';
import '../src/components/basic/text.js';
import '../src/components/basic/text-field.js';
import '../src/components/basic/column.js';

/**
 * Panels behind a row of tabs. Arrow keys, Home and End move between tabs; text typed in a panel
 * is still there after switching away and back.
 */
const meta: Meta = {
  title: 'Layout/Tabs',
  component: 'svc-tabs',
  tags: ['autodocs'],
  args: {titles: ['Profile', 'Access', 'History'], selected: 0, label: 'Account'},
  render: (args) =>
    html`<svc-tabs
      style="max-width: 480px"
      .titles=${args.titles}
      .selected=${args.selected}
      .label=${args.label}
    >
      <svc-column gap="8">
        <svc-text-field label="Display name"></svc-text-field>
        <svc-text variant="caption" text="Type something, switch tabs, come back."></svc-text>
      </svc-column>
      <svc-text text="You have access to 12 apps."></svc-text>
      <svc-text text="No changes in the last 30 days."></svc-text>
    </svc-tabs>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** More children than titles: the extra ones are "Tab N"; titles without a child are ignored. */
export const MismatchedTitles: Story = {
  args: {titles: ['Only title']},
};

/** Many long titles: the tab row scrolls sideways and long titles are cut with an ellipsis. */
export const LongText: Story = {
  render: () =>
    html`<svc-tabs
      style="max-width: 360px"
      .titles=${Array.from({length: 8}, (_, i) => `Connector settings, part ${i + 1} of eight`)}
    >
      ${Array.from({length: 8}, (_, i) => html`<svc-text text="Panel ${i + 1}"></svc-text>`)}
    </svc-tabs>`,
};
