import { createRequire } from 'node:module';
import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Alias } from 'vite';

import { precompress } from './build/precompress.ts';

/** Chunks the entry (index.html's script) imports statically, by the names Vite gives them. */
const ENTRY_CHUNK = /^assets\/(rolldown-runtime|react|jsx-runtime|clsx|removable)-[\w-]{8}\.js$/;

/**
 * React Router 7's package exports name only its development build (dist/development, with its
 * dev-only checks and warnings on) for every condition, production included (remix-run/react-router
 * issues 12532 and 14102; its own framework plugin swaps the files, library mode does not). A
 * production build takes the package's dist/production files instead: the same API, without the
 * development checks and warnings (measured: the entry chunk 0.6 KB gzip smaller).
 */
function reactRouterProductionAliases(): Alias[] {
  const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(root, 'dist/production/dom-export.mjs') },
  ];
}

/** Dev: Vite on 127.0.0.1:3000 proxies /api to the API on 127.0.0.1:3001 (one origin). */
export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // workspace packages resolve to their TypeScript sources (no prior build needed)
    conditions: ['@healthscreen/source', ...defaultClientConditions],
    alias: mode === 'production' ? reactRouterProductionAliases() : [],
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
    modulePreload: {
      polyfill: false,
      // The chunks the entry imports itself are loaded before any lazy import runs: listing them
      // again in every lazy import's preload list cost the first page's bundle ~0.1 KB gzip.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !ENTRY_CHUNK.test(dep)),
    },
  },
}));
