import { baseConfig } from '@healthscreen/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...baseConfig,
  test: {
    ...baseConfig.test,
    name: '@healthscreen/risk-engine',
    // the benchmark times the built package, loaded by Node, not through Vitest's module runner
    server: { deps: { external: [/\/risk-engine\/dist\//] } },
  },
});
