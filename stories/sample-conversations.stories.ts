import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import {repeat} from 'lit/directives/repeat.js';
import '../src/surface/surface.js';
import {withActionLog} from './support/action-log.js';
import {createStoryMock} from './support/mock.js';
import {sampleConversation, sampleSurfaces} from './support/surfaces.js';

interface Args {
  /** Mock conversation id (from src/mock/conversations.ts). */
  conversationId: string;
  /** Locale for the formatting functions; empty means the page's. */
  locale: string;
  /** Hand the mock resource, connector settings and sync providers to the surfaces. */
  providers: boolean;
  /** Start connector syncs as soon as a sync card shows them (else saving the form starts one). */
  autoStartSync: boolean;
}

/**
 * The sample conversations of the mock service, each rendered whole: every surface of the
 * conversation with `<svc-surface>`, in `createdAt` order, with an action log beside it that lists
 * every `svc-action` and `svc-data-change`, newest first.
 */
const meta: Meta<Args> = {
  title: 'Surfaces/Sample conversations',
  component: 'svc-surface',
  tags: ['autodocs'],
  args: {conversationId: 'conv-kitchen-sink', locale: '', providers: true, autoStartSync: true},
  argTypes: {
    conversationId: {control: false, description: 'The sample conversation (one per story).'},
    locale: {
      control: 'select',
      options: ['', 'en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP'],
      description: 'The `locale` property of each surface; empty: the page locale.',
    },
    providers: {
      control: 'boolean',
      description: 'Pass the mock resource, connector settings and sync providers.',
    },
    autoStartSync: {
      control: 'boolean',
      description: 'Start a sync when a sync card first shows it (else saving the form does).',
    },
  },
  parameters: {layout: 'padded'},
  render: (args) => {
    const conversation = sampleConversation(args.conversationId);
    const surfaces = sampleSurfaces(args.conversationId);
    const {providers} = createStoryMock({autoStartSync: args.autoStartSync});
    const given = args.providers ? providers : undefined;
    return withActionLog(html`
      <p style="margin: 0 0 12px; font-size: 0.875rem; opacity: 0.8">
        ${conversation.title} · <code>${conversation.id}</code> · ${surfaces.length}
        ${surfaces.length === 1 ? 'surface' : 'surfaces'}
      </p>
      <div style="display: flex; flex-direction: column; gap: 24px">
        ${repeat(
          surfaces,
          (surface) => surface.surfaceId,
          (surface) =>
            html`<svc-surface
              .surface=${surface}
              .locale=${args.locale || undefined}
              .resourceProvider=${given?.resourceProvider}
              .connectorSettingsProvider=${given?.connectorSettingsProvider}
              .syncStatusProvider=${given?.syncStatusProvider}
            ></svc-surface>`,
        )}
      </div>
    `);
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Every basic component on one card: inputs, bound texts, formatting functions, two buttons. */
export const KitchenSink: Story = {args: {conversationId: 'conv-kitchen-sink'}};

/** An access request: markdown, risk bar, justification with checks, duration, reviewers. */
export const AccessRequest: Story = {args: {conversationId: 'conv-access-request'}};

/** A dashboard of metric cards, charts (echarts loads lazily) and a table. */
export const Dashboard: Story = {args: {conversationId: 'conv-dashboard'}};

/** Onboarding: the welcome card and the plan of steps, some agent-assisted. */
export const Onboarding: Story = {args: {conversationId: 'conv-onboarding'}};

/**
 * Connector setup with the mock providers: the settings form (the secret `wrong-secret` is
 * rejected), live sync cards, the toolset picker over the mock service, a code block.
 */
export const ConnectorSetup: Story = {args: {conversationId: 'conv-connector'}};

/** Two surfaces of one conversation, shown one after the other in `createdAt` order. */
export const MultiSurface: Story = {args: {conversationId: 'conv-multi-surface'}};

/** A conversation whose only surface was deleted by the agent: nothing is shown for it. */
export const DeletedSurface: Story = {args: {conversationId: 'conv-deleted-surface'}};

/** A conversation without surfaces: the empty state. */
export const Empty: Story = {args: {conversationId: 'conv-empty'}};
