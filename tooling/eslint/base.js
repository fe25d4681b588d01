import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Shared flat config for every package: JS + TypeScript recommended rules. */
export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'coverage/**', '.cache/**', '.data/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
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
);
