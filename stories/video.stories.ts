/// <reference types="vite/client" />
import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/video.js';

// Storybook runs offline and the repository holds no video: a sound file stands in (a <video>
// plays it with a poster), served from Storybook's own origin, which the policy always allows
// (`no-inline` keeps Vite from making data: URLs of them, which the policy refuses).
import tone from './assets/tone.wav?no-inline';
import poster from './assets/landscape.svg?no-inline';

/**
 * A video with the browser's own controls. It never plays by itself and preloads only its
 * metadata; its address and poster must pass the media policy.
 */
const meta: Meta = {
  title: 'Content/Video',
  component: 'svc-video',
  tags: ['autodocs'],
  args: {url: tone, posterUrl: poster, description: 'A short tone over a landscape'},
  render: (args) =>
    html`<svc-video
      .url=${args.url}
      .posterUrl=${args.posterUrl}
      .description=${args.description}
    ></svc-video>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/**
 * Placeholders: an address the policy refuses (nothing is requested), no address, and one that
 * does not load.
 */
export const Placeholders: Story = {
  render: () =>
    html`<div style="display: grid; gap: 16px; max-width: 420px">
      <svc-video url="http://media.example/tour.mp4" description="Product tour"></svc-video>
      <svc-video></svc-video>
      <svc-video url="./missing-video.mp4"></svc-video>
    </div>`,
};

/** Narrower and rounder through its custom properties. */
export const Themed: Story = {
  render: () =>
    html`<svc-video
      url=${tone}
      poster-url=${poster}
      style="--svc-video-max-width: 320px; --svc-video-radius: 16px"
    ></svc-video>`,
};
