import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { handlerContext } from '@/tests/support/next-cache'

/*
 * Every server build installs the cache handler (next.config.ts); a server started without
 * REDIS_URL serves and regenerates through it as Next's own cache, without loading the Redis
 * connection module or the client.
 */

const loaded = vi.hoisted(() => ({ connection: false, client: false }))
vi.mock('@/lib/shared/redis-connection.mjs', async (original) => {
  loaded.connection = true
  return original()
})
vi.mock('redis', () => {
  loaded.client = true
  return {}
})

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cache-handler-alone-'))
  await mkdir(path.join(dir, 'server'), { recursive: true })
  await writeFile(path.join(dir, 'BUILD_ID'), 'build-1')
  vi.stubEnv('REDIS_URL', '')
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await rm(dir, { recursive: true, force: true })
})

it('without REDIS_URL a page is written and served by Next’s own cache, no Redis code loaded', async () => {
  const { default: Handler } = await import('@/lib/shared/cache-handler.mjs')
  const ctx = handlerContext(path.join(dir, 'server'))
  const page = {
    kind: 'PAGES',
    html: '<p>alone</p>',
    pageData: { pageProps: {} },
    headers: undefined,
    status: 200
  }
  const setCtx = { kind: 'PAGES', isRoutePPREnabled: false, isFallback: false }
  // Next makes a handler per request: one writes, the next reads.
  await new Handler(ctx).set(
    '/posts/alone',
    page as never,
    {
      ...setCtx,
      cacheControl: { revalidate: 5, expire: undefined }
    } as never
  )
  expect((await new Handler(ctx).get('/posts/alone', setCtx as never))?.value).toEqual(page)
  expect(loaded).toEqual({ connection: false, client: false })
})
