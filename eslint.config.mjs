import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'

/** eslint-plugin-react-hooks' rules that the React Compiler's analysis backs. */
const REACT_COMPILER_RULES = [
  'static-components',
  'use-memo',
  'void-use-memo',
  'preserve-manual-memoization',
  'incompatible-library',
  'immutability',
  'globals',
  'refs',
  'set-state-in-effect',
  'error-boundaries',
  'purity',
  'set-state-in-render',
  'unsupported-syntax',
  'config',
  'gating'
]

// The matcher no-restricted-imports itself uses, from ESLint's own dependencies, so a pattern
// means the same to both rules below.
const ignore = createRequire(createRequire(import.meta.url).resolve('eslint'))('ignore')

/*
 * Layers import one way: pages -> themes -> components -> lib -> conf, and inside lib/ the
 * assembly line (lib/pages) sits above the theme contract (lib/theme), the model (lib/content),
 * body preparation (lib/body) and Notion (lib/notion). docs/architecture.md draws it. Every
 * folder gets one entry (a later entry for the same files would replace an earlier one), built
 * from the restrictions that apply to it; the same restrictions hold for static imports
 * (no-restricted-imports) and for `import()` (layers/import-expressions).
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
  noAssembly: {
    group: ['@/lib/pages', '@/lib/pages/*'],
    message: 'lib/pages is the assembly line: only pages/ (and tests and scripts) call it.'
  },
  noNotionLib: {
    group: ['@/lib/notion', '@/lib/notion/*'],
    message: 'lib/notion reads Notion on the server; above lib/, use the model (lib/content).'
  },
  /** The pure model imports conf and these lib folders only (lib/notion: its vocabulary). */
  model: [
    {
      group: [
        '@/lib/*',
        ...['content', 'config', 'i18n', 'log', 'notion', 'body', 'routing'].map(
          (name) => `!@/lib/${name}`
        )
      ],
      message:
        'lib/content is the pure model: conf, config, i18n, log, body helpers, routing paths and lib/notion types only.'
    },
    {
      group: ['@/lib/notion/*', '!@/lib/notion/types', '!@/lib/notion/row-types'],
      message: 'lib/content reads what lib/notion hands it (its types), never fetches.'
    }
  ],
  belowModel: {
    group: ['content', 'theme', 'pages'].flatMap((name) => [`@/lib/${name}`, `@/lib/${name}/*`]),
    message: 'lib/notion and lib/body sit below the model, the theme contract and the assembly.'
  },
  /**
   * What a theme may import from lib/: the theme contract and client-safe modules (no node
   * built-ins, no server builders). A folder listed alone is open whole; a folder with files,
   * only those files.
   */
  themeSurface: [
    [
      'theme',
      'i18n',
      'style',
      'routing',
      'landing',
      'widgets',
      'dark-mode',
      'share',
      'effects',
      'log'
    ],
    ['content', 'types', 'game', 'link-directory', 'product', 'recent-games', 'recommended-posts'],
    ['body', 'types', 'cover-images', 'image-url', 'resource-url', 'safe-url', 'table-of-contents'],
    ['search', 'use-index-search', 'highlight', 'types'],
    ['seo', 'page-alternates', 'page-meta'],
    ['integrations', 'ads'],
    ['lock', 'open', 'lock-crypto', 'remembered-keys', 'password-param'],
    ['config', 'types']
  ],
  nodeOnly: {
    group: ['node:*', 'fs', 'fs/*', 'path', 'crypto', 'os', 'child_process', 'zlib'],
    message: 'Themes run in the browser: no node built-ins.'
  },
  nextDist: {
    group: ['next/dist/*'],
    message:
      "next/dist is not a public API: reach Next's internals through components/next-internals/ (its test checks them on every upgrade)."
  },
  oneLanguage: {
    name: '@/lib/i18n/messages',
    allowTypeImports: true,
    message:
      'It holds all seven dictionaries: a page ships one (useMessages); format and dictionaryLocale have modules of their own.'
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
  'conf/notionnext-env.ts',
  'conf/themes/ids.ts',
  'lib/config/load-config.ts',
  'lib/build/custom-files.ts',
  'lib/build/custom-file-paths.ts',
  'lib/config/resolve-keys.ts',
  'lib/config/coerce.ts',
  'lib/log.ts',
  'lib/owner-error.ts',
  'lib/pages/theme-data-path.ts',
  'lib/search/search-index-path.ts',
  'lib/seo/seo-routes.ts',
  'lib/security/headers.ts',
  'lib/security/inline-scripts.ts',
  'lib/dark-mode/pre-paint-script.ts',
  'lib/hydration/deferred-loader.ts',
  'lib/aside/pre-paint-script.ts',
  'lib/body/notion-file-url.ts',
  'lib/accounts/accounts-build.ts',
  'lib/accounts/frontend-api.ts',
  'lib/integrations/services.ts',
  'lib/integrations/waline-cdn.ts',
  'lib/body/safe-url.ts',
  'lib/base-path.ts'
]
const relativeOnly = {
  group: ['@/*'],
  message: 'next.config.ts loads this file: Next cannot resolve the @/ alias here.'
}

/** lib/ as a theme may see it (restrictions.themeSurface), as no-restricted-imports patterns. */
function themeSurface() {
  const [open, ...partly] = restrictions.themeSurface
  const message = 'Themes import the theme contract and client-safe lib modules only.'
  const folders = [...open, ...partly.map(([folder]) => folder)]
  return [
    { group: ['@/lib/*', ...folders.map((f) => `!@/lib/${f}`)], message },
    ...partly.map(([folder, ...files]) => ({
      group: [`@/lib/${folder}/*`, ...files.map((f) => `!@/lib/${folder}/${f}`)],
      message
    }))
  ]
}

/** The source of `import('x')` or import(`x`), or null when it is computed. */
function importSource(node) {
  const { source } = node
  if (source.type === 'Literal' && typeof source.value === 'string') return source.value
  if (source.type === 'TemplateLiteral' && source.expressions.length === 0) {
    return source.quasis[0]?.value.cooked ?? null
  }
  return null
}

/** no-restricted-imports' `paths` and `patterns`, applied to `import()` expressions. */
const importExpressions = {
  meta: {
    type: 'problem',
    schema: false,
    docs: { description: 'no-restricted-imports for import() expressions (next/dynamic too).' }
  },
  create(context) {
    const { paths = [], patterns = [] } = context.options[0] ?? {}
    const groups = patterns.map(({ group, message }) => ({
      matcher: ignore({ allowRelativePaths: true, ignorecase: true }).add(group),
      message
    }))
    return {
      ImportExpression(node) {
        const source = importSource(node)
        if (source === null) return
        const hit =
          paths.find((p) => p.name === source) ?? groups.find((g) => g.matcher.ignores(source))
        if (!hit) return
        const why = hit.message ? `: ${hit.message}` : '.'
        context.report({ node, message: `'${source}' import is restricted from being used${why}` })
      }
    }
  }
}

function rule({ paths = [], patterns = [] }) {
  const options = { paths, patterns }
  return {
    'no-restricted-imports': ['error', options],
    'layers/import-expressions': ['error', options]
  }
}

function layerRules() {
  const { alias, noThemes, noLib, notion, rnx, nextLink, noUp, nextDist, oneLanguage } =
    restrictions
  const { noAssembly, noNotionLib, model, belowModel, nodeOnly } = restrictions
  const renderer = 'components/notion-renderer/**'
  const internals = 'components/next-internals/**'
  const themeIds = readdirSync(new URL('./themes', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const libBase = [alias, noThemes, rnx, noUp]
  const uiBase = [alias, noAssembly, noNotionLib]
  return [
    { plugins: { layers: { rules: { 'import-expressions': importExpressions } } } },
    {
      files: ['lib/**'],
      ignores: ['lib/notion/**', 'lib/pages/**', 'lib/content/**', 'lib/body/**'],
      rules: rule({ paths: notion, patterns: [...libBase, noAssembly] })
    },
    { files: ['lib/pages/**'], rules: rule({ paths: notion, patterns: libBase }) },
    {
      files: ['lib/content/**'],
      rules: rule({ paths: notion, patterns: [...libBase, noAssembly, ...model] })
    },
    {
      files: ['lib/body/**'],
      ignores: ['lib/body/isolate-failing-blocks.ts'],
      rules: rule({ paths: notion, patterns: [...libBase, belowModel] })
    },
    { files: ['lib/notion/**'], rules: rule({ patterns: [...libBase, belowModel] }) },
    // The build-time trial render that isolates blocks react-notion-x cannot draw.
    {
      files: ['lib/body/isolate-failing-blocks.ts'],
      rules: rule({ paths: notion, patterns: [alias, noThemes, noUp, belowModel] })
    },
    {
      files: ['conf/**', 'blog.config.ts'],
      rules: rule({ paths: notion, patterns: [alias, noLib, rnx] })
    },
    {
      files: ['components/**'],
      ignores: ['components/Link.tsx', renderer, internals],
      rules: rule({
        paths: [...notion, nextLink, oneLanguage],
        patterns: [...uiBase, noThemes, rnx, nextDist]
      })
    },
    // The one folder that may use Next's internals.
    {
      files: [internals],
      rules: rule({
        paths: [...notion, nextLink, oneLanguage],
        patterns: [...uiBase, noThemes, rnx]
      })
    },
    {
      files: [renderer],
      rules: rule({
        paths: [...notion, nextLink, oneLanguage],
        patterns: [...uiBase, noThemes, nextDist]
      })
    },
    {
      files: ['pages/**'],
      rules: rule({ paths: [...notion, nextLink, oneLanguage], patterns: [alias, rnx, nextDist] })
    },
    {
      files: ['themes/*.ts', 'themes/*.tsx'],
      rules: rule({
        paths: [...notion, nextLink, oneLanguage],
        patterns: [...uiBase, rnx, nextDist]
      })
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
        paths: [...notion, nextLink, oneLanguage],
        patterns: [
          ...uiBase,
          rnx,
          nodeOnly,
          ...themeSurface(),
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
      // NotionNext's config files the migration reads (never runs).
      'tests/fixtures/notionnext-*/**',
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
  {
    // The rules that run the React Compiler over a file (purity, refs, state set in render...)
    // guard the components and hooks a visitor's browser runs; over tests and scripts they
    // cost a fifth of the lint's time and guard nothing shipped.
    files: ['scripts/**', 'tests/**'],
    rules: Object.fromEntries(REACT_COMPILER_RULES.map((name) => [`react-hooks/${name}`, 'off']))
  },
  ...layerRules()
]

export default config
