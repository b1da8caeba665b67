import type {StorybookConfig} from '@storybook/web-components-vite';
import {mergeConfig} from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: {name: '@storybook/web-components-vite', options: {}},
  core: {disableTelemetry: true},
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, {
      // Without this the renderer's unbundled lit/directive-helpers.js loads a second Lit.
      optimizeDeps: {include: ['lit/directive-helpers.js']},
    }),
};
export default config;
