import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/surface/conversation.js';
import {withActionLog} from './support/action-log.js';
import {createStoryMock, mockConversationIds} from './support/mock.js';

interface Args {
  /** The conversation whose surfaces to show. */
  conversationId: string;
  /** Seconds between refreshes; 0: no polling. */
  pollInterval: number;
  /** Delay of every mock response, in ms. */
  latencyMs: number;
  /** How many of the next requests the mock fails with a 500. */
  failNext: number;
  /** Hand the mock resource, connector settings and sync providers to the surfaces. */
  providers: boolean;
}

/**
 * `<svc-conversation>` fetches the surfaces of a conversation and shows them in order. Here it runs
 * against the in-browser mock service: the story builds a client on the mock's `fetch` and passes
 * it as `.client`, so nothing leaves the page. Actions come out with the `conversationId`.
 */
const meta: Meta<Args> = {
  title: 'Surfaces/Conversation',
  component: 'svc-conversation',
  tags: ['autodocs'],
  args: {
    conversationId: 'conv-kitchen-sink',
    pollInterval: 0,
    latencyMs: 0,
    failNext: 0,
    providers: true,
  },
  argTypes: {
    conversationId: {
      control: 'select',
      options: mockConversationIds(),
      description: 'The `conversation-id` attribute: a conversation of the mock service.',
    },
    pollInterval: {
      control: {type: 'number', min: 0, max: 60, step: 1},
      description: 'The `poll-interval` attribute, in seconds; 0: no polling.',
    },
    latencyMs: {
      control: {type: 'number', min: 0, max: 10000, step: 100},
      description: 'Story only: delay of every mock response, in ms.',
    },
    failNext: {
      control: {type: 'number', min: 0, max: 5, step: 1},
      description: 'Story only: how many of the next requests the mock fails with a 500.',
    },
    providers: {
      control: 'boolean',
      description: 'Pass the mock resource, connector settings and sync providers.',
    },
  },
  parameters: {layout: 'padded'},
  render: (args) => {
    // A fresh mock per render, so a failure or latency set here never leaks into another story.
    const {service, client, providers} = createStoryMock({latencyMs: args.latencyMs});
    if (args.failNext > 0) {
      service.failNext(500, args.failNext, {message: 'The mock service failed on purpose.'});
    }
    const given = args.providers ? providers : undefined;
    return withActionLog(html`
      <svc-conversation
        .client=${client}
        conversation-id=${args.conversationId}
        poll-interval=${args.pollInterval}
        .resourceProvider=${given?.resourceProvider}
        .connectorSettingsProvider=${given?.connectorSettingsProvider}
        .syncStatusProvider=${given?.syncStatusProvider}
      ></svc-conversation>
    `);
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Pick a conversation of the mock service with the `conversationId` control. */
export const Default: Story = {};

/** Every mock response takes 2 s: the loading message shows first. */
export const Loading: Story = {args: {latencyMs: 2000, conversationId: 'conv-access-request'}};

/** The first request fails with a 500 (not retried by the client): press Retry to load. */
export const Failure: Story = {
  name: 'Error',
  args: {failNext: 1, conversationId: 'conv-access-request'},
};

/** A conversation without surfaces yet. */
export const Empty: Story = {args: {conversationId: 'conv-empty'}};

/** Several surfaces in one conversation, refreshed every 5 s; edits survive the refreshes. */
export const Polling: Story = {args: {conversationId: 'conv-multi-surface', pollInterval: 5}};
