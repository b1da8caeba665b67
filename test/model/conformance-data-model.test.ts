/**
 * The official A2UI conformance suite's data model cases (a2ui-project/a2ui,
 * conformance/core/data_model.yaml), restated with our own data. A case starts a DataModel from
 * `initial`, puts one observer on each `watch` path, then runs its steps: `get` (a value, absent,
 * or a list/object), `set`, `delete` (our `remove`) and `dispose` (every observer unsubscribed).
 * A write step may check which watched paths were told (one entry per observer, in watch order)
 * and what they hold afterwards, or that the write was refused (the suite's DataError).
 */
import {expect} from '@open-wc/testing';
import {DataModel, resolvePath} from '../../src/model/index.js';

type Step =
  | {op: 'get'; path: string; value?: unknown; absent?: true; type?: 'list' | 'object'}
  | {
      op: 'set' | 'delete';
      path: string;
      value?: unknown;
      refused?: true;
      told?: string[];
      holds?: Record<string, unknown>;
    }
  | {op: 'dispose'};

interface Case {
  suite: string;
  initial?: Record<string, unknown>;
  watch?: string[];
  steps: Step[];
}

const shop = () => ({
  shop: {owner: 'Noor', hours: {open: '09:00'}},
  shelves: ['x', 'y', 'z'],
});

const cases: Case[] = [
  {suite: 'test_data_model_initializes_empty', steps: [{op: 'get', path: '/', value: {}}]},
  {
    suite: 'test_data_model_retrieves_root',
    initial: shop(),
    steps: [{op: 'get', path: '/', value: shop()}],
  },
  {
    suite: 'test_data_model_retrieves_nested_path',
    initial: shop(),
    steps: [
      {op: 'get', path: '/shop/owner', value: 'Noor'},
      {op: 'get', path: '/shop/hours/open', value: '09:00'},
    ],
  },
  {
    suite: 'test_data_model_retrieves_list_items',
    initial: shop(),
    steps: [
      {op: 'get', path: '/shelves/0', value: 'x'},
      {op: 'get', path: '/shelves/2', value: 'z'},
    ],
  },
  {
    suite: 'test_data_model_absent_for_missing_paths',
    initial: shop(),
    steps: [
      {op: 'get', path: '/shop/phone', absent: true},
      {op: 'get', path: '/nowhere/at/all', absent: true},
    ],
  },
  {
    suite: 'test_data_model_absent_through_empty_segment',
    initial: shop(),
    steps: [
      {op: 'set', path: '/box/inside', value: 5},
      {op: 'delete', path: '/box/inside'},
      {op: 'get', path: '/box/below/that', absent: true},
    ],
  },
  {
    suite: 'test_data_model_sets_existing_path',
    initial: shop(),
    steps: [
      {op: 'set', path: '/shop/owner', value: 'Ivo'},
      {op: 'get', path: '/shop/owner', value: 'Ivo'},
    ],
  },
  {
    suite: 'test_data_model_sets_new_path',
    initial: shop(),
    steps: [
      {op: 'set', path: '/shop/since', value: 1999},
      {op: 'get', path: '/shop/since', value: 1999},
    ],
  },
  {
    suite: 'test_data_model_creates_intermediate_objects',
    initial: shop(),
    steps: [
      {op: 'set', path: '/p/q/r', value: 'deep'},
      {op: 'get', path: '/p/q/r', value: 'deep'},
      {op: 'get', path: '/p/q', type: 'object'},
    ],
  },
  {
    suite: 'test_data_model_delete_removes_key',
    initial: shop(),
    steps: [
      {op: 'delete', path: '/shop/owner'},
      {op: 'get', path: '/shop/owner', absent: true},
      {op: 'get', path: '/shop', value: {hours: {open: '09:00'}}},
    ],
  },
  {
    suite: 'test_data_model_list_set_and_get',
    initial: shop(),
    steps: [
      {op: 'set', path: '/tags/0', value: 'new'},
      {op: 'get', path: '/tags/0', value: 'new'},
      {op: 'get', path: '/tags', type: 'list'},
    ],
  },
  {
    suite: 'test_data_model_list_append',
    initial: shop(),
    steps: [
      {op: 'set', path: '/tags/0', value: 'first'},
      {op: 'set', path: '/tags/1', value: 'second'},
      {op: 'get', path: '/tags', value: ['first', 'second']},
    ],
  },
  {
    suite: 'test_data_model_list_update_index',
    initial: shop(),
    steps: [
      {op: 'set', path: '/shelves/2', value: 'w'},
      {op: 'get', path: '/shelves', value: ['x', 'y', 'w']},
    ],
  },
  {
    suite: 'test_data_model_creates_nested_structures',
    initial: shop(),
    steps: [
      {op: 'set', path: '/m/n/0/o', value: 7},
      {op: 'get', path: '/m/n/0/o', value: 7},
      {op: 'get', path: '/m/n', type: 'list'},
      {op: 'get', path: '/m/n/0', type: 'object'},
      {op: 'set', path: '/u/v/w', value: 'ok'},
      {op: 'get', path: '/u/v/w', value: 'ok'},
      {op: 'set', path: '/grid/0/0', value: 'cell'},
      {op: 'get', path: '/grid', type: 'list'},
      {op: 'get', path: '/grid/0', type: 'list'},
    ],
  },
  {
    suite: 'test_data_model_get_out_of_range_index',
    initial: shop(),
    steps: [
      {op: 'get', path: '/shelves/3', absent: true},
      {op: 'get', path: '/shelves/-2', absent: true},
      {op: 'get', path: '/shelves/top', absent: true},
    ],
  },
  {
    suite: 'test_data_model_normalizes_trailing_slash',
    initial: shop(),
    watch: ['/note'],
    steps: [
      {op: 'set', path: '/note/', value: 'hi', told: ['/note']},
      {op: 'get', path: '/note/', value: 'hi'},
      {op: 'get', path: '/note', value: 'hi'},
    ],
  },
  {
    suite: 'test_data_model_replaces_root',
    initial: shop(),
    watch: ['/', '/unrelated'],
    steps: [
      {op: 'set', path: '/', value: {fresh: true}, told: ['/'], holds: {'/': {fresh: true}}},
      {op: 'get', path: '', value: {fresh: true}},
    ],
  },
  {
    suite: 'test_data_model_escaped_slash',
    initial: shop(),
    steps: [
      {op: 'set', path: '/shop/a~1b', value: 1},
      {op: 'get', path: '/shop/a~1b', value: 1},
      {op: 'get', path: '/shop', value: {owner: 'Noor', hours: {open: '09:00'}, 'a/b': 1}},
    ],
  },
  {
    suite: 'test_data_model_escaped_tilde',
    initial: shop(),
    steps: [
      {op: 'set', path: '/shop/x~0y', value: 2},
      {op: 'get', path: '/shop/x~0y', value: 2},
      {op: 'get', path: '/shop', value: {owner: 'Noor', hours: {open: '09:00'}, 'x~y': 2}},
    ],
  },
  {
    suite: 'test_data_model_escaped_mixed',
    initial: shop(),
    steps: [
      {op: 'set', path: '/shop/~1~0', value: 3},
      {op: 'get', path: '/shop/~1~0', value: 3},
      {op: 'get', path: '/shop', value: {owner: 'Noor', hours: {open: '09:00'}, '/~': 3}},
    ],
  },
  {
    suite: 'test_data_model_escape_order',
    initial: shop(),
    steps: [
      {op: 'set', path: '/shop/k~01', value: 4},
      {op: 'get', path: '/shop/k~01', value: 4},
      {op: 'get', path: '/shop', value: {owner: 'Noor', hours: {open: '09:00'}, 'k~1': 4}},
    ],
  },
  {
    suite: 'test_data_model_rejects_write_through_primitive',
    initial: shop(),
    steps: [{op: 'set', path: '/shop/owner/first', value: 'N', refused: true}],
  },
  {
    suite: 'test_data_model_rejects_write_through_list_primitive',
    initial: shop(),
    steps: [{op: 'set', path: '/shelves/1/label', value: 'L', refused: true}],
  },
  {
    suite: 'test_data_model_rejects_non_numeric_list_segment',
    initial: shop(),
    steps: [{op: 'set', path: '/shelves/top', value: 'T', refused: true}],
  },
  {
    suite: 'test_data_model_rejects_non_numeric_list_segment_intermediate',
    initial: shop(),
    steps: [{op: 'set', path: '/shelves/top/label', value: 'T', refused: true}],
  },
  {
    suite: 'test_data_model_notifies_exact_path',
    initial: shop(),
    watch: ['/shop/owner'],
    steps: [
      {
        op: 'set',
        path: '/shop/owner',
        value: 'Ada',
        told: ['/shop/owner'],
        holds: {'/shop/owner': 'Ada'},
      },
    ],
  },
  {
    suite: 'test_data_model_notifies_ancestor',
    initial: shop(),
    watch: ['/shop'],
    steps: [
      {
        op: 'set',
        path: '/shop/owner',
        value: 'Ada',
        told: ['/shop'],
        holds: {'/shop': {owner: 'Ada', hours: {open: '09:00'}}},
      },
    ],
  },
  {
    suite: 'test_data_model_notifies_descendant',
    initial: shop(),
    watch: ['/shop/hours/open'],
    steps: [
      {
        op: 'set',
        path: '/shop/hours',
        value: {open: '10:00'},
        told: ['/shop/hours/open'],
        holds: {'/shop/hours/open': '10:00'},
      },
    ],
  },
  {
    suite: 'test_data_model_notifies_root_observer',
    initial: shop(),
    watch: ['/'],
    steps: [{op: 'set', path: '/anything', value: 0, told: ['/']}],
  },
  {
    suite: 'test_data_model_notifies_parent_on_child_write',
    initial: shop(),
    watch: ['/box'],
    steps: [
      {op: 'set', path: '/box', value: {lid: 'closed'}},
      {op: 'set', path: '/box/lid', value: 'open', holds: {'/box': {lid: 'open'}}},
    ],
  },
  {
    suite: 'test_data_model_does_not_notify_unrelated',
    initial: {left: 1, right: 2},
    watch: ['/right'],
    steps: [{op: 'set', path: '/left', value: 3, told: []}],
  },
  {
    suite: 'test_data_model_does_not_notify_prefix_sibling',
    initial: {bar: 1, barn: 2},
    watch: ['/bar', '/barn'],
    steps: [{op: 'set', path: '/bar', value: 5, told: ['/bar']}],
  },
  {
    suite: 'test_data_model_multiple_observers_same_path',
    initial: shop(),
    watch: ['/shop/owner', '/shop/owner'],
    steps: [
      {
        op: 'set',
        path: '/shop/owner',
        value: 'Kim',
        told: ['/shop/owner', '/shop/owner'],
        holds: {'/shop/owner': 'Kim'},
      },
    ],
  },
  {
    suite: 'test_data_model_observe_absent_path',
    initial: shop(),
    watch: ['/later/here'],
    steps: [
      {op: 'get', path: '/later/here', absent: true},
      {
        op: 'set',
        path: '/later/here',
        value: 'now',
        told: ['/later/here'],
        holds: {'/later/here': 'now'},
      },
    ],
  },
  {
    suite: 'test_data_model_stops_notifying_after_dispose',
    initial: shop(),
    watch: ['/'],
    steps: [{op: 'dispose'}, {op: 'set', path: '/after', value: 1, told: []}],
  },
  {
    suite: 'test_data_model_does_not_notify_unchanged_descendant',
    watch: ['/p/q'],
    steps: [{op: 'set', path: '/p', value: {r: 1}, told: []}],
  },
  {
    suite: 'test_data_model_does_not_notify_same_value_rewrite',
    initial: {flag: 'on'},
    watch: ['/flag'],
    steps: [
      {op: 'set', path: '/flag', value: 'on', told: []},
      {op: 'set', path: '/flag', value: 'off', told: ['/flag']},
    ],
  },
];

function run(testCase: Case): void {
  const model = new DataModel(testCase.initial ?? {});
  const told: string[] = [];
  const unsubscribe = (testCase.watch ?? []).map((path) =>
    // A new function per observer, so that two observers of one path are two listeners.
    model.subscribe(path, () => told.push(path)),
  );
  testCase.steps.forEach((step, index) => {
    const at = `step ${index} (${step.op})`;
    if (step.op === 'dispose') {
      for (const off of unsubscribe) off();
      return;
    }
    if (step.op === 'get') {
      const value = model.get(step.path);
      if (step.absent) expect(value, at).to.equal(undefined);
      else if (step.type === 'list') expect(Array.isArray(value), at).to.equal(true);
      else if (step.type === 'object') {
        expect(value, at).to.be.an('object');
        expect(Array.isArray(value), at).to.equal(false);
      } else expect(value, at).to.deep.equal(step.value);
      return;
    }
    told.length = 0;
    const error = step.op === 'delete' ? model.remove(step.path) : model.set(step.path, step.value);
    if (step.refused) {
      expect(error, `${at} refused`).to.be.a('string');
      return;
    }
    expect(error, at).to.equal(undefined);
    if (step.told) expect(told, `${at} told`).to.deep.equal(step.told);
    for (const [path, value] of Object.entries(step.holds ?? {})) {
      expect(model.get(path), `${at} ${path}`).to.deep.equal(value);
    }
  });
}

describe('conformance: core/data_model.yaml', () => {
  for (const testCase of cases) it(testCase.suite, () => run(testCase));

  it('a refused write changes nothing', () => {
    const model = new DataModel(shop());
    const before = model.snapshot();
    model.set('/shop/owner/first', 'N');
    model.set('/shelves/top', 'T');
    expect(model.snapshot()).to.deep.equal(before);
  });

  it('a rewrite of an equal object tells nobody; a changed leaf below tells only that leaf', () => {
    const model = new DataModel(shop());
    const told: string[] = [];
    for (const path of ['/shop', '/shop/owner', '/shop/hours/open'])
      model.subscribe(path, () => told.push(path));
    model.set('/shop', {owner: 'Noor', hours: {open: '09:00'}});
    expect(told).to.deep.equal([]);
    model.set('/shop', {owner: 'Noor', hours: {open: '08:00'}});
    expect(told.sort()).to.deep.equal(['/shop', '/shop/hours/open']);
  });

  // message_processor_v0_9.yaml's resolve_path cases are model-level: our resolvePath.
  const pathRows: Array<[suite: string, path: string, base: string | undefined, expected: string]> =
    [
      ['test_resolve_path_absolute', '/x/y', '/elsewhere', '/x/y'],
      ['test_resolve_path_relative', 'y', '/x', '/x/y'],
      ['test_resolve_path_relative_trailing_slash', 'y', '/x/', '/x/y'],
      ['test_resolve_path_relative_no_context', 'y', undefined, '/y'],
    ];
  for (const [suite, path, base, expected] of pathRows) {
    it(suite, () => expect(resolvePath(path, base)).to.equal(expected));
  }
});
