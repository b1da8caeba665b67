// The streaming demo page: the spec examples typed into <svc-a2ui> connect() at a chosen number
// of tokens a second (?example=basic/09_login-form&tokens=60).
import {mountStreamPlayer, storedExamples, typing} from './stream-player.js';
import {mountChrome} from './chrome.js';

const params = new URLSearchParams(location.search);
const player = document.getElementById('player')!;
mountChrome(document.getElementById('demo-header')!, {
  title: 'Streaming',
  page: 'streaming',
  content: player,
});
const {play} = mountStreamPlayer(
  player,
  storedExamples(),
  params.get('example') ?? 'basic/35_markdown-text',
  typing(Number(params.get('tokens') ?? 60)),
);
play();
