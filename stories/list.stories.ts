import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/list.js';
import '../src/components/basic/card.js';
import '../src/components/basic/text.js';
import '../src/components/basic/button.js';

const item = (n: number) =>
  html`<svc-card
    ><svc-text variant="h5" text="Request ${n}"></svc-text
    ><svc-text variant="caption" text="Opened ${n} days ago"></svc-text
  ></svc-card>`;

/** A scrollable list of items, vertical or horizontal; each child is a list item. */
const meta: Meta = {
  title: 'Layout/List',
  component: 'svc-list',
  tags: ['autodocs'],
  args: {direction: 'vertical', alignment: 'stretch', gap: 8},
  argTypes: {
    direction: {control: 'select', options: ['vertical', 'horizontal']},
    alignment: {control: 'select', options: ['start', 'center', 'end', 'stretch']},
  },
  render: (args) =>
    html`<svc-list
      style="width: 360px; --svc-list-max-height: 280px"
      .direction=${args.direction}
      .alignment=${args.alignment}
      .gap=${args.gap}
    >
      ${[1, 2, 3, 4, 5, 6].map(item)}
    </svc-list>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Horizontal: items keep their width and the list scrolls sideways (a tab stop when it overflows). */
export const Horizontal: Story = {
  args: {direction: 'horizontal', alignment: 'start'},
};

/** Every alignment across the list. */
export const Alignments: Story = {
  render: () =>
    html`<div style="display: grid; grid-template-columns: repeat(4, 1fr); gap: 12px">
      ${['start', 'center', 'end', 'stretch'].map(
        (a) =>
          html`<div>
            <code>${a}</code>
            <svc-list alignment=${a} gap="6" style="outline: 1px dashed #999">
              <svc-button label="Short"></svc-button>
              <svc-button label="A longer one"></svc-button>
            </svc-list>
          </div>`,
      )}
    </div>`,
};

/** Five thousand items (`count`) through one slot: no per-item rendering by the list. */
export const Long: Story = {
  args: {count: 5000},
  argTypes: {count: {control: {type: 'number', min: 1, max: 20000}}},
  render: (args) =>
    html`<svc-list gap="4" style="--svc-list-max-height: 320px; width: 320px">
      ${Array.from(
        {length: Number(args.count) || 0},
        (_, i) => html`<svc-text text="Item ${i + 1}"></svc-text>`,
      )}
    </svc-list>`,
};
