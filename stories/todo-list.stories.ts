import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/todo-list.js';
import '../src/surface/surface.js';
import {conversations} from '../src/mock/conversations.js';

const onboarding = conversations.find((sample) => sample.name === 'onboarding')!;

/** A checklist grouped by section, with statuses, progress and per-item action buttons. */
const meta: Meta = {
  title: 'Data display/Todo list',
  component: 'svc-todo-list',
  tags: ['autodocs'],
  args: {
    heading: 'Next steps',
    items: [
      {
        id: 't1',
        label: 'Connect Okta',
        description: 'Done by the assistant',
        section: 'Identity',
        status: 'completed',
      },
      {
        id: 't2',
        label: 'Review imported groups',
        description: '142 groups found',
        section: 'Identity',
        status: 'in_progress',
        trailingAction: {name: 'open_groups', context: {app: 'okta'}},
        trailingActionLabel: 'Review',
      },
      {
        id: 't3',
        label: 'Connect AWS',
        section: 'Apps',
        status: 'pending',
        trailingAction: {name: 'start_connector_setup', context: {catalogId: 'aws'}},
        trailingActionLabel: 'Start',
      },
    ],
  },
  argTypes: {
    items: {control: 'object'},
  },
  render: (args) =>
    html`<svc-todo-list
      .heading=${args.heading}
      .items=${args.items}
      @svc-todo-action=${(e: Event) => console.log('svc-todo-action', e)}
    ></svc-todo-list>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/**
 * Every status in several spellings, an unknown one ("blocked"), items without a section (listed
 * first), an action without a label (the button shows the action name) and skipped items left out
 * of the total.
 */
export const States: Story = {
  args: {
    heading: 'Every status',
    items: [
      {id: 'a', label: 'No section, pending', status: 'PENDING'},
      {id: 'b', label: 'Done', section: 'Statuses', status: 'TODO_STATUS_DONE'},
      {id: 'c', label: 'In progress', section: 'Statuses', status: 'inProgress'},
      {
        id: 'd',
        label: 'Failed',
        section: 'Statuses',
        status: 'failed',
        trailingAction: {name: 'retry'},
      },
      {id: 'e', label: 'Skipped', section: 'Statuses', status: 'skipped'},
      {id: 'f', label: 'Unknown', section: 'Statuses', status: 'blocked'},
      {id: 'g', label: 'Also no section', status: 'done'},
    ],
  },
};

/** Long labels and descriptions wrap; the status icon and button stay aligned. */
export const LongText: Story = {
  args: {
    heading: 'Connect every application that holds privileged accounts before the quarterly review',
    items: [
      {
        id: 'l1',
        label:
          'Review the imported groups and remove the ones that are no longer used by anyone in the organisation',
        description:
          '142 groups found, 37 of them without members and 12 with members who left the company more than ninety days ago',
        section: 'A section name that is long enough to wrap on narrow screens',
        status: 'in_progress',
        trailingAction: {name: 'open_groups'},
        trailingActionLabel: 'Review groups',
      },
    ],
  },
  render: (args) =>
    html`<div style="max-width: 380px">
      <svc-todo-list .heading=${args.heading} .items=${args.items}></svc-todo-list>
    </div>`,
};

/** The todo list of the onboarding sample conversation, rendered by `<svc-surface>`. */
export const Bound: Story = {
  render: () => html`<svc-surface .surface=${onboarding.surfaces[0]}></svc-surface>`,
};
