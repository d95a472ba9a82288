import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import { readdirSync } from 'node:fs'

/*
 * Layers import one way: pages -> themes -> components -> lib -> conf. Every folder gets one
 * no-restricted-imports entry (a later entry for the same files would replace an earlier one),
 * built from the restrictions that apply to it.
 */
const ownTheme = (id) => ['@/themes/*', `!@/themes/${id}`, `!@/themes/${id}/**`]
const restrictions = {
  alias: {
    group: ['./*', '../*'],
    message: 'One import style: the @/ alias (tsconfig paths).'
  },
  noThemes: {
    group: ['@/themes', '@/themes/*', '../themes/*', '../../themes/*'],
    message: 'lib/, components/ and conf/ sit below the themes: move what they share below.'
  },
  noLib: {
    group: [
      '@/lib/*',
      '@/components/*',
      '@/themes/*',
      '../lib/*',
      '../components/*',
      '../themes/*'
    ],
    message: 'conf/ imports nothing from the layers above it.'
  },
  notion: [
    {
      name: 'notion-client',
      allowTypeImports: true,
      message: 'Notion is read in lib/notion only.'
    },
    { name: 'notion-utils', allowTypeImports: true, message: 'Notion is read in lib/notion only.' }
  ],
  rnx: {
    group: ['react-notion-x', 'react-notion-x/*'],
    message: 'react-notion-x is used only by components/notion-renderer.'
  },
  noUp: {
    group: ['@/components/*', '@/pages/*', 'next/dist/*'],
    message: 'lib/ sits below components/ and pages/; next/dist is not a public API.'
  },
  nextDist: {
    group: ['next/dist/*'],
    message:
      "next/dist is not a public API: reach Next's internals through components/next-internals/ (its test checks them on every upgrade)."
  },
  noProps: {
    group: ['@/lib/content/page-props', '@/lib/content/layout-props'],
    message: 'The content model sits below the page props built from it.'
  },
  nextLink: {
    name: 'next/link',
    message: 'Use components/Link: it prefetches on hover, not every link in view.'
  }
}

/*
 * Files next.config.ts loads. Next compiles them without knowing their own path, so it resolves
 * the @/ alias against the project root from every folder: here imports stay relative.
 */
const configIsland = [
  'blog.config.ts',
  'conf/*.config.ts',
  'conf/key.ts',
  'conf/themes/ids.ts',
  'lib/config/load-config.ts',
  'lib/build/custom-files.ts',
  'lib/build/custom-file-paths.ts',
  'lib/config/resolve-keys.ts',
  'lib/config/coerce.ts',
  'lib/log.ts',
  'lib/content/theme-data-path.ts',
  'lib/search/search-index-path.ts',
  'lib/seo/seo-routes.ts',
  'lib/security/headers.ts',
  'lib/security/inline-scripts.ts',
  'lib/dark-mode/pre-paint-script.ts',
  'lib/hydration/deferred-loader.ts',
  'lib/aside/pre-paint-script.ts',
  'lib/render/notion-file-url.ts',
  'lib/accounts/accounts-build.ts',
  'lib/accounts/frontend-api.ts',
  'lib/integrations/services.ts',
  'lib/integrations/waline-cdn.ts',
  'lib/render/safe-url.ts'
]
const relativeOnly = {
  group: ['@/*'],
  message: 'next.config.ts loads this file: Next cannot resolve the @/ alias here.'
}

function rule({ paths = [], patterns = [] }) {
  return { 'no-restricted-imports': ['error', { paths, patterns }] }
}

function layerRules() {
  const { alias, noThemes, noLib, notion, rnx, nextLink, noUp, noProps, nextDist } = restrictions
  const model = ['types', 'site-types', 'taxonomy', 'post-lists', 'archive', 'site-data'].map(
    (name) => `lib/content/${name}.ts`
  )
  const renderer = 'components/notion-renderer/**'
  const internals = 'components/next-internals/**'
  const themeIds = readdirSync(new URL('./themes', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  return [
    {
      files: ['lib/**'],
      ignores: ['lib/notion/**'],
      rules: rule({ paths: notion, patterns: [alias, noThemes, rnx, noUp] })
    },
    {
      files: model,
      rules: rule({ paths: notion, patterns: [alias, noThemes, rnx, noUp, noProps] })
    },
    { files: ['lib/notion/**'], rules: rule({ patterns: [alias, noThemes, rnx, noUp] }) },
    // The build-time trial render that isolates blocks react-notion-x cannot draw.
    {
      files: ['lib/render/isolate-failing-blocks.ts'],
      rules: rule({ paths: notion, patterns: [alias, noThemes, noUp] })
    },
    {
      files: ['conf/**', 'blog.config.ts'],
      rules: rule({ paths: notion, patterns: [alias, noLib, rnx] })
    },
    {
      files: ['components/**'],
      ignores: ['components/Link.tsx', renderer, internals],
      rules: rule({ paths: [...notion, nextLink], patterns: [alias, noThemes, rnx, nextDist] })
    },
    // The one folder that may use Next's internals.
    {
      files: [internals],
      rules: rule({ paths: [...notion, nextLink], patterns: [alias, noThemes, rnx] })
    },
    {
      files: [renderer],
      rules: rule({ paths: [...notion, nextLink], patterns: [alias, noThemes, nextDist] })
    },
    {
      files: ['pages/**'],
      rules: rule({ paths: [...notion, nextLink], patterns: [alias, rnx, nextDist] })
    },
    {
      files: ['themes/*.ts', 'themes/*.tsx'],
      rules: rule({ paths: [...notion, nextLink], patterns: [alias, rnx, nextDist] })
    },
    {
      files: configIsland,
      ignores: ['conf/**'],
      rules: rule({ paths: notion, patterns: [relativeOnly, noThemes, rnx, nextDist] })
    },
    {
      files: configIsland.filter((f) => f.startsWith('conf/')),
      rules: rule({ paths: notion, patterns: [relativeOnly, noLib, rnx, nextDist] })
    },
    ...themeIds.map((id) => ({
      files: [`themes/${id}/**`],
      rules: rule({
        paths: [...notion, nextLink],
        patterns: [
          alias,
          rnx,
          nextDist,
          { group: ownTheme(id), message: 'A theme never imports another theme (or the registry).' }
        ]
      })
    }))
  ]
}

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'out/**',
      'cache/**',
      'content/**',
      'next-env.d.ts'
    ]
  },
  {
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }]
    }
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' }
  },
  {
    files: ['lib/log.ts'],
    rules: { 'no-console': 'off' }
  },
  {
    // Pages hydrate after their load event; the shared test waits for it after each navigation.
    files: ['tests/e2e/**'],
    rules: rule({
      paths: [
        {
          name: '@playwright/test',
          allowTypeImports: true,
          message: "Import test and expect from '../support/browser-test' (it waits for hydration)."
        }
      ],
      patterns: [restrictions.nextDist]
    })
  },
  {
    // The document's <Head> subclass lives with Next's other internals; only pages/_document.tsx
    // imports it (and its test), so next/document still reaches no page.
    files: [
      'components/next-internals/deferred-scripts-head.tsx',
      'tests/components/next-internals.test.tsx'
    ],
    rules: { '@next/next/no-document-import-in-page': 'off' }
  },
  {
    files: ['scripts/**', 'tests/**'],
    ignores: ['tests/e2e/**'],
    rules: rule({ patterns: [restrictions.nextDist] })
  },
  ...layerRules()
]

export default config
