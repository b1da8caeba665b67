import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/status-indicator.js';
import '../src/surface/surface.js';
import {conversations} from '../src/mock/conversations.js';

const onboarding = conversations.find((sample) => sample.name === 'onboarding')!;

/** One live line of progress: icon and colour by status, message, tool chip, spinner. */
const meta: Meta = {
  title: 'Data display/Status indicator',
  component: 'svc-status-indicator',
  tags: ['autodocs'],
  args: {
    message: 'Syncing Okta users…',
    status: 'running',
    toolName: 'connector.sync',
    showSpinner: true,
  },
  argTypes: {
    status: {
      control: 'select',
      options: [
        'running',
        'success',
        'warning',
        'error',
        'pending',
        'STATUS_RUNNING',
        'Succeeded',
        'failed',
        'blocked',
        '',
      ],
    },
  },
  render: (args) =>
    html`<svc-status-indicator
      .message=${args.message}
      .status=${args.status}
      .toolName=${args.toolName}
      .showSpinner=${args.showSpinner}
    ></svc-status-indicator>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/**
 * Every kind, in the spellings an agent may use; an unknown status ("blocked") is shown neutrally
 * and read as written. The spinner stops turning under prefers-reduced-motion.
 */
export const States: Story = {
  render: () =>
    html`<div style="display: grid; gap: 12px">
      <svc-status-indicator
        status="STATUS_RUNNING"
        message="Importing groups"
        tool-name="okta.groups.list"
      ></svc-status-indicator>
      <svc-status-indicator status="completed" message="Imported 142 groups"></svc-status-indicator>
      <svc-status-indicator
        status="WARNING"
        message="3 groups had no members"
      ></svc-status-indicator>
      <svc-status-indicator
        status="failed"
        message="Could not reach Okta"
        tool-name="okta.groups.list"
      ></svc-status-indicator>
      <svc-status-indicator status="pending" message="Waiting for approval"></svc-status-indicator>
      <svc-status-indicator status="blocked" message="Blocked by a policy"></svc-status-indicator>
      <svc-status-indicator
        status="pending"
        show-spinner
        message="Queued, with a spinner"
      ></svc-status-indicator>
      <svc-status-indicator status="success"></svc-status-indicator>
    </div>`,
};

/** A long message and tool name wrap; the icon stays at the start. */
export const LongText: Story = {
  args: {
    message:
      'Synchronising users, groups, entitlements and role assignments from the production tenant; this can take several minutes for large directories with nested groups',
    toolName: 'connector.sync.production-tenant-with-a-very-long-identifier',
  },
  render: (args) =>
    html`<div style="max-width: 360px">
      <svc-status-indicator
        .message=${args.message}
        .status=${args.status}
        .toolName=${args.toolName}
        .showSpinner=${args.showSpinner}
      ></svc-status-indicator>
    </div>`,
};

/** The status line of the onboarding sample conversation, rendered by `<svc-surface>`. */
export const Bound: Story = {
  render: () => html`<svc-surface .surface=${onboarding.surfaces[0]}></svc-surface>`,
};
