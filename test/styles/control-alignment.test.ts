import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/basic/check-box.js';
import '../../src/components/basic/choice-picker.js';
import '../../src/components/svc/onboarding-plan.js';
import '../../src/components/svc/todo-list.js';
import {settle} from './contrast-helpers.js';

/** The middle (px from the top of the page) of an element's first line of text. */
function firstLineMiddle(el: Element): number {
  const range = document.createRange();
  range.selectNodeContents(el);
  const line = range.getClientRects()[0]!;
  return line.top + line.height / 2;
}

const middle = (el: Element) => {
  const box = el.getBoundingClientRect();
  return box.top + box.height / 2;
};

/** How far (px) each box's middle is from the middle of its label's first line of text. */
function offsets(host: Element): number[] {
  return [...host.querySelectorAll('svc-check-box, svc-choice-picker')].flatMap((el) =>
    [...el.shadowRoot!.querySelectorAll('[part~="control"]')].map((control) => {
      const label = control.parentElement!.querySelector(
        '[part~="label"], [part~="option-label"]',
      )!;
      const range = document.createRange();
      range.selectNodeContents(label);
      const line = range.getClientRects()[0]!;
      const box = control.getBoundingClientRect();
      return Math.abs(box.top + box.height / 2 - (line.top + line.height / 2));
    }),
  );
}

describe('check boxes and radio buttons', () => {
  it('sit on the middle of their label’s first line, also when it wraps or the text is larger', async () => {
    const host = await fixture<HTMLElement>(
      html`<div style="width: 200px">
        <svc-check-box label="I agree"></svc-check-box>
        <svc-check-box label="A label long enough to wrap onto two lines here"></svc-check-box>
        <svc-choice-picker
          label="Colour"
          .choices=${[
            {id: 'r', label: 'Red'},
            {id: 'b', label: 'Blue, a choice whose label wraps onto a second line'},
          ]}
        ></svc-choice-picker>
        <div style="--svc-font-size: 20px"><svc-check-box label="Larger"></svc-check-box></div>
      </div>`,
    );
    await settle(host);
    const found = offsets(host);
    expect(found).to.have.length(5);
    for (const offset of found) expect(offset).to.be.below(1.5);
  });
});

describe('a row with a button (todo items, onboarding steps)', () => {
  it('lines its title, icon and button up on one middle', async () => {
    const host = await fixture<HTMLElement>(
      html`<div style="width: 420px">
        <svc-todo-list
          .items=${[
            {id: 'a', label: 'Connect AWS', status: 'pending', trailingAction: {name: 'x'}},
            {
              id: 'b',
              label: 'Review',
              description: '142 groups',
              status: 'in-progress',
              trailingAction: {name: 'y'},
            },
          ]}
        ></svc-todo-list>
        <svc-onboarding-plan
          .categories=${[
            {
              id: 'c',
              title: 'Identity',
              steps: [
                {id: 's1', title: 'Connect Okta', description: 'Sync users.', status: 'pending'},
                {id: 's2', title: 'Turn on single sign-on', status: 'pending'},
              ],
            },
          ]}
        ></svc-onboarding-plan>
      </div>`,
    );
    await settle(host);
    const rows = [...host.children].flatMap((el) => [
      ...el.shadowRoot!.querySelectorAll('[part~="item"], [part~="step"]'),
    ]);
    expect(rows).to.have.length(4);
    for (const row of rows) {
      const button = middle(row.querySelector('button')!);
      const title = firstLineMiddle(row.querySelector('[part~="label"], [part~="step-title"]')!);
      const icon = row.querySelector('[part~="status-icon"] svg');
      expect(Math.abs(button - title), row.textContent!).to.be.below(1.5);
      if (icon) expect(Math.abs(button - middle(icon)), row.textContent!).to.be.below(1.5);
    }
  });
});
