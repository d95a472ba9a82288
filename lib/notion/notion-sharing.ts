import type { ExtendedRecordMap } from 'notion-types'
import { log } from '@/lib/log'
import { systemClock, type Clock } from '@/lib/notion/clock'
import type { RefreshCoordinator } from '@/lib/notion/live-workspace'
import type { PageStore } from '@/lib/notion/page-store'
import type { RateLimiter } from '@/lib/notion/rate-limiter'
import { createSharedPageStore } from '@/lib/notion/shared-page-store'
import { createSharedRateLimiter } from '@/lib/notion/shared-rate-limiter'
import { createSharedRefresh } from '@/lib/notion/shared-refresh'
import {
  createRedisConnection,
  processRedisConnection,
  type RedisConnection
} from '@/lib/shared/redis-connection.mjs'

/**
 * How recent a result read by another instance must be to serve a load: the memo window of
 * get-workspace.ts (a second), so what a load gets was read from Notion less than a second
 * before it asked, whichever instance read it.
 */
export const SHARED_FRESH_MS = 1000

/** What the Notion source of a server shares with the other instances through Redis. */
export interface NotionSharing {
  readonly redis: RedisConnection
  /** One request budget for all instances; `local` paces while Redis fails. */
  limiter(perSecond: number, local: RateLimiter): RateLimiter
  /** The page copies of one workspace, above this instance's own store. */
  pageStore(rootPageId: string, local: PageStore): PageStore
  /** One database read and one refresh per page per window for all instances. */
  coordinator(rootPageId: string): RefreshCoordinator
  /** Drop the database read shared last: the next load reads Notion (on-demand revalidation). */
  forget(rootPageId: string): Promise<void>
  close(): Promise<void>
}

export interface NotionSharingOptions {
  url: string
  /** REDIS_KEY_PREFIX. */
  prefix: string
  clock?: Clock
  timeoutMs?: number
  maxBackoffMs?: number
  /** A connection made already (the process's); default a connection of its own. */
  redis?: RedisConnection
}

export function createNotionSharing(options: NotionSharingOptions): NotionSharing {
  const clock = options.clock ?? systemClock
  const redis =
    options.redis ??
    createRedisConnection({
      url: options.url,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.maxBackoffMs ? { maxBackoffMs: options.maxBackoffMs } : {}),
      warn: log.warn,
      info: log.info
    })
  const refresh = createSharedRefresh(redis, clock)
  const keyOf = (rootPageId: string) => `${options.prefix}:notion:${rootPageId}`
  return {
    redis,
    limiter: (perSecond, local) =>
      createSharedRateLimiter(redis, `${options.prefix}:notion-rate`, perSecond, local, clock),
    pageStore: (rootPageId, local) => createSharedPageStore(redis, keyOf(rootPageId), local),
    coordinator(rootPageId) {
      const key = keyOf(rootPageId)
      return {
        async database(fetch) {
          const { value, at } = await refresh.once(`${key}:database`, SHARED_FRESH_MS, fetch)
          return { database: value, fetchedAt: new Date(at).toISOString() }
        },
        page: async (id, fetch) =>
          (await refresh.once<ExtendedRecordMap>(`${key}:refresh:${id}`, SHARED_FRESH_MS, fetch))
            .value
      }
    },
    forget: (rootPageId) =>
      redis.run(
        async (client) => void (await client.del(`${keyOf(rootPageId)}:database:result`)),
        () => undefined
      ),
    close: () => redis.close()
  }
}

const processState = globalThis as { __notionSharing?: Map<string, NotionSharing> }

/**
 * The sharing of this process for one Redis and prefix, on the process's one connection to it
 * (Next's cache handler uses it too), however many bundles.
 */
export function processNotionSharing(url: string, prefix: string): NotionSharing {
  const all = (processState.__notionSharing ??= new Map())
  const id = `${prefix} ${url}`
  let sharing = all.get(id)
  if (!sharing) {
    const redis = processRedisConnection({ url, warn: log.warn, info: log.info })
    all.set(id, (sharing = createNotionSharing({ url, prefix, redis })))
  }
  return sharing
}
