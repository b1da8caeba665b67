import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/notifications-variant-a.js';
import {withActionLog} from './support/action-log.js';
import {boundParameters, renderBound} from './support/bound.js';

/**
 * Design A of the invitation to turn on notifications in a chat tool: a compact banner. Compare
 * with design B, a card with benefits.
 */
const meta: Meta = {
  title: 'Workflows/Notifications variant A',
  component: 'svc-notifications-variant-a',
  tags: ['autodocs'],
  args: {chatTool: 'Slack', message: '', enableLabel: 'Turn on', dismissLabel: 'Not now'},
  render: (args) =>
    withActionLog(
      html`<svc-notifications-variant-a
        .chatTool=${args.chatTool}
        .message=${args.message}
        .enableLabel=${args.enableLabel}
        .dismissLabel=${args.dismissLabel}
      ></svc-notifications-variant-a>`,
      'Events',
    ),
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Texts from the slot and properties. */
export const CustomText: Story = {
  render: () =>
    html`<svc-notifications-variant-a enable-label="Yes, ping me" dismiss-label="Close"
      ><span slot="icon" aria-hidden="true">💬</span>Want a ping in Teams when your access is
      approved?</svc-notifications-variant-a
    >`,
};

/** Bound in a surface (the spec's variant has no properties). */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound(
      {
        surfaceId: 'srf-bound-notify-a',
        sendDataModel: false,
        dataModelJson: '{}',
        updatedAt: '2026-11-20T12:00:00Z',
        components: [{id: 'root', svcNotificationsVariantA: {}}],
      },
      {log: true},
    ),
};
