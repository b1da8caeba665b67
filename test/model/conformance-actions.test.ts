/**
 * The official A2UI conformance suite's action cases (a2ui-project/a2ui,
 * conformance/core/actions.yaml), restated with our own values: an action is read with
 * `readAction`, an event resolved with `resolveEvent` in the button's scope, and a function call
 * resolved as the binding does it. Issues stand for the suite's EXPRESSION_ERROR.
 */
import {expect} from '@open-wc/testing';
import {
  DataModel,
  readAction,
  resolve,
  resolveEvent,
  type Issue,
  type ResolvedEvent,
} from '../../src/model/index.js';

interface Row {
  suite: string;
  action: unknown;
  data?: Record<string, unknown>;
  base?: string;
  /** The event sent, or undefined when none is. */
  event?: ResolvedEvent;
  /** How many issues (EXPRESSION_ERROR) the press reports. */
  issues?: number;
}

const rows: Row[] = [
  {
    suite: 'test_action_event_basic',
    action: {event: {name: 'confirm'}},
    event: {name: 'confirm', context: {}},
  },
  {
    suite: 'test_action_event_with_literal_context',
    action: {event: {name: 'search', context: {term: 'maps', page: 3, exact: false}}},
    event: {name: 'search', context: {term: 'maps', page: 3, exact: false}},
  },
  {
    suite: 'test_action_event_context_literal_keys_path_and_call',
    action: {event: {name: 'store', context: {path: '/tmp/out.csv', call: 'later', x: 'y'}}},
    event: {name: 'store', context: {path: '/tmp/out.csv', call: 'later', x: 'y'}},
  },
  {
    suite: 'test_action_event_with_data_binding',
    data: {order: {id: 'o-9', state: 'open'}},
    action: {
      event: {
        name: 'close_order',
        context: {orderId: {path: '/order/id'}, state: {path: '/order/state'}, fixed: 'k'},
      },
    },
    event: {name: 'close_order', context: {orderId: 'o-9', state: 'open', fixed: 'k'}},
  },
  {
    suite: 'test_action_event_with_relative_scope',
    data: {
      rows: [
        {key: 'r0', label: 'Zero'},
        {key: 'r1', label: 'One'},
        {key: 'r2', label: 'Two'},
      ],
    },
    base: '/rows/2',
    action: {event: {name: 'pick', context: {key: {path: 'key'}, label: {path: 'label'}}}},
    event: {name: 'pick', context: {key: 'r2', label: 'Two'}},
  },
  {
    suite: 'test_action_event_with_user_message',
    action: {event: {name: 'rate', userMessage: 'Rated the answer', context: {stars: 4}}},
    event: {name: 'rate', userMessage: 'Rated the answer', context: {stars: 4}},
  },
  {
    suite: 'test_action_direct_name_shorthand',
    action: {name: 'tap', context: {where: 'card'}},
    event: {name: 'tap', context: {where: 'card'}},
  },
  {
    suite: 'test_action_function_call_unknown_function_reports_expression_error',
    action: {functionCall: {call: 'notInTheCatalog'}},
    event: undefined,
    issues: 1,
  },
  {
    suite: 'test_action_event_context_unknown_function_reports_expression_error',
    action: {event: {name: 'send', context: {broken: {call: 'notInTheCatalog'}, ok: 'yes'}}},
    event: {name: 'send', context: {broken: null, ok: 'yes'}},
    issues: 1,
  },
];

/** A press: what is sent and what is reported. */
function press(row: Row): {event?: ResolvedEvent; issues: Issue[]} {
  const issues: Issue[] = [];
  const scope = {
    model: new DataModel(row.data ?? {}),
    base: row.base,
    report: (issue: Issue) => issues.push(issue),
  };
  const spec = readAction(row.action);
  if (!spec) throw new Error('not an action');
  if (spec.kind === 'event') return {event: resolveEvent(spec, scope), issues};
  resolve({call: spec.call}, scope);
  return {issues};
}

describe('conformance: core/actions.yaml', () => {
  for (const row of rows) {
    it(row.suite, () => {
      const result = press(row);
      expect(result.event).to.deep.equal(row.event);
      expect(result.issues).to.have.length(row.issues ?? 0);
    });
  }

  it('userMessage: absent stays absent, a dynamic one is resolved to text', () => {
    const spec = readAction({event: {name: 'a'}});
    expect(spec).to.deep.equal({kind: 'event', name: 'a', context: {}});
    const dynamic = readAction({event: {name: 'b', userMessage: {path: '/who'}}});
    const scope = {model: new DataModel({who: 'Sam asked for more'})};
    if (dynamic?.kind !== 'event') throw new Error('an event');
    const paths = new Set<string>();
    expect(resolveEvent(dynamic, scope, paths).userMessage).to.equal('Sam asked for more');
    expect([...paths]).to.deep.equal(['/who']);
  });

  it('readAction refuses what is no action', () => {
    for (const raw of [null, 'go', [], {}, {event: {name: ''}}, {event: {}}, {functionCall: 'x'}])
      expect(readAction(raw), JSON.stringify(raw)).to.equal(undefined);
  });

  it('context keys that could reach a prototype are dropped', () => {
    const raw = JSON.parse('{"event":{"name":"n","context":{"__proto__":{"x":1},"ok":1}}}');
    const spec = readAction(raw);
    if (spec?.kind !== 'event') throw new Error('an event');
    const event = resolveEvent(spec, {model: new DataModel()});
    expect(Object.keys(event.context)).to.deep.equal(['ok']);
    expect(Object.getPrototypeOf(event.context)).to.equal(Object.prototype);
  });
});
