import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import {configs as litConfigs} from 'eslint-plugin-lit';
import {configs as wcConfigs} from 'eslint-plugin-wc';
import litA11y from 'eslint-plugin-lit-a11y';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'demo-dist',
      'coverage',
      'custom-elements.json',
      'types',
      'editor',
      'examples/**/node_modules',
      'examples/*/dist',
      'examples/*/.angular',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  litConfigs['flat/recommended'],
  wcConfigs['flat/recommended'],
  {
    plugins: {'lit-a11y': litA11y},
    rules: {...litA11y.configs.recommended.rules},
  },
  {
    files: ['**/*.{js,mjs,ts}'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        performance: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      // Elements register with Lit's @customElement decorator.
      'wc/guard-super-call': 'off',
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
);
