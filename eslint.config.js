import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint-boundaries.js';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'apps/server/src/db/migrations/**', 'test-results/**', '**/*.tmp.*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { crabclaw: boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'crabclaw/feature-boundaries': 'error',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tools/**', '*.config.*', 'e2e/**', 'apps/server/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['apps/web/**'], languageOptions: { globals: { ...globals.browser } } },
);
