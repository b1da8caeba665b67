import {defineConfig} from 'vite';

// Storybook merges this file too, so it stays neutral: only the dev server and the demo build.
export default defineConfig({
  server: {host: '127.0.0.1', port: 8000, strictPort: true},
  build: {outDir: 'demo-dist', target: 'es2022', chunkSizeWarningLimit: 700},
});
