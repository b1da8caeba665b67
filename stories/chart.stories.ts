import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/chart.js';
import '../src/surface/surface.js';
import {conversations} from '../src/mock/conversations.js';

const dashboard = conversations.find((sample) => sample.name === 'dashboard')!;

const days = (n: number) =>
  Array.from({length: n}, (_, i) => new Date(Date.UTC(2026, 10, 14 + i)).toISOString());

const weekly = {
  range: {start: '2026-11-14T00:00:00Z', end: '2026-11-20T00:00:00Z', label: 'Last 7 days'},
  series: [
    {
      key: 'grant',
      displayName: 'Grant',
      points: days(7).map((ts, i) => ({ts, value: [41, 38, 52, 47, 60, 22, 19][i]})),
    },
    {
      key: 'revoke',
      displayName: 'Revoke',
      points: days(7).map((ts, i) => ({ts, value: [11, 9, 14, 10, 12, 3, 2][i]})),
    },
  ],
};

/**
 * A chart: a donut for a few categories, horizontal bars for many, lines over a time axis for a
 * time series. echarts loads with the first chart that has data. Screen readers get a summary and
 * the data as a table.
 */
const meta: Meta = {
  title: 'Data display/Chart',
  component: 'svc-chart',
  tags: ['autodocs'],
  args: {
    heading: 'Grants by app',
    artifactUrl: 'https://reports.acme.test/artifacts/grants-by-app.csv',
    sources: [{kind: 'app', label: 'Apps', ref: 'apps', count: '4'}],
    categorical: {
      slices: [
        {label: 'AWS', value: 512},
        {label: 'GitHub', value: 401},
        {label: 'Okta', value: 219},
        {label: 'Snowflake', value: 152},
      ],
    },
    timeSeries: undefined,
  },
  render: (args) =>
    html`<svc-chart
      .heading=${args.heading}
      .artifactUrl=${args.artifactUrl}
      .sources=${args.sources}
      .categorical=${args.categorical}
      .timeSeries=${args.timeSeries}
    ></svc-chart>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Up to 8 non-negative categories: a donut with labels and a legend. */
export const Donut: Story = {
  args: {
    heading: 'Employees by department',
    categorical: {
      slices: [
        {label: 'Engineering', value: 420},
        {label: 'Sales', value: 230},
        {label: 'Support', value: 160},
        {label: 'Finance', value: 80},
        {label: 'Legal', value: 40},
        {label: 'People', value: 70},
      ],
    },
  },
};

/** More than 8 categories (or a negative value): horizontal bars in the given order. */
export const Bars: Story = {
  args: {
    heading: 'Open access requests by app',
    categorical: {
      slices: [
        'AWS',
        'GitHub',
        'Okta',
        'Snowflake',
        'Salesforce',
        'Jira',
        'Confluence',
        'Slack',
        'Zoom',
        'Workday',
        'Datadog',
        'PagerDuty',
      ].map((label, i) => ({label, value: Math.round(200 / (i + 1))})),
    },
  },
};

/** Lines over a time axis spanning the range, a legend of series names. */
export const TimeSeries: Story = {
  args: {heading: 'Requests per day', categorical: undefined, timeSeries: weekly},
};

/** No data, and data whose every value is unusable: the empty state (see `issues`). */
export const Empty: Story = {
  render: () =>
    html`<div style="display: grid; gap: 24px">
      <svc-chart heading="No data yet"></svc-chart>
      <svc-chart
        heading="Only unusable values"
        .categorical=${{slices: [{label: 'a', value: 'NaN'}, {label: 'b'}]}}
      ></svc-chart>
    </div>`,
};

/** Long labels are cut in the drawing; the full text is in tooltips and the hidden data table. */
export const LongText: Story = {
  args: {
    heading:
      'Entitlements granted in the last quarter by application, including temporary and break-glass grants',
    categorical: {
      slices: [
        {label: 'Production billing database — administrator (temporary)', value: 12},
        {label: 'Customer support console — read only', value: 40},
        {label: 'Break-glass root account for the EU data region', value: 2},
      ],
    },
  },
  render: (args) => html`<div style="width: 360px">${meta.render!(args, undefined as never)}</div>`,
};

/** Dark colour scheme: the palette and text colours follow `color-scheme`. */
export const Dark: Story = {
  args: {heading: 'Requests per day', categorical: undefined, timeSeries: weekly},
  render: (args) =>
    html`<div style="color-scheme: dark; background: #0d1117; padding: 16px">
      ${meta.render!(args, undefined as never)}
    </div>`,
};

/** The charts of the dashboard sample conversation, rendered by `<svc-surface>`. */
export const Bound: Story = {
  render: () => html`<svc-surface .surface=${dashboard.surfaces[0]}></svc-surface>`,
};
