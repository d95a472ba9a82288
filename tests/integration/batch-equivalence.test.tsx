import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { Block, ExtendedRecordMap } from 'notion-types'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import { pageText } from '@/lib/content/word-count'
import { setLogSink } from '@/lib/log'
import { fetchPagesBatched } from '@/lib/notion/batch-pages'
import { inlineCollectionsOf } from '@/lib/notion/shown-databases'
import { DEMO_DIR } from '@/lib/notion/create-content-source'
import { databaseRowsOf } from '@/lib/notion/database-rows'
import { fetchPage } from '@/lib/notion/fetch-page'
import { fetchDatabase } from '@/lib/notion/fetch-workspace'
import { createNotionApi } from '@/lib/notion/notion-api'
import { createRateLimiter } from '@/lib/notion/rate-limiter'
import { readWorkspaceDir, workspaceDirOf } from '@/lib/notion/workspace-dir'
import {
  MockStore,
  startMockNotion,
  valueOf,
  type MockNotion
} from '@/scripts/mock-notion/mock-server'
import { renderBody } from '@/tests/components/render-body'
import { fakeClock } from '@/tests/support/fake-clock'
import { describeWithFixtures } from '@/tests/support/fixtures'

/**
 * The batched fetch must give each post what getPage gives it, for everything the site renders:
 * the prepared body (the normalised data the renderer reads), its HTML and its word count.
 */
async function expectSameRendering(
  file: string,
  id: string,
  alone: ExtendedRecordMap,
  batched: ExtendedRecordMap | undefined
) {
  expect(batched, `${file}: fetched in the batch`).toBeDefined()
  if (!batched) return
  const prepare = (map: ExtendedRecordMap) =>
    prepareBlocks(map, {
      config: { IMAGE_COMPRESS_WIDTH: 800 },
      rootId: id,
      mapPageUrl: (page) => `/page/${page}`
    })
  const [a, b] = [prepare(alone), prepare(batched)]
  expect(b, `${file}: prepared body`).toEqual(a)
  expect(await renderBody(b), `${file}: HTML`).toBe(await renderBody(a))
  expect(pageText(batched, id), `${file}: text`).toBe(pageText(alone, id))
  expect(batched.signed_urls, `${file}: signed files`).toEqual(alone.signed_urls)
}

const client = (mock: MockNotion) => {
  const clock = fakeClock()
  return createNotionApi({ apiBaseUrl: mock.url, clock, limiter: createRateLimiter(0, clock) })
}

let restoreLog: () => void
beforeAll(() => {
  restoreLog = setLogSink(() => undefined)
  // react-notion-x names the embeds it draws empty (a tweet), on both sides alike.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(() => {
  restoreLog()
  vi.restoreAllMocks()
})

describe('batched fetch of the demo workspace', () => {
  let mock: MockNotion
  let database: ExtendedRecordMap
  let rows: Block[]

  beforeAll(async () => {
    const demo = await readWorkspaceDir(workspaceDirOf(DEMO_DIR, ''))
    if (!demo) throw new Error('no demo workspace')
    const store = new MockStore()
    store.addRecordMap(demo.database, demo.rootPageId)
    for (const [id, map] of Object.entries(demo.pages)) store.addRecordMap(map, id)
    mock = await startMockNotion(store)
    database = await fetchDatabase(client(mock), demo.rootPageId)
    rows = databaseRowsOf(database, demo.rootPageId).rows.filter((row) => demo.pages[row.id])
  })
  afterAll(() => mock.close())

  it('renders every demo page as getPage does, in far fewer requests', async () => {
    const api = client(mock)
    const from = mock.requests.length
    const { pages, failed } = await fetchPagesBatched(api, rows, database)
    const batchedRequests = mock.requests.length - from
    expect([...failed.keys()]).toEqual([])
    const before = mock.requests.length
    for (const row of rows) {
      const alone = await fetchPage(api, row.id)
      await expectSameRendering(`demo page ${row.id}`, row.id, alone, pages.get(row.id))
    }
    expect(rows.length).toBeGreaterThan(20)
    expect(batchedRequests).toBeLessThan((mock.requests.length - before) / 2)
  })

  it('stamps each page showing a database with when its views were first queried', async () => {
    const api = client(mock)
    const from = mock.requests.length
    // "Now" is the number of requests the mock has had: a stamp says which request came next.
    const { pages, listedAt } = await fetchPagesBatched(api, rows, database, {
      now: () => mock.requests.length - from
    })
    const showing = [...pages].filter(([, map]) => inlineCollectionsOf(map).size > 0)
    expect(showing.length).toBeGreaterThan(1)
    expect([...listedAt.keys()].sort()).toEqual(showing.map(([id]) => id).sort())
    const firstQuery = mock.requests.slice(from).findIndex((r) => r.endpoint === 'queryCollection')
    for (const at of listedAt.values()) {
      // After every level of blocks was read, never before the queries began.
      expect(at).toBeGreaterThanOrEqual(firstQuery)
      expect(mock.requests[from + at]?.endpoint).toBe('queryCollection')
    }
  })

  it('hands over the same pages group by group, the pages showing databases last, queried together', async () => {
    const { pages: whole } = await fetchPagesBatched(client(mock), rows, database)
    const from = mock.requests.length
    const handed: Map<string, ExtendedRecordMap>[] = []
    const { pages, failed } = await fetchPagesBatched(client(mock), rows, database, {
      groupPosts: 5,
      onPages: async (done) => void handed.push(done)
    })
    expect([...failed.keys()]).toEqual([])
    expect(pages.size).toBe(0)
    const groups = Math.ceil(rows.length / 5)
    expect(handed).toHaveLength(groups)
    const got = new Map(handed.flatMap((done) => [...done]))
    expect([...got.keys()].sort()).toEqual([...whole.keys()].sort())
    for (const [id, map] of whole) expect(got.get(id), id).toEqual(map)
    const showing = (done: Map<string, ExtendedRecordMap>) =>
      [...done.values()].filter((map) => inlineCollectionsOf(map).size > 0).length
    expect(handed.slice(0, -1).map(showing)).toEqual(Array(groups - 1).fill(0))
    expect(showing(handed.at(-1) ?? new Map())).toBe(
      [...whole.values()].filter((map) => inlineCollectionsOf(map).size > 0).length
    )
    // Every view is queried after every group's blocks were read: stamps near the fetch's end.
    const kinds = mock.requests.slice(from).map((r) => r.endpoint)
    const queries = kinds.flatMap((kind, i) => (kind === 'queryCollection' ? [i] : []))
    expect(queries.length).toBeGreaterThan(1)
    expect(queries.at(-1)! - queries[0]! + 1).toBe(queries.length)
  })
})

/** The page a raw loadPageChunk capture was asked for (its first block may be its parent). */
const CHUNK_PAGES: Record<string, string> = {
  'collection-tests-kitchen-sink.2fea615a.loadPageChunk.json':
    '2fea615a-97a7-401c-81be-486e4eec2e94',
  'nba-player-collection-row.loadPageChunk.json': '139ac7d7-30d5-4b5e-9393-7a282d8ff635',
  'react-notion-example.2e22de6b.loadPageChunk.json': '2e22de6b-770e-4166-be30-1490f6ffd420'
}

describeWithFixtures('batched fetch of real Notion captures', (dir) => {
  let mock: MockNotion
  const roots = new Map<string, string>()

  beforeAll(async () => {
    const store = new MockStore()
    const add = async (sub: string, pageOf: (file: string) => string | undefined) => {
      const folder = path.join(dir, sub)
      for (const file of (await readdir(folder)).filter((f) => f.endsWith('.json')).sort()) {
        const json = JSON.parse(await readFile(path.join(folder, file), 'utf8'))
        roots.set(file, store.addRecordMap(json.recordMap ?? json, pageOf(file)))
      }
    }
    await add('record-maps', () => undefined)
    await add('api-responses/loadPageChunk', (file) => CHUNK_PAGES[file])
    mock = await startMockNotion(store)
  })
  afterAll(() => mock.close())

  it('renders every capture as getPage does', async () => {
    const api = client(mock)
    const store = mock.store
    // What a database query would hand over: each page's own block, its parent collection.
    const database = {
      block: Object.fromEntries([...roots.values()].map((id) => [id, store.blocks[id]])),
      collection: store.collections,
      collection_view: {},
      notion_user: {},
      collection_query: {},
      signed_urls: {}
    } as unknown as ExtendedRecordMap
    const rows = [...roots.values()].map((id) => valueOf(store.blocks[id]) as unknown as Block)
    const { pages, failed } = await fetchPagesBatched(api, rows, database)
    expect([...failed.keys()]).toEqual([])
    for (const [file, id] of roots)
      await expectSameRendering(file, id, await fetchPage(api, id), pages.get(id))
    expect(roots.size).toBeGreaterThan(8)
  })
})
