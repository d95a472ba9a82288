import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLogSink } from '@/lib/log'
import { getSiteData, withPostPage } from '@/lib/pages/get-site-data'
import { MockStore, startMockNotion, type MockNotion } from '@/scripts/mock-notion/mock-server'
import { buildTestWorkspace } from '@/tests/support/notion-workspace'

/*
 * An article's regeneration on a server, through the site data as the article page asks for it
 * (getSiteData, then withPostPage) against the mock Notion API: the database is read once, even
 * when the article's page takes longer to load than the workspace memo lasts (one second).
 */

let mock: MockNotion
let dir: string
let restoreLog: () => void

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-data-regeneration-'))
  restoreLog = setLogSink(() => undefined)
  // A fresh process's workspace memo and content source.
  delete (globalThis as { __notionWorkspace?: unknown }).__notionWorkspace
})

afterEach(async () => {
  restoreLog()
  vi.unstubAllEnvs()
  await mock?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('an article regenerated on a cold instance', () => {
  it('reads the database once, though its page loads after the memo has expired', async () => {
    const ws = buildTestWorkspace({ posts: 3 })
    const store = new MockStore()
    for (const recordMap of ws.recordMaps) store.addRecordMap(recordMap)
    // 3 requests in a row (the database's two, then the page's) take 1.5 s: past the memo.
    mock = await startMockNotion(store, { latencyMs: 500 })
    vi.stubEnv('NOTION_PAGE_ID', ws.rootPageId)
    vi.stubEnv('NOTION_API_BASE_URL', mock.url)
    vi.stubEnv('NOTION_CACHE_DIR', path.join(dir, 'overlay'))
    vi.stubEnv('NEXT_DIST_DIR', path.join(dir, 'dist'))
    vi.stubEnv('NOTION_RATE_LIMIT', '100')
    vi.stubEnv('NEXT_REVALIDATE_SECOND', '5')
    const article = ws.postIds[1] ?? ''

    const data = await getSiteData()
    expect(data.posts.find((p) => p.id === article)?.recordMap ?? null).toBeNull()
    const current = await withPostPage(data, article)

    expect(mock.requests.map((r) => `${r.endpoint}:${r.pageId ?? ''}`)).toEqual([
      `loadPageChunk:${ws.rootPageId}`,
      'queryCollection:',
      `loadPageChunk:${article}`
    ])
    const post = current.posts.find((p) => p.id === article)
    expect(JSON.stringify(post?.recordMap ?? null)).toContain('Body of post 2')
  })
})
