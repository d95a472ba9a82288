import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handlerContext, pageEntry } from '@/tests/support/next-cache'
import { hasRedisServer, startRedis, type TestRedis } from '@/tests/support/redis-server'

/*
 * Next's cache handler on a real redis-server (lib/shared/cache-handler.mjs): what one instance
 * regenerates the other serves; with Redis killed each serves what it holds.
 */

let redis: TestRedis
let dir: string

const page = pageEntry

async function handlerIn(name: string) {
  const distDir = path.join(dir, name)
  await mkdir(path.join(distDir, 'server'), { recursive: true })
  await writeFile(path.join(distDir, 'BUILD_ID'), 'build-1')
  const { default: Handler } = await import('@/lib/shared/cache-handler.mjs')
  const ctx = handlerContext(path.join(distDir, 'server'))
  return new Handler(ctx)
}

const setCtx = { kind: 'PAGES', isRoutePPREnabled: false, isFallback: false } as const
const cacheControl = { revalidate: 5, expire: undefined }
// Next's context types differ per kind; the handler reads none of them for pages.
const ctx = setCtx as never

describe.skipIf(!hasRedisServer)('the Redis cache handler', () => {
  beforeAll(async () => {
    redis = await startRedis()
    dir = await mkdtemp(path.join(tmpdir(), 'cache-handler-'))
    vi.stubEnv('REDIS_URL', redis.url)
    vi.stubEnv('REDIS_KEY_PREFIX', `handler${process.pid}`)
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await redis?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('a page one instance regenerates is served by the other; Redis killed: each serves its own', async () => {
    const a = await handlerIn('a')
    const b = await handlerIn('b')
    await a.set('/posts/one', page('edited') as never, { ...setCtx, cacheControl } as never)
    const seen = await b.get('/posts/one', ctx)
    expect(seen?.value).toEqual(page('edited'))
    expect(seen?.cacheControl).toEqual({ revalidate: 5 })

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await redis.kill()
    await b.set('/posts/two', page('b only') as never, { ...setCtx, cacheControl } as never)
    expect((await b.get('/posts/two', ctx))?.value).toEqual(page('b only'))
    expect(await a.get('/posts/two', ctx)).toBeNull()
    expect(warn.mock.calls.filter(([line]) => String(line).includes('unavailable'))).toHaveLength(1)
    warn.mockRestore()
  })
})
