import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/onboarding-plan.js';
import {withActionLog} from './support/action-log.js';
import {boundParameters, renderBound} from './support/bound.js';

const categories = [
  {
    id: 'identity',
    title: 'Connect your identity provider',
    steps: [
      {
        id: 'idp',
        title: 'Connect Okta',
        description: 'Sync users and groups from Okta.',
        agentAssisted: true,
      },
      {
        id: 'sso',
        title: 'Turn on single sign-on',
        description: 'Let people sign in with Okta.',
        agentAssisted: false,
      },
    ],
  },
  {
    id: 'apps',
    title: 'Bring in your apps',
    steps: [
      {
        id: 'aws',
        title: 'Connect AWS',
        description: 'Discover accounts, roles and permission sets.',
        agentAssisted: true,
      },
      {
        id: 'github',
        title: 'Connect GitHub',
        description: 'Discover orgs, teams and repositories.',
        agentAssisted: true,
      },
    ],
  },
];

/**
 * The onboarding plan: sections of steps, agent-assisted steps marked, each startable through an
 * intent event (context `{stepId, categoryId}`).
 */
const meta: Meta = {
  title: 'Workflows/Onboarding plan',
  component: 'svc-onboarding-plan',
  tags: ['autodocs'],
  args: {categories, heading: 'Your setup plan'},
  render: (args) =>
    withActionLog(
      html`<svc-onboarding-plan
        .categories=${args.categories}
        .heading=${args.heading}
      ></svc-onboarding-plan>`,
      'Events',
    ),
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Steps that say where they stand: each section shows its progress. */
export const WithProgress: Story = {
  args: {
    categories: [
      {
        ...categories[0],
        steps: [
          {...categories[0].steps[0], status: 'completed'},
          {...categories[0].steps[1], status: 'in_progress'},
        ],
      },
      {...categories[1], steps: [{...categories[1].steps[0], done: false}, categories[1].steps[1]]},
    ],
  },
};

/** No steps. */
export const Empty: Story = {args: {categories: [], heading: ''}};

/** Bound in a surface, as in the onboarding conversation. */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound(
      {
        surfaceId: 'srf-bound-plan',
        sendDataModel: false,
        dataModelJson: '{}',
        updatedAt: '2026-11-20T12:00:00Z',
        components: [{id: 'root', svcOnboardingPlan: {categories}}],
      },
      {log: true},
    ),
};
