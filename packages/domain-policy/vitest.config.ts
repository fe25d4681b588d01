import { baseConfig, withSharedModules } from '@healthscreen/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  withSharedModules(import.meta.dirname, {
    ...baseConfig,
    test: { ...baseConfig.test, name: '@healthscreen/domain-policy' },
  }),
);
