import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/.turbo/**',
      '**/storybook-static/**',
      '**/artifacts/**',
      '**/routeTree.gen.ts',
      '**/openapi-schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Data flows one way: ui components take props and call callbacks, they never fetch.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fiera/api-client', '@fiera/api-client/*', '@tanstack/react-query'],
              message: 'ui components get their data as props; fetching belongs to apps/fair.',
            },
            {
              group: ['**/i18n/messages/all'],
              message:
                "Import the screen's own texts (i18n/messages/<screen>), not the whole catalogue.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/fair/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fiera/ui/i18n/all'],
              message:
                "Import the screen's own texts (@fiera/ui/i18n/<screen>), not the whole catalogue.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and stories may read the whole catalogue to find what a screen shows.
    files: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Repositories are the only place with SQL.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/**/*-repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '@electric-sql/pglite', 'pg', 'postgres'],
              message: 'SQL lives in the repositories (*-repository.ts) and db/.',
            },
          ],
        },
      ],
    },
  },
);
