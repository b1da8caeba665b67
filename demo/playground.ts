import '../src/playground/playground.js';
import {conversations} from '../src/mock/conversations.js';
import {mountChrome} from './chrome.js';

mountChrome(document.getElementById('demo-header')!, {
  title: 'Playground',
  page: 'playground',
  content: document.getElementById('demo-content')!,
});
// Start from the first sample conversation, as a surfaces response.
const playground = document.querySelector('svc-playground');
if (playground) playground.value = JSON.stringify({surfaces: conversations[0].surfaces}, null, 2);
