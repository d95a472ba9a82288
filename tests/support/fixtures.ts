import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe } from 'vitest'

/**
 * The shared Notion captures, read in place (never copied into the repo): NOTION_FIXTURES_DIR,
 * else ../shared/fixtures/notion beside the checkout. Null when absent.
 */
export function fixturesDir(): string | null {
  const dir = process.env.NOTION_FIXTURES_DIR
    ? resolve(process.env.NOTION_FIXTURES_DIR)
    : resolve(__dirname, '../../../shared/fixtures/notion')
  return existsSync(dir) ? dir : null
}

/** A describe block over the captures: skipped with a reason when they are absent, failing when
 * NOTION_FIXTURES_REQUIRED=1 (CI). */
export function describeWithFixtures(name: string, fn: (dir: string) => void): void {
  const dir = fixturesDir()
  if (dir) {
    describe(name, () => fn(dir))
    return
  }
  if (process.env.NOTION_FIXTURES_REQUIRED === '1') {
    throw new Error(
      `${name}: Notion fixtures not found (set NOTION_FIXTURES_DIR or check out ../shared) and NOTION_FIXTURES_REQUIRED=1`
    )
  }
  describe.skip(`${name} (skipped: no Notion fixtures at NOTION_FIXTURES_DIR or ../shared/fixtures/notion)`, () => {})
}
