import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/modal.js';
import '../src/components/basic/button.js';
import '../src/components/basic/text.js';
import '../src/components/basic/text-field.js';
import '../src/components/basic/column.js';

/**
 * A trigger that opens its content in a native modal dialog. Escape, Close or a click on the
 * backdrop close it, and focus returns to the trigger.
 */
const meta: Meta = {
  title: 'Layout/Modal',
  component: 'svc-modal',
  tags: ['autodocs'],
  args: {label: 'Request details', closeLabel: 'Close', open: false},
  render: (args) =>
    html`<svc-modal .label=${args.label} .closeLabel=${args.closeLabel} .open=${args.open}>
      <svc-button slot="trigger" label="Show details" variant="primary"></svc-button>
      <svc-column slot="content" gap="12">
        <svc-text variant="h3" text="Salesforce, read-only"></svc-text>
        <svc-text text="Requested by Ada Lovelace for the Q3 access review."></svc-text>
        <svc-text-field label="Comment for the approver"></svc-text-field>
      </svc-column>
    </svc-modal>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** A trigger with nothing focusable (a text) becomes a button itself. */
export const TextTrigger: Story = {
  render: () =>
    html`<svc-modal label="Terms">
      <svc-text slot="trigger" text="Read the terms"></svc-text>
      <svc-text
        slot="content"
        markdown
        text="**Terms.** Access is reviewed every quarter."
      ></svc-text>
    </svc-modal>`,
};

/** Long content scrolls inside the dialog, which never gets taller than the viewport. */
export const LongText: Story = {
  render: () =>
    html`<svc-modal label="Audit log">
      <svc-button slot="trigger" label="Open the audit log"></svc-button>
      <svc-column slot="content" gap="6">
        ${Array.from(
          {length: 60},
          (_, i) =>
            html`<svc-text text="Entry ${i + 1}: access to app ${i % 7} reviewed."></svc-text>`,
        )}
      </svc-column>
    </svc-modal>`,
};
