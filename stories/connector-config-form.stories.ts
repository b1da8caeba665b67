import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/connector-config-form.js';
import '../src/components/svc/connector-sync-progress.js';
import {MockConnectorSettingsProvider} from '../src/mock/providers.js';
import {withActionLog} from './support/action-log.js';
import {boundParameters} from './support/bound.js';
import {withDataModel} from './support/data-model.js';
import {createStoryMock} from './support/mock.js';

/**
 * A connector's settings form, drawn from the connector settings provider and saved through it.
 * What is typed never reaches the surface or an action: after saving, the action carries only
 * `{appId, connectorId}`. In these stories the in-memory mock provider answers; type
 * `wrong-secret` as the secret to see a field error from the "server".
 */
const meta: Meta = {
  title: 'Workflows/Connector config form',
  component: 'svc-connector-config-form',
  tags: ['autodocs'],
  args: {
    appId: 'app-aws',
    connectorId: 'conn-aws-1',
    submitActionName: 'connector_config_submitted',
    skipActionName: 'connector_config_skipped',
  },
  render: (args) =>
    withActionLog(
      html`<svc-connector-config-form
        .appId=${args.appId}
        .connectorId=${args.connectorId}
        .submitActionName=${args.submitActionName}
        .skipActionName=${args.skipActionName}
        .settingsProvider=${new MockConnectorSettingsProvider({latencyMs: 600})}
      ></svc-connector-config-form>`,
      'Events',
    ),
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** The first save fails (the connector cannot be reached): what was typed stays. */
export const SaveFails: Story = {
  render: (args) => {
    const provider = new MockConnectorSettingsProvider({latencyMs: 400});
    provider.failNextSave();
    return html`<svc-connector-config-form
      .appId=${args.appId}
      .connectorId=${args.connectorId}
      .settingsProvider=${provider}
    ></svc-connector-config-form>`;
  },
};

/** Without a provider the element says so; Skip still works. */
export const NotAvailable: Story = {
  render: (args) =>
    html`<svc-connector-config-form
      .appId=${args.appId}
      .connectorId=${args.connectorId}
      .skipActionName=${args.skipActionName}
    ></svc-connector-config-form>`,
};

/**
 * Bound in a surface, with a sync card: saving starts the mock sync. The action log shows the
 * `svc-action` (only app and connector); the data model never changes.
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () => {
    const {providers} = createStoryMock();
    const surface = {
      surfaceId: 'srf-bound-connector',
      sendDataModel: true,
      dataModelJson: '{"note": "the form never writes here"}',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {id: 'root', column: {children: {ids: ['form', 'sync']}, gap: {literal: 12}}},
        {
          id: 'form',
          svcConnectorConfigForm: {
            appId: 'app-aws',
            connectorId: 'conn-aws-1',
            submitActionName: 'connector_config_submitted',
            skipActionName: 'connector_config_skipped',
          },
        },
        {
          id: 'sync',
          svcConnectorSyncProgress: {
            appId: 'app-aws',
            connectorId: 'conn-aws-1',
            title: 'First sync',
          },
        },
      ],
    };
    return withActionLog(
      withDataModel(
        html`<svc-surface
          .surface=${surface}
          .connectorSettingsProvider=${providers.connectorSettingsProvider}
          .syncStatusProvider=${providers.syncStatusProvider}
        ></svc-surface>`,
      ),
    );
  },
};
