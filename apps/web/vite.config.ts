import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

import { precompress } from './build/precompress.ts';

/** Dev: Vite on 127.0.0.1:3000 proxies /api to the API on 127.0.0.1:3001 (one origin). */
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // workspace packages resolve to their TypeScript sources (no prior build needed)
    conditions: ['@healthscreen/source', ...defaultClientConditions],
  },
  server: {
    host: '127.0.0.1',
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    // No modulepreload polyfill (~0.25 KB gzip on every first load): every browser with
    // `<link rel="modulepreload">` (Chrome 66, Safari 17, Firefox 115) preloads a page's chunks
    // itself; an older one loads them as it meets their imports. It paid for the chunks the
    // contract's areas split into (issue 12) within the landing page's 120 KB budget.
    modulePreload: { polyfill: false },
  },
});
