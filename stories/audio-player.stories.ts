/// <reference types="vite/client" />
import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/audio-player.js';
// Served by Storybook itself (it runs offline): the page's own origin is always allowed.
import tone from './assets/tone.wav?no-inline';

/**
 * A sound with the browser's own player and a visible title. It never plays by itself and
 * preloads only its metadata; its address must pass the media policy.
 */
const meta: Meta = {
  title: 'Content/Audio player',
  component: 'svc-audio-player',
  tags: ['autodocs'],
  args: {url: tone, description: 'Episode 12: quarterly access reviews'},
  render: (args) =>
    html`<svc-audio-player .url=${args.url} .description=${args.description}></svc-audio-player>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Without a description the player is named "Audio" and shows no title. */
export const Untitled: Story = {args: {description: ''}};

/**
 * Placeholders: an address the policy refuses (nothing is requested), no address, and one that
 * does not load; the title stays.
 */
export const Placeholders: Story = {
  render: () =>
    html`<div style="display: grid; gap: 16px">
      <svc-audio-player
        url="data:audio/wav;base64,UklGRg=="
        description="Inline sound"
      ></svc-audio-player>
      <svc-audio-player description="No address"></svc-audio-player>
      <svc-audio-player url="./missing-sound.mp3" description="Missing file"></svc-audio-player>
    </div>`,
};

/** A long title wraps above the player. */
export const LongText: Story = {
  args: {
    description:
      'Episode 12: how the identity team reviewed every privileged entitlement across forty connected applications in one quarter',
  },
  render: (args) =>
    html`<svc-audio-player
      style="width: 300px"
      .url=${args.url}
      .description=${args.description}
    ></svc-audio-player>`,
};
