import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import {AgUiActivityReader, agUiTransport} from '../../src/transports/index.js';
import {
  newSession,
  press,
  received,
  settled,
  surfaceOf,
  typeInto,
  until,
  visibleText,
} from './helpers.js';

const create = {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'c'}};
const data = (value: number) => ({
  version: 'v0.9',
  updateDataModel: {surfaceId: 's', path: '/n', value},
});

function snapshot(operations: unknown[], replace?: boolean) {
  return {
    type: 'ACTIVITY_SNAPSHOT',
    messageId: 'a',
    activityType: 'a2ui-surface',
    content: {a2ui_operations: operations},
    ...(replace === undefined ? {} : {replace}),
  };
}

describe('AG-UI transport', () => {
  it('hands over only new operations of snapshots and deltas', () => {
    const reader = new AgUiActivityReader();
    expect(reader.read(snapshot([create, data(1)]))).to.deep.equal([create, data(1)]);
    // Grown: only the tail.
    expect(reader.read(snapshot([create, data(1), data(2)]))).to.deep.equal([data(2)]);
    // Rewritten after the first operation: from there on, without creating the surface again.
    expect(reader.read(snapshot([create, data(3)]))).to.deep.equal([data(3)]);
    expect(reader.read(snapshot([create, data(4)], false)), 'replace: false').to.deep.equal([]);
    const delta = {
      type: 'ACTIVITY_DELTA',
      messageId: 'a',
      activityType: 'a2ui-surface',
      patch: [{op: 'add', path: '/a2ui_operations/-', value: data(5)}],
    };
    expect(reader.read(delta)).to.deep.equal([data(5)]);
    expect(reader.read({...snapshot([data(9)]), activityType: 'other'})).to.deep.equal([]);
    expect(reader.read({type: 'TEXT_MESSAGE_CONTENT', delta: 'hi'})).to.deep.equal([]);
    expect(() =>
      reader.read({...delta, patch: [{op: 'replace', path: '/nothing/here', value: 1}]}),
    ).to.throw(/does not apply/);
  });

  it('round-trips with an AG-UI agent: surface shown, action received as forwardedProps', async () => {
    const session = newSession();
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const events: {type?: string}[] = [];
    const transport = agUiTransport({
      url: `/__agents/ag-ui?session=${session}`,
      messages: [{id: 'u1', role: 'user', content: 'Plan my trip'}],
      onEvent: (event) => events.push(event as {type?: string}),
    });
    const errors: unknown[] = [];
    el.addEventListener('svc-a2ui-message', (event) => {
      if ('error' in event.detail.message) errors.push(event.detail.message);
    });
    void el.connect(transport);
    await until(() => events.some((event) => event.type === 'RUN_FINISHED'));
    await settled(el);
    expect(errors).to.deep.equal([]);
    const surface = surfaceOf(el, 'trip');
    expect(visibleText(surface)).to.contain('Item 2');

    await typeInto(surface, 'name', 'Lin');
    await press(surface, 'go');
    await until(() => visibleText(surfaceOf(el, 'trip')).includes('Booked for Lin'));
    const runs = await received(session);
    expect(runs).to.have.length(2);
    expect(runs[0].threadId).to.equal(transport.threadId);
    const props = runs[1].forwardedProps as {
      a2uiAction: {userAction: Record<string, unknown>};
      a2uiClientDataModel: {surfaces: Record<string, unknown>};
    };
    expect(props.a2uiAction.userAction).to.include({name: 'book', surfaceId: 'trip'});
    expect(props.a2uiAction.userAction.context).to.deep.equal({who: 'Lin'});
    expect(props.a2uiClientDataModel.surfaces.trip).to.deep.include({name: 'Lin'});
    el.disconnect();
  });
});
