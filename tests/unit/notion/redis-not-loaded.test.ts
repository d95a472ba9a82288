import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { loadConfig } from '@/lib/config/load-config'
import { setLogSink } from '@/lib/log'
import { createNotionSource } from '@/lib/notion/create-content-source'
import { MockStore, startMockNotion, type MockNotion } from '@/scripts/mock-notion/mock-server'
import { buildTestWorkspace } from '@/tests/support/notion-workspace'

/* Without REDIS_URL a server never loads the Redis client (lib/shared is imported on demand). */

const redisModule = vi.hoisted(() => ({ loaded: false }))
vi.mock('redis', () => {
  redisModule.loaded = true
  return {
    createClient: () => ({
      on: () => undefined,
      connect: () => Promise.reject(new Error('no Redis in this test')),
      isReady: false,
      unref: () => undefined,
      destroy: () => undefined
    })
  }
})

let mock: MockNotion
let dir: string
let restoreLog: () => void

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'redis-not-loaded-'))
  restoreLog = setLogSink(() => undefined)
  redisModule.loaded = false
})
afterEach(async () => {
  restoreLog()
  await mock?.close()
  await rm(dir, { recursive: true, force: true })
})

async function regenerate(env: Record<string, string>) {
  const ws = buildTestWorkspace({ posts: 2 })
  const store = new MockStore()
  for (const recordMap of ws.recordMaps) store.addRecordMap(recordMap)
  mock = await startMockNotion(store)
  const { config } = loadConfig({
    env: { NOTION_PAGE_ID: ws.rootPageId, NOTION_API_BASE_URL: mock.url, ...env }
  })
  const source = createNotionSource(config, { distDir: path.join(dir, 'dist') })
  const workspace = await source.loadLiveWorkspace?.(ws.rootPageId)
  await workspace?.lazy?.load(ws.postIds[0] ?? '')
  return workspace
}

it('a server regenerating a page without REDIS_URL never imports redis', async () => {
  const workspace = await regenerate({ NOTION_CACHE_DIR: path.join(dir, 'a') })
  expect(workspace?.pages).not.toEqual({})
  expect(redisModule.loaded).toBe(false)
})

it('a server with REDIS_URL does (and, Redis unreachable, regenerates all the same)', async () => {
  vi.stubEnv('NODE_ENV', 'production')
  const workspace = await regenerate({
    NOTION_CACHE_DIR: path.join(dir, 'b'),
    REDIS_URL: 'redis://127.0.0.1:1'
  })
  expect(workspace?.pages).not.toEqual({})
  expect(redisModule.loaded).toBe(true)
  vi.unstubAllEnvs()
})

it('a build or a script with REDIS_URL reads alone', async () => {
  await regenerate({ NOTION_CACHE_DIR: path.join(dir, 'c'), REDIS_URL: 'redis://127.0.0.1:1' })
  expect(redisModule.loaded).toBe(false)
})

it('Next’s cache handler without REDIS_URL is Next’s own cache and never imports redis', async () => {
  vi.stubEnv('REDIS_URL', '')
  const { default: Handler } = await import('@/lib/shared/cache-handler.mjs')
  expect(Handler).toBeTypeOf('function')
  expect(redisModule.loaded).toBe(false)
  vi.unstubAllEnvs()
})
