// The A2UI demo page: the spec examples played through <svc-a2ui> at a chosen speed
// (?example=basic/24_recipe-card&speed=-1 plays one at once).
import {mountStreamPlayer, storedExamples} from './stream-player.js';
import {mountChrome} from './chrome.js';

/** The example the page opens on: a card with tabs, a picture and icons, drawn without an issue. */
export const DEFAULT_EXAMPLE = 'basic/24_recipe-card';

const params = new URLSearchParams(location.search);
const player = document.getElementById('player')!;
mountChrome(document.getElementById('demo-header')!, {
  title: 'A2UI examples',
  page: 'a2ui',
  content: player,
});
const {play} = mountStreamPlayer(
  player,
  storedExamples(),
  params.get('example') ?? DEFAULT_EXAMPLE,
  params.get('speed') ?? undefined,
);
play();
