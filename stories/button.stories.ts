import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/button.js';
import '../src/components/basic/text.js';

/** A button the user presses to act; disabled buttons stay focusable and explain why. */
const meta: Meta = {
  title: 'Inputs/Button',
  component: 'svc-button',
  tags: ['autodocs'],
  args: {
    label: 'Request access',
    variant: 'secondary',
    disabled: false,
    disabledReason: '',
    pending: false,
  },
  argTypes: {
    variant: {
      control: 'select',
      options: [
        'primary',
        'secondary',
        'text',
        'default',
        'borderless',
        'BUTTON_VARIANT_PRIMARY',
        'unknown',
      ],
    },
  },
  render: (args) =>
    html`<svc-button
      .label=${args.label}
      .variant=${args.variant}
      .disabled=${args.disabled}
      .disabledReason=${args.disabledReason}
      .pending=${args.pending}
    ></svc-button>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** The three variants, each enabled and disabled. */
export const Variants: Story = {
  render: () =>
    html`<div style="display: grid; grid-template-columns: repeat(3, max-content); gap: 12px">
      <svc-button label="Approve" variant="primary"></svc-button>
      <svc-button label="Review later" variant="secondary"></svc-button>
      <svc-button label="Skip" variant="text"></svc-button>
      <svc-button label="Approve" variant="primary" disabled></svc-button>
      <svc-button label="Review later" variant="secondary" disabled></svc-button>
      <svc-button label="Skip" variant="text" disabled></svc-button>
    </div>`,
};

/**
 * Pending: an action is on its way. A spinner (a still dotted ring when the system asks for
 * reduced motion), `aria-busy`, presses ignored; the button stays focusable.
 */
export const Pending: Story = {
  render: () =>
    html`<div style="display: flex; gap: 12px">
      <svc-button label="Submitting" variant="primary" pending></svc-button>
      <svc-button label="Saving" pending></svc-button>
      <svc-button label="Loading" variant="text" pending></svc-button>
    </div>`,
};

/**
 * Content instead of a label, as an A2UI Button's `child`: the slotted text names the button and
 * takes its colour. The A2UI variant names `default`, `primary` and `borderless` are accepted.
 */
export const SlottedContent: Story = {
  render: () =>
    html`<div style="display: flex; gap: 12px">
      <svc-button variant="default"><svc-text text="Default"></svc-text></svc-button>
      <svc-button variant="primary"><svc-text text="Primary"></svc-text></svc-button>
      <svc-button variant="borderless"><svc-text text="Borderless"></svc-text></svc-button>
    </div>`,
};

/**
 * Disabled with a reason: hover or focus (Tab) the button to see why. Escape hides the tooltip;
 * clicks and Enter/Space do nothing.
 */
export const DisabledWithReason: Story = {
  args: {
    label: 'Submit request',
    variant: 'primary',
    disabledReason: 'Enter a business justification of at least 20 characters.',
  },
  render: (args) =>
    html`<div style="padding: 64px 16px 16px">
      <svc-button
        .label=${args.label}
        .variant=${args.variant}
        .disabledReason=${args.disabledReason}
      ></svc-button>
    </div>`,
};

/** A long label wraps inside a narrow container instead of overflowing it. */
export const LongText: Story = {
  args: {
    label:
      'Request temporary administrator access to the production billing database for incident INC-2041',
  },
  render: (args) =>
    html`<div style="width: 240px; border: 1px dashed #999; padding: 8px">
      <svc-button .label=${args.label} variant="primary"></svc-button>
    </div>`,
};

import {boundParameters, renderBound} from './support/bound.js';

/**
 * Bound in a surface: the label follows `/app` (type in the field), `disabled` follows `/locked`
 * (the check box), and its checks ask for a justification. Pressing it logs an `svc-action` with
 * the context resolved at that moment.
 */
export const Bound: Story = {
  parameters: boundParameters,
  render: () =>
    renderBound(
      {
        surfaceId: 'srf-bound-button',
        sendDataModel: true,
        dataModelJson: '{"app": "GitHub", "locked": false, "why": ""}',
        createdAt: '2026-11-20T12:00:00Z',
        updatedAt: '2026-11-20T12:00:00Z',
        components: [
          {
            id: 'root',
            column: {children: {ids: ['app', 'why', 'locked', 'request']}, gap: {literal: 8}},
          },
          {id: 'app', textField: {label: {literal: 'App'}, value: {path: '/app'}}},
          {id: 'why', textField: {label: {literal: 'Justification'}, value: {path: '/why'}}},
          {
            id: 'locked',
            checkBox: {label: {literal: 'Lock the button (disabled)'}, value: {path: '/locked'}},
          },
          {
            id: 'request',
            button: {
              label: {call: {call: 'formatString', args: {value: {literal: 'Request ${/app}'}}}},
              variant: 'primary',
              disabled: {path: '/locked'},
              checks: [
                {
                  call: 'required',
                  args: {value: {path: '/why'}},
                  message: 'Enter a justification first',
                },
              ],
              action: {
                event: {
                  name: 'request_access',
                  context: {app: {path: '/app'}, why: {path: '/why'}},
                },
              },
            },
          },
        ],
      },
      {log: true},
    ),
};
