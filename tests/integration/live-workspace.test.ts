import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '@/lib/config/load-config'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import { createNotionSource } from '@/lib/notion/create-content-source'
import { createWorkspaceLoader, memoMs } from '@/lib/notion/get-workspace'
import { DEFAULT_ROW_QUERY_INTERVAL, ROW_QUERIES_PER_REGENERATION } from '@/lib/notion/row-queries'
import type { ContentSource, Workspace } from '@/lib/notion/types'
import { createRefreshLog } from '@/lib/notion/workspace-health'
import { MockStore, startMockNotion, type MockNotion } from '@/scripts/mock-notion/mock-server'
import { fakeClock, type FakeClock } from '@/tests/support/fake-clock'
import { addDatabaseView, addRow, inlineDatabaseOf } from '@/tests/support/inline-rows'
import { buildTestWorkspace, testId, type TestWorkspace } from '@/tests/support/notion-workspace'

/*
 * A server's workspace (lib/notion/live-workspace.ts) against the mock Notion API: what one
 * regeneration costs, when an edit shows, and a server whose cache folder cannot be written.
 */

let mock: MockNotion
let dir: string
let clock: FakeClock
let logs: string[]
let restoreLog: () => void

const WINDOW_MS = 5000

async function serve(workspace: TestWorkspace) {
  const store = new MockStore()
  for (const recordMap of workspace.recordMaps) store.addRecordMap(recordMap)
  mock = await startMockNotion(store)
}

function source(ws: TestWorkspace, cacheDir = path.join(dir, 'overlay')): ContentSource {
  const { config } = loadConfig({
    env: {
      NOTION_PAGE_ID: ws.rootPageId,
      NOTION_API_BASE_URL: mock.url,
      NOTION_CACHE_DIR: cacheDir,
      NOTION_RATE_LIMIT: '100'
    }
  })
  return createNotionSource(config, { clock, distDir: path.join(dir, 'dist') })
}

const live = (s: ContentSource, root: string) => {
  if (!s.loadLiveWorkspace) throw new Error('the Notion source loads live workspaces')
  return s.loadLiveWorkspace(root)
}

/** An owner's edit: new text in a post's paragraph, and the post's edit time bumped. */
function edit(ws: TestWorkspace, index: number, text: string) {
  const id = ws.postIds[index] ?? ''
  mock.store.updateBlock(testId(5, index + 1), { properties: { title: [[text]] } })
  mock.store.updateBlock(id, { last_edited_time: clock.now() })
}

const bodyText = (workspace: Workspace, id: string) => JSON.stringify(workspace.pages[id] ?? null)

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'live-workspace-'))
  clock = fakeClock(Date.UTC(2025, 0, 1))
  logs = []
  restoreLog = setLogSink((level, message) => logs.push(`${level}: ${message}`))
})

afterEach(async () => {
  restoreLog()
  await mock?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('a regeneration on a cold instance (no cache at all)', () => {
  it('lists need the database alone; one article its page and inline databases (200 posts)', async () => {
    const ws = buildTestWorkspace({ posts: 200, inlineDatabaseIn: [7] })
    await serve(ws)
    const workspace = await live(source(ws), ws.rootPageId)
    expect(mock.requests.map((r) => r.endpoint)).toEqual(['loadPageChunk', 'queryCollection'])
    // Every post is listed and served before its page is loaded.
    const data = buildSiteData(workspace, { env: {} })
    expect(data.listedPosts).toHaveLength(200)
    expect(workspace.lazy?.pending.size).toBe(200)

    mock.requests.length = 0
    const article = ws.postIds[7] ?? ''
    await workspace.lazy?.load(article)
    const sent = mock.requests.map((r) => `${r.endpoint}:${r.pageId ?? ''}`)
    expect(sent).toEqual([`loadPageChunk:${article}`, 'queryCollection:'])
    expect(sent.length + 2).toBeLessThanOrEqual(10)
    expect(bodyText(workspace, article)).toContain('Body of post 8')
    // Asked again in the same window: nothing more.
    await workspace.lazy?.load(article)
    expect(mock.requests).toHaveLength(2)
  })

  it('a warm instance (the build’s cache as its base) asks for nothing but the database', async () => {
    const ws = buildTestWorkspace({ posts: 20 })
    await serve(ws)
    await source(ws).loadWorkspace(ws.rootPageId)
    mock.requests.length = 0
    const workspace = await live(source(ws), ws.rootPageId)
    await workspace.lazy?.load(ws.postIds[3] ?? '')
    expect(mock.requests.map((r) => r.endpoint)).toEqual(['loadPageChunk', 'queryCollection'])
    expect(workspace.lazy?.pending.size).toBe(0)
  })
})

describe('a row added to an inline database', () => {
  it('an article’s regeneration reads its database’s records; a row added shows once the interval has passed', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [2] })
    await serve(ws)
    await source(ws).loadWorkspace(ws.rootPageId)
    const article = ws.postIds[2] ?? ''
    const unchanged = await live(source(ws), ws.rootPageId)
    mock.requests.length = 0
    await unchanged.lazy?.load(article)
    expect(mock.requests.map((r) => r.endpoint)).toEqual(['syncRecordValuesMain'])

    addRow(mock.store, inlineDatabaseOf(2), { id: testId(6, 23), title: 'Added row', time: 1 })
    const regenerate = async () => {
      await clock.sleep(WINDOW_MS)
      const workspace = await live(source(ws), ws.rootPageId)
      mock.requests.length = 0
      await workspace.lazy?.load(article)
      return workspace
    }
    // Within the interval since the build listed it: its records alone, the row not seen yet.
    let workspace = await regenerate()
    expect(mock.requests.map((r) => r.endpoint)).toEqual(['syncRecordValuesMain'])
    expect(bodyText(workspace, article)).not.toContain('Added row')

    await clock.sleep(DEFAULT_ROW_QUERY_INTERVAL * 1000)
    workspace = await regenerate()
    expect(mock.requests.map((r) => `${r.endpoint}:${r.pageId ?? ''}`)).toEqual([
      'syncRecordValuesMain:',
      'queryCollection:',
      `loadPageChunk:${article}`,
      'queryCollection:'
    ])
    expect(bodyText(workspace, article)).toContain('Added row')

    // Refetched just now: its database counts as listed, so the next regeneration queries nothing.
    workspace = await regenerate()
    expect(mock.requests.map((r) => r.endpoint)).toEqual(['syncRecordValuesMain'])
  })
})

describe('a regeneration queries a few databases at most', () => {
  it('an article showing five databases: the three listed longest ago, then the other two', async () => {
    const ws = buildTestWorkspace({ posts: 5, inlineDatabaseIn: [0, 1, 2, 3, 4] })
    for (const k of [1, 2, 3, 4])
      addDatabaseView(ws, 0, {
        ...inlineDatabaseOf(k),
        viewId: testId(11, k),
        blockId: testId(10, k),
        from: ws.recordMaps[k + 1] ?? {},
        view: { type: 'table', format: {} }
      })
    await serve(ws)
    await source(ws).loadWorkspace(ws.rootPageId)
    const article = ws.postIds[0] ?? ''
    const databases = [0, 1, 2, 3, 4].map((k) => inlineDatabaseOf(k).collectionId)
    const regenerate = async () => {
      await clock.sleep(WINDOW_MS)
      const workspace = await live(source(ws), ws.rootPageId)
      mock.requests.length = 0
      await workspace.lazy?.load(article)
      return mock.requests
        .filter((r) => r.endpoint === 'queryCollection')
        .map((r) => (r.body.collection as { id: string }).id)
    }

    await clock.sleep(DEFAULT_ROW_QUERY_INTERVAL * 1000)
    const first = await regenerate()
    expect(first).toHaveLength(ROW_QUERIES_PER_REGENERATION)
    expect(mock.count('syncRecordValuesMain')).toBe(1)
    const second = await regenerate()
    expect([...first, ...second].sort()).toEqual([...databases].sort())
    expect(await regenerate()).toEqual([])
  })
})

describe('an edit goes live on the first regeneration after the window', () => {
  /**
   * Visits every 3 s to an article and, 1 s before each, to a list (which refreshes the shared
   * memo at other times). A visit is served the article's last generated page; when that page is
   * a window old the visit regenerates it from the memoised workspace, as Next does.
   */
  async function visits(ws: TestWorkspace, editAt: number, until: number) {
    const loader = createWorkspaceLoader({
      source: source(ws),
      ttlMs: memoMs(WINDOW_MS / 1000),
      clock
    })
    const article = ws.postIds[1] ?? ''
    const served: { at: number; generatedAt: number; edited: boolean }[] = []
    let page = { generatedAt: -Infinity, edited: false }
    for (let t = 0; t <= until; t += 1000) {
      await clock.sleep(t === 0 ? 0 : 1000)
      if (t % 3000 === 2000) await loader(ws.rootPageId)
      // Just after the list's load: the memo holds the workspace as it was before the edit.
      if (t === editAt) edit(ws, 1, 'Edited text')
      if (t % 3000 !== 0) continue
      served.push({ at: t, ...page })
      if (t - page.generatedAt < WINDOW_MS) continue
      const workspace = await loader(ws.rootPageId)
      await workspace.lazy?.load(article)
      page = { generatedAt: t, edited: bodyText(workspace, article).includes('Edited text') }
    }
    return served
  }

  it('with visits 3 s apart: every page regenerated a second after the edit shows it', async () => {
    const ws = buildTestWorkspace({ posts: 4 })
    await serve(ws)
    const editAt = 5000
    const served = await visits(ws, editAt, 30_000)
    expect(served.filter((v) => v.at <= editAt).some((v) => v.edited)).toBe(false)
    const regenerated = served.filter((v) => v.generatedAt >= editAt + 1000)
    expect(regenerated.length).toBeGreaterThan(0)
    expect(regenerated.every((v) => v.edited)).toBe(true)
    // The first visit past the window may still get the page it regenerates; the next never.
    const pastWindow = served.findIndex((v) => v.at >= editAt + WINDOW_MS)
    expect(served.slice(pastWindow + 1).every((v) => v.edited)).toBe(true)
  })

  it('with one visit 30 s later', async () => {
    const ws = buildTestWorkspace({ posts: 4 })
    await serve(ws)
    const loader = createWorkspaceLoader({
      source: source(ws),
      ttlMs: memoMs(WINDOW_MS / 1000),
      clock
    })
    const article = ws.postIds[1] ?? ''
    await (await loader(ws.rootPageId)).lazy?.load(article)
    edit(ws, 1, 'Edited text')
    await clock.sleep(30_000)
    const workspace = await loader(ws.rootPageId)
    await workspace.lazy?.load(article)
    expect(bodyText(workspace, article)).toContain('Edited text')
  })
})

describe('a server that cannot write its cache folder', () => {
  it('refreshes anyway, says so once, and the edit goes live', async () => {
    const ws = buildTestWorkspace({ posts: 5 })
    await serve(ws)
    // A file where the folder should be: unwritable even for root.
    const blocked = path.join(dir, 'read-only')
    await writeFile(blocked, '')
    const refreshLog = createRefreshLog()
    const loader = createWorkspaceLoader({
      source: source(ws, path.join(blocked, 'notion')),
      ttlMs: WINDOW_MS,
      clock,
      refreshLog
    })
    const article = ws.postIds[2] ?? ''
    const first = await loader(ws.rootPageId)
    await first.lazy?.load(article)
    edit(ws, 2, 'Edited text')
    await clock.sleep(WINDOW_MS)
    const second = await loader(ws.rootPageId)
    await second.lazy?.load(article)
    expect(bodyText(second, article)).toContain('Edited text')
    expect(logs.filter((l) => l.includes('cannot write the Notion cache'))).toHaveLength(1)
    expect(refreshLog.of(ws.rootPageId).failed).toBe(false)
  })
})
