import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import boundaries, { REPO_ROOT } from './boundaries.js';

/**
 * Shared flat config for every package: JS + typescript-eslint's type-checked recommended rules
 * (each file is checked with the types of its nearest tsconfig.json, through the project service)
 * and the architecture boundaries of ./boundaries.js.
 */
export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'coverage/**', '.cache/**', '.data/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: REPO_ROOT },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      // An awaited promise inside try/catch is what makes the catch see its rejection.
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      // Off: `async` without `await` is the contract of Fastify plugins and hooks and of MSW
      // resolvers (it tells the framework "no callback"). The promise bugs that matter are
      // no-floating-promises, no-misused-promises and await-thenable, which stay on.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'smart'],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration only in env.ts.' },
      ],
    },
  },
  {
    files: ['**/env.ts', '**/*.config.{js,ts}', '**/e2e/**', '**/test/**', '**/scripts/**', '**/.storybook/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Tests read `response.json()` and use asymmetric matchers (`expect.any(String)`), which are
    // `any` by design; the assertions themselves check those values at run time.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain JavaScript (eslint.config.js, small .mjs scripts) is in no tsconfig: lint it untyped.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  ...boundaries,
);
