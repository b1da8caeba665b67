import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/icon.js';

/** The 59 icon names of the A2UI v0.9 basic catalog. */
const names = `accountCircle add arrowBack arrowForward attachFile calendarToday call camera check
  close delete download edit event error fastForward favorite favoriteOff folder help home info
  locationOn lock lockOpen mail menu moreVert moreHoriz notificationsOff notifications pause
  payment person phone photo play print refresh rewind search send settings share shoppingCart
  skipNext skipPrevious star starHalf starOff stop upload visibility visibilityOff volumeDown
  volumeMute volumeOff volumeUp warning`.split(/\s+/);

/**
 * An icon of the A2UI basic catalog, by name, from Material Design Icons (loaded lazily).
 * Decorative without a label.
 */
const meta: Meta = {
  title: 'Content/Icon',
  component: 'svc-icon',
  tags: ['autodocs'],
  args: {name: 'accountCircle', label: ''},
  argTypes: {name: {control: 'select', options: [...names, 'priority_high', '🔥']}},
  render: (args) => html`<svc-icon .name=${args.name} .label=${args.label}></svc-icon>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Every catalog icon with its name. */
export const Catalog: Story = {
  render: () =>
    html`<div
      style="display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 12px"
    >
      ${names.map(
        (name) =>
          html`<div style="display: flex; gap: 8px; align-items: center">
            <svc-icon name=${name}></svc-icon><code>${name}</code>
          </div>`,
      )}
    </div>`,
};

/**
 * Names the catalog does not have: an emoji is shown as itself, anything else as a dashed
 * square; both are named (by the label, or the name's words) for screen readers.
 */
export const Fallbacks: Story = {
  render: () =>
    html`<div style="display: flex; gap: 16px; align-items: center">
      <svc-icon name="priority_high"></svc-icon>
      <svc-icon name="🔥" label="Trending"></svc-icon>
      <svc-icon name="sparkles"></svc-icon>
    </div>`,
};

/** Size and colour through `--svc-icon-size` and the text colour (or `--svc-icon-color`). */
export const Sizes: Story = {
  render: () =>
    html`<div style="display: flex; gap: 16px; align-items: center; color: #0969da">
      <svc-icon name="star" style="--svc-icon-size: 16px"></svc-icon>
      <svc-icon name="star"></svc-icon>
      <svc-icon name="star" style="--svc-icon-size: 40px"></svc-icon>
      <svc-icon name="warning" style="--svc-icon-size: 40px; --svc-icon-color: #9a6700"></svc-icon>
    </div>`,
};

/** A custom path (the catalog's `{svgPath}` form of `name`) on a 24×24 grid. */
export const CustomPath: Story = {
  render: () => html`<svc-icon path="M12 2 22 12 12 22 2 12Z" label="Diamond"></svc-icon>`,
};
