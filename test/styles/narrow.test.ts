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

/** The boxes of the text (not the elements) under a node: one per line fragment. */
function textRects(root: Node): DOMRect[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const rects: DOMRect[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent!.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
  }
  return rects;
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

  describe('rows', () => {
    const top = (el: Element) => el.getBoundingClientRect().top;
    const charts = (width: number) =>
      fixture<HTMLDivElement>(
        html`<div style="width: ${width}px">
          <svc-row gap="16">
            <svc-card style="flex: 1 1 0%; min-width: 0">one</svc-card>
            <svc-card style="flex: 2 1 0%; min-width: 0">two</svc-card>
          </svc-row>
        </div>`,
      );

    it('stack blocks (cards, charts) on a narrow host, each on a whole line', async () => {
      const wrapper = await charts(HOST_WIDTH - 16);
      await frames();
      const [one, two] = wrapper.querySelectorAll('svc-card');
      expect(top(two!)).to.be.at.least(one!.getBoundingClientRect().bottom);
      expect(one!.getBoundingClientRect().width).to.equal(HOST_WIDTH - 16);
      expect(wrapper.querySelector('svc-row')!.matches(':state(narrow)')).to.equal(true);
    });

    it('keep blocks side by side, by weight, on a wide host', async () => {
      await setViewport({width: 1000, height: 800});
      try {
        const wrapper = await charts(900);
        await frames();
        const [one, two] = wrapper.querySelectorAll('svc-card');
        expect(top(two!)).to.equal(top(one!));
        const ratio = two!.getBoundingClientRect().width / one!.getBoundingClientRect().width;
        expect(ratio).to.be.closeTo(2, 0.05);
      } finally {
        await setViewport({width: HOST_WIDTH, height: 800});
      }
    });

    it('keep small items (icon and text, buttons) on one line when they fit', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: ${HOST_WIDTH - 16}px">
          <svc-row gap="8">
            <svc-text text="Risk"></svc-text>
            <svc-button label="Cancel"></svc-button>
            <svc-button label="Submit"></svc-button>
          </svc-row>
        </div>`,
      );
      await frames();
      const tops = [...wrapper.querySelector('svc-row')!.children].map(top);
      expect(new Set(tops).size).to.equal(1);
    });

    it('never break a number or word mid-token: it moves to the next line', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: 200px">
          <svc-row gap="8">
            <svc-text style="flex: 1 1 0%; min-width: 0" text="Unknown"></svc-text>
            <svc-text style="flex: 1 1 0%; min-width: 0" text="12,345,678"></svc-text>
            <svc-text style="flex: 1 1 0%; min-width: 0" text="8,901,234"></svc-text>
          </svc-row>
        </div>`,
      );
      await frames();
      for (const text of wrapper.querySelectorAll('svc-text')) {
        // One line box: a token broken in two would give rectangles on two lines.
        const lines = new Set(textRects(text.shadowRoot!).map((r) => Math.round(r.top)));
        expect(lines.size, text.getAttribute('text')!).to.equal(1);
      }
    });
  });
});
