import { createRequire } from 'node:module';
import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Alias } from 'vite';

import { precompress } from './build/precompress.ts';

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
    // No `<link rel="modulepreload">` for a lazy chunk's imports (Vite's preload helper): the
    // browser loads them when it reads the chunk. The helper appended one link per import to the
    // document as the lazy import ran, 16 for the results table alone, at 1–2 ms each in
    // Lighthouse's trace (a 41 ms task, 62 % in appendChild). Without the links the results page
    // scored medians of 85.5 against 79 and 91 against 87 (alternating with the build before this
    // change), LCP and FCP unchanged (docs/decisions/0023-no-module-preload-links.md).
    modulePreload: false,
  },
}));
