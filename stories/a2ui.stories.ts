import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/surface/a2ui.js';
import {MessageProcessor} from '../src/protocol/index.js';
import {TYPING_SPEEDS, mountStreamPlayer, storedExamples, typing} from '../demo/stream-player.js';

const examples = storedExamples();

interface Args {
  /** The spec example to show (`test/fixtures/a2ui`). */
  example: string;
  /** Locale for formatNumber, formatCurrency, formatDate and pluralize; empty: the page's. */
  locale: string;
}

const meta: Meta<Args> = {
  title: 'Surfaces/A2UI stream',
  component: 'svc-a2ui',
  tags: ['autodocs'],
  args: {example: 'basic/09_login-form', locale: ''},
  argTypes: {
    example: {control: 'select', options: [...examples.keys()]},
    locale: {control: 'text'},
  },
};
export default meta;

/** One spec example, all its messages at once, through `<svc-a2ui>`. */
export const Default: StoryObj<Args> = {
  render: ({example, locale}) => {
    // A fresh processor per render: the same createSurface twice would be an error.
    const processor = new MessageProcessor({rootUpdates: 'merge'});
    processor.process(examples.get(example)?.messages ?? []);
    return html`<svc-a2ui .processor=${processor} .locale=${locale || undefined}></svc-a2ui>`;
  },
};

/** The stream played message by message, with a speed control and what goes back to the agent. */
export const Player: StoryObj<Args> = {
  args: {example: 'minimal/7_incremental'},
  render: ({example}) => {
    const root = document.createElement('div');
    mountStreamPlayer(root, examples, example).play();
    return root;
  },
};

/**
 * Streaming: the example typed into `connect()` as a model writes it (about four characters a
 * token). Components show as their objects close, a child still to come is a placeholder, a text
 * grows as it is written (unfinished markdown as plain words), and a button acts once complete.
 * The speed control (and the player's own) sets the tokens a second.
 */
export const Streaming: StoryObj<Args & {tokensPerSecond: number}> = {
  args: {example: 'basic/35_markdown-text', tokensPerSecond: 60},
  argTypes: {
    tokensPerSecond: {control: 'select', options: TYPING_SPEEDS.map(([, tokens]) => tokens)},
  },
  render: ({example, tokensPerSecond}) => {
    const root = document.createElement('div');
    mountStreamPlayer(root, examples, example, typing(tokensPerSecond)).play();
    return root;
  },
};
