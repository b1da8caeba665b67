/**
 * Button actions beyond the suite's actions.yaml (which runs from its table in
 * test/conformance/actions.test.ts): userMessage, what is no action, unsafe context keys, and a
 * function call's one link per press.
 */
import {expect} from '@open-wc/testing';
import {
  DataModel,
  oneShotOpener,
  readAction,
  resolveEvent,
  runAction,
} from '../../src/model/index.js';

describe('actions', () => {
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

  it('a function call runs in the scope and opens one link per press; it sends no event', () => {
    const opened: string[] = [];
    const open = oneShotOpener((url) => opened.push(url));
    const spec = readAction({
      functionCall: {call: 'openUrl', args: {url: {path: '/link'}}},
    });
    const scope = {model: new DataModel({link: 'https://example.org/a'})};
    const outcome = runAction(spec!, scope, open);
    expect(outcome.event).to.equal(undefined);
    expect([...outcome.paths]).to.deep.equal(['/link']);
    runAction(spec!, scope, open);
    expect(opened).to.deep.equal(['https://example.org/a']);
  });
});
