import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/svc/todo-list.js';
import {
  SvcTodoActionEvent,
  SvcTodoList,
  TODO_ITEMS_PER_TASK,
} from '../../src/components/svc/todo-list.js';
import type {TodoItem} from '../../src/components/svc/todo-list.js';
import {SvcIntentEvent} from '../../src/components/events.js';

// The items of the onboarding fixture, as the surface resolves them.
const items: TodoItem[] = [
  {
    id: 't1',
    label: 'Connect Okta',
    description: 'Done by the assistant',
    section: 'Identity',
    status: 'completed',
  },
  {
    id: 't2',
    label: 'Review imported groups',
    description: '142 groups found',
    section: 'Identity',
    status: 'in_progress',
    trailingAction: {name: 'open_groups', context: {app: 'okta'}},
    trailingActionLabel: 'Review',
  },
  {
    id: 't3',
    label: 'Connect AWS',
    section: 'Apps',
    status: 'pending',
    trailingAction: {name: 'start_connector_setup', context: {catalogId: 'aws'}},
    trailingActionLabel: 'Start',
  },
];

/** The text a sighted user sees: without the visually hidden parts, whitespace collapsed. */
function visibleText(node: Element): string {
  const copy = node.cloneNode(true) as Element;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent!.replace(/\s+/g, ' ').trim();
}

function all(el: SvcTodoList, part: string): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${part}"]`)];
}

describe('svc-todo-list', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcTodoList>(
      html`<svc-todo-list heading="Next steps" .items=${items}></svc-todo-list>`,
    );
    await expect(el).to.be.accessible();
  });

  it('has no heading and no items by default', async () => {
    const el = await fixture<SvcTodoList>(html`<svc-todo-list></svc-todo-list>`);
    expect(el.heading).to.equal('');
    expect(el.items).to.deep.equal([]);
    expect(all(el, 'heading')).to.have.length(0);
    expect(all(el, 'item')).to.have.length(0);
    expect(all(el, 'progress')).to.have.length(0);
    expect(el.shadowRoot!.textContent).to.contain('No items.');
  });

  it('declares its intent event for the surface', () => {
    expect(SvcTodoList.intentEvents).to.deep.equal(['svc-todo-action']);
  });

  it('shows the heading and groups items by section in a semantic list', async () => {
    const el = await fixture<SvcTodoList>(
      html`<svc-todo-list
        heading="Next steps"
        .items=${[{id: 'x', label: 'Loose item', status: 'pending'}, ...items]}
      ></svc-todo-list>`,
    );
    expect(all(el, 'heading')[0].textContent).to.equal('Next steps');
    const groups = all(el, 'group').map((group) => ({
      section: group.querySelector('[part~="section-heading"]')?.textContent ?? '',
      labels: [...group.querySelectorAll('li [part~="label"]')].map((label) => label.textContent),
    }));
    expect(groups).to.deep.equal([
      {section: '', labels: ['Loose item']},
      {section: 'Identity', labels: ['Connect Okta', 'Review imported groups']},
      {section: 'Apps', labels: ['Connect AWS']},
    ]);
    const lists = all(el, 'list');
    expect(lists.every((list) => list.tagName === 'UL')).to.equal(true);
    // Headings at 2 and 3 on their own (under a page's h1); from the surface in one.
    expect(all(el, 'heading')[0]!.getAttribute('aria-level')).to.equal('2');
    expect(
      all(el, 'section-heading').every(
        (h) => h.getAttribute('role') === 'heading' && h.getAttribute('aria-level') === '3',
      ),
    ).to.equal(true);
    const identity = lists[1];
    expect(
      el.shadowRoot!.getElementById(identity.getAttribute('aria-labelledby')!)!.textContent,
    ).to.equal('Identity');
    expect(all(el, 'description').map((d) => d.textContent)).to.deep.equal([
      'Done by the assistant',
      '142 groups found',
    ]);
  });

  it('shows each status with an icon and in words', async () => {
    const el = await fixture<SvcTodoList>(
      html`<svc-todo-list
        .items=${['DONE', 'inProgress', 'pending', 'failed', 'skipped', 'blocked'].map(
          (status, i) => ({
            id: String(i),
            label: `Item ${i}`,
            status,
          }),
        )}
      ></svc-todo-list>`,
    );
    const rows = all(el, 'item');
    expect(rows.map((row) => row.dataset.status)).to.deep.equal([
      'done',
      'in-progress',
      'pending',
      'failed',
      'skipped',
      'unknown',
    ]);
    expect(rows.map((row) => row.querySelector('.visually-hidden')!.textContent)).to.deep.equal([
      ' (Done)',
      ' (In progress)',
      ' (Not started)',
      ' (Failed)',
      ' (Skipped)',
      ' (Status: blocked)',
    ]);
    const icons = rows.map((row) => row.querySelector('[part~="status-icon"]')!);
    expect(icons.every((icon) => icon.getAttribute('aria-hidden') === 'true')).to.equal(true);
    expect(getComputedStyle(icons[0]).color).to.not.equal(getComputedStyle(icons[3]).color);
  });

  it('summarises progress with a progress bar', async () => {
    const el = await fixture<SvcTodoList>(html`<svc-todo-list .items=${items}></svc-todo-list>`);
    expect(all(el, 'summary')[0].textContent).to.equal('1 of 3 done');
    const bar = all(el, 'progress')[0];
    expect(bar.getAttribute('role')).to.equal('progressbar');
    expect(bar.getAttribute('aria-valuenow')).to.equal('1');
    expect(bar.getAttribute('aria-valuemax')).to.equal('3');
    expect(bar.getAttribute('aria-valuetext')).to.equal('1 of 3 done');
    const indicator = all(el, 'progress-indicator')[0];
    expect(indicator.style.getPropertyValue('--_fraction')).to.equal('33.3%');
    el.items = items.map((item) => ({...item, status: 'done'}));
    await el.updateComplete;
    expect(all(el, 'summary')[0].textContent).to.equal('3 of 3 done');
    expect(indicator.getBoundingClientRect().width).to.equal(bar.getBoundingClientRect().width);
  });

  it('has an action button only when trailingAction.name is set, labelled by trailingActionLabel or the name', async () => {
    const el = await fixture<SvcTodoList>(
      html`<svc-todo-list
        .items=${[...items, {id: 't4', label: 'Plain', section: 'Apps', trailingAction: {name: 'do_it'}}, {id: 't5', label: 'None', section: 'Apps', trailingAction: {}}]}
      ></svc-todo-list>`,
    );
    const buttons = all(el, 'action');
    expect(buttons.map((b) => visibleText(b))).to.deep.equal(['Review', 'Start', 'do_it']);
    expect(buttons[0].textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      'Review: Review imported groups',
    );
    expect(
      buttons.every((b) => b.tagName === 'BUTTON' && b.getAttribute('type') === 'button'),
    ).to.equal(true);
  });

  it('fires svc-todo-action with the action name, context and item id on click', async () => {
    const el = await fixture<SvcTodoList>(html`<svc-todo-list .items=${items}></svc-todo-list>`);
    const listener = oneEvent(el, 'svc-todo-action');
    all(el, 'action')[1].click();
    const event = (await listener) as unknown as SvcTodoActionEvent;
    expect(event).to.be.instanceOf(SvcTodoActionEvent);
    expect(event).to.be.instanceOf(SvcIntentEvent);
    expect(event.actionName).to.equal('start_connector_setup');
    expect(event.context).to.deep.equal({catalogId: 'aws'});
    expect(event.itemId).to.equal('t3');
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
  });

  it('gives {} as context when the context is not an object', async () => {
    const el = await fixture<SvcTodoList>(
      html`<svc-todo-list
        .items=${[{id: 'a', label: 'A', trailingAction: {name: 'go', context: 'oops'}}]}
      ></svc-todo-list>`,
    );
    const listener = oneEvent(el, 'svc-todo-action');
    all(el, 'action')[0].click();
    expect(((await listener) as unknown as SvcTodoActionEvent).context).to.deep.equal({});
  });

  it('fires from the keyboard (Tab, then Enter or Space)', async () => {
    const el = await fixture<SvcTodoList>(html`<svc-todo-list .items=${items}></svc-todo-list>`);
    const fired: string[] = [];
    el.addEventListener('svc-todo-action', (e) => fired.push(e.actionName));
    await sendKeys({press: 'Tab'});
    expect(el.shadowRoot!.activeElement).to.equal(all(el, 'action')[0]);
    await sendKeys({press: 'Enter'});
    await sendKeys({press: 'Tab'});
    await sendKeys({press: 'Space'});
    expect(fired).to.deep.equal(['open_groups', 'start_connector_setup']);
  });

  it('fires nothing when items are set programmatically', async () => {
    const el = await fixture<SvcTodoList>(html`<svc-todo-list></svc-todo-list>`);
    let fired = 0;
    el.addEventListener('svc-todo-action', () => fired++);
    el.items = items;
    await el.updateComplete;
    expect(fired).to.equal(0);
  });

  it('escapes markup', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    const el = await fixture<SvcTodoList>(
      html`<svc-todo-list
        .heading=${evil}
        .items=${[{id: evil, label: evil, description: evil, section: evil, status: evil, trailingAction: {name: evil}, trailingActionLabel: evil}]}
      ></svc-todo-list>`,
    );
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(all(el, 'heading')[0].textContent).to.equal(evil);
    expect(all(el, 'section-heading')[0].textContent).to.equal(evil);
    expect(all(el, 'description')[0].textContent).to.equal(evil);
  });

  it('does not throw on input of the wrong type', async () => {
    const el = await fixture<SvcTodoList>(html`<svc-todo-list></svc-todo-list>`);
    const bad: unknown[] = [
      null,
      undefined,
      'items',
      3,
      {},
      [null, 'x', 4, [1]],
      [{trailingAction: 5, status: {}, label: {}}],
    ];
    for (const value of bad) {
      el.items = value as TodoItem[];
      el.heading = value as string;
      await el.updateComplete;
    }
    expect(all(el, 'item')).to.have.length(1);
    expect(all(el, 'label')[0].textContent).to.equal('Untitled item');
    expect(all(el, 'action')).to.have.length(0);
  });

  it('shows the empty state when its very first items are missing or not a list', async () => {
    for (const value of [undefined, null, 'items']) {
      const el = await fixture<SvcTodoList>(
        html`<svc-todo-list .items=${value as unknown as TodoItem[]}></svc-todo-list>`,
      );
      expect(visibleText(el.shadowRoot!.querySelector('.empty')!)).to.equal('No items.');
    }
  });

  describe('a long list', () => {
    // 450 items in two sections, and one without a section at the very end: shown first.
    const many: TodoItem[] = [
      ...Array.from({length: 450}, (_, i) => ({
        id: `i${i}`,
        label: `Task ${i}`,
        section: i % 2 ? 'Odd' : 'Even',
        status: i < 10 ? 'completed' : 'pending',
      })),
      {id: 'loose', label: 'No section', status: 'pending'},
    ];

    it('draws 200 items per task in the order shown; the summary counts all from the start', async () => {
      const el = document.createElement('svc-todo-list') as SvcTodoList;
      el.items = many;
      const host = await fixture(html`<div></div>`);
      const parts: string[][] = [];
      host.append(el);
      const watch = new MutationObserver(() =>
        parts.push(all(el, 'label').map((label) => label.textContent!)),
      );
      watch.observe(el.shadowRoot!, {childList: true, subtree: true});
      await el.updateComplete;
      watch.disconnect();
      const firstPart = parts[0]!;
      expect(firstPart).to.have.length(TODO_ITEMS_PER_TASK);
      expect(firstPart[0]).to.equal('No section');
      expect(firstPart.at(-1)).to.equal(`Task ${2 * (TODO_ITEMS_PER_TASK - 2)}`);
      expect(parts.map((part) => part.length)).to.deep.equal([200, 400, 451]);
      expect(visibleText(all(el, 'summary')[0]!)).to.equal('10 of 451 done');
      const labels = all(el, 'label').map((label) => label.textContent);
      expect(labels.slice(0, 3)).to.deep.equal(['No section', 'Task 0', 'Task 2']);
      expect(labels.at(-1)).to.equal('Task 449');
      expect(all(el, 'section-heading').map((h) => h.textContent)).to.deep.equal(['Even', 'Odd']);
    });

    it('keeps what is drawn when the list changes, so the focused button stays', async () => {
      const withAction = many.map((item) => ({
        ...item,
        trailingAction: {name: 'go'},
        trailingActionLabel: 'Go',
      }));
      const el = await fixture<SvcTodoList>(
        html`<svc-todo-list .items=${withAction}></svc-todo-list>`,
      );
      await el.updateComplete;
      const buttons = all(el, 'action');
      buttons[420]!.focus();
      el.items = withAction.map((item) => ({...item}));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(all(el, 'action')).to.have.length(451);
      expect(el.shadowRoot!.activeElement).to.equal(buttons[420]);
    });
  });
});
