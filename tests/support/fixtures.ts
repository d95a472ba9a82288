import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe } from 'vitest'

/**
 * Real Notion captures live beside the checkout (../shared/fixtures/notion) or at
 * NOTION_FIXTURES_DIR; they are never copied into the repo.
 */
export function fixturesDir(): string | null {
  const dir =
    process.env.NOTION_FIXTURES_DIR ||
    path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'fixtures', 'notion')
  return existsSync(dir) ? dir : null
}

/** describe() that skips with a reason when the fixtures are absent, and fails if they are required. */
export function describeWithFixtures(name: string, fn: (dir: string) => void): void {
  const dir = fixturesDir()
  if (dir) {
    describe(name, () => fn(dir))
    return
  }
  const reason =
    'Notion fixtures not found: set NOTION_FIXTURES_DIR or check out ../shared/fixtures/notion'
  if (process.env.NOTION_FIXTURES_REQUIRED === '1') {
    throw new Error(`${name}: ${reason} (NOTION_FIXTURES_REQUIRED=1)`)
  }
  describe.skip(`${name} (skipped: ${reason})`, () => {})
}
