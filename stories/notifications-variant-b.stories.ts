import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/notifications-variant-a.js';
import '../src/components/svc/notifications-variant-b.js';
import {withActionLog} from './support/action-log.js';
import {boundParameters, renderBound} from './support/bound.js';

/**
 * Design B of the invitation to turn on notifications in a chat tool: a card with a heading, a
 * list of benefits and two buttons. Compare with design A, a compact banner.
 */
const meta: Meta = {
  title: 'Workflows/Notifications variant B',
  component: 'svc-notifications-variant-b',
  tags: ['autodocs'],
  args: {chatTool: 'Slack', heading: 'Stay in the loop', message: ''},
  render: (args) =>
    withActionLog(
      html`<svc-notifications-variant-b
        .chatTool=${args.chatTool}
        .heading=${args.heading}
        .message=${args.message}
      ></svc-notifications-variant-b>`,
      'Events',
    ),
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Both designs, one above the other. */
export const ComparedWithA: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:16px;max-width:36rem">
      <svc-notifications-variant-a .chatTool=${args.chatTool}></svc-notifications-variant-a>
      <svc-notifications-variant-b .chatTool=${args.chatTool}></svc-notifications-variant-b>
    </div>`,
};

/** Benefits from the `benefits` slot, heading from the `heading` slot. */
export const Slotted: Story = {
  render: () =>
    html`<svc-notifications-variant-b>
      <span slot="heading">Never miss an approval</span>
      Turn on notifications in Teams.
      <ul slot="benefits">
        <li>Approve from your phone</li>
        <li>One message per request, no noise</li>
      </ul>
    </svc-notifications-variant-b>`,
};

/** Bound in a surface (the spec's variant has no properties). */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound(
      {
        surfaceId: 'srf-bound-notify-b',
        sendDataModel: false,
        dataModelJson: '{}',
        updatedAt: '2026-11-20T12:00:00Z',
        components: [{id: 'root', svcNotificationsVariantB: {}}],
      },
      {log: true},
    ),
};
