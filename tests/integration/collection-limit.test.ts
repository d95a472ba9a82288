import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setLogSink } from '@/lib/log'
import { fetchWorkspace } from '@/lib/notion/fetch-workspace'
import { COLLECTION_LIMIT } from '@/lib/notion/fetch-page'
import { createNotionApi } from '@/lib/notion/notion-api'
import { createRateLimiter } from '@/lib/notion/rate-limiter'
import { DEFAULT_ROW_QUERY_INTERVAL } from '@/lib/notion/row-queries'
import type { MockNotion } from '@/scripts/mock-notion/mock-server'
import { fakeClock, type FakeClock } from '@/tests/support/fake-clock'
import { bodiesFetched, serveTestWorkspace } from '@/tests/support/mock-workspace'
import { addRow, inlineDatabaseOf } from '@/tests/support/inline-rows'
import { buildTestWorkspace, testId, type TestWorkspace } from '@/tests/support/notion-workspace'

/*
 * A database holding more rows than one query answers (COLLECTION_LIMIT; Notion has no next page
 * for it, and the mock cuts its answer the same way): never silent.
 */

let mock: MockNotion
let cacheDir: string
let clock: FakeClock
let logs: string[]
let restoreLog: () => void

const build = (ws: TestWorkspace) =>
  fetchWorkspace(ws.rootPageId, {
    api: createNotionApi({ apiBaseUrl: mock.url, clock, limiter: createRateLimiter(0, clock) }),
    cacheDir,
    concurrency: 1,
    clock
  })

const warnings = () => logs.filter((l) => l.startsWith('warn:'))

/** `count` rows added to a database's view, each a Menu row (no page of its own to fetch). */
function addMenuRows(at: { collectionId: string; viewId: string }, count: number) {
  for (let i = 0; i < count; i++) {
    const id = testId(12, i + 1)
    addRow(mock.store, at, { id, title: `Menu ${i}`, time: 1 })
    mock.store.updateBlock(id, { properties: { title: [[`Menu ${i}`]], TyPe: [['Menu']] } })
  }
}

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'collection-limit-'))
  clock = fakeClock()
  logs = []
  restoreLog = setLogSink((level, message) => logs.push(`${level}: ${message}`))
})

afterEach(async () => {
  restoreLog()
  await mock?.close()
  await rm(cacheDir, { recursive: true, force: true })
})

describe('more rows than one query answers', () => {
  it('the blog database: the site is built from the first rows, and the log says how many are left out', async () => {
    const ws = buildTestWorkspace({ posts: 2 })
    mock = await serveTestWorkspace(ws)
    const posts = [...ws.postIds] // the stored query holds that very list, which grows below
    addMenuRows({ collectionId: ws.collectionId, viewId: testId(3, 1) }, COLLECTION_LIMIT)
    const loaded = await build(ws)
    expect(Object.keys(loaded.pages).sort()).toEqual(posts.sort())
    expect(warnings()).toEqual([
      expect.stringContaining(
        `the blog database has ${COLLECTION_LIMIT + 2} rows in view ${testId(3, 1)}, and Notion answers at most ${COLLECTION_LIMIT} to a query: 2 rows past the first ${COLLECTION_LIMIT}`
      )
    ])
  })

  it('a database shown in a post: its query proves nothing, so only its records are compared, with a warning', async () => {
    const ws = buildTestWorkspace({ posts: 2, inlineDatabaseIn: [0] })
    mock = await serveTestWorkspace(ws)
    await build(ws)
    const table = inlineDatabaseOf(0)
    addMenuRows(table, COLLECTION_LIMIT)
    await clock.sleep(DEFAULT_ROW_QUERY_INTERVAL * 1000)
    mock.requests.length = 0
    const rebuilt = await build(ws)
    // Queried (its last listing is an interval old), cut short: the page is kept as it was.
    expect(mock.count('queryCollection')).toBe(2)
    expect(bodiesFetched(mock, ws)).toEqual([])
    expect(rebuilt.pages[ws.postIds[0] ?? '']).toBeDefined()
    expect(warnings()).toEqual([
      expect.stringContaining(
        `the database ${table.collectionId} shown in a post has more than ${COLLECTION_LIMIT} rows`
      )
    ])
  })
})
