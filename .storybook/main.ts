import type {StorybookConfig} from '@storybook/web-components-vite';
import {mergeConfig} from 'vite';

const config: StorybookConfig = {
  stories: ['../stories/introduction.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: {name: '@storybook/web-components-vite', options: {}},
  core: {disableTelemetry: true},
  // The onboarding checklist is for people starting a Storybook, not for readers of this one.
  features: {sidebarOnboardingChecklist: false, menuOnboardingChecklist: false},
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, {
      // Without this the renderer's unbundled lit/directive-helpers.js loads a second Lit.
      optimizeDeps: {include: ['lit/directive-helpers.js']},
    }),
};
export default config;
