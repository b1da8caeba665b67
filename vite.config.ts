import {defineConfig} from 'vite';
import {mockServicePlugin} from './tools/mock-vite-plugin.mjs';
import {strictCspPlugin} from './tools/strict-csp-vite-plugin.mjs';

// Storybook merges this file too, so it stays neutral for it: the mock service only answers
// /api, /oauth and /__mock, the strict-CSP header only /demo/strict.html, and the build options
// only apply to `vite build` of the demo.
export default defineConfig({
  plugins: [mockServicePlugin(), strictCspPlugin()],
  server: {host: '127.0.0.1', port: 8000, strictPort: true, open: false},
  optimizeDeps: {entries: ['demo/**/*.html']},
  build: {
    outDir: 'demo-dist',
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      input: [
        'demo/index.html',
        'demo/a2ui.html',
        'demo/streaming.html',
        'demo/strict.html',
        'demo/playground.html',
      ],
    },
  },
});
