import {svelte} from '@sveltejs/vite-plugin-svelte';
import {defineConfig} from 'vite';

export default defineConfig({
  plugins: [svelte()],
  // echarts, loaded only when a surface has a chart, is one chunk of about 570 kB.
  build: {target: 'es2022', chunkSizeWarningLimit: 700},
});
