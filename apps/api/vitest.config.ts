import { availableParallelism } from 'node:os';

import { baseConfig, withSharedModules } from '@healthscreen/vitest-config';
import { defineConfig } from 'vitest/config';

// A worker runs its files one after another in one process, sharing loaded modules and one PGlite
// (test/helper.ts: a schema per file): the app loads and PGlite's WebAssembly compiles once per
// worker instead of once per file.
export default defineConfig(
  withSharedModules(import.meta.dirname, {
    ...baseConfig,
    test: {
      ...baseConfig.test,
      name: '@healthscreen/api',
      // at least three workers, and one per core beyond (Vitest's default leaves one core free):
      // the suite is the longest task of `pnpm test` and waits for about half its wall time (on
      // PostgreSQL, server processes started for a test, argon2 and simulated clocks: 208 CPU-s in
      // 495 s with two workers on a 2-core CI machine), so a third worker fills those waits
      maxWorkers: Math.max(3, availableParallelism()),
      testTimeout: 30_000,
      // a file's first hook migrates its databases (and a worker's first one boots PGlite): past
      // 60 s on a CI machine running the web tests and the e2e suite beside this one (2026-11-26)
      hookTimeout: 120_000,
    },
  }),
);
