import { baseConfig } from '@healthscreen/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...baseConfig,
  test: { ...baseConfig.test, name: '@healthscreen/diet-generator' },
});
