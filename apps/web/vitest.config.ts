import { baseConfig, withSharedModules } from '@healthscreen/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  withSharedModules(import.meta.dirname, {
    ...baseConfig,
    plugins: [react()],
    test: {
      ...baseConfig.test,
      name: '@healthscreen/web',
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      // Page tests render lazily loaded routes; on a busy 2-core CI box that can take several seconds.
      testTimeout: 60_000,
    },
  }),
);
