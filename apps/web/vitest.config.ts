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
      // a failed wait prints the whole page, not its first 7,000 characters (two CI-only failures
      // were cut off before the part of the page that would say why)
      env: { DEBUG_PRINT_LIMIT: '100000' },
      css: false,
      // Page tests render lazily loaded routes; on a busy 2-core CI box that can take several seconds.
      // 120 s: under `.ci/run`'s load (every core busy, 10–25 runnable processes) an update-answers
      // test that takes 2–4 s alone ran past 55 s (2026-11-28); a test that passes costs no more
      testTimeout: 120_000,
      // Vitest's default workers (one on a 2-core CI machine). Two take the suite from 78 to about
      // 50 s alone, and are what a developer's machine with more cores gets anyway:
      // `pnpm --filter @healthscreen/web exec vitest run --maxWorkers=2`
    },
  }),
);
