import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/surface/surface.js';
import type {SvcSurface} from '../src/surface/surface.js';
import {withActionLog} from './support/action-log.js';
import {withDataModel} from './support/data-model.js';
import {withIssues} from './support/issues.js';
import {generatedFormSurface, surfaceRecord} from './support/surfaces.js';

interface Args {
  /** Send a snapshot of the data model with every action. */
  sendDataModel: boolean;
  /** Locale for formatNumber, formatCurrency, formatDate and pluralize; empty: the page's. */
  locale: string;
  /** Components in the generated form (Sizes). */
  count: number;
}

/** A small request form: a bound text field and check box, a greeting, a price, two buttons. */
function smallSurface(sendDataModel: boolean) {
  return surfaceRecord(
    'srf-story-small',
    [
      {id: 'root', card: {children: {ids: ['col']}}},
      {
        id: 'col',
        column: {
          children: {ids: ['title', 'name', 'greeting', 'agree', 'price', 'actions']},
          gap: {literal: 12},
        },
      },
      {id: 'title', text: {text: {literal: '### Request a laptop'}, markdown: true}},
      {
        id: 'name',
        textField: {
          label: {literal: 'Your name'},
          value: {path: '/user/name'},
          checks: [
            {call: 'required', args: {value: {path: '/user/name'}}, message: 'Enter your name'},
          ],
        },
      },
      {
        id: 'greeting',
        text: {
          text: {call: {call: 'formatString', args: {value: {literal: 'Hello, ${/user/name}!'}}}},
        },
      },
      {
        id: 'agree',
        checkBox: {label: {literal: 'I accept the loan terms'}, value: {path: '/agree'}},
      },
      {
        id: 'price',
        text: {
          text: {
            call: {
              call: 'formatCurrency',
              args: {value: {path: '/price'}, currency: {literal: 'EUR'}},
            },
          },
        },
      },
      {
        id: 'actions',
        row: {children: {ids: ['cancel', 'submit']}, distribution: 'end', gap: {literal: 8}},
      },
      {
        id: 'cancel',
        button: {label: {literal: 'Cancel'}, action: {event: {name: 'cancel_request'}}},
      },
      {
        id: 'submit',
        button: {
          label: {literal: 'Request'},
          variant: 'primary',
          checks: [
            {call: 'required', args: {value: {path: '/user/name'}}, message: 'Enter your name'},
            {
              call: {call: 'and', args: {values: [{path: '/agree'}, {literal: true}]}},
              message: 'Accept the loan terms first',
            },
          ],
          action: {
            event: {
              name: 'request_laptop',
              context: {name: {path: '/user/name'}, price: {path: '/price'}},
            },
          },
        },
      },
    ],
    {user: {name: 'Ada'}, agree: false, price: 1499.9},
    // A new updatedAt per render, so that changing an arg replaces the surface.
    {sendDataModel, updatedAt: new Date().toISOString()},
  );
}

/**
 * `<svc-surface>` renders one Surface record exactly as the service returns it: its components,
 * bound to its data model. User actions come out as `svc-action`, edits as `svc-data-change`.
 */
const meta: Meta<Args> = {
  title: 'Surfaces/Surface',
  component: 'svc-surface',
  tags: ['autodocs'],
  args: {sendDataModel: false, locale: '', count: 1500},
  argTypes: {
    sendDataModel: {
      control: 'boolean',
      description: "The record's `sendDataModel`: actions carry a snapshot of the data model.",
    },
    locale: {
      control: 'select',
      options: ['', 'en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP'],
      description: 'The `locale` property (formatting functions); empty: the page locale.',
    },
    count: {
      control: {type: 'number', min: 15, max: 7500, step: 100},
      description: 'Components in the generated form (Sizes).',
    },
  },
  parameters: {layout: 'padded'},
  render: (args) =>
    withActionLog(
      withDataModel(
        html`<svc-surface
          .surface=${smallSurface(args.sendDataModel)}
          .locale=${args.locale || undefined}
        ></svc-surface>`,
      ),
    ),
};
export default meta;
type Story = StoryObj<Args>;

/** A small surface; type, tick the box and press Request to see the events in the log. */
export const Default: Story = {argTypes: {count: {table: {disable: true}}}};

/**
 * Bad input never breaks a surface: an unknown variant, a missing child, a cycle and an invalid
 * `dataModelJson` each become a marker or an issue, and the rest still renders. The surface's
 * `issues` are listed below it.
 */
export const BadInput: Story = {
  argTypes: {count: {table: {disable: true}}, sendDataModel: {table: {disable: true}}},
  render: (args) =>
    withIssues(
      html`<svc-surface
        .locale=${args.locale || undefined}
        .surface=${surfaceRecord(
          'srf-story-bad',
          [
            {
              id: 'root',
              column: {
                children: {ids: ['intro', 'name', 'mystery', 'ghost', 'loop-a', 'after']},
                gap: {literal: 8},
              },
            },
            {
              id: 'intro',
              text: {text: {literal: 'Everything below the markers still renders and works.'}},
            },
            {
              id: 'name',
              textField: {
                label: {literal: 'Name (no data: the model is invalid)'},
                value: {path: '/name'},
              },
            },
            {id: 'mystery', holoDeck: {label: {literal: 'An unknown variant'}}},
            {id: 'loop-a', card: {children: {ids: ['loop-b']}}},
            {id: 'loop-b', column: {children: {ids: ['loop-text', 'loop-a']}}},
            {
              id: 'loop-text',
              text: {text: {literal: 'Inside a cycle: loop-b lists loop-a again.'}},
            },
            {id: 'after', text: {text: {literal: 'The last component renders too.'}}},
          ],
          {},
          {dataModelJson: '{"name": "Ada", "broken": '},
        )}
      ></svc-surface>`,
    ),
};

/**
 * A generated form of 1,500 components (change `count`), with the time from setting the record to
 * the next painted frame. Type in a field: only the echo text bound to it updates.
 */
export const Sizes: Story = {
  argTypes: {sendDataModel: {table: {disable: true}}},
  render: (args) => {
    const count = Math.max(15, Math.min(7500, Math.round(Number(args.count) || 1500)));
    const box = document.createElement('div');
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.style.cssText = 'margin: 0 0 12px; font: 0.875rem system-ui, sans-serif';
    status.textContent = `Rendering ${count} components…`;
    const surface = document.createElement('svc-surface');
    if (args.locale) surface.locale = args.locale;
    const record = generatedFormSurface(count);
    box.append(status, surface);
    // Start the clock once Storybook has attached the story, so its own work is not counted.
    const whenConnected = () => {
      if (!box.isConnected) return requestAnimationFrame(whenConnected);
      const start = performance.now();
      surface.surface = record;
      void surface.updateComplete.then(() =>
        requestAnimationFrame(() => {
          const ms = performance.now() - start;
          status.textContent = `${record.components?.length ?? 0} components: ${ms.toFixed(0)} ms from setting the record to the next frame; ${surface.issues.length} issues.`;
        }),
      );
    };
    requestAnimationFrame(whenConnected);
    return box;
  },
};

/**
 * The host writes into the data model with `setData(path, value)`; bound elements update and the
 * user's edits elsewhere are kept. Host writes fire no `svc-data-change`.
 */
export const HostWrites: Story = {
  argTypes: {count: {table: {disable: true}}},
  render: (args) => {
    const surface = smallSurface(args.sendDataModel);
    const target = (event: Event) =>
      (event.target as HTMLElement)
        .closest('.host-writes')
        ?.querySelector('svc-surface') as SvcSurface | null;
    const names = ['Grace', 'Linus', 'Margaret', 'Ada'];
    let next = 0;
    return html`<div class="host-writes" style="display: grid; gap: 12px">
      <div style="display: flex; gap: 8px; flex-wrap: wrap">
        <button
          type="button"
          @click=${(e: Event) => target(e)?.setData('/user/name', names[next++ % names.length])}
        >
          setData('/user/name', next name)
        </button>
        <button type="button" @click=${(e: Event) => target(e)?.setData('/agree', true)}>
          setData('/agree', true)
        </button>
        <button
          type="button"
          @click=${(e: Event) => {
            const el = target(e);
            if (el) el.setData('/price', Number(el.model.get('/price') ?? 0) + 100);
          }}
        >
          setData('/price', price + 100)
        </button>
      </div>
      ${withActionLog(
        withDataModel(
          html`<svc-surface .surface=${surface} .locale=${args.locale || undefined}></svc-surface>`,
        ),
      )}
    </div>`;
  },
};
