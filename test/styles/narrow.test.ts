import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys, setViewport} from '@web/test-runner-commands';
import type {TemplateResult} from 'lit';
import '../../src/components/all.js';
import '../../src/components/basic/button.js';
import '../../src/components/basic/check-box.js';
import '../../src/components/basic/choice-picker.js';
import '../../src/components/basic/progress-bar.js';
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
import '../../src/components/form/form.js';
import '../../src/components/svc/resource-picker.js';
import '../../src/components/svc/connector-sync-detail.js';
import '../../src/components/svc/connector-sync-progress.js';
import '../../src/components/svc/connector-config-form.js';
import type {SvcForm} from '../../src/components/form/form.js';
import type {Form} from '../../src/api/types.js';
import type {
  ConnectorSettingsProvider,
  ResourceProvider,
  SyncStatus,
} from '../../src/providers/types.js';
import {FakeSyncProvider} from '../providers/fakes.js';

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

/** The tokens (runs without spaces) under `root`, across shadow roots, drawn on more than one line. */
function brokenTokens(root: Element): string[] {
  const broken: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (new Set(rects.map((r) => Math.round(r.top))).size > 1) broken.push(match[0]);
      }
    }
    if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
    for (const child of node.childNodes) visit(child);
  };
  visit(root);
  return broken;
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

  describe('forms, pickers, sync cards and connector settings', () => {
    /** A form whose every shown text can be `words`, with an error on each field. */
    const formOf = (words: string): Form => ({
      id: 'narrow',
      displayName: words,
      description: words,
      fields: [
        {
          name: 'a',
          displayName: words,
          description: words,
          required: true,
          stringField: {rules: {minLen: '12345678'}},
        },
        {
          name: 'b',
          displayName: words,
          int64Field: {numberField: {minValue: '12345678', maxValue: '87654321'}},
        },
        {
          name: 'c',
          displayName: words,
          stringField: {selectField: {options: [{value: 'x', displayName: words}]}},
        },
        {name: 'd', displayName: words, stringSliceField: {chipsField: {}}},
        {name: 'e', displayName: words, stringMapField: {}},
        {name: 'f', displayName: words, fileField: {acceptedFileTypes: [words]}},
        {name: 'g', displayName: words, stringField: {pickerField: {svcUserPicker: {}}}},
      ],
      fieldRelationships: [{fieldNames: ['a', 'b'], requiredTogether: {}}],
    });
    const valueOf = (words: string) => ({
      a: '1',
      b: '5',
      c: 'x',
      d: [words, words],
      e: {[words]: words},
    });

    const syncStatus = (words: string): SyncStatus => ({
      state: 'failed',
      progress: 40,
      startedAt: '2026-11-20T12:00:00Z',
      finishedAt: '2026-11-20T12:01:00Z',
      counts: [{label: words, value: 12345678}],
      lastError: words,
      message: words,
    });

    /** Each element with its content set to `words`, ready to measure. */
    const setups: [string, (words: string) => Promise<HTMLElement>][] = [
      [
        'svc-form',
        async (words) => {
          const el = await place<SvcForm>(
            html`<svc-form .form=${formOf(words)} .value=${valueOf(words)}></svc-form>`,
          );
          el.validate();
          el.setErrors({a: words, unknown: words});
          return el;
        },
      ],
      [
        'svc-resource-picker',
        async (words) => {
          const provider: ResourceProvider = {
            listResources: async () => ({
              items: [{id: words, displayName: words, description: words}],
              nextPageToken: '',
            }),
          };
          const el = await place(
            html`<svc-resource-picker
              label=${words}
              app-id="a"
              resource-type="t"
              multi-select
              search-delay="0"
              .value=${[words, words]}
              .resourceProvider=${provider}
            ></svc-resource-picker>`,
          );
          el.shadowRoot!.querySelector<HTMLInputElement>('[part~="input"]')?.focus();
          await until(() => el.shadowRoot!.querySelector('[part~="option"]'));
          return el;
        },
      ],
      ...(['detail', 'progress'] as const).map(
        (kind) =>
          [
            `svc-connector-sync-${kind}`,
            async (words: string) => {
              const provider = new FakeSyncProvider();
              const el =
                kind === 'detail'
                  ? await place(
                      html`<svc-connector-sync-detail
                        heading=${words}
                        app-id="a"
                        connector-id="c"
                        .syncStatusProvider=${provider}
                      ></svc-connector-sync-detail>`,
                    )
                  : await place(
                      html`<svc-connector-sync-progress
                        heading=${words}
                        app-id="a"
                        connector-id="c"
                        .syncStatusProvider=${provider}
                      ></svc-connector-sync-progress>`,
                    );
              await until(() => provider.subscriptions.length > 0);
              provider.emit(syncStatus(words));
              return el;
            },
          ] as [string, (words: string) => Promise<HTMLElement>],
      ),
      [
        'svc-connector-config-form',
        async (words) => {
          const provider: ConnectorSettingsProvider = {
            getSettings: async () => ({form: formOf(words), values: valueOf(words)}),
            saveSettings: async () => ({ok: false, message: words, fieldErrors: {a: words}}),
          };
          const el = await place(
            html`<svc-connector-config-form
              app-id="a"
              connector-id="c"
              .settingsProvider=${provider}
            ></svc-connector-config-form>`,
          );
          await until(() => el.shadowRoot!.querySelector('svc-form'));
          return el;
        },
      ],
    ];

    async function place<T extends HTMLElement>(template: TemplateResult): Promise<T> {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div style="width: ${HOST_WIDTH - 16}px">
          <svc-column><svc-row>${template}</svc-row></svc-column>
        </div>`,
      );
      const el = wrapper.querySelector('svc-row')!.firstElementChild as T & {
        updateComplete: Promise<unknown>;
      };
      await el.updateComplete;
      return el;
    }

    async function settle(el: HTMLElement) {
      for (let i = 0; i < 3; i++) {
        await (el as HTMLElement & {updateComplete?: Promise<unknown>}).updateComplete;
        await frames();
      }
    }

    for (const [name, setup] of setups) {
      it(`${name}: a hostile unbroken string stays inside`, async () => {
        const el = await setup(HOSTILE);
        await settle(el);
        expect(el.getBoundingClientRect().width, 'element width').to.be.at.most(HOST_WIDTH - 16);
        expect(document.scrollingElement!.scrollWidth, `page width: ${culprit(el)}`).to.be.at.most(
          innerWidth,
        );
      });

      it(`${name}: words and numbers never break mid-token`, async () => {
        const el = await setup('Unknown 12,345,678 / 8,901');
        await settle(el);
        expect(el.getBoundingClientRect().width, 'element width').to.be.at.most(HOST_WIDTH - 16);
        expect(brokenTokens(el)).to.deep.equal([]);
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

  describe('tables', () => {
    const rows = Array.from({length: 6}, (_, i) => ({
      cells: [
        `batch-job-00${i}`,
        ['High', 'Low', 'Medium'][i % 3]!,
        (1234.5 * (i + 1) ** 3).toLocaleString('en-US'),
        'alice@acme.test',
        '2026-11-19',
      ],
    }));
    const table = () =>
      fixture<HTMLElement>(
        html`<div style="width: ${HOST_WIDTH - 16}px">
          <svc-table
            heading="Service accounts"
            .columns=${['Account', 'Risk', 'Grants', 'Owner', 'Last used']}
            .rows=${rows}
          ></svc-table>
        </div>`,
      );
    const part = (root: Element, name: string) =>
      root.querySelector('svc-table')!.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

    it('shows that a wide table scrolls sideways, and scrolls by keyboard', async () => {
      const wrapper = await table();
      await frames();
      await frames();
      const scroller = part(wrapper, 'scroller');
      const frame = scroller.parentElement!;
      expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth);
      expect(frame.hasAttribute('data-scroll-end')).to.equal(true);
      expect(frame.hasAttribute('data-scroll-start')).to.equal(false);
      await until(() => getComputedStyle(frame, '::after').opacity === '1');
      expect(getComputedStyle(frame, '::after').opacity).to.equal('1');
      // Said in words too, where the eye goes after the last row.
      const hint = part(wrapper, 'scroll-hint');
      expect(hint.checkVisibility()).to.equal(true);
      expect(hint.textContent).to.contain('More columns: scroll sideways');
      expect(scroller.getAttribute('role')).to.equal('region');
      expect(scroller.getAttribute('aria-label')).to.equal('Service accounts');
      scroller.focus();
      expect(scroller.matches(':focus')).to.equal(true);
      await sendKeys({press: 'End'});
      await sendKeys({press: 'ArrowRight'});
      await until(() => scroller.scrollLeft > 0);
      expect(scroller.scrollLeft).to.be.greaterThan(0);
      scroller.scrollLeft = scroller.scrollWidth;
      await until(() => !frame.hasAttribute('data-scroll-end'));
      expect(frame.hasAttribute('data-scroll-start')).to.equal(true);
      expect(frame.hasAttribute('data-scroll-end')).to.equal(false);
      expect(part(wrapper, 'scroll-hint').checkVisibility()).to.equal(false);
    });

    it('shows no scroll hint when the table fits', async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: ${HOST_WIDTH - 16}px">
          <svc-table .columns=${['A', 'B']} .rows=${[{cells: ['1', '2']}]}></svc-table>
        </div>`,
      );
      await frames();
      await frames();
      const frame = part(wrapper, 'scroller').parentElement!;
      expect(frame.hasAttribute('data-scroll-end')).to.equal(false);
      expect(part(wrapper, 'scroll-hint').checkVisibility()).to.equal(false);
      expect(getComputedStyle(frame, '::after').opacity).to.equal('0');
    });

    it('right-aligns columns of numbers with tabular digits, and keeps numbers on one line', async () => {
      const wrapper = await table();
      const host = wrapper.querySelector('svc-table')!;
      const cells = [...host.shadowRoot!.querySelectorAll('tbody tr:first-child td')];
      const styles = cells.map((td) => getComputedStyle(td));
      expect(styles[2]!.textAlign).to.equal('end');
      expect(styles[2]!.fontVariantNumeric).to.equal('tabular-nums');
      expect(styles[0]!.textAlign).to.equal('start');
      const th = host.shadowRoot!.querySelectorAll('thead th')[2]!;
      expect(th.classList.contains('num')).to.equal(true);
      for (const td of cells) expect(new Set(textRects(td).map((r) => r.top)).size).to.equal(1);
    });

    it('makes sortable headers look sortable and sorts a risk column Low, Medium, High', async () => {
      const wrapper = await table();
      const host = wrapper.querySelector('svc-table')!;
      const icons = [...host.shadowRoot!.querySelectorAll('thead .sort-icon')];
      const icon = (el: Element) => getComputedStyle(el, '::before').content;
      expect(icons.map(icon)).to.deep.equal(Array(5).fill('"↕" / ""'));
      const risk =
        host.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="sort-button"]')[1]!;
      risk.click();
      await (host as HTMLElement & {updateComplete: Promise<unknown>}).updateComplete;
      const column = [...host.shadowRoot!.querySelectorAll('tbody tr')].map((tr) =>
        tr.children[1]!.textContent!.trim(),
      );
      expect(column).to.deep.equal(['Low', 'Low', 'Medium', 'Medium', 'High', 'High']);
      expect(risk.closest('th')!.getAttribute('aria-sort')).to.equal('ascending');
      expect(icon(risk.querySelector('.sort-icon')!)).to.equal('"▲" / ""');
    });
  });
});
