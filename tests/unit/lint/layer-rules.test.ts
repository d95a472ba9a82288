import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// Virtual files linted with the project's own config: each bad import must trip its rule.
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
  { file: 'lib/content/types.ts', code: "import { x } from '@/lib/content/page-props'", bad: true },
  { file: 'lib/content/x.ts', code: "import { x } from '@/lib/content/page-props'", bad: false },
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
      const hits = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports')
      expect(hits.length > 0).toBe(bad)
    })
  }
})
