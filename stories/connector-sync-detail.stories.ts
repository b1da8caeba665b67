import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/connector-sync-detail.js';
import '../src/components/svc/connector-sync-progress.js';
import {MockSyncStatusProvider} from '../src/mock/providers.js';
import {boundParameters} from './support/bound.js';
import {createStoryMock} from './support/mock.js';

/**
 * The details of a connector's sync (counts, start and end, last error), live. These stories use
 * the mock sync provider.
 */
const meta: Meta = {
  title: 'Workflows/Connector sync detail',
  component: 'svc-connector-sync-detail',
  tags: ['autodocs'],
  args: {appId: 'app-aws', connectorId: 'conn-aws-1', heading: 'Sync details'},
  render: (args) =>
    html`<svc-connector-sync-detail
      .appId=${args.appId}
      .connectorId=${args.connectorId}
      .heading=${args.heading}
      .syncStatusProvider=${new MockSyncStatusProvider({queuedMs: 1000, runMs: 6000})}
    ></svc-connector-sync-detail>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** A sync that fails part way: the last error shows. */
export const Failing: Story = {
  render: (args) =>
    html`<svc-connector-sync-detail
      .appId=${args.appId}
      .connectorId=${args.connectorId}
      .syncStatusProvider=${new MockSyncStatusProvider({failWith: 'Access denied when listing IAM roles (iam:ListRoles).'})}
    ></svc-connector-sync-detail>`,
};

/** Progress and detail side by side on one shared provider: both show the same sync. */
export const WithProgress: Story = {
  render: (args) => {
    const provider = new MockSyncStatusProvider();
    return html`<div style="display:flex;gap:12px;flex-wrap:wrap">
      <svc-connector-sync-progress
        style="flex:1;min-width:16rem"
        .appId=${args.appId}
        .connectorId=${args.connectorId}
        .syncStatusProvider=${provider}
      ></svc-connector-sync-progress>
      <svc-connector-sync-detail
        style="flex:1;min-width:16rem"
        .appId=${args.appId}
        .connectorId=${args.connectorId}
        .syncStatusProvider=${provider}
      ></svc-connector-sync-detail>
    </div>`;
  },
};

/** Without a provider. */
export const NotAvailable: Story = {
  render: (args) =>
    html`<svc-connector-sync-detail .appId=${args.appId} .connectorId=${args.connectorId}>
    </svc-connector-sync-detail>`,
};

/** Bound in a surface, as in the connector-setup conversation. */
export const Bound: Story = {
  parameters: boundParameters,
  render: () => {
    const {providers} = createStoryMock({autoStartSync: true});
    const surface = {
      surfaceId: 'srf-bound-sync-detail',
      sendDataModel: false,
      dataModelJson: '{}',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {id: 'root', row: {children: {ids: ['progress', 'detail']}, gap: {literal: 12}}},
        {
          id: 'progress',
          weight: 1,
          svcConnectorSyncProgress: {
            appId: 'app-aws',
            connectorId: 'conn-aws-1',
            title: 'First sync',
          },
        },
        {
          id: 'detail',
          weight: 1,
          svcConnectorSyncDetail: {
            appId: 'app-aws',
            connectorId: 'conn-aws-1',
            title: 'Sync details',
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
