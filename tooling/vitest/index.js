import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { configDefaults } from 'vitest/config';

const TEST_FILE = /^(src|test)\/.*\.test\.tsx?$/;
/** vi.mock / vi.doMock, or a comment `@vitest-isolate: <why>` (a test that needs fresh module state). */
const OWN_MODULES = /\bvi\.(mock|doMock)\(|@vitest-isolate\b/;

/**
 * Shared Vitest defaults. Packages spread this into their own config:
 *   export default defineConfig({ ...baseConfig, test: { ...baseConfig.test, name: 'x' } })
 * `@healthscreen/source` makes workspace packages resolve to their TypeScript sources,
 * so tests never need a prior build.
 */
export const baseConfig = {
  resolve: { conditions: ['@healthscreen/source', 'module', 'browser', 'development|production'] },
  ssr: {
    resolve: { conditions: ['@healthscreen/source', 'module', 'node', 'development|production'] },
  },
  test: {
    restoreMocks: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  },
};

/** The test files under `root` (relative, as `include` globs match them) that need their own modules. */
function findOwnModuleTests(root) {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => TEST_FILE.test(file) && !file.includes('node_modules/'))
    .filter((file) => OWN_MODULES.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

/**
 * `config` run without module isolation — a worker runs its files one after another in one process
 * and loads each module once, instead of once per file (the import and environment set-up that
 * dominated the API and web suites) — except the test files that replace a module with
 * vi.mock/vi.doMock or say `@vitest-isolate` in a comment (they start a module's state afresh):
 * those load their own module graph, as a second project (found by reading the files). Wrap a
 * package's whole config:
 *   export default defineConfig(withSharedModules(import.meta.dirname, { ...baseConfig, test: {…} }))
 */
export function withSharedModules(root, config) {
  const own = findOwnModuleTests(root);
  const project = (test) => ({ ...config, test: { ...config.test, ...test } });
  const projects = [project({ isolate: false, exclude: [...configDefaults.exclude, ...own] })];
  if (own.length > 0) {
    projects.push(project({ name: `${config.test.name} (isolated)`, include: own }));
  }
  return { test: { projects } };
}
