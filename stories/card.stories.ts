import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/card.js';
import '../src/components/basic/text.js';
import '../src/components/basic/button.js';
import '../src/components/basic/row.js';

/** A padded, rounded, bordered box that stacks its children. */
const meta: Meta = {
  title: 'Layout/Card',
  component: 'svc-card',
  tags: ['autodocs'],
  render: () =>
    html`<svc-card style="max-width: 360px">
      <svc-text markdown text="### Salesforce"></svc-text>
      <svc-text text="Access to the Sales Cloud workspace, read-only."></svc-text>
      <svc-row distribution="end" gap="8">
        <svc-button label="Details" variant="text"></svc-button>
        <svc-button label="Request" variant="primary"></svc-button>
      </svc-row>
    </svc-card>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Cards in a row stretch to the same height; a nested card stays readable. */
export const Layouts: Story = {
  render: () =>
    html`<svc-row gap="12" style="max-width: 640px">
      <svc-card><svc-text text="Short"></svc-text></svc-card>
      <svc-card>
        <svc-text text="Taller card with a nested card"></svc-text>
        <svc-card><svc-text text="Nested"></svc-text></svc-card>
      </svc-card>
    </svc-row>`,
};

/** The custom properties restyle the box. */
export const Themed: Story = {
  render: () =>
    html`<svc-card
      style="max-width: 360px; --svc-card-padding: 24px; --svc-card-radius: 2px; --svc-card-border: 2px solid #0969da; --svc-card-background: light-dark(#f0f6ff, #0c1d33); --svc-card-shadow: 0 2px 8px rgb(0 0 0 / 0.15)"
    >
      <svc-text text="A themed card"></svc-text>
    </svc-card>`,
};

/** Long, unbroken content wraps inside the card instead of overflowing it. */
export const LongText: Story = {
  render: () =>
    html`<svc-card style="width: 260px">
      <svc-text
        text="https://tenant.example.test/access-requests/8a1f3c9e-7b41-4d2a-9d0c-3f5e6a7b8c9d/approvals/history"
      ></svc-text>
    </svc-card>`,
};

import {boundParameters, renderBound} from './support/bound.js';

/** Bound in a surface: the card's text reads `/note`, which the field below it edits. */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound({
      surfaceId: 'srf-bound-card',
      sendDataModel: false,
      dataModelJson: '{"note": "Quarterly access review is due on Friday."}',
      createdAt: '2026-11-20T12:00:00Z',
      updatedAt: '2026-11-20T12:00:00Z',
      components: [
        {id: 'root', column: {children: {ids: ['card', 'note']}, gap: {literal: 12}}},
        {id: 'card', card: {children: {ids: ['card-title', 'card-note']}}},
        {id: 'card-title', text: {text: {literal: '#### Reminder'}, markdown: true}},
        {id: 'card-note', text: {text: {path: '/note'}}},
        {
          id: 'note',
          textField: {
            label: {literal: 'Edit the note'},
            variant: 'longText',
            value: {path: '/note'},
          },
        },
      ],
    }),
};
