import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/metric-cards.js';
import '../src/surface/surface.js';
import {conversations} from '../src/mock/conversations.js';

const dashboard = conversations.find((sample) => sample.name === 'dashboard')!;

/** Key figures as a responsive grid of cards, with direction-coloured deltas and sparklines. */
const meta: Meta = {
  title: 'Data display/Metric cards',
  component: 'svc-metric-cards',
  tags: ['autodocs'],
  args: {
    heading: 'This month',
    cards: [
      {label: 'Grants', value: '1,284', delta: '+12%', sparkline: [3, 5, 4, 8, 9, 12, 11]},
      {label: 'Revocations', value: '311', delta: '-4%', sparkline: [6, 5, 5, 4, 4, 3, 4]},
      {label: 'Pending reviews', value: '27', delta: '+3', sparkline: [1, 2, 2, 3, 2, 4, 5]},
    ],
    sources: [{kind: 'query', label: 'Task search', ref: 'tasks?state=closed', count: '1622'}],
  },
  argTypes: {
    cards: {control: 'object'},
    sources: {control: 'object'},
  },
  render: (args) =>
    html`<svc-metric-cards
      .heading=${args.heading}
      .cards=${args.cards}
      .sources=${args.sources}
    ></svc-metric-cards>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/**
 * Deltas of every direction (up, down with a Unicode minus, zero, not a number, missing), a
 * sparkline with non-finite points dropped, a card with too few points, a missing value, and a
 * source linked because its ref is an http(s) URL.
 */
export const States: Story = {
  args: {
    heading: 'Every state',
    cards: [
      {label: 'Up', value: 42, delta: '+12%', sparkline: [1, 3, 2, 5]},
      {label: 'Down', value: '7', delta: '\u22124.5%', sparkline: [9, 7, 8, 3]},
      {label: 'Flat', value: '100', delta: '0', sparkline: [4, 4, 4, 4]},
      {label: 'Not a number', value: '3', delta: 'n/a', sparkline: [1, null, 'x', 2, 'NaN', 3]},
      {label: 'One point', value: '5', delta: -2, sparkline: [5]},
      {label: 'No value'},
    ],
    sources: [
      {kind: 'report', label: 'Monthly report', ref: 'https://example.test/report', count: '3'},
      {kind: 'query', label: 'Not a link', ref: 'javascript:alert(1)'},
    ],
  },
};

/** Long labels, values and deltas wrap inside narrow cards. */
export const LongText: Story = {
  args: {
    heading: 'A rather long heading for a set of key figures that has to wrap on small screens',
    cards: [
      {
        label: 'Privileged accounts without an owner in any connected application',
        value: '12,345,678,901',
        delta: '+1,234 compared with the same period last year',
        sparkline: Array.from({length: 60}, (_, i) => Math.sin(i / 5) * 10 + i / 3),
      },
      {label: 'Short', value: 'n/a'},
    ],
  },
  render: (args) =>
    html`<div style="max-width: 420px">
      <svc-metric-cards .heading=${args.heading} .cards=${args.cards}></svc-metric-cards>
    </div>`,
};

/** The metric cards of the dashboard sample conversation, rendered by `<svc-surface>`. */
export const Bound: Story = {
  render: () => html`<svc-surface .surface=${dashboard.surfaces[0]}></svc-surface>`,
};
