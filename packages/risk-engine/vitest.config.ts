import { baseConfig, withSharedModules } from '@healthscreen/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(
  withSharedModules(import.meta.dirname, {
    ...baseConfig,
    test: {
      ...baseConfig.test,
      name: '@healthscreen/risk-engine',
      // the benchmark times the built package, loaded by Node, not through Vitest's module runner
      server: { deps: { external: [/\/risk-engine\/dist\//] } },
    },
  }),
);
