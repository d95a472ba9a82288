import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildSiteData } from '@/lib/content/site-data'
import { setLogSink } from '@/lib/log'
import { DEMO_DIR } from '@/lib/notion/create-content-source'
import { databaseRowsOf } from '@/lib/notion/database-rows'
import { rowKinds } from '@/lib/notion/fetch-workspace'
import { fetchOfficialWorkspace } from '@/lib/notion/official/official-workspace'
import { readWorkspaceDir, workspaceDirOf } from '@/lib/notion/workspace-dir'
import { fakeClock, type FakeClock } from '@/tests/support/fake-clock'
import { buildTestWorkspace, testId } from '@/tests/support/notion-workspace'
import { startOfficialMock, type OfficialMock } from '@/tests/support/official/official-mock'
import { officialStoreOf } from '@/tests/support/official/official-store'
import {
  asOfficialInput,
  officialClientOf
} from '@/tests/support/official/official-workspace-fixture'

/** Requests a cold build of the demo makes through the official source. */
const DEMO_REQUESTS = 68

let mock: OfficialMock
let cacheDir: string
let clock: FakeClock
let logs: string[]
let restoreLog: () => void

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'official-cache-'))
  clock = fakeClock()
  logs = []
  restoreLog = setLogSink((level, message) => logs.push(`${level}: ${message}`))
})

afterEach(async () => {
  restoreLog()
  await mock?.close()
  await rm(cacheDir, { recursive: true, force: true })
})

const load = (rootPageId: string, rate = 0) =>
  fetchOfficialWorkspace(rootPageId, {
    client: officialClientOf(mock, clock, rate),
    cacheDir,
    concurrency: 3
  })

const paths = () => mock.requests.map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`)

describe('the official source', () => {
  it('builds the demo site from the official API: every page, the same posts as the private source', async () => {
    const demo = await readWorkspaceDir(workspaceDirOf(DEMO_DIR, ''))
    if (!demo) throw new Error('no demo workspace')
    mock = await startOfficialMock(officialStoreOf(demo))
    const loaded = await load(demo.rootPageId)
    const { collection, rows } = databaseRowsOf(demo.database, demo.rootPageId)
    const { shouldFetchRow } = rowKinds({})
    const wanted = rows.filter((row) => shouldFetchRow(row, collection)).map((row) => row.id)
    expect(Object.keys(loaded.pages).sort()).toEqual(wanted.sort())
    const now = Date.UTC(2030, 0, 1)
    const official = buildSiteData(loaded, { now })
    const privateData = buildSiteData(demo, { now })
    const summary = (data: typeof official) =>
      data.posts
        .map((p) =>
          [p.slug, p.title, p.date, p.category, p.tags.map((t) => t.name).join(',')].join('|')
        )
        .sort()
    expect(summary(official)).toEqual(summary(privateData))
    expect(official.posts.length).toBeGreaterThan(10)
    // The demo's 34 pages: the database (3), then their blocks, a level a request, their
    // databases (3 each) and the pages they link to or mention (docs/notion-database.md).
    expect(mock.requests).toHaveLength(DEMO_REQUESTS)
    expect(logs.filter((l) => l.startsWith('warn'))).toEqual([])
  })

  it('rebuilds after one edit with the database query and that page only', async () => {
    const ws = buildTestWorkspace({ posts: 3 })
    mock = await startOfficialMock(officialStoreOf(asOfficialInput(ws)))
    await load(ws.rootPageId)
    mock.requests.length = 0
    await load(ws.rootPageId)
    const database = [
      `GET /v1/databases/${ws.rootPageId}`,
      `GET /v1/data_sources/${ws.collectionId}`,
      `POST /v1/data_sources/${ws.collectionId}/query`
    ]
    expect(paths()).toEqual(database)

    const edited = ws.postIds[1] ?? ''
    const page = mock.store.pages.get(edited)
    if (page) page.last_edited_time = new Date(Date.UTC(2025, 0, 1)).toISOString()
    const body = mock.store.blocks.get(testId(5, 2))
    if (body)
      body.paragraph = {
        rich_text: [{ type: 'text', plain_text: 'New text', text: { content: 'New text' } }]
      }
    mock.requests.length = 0
    const reloaded = await load(ws.rootPageId)
    expect(paths()).toEqual([...database, `GET /v1/blocks/${edited}/children`])
    expect(JSON.stringify(reloaded.pages[edited])).toContain('New text')
  })

  it('refetches a page whose inline database gained, lost or changed a row; one query a database', async () => {
    const ws = buildTestWorkspace({ posts: 3, inlineDatabaseIn: [1] })
    mock = await startOfficialMock(officialStoreOf(asOfficialInput(ws)))
    await load(ws.rootPageId)
    const post = ws.postIds[1] ?? ''
    const table = mock.store.dataSources.get(testId(7, 2))
    if (!table) throw new Error('no inline database')
    const database = [
      `GET /v1/databases/${ws.rootPageId}`,
      `GET /v1/data_sources/${ws.collectionId}`,
      `POST /v1/data_sources/${ws.collectionId}/query`
    ]
    const check = [...database, `POST /v1/data_sources/${testId(7, 2)}/query`]
    mock.requests.length = 0
    await load(ws.rootPageId)
    expect(paths()).toEqual(check)

    // A row added: nothing else in the workspace changed.
    const added = structuredClone(mock.store.pages.get(table.rows[0] ?? ''))
    if (!added) throw new Error('no row')
    added.id = testId(6, 13)
    added.last_edited_time = new Date(Date.UTC(2025, 0, 1)).toISOString()
    const title = (added.properties as { title: { title: { plain_text: string }[] } }).title
    Object.assign(title.title[0] ?? {}, { plain_text: 'Added row', text: { content: 'Added row' } })
    mock.store.pages.set(added.id, added)
    table.rows.push(added.id)
    mock.requests.length = 0
    let reloaded = await load(ws.rootPageId)
    expect(paths().slice(0, check.length)).toEqual(check)
    expect(paths()).toContain(`GET /v1/blocks/${post}/children`)
    expect(JSON.stringify(reloaded.pages[post])).toContain('Added row')

    // A row removed.
    table.rows.splice(0, 1)
    mock.requests.length = 0
    reloaded = await load(ws.rootPageId)
    expect(paths()).toContain(`GET /v1/blocks/${post}/children`)
    expect(JSON.stringify(reloaded.pages[post])).not.toContain('Row 1')
  })

  it('a page the API refuses (403) costs that page only, in one line', async () => {
    const ws = buildTestWorkspace({ posts: 3 })
    mock = await startOfficialMock(officialStoreOf(asOfficialInput(ws)))
    const refused = ws.postIds[0] ?? ''
    mock.faults.push({ path: `/blocks/${refused}/children`, status: 403 })
    const loaded = await load(ws.rootPageId)
    expect(Object.keys(loaded.pages).sort()).toEqual(ws.postIds.slice(1).sort())
    const lines = logs.filter((l) => l.includes(refused))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^warn: skipping page .*403 restricted_resource/)
  })

  it('waits what Retry-After says on a 429, then goes on', async () => {
    const ws = buildTestWorkspace({ posts: 2 })
    mock = await startOfficialMock(officialStoreOf(asOfficialInput(ws)))
    mock.faults.push({ path: '/query', status: 429, retryAfter: 7, times: 1 })
    mock.faults.push({ path: `/blocks/${ws.postIds[1]}/children`, status: 502, times: 1 })
    const loaded = await load(ws.rootPageId)
    expect(Object.keys(loaded.pages)).toHaveLength(2)
    expect(clock.sleeps).toEqual([7000, 1000])
    expect(mock.requests.filter((r) => r.status === 429)).toHaveLength(1)
  })

  it('paces every request through the rate limiter', async () => {
    const ws = buildTestWorkspace({ posts: 4 })
    mock = await startOfficialMock(officialStoreOf(asOfficialInput(ws)))
    await load(ws.rootPageId, 3)
    // 3 database requests + 4 pages: 7 requests at 3 a second wait at least twice.
    expect(mock.requests).toHaveLength(7)
    expect(clock.sleeps.length).toBeGreaterThanOrEqual(2)
  })

  it('reads more than 100 rows and more than 100 children, a page of 100 at a time', async () => {
    const ws = buildTestWorkspace({ posts: 130 })
    const store = officialStoreOf(asOfficialInput(ws))
    const long = ws.postIds[0] ?? ''
    const first = store.blocks.get(testId(5, 1))
    const ids = Array.from({ length: 250 }, (_, i) => testId(10, i + 1))
    for (const [i, id] of ids.entries())
      store.blocks.set(id, {
        ...first,
        id,
        type: 'paragraph',
        paragraph: {
          rich_text: [{ type: 'text', plain_text: `line ${i}`, text: { content: `line ${i}` } }]
        }
      })
    store.children.set(long, ids)
    mock = await startOfficialMock(store)
    const loaded = await load(ws.rootPageId)
    expect(Object.keys(loaded.pages)).toHaveLength(130)
    const root = loaded.pages[long]?.block[long]?.value as { content?: string[] } | undefined
    expect(root?.content).toEqual(ids)
    expect(paths().filter((p) => p.endsWith('/query'))).toHaveLength(2)
    expect(paths().filter((p) => p === `GET /v1/blocks/${long}/children`)).toHaveLength(3)
  })

  it('tells the owner what to fix when the token or the sharing is wrong', async () => {
    const ws = buildTestWorkspace({ posts: 1 })
    mock = await startOfficialMock(officialStoreOf(asOfficialInput(ws)))
    mock.faults.push({ path: '/databases/', status: 404 })
    await expect(load(ws.rootPageId)).rejects.toThrow(/share the database with the integration/)
  })
})
