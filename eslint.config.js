import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Query-builder calls: only repositories (and packages/db) build queries. */
const QUERY_CALLS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'].map(
  (name) => ({
    selector: `CallExpression[callee.property.name='${name}']`,
    message: `Queries live in *.repo.ts: move this ${name} into the feature's repository.`,
  }),
);

/** `../<other-feature>/<file>.repo` or `.rest` from inside a feature (type imports allowed); the shared
 *  folders (`../../lists/`, `../../sections/`, `../../security/`, ...) are not features. */
const CROSS_FEATURE = {
  regex: '^(\\.\\./|(\\.\\./)+features/)[^./][^/]*/[^/]+\\.(repo|rest)(\\.js)?$',
  allowTypeImports: true,
  message: "A feature never imports another feature's repository or REST file: call its service.",
};

/** Where queries may be built: repositories, tests and their helpers, benchmarks, the demo seed. */
const QUERY_ALLOWED = [
  '**/*.repo.ts',
  '**/*.test.ts',
  'apps/api/src/test/**',
  'apps/api/src/bench/**',
  'apps/api/src/seed/**',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/coverage/**', '**/node_modules/**', '.data/**', '**/*.d.ts', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Import boundaries (README "Architecture"); apps/api/src/lint/import-boundaries.test.ts plants a violation of each.
  // Three rule ids so that no block overrides another's: @typescript-eslint/no-restricted-imports
  // (what a package may import), no-restricted-imports (feature to feature) and no-restricted-syntax
  // (query-builder calls).
  {
    // Queries only in repositories: kysely values (sql, query builders) in *.repo.ts, packages/db and
    // test, bench or seed code; elsewhere at most its types. Services reach the database through a repo.
    files: ['apps/api/**/*.ts'],
    ignores: QUERY_ALLOWED,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'Queries live in *.repo.ts: import kysely values only there.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...QUERY_CALLS],
    },
  },
  {
    // A feature uses another feature through its service, never its repository or REST file.
    files: ['apps/api/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CROSS_FEATURE] }] },
  },
  {
    // The web talks to the API over HTTP: AppRouter and friends as types only, never the database.
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@app/api',
              allowTypeImports: true,
              message: 'The web imports @app/api only as types (import type).',
            },
            { name: '@app/db', message: 'The web never imports @app/db: only apps/api talks to the database.' },
            { name: 'kysely', message: 'The web never imports kysely: only apps/api talks to the database.' },
          ],
          patterns: [
            {
              group: ['@app/db/*', '**/packages/db/**', '**/apps/api/**'],
              message: 'The web never imports the API or database code.',
            },
            {
              group: ['@app/api/*'],
              allowTypeImports: true,
              message: 'The web imports @app/api only as types (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    // packages/domain is pure: no app, no database, no UI.
    files: ['packages/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@app/api', '@app/web', '@app/db', '@app/ui', 'kysely', 'react', 'fastify'].map((name) => ({
            name,
            message: 'packages/domain imports no app, database or UI code.',
          })),
          patterns: [
            {
              group: [
                '@app/api/*',
                '@app/web/*',
                '@app/db/*',
                '@app/ui/*',
                '**/apps/**',
                '**/packages/db/**',
                '**/packages/ui/**',
              ],
              message: 'packages/domain imports no app, database or UI code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'packages/domain never reads the clock: take today as a parameter.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'packages/domain never reads the clock.',
        },
        {
          selector: "CallExpression[callee.name='dayjs'][arguments.length=0]",
          message: 'packages/domain never reads the clock.',
        },
      ],
    },
  },
);
