import type {Preview} from '@storybook/web-components-vite';
import {setCustomElementsManifest} from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';
import {argTypesOf, declarationOf} from './arg-types.js';

setCustomElementsManifest(manifest);

const preview: Preview = {
  parameters: {
    controls: {expanded: true},
    a11y: {test: 'error'},
    docs: {
      extractArgTypes: (tag: string) => argTypesOf(manifest, tag),
      extractComponentDescription: (tag: string) => declarationOf(manifest, tag)?.description,
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Surfaces',
          ['Sample conversations', 'Conversation', 'Surface', 'A2UI stream', '*'],
          'Tools',
          'Theming',
          'Layout',
          'Content',
          'Inputs',
          'Data display',
          'Workflows',
          'Service forms',
          '*',
        ],
      },
    },
  },
};
export default preview;
