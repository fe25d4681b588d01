import { baseConfig } from '@healthscreen/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...baseConfig,
  test: {
    ...baseConfig.test,
    name: '@healthscreen/api',
    // each file boots its own PGlite (~5 s on 2 cores) and hashes passwords with argon2id
    testTimeout: 30_000,
    // a file's first hook boots and migrates its databases: past 60 s on a CI machine running the
    // web tests and the e2e suite beside this one (2026-11-26)
    hookTimeout: 120_000,
  },
});
