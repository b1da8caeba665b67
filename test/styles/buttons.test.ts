import {expect, fixture, html} from '@open-wc/testing';
import '../../src/index.js';
import {settle} from './contrast-helpers.js';
import {fields} from '../components/form/fixtures.js';

/** Every `<button>` under `root`, shadow roots included, with the tag of the element it is in. */
function buttons(root: Element): {where: string; part: string; height: number}[] {
  const found: {where: string; part: string; height: number}[] = [];
  const walk = (node: Element | ShadowRoot, where: string) => {
    for (const child of node.querySelectorAll('*')) {
      if (child.localName === 'button') {
        found.push({
          where,
          part: child.getAttribute('part') ?? '',
          height: Math.round(child.getBoundingClientRect().height * 10) / 10,
        });
      }
      if (child.shadowRoot) walk(child.shadowRoot, child.localName);
    }
  };
  walk(root, root.localName);
  return found;
}

const rows = Array.from({length: 12}, (_, i) => [`Row ${i + 1}`, i * 3]);
const todo = [
  {id: 'a', label: 'Review groups', status: 'pending', trailingAction: {name: 'x'}},
  {id: 'b', label: 'Invite', status: 'pending', trailingAction: {name: 'y'}},
];
const plan = [
  {
    id: 'c',
    title: 'Identity',
    steps: [
      {id: 's1', title: 'Connect Okta', status: 'completed'},
      {id: 's2', title: 'Import groups', status: 'pending'},
      {id: 's3', title: 'Invite reviewers', status: 'pending'},
    ],
  },
];
const form = {
  displayName: 'Request',
  fields: [fields.map, fields.file, fields.oauth2, fields.chips, fields.userPicker],
};
const long = 'A justification far longer than a table cell shows at first';

/**
 * The size each button should have, by the element it is in and its part. Not in the family, on
 * purpose: the × inside a chip, the options of a list (rows of a list box), and the "Show more"
 * link inside a long text (it reads as part of the text).
 */
const sizes: [RegExp, string][] = [
  [/^svc-button base$/, 'its size attribute'],
  [
    /^svc-code-block copy-button$|^svc-todo-list action$|^svc-table (previous|next|cell-toggle)$/,
    'sm',
  ],
  [/ (chip-remove|option|toggle)$/, 'not a button of the family'],
  [/./, 'md'],
];
const sizeOf = (b: {where: string; part: string}) =>
  sizes.find(([pattern]) => pattern.test(`${b.where} ${b.part}`))![1];

describe('one button system', () => {
  it('gives every button of a size the same height, in every element (sm 28, md 32, lg 40)', async () => {
    const el = await fixture<HTMLElement>(
      html`<div style="width: 720px">
        <svc-button label="Medium"></svc-button>
        <svc-button variant="primary" label="Primary"></svc-button>
        <svc-button variant="text" label="Quiet"></svc-button>
        <svc-button size="sm" label="Small"></svc-button>
        <svc-button size="lg" label="Large"></svc-button>
        <svc-notifications-variant-a chat-tool="slack"></svc-notifications-variant-a>
        <svc-notifications-variant-b chat-tool="slack"></svc-notifications-variant-b>
        <svc-onboarding-welcome
          recommended-catalog-id="okta"
          recommended-display-name="Okta"
        ></svc-onboarding-welcome>
        <svc-onboarding-plan .categories=${plan}></svc-onboarding-plan>
        <svc-todo-list .items=${todo}></svc-todo-list>
        <svc-code-block code="npm i" copyable></svc-code-block>
        <svc-table
          .columns=${['Name', 'Count', 'Reason']}
          .rows=${[['Row 0', 0, long], ...rows]}
          page-size="5"
        ></svc-table>
        <svc-tabs .titles=${['One', 'Two']}
          ><p>One</p>
          <p>Two</p></svc-tabs
        >
        <svc-modal open label="Details"><p>Inside</p></svc-modal>
        <svc-form .form=${form} .values=${{tags: ['a', 'b']}}></svc-form>
      </div>`,
    );
    await settle(el);
    const all = buttons(el).filter((b) => sizeOf(b) !== 'not a button of the family');
    const report = all.map((b) => `${b.where} ${b.part}: ${b.height}`).join('\n');
    const heights = (size: string) =>
      [...new Set(all.filter((b) => sizeOf(b) === size).map((b) => b.height))].sort();
    expect(all.length, report).to.be.greaterThan(25);
    for (const part of ['tab', 'sort-button', 'cell-toggle', 'close', 'add']) {
      expect(
        all.some((b) => b.part.split(' ').includes(part)),
        `${part}\n${report}`,
      ).to.equal(true);
    }
    const svcButtons = [...el.querySelectorAll('svc-button')].map((b) =>
      Math.round(b.shadowRoot!.querySelector('button')!.getBoundingClientRect().height),
    );
    expect(svcButtons, 'svc-button md, md, md, sm, lg').to.deep.equal([32, 32, 32, 28, 40]);
    expect(heights('sm'), report).to.deep.equal([28]);
    expect(heights('md'), report).to.deep.equal([32]);
  });
});
