import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setLogSink } from '@/lib/log'
import { cacheWorkspace, fetchWorkspace } from '@/lib/notion/fetch-workspace'
import { createNotionApi } from '@/lib/notion/notion-api'
import { WorkspaceError } from '@/lib/notion/notion-errors'
import { createRateLimiter, RATE_MARGIN_MS } from '@/lib/notion/rate-limiter'
import type { RowType } from '@/lib/notion/row-types'
import { rowsWorkspace, settingsKnown } from '@/lib/notion/rows-snapshot'
import { readPageFile } from '@/lib/notion/workspace-dir'
import type { RowsSnapshot, WorkspaceHooks } from '@/lib/notion/types'
import { readWorkspaceDir } from '@/lib/notion/workspace-dir'
import { recordIdsOf, valueOf, type MockNotion } from '@/scripts/mock-notion/mock-server'
import { fakeClock, type FakeClock } from '@/tests/support/fake-clock'
import { bodiesFetched, bodyOf, serveTestWorkspace } from '@/tests/support/mock-workspace'
import {
  buildTestWorkspace,
  testId,
  type RecordShape,
  type TestWorkspace
} from '@/tests/support/notion-workspace'

let mock: MockNotion
let cacheDir: string
let clock: FakeClock
let logs: string[]
let restoreLog: () => void

async function serve(workspace: TestWorkspace) {
  mock = await serveTestWorkspace(workspace)
}

function load(
  workspace: TestWorkspace,
  rate = 0,
  typeNames: Partial<Record<RowType, string>> = {},
  hooks: WorkspaceHooks = {}
) {
  const api = createNotionApi({
    apiBaseUrl: mock.url,
    clock,
    limiter: createRateLimiter(rate, clock)
  })
  return fetchWorkspace(workspace.rootPageId, {
    api,
    cacheDir,
    concurrency: 3,
    typeNames,
    clock,
    ...hooks
  })
}

const pagesFetched = () =>
  mock.requests.filter((r) => r.endpoint === 'loadPageChunk').map((r) => r.pageId ?? '')

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'notion-cache-'))
  clock = fakeClock()
  logs = []
  restoreLog = setLogSink((level, message) => logs.push(`${level}: ${message}`))
})

afterEach(async () => {
  restoreLog()
  await mock?.close()
  await rm(cacheDir, { recursive: true, force: true })
})

describe('the build prefetch (cacheWorkspace)', () => {
  it('writes the cache fetchWorkspace writes, and counts the pages', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [1] })
    await serve(ws)
    const loaded = await load(ws)
    const whole = await readWorkspaceDir(cacheDir)
    await rm(cacheDir, { recursive: true, force: true })
    const api = createNotionApi({
      apiBaseUrl: mock.url,
      clock,
      limiter: createRateLimiter(0, clock)
    })
    const count = await cacheWorkspace(ws.rootPageId, { api, cacheDir, concurrency: 3, clock })
    expect(count).toBe(Object.keys(loaded.pages).length)
    const cached = await readWorkspaceDir(cacheDir)
    expect(cached?.pages).toEqual(whole?.pages)
    expect(cached?.database).toEqual(whole?.database)
    expect(Object.keys(cached?.pages ?? {}).sort()).toEqual([...ws.postIds].sort())
  })
})

describe.each<RecordShape>(['legacy', 'nested'])('workspace fetch (%s records)', (shape) => {
  it('loads the database and every post, and stores them in the cache layout', async () => {
    const ws = buildTestWorkspace({ posts: 4, shape })
    await serve(ws)
    const loaded = await load(ws)
    expect(Object.keys(loaded.pages).sort()).toEqual([...ws.postIds].sort())
    // The database (page + query), then all four bodies in one record request.
    expect(mock.count('queryCollection')).toBe(1)
    expect(mock.count('loadPageChunk')).toBe(1)
    expect(mock.count('syncRecordValuesMain')).toBe(1)
    expect(bodiesFetched(mock, ws).sort()).toEqual([...ws.postIds].sort())
    const stored = await readWorkspaceDir(cacheDir)
    expect(Object.keys(stored?.pages ?? {}).sort()).toEqual([...ws.postIds].sort())
    expect(stored?.rootPageId).toBe(ws.rootPageId)
  })
})

describe('fetch discipline', () => {
  it('refetches only the database when nothing changed, and only an edited post', async () => {
    const ws = buildTestWorkspace({ posts: 3 })
    await serve(ws)
    await load(ws)
    mock.requests.length = 0
    await load(ws)
    expect(mock.requests.map((r) => r.endpoint)).toEqual(['loadPageChunk', 'queryCollection'])
    expect(mock.requests[0]?.pageId).toBe(ws.rootPageId)

    const edited = ws.postIds[1] ?? ''
    mock.store.updateBlock(edited, { last_edited_time: Date.UTC(2025, 0, 1) })
    mock.store.updateBlock(mock.store.pages.get(edited)?.[1] ?? '', {
      properties: { title: [['New text']] }
    })
    mock.requests.length = 0
    const reloaded = await load(ws)
    expect(mock.requests.map((r) => `${r.endpoint}:${r.pageId ?? ''}`)).toEqual([
      `loadPageChunk:${ws.rootPageId}`,
      'queryCollection:',
      'syncRecordValuesMain:'
    ])
    expect(bodiesFetched(mock, ws)).toEqual([edited])
    expect(JSON.stringify(reloaded.pages[edited])).toContain('New text')
  })

  it('tells, once the database is read, how many page requests are left (what npm run build plans by)', async () => {
    const ws = buildTestWorkspace({ posts: 3 })
    await serve(ws)
    const plans: { requests: number; sentBefore: number }[] = []
    const plan = (requests: number) => plans.push({ requests, sentBefore: mock.requests.length })
    await load(ws, 0, {}, { onPlanned: plan })
    // Told after the database's two requests, before any page, at least what the pages took.
    expect(plans).toHaveLength(1)
    expect(plans[0]?.sentBefore).toBe(2)
    expect(plans[0]?.requests).toBeGreaterThanOrEqual(mock.requests.length - 2)

    plans.length = 0
    mock.requests.length = 0
    await load(ws, 0, {}, { onPlanned: plan })
    // Nothing to fetch: nothing planned.
    expect(plans).toEqual([{ requests: 0, sentBefore: 2 }])
  })

  it('tells the rows once the database is read, before any other page, with the Config page', async () => {
    const types = ['Post', 'Config', 'Menu', 'Post']
    const ws = buildTestWorkspace({ posts: types.length, types })
    const id = (i: number) => ws.postIds[i] ?? ''
    await serve(ws)
    const told: { snapshot: RowsSnapshot; pagesBefore: string[] }[] = []
    // Row pages fetched before it, besides the database's own.
    const onRows = (snapshot: RowsSnapshot) =>
      told.push({ snapshot, pagesBefore: pagesFetched().filter((p) => p !== ws.rootPageId) })
    const first = await load(ws, 0, {}, { onRows })
    expect(told).toHaveLength(1)
    const cold = told[0]!
    // No copy of the Config page was cached: it is fetched first, alone, and told with the rows.
    expect(cold.pagesBefore).toEqual([id(1)])
    expect(cold.snapshot).toMatchObject({
      rootPageId: ws.rootPageId,
      pageIds: [id(0), id(1), id(3)],
      configRows: [id(1)]
    })
    // As the cache then keeps it (the copy a later build's rows come with).
    expect(cold.snapshot.configPages).toEqual({ [id(1)]: await readPageFile(cacheDir, id(1)) })
    expect(Object.keys(cold.snapshot.database.block)).toEqual(expect.arrayContaining(ws.postIds))
    expect(settingsKnown(cold.snapshot)).toBe(true)
    // Fetched once: the batch leaves it out.
    expect(pagesFetched().filter((page) => page === id(1))).toHaveLength(1)
    expect(Object.keys(first.pages).sort()).toEqual([id(0), id(1), id(3)].sort())

    told.length = 0
    mock.requests.length = 0
    await load(ws, 0, {}, { onRows })
    const second = told[0]!
    // Cached now: told at once with the cached copy (fetched again with the others, as always).
    expect(second.pagesBefore).toEqual([])
    expect(Object.keys(second.snapshot.configPages)).toEqual([id(1)])
    expect(settingsKnown(second.snapshot)).toBe(true)
    // The rows' workspace: the Config page held, every other page still to load, none fetched.
    const rows = rowsWorkspace(second.snapshot)
    expect(rows.pages).toEqual(second.snapshot.configPages)
    expect([...(rows.lazy?.pending ?? [])]).toEqual([id(0), id(3)])
    await expect(rows.lazy?.load(id(0))).resolves.toBeUndefined()
  })

  it('fetches no Config page apart when nobody asks for the rows', async () => {
    const types = ['Post', 'Config', 'Post']
    const ws = buildTestWorkspace({ posts: types.length, types })
    await serve(ws)
    const apart = await load(ws, 0, {}, { onRows: () => {} })
    const apartRequests = mock.requests.length
    await rm(cacheDir, { recursive: true, force: true })
    mock.requests.length = 0
    const together = await load(ws)
    // The same pages either way, and the batch alone costs no more requests.
    expect(Object.keys(together.pages).sort()).toEqual(Object.keys(apart.pages).sort())
    expect(mock.requests.length).toBeLessThanOrEqual(apartRequests)
  })

  it('fetches no page of a Menu or SubMenu row, whatever the name; Notice pages are fetched', async () => {
    const types = ['Post', 'Menu', 'SubMenu', '菜单', '子菜單', 'sub-menu', 'Notice', '公告', 'Nav']
    const ws = buildTestWorkspace({ posts: types.length, types })
    const id = (type: string) => ws.postIds[types.indexOf(type)] ?? ''
    await serve(ws)
    const loaded = await load(ws, 0, { Menu: 'Nav' })
    const wanted = [id('Post'), id('Notice'), id('公告')]
    expect(pagesFetched()).toEqual([ws.rootPageId])
    expect(bodiesFetched(mock, ws).sort()).toEqual(wanted.sort())
    expect(Object.keys(loaded.pages).sort()).toEqual(wanted.sort())
  })

  it('refetches the Config row on every load, named Config or 配置', async () => {
    const types = ['Post', 'Config', '配置', 'config']
    const ws = buildTestWorkspace({ posts: types.length, types })
    await serve(ws)
    await load(ws)
    mock.requests.length = 0
    await load(ws)
    expect(bodiesFetched(mock, ws).sort()).toEqual(ws.postIds.slice(1).sort())
  })

  it('checks inline databases by their records in one request and refetches only a changed one', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [0, 2] })
    await serve(ws)
    await load(ws)
    const [withTable, plain, otherTable] = [
      ws.postIds[0] ?? '',
      ws.postIds[1] ?? '',
      ws.postIds[2] ?? ''
    ]
    const endpoints = () => mock.requests.map((r) => r.endpoint)
    // The database read (2), then one record request: both databases' collections, views and
    // rows. Both were listed by the cold fetch just now, so neither is queried.
    const check = ['loadPageChunk', 'queryCollection', 'syncRecordValuesMain']

    // A plain post is edited: only it is refetched.
    mock.store.updateBlock(plain, { last_edited_time: Date.UTC(2025, 0, 1) })
    mock.requests.length = 0
    await load(ws)
    expect(bodiesFetched(mock, ws)).toEqual([plain])
    expect(endpoints()).toEqual([...check, 'syncRecordValuesMain'])

    // Nothing changed: the database and the record request, no page.
    mock.requests.length = 0
    await load(ws)
    expect(endpoints()).toEqual(check)

    // A row of the first post's database is edited: that post alone is refetched, with the row
    // (its one view queried again by the refetch; the check queries nothing).
    mock.store.updateBlock(testId(6, 1), {
      last_edited_time: Date.UTC(2025, 0, 2),
      properties: { title: [['Edited row']] }
    })
    mock.requests.length = 0
    const reloaded = await load(ws)
    expect(bodiesFetched(mock, ws)).toEqual([withTable])
    expect(mock.count('queryCollection')).toBe(2)
    expect(JSON.stringify(reloaded.pages[withTable])).toContain('Edited row')
    expect(reloaded.pages[otherTable]).toBeDefined()

    // A row deleted, or the database's view changed: refetched too.
    mock.store.updateBlock(testId(6, 22), { alive: false })
    mock.requests.length = 0
    await load(ws)
    expect(bodiesFetched(mock, ws)).toEqual([otherTable])
    Object.assign(valueOf(mock.store.views[testId(8, 1)]) ?? {}, { format: { table_wrap: true } })
    mock.requests.length = 0
    await load(ws)
    expect(bodiesFetched(mock, ws)).toEqual([withTable])
  })

  it('fetches a post whose batch Notion refuses (400) alone with getPage; the rest stay batched', async () => {
    const ws = buildTestWorkspace({ posts: 6 })
    await serve(ws)
    const broken = ws.postIds[3] ?? ''
    mock.faults.push({ endpoint: 'syncRecordValuesMain', recordId: bodyOf(3), status: 400 })
    const loaded = await load(ws)
    expect(Object.keys(loaded.pages).sort()).toEqual([...ws.postIds].sort())
    expect(JSON.stringify(loaded.pages[broken])).toContain('Body of post 4')
    // Only the refused post went through getPage.
    expect(pagesFetched()).toEqual([ws.rootPageId, broken])
    // The failed request was split by post until the refused one was alone: the others' bodies
    // came from record requests that were answered.
    const answered = mock.requests
      .filter((r) => r.endpoint === 'syncRecordValuesMain' && r.status === 200)
      .flatMap((r) => recordIdsOf(r.body))
    expect(answered.sort()).toEqual([0, 1, 2, 4, 5].map(bodyOf).sort())
    expect(mock.count('syncRecordValuesMain')).toBeLessThanOrEqual(1 + 2 * Math.log2(6) + 1)
    expect(logs.some((l) => l.includes(broken) && l.includes('fetching it alone'))).toBe(true)
  })

  it('waits as long as Retry-After says after a 429', async () => {
    const ws = buildTestWorkspace({ posts: 2 })
    await serve(ws)
    mock.faults.push({ endpoint: 'syncRecordValuesMain', status: 429, retryAfter: 2, times: 1 })
    const loaded = await load(ws)
    expect(clock.sleeps).toEqual([2000])
    expect(Object.keys(loaded.pages)).toHaveLength(2)
  })

  it('skips a page answering 400 and keeps the rest', async () => {
    const ws = buildTestWorkspace({ posts: 3 })
    await serve(ws)
    const broken = ws.postIds[1] ?? ''
    mock.faults.push({ endpoint: 'syncRecordValuesMain', recordId: bodyOf(1), status: 400 })
    mock.faults.push({ endpoint: 'loadPageChunk', pageId: broken, status: 400 })
    const loaded = await load(ws)
    expect(Object.keys(loaded.pages).sort()).toEqual(
      ws.postIds.filter((id) => id !== broken).sort()
    )
    expect(logs.some((line) => line.startsWith('warn:') && line.includes(broken))).toBe(true)
  })

  it('leaves out a never-fetched page whose transient error outlasts the retries, keeping the rest', async () => {
    const ws = buildTestWorkspace({ posts: 2 })
    await serve(ws)
    const failing = ws.postIds[0] ?? ''
    mock.faults.push({ endpoint: 'syncRecordValuesMain', recordId: bodyOf(0), status: 503 })
    mock.faults.push({ endpoint: 'loadPageChunk', pageId: failing, status: 503 })
    const loaded = await load(ws)
    // The batch's retries, then (both posts handed to getPage) the failing page's own.
    expect(clock.sleeps).toEqual([1000, 2000, 4000, 8000, 1000, 2000, 4000, 8000])
    expect(Object.keys(loaded.pages)).toEqual([ws.postIds[1]])
    expect(
      logs.some((l) => l.startsWith('warn:') && l.includes(failing) && l.includes('404'))
    ).toBe(true)
  })

  it('fails instead of yielding an empty database when the collection query fails', async () => {
    const ws = buildTestWorkspace({ posts: 2 })
    await serve(ws)
    mock.faults.push({ endpoint: 'queryCollection', status: 400 })
    await expect(load(ws)).rejects.toThrow(WorkspaceError)
    expect(mock.count('loadPageChunk')).toBe(1)
  })

  it('stops with a message on a wrong page id', async () => {
    const ws = buildTestWorkspace({ posts: 1 })
    await serve(ws)
    const api = createNotionApi({ apiBaseUrl: mock.url, clock })
    await expect(fetchWorkspace(ws.postIds[0] ?? '', { api })).rejects.toThrow(/not a database/)
    await expect(fetchWorkspace('11111111-1111-4111-8111-111111111111', { api })).rejects.toThrow(
      /Check NOTION_PAGE_ID/
    )
  })

  it.each([
    ['400', 400],
    ['503 after the retries', 503]
  ])(
    'keeps serving the cached copy of an edited post whose refetch fails (%s)',
    async (_label, status) => {
      const ws = buildTestWorkspace({ posts: 3 })
      await serve(ws)
      await load(ws)
      const edited = ws.postIds[1] ?? ''
      mock.store.updateBlock(edited, { last_edited_time: Date.UTC(2025, 0, 1) })
      mock.faults.push({ endpoint: 'syncRecordValuesMain', recordId: bodyOf(1), status })
      mock.faults.push({ endpoint: 'loadPageChunk', pageId: edited, status })
      logs.length = 0
      const reloaded = await load(ws)
      expect(Object.keys(reloaded.pages).sort()).toEqual([...ws.postIds].sort())
      expect(reloaded.pages[edited]).toBeDefined()
      const warning = logs.find((l) => l.startsWith('warn:') && l.includes(edited))
      expect(warning).toMatch(/cached copy/)
      // The cache still lists it, so the next build or regeneration has it too.
      expect(Object.keys((await readWorkspaceDir(cacheDir))?.pages ?? {})).toContain(edited)
    }
  )

  it('serves the cached workspace when the database itself cannot be read', async () => {
    const ws = buildTestWorkspace({ posts: 2 })
    await serve(ws)
    const first = await load(ws)
    mock.faults.push({ endpoint: 'loadPageChunk', pageId: ws.rootPageId, status: 503 })
    logs.length = 0
    const reloaded = await load(ws)
    expect(Object.keys(reloaded.pages).sort()).toEqual(Object.keys(first.pages).sort())
    expect(reloaded.fetchedAt).toBe(first.fetchedAt)
    expect(
      logs.some((l) => l.startsWith('warn:') && l.includes('serving the workspace cached'))
    ).toBe(true)
  })

  it('never lets more requests start in a second than the rate limit', async () => {
    const ws = buildTestWorkspace({ posts: 12 })
    await serve(ws)
    const limiter = createRateLimiter(3, clock)
    const starts: number[] = []
    const api = createNotionApi({
      apiBaseUrl: mock.url,
      clock,
      limiter: { acquire: () => limiter.acquire().then(() => void starts.push(clock.now())) }
    })
    await fetchWorkspace(ws.rootPageId, { api, concurrency: 6 })
    expect(starts.length).toBe(mock.requests.length)
    // The window is a second plus the safety margin: jitter in arrival never makes it four.
    const windowMs = 1000 + RATE_MARGIN_MS
    for (const [i, start] of starts.entries()) {
      expect(
        starts.filter((t) => t >= start && t < start + windowMs).length,
        `window at request ${i}`
      ).toBeLessThanOrEqual(3)
    }
    expect(clock.now() - (starts[0] ?? 0)).toBeGreaterThanOrEqual(
      Math.floor((starts.length - 1) / 3) * windowMs
    )
  })
})
