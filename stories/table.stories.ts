import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/svc/table.js';
import '../src/surface/surface.js';
import {conversations} from '../src/mock/conversations.js';

const dashboard = conversations.find((sample) => sample.name === 'dashboard')!;

const accounts = [
  ['svc-deploy-bot', 'AWS', 'alice@acme.test', '2026-11-19', 'High', '92%'],
  ['ci-runner', 'GitHub', 'alice@acme.test', '2026-11-21', 'Low', '12%'],
  ['reporting-etl', 'Snowflake', 'alice@acme.test', '2026-08-02', 'Medium', '48%'],
  ...Array.from({length: 22}, (_, i) => [
    `batch-job-${String(i + 1).padStart(3, '0')}`,
    ['AWS', 'Okta', 'GitHub'][i % 3]!,
    'bob@acme.test',
    `2026-10-${String((i % 28) + 1).padStart(2, '0')}`,
    'Low',
    `${(i * 7) % 100}%`,
  ]),
].map((cells) => ({cells}));

/**
 * A data table: caption, sortable columns (click a header: ascending, descending, unsorted),
 * paging, and a link to the full data when only part of it was sent.
 */
const meta: Meta = {
  title: 'Data display/Table',
  component: 'svc-table',
  tags: ['autodocs'],
  args: {
    heading: 'Service accounts you own',
    columns: ['Account', 'App', 'Owner', 'Last used', 'Risk', 'Usage'],
    rows: accounts,
    pageSize: 10,
    totalRows: '25',
    artifactUrl: 'https://reports.acme.test/artifacts/owned-service-accounts.csv',
    sources: [
      {
        kind: 'api',
        label: 'Owned service accounts',
        ref: '/api/v1/app_users/owned_service_accounts',
        count: '25',
      },
    ],
  },
  argTypes: {
    pageSize: {control: {type: 'number', min: 1, max: 500}},
  },
  render: (args) =>
    html`<svc-table
      .heading=${args.heading}
      .columns=${args.columns}
      .rows=${args.rows}
      .pageSize=${args.pageSize}
      .totalRows=${args.totalRows}
      .artifactUrl=${args.artifactUrl}
      .sources=${args.sources}
    ></svc-table>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/**
 * Empty; only part of the data sent (with the full data linked); ragged rows (a short row
 * padded with a dash, surplus cells under an extra "Column N"); a `javascript:` artifact URL,
 * which is not linked.
 */
export const States: Story = {
  render: () =>
    html`<div style="display: grid; gap: 24px">
      <svc-table heading="Nothing found" .columns=${['Account', 'App']} .rows=${[]}></svc-table>
      <svc-table
        heading="Truncated: 25 of 1,204 rows sent"
        .columns=${['Account', 'App', 'Owner', 'Last used', 'Risk', 'Usage']}
        .rows=${accounts}
        total-rows="1204"
        artifact-url="https://reports.acme.test/artifacts/all-accounts.csv"
      ></svc-table>
      <svc-table
        heading="Ragged rows"
        .columns=${['Account', 'App']}
        .rows=${[
          {cells: ['svc-deploy-bot']},
          {cells: ['ci-runner', 'GitHub', 'unexpected', 'cells']},
          {cells: ['reporting-etl', 'Snowflake']},
        ]}
      ></svc-table>
      <svc-table
        heading="Hostile artifact URL (not linked)"
        .columns=${['A']}
        .rows=${[{cells: ['1']}]}
        total-rows="50"
        artifact-url="javascript:alert(1)"
      ></svc-table>
    </div>`,
};

/**
 * Long cells are cut with an ellipsis: hover for the full text, click or press Enter to expand.
 * In a narrow host the table scrolls sideways (the scroll box is focusable) under a sticky header.
 */
export const LongText: Story = {
  args: {
    heading: 'Access requests awaiting review, with the justification the requester gave',
    columns: ['Requester', 'Entitlement', 'Justification', 'Requested'],
    rows: Array.from({length: 14}, (_, i) => ({
      cells: [
        `user${i}@acme.test`,
        'Production billing database — administrator (temporary, 8 hours)',
        'Investigating incident INC-2041: invoices for EU customers were generated twice and need to be reconciled against the ledger before the nightly export runs.',
        `2026-11-${String(i + 1).padStart(2, '0')}T09:30:00Z`,
      ],
    })),
    totalRows: '14',
    artifactUrl: '',
    sources: [],
  },
  render: (args) =>
    html`<div style="width: 420px; --svc-table-max-height: 240px">
      ${meta.render!(args, undefined as never)}
    </div>`,
};

/** Owners for the generated rows: names with accents and apostrophes. */
const OWNERS = ["O'Brien, Zoë", 'Muñoz, José', 'Müller, Anna', 'Dvořák, Émile', 'Lefèvre, Inès'];

/**
 * 100,000 rows: only one page is in the DOM; sorting a column sorts all rows once. Sorting the
 * Owner column (names with accents) takes about a tenth of a second, in slices: meanwhile the
 * header shows the new order, the rows dim and "Sorting by Owner…" is announced.
 */
export const HundredThousandRows: Story = {
  args: {
    heading: '100,000 generated rows',
    columns: ['User', 'Score', 'Joined', 'Owner'],
    rows: Array.from({length: 100_000}, (_, i) => ({
      cells: [
        `user-${i}`,
        String((i * 7919) % 100_000),
        new Date(Date.UTC(2020, 0, 1) + ((i * 104729) % 2000) * 86_400_000)
          .toISOString()
          .slice(0, 10),
        `${OWNERS[(i * 7) % OWNERS.length]} ${(i * 104729) % 100_000}`,
      ],
    })),
    totalRows: '100000',
    artifactUrl: '',
    sources: [],
  },
};

/** The table of the dashboard sample conversation, rendered by `<svc-surface>`. */
export const Bound: Story = {
  render: () => html`<svc-surface .surface=${dashboard.surfaces[0]}></svc-surface>`,
};
