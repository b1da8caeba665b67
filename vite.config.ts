import {defineConfig} from 'vite';
import {htmlIncludePlugin} from './tools/html-include-vite-plugin.mjs';
import {mockServicePlugin} from './tools/mock-vite-plugin.mjs';
import {ssrDemoPlugin} from './tools/ssr-vite-plugin.mjs';
import {strictCspPlugin} from './tools/strict-csp-vite-plugin.mjs';

// Storybook merges this file too, so it stays neutral for it: the mock service only answers
// /api, /oauth and /__mock, the strict-CSP header only /demo/strict.html, and the build options
// only apply to `vite build` of the demo; the server-rendering demo answers only /demo/ssr.html
// and /demo/ssr-styles/; includes only replace their own comments in the demo's pages.
export default defineConfig({
  plugins: [htmlIncludePlugin(), mockServicePlugin(), strictCspPlugin(), ssrDemoPlugin()],
  server: {host: '127.0.0.1', port: 8000, strictPort: true, open: false},
  // Hydration's Lit code is found only when demo/ssr.ts loads it: named here, it is pre-bundled with
  // Lit at start, or the page would get a second copy of lit-html.
  optimizeDeps: {entries: ['demo/**/*.html'], include: ['@lit-labs/ssr-client']},
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
