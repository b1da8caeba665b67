import react from '@vitejs/plugin-react';
import {defineConfig} from 'vite';

export default defineConfig({
  plugins: [react()],
  // echarts, loaded only when a surface has a chart, is one chunk of about 570 kB.
  build: {target: 'es2022', chunkSizeWarningLimit: 700},
});
