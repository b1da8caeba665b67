/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit sample records as loose JSON */
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcActionEvent, SvcDataConflictEvent} from '../../src/surface/events.js';
import type {SurfaceRecord} from '../../src/model/types.js';
import {loadSurface, makeSurface, part, quietWarnings} from './helpers.js';

async function mount(surface: SurfaceRecord) {
  return fixture<SvcSurface>(html`<svc-surface .surface=${surface}></svc-surface>`);
}

/** A newer version of `record`: its data changed by `edit`, its components by `components`. */
function newer(
  record: SurfaceRecord,
  edit: (data: Record<string, any>) => void = () => {},
  components: (list: any[]) => any[] = (list) => list,
  minutes = 1,
): SurfaceRecord {
  const data = JSON.parse(record.dataModelJson!);
  edit(data);
  const updatedAt = new Date(Date.parse(record.updatedAt!) + minutes * 60_000).toISOString();
  return {
    ...record,
    updatedAt,
    dataModelJson: JSON.stringify(data),
    components: components(structuredClone(record.components!)),
  };
}

function inner(el: SvcSurface, id: string): HTMLInputElement {
  return part(el, id).shadowRoot!.querySelector('input, textarea') as HTMLInputElement;
}

async function typeInto(el: SvcSurface, id: string, text: string) {
  const input = inner(el, id);
  input.focus();
  input.select();
  await sendKeys({type: text});
}

const settle = (el: SvcSurface) => el.updateComplete.then(() => new Promise((r) => setTimeout(r)));

describe('live surfaces: a newer version never costs the user their work', () => {
  quietWarnings();

  it('keeps typed text when the newer version changes another path', async () => {
    const record = await loadSurface('kitchen-sink');
    const el = await mount(record);
    await typeInto(el, 'name', 'Grace');
    expect(el.model.get('/user/name')).to.equal('Grace');

    el.surface = newer(record, (data) => (data.count = 1));
    await settle(el);
    expect(inner(el, 'name').value).to.equal('Grace');
    expect(el.model.get('/user/name')).to.equal('Grace');
    expect(el.model.get('/count')).to.equal(1);
    expect(part(el, 'plural').shadowRoot!.textContent).to.contain('1 item');
  });

  it('takes the server value on a path both changed and raises svc-data-conflict', async () => {
    const record = await loadSurface('kitchen-sink');
    const el = await mount(record);
    await typeInto(el, 'name', 'Grace');
    const conflicts: SvcDataConflictEvent[] = [];
    el.addEventListener('svc-data-conflict', (e) => conflicts.push(e));

    el.surface = newer(record, (data) => (data.user.name = 'Linus'));
    await settle(el);
    expect(inner(el, 'name').value).to.equal('Linus');
    expect(conflicts.map((e) => e.detail)).to.deep.equal([
      {surfaceId: 'srf-kitchen-sink', path: '/user/name', local: 'Grace', server: 'Linus'},
    ]);
  });

  it('changes nothing for the same version again (a poll)', async () => {
    const record = await loadSurface('kitchen-sink');
    const el = await mount(record);
    await typeInto(el, 'name', 'Grace');
    el.surface = structuredClone(record);
    await settle(el);
    expect(inner(el, 'name').value).to.equal('Grace');
  });

  it('keeps every unchanged element, focus and caret when components are added, removed and moved', async () => {
    const record = await loadSurface('kitchen-sink');
    const el = await mount(record);
    const before = new Map(
      ['name', 'greeting', 'agree', 'volume', 'price', 'go'].map((id) => [id, part(el, id)]),
    );
    await typeInto(el, 'name', 'Grace');
    const input = inner(el, 'name');
    input.setSelectionRange(2, 2);

    el.surface = newer(record, undefined, (list) => {
      const col = list.find((c) => c.id === 'col').column.children;
      // remove "hello", move "price" to the top, add a new text after "name"
      col.ids = col.ids.filter((id: string) => id !== 'hello' && id !== 'price');
      col.ids.unshift('price');
      col.ids.splice(col.ids.indexOf('name') + 1, 0, 'added');
      list.push({id: 'added', text: {text: {literal: 'A new line'}}});
      return list;
    });
    await settle(el);

    for (const [id, element] of before) expect(part(el, id), id).to.equal(element);
    expect(el.shadowRoot!.querySelector('[data-component-id="hello"]')).to.equal(null);
    expect(part(el, 'added').shadowRoot!.textContent).to.contain('A new line');
    const ids = [...part(el, 'col').children].map((c) => (c as HTMLElement).dataset.componentId);
    expect(ids.slice(0, 3)).to.deep.equal(['price', 'name', 'added']);
    expect(inner(el, 'name')).to.equal(input);
    expect(part(el, 'name').shadowRoot!.activeElement).to.equal(input);
    expect(input.selectionStart).to.equal(2);
    expect(input.value).to.equal('Grace');
  });

  it('re-applies only the changed property of a changed component', async () => {
    const record = await loadSurface('kitchen-sink');
    const el = await mount(record);
    const field = part(el, 'name') as HTMLElement & {label: string};
    await typeInto(el, 'name', 'Grace');
    el.surface = newer(record, undefined, (list) => {
      list.find((c) => c.id === 'name').textField.label = {literal: 'Full name'};
      return list;
    });
    await settle(el);
    expect(part(el, 'name')).to.equal(field);
    expect(field.label).to.equal('Full name');
    expect(inner(el, 'name').value).to.equal('Grace');
  });

  it('replaces only the element whose variant changed', async () => {
    const record = makeSurface([
      {id: 'root', column: {children: {ids: ['a', 'b']}}},
      {id: 'a', text: {text: 'A'}},
      {id: 'b', text: {text: 'B'}},
    ]);
    const el = await mount(record);
    const a = part(el, 'a');
    el.surface = newer(record, undefined, (list) => {
      list[2] = {id: 'b', divider: {}};
      return list;
    });
    await settle(el);
    expect(part(el, 'a')).to.equal(a);
    expect(part(el, 'b').localName).to.equal('svc-divider');
  });

  it('applies a changed or removed weight as the child’s share of the row', async () => {
    const record = makeSurface([
      {id: 'root', row: {children: {ids: ['a', 'b']}}},
      {id: 'a', weight: 1, text: {text: 'A'}},
      {id: 'b', weight: 1, text: {text: 'B'}},
    ]);
    const el = await fixture<SvcSurface>(
      html`<svc-surface style="width: 600px" .surface=${record}></svc-surface>`,
    );
    const width = (id: string) => part(el, id).getBoundingClientRect().width;
    expect(Math.round(width('a'))).to.equal(Math.round(width('b')));
    el.surface = newer(record, undefined, (list) => {
      list[1].weight = 3;
      return list;
    });
    await settle(el);
    expect(width('a') / width('b')).to.be.closeTo(3, 0.1);
    el.surface = newer(
      record,
      undefined,
      (list) => {
        delete list[1].weight;
        delete list[2].weight;
        return list;
      },
      2,
    );
    await settle(el);
    // Unweighted, each takes its content's width.
    expect(width('a')).to.be.below(100);
    expect(part(el, 'a').getAttribute('style') ?? '').to.equal('');
  });

  it('keeps the tab being typed in on screen when a tab is inserted before it', async () => {
    const record = makeSurface(
      [
        {id: 'root', tabs: {titles: ['Profile', 'Access'], children: {ids: ['profile', 'reason']}}},
        {id: 'profile', text: {text: 'Your profile'}},
        {id: 'reason', textField: {label: 'Reason', value: {path: '/reason'}}},
      ],
      {reason: ''},
      {updatedAt: '2026-11-01T00:00:00Z'},
    );
    const el = await mount(record);
    await settle(el);
    const tabs = part(el, 'root');
    const tab = (i: number) => tabs.shadowRoot!.querySelectorAll<HTMLElement>('[role="tab"]')[i];
    tab(1).click();
    await settle(el);
    await typeInto(el, 'reason', 'Quarterly audit');
    expect(el.model.get('/reason')).to.equal('Quarterly audit');
    const next = newer(record, undefined, (list) => {
      list[0].tabs = {
        titles: ['News', 'Profile', 'Access'],
        children: {ids: ['news', 'profile', 'reason']},
      };
      return [...list, {id: 'news', text: {text: 'What changed'}}];
    });
    el.surface = next;
    await settle(el);
    expect(inner(el, 'reason').checkVisibility()).to.equal(true);
    expect(inner(el, 'reason').value).to.equal('Quarterly audit');
    expect(tab(2).getAttribute('aria-selected')).to.equal('true');
    expect(tab(2).textContent!.trim()).to.equal('Access');
  });

  it('keeps a table on its page when a row is added', async () => {
    const rows = Array.from({length: 30}, (_, i) => ({cells: [`row ${i}`]}));
    const record = makeSurface([{id: 'root', svcTable: {columns: ['Name'], rows, pageSize: 10}}]);
    const el = await mount(record);
    await customElements.whenDefined('svc-table');
    const table = part(el, 'root');
    await (table as any).updateComplete;
    const next = [...table.shadowRoot!.querySelectorAll('button')].find((b) =>
      /next/i.test(b.textContent ?? b.getAttribute('aria-label') ?? ''),
    )!;
    next.click();
    await (table as any).updateComplete;
    expect(table.shadowRoot!.textContent).to.contain('row 10');

    el.surface = newer(record, undefined, (list) => {
      list[0].svcTable.rows.push({cells: ['row 30']});
      return list;
    });
    await settle(el);
    await (table as any).updateComplete;
    expect(part(el, 'root')).to.equal(table);
    expect(table.shadowRoot!.textContent).to.contain('row 10');
    expect(table.shadowRoot!.textContent).not.to.contain('row 9');
  });
});

describe('live surfaces: actions happen once, with valid values', () => {
  quietWarnings();

  it('a double click raises one action; the pending state ends on a newer version', async () => {
    const record = await loadSurface('access-request');
    const el = await mount(record);
    const actions: SvcActionEvent[] = [];
    el.addEventListener('svc-action', (e) => actions.push(e));
    await typeInto(el, 'justification', 'Release duty this week');
    const submit = part(el, 'submit') as HTMLElement & {pending: boolean};
    submit.click();
    submit.click();
    expect(actions).to.have.length(1);
    expect(actions[0].detail.actionId).to.be.a('string').and.not.equal('');
    expect(submit.pending).to.equal(true);
    await (submit as any).updateComplete;
    expect(
      submit.shadowRoot!.querySelector('[aria-busy="true"]') ?? submit.getAttribute('aria-busy'),
    ).to.exist;

    el.surface = newer(record, (data) => (data.request.justification = 'Release duty this week'));
    await settle(el);
    expect(submit.pending).to.equal(false);
    submit.click();
    expect(actions).to.have.length(2);
    expect(actions[1].detail.actionId).not.to.equal(actions[0].detail.actionId);
  });

  it('settleAction ends the pending state of that action', async () => {
    const el = await mount(await loadSurface('access-request'));
    const actions: SvcActionEvent[] = [];
    el.addEventListener('svc-action', (e) => actions.push(e));
    await typeInto(el, 'justification', 'Release duty this week');
    const submit = part(el, 'submit') as HTMLElement & {pending: boolean};
    submit.click();
    el.settleAction('not-this-one');
    expect(submit.pending).to.equal(true);
    el.settleAction(actions[0].detail.actionId);
    expect(submit.pending).to.equal(false);
  });

  it('Submit with a too-short justification raises nothing and focuses the field', async () => {
    const el = await mount(await loadSurface('access-request'));
    const actions: SvcActionEvent[] = [];
    el.addEventListener('svc-action', (e) => actions.push(e));
    await typeInto(el, 'justification', 'short');
    inner(el, 'ticket').focus();
    part(el, 'submit').click();
    await settle(el);
    expect(actions).to.have.length(0);
    const field = part(el, 'justification');
    expect(field.shadowRoot!.activeElement).to.equal(inner(el, 'justification'));
    expect(field.shadowRoot!.textContent).to.contain('Write at least 10 characters');
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain(
      '1 field needs attention',
    );
  });
});

describe('live surfaces: a date entered only in part', () => {
  it('is not sent: the action waits and the field says why', async () => {
    const el = await mount(
      makeSurface(
        [
          {id: 'root', column: {children: {ids: ['start', 'send']}}},
          {
            id: 'start',
            dateTimeInput: {
              label: {literal: 'Start'},
              value: {path: '/start'},
              inputType: {literal: 'date'},
            },
          },
          {
            id: 'send',
            button: {
              label: {literal: 'Send'},
              action: {event: {name: 'send', context: {start: {path: '/start'}}}},
            },
          },
        ],
        {start: ''},
      ),
    );
    await customElements.whenDefined('svc-date-time-input');
    await settle(el);
    const actions: SvcActionEvent[] = [];
    el.addEventListener('svc-action', (e) => actions.push(e));
    const field = part(el, 'start');
    inner(el, 'start').focus();
    await sendKeys({type: '11'}); // the month only
    part(el, 'send').click();
    await settle(el);
    expect(actions).to.have.length(0);
    expect(field.shadowRoot!.activeElement).to.equal(inner(el, 'start'));
    expect(field.shadowRoot!.querySelector('[part~="error"]')!.textContent!.trim()).not.to.equal(
      '',
    );

    await sendKeys({type: '222026'});
    part(el, 'send').click();
    expect(actions).to.have.length(1);
    expect(actions[0].detail.context).to.deep.equal({start: '2026-11-22'});
  });
});
