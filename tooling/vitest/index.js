/**
 * Shared Vitest defaults. Packages spread this into their own config:
 *   export default defineConfig({ ...baseConfig, test: { ...baseConfig.test, name: 'x' } })
 * `@healthscreen/source` makes workspace packages resolve to their TypeScript sources,
 * so tests never need a prior build.
 */
export const baseConfig = {
  resolve: { conditions: ['@healthscreen/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['@healthscreen/source', 'module', 'node', 'development|production'] } },
  test: {
    restoreMocks: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
};
