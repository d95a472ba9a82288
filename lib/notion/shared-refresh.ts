import { randomUUID } from 'node:crypto'
import type { Clock } from '@/lib/notion/clock'
import type { RedisConnection } from '@/lib/shared/redis-connection.mjs'

/** How long a lock outlives an instance that died holding it. */
export const LOCK_MS = 15_000
/** How often an instance waiting for another's result looks for it. */
export const POLL_MS = 50
/** How long a result stays readable by the other instances. */
const RESULT_MS = 60_000

export interface SharedResult<T> {
  value: T
  /** When the instance that read it started reading (epoch ms). */
  at: number
}

export interface SharedRefresh {
  /**
   * `fetch()`'s result read by one instance for all: a result another instance started reading no
   * more than `freshMs` before this call is returned as is; else the instance taking the lock
   * reads it while the others wait for its result. A lock outlives a dead holder by LOCK_MS at
   * most, when a waiter takes it over. When Redis fails, this instance reads it itself.
   */
  once<T>(key: string, freshMs: number, fetch: () => Promise<T>): Promise<SharedResult<T>>
}

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`

const FAILED: unique symbol = Symbol('redis failed')
type Failed = typeof FAILED

export function createSharedRefresh(redis: RedisConnection, clock: Clock): SharedRefresh {
  const failed = (): Failed => FAILED
  const readResult = <T>(key: string) =>
    redis.run<SharedResult<T> | null | Failed>(async (client) => {
      const raw = await client.get(`${key}:result`)
      return raw ? (JSON.parse(raw) as SharedResult<T>) : null
    }, failed)
  const own = async <T>(fetch: () => Promise<T>): Promise<SharedResult<T>> => {
    const at = clock.now()
    return { value: await fetch(), at }
  }
  return {
    async once<T>(key: string, freshMs: number, fetch: () => Promise<T>) {
      const asked = clock.now()
      for (;;) {
        const stored = await readResult<T>(key)
        if (stored === FAILED) return own(fetch)
        if (stored && stored.at >= asked - freshMs) return stored
        const token = randomUUID()
        const locked = await redis.run<boolean | Failed>(
          async (client) =>
            (await client.set(`${key}:lock`, token, {
              condition: 'NX',
              expiration: { type: 'PX', value: LOCK_MS }
            })) === 'OK',
          failed
        )
        if (locked === FAILED) return own(fetch)
        if (locked) {
          try {
            // The holder before us may have stored its result and let go between our read
            // above and our lock: read again rather than ask Notion a second time.
            const stored = await readResult<T>(key)
            if (stored !== FAILED && stored && stored.at >= asked - freshMs) return stored
            const result = await own(fetch)
            await redis.run(
              (client) =>
                client.set(`${key}:result`, JSON.stringify(result), {
                  expiration: { type: 'PX', value: RESULT_MS }
                }),
              () => null
            )
            return result
          } finally {
            await redis.run(
              (client) => client.eval(RELEASE, { keys: [`${key}:lock`], arguments: [token] }),
              () => null
            )
          }
        }
        if (clock.now() - asked > LOCK_MS + 1000) return own(fetch)
        await clock.sleep(POLL_MS)
      }
    }
  }
}
