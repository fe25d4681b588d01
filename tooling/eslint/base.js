import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import boundaries from './boundaries.js';

/**
 * Shared flat config for every package: JS + typescript-eslint's recommended rules that need no
 * type information, and the architecture boundaries of ./boundaries.js. The type-aware rules
 * (typescript-eslint's `recommendedTypeChecked` set and `return-await`) run once for the whole
 * repository in `pnpm lint:types` (oxlint on TypeScript 7's checker, /.oxlintrc.json): ESLint
 * building a TypeScript 5 program per package cost about 160 of its 180 CPU-seconds a CI run
 * (docs/decisions/0021).
 */
export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'storybook-static/**',
      'coverage/**',
      '.cache/**',
      '.data/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
      eqeqeq: ['error', 'smart'],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration only in env.ts.' },
      ],
    },
  },
  {
    files: [
      '**/env.ts',
      '**/*.config.{js,ts}',
      '**/e2e/**',
      '**/test/**',
      '**/scripts/**',
      '**/.storybook/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  ...boundaries,
);
