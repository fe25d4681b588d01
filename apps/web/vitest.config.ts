import { availableParallelism } from 'node:os';

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
      // 120 s: under `.ci/run`'s load (every core busy, 10–25 runnable processes) an update-answers
      // test that takes 2–4 s alone ran past 55 s (2026-11-28); a test that passes costs no more
      testTimeout: 120_000,
      // two workers on a 2-core CI machine (Vitest's default leaves one core free): the suite
      // takes 60 CPU-s alone but is one of the longest tasks of `.ci/run`, where it shares the
      // cores with the API suite, e2e and the checks, and one process got a small share of them
      maxWorkers: Math.max(2, availableParallelism()),
    },
  }),
);
