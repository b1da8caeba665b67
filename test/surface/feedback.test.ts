import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/surface/surface.js';
import '../../src/surface/conversation.js';
import '../../src/surface/a2ui.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {SvcConversation} from '../../src/surface/conversation.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcSurfaceIssuesEvent} from '../../src/surface/events.js';
import type {Surface} from '../../src/api/types.js';
import {createClient} from '../../src/api/index.js';
import {createMockService} from '../../src/mock/index.js';
import {makeSurface, part, quietWarnings} from './helpers.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** Every svc-surface-issues event `target` fires, in order. */
function record(target: EventTarget): SvcSurfaceIssuesEvent[] {
  const seen: SvcSurfaceIssuesEvent[] = [];
  target.addEventListener('svc-surface-issues', (event) =>
    seen.push(event as SvcSurfaceIssuesEvent),
  );
  return seen;
}

/** The next svc-surface-issues event of `target`. */
const nextIssues = (target: EventTarget) =>
  oneEvent(target, 'svc-surface-issues') as Promise<SvcSurfaceIssuesEvent>;

/** Lets queued work (microtasks, then one task) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const broken = () =>
  makeSurface(
    [
      {id: 'root', column: {children: {ids: ['name', 'widget', 'ghost', 'echo']}}},
      {id: 'name', textField: {label: 'Name', value: {path: '/name'}}},
      {id: 'widget', svcWidget: {size: 3}},
      // A displayed value may not open a URL: reported by the binding each time it resolves.
      {
        id: 'echo',
        text: {text: {call: 'openUrl', args: {url: {path: '/link'}}}},
      },
    ],
    {name: 'Ada', link: 'https://example.test/'},
  );

const fixed = () =>
  makeSurface(
    [
      {id: 'root', column: {children: {ids: ['name']}}},
      {id: 'name', textField: {label: 'Name', value: {path: '/name'}}},
    ],
    {name: 'Ada'},
    {updatedAt: '2026-11-02T00:00:00Z'},
  );

describe('issue feedback for the agent', () => {
  quietWarnings();

  describe('<svc-surface>', () => {
    it('fires svc-surface-issues once after a render, with every issue and its pointer', async () => {
      const el = await fixture<SvcSurface>(html`<svc-surface></svc-surface>`);
      const events = record(el);
      el.surface = broken();
      const event = await nextIssues(el);
      await settle();
      expect(events).to.have.length(1);
      expect(event.bubbles && event.composed).to.equal(true);
      const {surfaceId, issues} = event.detail;
      expect(surfaceId).to.equal('srf-test');
      const byPointer = Object.fromEntries(issues.map((issue) => [issue.pointer, issue]));
      expect(byPointer['/components/0/column/children/ids/2']?.message).to.contain('ghost');
      expect(byPointer['/components/2']?.message).to.contain('svcWidget');
      expect(byPointer['/components/2']?.componentId).to.equal('widget');
      // The binding's issue points at the property, not at the whole component.
      expect(byPointer['/components/3/text/text']?.componentId).to.equal('echo');
      // A value that could not be evaluated carries the A2UI code the agent is told.
      expect(byPointer['/components/3/text/text']?.code).to.equal('EXPRESSION_ERROR');
      for (const issue of issues)
        expect(Object.keys(issue).sort()).to.deep.equal([
          ...(issue.code === undefined ? [] : ['code']),
          ...(issue.componentId === undefined ? [] : ['componentId']),
          'message',
          'pointer',
          'severity',
        ]);
    });

    it('does not fire again while the person types, and lists each issue once', async () => {
      const el = await fixture<SvcSurface>(html`<svc-surface .surface=${broken()}></svc-surface>`);
      await settle();
      const events = record(el);
      const before = el.issues.length;
      const field = part(el, 'name');
      field.shadowRoot!.querySelector('input')!.focus();
      await sendKeys({type: 'xyz'});
      // The text re-resolves with every keystroke (it reads /link, written here to be sure).
      el.setData('/link', 'https://example.test/other');
      await settle();
      expect((el.dataModel as {name: string}).name).to.equal('Adaxyz');
      expect(events).to.have.length(0);
      expect(el.issues.length).to.equal(before);
    });

    it('a repaired version fires once more, with no issues', async () => {
      const el = await fixture<SvcSurface>(html`<svc-surface .surface=${broken()}></svc-surface>`);
      await settle();
      const events = record(el);
      el.surface = fixed();
      const event = await nextIssues(el);
      expect(event.detail).to.deep.equal({surfaceId: 'srf-test', issues: []});
      await settle();
      el.surface = {...fixed(), updatedAt: '2026-11-03T00:00:00Z'};
      await el.updateComplete;
      await settle();
      expect(events).to.have.length(1);
    });

    it('a clean first render fires nothing', async () => {
      const el = await fixture<SvcSurface>(html`<svc-surface></svc-surface>`);
      const events = record(el);
      el.surface = fixed();
      await el.updateComplete;
      await settle();
      expect(el.issues).to.deep.equal([]);
      expect(events).to.have.length(0);
    });
  });

  it('<svc-conversation> passes the issues on with the conversation id', async () => {
    const mock = createMockService({origin: 'http://mock.test'});
    mock.setConversation('conv-broken', {surfaces: [broken() as unknown as Surface]});
    const client = createClient({
      baseUrl: 'http://mock.test',
      auth: {token: 'demo-token'},
      fetch: mock.fetch,
      retry: {retries: 0},
    });
    const el = document.createElement('svc-conversation') as SvcConversation;
    const events = record(el);
    const arrived = nextIssues(el);
    el.conversationId = 'conv-broken';
    el.client = client;
    await fixture(html`<div>${el}</div>`);
    const event = await arrived;
    await settle();
    expect(event.target).to.equal(el);
    expect(events).to.have.length(1);
    expect(event.detail.conversationId).to.equal('conv-broken');
    expect(event.detail.surfaceId).to.equal('srf-test');
    expect(event.detail.issues.map((issue) => issue.pointer)).to.include.members([
      '/components/0/column/children/ids/2',
      '/components/2',
    ]);
  });

  describe('<svc-a2ui>', () => {
    const create = {version: 'v0.9', createSurface: {surfaceId: 'a', catalogId: CATALOG}};
    const components = (type: string) => ({
      version: 'v0.9',
      updateComponents: {
        surfaceId: 'a',
        components: [
          {id: 'root', component: 'Column', children: ['t']},
          {id: 't', component: type, text: 'Hello'},
        ],
      },
    });

    it('adds the A2UI error messages, and a repair clears them', async () => {
      const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
      const events = record(el);
      let arrived = nextIssues(el);
      el.processMessages([create, components('Txet')]);
      let event = await arrived;
      expect(event.target).to.equal(el);
      const {surfaceId, issues, messages} = event.detail;
      expect(surfaceId).to.equal('a');
      const typeIssue = issues.find(
        (i) => i.pointer === '/updateComponents/components/1/component',
      );
      expect(typeIssue).to.include({
        severity: 'error',
        code: 'VALIDATION_FAILED',
        componentId: 't',
      });
      expect(messages).to.deep.include({
        version: 'v0.9',
        error: {
          code: 'VALIDATION_FAILED',
          surfaceId: 'a',
          path: '/updateComponents/components/1/component',
          message: typeIssue!.message,
        },
      });
      expect(messages).to.have.length(issues.filter((i) => i.severity === 'error').length);

      arrived = nextIssues(el);
      el.processMessages(components('Text'));
      event = await arrived;
      expect(event.detail).to.deep.equal({surfaceId: 'a', issues: [], messages: []});
      await settle();
      expect(events).to.have.length(2);
    });
  });
});
