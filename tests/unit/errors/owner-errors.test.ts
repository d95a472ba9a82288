import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '@/lib/config/load-config'
import { createDirectorySource } from '@/lib/notion/create-content-source'
import { databaseRowsOf } from '@/lib/notion/database-rows'
import { parseNotionPageIds } from '@/lib/notion/page-id'
import { setLogSink } from '@/lib/log'
import { errorReport } from '@/lib/owner-error'

const ID = '067dd719-a912-471e-a9a3-ac10710e7fdf'

/** The error `run` throws, as a command prints it. */
function reportOf(run: () => unknown, env: Record<string, string> = {}): string {
  try {
    run()
  } catch (error) {
    return errorReport(error, env)
  }
  throw new Error('expected an error')
}

async function reportOfAsync(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (error) {
    return errorReport(error, {})
  }
  throw new Error('expected an error')
}

const recordMap = (blocks: Record<string, object>) =>
  ({
    block: Object.fromEntries(
      Object.entries(blocks).map(([id, value]) => [id, { value: { id, ...value } }])
    ),
    collection: {},
    collection_view: {},
    notion_user: {},
    signed_urls: {}
  }) as unknown as ExtendedRecordMap

const oneLine = (text: string) => {
  expect(text.split('\n')).toHaveLength(1)
  expect(text).not.toMatch(/\bat \S+ \(/)
}

describe('errors an owner can act on', () => {
  let restore: () => void
  beforeAll(() => (restore = setLogSink(() => {})))
  afterAll(() => restore())

  it('a bad number in the environment', () => {
    const line = reportOf(() => loadConfig({ env: { NEXT_PUBLIC_POST_PER_PAGE: 'twelve' } }))
    expect(line).toBe(
      `POSTS_PER_PAGE from env NEXT_PUBLIC_POST_PER_PAGE: expected a number, got 'twelve'. Fix: set NEXT_PUBLIC_POST_PER_PAGE to a number from 1 to 100, or unset it to keep POSTS_PER_PAGE's default 12`
    )
    oneLine(line)
  })

  it('a number out of range, a bad boolean, enum and JSON in the environment', () => {
    expect(reportOf(() => loadConfig({ env: { SINCE: '1066' } }))).toBe(
      `SINCE from env SINCE: expected a number from 1900 to 2200, got 1066. Fix: set SINCE to a number from 1900 to 2200, or unset it to keep SINCE's default 2021`
    )
    expect(reportOf(() => loadConfig({ env: { ENABLE_RSS: 'yes' } }))).toBe(
      `ENABLE_RSS from env ENABLE_RSS: expected true or false, got 'yes'. Fix: set ENABLE_RSS to true or false, or unset it to keep ENABLE_RSS's default true`
    )
    expect(reportOf(() => loadConfig({ env: { POSTS_SORT_BY: 'title' } }))).toBe(
      `POSTS_SORT_BY from env POSTS_SORT_BY: expected one of notion, date, got 'title'. Fix: set POSTS_SORT_BY to one of notion, date, or unset it to keep POSTS_SORT_BY's default "notion"`
    )
    expect(reportOf(() => loadConfig({ env: { APPEARANCE_DARK_TIME: '18-6' } }))).toBe(
      `APPEARANCE_DARK_TIME from env APPEARANCE_DARK_TIME: expected JSON, got '18-6'. Fix: set APPEARANCE_DARK_TIME to JSON like [18,6], or unset it to keep APPEARANCE_DARK_TIME's default [18,6]`
    )
  })

  it('a bad page id', () => {
    const line = reportOf(() => parseNotionPageIds('my-blog'))
    expect(line).toBe(
      `NOTION_PAGE_ID entry "my-blog" is not a Notion page id. Fix: use the 32-character id at the end of the database's URL (optionally "lang:id")`
    )
    oneLine(line)
  })

  it('a page id naming no page, a page that is not a database, an empty database', () => {
    expect(reportOf(() => databaseRowsOf(recordMap({}), ID))).toBe(
      `NOTION_PAGE_ID ${ID}: Notion returned no such page. Fix: copy the id from the blog database's link (Share > Copy link)`
    )
    expect(reportOf(() => databaseRowsOf(recordMap({ [ID]: { type: 'page' } }), ID))).toBe(
      `NOTION_PAGE_ID ${ID} is a "page", not a database. Fix: use the id of the full-page blog database (duplicate the NotionNext template and copy its link)`
    )
    expect(
      reportOf(() => databaseRowsOf(recordMap({ [ID]: { type: 'collection_view_page' } }), ID))
    ).toBe(
      `NOTION_PAGE_ID ${ID}: the database has no rows. Fix: add posts, or share it to the web if it is private`
    )
  })

  it('a snapshot directory holding no workspace', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'np-empty-snapshot-'))
    try {
      const source = createDirectorySource('snapshot', dir, '')
      const line = await reportOfAsync(() => source.rootPageIds())
      expect(line).toBe(
        `NOTION_SNAPSHOT_DIR ${dir}: no saved workspace there. Fix: run \`npm run snapshot\`, or unset NOTION_SNAPSHOT_DIR`
      )
      oneLine(line)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('prints the stack with DEBUG set, and always for an error that is not the owner’s', () => {
    const run = () => loadConfig({ env: { POSTS_PER_PAGE: 'x' } })
    expect(reportOf(run, { DEBUG: '1' })).toMatch(/^ConfigError: POSTS_PER_PAGE .*\n\s+at /)
    expect(errorReport(new TypeError('boom'), {})).toMatch(/^TypeError: boom\n\s+at /)
  })
})
