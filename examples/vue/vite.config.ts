import vue from '@vitejs/plugin-vue';
import {isCustomElement} from '@svc/surfaces/vue';
import {defineConfig} from 'vite';

export default defineConfig({
  // Single-file components are compiled here, at build time: this is where Vue learns that
  // `svc-*` tags are custom elements.
  plugins: [vue({template: {compilerOptions: {isCustomElement}}})],
  // echarts, loaded only when a surface has a chart, is one chunk of about 570 kB.
  build: {target: 'es2022', chunkSizeWarningLimit: 700},
});
