import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/components/basic/text.js';

/** Text from the assistant: plain text is escaped and keeps its line breaks. */
const meta: Meta = {
  title: 'Basic/Text',
  component: 'svc-text',
  tags: ['autodocs'],
  args: {text: 'Your access request was sent to the app owner.'},
  render: (args) => html`<svc-text .text=${args.text}></svc-text>`,
};
export default meta;
type Story = StoryObj;

export const Default: Story = {};

/** Markup in plain text is shown as written, never rendered. */
export const Escaped: Story = {
  args: {text: '<b>not bold</b> <img src=x onerror=alert(1)> **not markdown**'},
};

/** Long text wraps, and line breaks are kept. */
export const LongText: Story = {
  args: {
    text: 'First line\nSecond line, which goes on for a long time so that it has to wrap inside narrow containers: https://example.test/a/very/long/url/without/any/spaces/in/it/at/all',
  },
};
