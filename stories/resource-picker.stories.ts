import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/resource-picker.js';
import type {ResourceProvider} from '../src/providers/types.js';
import {withActionLog} from './support/action-log.js';
import {boundParameters} from './support/bound.js';
import {withDataModel} from './support/data-model.js';
import {createStoryMock} from './support/mock.js';

/**
 * Picks MCP toolsets (or other resources) from a searchable, keyboard-operable list over a
 * resource provider. These stories use the default provider over the mock service (130 GitHub
 * toolsets, so several pages; 5 for Slack).
 */
const meta: Meta = {
  title: 'Workflows/Resource picker',
  component: 'svc-resource-picker',
  tags: ['autodocs'],
  args: {
    label: 'Which toolsets should the agent use?',
    appId: 'app-github',
    connectorId: 'conn-github',
    resourceType: 'mcp_toolset',
    multiSelect: true,
    value: ['mcp-gh-002'],
    disabled: false,
  },
  render: (args) =>
    html`<svc-resource-picker
      .label=${args.label}
      .appId=${args.appId}
      .connectorId=${args.connectorId}
      .resourceType=${args.resourceType}
      .multiSelect=${args.multiSelect}
      .value=${args.value}
      ?disabled=${args.disabled}
      .resourceProvider=${createStoryMock({latencyMs: 300}).providers.resourceProvider}
    ></svc-resource-picker>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** One choice only: the value is a single id. */
export const Single: Story = {args: {multiSelect: false, value: '', label: 'Toolset'}};

/** Without a provider the picker says choosing is not available, and still shows the ids. */
export const NotAvailable: Story = {
  render: (args) =>
    html`<svc-resource-picker .label=${args.label} .multiSelect=${true} .value=${args.value}>
    </svc-resource-picker>`,
};

const failing: ResourceProvider = {
  listResources: async () => {
    throw new Error('The service did not answer (503).');
  },
};

/** The provider fails: the list shows the error and a Retry button. */
export const LoadError: Story = {
  render: (args) =>
    html`<svc-resource-picker
      .label=${args.label}
      app-id="a"
      connector-id="c"
      .resourceProvider=${failing}
    >
    </svc-resource-picker>`,
};

/** A resource type the service has no list for. */
export const UnsupportedType: Story = {args: {resourceType: 'aws_iam_role'}};

/** Bound in a surface: the chosen ids are written to `/picked` (the provider is the surface's). */
export const Bound: Story = {
  parameters: boundParameters,
  render: () => {
    const {providers} = createStoryMock({latencyMs: 200});
    const surface = {
      surfaceId: 'srf-bound-picker',
      sendDataModel: true,
      dataModelJson: '{"picked": []}',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {
          id: 'root',
          svcResourcePicker: {
            appId: 'app-github',
            connectorId: 'conn-github',
            label: {literal: 'Which toolsets should the agent use?'},
            value: {path: '/picked'},
            mcpToolState: 'enabled',
            multiSelect: true,
            resourceType: 'mcp_toolset',
          },
        },
      ],
    };
    return withActionLog(
      withDataModel(
        html`<svc-surface
          .surface=${surface}
          .resourceProvider=${providers.resourceProvider}
        ></svc-surface>`,
      ),
    );
  },
};
