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

const FEATURES_MESSAGE =
  'features use ui, api-client, vault and domain; never an app or the API (docs/architecture.md)'

/** The features' restrictions, plus `layers`: relative imports refused by a regex, each with its reason. */
function featuresImports(layers = []) {
  const [level, base] = restrict(
    FEATURES_MESSAGE,
    [
      ...ours('api'),
      'openapi-fetch',
      '@relais/app-perinatal',
      '@relais/app-mobility',
      '@relais/app-dispatch',
    ],
    ['node:*', '@hapi/*', '**/apps/**', '@relais/*/src/*'],
  )
  return [level, { ...base, patterns: [...base.patterns, ...layers] }]
}

// packages/features is core/, shell/ and one folder per area under areas/ (packages/features/README.md).
// Import paths are relative, so what a path reaches depends on how deep the importing file sits: one
// block per depth (k folders below its area, core/ or shell/) says which reach is refused.
const AREA_INDEX_ONLY =
  "an area is used through its index.ts only, its public surface: import from '<area>/index.ts', or move " +
  'what both need down into core, ui or domain (packages/features/README.md)'
const NO_SHELL_IN_AREAS =
  'areas do not import the shell: the shell assembles the areas (tests and stories may mount the app ' +
  'through shell/testing) (packages/features/README.md)'
const SHELL_INDEX_OR_ROUTES =
  'the shell uses an area through its index.ts, and assembles the route table from its routes.ts (lazy ' +
  'screens only, it is in the entry chunk) (packages/features/README.md)'
const CORE_STANDS_ALONE =
  'core is what every area uses: it imports neither an area nor the shell (packages/features/README.md)'

function featureLayers(maxDepth = 4) {
  const up = (n) => `^(\\.\\./){${n}}`
  const blocks = []
  for (let k = 0; k < maxDepth; k++) {
    const below = '*/'.repeat(k)
    const area = `packages/features/src/areas/*/${below}`
    const tests = [`${area}*.test.{ts,tsx}`, `${area}*.stories.tsx`]
    // Up to areas/ then into another area, or up to src/ then into areas/: only an index.ts.
    const toAreas = [
      { regex: `${up(k + 1)}[^./][^/]*/(?!index\\.ts$)`, message: AREA_INDEX_ONLY },
      { regex: `${up(k + 2)}areas/[^/]+/(?!index\\.ts$)`, message: AREA_INDEX_ONLY },
    ]
    blocks.push(
      {
        files: [`${area}*.{ts,tsx}`],
        ignores: tests,
        rules: {
          'no-restricted-imports': featuresImports([
            ...toAreas,
            { regex: `${up(k + 2)}shell/`, message: NO_SHELL_IN_AREAS },
          ]),
        },
      },
      {
        files: tests,
        rules: {
          'no-restricted-imports': featuresImports([
            ...toAreas,
            { regex: `${up(k + 2)}shell/(?!testing/)`, message: NO_SHELL_IN_AREAS },
          ]),
        },
      },
      {
        files: [`packages/features/src/core/${below}*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': featuresImports([
            { regex: `${up(k + 1)}(areas|shell)/`, message: CORE_STANDS_ALONE },
          ]),
        },
      },
      {
        files: [`packages/features/src/shell/${below}*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': featuresImports([
            { regex: `${up(k + 1)}areas/[^/]+/(?!(index|routes)\\.ts$)`, message: SHELL_INDEX_OR_ROUTES },
          ]),
        },
      },
    )
  }
  return blocks
}

const API_MESSAGE = 'the API depends on domain and the generated types only (docs/architecture.md)'

/** The API's restrictions, plus `layers`: relative imports refused by a regex, each with its reason. */
function apiImports(layers = []) {
  const [level, base] = restrict(
    API_MESSAGE,
    [...react, ...ours('ui', 'features', 'vault')],
    ['@relais/api-client/src/*', '!@relais/api-client/src/schema.gen*'],
  )
  return [level, { ...base, patterns: [...base.patterns, ...layers] }]
}

// apps/api/src is core/ and adapters/ (what every area uses) and one folder per area under areas/
// (apps/api/README.md). An area reaches another only through its index.ts, so that changing an area's
// insides cannot break another; core and adapters import no area. Tests may reach further (the fuzzing
// suite builds fixtures of several areas).
const API_AREA_INDEX_ONLY =
  "an API area is used through its index.ts only: import from '../<area>/index.ts', or move what both " +
  'need down into core/ (apps/api/README.md)'
const API_CORE_BELOW_AREAS =
  'core/ and adapters/ are what the areas use: they import no area (apps/api/README.md); the database ' +
  'type is areas/database.ts, the only exception'

function apiLayers(maxDepth = 3) {
  const up = (n) => `^(\\.\\./){${n}}`
  const blocks = []
  for (let k = 0; k < maxDepth; k++) {
    const below = '*/'.repeat(k)
    const area = `apps/api/src/areas/*/${below}`
    blocks.push(
      {
        files: [`${area}*.ts`],
        ignores: [`${area}*.test.ts`],
        rules: {
          'no-restricted-imports': apiImports([
            { regex: `${up(k + 1)}[^./][^/]*/(?!index\\.ts$)`, message: API_AREA_INDEX_ONLY },
            { regex: `${up(k + 2)}areas/[^/]+/(?!index\\.ts$)`, message: API_AREA_INDEX_ONLY },
          ]),
        },
      },
      {
        files: [`apps/api/src/{core,adapters}/${below}*.ts`],
        ignores: [`apps/api/src/{core,adapters}/${below}*.test.ts`],
        rules: {
          'no-restricted-imports': apiImports([
            { regex: `${up(k + 1)}areas/(?!database\\.ts$)`, message: API_CORE_BELOW_AREAS },
          ]),
        },
      },
    )
  }
  return blocks
}

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
    rules: { 'no-restricted-imports': featuresImports() },
  },
  ...featureLayers(),
  {
    // Last, so that it replaces the depth-0 block for these files.
    files: ['packages/features/src/areas/*/routes.ts'],
    rules: {
      'no-restricted-imports': featuresImports([
        {
          regex: '^\\./',
          message:
            "routes.ts is in each app's entry chunk: it names its area's screens through lazy import() only " +
            '(packages/features/README.md)',
        },
        { regex: '^\\.\\./(?!\\.\\./core/)', message: AREA_INDEX_ONLY },
      ]),
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
    rules: { 'no-restricted-imports': apiImports() },
  },
  ...apiLayers(),
)
