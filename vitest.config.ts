import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const TEST_FILE = /\.test\.tsx?$/

/**
 * A test file that swaps modules, globals or the environment, or runs in a DOM, needs a fresh
 * module graph of its own; every other file shares its worker's modules with the files run
 * before it, which saves re-importing React, the renderer and the themes ~200 times (the suite
 * takes a third of the time). Decided from each file's source, so a new test that mocks is
 * isolated without anyone listing it.
 */
const NEEDS_ISOLATION =
  /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules|unstubAllEnvs)\b|@vitest-environment|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env/

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'e2e' ? [] : testFiles(path)
    return TEST_FILE.test(entry.name) ? [path] : []
  })
}

const isolated = testFiles('tests').filter((file) =>
  NEEDS_ISOLATION.test(readFileSync(file, 'utf8'))
)

/**
 * The longest files, started first: a fresh clone has no record of past durations, and the
 * longest files (every theme's parts tapped open, ~3 minutes of CPU; every theme's server HTML,
 * about one) started last would run alone on one core after every other file had ended. A
 * renamed file fails here, not silently.
 */
const LONGEST_FIRST = [
  'tests/themes/opened-parts.test.tsx',
  'tests/themes/server-html.test.tsx',
  'tests/fuzz/render-fuzz.test.tsx',
  'tests/themes/base-path.test.tsx',
  'tests/integration/lock-leak.test.tsx'
]
for (const file of LONGEST_FIRST) {
  if (!existsSync(file)) throw new Error(`vitest.config.ts: LONGEST_FIRST names ${file}, not found`)
}

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(name))
      return i === -1 ? LONGEST_FIRST.length : i
    }
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // Tests see accounts switched on (Clerk itself mocked where it loads); a test may mock it off.
      'accounts-boundary': fileURLToPath(
        new URL('./components/accounts/boundary/on.tsx', import.meta.url)
      ),
      'accounts-session': fileURLToPath(new URL('./lib/accounts/session/on.ts', import.meta.url))
    }
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // Tests render as the server does, every language loaded (a browser loads its page's one);
    // every cn() call a test makes is judged for two classes setting one property.
    setupFiles: ['lib/i18n/all-dictionaries.ts', 'tests/support/cn-judge.ts'],
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...isolated],
          isolate: false
        }
      }
    ]
  }
})
