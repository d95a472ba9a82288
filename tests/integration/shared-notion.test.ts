import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '@/lib/config/load-config'
import { setLogSink } from '@/lib/log'
import type { Clock } from '@/lib/notion/clock'
import { createNotionSource } from '@/lib/notion/create-content-source'
import { createRateLimiter } from '@/lib/notion/rate-limiter'
import { DEFAULT_ROW_QUERY_INTERVAL } from '@/lib/notion/row-queries'
import type { ContentSource, Workspace } from '@/lib/notion/types'
import { createNotionSharing, type NotionSharing } from '@/lib/notion/notion-sharing'
import { MockStore, startMockNotion, type MockNotion } from '@/scripts/mock-notion/mock-server'
import { fakeClock } from '@/tests/support/fake-clock'
import { buildTestWorkspace, testId, type TestWorkspace } from '@/tests/support/notion-workspace'
import { hasRedisServer, startRedis, type TestRedis } from '@/tests/support/redis-server'

/*
 * Several server instances sharing one Redis (lib/shared), against a real redis-server and the
 * mock Notion API: each "instance" is a Notion source with a connection of its own, as two
 * processes would have. What Notion sees from two instances, and what happens when Redis dies.
 */

let redis: TestRedis
let mock: MockNotion
let dir: string
let logs: string[]
let restoreLog: () => void
const open: NotionSharing[] = []
let run = 0

/** Real sleeps (the lock's polls), a time that tests move on: the window passes without waiting. */
function steppedClock(): Clock & { advance(ms: number): void } {
  let offset = 0
  return {
    now: () => Date.now() + offset,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    advance: (ms) => void (offset += ms)
  }
}

function instance(ws: TestWorkspace, name: string, clock: Clock) {
  // A slow answer would make an instance go on alone: counts below assume Redis answers.
  const sharing = createNotionSharing({
    url: redis.url,
    prefix: `test${run}`,
    clock,
    timeoutMs: 10_000,
    maxBackoffMs: 200
  })
  open.push(sharing)
  const { config } = loadConfig({
    env: {
      NOTION_PAGE_ID: ws.rootPageId,
      NOTION_API_BASE_URL: mock.url,
      NOTION_CACHE_DIR: path.join(dir, name, 'overlay'),
      NOTION_RATE_LIMIT: '100'
    }
  })
  const source: ContentSource = createNotionSource(config, {
    clock,
    distDir: path.join(dir, name, 'dist'),
    sharing: Promise.resolve(sharing)
  })
  const live = () => {
    if (!source.loadLiveWorkspace) throw new Error('the Notion source loads live workspaces')
    return source.loadLiveWorkspace(ws.rootPageId)
  }
  return { sharing, live }
}

const bodyText = (workspace: Workspace, id: string) => JSON.stringify(workspace.pages[id] ?? null)
const endpoints = () => mock.requests.map((r) => `${r.endpoint}:${r.pageId ?? ''}`)
const redisLines = (kind: string) =>
  logs.filter((line) => line.includes('Redis') && line.includes(kind))

describe.skipIf(!hasRedisServer)('instances sharing one Redis', () => {
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    await redis?.stop()
  })
  beforeEach(async () => {
    run++
    dir = await mkdtemp(path.join(tmpdir(), 'shared-notion-'))
    logs = []
    restoreLog = setLogSink((level, message) => logs.push(`${level}: ${message}`))
  })
  afterEach(async () => {
    await Promise.all(open.splice(0).map((sharing) => sharing.close()))
    restoreLog()
    await mock?.close()
    await rm(dir, { recursive: true, force: true })
  })

  async function serve(ws: TestWorkspace) {
    const store = new MockStore()
    for (const recordMap of ws.recordMaps) store.addRecordMap(recordMap)
    mock = await startMockNotion(store, { latencyMs: 20 })
  }

  it('two instances refreshing at once read the database and a page once, then each edit once', async () => {
    const ws = buildTestWorkspace({ posts: 6 })
    await serve(ws)
    const clock = steppedClock()
    const a = instance(ws, 'a', clock)
    const b = instance(ws, 'b', clock)
    const article = ws.postIds[2] ?? ''

    const [wa, wb] = await Promise.all([a.live(), b.live()])
    expect(endpoints()).toEqual([`loadPageChunk:${ws.rootPageId}`, 'queryCollection:'])
    expect(wb.fetchedAt).toBe(wa.fetchedAt)
    await Promise.all([wa.lazy?.load(article), wb.lazy?.load(article)])
    expect(mock.count('loadPageChunk', article)).toBe(1)
    expect(bodyText(wb, article)).toContain('Body of post 3')

    // An edit; a window later both regenerate: Notion sees one instance's refresh.
    mock.requests.length = 0
    mock.store.updateBlock(testId(5, 3), { properties: { title: [['Edited text']] } })
    mock.store.updateBlock(article, { last_edited_time: clock.now() + 1 })
    clock.advance(2000)
    const [na, nb] = await Promise.all([a.live(), b.live()])
    await Promise.all([na.lazy?.load(article), nb.lazy?.load(article)])
    expect(mock.count('queryCollection')).toBe(1)
    expect(mock.count('loadPageChunk', article)).toBe(1)
    expect(bodyText(na, article)).toContain('Edited text')
    expect(bodyText(nb, article)).toContain('Edited text')

    // Later, one instance alone: the page the other refreshed is taken from Redis, not Notion.
    clock.advance(2000)
    mock.requests.length = 0
    const later = await b.live()
    await later.lazy?.load(article)
    expect(endpoints()).toEqual([`loadPageChunk:${ws.rootPageId}`, 'queryCollection:'])
    expect(logs.filter((line) => line.includes('Redis'))).toEqual([])

    // An on-demand revalidation forgets the shared read: the next load reads Notion again.
    mock.requests.length = 0
    await b.live()
    expect(mock.count('queryCollection')).toBe(0)
    await a.sharing.forget(ws.rootPageId)
    await b.live()
    expect(mock.count('queryCollection')).toBe(1)
  })

  it('a database one instance queried for added rows is not queried again by the others', async () => {
    const ws = buildTestWorkspace({ posts: 4, inlineDatabaseIn: [2] })
    await serve(ws)
    const clock = steppedClock()
    const [a, b] = [instance(ws, 'a', clock), instance(ws, 'b', clock)]
    const article = ws.postIds[2] ?? ''
    const queries = () => mock.requests.filter((r) => r.endpoint === 'queryCollection').length
    // a loads the article (its page, its database listed now), then the interval passes.
    await (await a.live()).lazy?.load(article)
    clock.advance(DEFAULT_ROW_QUERY_INTERVAL * 1000)
    mock.requests.length = 0
    // b takes the page from Redis and checks it: its records, and a query (the database read,
    // then the check's).
    await (await b.live()).lazy?.load(article)
    expect(queries()).toBe(2)
    clock.advance(2000)
    mock.requests.length = 0
    // a, whose own time for that database is an interval old, reads b's from Redis: no query.
    await (await a.live()).lazy?.load(article)
    expect(queries()).toBe(1)
    expect(mock.count('syncRecordValuesMain')).toBe(1)
  })

  it('one request budget: the second instance waits for the first one’s window', async () => {
    const clock = fakeClock(Date.UTC(2025, 0, 1))
    const sharingA = createNotionSharing({ url: redis.url, prefix: `test${run}`, clock })
    const sharingB = createNotionSharing({ url: redis.url, prefix: `test${run}`, clock })
    open.push(sharingA, sharingB)
    const a = sharingA.limiter(2, createRateLimiter(2, clock))
    const b = sharingB.limiter(2, createRateLimiter(2, clock))
    await a.acquire()
    await a.acquire()
    expect(clock.sleeps).toEqual([])
    await b.acquire()
    expect(clock.sleeps).toEqual([1050])
    await b.acquire()
    expect(clock.sleeps).toEqual([1050])
    await a.acquire()
    expect(clock.sleeps).toEqual([1050, 1050])
  })

  it('Redis killed: each instance serves on its own and says so once; restarted: sharing resumes', async () => {
    const ws = buildTestWorkspace({ posts: 4 })
    await serve(ws)
    const clock = steppedClock()
    const a = instance(ws, 'a', clock)
    const b = instance(ws, 'b', clock)
    const article = ws.postIds[1] ?? ''
    const first = await a.live()
    await first.lazy?.load(article)

    await redis.kill()
    mock.requests.length = 0
    for (let visit = 0; visit < 3; visit++) {
      clock.advance(2000)
      for (const server of [a, b]) {
        const workspace = await server.live()
        await workspace.lazy?.load(article)
        expect(bodyText(workspace, article)).toContain('Body of post 2')
      }
    }
    // Each instance read the database itself, on its own budget, every window.
    expect(mock.count('queryCollection')).toBe(6)
    expect(redisLines('unavailable')).toHaveLength(2)

    await redis.restart()
    await Promise.all([a.sharing.redis.ready(), b.sharing.redis.ready()])
    expect(redisLines('is back:')).toHaveLength(2)
    clock.advance(2000)
    mock.requests.length = 0
    await a.live()
    await b.live()
    expect(mock.count('queryCollection')).toBe(1)
    expect(redisLines('unavailable')).toHaveLength(2)
  })

  it('Redis full: an instance keeps its refreshes to itself and says so once', async () => {
    const ws = buildTestWorkspace({ posts: 3 })
    await serve(ws)
    const clock = steppedClock()
    const a = instance(ws, 'a', clock)
    await a.sharing.redis.ready()
    await a.sharing.redis.run(
      (client) => client.sendCommand(['CONFIG', 'SET', 'maxmemory', '1']),
      () => null
    )
    try {
      for (let visit = 0; visit < 2; visit++) {
        clock.advance(2000)
        const workspace = await a.live()
        await workspace.lazy?.load(ws.postIds[0] ?? '')
        expect(bodyText(workspace, ws.postIds[0] ?? '')).toContain('Body of post 1')
      }
      expect(redisLines('OOM')).toHaveLength(1)
      expect(redisLines('unavailable')).toEqual([])
    } finally {
      await a.sharing.redis.run(
        (client) => client.sendCommand(['CONFIG', 'SET', 'maxmemory', '0']),
        () => null
      )
    }
  })

  it('Redis too slow to answer: the instance goes on without it', async () => {
    const ws = buildTestWorkspace({ posts: 2 })
    await serve(ws)
    const clock = steppedClock()
    const sharing = createNotionSharing({
      url: redis.url,
      prefix: `test${run}`,
      clock,
      timeoutMs: 100
    })
    const pauser = createNotionSharing({ url: redis.url, prefix: `test${run}`, clock })
    open.push(sharing, pauser)
    await sharing.redis.ready()
    await pauser.redis.run(
      (client) => client.sendCommand(['CLIENT', 'PAUSE', '600', 'ALL']),
      () => null
    )
    const stored = await sharing.redis.run(
      (client) => client.get('anything'),
      () => 'fallback'
    )
    expect(stored).toBe('fallback')
    expect(redisLines('unavailable')).toHaveLength(1)
    await pauser.redis.run(
      (client) => client.sendCommand(['CLIENT', 'UNPAUSE']),
      () => null
    )
  })
})
