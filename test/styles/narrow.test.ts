import {expect, fixture, html} from '@open-wc/testing';
import {setViewport} from '@web/test-runner-commands';
import type {TemplateResult} from 'lit';
import '../../src/components/all.js';
import '../../src/components/svc/chart.js';
import '../../src/components/svc/duration-picker.js';
import '../../src/components/svc/metric-cards.js';
import '../../src/components/svc/notifications-variant-a.js';
import '../../src/components/svc/notifications-variant-b.js';
import '../../src/components/svc/onboarding-plan.js';
import '../../src/components/svc/onboarding-welcome.js';
import '../../src/components/svc/status-indicator.js';
import '../../src/components/svc/table.js';
import '../../src/components/svc/todo-list.js';
import '../../src/surface/marker.js';

/** Thousands of characters without a space: what a confused agent may send as a label. */
const HOSTILE = 'W'.repeat(4000);
const HOST_WIDTH = 320;

/** The innermost box that sticks out past the viewport, for the failure message. */
function culprit(root: Element): string {
  let found = '';
  const visit = (node: Element | ShadowRoot) => {
    for (const child of node.children) {
      if (child.getBoundingClientRect().right > innerWidth + 1) {
        found = child.outerHTML.slice(0, 120);
      }
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
    }
  };
  visit(root.shadowRoot ?? root);
  return found;
}

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

async function until(check: () => unknown) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
}

const cases: [string, () => TemplateResult][] = [
  [
    'choice label',
    () =>
      html`<svc-choice-picker
        label=${HOSTILE}
        .choices=${[{id: 'a', label: HOSTILE, description: HOSTILE}]}
      ></svc-choice-picker>`,
  ],
  ['duration legend', () => html`<svc-duration-picker label=${HOSTILE}></svc-duration-picker>`],
  ['marker', () => html`<svc-marker reason=${HOSTILE} component-id=${HOSTILE}></svc-marker>`],
  [
    'todo',
    () =>
      html`<svc-todo-list
        heading=${HOSTILE}
        .items=${[
          {id: 'a', label: HOSTILE, description: HOSTILE, section: HOSTILE, status: 'pending'},
        ]}
      ></svc-todo-list>`,
  ],
  [
    'onboarding plan',
    () =>
      html`<svc-onboarding-plan
        heading=${HOSTILE}
        .categories=${[
          {
            id: 'c',
            title: HOSTILE,
            steps: [{id: 's', title: HOSTILE, description: HOSTILE, agentAssisted: true}],
          },
        ]}
      ></svc-onboarding-plan>`,
  ],
  [
    'onboarding welcome',
    () =>
      html`<svc-onboarding-welcome
        heading=${HOSTILE}
        recommended-display-name=${HOSTILE}
        recommended-catalog-id="okta"
      ></svc-onboarding-welcome>`,
  ],
  [
    'notification A',
    () => html`<svc-notifications-variant-a message=${HOSTILE}></svc-notifications-variant-a>`,
  ],
  [
    'notification B',
    () =>
      html`<svc-notifications-variant-b
        heading=${HOSTILE}
        message=${HOSTILE}
        .benefits=${[HOSTILE]}
      ></svc-notifications-variant-b>`,
  ],
  [
    'chart',
    () =>
      html`<svc-chart
        heading=${HOSTILE}
        .categorical=${{
          slices: [
            {label: HOSTILE, value: 1},
            {label: 'b', value: 2},
          ],
        }}
        .sources=${[{kind: HOSTILE, label: HOSTILE, ref: HOSTILE, count: '1'}]}
      ></svc-chart>`,
  ],
  [
    'metric cards',
    () =>
      html`<svc-metric-cards
        heading=${HOSTILE}
        .cards=${[{label: HOSTILE, value: HOSTILE, delta: HOSTILE, sparkline: [1, 2]}]}
        .sources=${[{kind: HOSTILE, label: HOSTILE, ref: HOSTILE, count: '1'}]}
      ></svc-metric-cards>`,
  ],
  [
    'table',
    () =>
      html`<svc-table
        heading=${HOSTILE}
        .columns=${[HOSTILE]}
        .rows=${[{cells: [HOSTILE]}]}
      ></svc-table>`,
  ],
  [
    'status indicator',
    () =>
      html`<svc-status-indicator message=${HOSTILE} tool-name=${HOSTILE}></svc-status-indicator>`,
  ],
  ['progress bar', () => html`<svc-progress-bar label=${HOSTILE} value="3"></svc-progress-bar>`],
  ['text', () => html`<svc-text text=${HOSTILE}></svc-text>`],
  ['button', () => html`<svc-button label=${HOSTILE}></svc-button>`],
  ['check box', () => html`<svc-check-box label=${HOSTILE}></svc-check-box>`],
];

describe('narrow hosts (320 px)', () => {
  before(() => setViewport({width: HOST_WIDTH, height: 800}));
  after(() => setViewport({width: 800, height: 600}));

  describe('a hostile unbroken string stays inside its element', () => {
    for (const [name, template] of cases) {
      it(name, async () => {
        // Inside a column inside a row, as a surface nests it: flex items whose minimum width
        // is their content's unless something lets the text wrap.
        const wrapper = await fixture<HTMLDivElement>(
          html`<div style="width: ${HOST_WIDTH - 16}px">
            <svc-column><svc-row>${template()}</svc-row></svc-column>
          </div>`,
        );
        const el = wrapper.querySelector('svc-row')!.firstElementChild as HTMLElement & {
          updateComplete?: Promise<unknown>;
        };
        expect(el.shadowRoot, `${el.localName} is defined`).to.not.equal(null);
        await el.updateComplete;
        if (el.localName === 'svc-chart') {
          await until(() => el.shadowRoot!.querySelector('[part~="chart"] svg'));
        }
        await frames();
        expect(el.getBoundingClientRect().width, 'element width').to.be.at.most(HOST_WIDTH - 16);
        expect(document.scrollingElement!.scrollWidth, `page width: ${culprit(el)}`).to.be.at.most(
          innerWidth,
        );
      });
    }
  });
});
