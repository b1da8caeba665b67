import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import {styleMap} from 'lit/directives/style-map.js';
import '../src/index.js';

interface Args {
  /**
   * `--svc-color-primary`: buttons, links, focus ring, progress, the first chart colour. Empty: the
   * library's blue, which has a light and a dark shade. One fixed colour serves both schemes only
   * if it reads on both backgrounds; otherwise set it with `light-dark()`.
   */
  brand: string;
  /** The `color-scheme` the host sets on this wrapper (not the system setting). */
  scheme: 'light' | 'dark' | 'light dark';
  /** Control heights and spacing: compact, default or comfortable. */
  density: 'compact' | 'default' | 'comfortable';
  /** `--svc-scale`: multiplies font sizes, spacing and control heights. */
  scale: number;
}

const densities: Record<Args['density'], Record<string, string>> = {
  compact: {
    '--svc-control-height-sm': '24px',
    '--svc-control-height-md': '28px',
    '--svc-control-height-lg': '34px',
    '--svc-space-2': '6px',
    '--svc-space-3': '8px',
    '--svc-space-4': '12px',
  },
  default: {},
  comfortable: {
    '--svc-control-height-sm': '32px',
    '--svc-control-height-md': '38px',
    '--svc-control-height-lg': '46px',
    '--svc-space-3': '16px',
    '--svc-space-4': '20px',
  },
};

const todo = [
  {id: 'a', label: 'Connect Okta', status: 'completed'},
  {
    id: 'b',
    label: 'Review imported groups',
    status: 'in_progress',
    trailingAction: {name: 'open_groups'},
    trailingActionLabel: 'Review',
  },
  {id: 'c', label: 'Invite reviewers', status: 'pending'},
];

const slices = {
  slices: [
    {label: 'GitHub', value: 42},
    {label: 'AWS', value: 31},
    {label: 'Okta', value: 18},
    {label: 'Slack', value: 9},
  ],
};

/**
 * The design tokens at work: change the brand colour, the colour scheme, the density or the scale
 * and every element follows at once, charts included (no reload, no `refreshTheme()` call).
 */
const meta: Meta<Args> = {
  title: 'Theming',
  tags: ['autodocs'],
  args: {brand: '', scheme: 'light', density: 'default', scale: 1},
  argTypes: {
    brand: {control: 'color'},
    scheme: {control: 'inline-radio', options: ['light', 'dark', 'light dark']},
    density: {control: 'inline-radio', options: ['compact', 'default', 'comfortable']},
    scale: {control: {type: 'range', min: 0.75, max: 1.5, step: 0.125}},
  },
  render: ({brand, scheme, density, scale}) => {
    const style = {
      'color-scheme': scheme,
      background: 'light-dark(#ffffff, #0d1117)',
      padding: '16px',
      display: 'grid',
      gap: '16px',
      'max-width': '720px',
      '--svc-scale': String(scale),
      ...(brand ? {'--svc-color-primary': brand} : {}),
      ...densities[density],
    };
    return html`<div style=${styleMap(style)}>
      <svc-card>
        <svc-column gap="12">
          <svc-text variant="h3" text="Request access"></svc-text>
          <svc-text-field label="Justification" value="Release on-call"></svc-text-field>
          <svc-check-box label="Notify my manager" checked></svc-check-box>
          <svc-progress-bar label="Risk review" value="60"></svc-progress-bar>
          <svc-row gap="8" alignment="center">
            <svc-button variant="primary" label="Send request"></svc-button>
            <svc-button label="Save draft"></svc-button>
            <svc-button variant="text" label="Cancel"></svc-button>
            <svc-button label="Approve" disabled-reason="Only a reviewer can approve"></svc-button>
          </svc-row>
          <svc-row gap="8" alignment="center">
            <svc-button size="sm" label="Small"></svc-button>
            <svc-button label="Medium"></svc-button>
            <svc-button size="lg" label="Large"></svc-button>
          </svc-row>
        </svc-column>
      </svc-card>
      <svc-todo-list heading="Next steps" .items=${todo}></svc-todo-list>
      <svc-chart heading="Requests by app" .categorical=${slices}></svc-chart>
      <svc-notifications-variant-b chat-tool="slack"></svc-notifications-variant-b>
    </div>`;
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The defaults: light, the library's blue. */
export const Default: Story = {};

/** Dark, set by the host on the wrapper, not by the system. */
export const Dark: Story = {args: {scheme: 'dark'}};

/** A brand colour: labels on it stay readable (black or white, chosen by its lightness). */
export const Brand: Story = {args: {brand: 'light-dark(#8250df, #a371f7)'}};

/** Compact density and a smaller scale, for a narrow chat column. */
export const Compact: Story = {args: {density: 'compact', scale: 0.875}};
