import { baseConfig } from '@healthscreen/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...baseConfig,
  test: {
    ...baseConfig.test,
    name: '@healthscreen/api',
    // each file boots its own PGlite (~5 s on 2 cores) and hashes passwords with argon2id
    testTimeout: 30_000,
  },
});
