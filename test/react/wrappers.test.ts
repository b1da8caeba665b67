import {expect, waitUntil} from '@open-wc/testing';
import * as React from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {SvcConversation, SvcTodoList} from '../../src/react/index.js';
import * as wrappers from '../../src/react/index.js';
import type {SvcConversation as ConversationElement} from '../../src/surface/conversation.js';
import {SvcActionEvent} from '../../src/surface/events.js';
import {SvcTodoActionEvent, type TodoItem} from '../../src/components/svc/todo-list.js';
import {createClient} from '../../src/api/index.js';
import {createMockService} from '../../src/mock/index.js';
import manifest from '../../custom-elements.json' with {type: 'json'};

const h = React.createElement;

const mockClient = () =>
  createClient({
    baseUrl: 'http://mock.test',
    auth: {token: 'demo-token'},
    fetch: createMockService({origin: 'http://mock.test'}).fetch,
  });

/** The first element matching `selector` in `root` or any shadow root below it. */
function deepQuery(root: Element | ShadowRoot, selector: string): HTMLElement | null {
  const found = root.querySelector<HTMLElement>(selector);
  if (found) return found;
  const own = root instanceof Element && root.shadowRoot && deepQuery(root.shadowRoot, selector);
  if (own) return own;
  for (const child of root.querySelectorAll('*')) {
    const inner = child.shadowRoot && deepQuery(child.shadowRoot, selector);
    if (inner) return inner;
  }
  return null;
}

async function find(root: Element, selector: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitUntil(() => (found = deepQuery(root, selector)), `${selector} never appeared`, {
    timeout: 10000,
  });
  return found!;
}

async function buttonLabelled(host: Element, label: string): Promise<HTMLButtonElement> {
  let found: HTMLButtonElement | undefined;
  const match = () => (found = allShadowButtons(host).find((b) => b.textContent?.trim() === label));
  await waitUntil(match, `no ${label} button`, {timeout: 10000});
  return found!;
}

function allShadowButtons(root: Element | ShadowRoot): HTMLButtonElement[] {
  const out: HTMLButtonElement[] = [...root.querySelectorAll('button')];
  if (root instanceof Element && root.shadowRoot) out.push(...allShadowButtons(root.shadowRoot));
  for (const child of root.querySelectorAll('*')) {
    if (child.shadowRoot) out.push(...allShadowButtons(child.shadowRoot));
  }
  return out;
}

describe('@svc/surfaces/react', () => {
  let container: HTMLDivElement;
  let root: Root;
  // act() commits the render before it resolves.
  (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
  const render = (node: React.ReactNode) => React.act(async () => root.render(node));

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    await React.act(async () => root.unmount());
    container.remove();
  });

  it('has a component for every element of the manifest', () => {
    const tags = manifest.modules.flatMap((m) =>
      (m.declarations ?? []).flatMap((d) =>
        'customElement' in d && 'tagName' in d && d.tagName ? [d.name] : [],
      ),
    );
    expect(tags.length).to.be.greaterThan(40);
    for (const name of tags) expect(wrappers, name).to.have.property(name);
  });

  it('renders a conversation that is accessible, with objects passed as properties', async () => {
    const client = mockClient();
    const ref = React.createRef<ConversationElement>();
    await render(h(SvcConversation, {ref, client, conversationId: 'conv-access-request'}));
    const el = container.querySelector('svc-conversation')!;
    await find(el, 'svc-text');
    expect(ref.current).to.equal(el);
    expect(el.client).to.equal(client);
    expect(el.conversationId).to.equal('conv-access-request');
    // a property, not an attribute: nothing was written into the markup
    expect(el.hasAttribute('client')).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('calls onAction with the typed event, and stops when the prop goes', async () => {
    const seen: SvcActionEvent[] = [];
    const onAction = (event: SvcActionEvent) => seen.push(event);
    const client = mockClient();
    await render(h(SvcConversation, {client, conversationId: 'conv-access-request', onAction}));
    const el = container.querySelector('svc-conversation')!;
    // The surface sends its data model: its required justification must be filled first.
    const field = await find(el, 'svc-text-field');
    const input = await find(field, 'input, textarea');
    (input as HTMLInputElement).value = 'On call this week';
    input.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
    (await buttonLabelled(el, 'Submit request')).click();
    await waitUntil(() => seen.length === 1, 'no action');
    expect(seen[0]).to.be.instanceOf(SvcActionEvent);
    expect(seen[0].detail.name).to.equal('submit_request');
    expect(seen[0].detail.context.justification).to.equal('On call this week');
    expect(seen[0].detail.conversationId).to.equal('conv-access-request');

    await render(h(SvcConversation, {client, conversationId: 'conv-access-request'}));
    el.dispatchEvent(new SvcActionEvent({...seen[0].detail, actionId: 'again'}));
    expect(seen.length).to.equal(1);
  });

  it('renders a standalone element whose own event reaches its prop', async () => {
    const items: TodoItem[] = [
      {id: 'a', label: 'Connect AWS', status: 'pending', trailingAction: {name: 'start'}},
    ];
    const seen: SvcTodoActionEvent[] = [];
    await render(h(SvcTodoList, {heading: 'Next steps', items, onTodoAction: (e) => seen.push(e)}));
    const el = container.querySelector('svc-todo-list')!;
    const button = await find(el, 'button');
    button.click();
    await waitUntil(() => seen.length === 1, 'no todo action');
    expect(seen[0]).to.be.instanceOf(SvcTodoActionEvent);
    expect(seen[0].itemId).to.equal('a');
    expect(seen[0].actionName).to.equal('start');
  });

  it('rejects a misspelt prop or event at compile time', () => {
    // @ts-expect-error `conversationID` is not a property of <svc-conversation>
    h(SvcConversation, {conversationID: 'x'});
    // @ts-expect-error `onActon` is not an event prop
    h(SvcConversation, {onActon: () => undefined});
    // @ts-expect-error onAction receives an SvcActionEvent, whose detail has no `nme`
    h(SvcConversation, {onAction: (e) => e.detail.nme});
  });
});
