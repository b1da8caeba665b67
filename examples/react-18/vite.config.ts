import react from '@vitejs/plugin-react';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Builds ../react (the React example) with this folder's React 18 for every importer, the app and
// @svc/surfaces/react alike.
export default defineConfig({
  root: here('../react'),
  plugins: [react()],
  resolve: {
    alias: {react: here('node_modules/react'), 'react-dom': here('node_modules/react-dom')},
  },
  build: {target: 'es2022', outDir: here('dist'), emptyOutDir: true, chunkSizeWarningLimit: 700},
});
