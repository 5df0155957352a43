import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'e2e/artifacts/**',
      '**/*.d.ts',
      'apps/server/src/adapters/payment-gateway/sandbox/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // A feature never imports another feature's internals (STYLE: bulletproof-react).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../features/*', '../../../features/*'], message: 'Import shared code from @/shared, not another feature.' },
          ],
        },
      ],
    },
  },
  {
    // Inside a feature, its own files are imported relatively; another feature never (STYLE).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*'], message: 'A feature never imports another feature; move shared code to @/shared.' }] },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', '**/*.test.ts', 'apps/server/test/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
