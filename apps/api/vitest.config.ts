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
      // cheap password hashing in tests (test/setup.ts)
      setupFiles: ['./test/setup.ts'],
      // one worker per core (Vitest's default leaves one core free). Three workers (CI_STREAMS=3's
      // layout, 2026-11-28) filled the suite's waits on a 2-core machine but, with every core
      // saturated, timing-sensitive tests failed; two is the tested default
      maxWorkers: availableParallelism(),
      testTimeout: 30_000,
      // a file's first hook migrates its databases (and a worker's first one boots PGlite): past
      // 60 s on a CI machine running the web tests and the e2e suite beside this one (2026-11-26)
      hookTimeout: 120_000,
    },
  }),
);
