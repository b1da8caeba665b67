import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/connector-sync-progress.js';
import {MockSyncStatusProvider} from '../src/mock/providers.js';
import type {SyncStatus, SyncStatusProvider} from '../src/providers/types.js';
import {boundParameters} from './support/bound.js';
import {createStoryMock} from './support/mock.js';

/** A provider that always reports one status (for the state stories). */
const fixed = (status: SyncStatus): SyncStatusProvider => ({
  subscribe: (_ref, listener) => {
    queueMicrotask(() => listener(status));
    return () => {};
  },
});

/**
 * The live progress of a connector's sync. These stories use the mock sync provider: a sync
 * goes queued → running with progress → completed over a few seconds.
 */
const meta: Meta = {
  title: 'Workflows/Connector sync progress',
  component: 'svc-connector-sync-progress',
  tags: ['autodocs'],
  args: {appId: 'app-aws', connectorId: 'conn-aws-1', heading: 'First sync'},
  render: (args) =>
    html`<svc-connector-sync-progress
      .appId=${args.appId}
      .connectorId=${args.connectorId}
      .heading=${args.heading}
      .syncStatusProvider=${new MockSyncStatusProvider({queuedMs: 1500, runMs: 8000})}
    ></svc-connector-sync-progress>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Every state side by side. */
export const States: Story = {
  render: (args) =>
    html`<div style="display:grid;gap:12px;max-width:28rem">
      ${[
        {state: 'queued'},
        {
          state: 'running',
          progress: 0.42,
          startedAt: new Date(Date.now() - 75_000).toISOString(),
          message: 'Syncing roles',
        },
        {state: 'completed', startedAt: '2026-11-20T12:00:00Z', finishedAt: '2026-11-20T12:03:10Z'},
        {
          state: 'failed',
          progress: 0.6,
          startedAt: '2026-11-20T12:00:00Z',
          finishedAt: '2026-11-20T12:01:00Z',
          lastError: 'Access denied when listing IAM roles (iam:ListRoles).',
        },
        {state: 'SOMETHING_NEW'},
      ].map(
        (status) =>
          html`<svc-connector-sync-progress
            .appId=${args.appId}
            .connectorId=${args.connectorId}
            .heading=${`State: ${status.state}`}
            .syncStatusProvider=${fixed(status)}
          ></svc-connector-sync-progress>`,
      )}
    </div>`,
};

/** A sync that fails part way. */
export const Failing: Story = {
  render: (args) =>
    html`<svc-connector-sync-progress
      .appId=${args.appId}
      .connectorId=${args.connectorId}
      .heading=${args.heading}
      .syncStatusProvider=${new MockSyncStatusProvider({failWith: 'Throttled by the AWS API. Retrying later.'})}
    ></svc-connector-sync-progress>`,
};

/** Without a provider. */
export const NotAvailable: Story = {
  render: (args) =>
    html`<svc-connector-sync-progress .appId=${args.appId} .connectorId=${args.connectorId}>
    </svc-connector-sync-progress>`,
};

/** Bound in a surface (the provider is the surface's; the sync starts at once here). */
export const Bound: Story = {
  parameters: boundParameters,
  render: () => {
    const {providers} = createStoryMock({autoStartSync: true});
    const surface = {
      surfaceId: 'srf-bound-sync',
      sendDataModel: false,
      dataModelJson: '{}',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {
          id: 'root',
          svcConnectorSyncProgress: {
            appId: 'app-aws',
            connectorId: 'conn-aws-1',
            title: {literal: 'First sync'},
          },
        },
      ],
    };
    return html`<svc-surface
      .surface=${surface}
      .syncStatusProvider=${providers.syncStatusProvider}
    ></svc-surface>`;
  },
};
