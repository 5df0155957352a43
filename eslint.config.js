import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The client's layers (STYLE: bulletproof-react): app → features → shared, never back up, and a feature
// never reaches into another. Written as import-x zones so relative paths of any depth are caught too.
const WEB = './apps/web/src';
const features = readdirSync(fileURLToPath(import.meta.resolve('./apps/web/src/features')));
const webZones = [
  ...features.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: 'A feature never imports another feature; move what both need to @/shared.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import the app shell.' },
  // The payment domain (payments/README.md) sits between the features and shared: its screens' parts are
  // reached through its index.ts only, and it never reaches up.
  {
    target: [`${WEB}/features`, `${WEB}/app`],
    from: `${WEB}/payments`,
    except: ['./index.ts'],
    message: 'Import the payment domain from @/payments (its index.ts), not its files.',
  },
  {
    target: `${WEB}/payments`,
    from: [`${WEB}/app`, `${WEB}/features`],
    message: 'The payment domain imports neither the app nor a feature.',
  },
  {
    target: [`${WEB}/shared`, `${WEB}/config`, `${WEB}/locales`],
    from: [`${WEB}/app`, `${WEB}/features`, `${WEB}/payments`],
    message: 'Shared code imports neither the app, a feature nor the payment domain.',
  },
  { target: WEB, from: './apps/backoffice', message: 'The customer client carries no staff code (decision 042).' },
];

// A server module is reached through its index.ts, the surface it chooses to show (decision 002). One zone
// per folder in src/modules: everything of another module but its index.ts is out of reach.
const MODULES = './apps/server/src/modules';
const modules = readdirSync(fileURLToPath(import.meta.resolve(MODULES)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverZones = modules.map((name) => ({
  target: `${MODULES}/${name}`,
  from: MODULES,
  except: [`./${name}`, ...modules.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: 'Another module is reached through its index.ts (decision 002).',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/.tmp/**',
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
    },
  },
  {
    // The back office (issue 31, decision 042): its own bundle. Neither side imports the other, so no
    // customer code is in the staff bundle and no staff code in the customer's.
    files: ['apps/backoffice/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/backoffice/tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [{ target: './apps/backoffice', from: './apps/web', message: 'The back office carries no customer code (decision 042).' }],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses only .js children and no-cycle never sees a .ts cycle.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // SQL lives in repositories (decision 002): a module's service decides, its repository queries. The
    // two authentication stores are one-table repositories by another name.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      '**/*repository.ts',
      'apps/server/src/modules/authentication/login-failures.ts',
      'apps/server/src/modules/authentication/password-grants.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='query']", message: 'SQL belongs in a repository (decision 002).' },
        { selector: "CallExpression[callee.name='one']", message: 'SQL belongs in a repository (decision 002).' },
      ],
    },
  },
  {
    files: ['scripts/**/*.{mjs,ts}', 'apps/web/prerender.mjs', 'e2e/**/*.ts', '**/*.test.ts', 'apps/server/test/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // Served as it is, before any bundle (decision 028).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
