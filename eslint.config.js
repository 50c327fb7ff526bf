// One lint setup for the monorepo. The restricted-import blocks below are the architecture's
// dependency arrows (docs/architecture.md): a wrong arrow fails `npm run lint`.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const react = ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-aria-components', 'react-router']
const ours = (...names) => names.map((n) => `@relais/${n}`)
const restrict = (message, names, patterns = []) => [
  'error',
  {
    paths: names.map((name) => ({ name, message })),
    patterns: patterns.map((group) => ({ group: [group], message })),
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.gen.ts',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      'packages/**/*.{ts,tsx}',
      'apps/{perinatal,mobility,dispatch}/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        'domain is pure: no React, no I/O, nothing of ours (docs/architecture.md)',
        [
          ...react,
          ...ours('api-client', 'ui', 'features', 'vault', 'api'),
          'openapi-fetch',
          '@tanstack/react-query',
        ],
        ['node:*', 'fs', 'http', 'https', 'pg', 'kysely', '@hapi/*', '../../*/src/*'],
      ),
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'process',
          'XMLHttpRequest',
          'WebSocket',
        ].map((name) => ({ name, message: 'domain has no I/O: pass what you need in' })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The clock is a parameter in domain' },
        { object: 'Math', property: 'random', message: 'Randomness is a parameter in domain' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The clock is a parameter in domain',
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        'ui is presentational: no data fetching, no modes, no features (docs/architecture.md)',
        [
          ...ours('api-client', 'features', 'vault', 'api'),
          'openapi-fetch',
          'openapi-react-query',
          '@tanstack/react-query',
          'react-router',
        ],
        ['node:*', '@hapi/*'],
      ),
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket'].map((name) => ({
          name,
          message: 'ui does not fetch data',
        })),
      ],
    },
  },
  {
    files: ['packages/api-client/src/**/*.{ts,tsx}', 'packages/vault/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        'api-client and vault depend on domain only (docs/architecture.md)',
        [...ours('ui', 'features', 'api')],
        ['node:*', '@hapi/*'],
      ),
    },
  },
  {
    files: ['packages/features/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        'features use ui, api-client, vault and domain; never an app or the API (docs/architecture.md)',
        [
          ...ours('api'),
          'openapi-fetch',
          '@relais/app-perinatal',
          '@relais/app-mobility',
          '@relais/app-dispatch',
        ],
        ['node:*', '@hapi/*', '**/apps/**', '@relais/*/src/*'],
      ),
    },
  },
  {
    files: ['apps/{perinatal,mobility,dispatch}/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        'apps pick a theme, a mode and routes from features and ui (docs/architecture.md)',
        [...ours('api', 'api-client', 'vault'), 'openapi-fetch'],
        ['node:*', '@hapi/*', '@relais/*/src/*'],
      ),
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        'the API depends on domain and the generated types only (docs/architecture.md)',
        [...react, ...ours('ui', 'features', 'vault')],
        ['@relais/api-client/src/*', '!@relais/api-client/src/schema.gen*'],
      ),
    },
  },
)
