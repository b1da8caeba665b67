// The A2UI stream demo page: the spec examples played through <svc-a2ui> at a chosen speed.
import {mountStreamPlayer, storedExamples} from './stream-player.js';

const params = new URLSearchParams(location.search);
const {play} = mountStreamPlayer(
  document.getElementById('player')!,
  storedExamples(),
  params.get('example') ?? 'minimal/7_incremental',
  params.get('speed') ?? undefined,
);
play();
