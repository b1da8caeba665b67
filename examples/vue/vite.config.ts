import vue from '@vitejs/plugin-vue';
import {isCustomElement} from '@svc/surfaces/vue';
import {defineConfig} from 'vite';

export default defineConfig({
  // Single-file components are compiled here, at build time: this is where Vue learns that
  // `svc-*` tags are custom elements.
  plugins: [vue({template: {compilerOptions: {isCustomElement}}})],
  build: {target: 'es2022'},
});
