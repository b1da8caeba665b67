import {aTimeout, expect, fixture, html, oneEvent, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/surface/conversation.js';
import type {SvcConversation} from '../../src/surface/conversation.js';
import {visibleSurfaces} from '../../src/surface/conversation.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {createClient} from '../../src/api/index.js';
import type {ServiceClient} from '../../src/api/index.js';
import {createMockService} from '../../src/mock/index.js';

function setUp(options: {latencyMs?: number} = {}) {
  const mock = createMockService({origin: 'http://mock.test', ...options});
  const client = createClient({
    baseUrl: 'http://mock.test',
    auth: {token: 'demo-token'},
    fetch: mock.fetch,
    retry: {retries: 0},
  });
  return {mock, client};
}

const surfacesOf = (el: SvcConversation) =>
  [...el.shadowRoot!.querySelectorAll('svc-surface')] as SvcSurface[];
const statusText = (el: SvcConversation) =>
  el.shadowRoot!.querySelector('[part~="status"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function loaded(el: SvcConversation) {
  await waitUntil(
    () =>
      surfacesOf(el).length > 0 || (statusText(el) !== '' && !statusText(el).startsWith('Loading')),
    'never loaded',
  );
  await el.updateComplete;
}

/** The first element matching `selector` in `root` or any shadow root below it. */
function deepQuery(root: Element, selector: string): Element | null {
  const queue: (Element | ShadowRoot)[] = [root];
  while (queue.length) {
    const node = queue.shift()!;
    const found = node.querySelector(selector);
    if (found) return found;
    for (const child of node.querySelectorAll('*'))
      if (child.shadowRoot) queue.push(child.shadowRoot);
    if (node instanceof Element && node.shadowRoot) queue.push(node.shadowRoot);
  }
  return null;
}

async function waitFor<T>(find: () => T | null | undefined): Promise<T> {
  let found: T | null | undefined;
  await waitUntil(() => (found = find()), 'not found');
  return found!;
}

describe('svc-conversation', () => {
  it('is accessible once loaded', async () => {
    const {client} = setUp();
    const el = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="conv-kitchen-sink"
        .client=${client}
      ></svc-conversation>`,
    );
    await loaded(el);
    await expect(el).to.be.accessible();
  });

  it('shows a loading state, then the surfaces in createdAt order', async () => {
    const {client} = setUp({latencyMs: 50});
    const el = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="conv-multi-surface"
        .client=${client}
      ></svc-conversation>`,
    );
    expect(statusText(el)).to.equal('Loading the conversation…');
    await loaded(el);
    const ids = surfacesOf(el).map((s) => s.surface!.surfaceId);
    expect(ids.length).to.be.greaterThan(1);
    const created = surfacesOf(el).map((s) => Date.parse(String(s.surface!.createdAt)));
    expect([...created].sort((a, b) => a - b)).to.deep.equal(created);
  });

  it('says what is missing when it has no client or auth', async () => {
    const el = await fixture<SvcConversation>(
      html`<svc-conversation conversation-id="x"></svc-conversation>`,
    );
    expect(statusText(el)).to.contain('base-url');
  });

  it('shows a plain sentence with Retry on the same line, details in the event, and recovers', async () => {
    const {mock, client} = setUp();
    mock.failNext(500, 1, {message: 'boom'});
    const errors: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    let detail = '';
    const el = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="conv-kitchen-sink"
        .client=${client}
        @svc-surface-error=${(e: CustomEvent<{message: string}>) => (detail = e.detail.message)}
      ></svc-conversation>`,
    );
    try {
      await loaded(el);
    } finally {
      console.warn = warn;
    }
    const status = el.shadowRoot!.querySelector('[part~="status"]')!;
    const retry = status.querySelector<HTMLButtonElement>('[part~="retry"]')!;
    expect(statusText(el)).to.equal('We couldn’t load this conversation’s content. Retry');
    expect(statusText(el)).not.to.match(/HTTP|GET|\/api\//);
    // Retry sits on the sentence's (last) line, not below it.
    const sentence = [...status.childNodes].find((n) => n.nodeType === 3 && n.textContent!.trim())!;
    const range = document.createRange();
    range.selectNodeContents(sentence);
    const lines = range.getClientRects();
    const last = lines[lines.length - 1]!;
    const button = retry.getBoundingClientRect();
    expect(button.top < last.bottom && button.bottom > last.top).to.equal(true);
    expect(detail).to.contain('Could not load the surfaces');
    expect(detail).to.contain('500');
    expect(errors.some((e) => e.includes('Could not load the surfaces'))).to.equal(true);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    await waitUntil(() => surfacesOf(el).length === 1, 'no surface after retry');
  });

  it('never shows the token in its error text, however the server echoes it', async () => {
    const token = 'tok/Live+0123_secret';
    const echoes = [
      encodeURIComponent(token),
      new URLSearchParams({t: token}).toString().slice(2),
      token.toUpperCase(),
      `${token.slice(0, 5)}\u0000${token.slice(5)}`,
      btoa(token),
    ];
    const client = createClient({
      baseUrl: 'http://mock.test',
      auth: {token},
      fetch: () =>
        Promise.resolve(
          new Response(JSON.stringify({message: `refused: ${echoes.join(' | ')}`}), {
            status: 400,
            headers: {'content-type': 'application/json'},
          }),
        ),
      retry: {retries: 0},
    });
    let detail = '';
    const el = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="c"
        .client=${client}
        @svc-surface-error=${(e: CustomEvent<{message: string}>) => (detail = e.detail.message)}
      ></svc-conversation>`,
    );
    await loaded(el);
    expect(statusText(el)).to.contain('We couldn’t load');
    const text = `${statusText(el)} ${detail}`.toLowerCase();
    expect(text).to.contain('could not load the surfaces');
    expect(text).to.contain('refused: [redacted] | [redacted]');
    for (const spelling of [token, ...echoes]) {
      expect(text).not.to.contain(spelling.toLowerCase());
    }
    expect(text.replace(/\s/g, '')).not.to.contain(token.toLowerCase());
  });

  it('lists MCP toolsets in a resource picker over its own client, unless the host gives a provider', async () => {
    const {mock, client} = setUp();
    const toolsets = '/api/v1/apps/app-aws/connectors/conn-aws-1/mcp_toolsets';
    const el = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="conv-connector"
        .client=${client}
      ></svc-conversation>`,
    );
    await loaded(el);
    const picker = await waitFor(() => deepQuery(el, 'svc-resource-picker'));
    await waitUntil(
      () => mock.requests.some((r) => r.path === toolsets),
      `no toolsets request in ${mock.requests.map((r) => r.path).join(', ')}`,
      {timeout: 4000},
    );
    await waitUntil(() => picker.shadowRoot?.querySelector('[part~="input"]'), 'no search box');
    expect(picker.shadowRoot!.querySelector('[part~="notice"]')).to.equal(null);

    const queries: unknown[] = [];
    const hostProvider = {
      listResources: (query: unknown) => {
        queries.push(query);
        return Promise.resolve({items: [{id: 'own', displayName: 'Own'}], nextPageToken: ''});
      },
    };
    const before = mock.requests.filter((r) => r.path === toolsets).length;
    const own = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="conv-connector"
        .client=${client}
        .resourceProvider=${hostProvider}
      ></svc-conversation>`,
    );
    await loaded(own);
    await waitFor(() => deepQuery(own, 'svc-resource-picker'));
    await waitUntil(() => queries.length > 0, 'the host provider was not asked');
    expect(mock.requests.filter((r) => r.path === toolsets).length).to.equal(before);
  });

  it('shows an empty state for a conversation without surfaces', async () => {
    const {mock, client} = setUp();
    mock.setConversation('conv-none', {title: 'None', surfaces: []});
    const el = await fixture<SvcConversation>(
      html`<svc-conversation conversation-id="conv-none" .client=${client}></svc-conversation>`,
    );
    await loaded(el);
    expect(statusText(el)).to.equal('Nothing to show in this conversation yet.');
  });

  it('keeps local edits across a refresh while updatedAt is unchanged, and takes a newer one', async () => {
    const {mock, client} = setUp();
    const el = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="conv-kitchen-sink"
        .client=${client}
      ></svc-conversation>`,
    );
    await loaded(el);
    const surface = surfacesOf(el)[0];
    await surface.updateComplete;
    const field = surface.shadowRoot!.querySelector('[data-component-id="name"]')!;
    await (field as unknown as {updateComplete: Promise<unknown>}).updateComplete;
    field.shadowRoot!.querySelector('input')!.focus();
    await sendKeys({type: 'X'});
    await el.refresh();
    await el.updateComplete;
    expect(surfacesOf(el)[0]).to.equal(surface);
    expect((surface.dataModel as {user: {name: string}}).user.name).to.equal('AdaX');

    mock.updateSurface('conv-kitchen-sink', 'srf-kitchen-sink', {
      data: (current) => ({...current, user: {...(current.user as object), name: 'Server'}}),
    });
    await el.refresh();
    await el.updateComplete;
    await surface.updateComplete;
    expect((surface.dataModel as {user: {name: string}}).user.name).to.equal('Server');
  });

  it('skips deleted surfaces', () => {
    const list = visibleSurfaces([
      {surfaceId: 'b', createdAt: '2026-01-02T00:00:00Z'},
      {surfaceId: 'gone', createdAt: '2026-01-01T00:00:00Z', deletedAt: '2026-01-03T00:00:00Z'},
      {surfaceId: 'a', createdAt: '2026-01-01T00:00:00Z'},
      'junk',
    ]);
    expect(list.map((s) => s.surfaceId)).to.deep.equal(['a', 'b']);
  });

  it('re-dispatches svc-action with the conversation id', async () => {
    const {client} = setUp();
    const el = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="conv-kitchen-sink"
        .client=${client}
      ></svc-conversation>`,
    );
    await loaded(el);
    const surface = surfacesOf(el)[0];
    await surface.updateComplete;
    let seen = 0;
    el.addEventListener('svc-action', () => seen++);
    const cancel = surface.shadowRoot!.querySelector('[data-component-id="open"]')!;
    const original = window.open;
    window.open = () => null;
    try {
      // 'open' runs a local function: no action. Tick "I agree" and press Send instead.
      (cancel.shadowRoot!.querySelector('button') as HTMLButtonElement).click();
      surface
        .shadowRoot!.querySelector('[data-component-id="agree"]')!
        .shadowRoot!.querySelector('input')!
        .click();
      await aTimeout(0);
      const send = surface.shadowRoot!.querySelector('[data-component-id="go"]')!;
      await (send as unknown as {updateComplete: Promise<unknown>}).updateComplete;
      setTimeout(() => send.shadowRoot!.querySelector('button')!.click());
      const {detail} = await oneEvent(el, 'svc-action');
      expect(detail.conversationId).to.equal('conv-kitchen-sink');
      expect(detail.name).to.equal('send');
      expect(seen).to.equal(1);
    } finally {
      window.open = original;
    }
  });

  it('aborts its request when removed from the page', async () => {
    const {mock, client} = setUp({latencyMs: 200});
    const el = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="conv-kitchen-sink"
        .client=${client}
      ></svc-conversation>`,
    );
    el.remove();
    await aTimeout(300);
    expect(mock.requests.filter((r) => r.status === 200).length).to.equal(0);
  });

  it('polls while visible and stops when removed', async () => {
    const {mock, client} = setUp();
    const el = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="conv-kitchen-sink"
        poll-interval="0.05"
        .client=${client}
      ></svc-conversation>`,
    );
    await waitUntil(() => mock.requests.length >= 3, 'did not poll');
    el.remove();
    const count = mock.requests.length;
    await aTimeout(200);
    expect(mock.requests.length).to.equal(count);
  });

  describe('a long conversation', () => {
    /** `count` small surfaces, oldest first, each with one text naming it. */
    function longConversation(count: number) {
      return Array.from({length: count}, (_, i) => ({
        surfaceId: `s${i}`,
        conversationId: 'long',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        components: [{id: 'root', text: {text: {literal: `Surface ${i}`}}}],
        dataModelJson: '{}',
      }));
    }

    const clientOf = (surfaces: unknown[]) =>
      ({listSurfaces: async () => surfaces}) as unknown as ServiceClient;

    it('adds its surfaces a few per task, in order, and updateComplete waits for all', async () => {
      const el = document.createElement('svc-conversation') as SvcConversation;
      el.client = clientOf(longConversation(35));
      el.conversationId = 'long';
      const counts: number[] = [];
      const watch = new MutationObserver(() => counts.push(surfacesOf(el).length));
      await fixture(html`<div></div>`).then((host) => {
        host.append(el);
        watch.observe(el.shadowRoot!, {childList: true, subtree: true});
      });
      await waitUntil(() => surfacesOf(el).length > 0, 'never loaded');
      await el.updateComplete;
      watch.disconnect();
      const ids = surfacesOf(el).map((s) => s.surface!.surfaceId);
      expect(ids).to.deep.equal(Array.from({length: 35}, (_, i) => `s${i}`));
      const added = [...new Set(counts)].filter((n) => n > 0);
      expect(added[0]).to.be.within(1, 34);
      expect(added.at(-1)).to.equal(35);
    });

    it('lays out only the surfaces near the viewport', async () => {
      const el = await fixture<SvcConversation>(
        html`<svc-conversation
          conversation-id="long"
          .client=${clientOf(longConversation(40))}
        ></svc-conversation>`,
      );
      await loaded(el);
      const textOf = (i: number) => surfacesOf(el)[i].shadowRoot!.querySelector('svc-text')!;
      const shown = (i: number) => textOf(i).checkVisibility({contentVisibilityAuto: true});
      await waitUntil(() => shown(0), 'the first surface was never shown');
      expect(shown(39)).to.equal(false);
      textOf(39).scrollIntoView();
      await waitUntil(() => shown(39), 'the last surface was not shown when scrolled to');
      expect(textOf(39).shadowRoot!.textContent).to.contain('Surface 39');
    });
  });
});
