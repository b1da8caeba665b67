import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/onboarding-welcome.js';
import {withActionLog} from './support/action-log.js';
import {boundParameters, renderBound} from './support/bound.js';

/**
 * The welcome card of a new tenant: it recommends connecting the detected identity provider
 * first. Each choice raises an intent event (see the event log).
 */
const meta: Meta = {
  title: 'Workflows/Onboarding welcome',
  component: 'svc-onboarding-welcome',
  tags: ['autodocs'],
  args: {recommendedCatalogId: 'okta', recommendedDisplayName: 'Okta'},
  render: (args) =>
    withActionLog(
      html`<svc-onboarding-welcome
        .recommendedCatalogId=${args.recommendedCatalogId}
        .recommendedDisplayName=${args.recommendedDisplayName}
      ></svc-onboarding-welcome>`,
      'Events',
    ),
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Nothing detected: the card asks to choose an app. */
export const NothingDetected: Story = {
  args: {recommendedCatalogId: '', recommendedDisplayName: ''},
};

/** Long names wrap; extra text goes in the slot. */
export const LongText: Story = {
  args: {
    recommendedDisplayName:
      'Microsoft Entra ID (formerly Azure Active Directory) for Acme Holdings',
  },
  render: (args) =>
    html`<svc-onboarding-welcome
      .recommendedCatalogId=${args.recommendedCatalogId}
      .recommendedDisplayName=${args.recommendedDisplayName}
      ><p>
        Your workspace admin asked us to start with the identity provider.
      </p></svc-onboarding-welcome
    >`,
};

/** Bound in a surface: each choice becomes an `svc-action`. */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound(
      {
        surfaceId: 'srf-bound-welcome',
        sendDataModel: false,
        dataModelJson: '{}',
        updatedAt: '2026-11-20T12:00:00Z',
        components: [
          {
            id: 'root',
            svcOnboardingWelcome: {recommendedCatalogId: 'okta', recommendedDisplayName: 'Okta'},
          },
        ],
      },
      {log: true},
    ),
};
