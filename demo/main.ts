// The demo host page: picks a sample conversation, renders its surfaces through the real client
// against the mock service that the dev server mounts (tools/mock-vite-plugin.mjs), and logs every
// svc-action. Point it at a real service under Connection. The strict page (strict.html) runs
// this script too.
import '../src/index.js';
import type {SvcConversation} from '../src/surface/conversation.js';
import {conversations} from '../src/mock/conversations.js';
import {createDemoProviders} from './providers.js';
import {mountChrome} from './chrome.js';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const view = $<SvcConversation>('conversation-view');
const select = $<HTMLSelectElement>('conversation');
const baseUrl = $<HTMLInputElement>('base-url');
const token = $<HTMLInputElement>('token');
const poll = $<HTMLInputElement>('poll');
const log = $<HTMLOListElement>('log');

const strict = location.pathname.endsWith('/strict.html');
mountChrome($('demo-header'), {
  title: strict ? 'Surfaces demo, strict CSP' : 'Surfaces demo',
  page: strict ? 'strict' : 'samples',
  content: $('demo-content'),
});

const params = new URLSearchParams(location.search);
for (const conversation of conversations) {
  select.append(new Option(conversation.title, conversation.id));
}
select.value = params.get('conversation') ?? 'conv-kitchen-sink';
if (!select.value) select.selectedIndex = 0; // an unknown id in the URL
token.value = 'demo-token';

function load() {
  const base = baseUrl.value.trim() || location.origin;
  Object.assign(view, createDemoProviders(base, token.value));
  view.baseUrl = base;
  view.auth = {token: token.value};
  view.pollInterval = Number(poll.value) || 0;
  view.conversationId = select.value;
  const url = new URL(location.href);
  url.searchParams.set('conversation', select.value);
  history.replaceState(null, '', url);
}

const settings = $<HTMLFormElement>('settings');
settings.addEventListener('submit', (event) => {
  event.preventDefault();
  load();
});
// Enter in a field loads, as a form with a submit button would.
settings.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
    event.preventDefault();
    load();
  }
});
$('load').addEventListener('click', load);
select.addEventListener('change', load);
$('refresh').addEventListener('click', () => void view.refresh());
$('clear-log').addEventListener('click', () => log.replaceChildren());

for (const button of document.querySelectorAll<HTMLElement>('[data-mock]')) {
  button.addEventListener('click', async () => {
    await fetch(`/__mock/${button.dataset.mock}`, {method: 'POST'});
    if (button.dataset.mock === 'reset') void view.refresh();
  });
}
$('bump').addEventListener('click', async () => {
  const first = view.shadowRoot?.querySelector('svc-surface')?.surface;
  if (!first) return;
  const query = new URLSearchParams({conversation: select.value, surface: first.surfaceId});
  await fetch(`/__mock/surface?${query}`, {method: 'POST', body: '{}'});
  await view.refresh();
});

// What a real host does with an action: it sends it to its agent (here: logged, and a short
// wait stands in for the agent's turn), shows the surfaces as the agent left them, and ends the
// pressed control's pending state.
view.addEventListener('svc-action', async (event) => {
  const item = document.createElement('li');
  const title = document.createElement('strong');
  title.textContent = `${event.detail.name} · ${event.detail.sourceComponentId}`;
  const body = document.createElement('pre');
  body.textContent = JSON.stringify(event.detail, null, 2);
  item.append(title, body);
  log.prepend(item);
  try {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await view.refresh();
  } finally {
    view.settleAction(event.detail.actionId);
  }
});

// A host signs the person in again; the demo's token never expires, so it just loads again.
view.addEventListener('svc-auth-required', () => {
  const item = document.createElement('li');
  item.textContent = 'svc-auth-required: the host would sign the person in again now.';
  log.prepend(item);
});

load();
