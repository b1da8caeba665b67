/// <reference types="vite/client" />
import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/image.js';
// Served by Storybook itself (it runs offline): the page's own origin is always allowed, over
// http too. `no-inline` keeps Vite from turning the small file into a data: URL, which the media
// policy refuses.
import landscape from './assets/landscape.svg?no-inline';

const fits = ['contain', 'cover', 'fill', 'none', 'scaleDown'];
const variants = ['icon', 'avatar', 'smallFeature', 'mediumFeature', 'largeFeature', 'header'];

/**
 * A picture from an address, sized by a variant; a labelled placeholder when the media policy
 * refuses the address or the picture does not load.
 */
const meta: Meta = {
  title: 'Content/Image',
  component: 'svc-image',
  tags: ['autodocs'],
  args: {
    url: landscape,
    description: 'Hills under a yellow sun',
    fit: 'fill',
    variant: 'mediumFeature',
  },
  argTypes: {
    fit: {control: 'select', options: fits},
    variant: {control: 'select', options: variants},
  },
  render: (args) =>
    html`<svc-image
      .url=${args.url}
      .description=${args.description}
      .fit=${args.fit}
      .variant=${args.variant}
    ></svc-image>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** The six variants: icon, avatar (round), the three feature sizes, and a full-width header. */
export const Variants: Story = {
  render: () =>
    html`<div style="display: grid; gap: 16px; max-width: 560px">
      ${variants.map(
        (variant) =>
          html`<div>
            <code>${variant}</code><br />
            <svc-image url=${landscape} variant=${variant} fit="cover"></svc-image>
          </div>`,
      )}
    </div>`,
};

/** `fit` is CSS object-fit: it shows in boxes of a fixed shape, here the header. */
export const Fits: Story = {
  render: () =>
    html`<div style="display: grid; gap: 16px; max-width: 560px">
      ${fits.map(
        (fit) =>
          html`<div>
            <code>${fit}</code>
            <svc-image url=${landscape} variant="header" fit=${fit}></svc-image>
          </div>`,
      )}
    </div>`,
};

/**
 * Placeholders instead of pictures: an address the policy refuses (never requested), no address,
 * and one that does not load. Remote https addresses are allowed by the default policy, but
 * Storybook runs offline, so they end as "could not be loaded"; a policy with an origin list
 * refuses them without any request, and `sameOrigin: false` refuses the page's own origin
 * (`/logout?via=img`).
 */
export const Placeholders: Story = {
  render: () =>
    html`<div style="display: flex; flex-wrap: wrap; gap: 16px; align-items: start">
      <svc-image
        url="https://images.example/team.png"
        description="The team"
        .mediaPolicy=${{origins: ['https://cdn.example']}}
      ></svc-image>
      <svc-image url="javascript:alert(1)"></svc-image>
      <svc-image
        url="/logout?via=img"
        description="Same origin"
        .mediaPolicy=${{sameOrigin: false}}
      ></svc-image>
      <svc-image></svc-image>
      <svc-image url="./missing-picture.png" description="A chart"></svc-image>
      <svc-image url="javascript:alert(1)" variant="avatar"></svc-image>
      <svc-image url="javascript:alert(1)" variant="icon"></svc-image>
    </div>`,
};

/** Themed through its custom properties. */
export const Themed: Story = {
  render: () =>
    html`<div
      style="display: flex; gap: 16px; align-items: center; --svc-image-avatar-size: 72px; --svc-image-radius: 16px; --svc-image-small-width: 160px"
    >
      <svc-image url=${landscape} variant="avatar" fit="cover"></svc-image>
      <svc-image url=${landscape} variant="smallFeature"></svc-image>
    </div>`,
};
