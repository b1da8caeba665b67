import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcA2uiMessageEvent} from '../../src/surface/events.js';
import type {A2uiTransport} from '../../src/transports/index.js';
import {component, press, settled, surfaceOf, typeInto, until, visibleText} from './helpers.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

function form(surfaceId: string, title: string, sendDataModel = true) {
  return [
    {version: 'v0.9', createSurface: {surfaceId, catalogId: CATALOG, sendDataModel}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'Column', children: ['title', 'name', 'go']},
          {id: 'title', component: 'Text', text: title},
          {id: 'name', component: 'TextField', label: 'Name', value: {path: '/name'}},
          {id: 'go', component: 'Button', child: 'go_label', action: {event: {name: 'go'}}},
          {id: 'go_label', component: 'Text', text: 'Go'},
        ],
      },
    },
  ];
}

/** An agent that hands over `messages` and records what comes back. */
function agent(messages: unknown[]): A2uiTransport & {sent: unknown[][]} {
  const sent: unknown[][] = [];
  return {
    sent,
    async *messages() {
      yield* messages;
    },
    send(message, metadata) {
      sent.push([message, metadata]);
    },
  };
}

describe('Thread restore and several agents', () => {
  it('restores every surface with what the person typed, replaying no action', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    el.processMessages(form('a', 'First'));
    el.processMessages(form('b', 'Second'));
    await settled(el);
    await typeInto(surfaceOf(el, 'a'), 'name', 'Ada');
    await press(surfaceOf(el, 'a'), 'go');
    // Stored as text, as a host would keep it.
    const saved = JSON.stringify(el.saveThread());
    el.remove();

    const reloaded = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const messages: SvcA2uiMessageEvent[] = [];
    reloaded.addEventListener('svc-a2ui-message', (event) => messages.push(event));
    reloaded.restoreThread(saved);
    await settled(reloaded);
    expect(visibleText(surfaceOf(reloaded, 'a'))).to.contain('First');
    expect(visibleText(surfaceOf(reloaded, 'b'))).to.contain('Second');
    await until(
      () => !!component(surfaceOf(reloaded, 'a'), 'name').shadowRoot?.querySelector('input'),
    );
    const input = component(surfaceOf(reloaded, 'a'), 'name').shadowRoot!.querySelector('input')!;
    expect(input.value).to.equal('Ada');
    expect(reloaded.processor.surface('a')!.dataModel.get('/name')).to.equal('Ada');
    expect(messages, 'nothing sent to the agent').to.have.length(0);
  });

  it('refuses a value that is not a saved thread, clearly', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    expect(() => el.restoreThread('{"version":2}')).to.throw(TypeError, /version: 1/);
    expect(() =>
      el.restoreThread({version: 1, agents: [{agent: 'x', messages: 'no'}]} as never),
    ).to.throw(TypeError, /messages/);
  });

  it('keeps two agents apart, even with the same surfaceId, and answers each alone', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const travel = agent(form('main', 'Travel'));
    const hotel = agent(form('main', 'Hotel'));
    await el.connect(travel, {agent: 'travel'});
    await el.connect(hotel, {agent: 'hotel'});
    await settled(el);
    const travelSurface = surfaceOf(el, 'main', 'travel');
    const hotelSurface = surfaceOf(el, 'main', 'hotel');
    expect(visibleText(travelSurface)).to.contain('Travel');
    expect(visibleText(hotelSurface)).to.contain('Hotel');

    const events: SvcA2uiMessageEvent[] = [];
    el.addEventListener('svc-a2ui-message', (event) => events.push(event));
    await typeInto(hotelSurface, 'name', 'Room 12');
    await typeInto(travelSurface, 'name', 'Lisbon');
    await press(hotelSurface, 'go');
    await until(() => hotel.sent.length === 1);
    expect(travel.sent).to.have.length(0);
    expect(events[0].detail.agent).to.equal('hotel');
    const [message, metadata] = hotel.sent[0] as [
      {action: {surfaceId: string}},
      {a2uiClientDataModel: {surfaces: Record<string, unknown>}},
    ];
    expect(message.action.surfaceId).to.equal('main');
    // Only the hotel's own model: the travel agent's data never reaches it.
    expect(metadata.a2uiClientDataModel.surfaces).to.deep.equal({main: {name: 'Room 12'}});

    // Saved and restored, each agent's surfaces come back under its own name.
    const saved = el.saveThread();
    const again = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    again.restoreThread(saved);
    await settled(again);
    expect(visibleText(surfaceOf(again, 'main', 'travel'))).to.contain('Travel');
    expect(visibleText(surfaceOf(again, 'main', 'hotel'))).to.contain('Hotel');
  });

  it('lets the host keep a message from being sent (preventDefault)', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const travel = agent(form('main', 'Travel'));
    await el.connect(travel, {agent: 'travel'});
    await settled(el);
    el.addEventListener('svc-a2ui-message', (event) => event.preventDefault());
    await press(surfaceOf(el, 'main', 'travel'), 'go');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(travel.sent).to.have.length(0);
  });
});
