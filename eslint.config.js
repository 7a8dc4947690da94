import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { moduleBoundariesPlugin } from './scripts/lint/module-boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules', 'public/build', 'build', 'server/db/generated', 'storage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    files: ['resources/js/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Modules import each other only through their public surface (docs/decisions/061-module-boundaries.md).
    files: ['server/**/*.{ts,tsx}', 'resources/js/**/*.{ts,tsx}'],
    plugins: { boundaries: moduleBoundariesPlugin },
    rules: { 'boundaries/module-boundaries': 'error' },
  },
);
