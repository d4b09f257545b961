// Lint rules: typescript-eslint's recommended set, React hooks rules for the web app, and the
// layering rule of DESIGN.md §1 (a web feature never imports another feature).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Every feature folder, so a new feature is covered by the layering rule without editing this file.
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Migrations are frozen in time and typed Kysely<any> on purpose (Kysely's guidance).
    files: ['api/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...features.flatMap((feature) => {
    const featurePatterns = [
      {
        regex: `^(\\.\\./)+features/(?!${feature}/)`,
        message: 'A feature never imports another feature; move shared code to ui/, lib/, db/ or sync/.',
      },
      {
        regex: '^\\.\\./(?!\\.\\.)(?!' + feature + '/)[a-z-]+/',
        message: 'A feature never imports another feature.',
      },
    ];
    const files = [`web/src/features/${feature}/**/*.{ts,tsx}`];
    const tests = [`web/src/features/${feature}/**/*.test.{ts,tsx}`];
    return [
      {
        files,
        ignores: tests,
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                ...featurePatterns,
                {
                  // Issue 35: screens read and write the device database through db/'s functions
                  // (their tests may set the tables up directly).
                  regex: '(^|/)db/database$',
                  importNames: ['db'],
                  allowTypeImports: true,
                  message: "A feature reads the device database through db/'s functions, not the Dexie tables.",
                },
              ],
            },
          ],
        },
      },
      { files: tests, rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns }] } },
    ];
  }),
  {
    // Issue 35: the layers of the web app run one way, app -> features -> shared. The shared folders
    // never import a feature, the route table or the admin app (their tests may render the app).
    files: ['web/src/{ui,lib,db,sync,i18n,speech}/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app|admin)/',
              message:
                'Shared code (ui, lib, db, sync, i18n, speech) never imports features, app or admin: move what both need down into a shared folder.',
            },
          ],
        },
      ],
    },
  },
  {
    // The admin app is online only: it never reads the learner's features or the device database.
    files: ['web/src/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|db|sync)/',
              message: 'The admin app shares only ui/, lib/, i18n/ and sync-protocol (DESIGN.md §1).',
            },
          ],
        },
      ],
    },
  },
  {
    // No circle of imports anywhere in the web app, the API or the shared protocol (issue 35): the
    // layer rules below keep arrows pointing down, this catches a loop inside one layer too. Type-only
    // imports do not count (they vanish at build). Source files use `.js` for `.ts` (NodeNext).
    files: ['web/src/**/*.{ts,tsx}', 'api/src/**/*.ts', 'sync-protocol/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
  {
    // Small files (issue 35): a source file over 300 lines holds two things; split it where they part.
    // Tests and test support may be longer (one scenario per test reads better than a split). Left
    // whole on purpose: a migration's data, and db/database.ts, the one list of every table's columns.
    files: ['web/src/**/*.{ts,tsx}', 'api/src/**/*.ts', 'sync-protocol/src/**/*.ts', 'seed-data/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'web/src/test/**',
      'api/src/test/**',
      'api/src/**/test-*.ts',
      '**/*-test-*.ts',
      'api/src/db/migrations/**',
      'api/src/db/database.ts',
    ],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Short functions (issue 35): a route plugin over 80 lines registers its routes in groups, a long
    // step gets a name, a long screen splits into a view, its hooks and its parts. Tests are free:
    // a describe block holds one scenario per test, which reads better whole. The test support folders
    // are named one by one: web/src/features/test is the Test screen, and web's test-*.ts files are source.
    files: ['web/src/**/*.{ts,tsx}', 'api/src/**/*.ts', 'sync-protocol/src/**/*.ts', 'seed-data/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'web/src/test/**',
      'api/src/test/**',
      'api/src/**/test-*.ts',
      '**/*-test-*.ts',
      'api/src/db/migrations/**',
      'api/src/db/database.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  // The API's layers, bottom to top: lib → db → services → plugins → domains → app (README,
  // "Architecture"). A layer imports only those below it; tests and their support files are free.
  ...[
    ['lib', ['db', 'services', 'plugins', 'domains']],
    ['db', ['services', 'plugins', 'domains']],
    ['services', ['plugins', 'domains']],
    ['plugins', ['domains']],
    ['domains', []],
  ].map(([layer, above]) => ({
    files: [`api/src/${layer}/**/*.ts`],
    ignores: ['api/src/**/*.test.ts', 'api/src/**/test-*.ts', 'api/src/**/*-test-*.ts', 'api/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(above.length > 0
              ? [
                  {
                    regex: `^(\\.\\./)+(${above.join('|')})/`,
                    message: `api/src/${layer} sits below ${above.join(', ')}: move what both need down a layer.`,
                  },
                ]
              : []),
            {
              regex: '^(\\.\\./)+(app|server)\\.js$',
              message: 'Only the app and the server put the layers together.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Specs take `test` from the fixture that lets a service worker finish installing before a
    // context closes (Chromium can hang closing it mid-install).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import test and expect from './fixtures.js' (it settles service workers before a context closes).",
            },
          ],
        },
      ],
    },
  },
);
