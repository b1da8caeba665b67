import type {Meta, StoryObj} from '@storybook/web-components-vite';
import {html} from 'lit';
import '../src/playground/playground.js';
import {samples} from '../src/playground/internal/samples.js';

const all = samples();
const byLabel = new Map(all.map((sample) => [sample.label, sample.text]));

interface Args {
  /** The sample text the editor starts with (a conversation or an A2UI spec example). */
  sample: string;
  /** Outline components on hover and show markers' details. */
  inspect: boolean;
}

const meta: Meta<Args> = {
  title: 'Tools/Playground',
  component: 'svc-playground',
  tags: ['autodocs'],
  args: {sample: all[0].label, inspect: false},
  argTypes: {
    sample: {control: 'select', options: [...byLabel.keys()]},
    inspect: {control: 'boolean'},
  },
  parameters: {layout: 'fullscreen'},
};
export default meta;

/** Paste a Surface record, a surfaces response or A2UI JSON lines; it renders beside the text. */
export const Default: StoryObj<Args> = {
  render: ({sample, inspect}) =>
    html`<svc-playground
      style="padding: 16px"
      .value=${byLabel.get(sample) ?? ''}
      ?inspect=${inspect}
    ></svc-playground>`,
};

/** A surface with problems: the issues list their pointers; choose one to find it. */
export const WithIssues: StoryObj<Args> = {
  render: ({inspect}) =>
    html`<svc-playground
      style="padding: 16px"
      ?inspect=${inspect}
      .value=${JSON.stringify(
        {
          surfaceId: 'srf-broken',
          dataModelJson: '{"name": "Ada"}',
          components: [
            {id: 'root', column: {children: {ids: ['hello', 'ghost', 'fancy']}}},
            {id: 'hello', text: {text: {path: '/name'}}},
            {id: 'fancy', fancyWidget: {size: 3}},
          ],
        },
        null,
        2,
      )}
    ></svc-playground>`,
};

/** The editor starts empty: pick a sample or paste. */
export const Empty: StoryObj<Args> = {
  render: () => html`<svc-playground style="padding: 16px"></svc-playground>`,
};
