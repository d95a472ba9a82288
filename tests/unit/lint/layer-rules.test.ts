import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// Virtual files linted with the project's own config: each bad import must trip its rule.
const RULES = new Set(['no-restricted-imports', 'layers/import-expressions'])
const cases: { file: string; code: string; bad: boolean }[] = [
  { file: 'lib/content/x.ts', code: "import { THEMES } from '@/themes/registry'", bad: true },
  { file: 'components/x.tsx', code: "import { plogTheme } from '@/themes/plog'", bad: true },
  { file: 'conf/x.ts', code: "import { log } from '@/lib/log'", bad: true },
  {
    file: 'themes/example/x.tsx',
    code: "import { PlogCard } from '@/themes/plog/components/PlogCard'",
    bad: true
  },
  { file: 'components/x.tsx', code: "import { NotionAPI } from 'notion-client'", bad: true },
  { file: 'lib/content/x.ts', code: "import { getBlockTitle } from 'notion-utils'", bad: true },
  { file: 'themes/plog/x.tsx', code: "import { NotionRenderer } from 'react-notion-x'", bad: true },
  { file: 'lib/content/x.ts', code: "import { log } from '../log'", bad: true },
  {
    file: 'themes/plog/x.tsx',
    code: "import { usePlogConfig } from '@/themes/plog/config'",
    bad: false
  },
  { file: 'lib/notion/x.ts', code: "import { NotionAPI } from 'notion-client'", bad: false },
  {
    file: 'components/notion-renderer/x.tsx',
    code: "import { NotionRenderer } from 'react-notion-x'",
    bad: false
  },
  { file: 'components/x.tsx', code: "import type { Block } from 'notion-utils'", bad: false },
  { file: 'conf/x.ts', code: "import { key } from '@/conf/key'", bad: false },
  {
    file: 'lib/seo/x.ts',
    code: "import { NotionRenderer } from '@/components/notion-renderer/NotionRenderer'",
    bad: true
  },
  {
    file: 'lib/seo/x.ts',
    code: "import Loadable from 'next/dist/shared/lib/loadable.shared-runtime'",
    bad: true
  },
  // import() is held to the same rules as a static import (next/dynamic included).
  {
    file: 'components/x.tsx',
    code: "const T = dynamic(() => import('@/themes/plog'))",
    bad: true
  },
  {
    file: 'themes/registry.ts',
    code: "const T = dynamic(() => import('@/themes/plog'))",
    bad: false
  },
  { file: 'lib/content/x.ts', code: 'const m = import(`@/lib/pages/page-props`)', bad: true },
  // The model (lib/content) imports conf, a few lib folders and lib/notion's types only.
  { file: 'lib/content/x.ts', code: "import { x } from '@/lib/pages/page-props'", bad: true },
  { file: 'lib/content/x.ts', code: "import { sealPost } from '@/lib/lock/seal-post'", bad: true },
  {
    file: 'lib/content/x.ts',
    code: "import { x } from '@/lib/search/search-index-file'",
    bad: true
  },
  {
    file: 'lib/content/x.ts',
    code: "import { aiSummaryOf } from '@/lib/ai/ai-summary'",
    bad: true
  },
  { file: 'lib/content/x.ts', code: "import { x } from '@/lib/build/build-gc'", bad: true },
  {
    file: 'lib/content/x.ts',
    code: "import type { SiteProps } from '@/lib/theme/props'",
    bad: true
  },
  { file: 'lib/content/x.ts', code: "import { x } from '@/lib/notion/get-workspace'", bad: true },
  {
    file: 'lib/content/x.ts',
    code: "import type { Workspace } from '@/lib/notion/types'",
    bad: false
  },
  { file: 'lib/content/x.ts', code: "import { blockOf } from '@/lib/body/record'", bad: false },
  {
    file: 'lib/content/x.ts',
    code: "import { archiveOf } from '@/lib/content/archive'",
    bad: false
  },
  { file: 'lib/content/x.ts', code: "import { THEME_CONFS } from '@/conf/themes'", bad: false },
  // Nothing in lib/ but the assembly line calls it; it may call anything in lib/.
  { file: 'lib/seo/x.ts', code: "import { x } from '@/lib/pages/language-sites'", bad: true },
  { file: 'lib/pages/x.ts', code: "import { sealPost } from '@/lib/lock/seal-post'", bad: false },
  { file: 'pages/x.tsx', code: "import { x } from '@/lib/pages/site-routes'", bad: false },
  // Body preparation and Notion sit below the model.
  {
    file: 'lib/body/x.ts',
    code: "import type { SiteData } from '@/lib/content/site-types'",
    bad: true
  },
  { file: 'lib/notion/x.ts', code: "import type { Post } from '@/lib/content/types'", bad: true },
  // Components and themes never call the assembly line or lib/notion.
  {
    file: 'components/x.tsx',
    code: "import { siteProps } from '@/lib/pages/page-props'",
    bad: true
  },
  { file: 'components/x.tsx', code: "import { x } from '@/lib/notion/get-workspace'", bad: true },
  {
    file: 'components/x.tsx',
    code: "import type { SiteProps } from '@/lib/theme/props'",
    bad: false
  },
  { file: 'themes/plog/x.tsx', code: "import { x } from '@/lib/pages/theme-data'", bad: true },
  {
    file: 'themes/plog/x.tsx',
    code: "import type { Workspace } from '@/lib/notion/types'",
    bad: true
  },
  // Themes see a client-safe surface of lib/.
  { file: 'themes/plog/x.tsx', code: "import { readFileSync } from 'node:fs'", bad: true },
  {
    file: 'themes/plog/x.tsx',
    code: "import { x } from '@/lib/search/build-search-index'",
    bad: true
  },
  { file: 'themes/plog/x.tsx', code: "import { x } from '@/lib/content/site-data'", bad: true },
  { file: 'themes/plog/x.tsx', code: "const h = import('@/lib/security/headers')", bad: true },
  {
    file: 'themes/plog/x.tsx',
    code: "import { x } from '@/lib/search/use-index-search'",
    bad: false
  },
  {
    file: 'themes/plog/x.tsx',
    code: "import type { Post } from '@/lib/content/types'",
    bad: false
  },
  {
    file: 'themes/plog/x.tsx',
    code: "import type { PostProps } from '@/lib/theme/props'",
    bad: false
  },
  {
    file: 'themes/plog/x.tsx',
    code: "import { useMessages } from '@/lib/i18n/use-messages'",
    bad: false
  },
  ...[
    'components/x.tsx',
    'pages/x.tsx',
    'themes/plog/x.tsx',
    'tests/x.test.ts',
    'scripts/x.ts'
  ].map((file) => ({
    file,
    code: "import Loadable from 'next/dist/shared/lib/loadable.shared-runtime'",
    bad: true
  })),
  {
    file: 'components/next-internals/x.ts',
    code: "import Loadable from 'next/dist/shared/lib/loadable.shared-runtime'",
    bad: false
  },
  // Files next.config.ts loads keep relative imports.
  { file: 'lib/log.ts', code: "import { x } from '@/lib/throttle'", bad: true },
  { file: 'lib/log.ts', code: "import { x } from './throttle'", bad: false }
]

describe('layer rules', () => {
  let eslint: ESLint
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() })
  })

  for (const { file, code, bad } of cases) {
    it(`${bad ? 'refuses' : 'allows'} ${code} in ${file}`, async () => {
      const [result] = await eslint.lintText(`${code}\n\nexport const used = 1\n`, {
        filePath: file
      })
      const hits = (result?.messages ?? []).filter((m) => RULES.has(m.ruleId ?? ''))
      expect(hits.length > 0).toBe(bad)
    })
  }
})
