import {expect} from '@open-wc/testing';
import {
  groupBySection,
  progressOf,
  progressText,
  toTodoItems,
} from '../../src/components/svc/internal/todo-items.js';
import {
  TODO_PHRASES,
  todoStatus,
  todoStatusLabel,
} from '../../src/components/svc/internal/todo-status.js';

describe('todo-list helpers', () => {
  describe('todoStatus', () => {
    const cases: [unknown, string][] = [
      ['pending', 'pending'],
      ['PENDING', 'pending'],
      ['TODO_STATUS_PENDING', 'pending'],
      ['not_started', 'pending'],
      ['todo', 'pending'],
      ['in_progress', 'in-progress'],
      ['IN_PROGRESS', 'in-progress'],
      ['inProgress', 'in-progress'],
      ['in progress', 'in-progress'],
      ['running', 'in-progress'],
      ['done', 'done'],
      ['completed', 'done'],
      ['Completed', 'done'],
      ['STATUS_DONE', 'done'],
      ['failed', 'failed'],
      ['ERROR', 'failed'],
      ['skipped', 'skipped'],
      ['CANCELLED', 'skipped'],
      ["won't do", 'skipped'],
      ['n/a', 'skipped'],
      ['blocked', 'unknown'],
      ['', 'unknown'],
      [null, 'unknown'],
      [7, 'unknown'],
      [{}, 'unknown'],
    ];
    for (const [input, status] of cases) {
      it(`maps ${JSON.stringify(input)} to ${status}`, () => {
        expect(todoStatus(input)).to.equal(status);
      });
    }

    it('lists every phrase under one status only', () => {
      const seen = new Map<string, string>();
      for (const [status, phrases] of Object.entries(TODO_PHRASES)) {
        for (const phrase of phrases) {
          expect(seen.get(phrase), `${phrase}: ${status} and ${seen.get(phrase)}`).to.equal(
            undefined,
          );
          seen.set(phrase, status);
        }
      }
    });

    it('says the status in words', () => {
      expect(todoStatusLabel('completed')).to.equal('Done');
      expect(todoStatusLabel('IN_PROGRESS')).to.equal('In progress');
      expect(todoStatusLabel('pending')).to.equal('Not started');
      expect(todoStatusLabel('blocked')).to.equal('Status: blocked');
      expect(todoStatusLabel('STATUS_UNSPECIFIED')).to.equal('Status unknown');
      expect(todoStatusLabel(undefined)).to.equal('Status unknown');
    });
  });

  describe('toTodoItems', () => {
    it('coerces items of the wrong shape and drops non-objects', () => {
      const items = toTodoItems([
        {id: 't1', label: 'A', status: 'done', trailingAction: {name: 'go', context: {x: 1}}},
        null,
        'item',
        [1],
        {id: 5, label: 12, description: {a: 1}, trailingAction: {name: 'open', context: 'ctx'}},
        {trailingAction: 'nope', trailingActionLabel: 'Label without action'},
        {trailingAction: {context: {y: 2}}, trailingActionLabel: 'Nameless'},
        {trailingAction: {name: 'a', context: [1, 2]}},
      ]);
      expect(items.map((i) => i.id)).to.deep.equal(['t1', '5', 'item-6', 'item-7', 'item-8']);
      expect(items[0]).to.deep.include({actionName: 'go', actionLabel: 'go', status: 'done'});
      expect(items[0].actionContext).to.deep.equal({x: 1});
      expect(items[1]).to.deep.include({label: '12', description: '', actionName: 'open'});
      expect(items[1].actionContext).to.deep.equal({});
      expect(items[2].actionName).to.equal('');
      expect(items[3].actionName).to.equal('');
      expect(items[4].actionContext).to.deep.equal({});
      expect(toTodoItems('items')).to.deep.equal([]);
      expect(toTodoItems({0: {}})).to.deep.equal([]);
    });

    it('copies the context so that the caller cannot change the item', () => {
      const context = {app: 'okta'};
      const [item] = toTodoItems([{trailingAction: {name: 'x', context}}]);
      expect(item.actionContext).to.deep.equal(context);
      expect(item.actionContext).to.not.equal(context);
    });
  });

  describe('groupBySection', () => {
    it('puts items without a section first, then sections in order of first appearance', () => {
      const items = toTodoItems([
        {id: '1', section: 'Apps'},
        {id: '2'},
        {id: '3', section: 'Identity'},
        {id: '4', section: ' Apps '},
        {id: '5', section: ''},
      ]);
      expect(groupBySection(items).map((g) => [g.section, g.items.map((i) => i.id)])).to.deep.equal(
        [
          ['', ['2', '5']],
          ['Apps', ['1', '4']],
          ['Identity', ['3']],
        ],
      );
    });

    it('has no empty group', () => {
      const items = toTodoItems([{id: '1', section: 'A'}]);
      expect(groupBySection(items).map((g) => g.section)).to.deep.equal(['A']);
      expect(groupBySection([])).to.deep.equal([]);
    });
  });

  describe('progress', () => {
    it('counts done items out of all but skipped ones', () => {
      const items = toTodoItems(
        ['done', 'completed', 'pending', 'failed', 'skipped', 'weird'].map((status) => ({status})),
      );
      const progress = progressOf(items);
      expect(progress).to.deep.equal({done: 2, failed: 1, skipped: 1, total: 5});
      expect(progressText(progress)).to.equal('2 of 5 done, 1 failed, 1 skipped');
      expect(progressText(progressOf(toTodoItems([{status: 'done'}, {}])))).to.equal('1 of 2 done');
    });
  });
});
