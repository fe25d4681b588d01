import { availableParallelism } from 'node:os';
import { relative } from 'node:path';

import { baseConfig, withSharedModules } from '@healthscreen/vitest-config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that took longest in CI (2026-11-28: 20–120 s each, most of it waiting on server
 * processes, PostgreSQL restarts and simulated clocks), started first. Vitest's own order on a clean
 * clone (no timings cached) is by file size, and put the route fuzz and the import-memory file last:
 * the suite then ended on one or two busy workers. A file not listed keeps Vitest's order.
 */
const SLOWEST_FIRST = [
  'test/throttle-burst.test.ts',
  'test/import-memory.test.ts',
  'test/graceful-shutdown.test.ts',
  'test/fuzz-1.test.ts',
  'test/fuzz-2.test.ts',
  'test/postgres-restart.test.ts',
  'test/throttle-processes.test.ts',
  'test/reports.test.ts',
  'test/account.test.ts',
  'test/assessments.test.ts',
  'test/auth.test.ts',
  'test/admin.test.ts',
  'test/server-process.test.ts',
];

class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOWEST_FIRST.indexOf(relative(import.meta.dirname, file.moduleId));
      return index === -1 ? SLOWEST_FIRST.length : index;
    };
    // stable: projects keep the order the base sequencer gave them
    return sorted
      .map((file, position) => ({ file, position }))
      .sort(
        (a, b) =>
          (a.file.project.name === b.file.project.name ? rank(a.file) - rank(b.file) : 0) ||
          a.position - b.position,
      )
      .map(({ file }) => file);
  }
}

// A worker runs its files one after another in one process, sharing loaded modules and one PGlite
// (test/helper.ts: a schema per file): the app loads and PGlite's WebAssembly compiles once per
// worker instead of once per file.
const config = withSharedModules(import.meta.dirname, {
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
});

export default defineConfig({
  ...config,
  test: { ...config.test, sequence: { sequencer: SlowestFirstSequencer } },
});
