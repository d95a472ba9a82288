import type { Clock } from '@/lib/notion/clock'
import { RATE_MARGIN_MS, type RateLimiter } from '@/lib/notion/rate-limiter'
import type { RedisConnection } from '@/lib/shared/redis-connection.mjs'

/**
 * The sliding window of rate-limiter.ts, kept in Redis for every instance: a sorted set of the
 * request starts of the last window. Answers 0 when this start is taken, else how long to wait.
 */
const TAKE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return math.max(1, tonumber(first[2]) + window - now)`

/**
 * One Notion budget for every instance sharing `key`: at most `perSecond` starts in any window
 * of a second plus RATE_MARGIN_MS, all instances together. Each instance asks in call order, one
 * request at a time. While Redis fails, `local` (this instance's own budget) paces instead.
 * Instances compare their own clocks with the starts others recorded: keep them in sync (NTP).
 */
export function createSharedRateLimiter(
  redis: RedisConnection,
  key: string,
  perSecond: number,
  local: RateLimiter,
  clock: Clock
): RateLimiter {
  const windowMs = 1000 + RATE_MARGIN_MS
  let queue: Promise<void> = Promise.resolve()
  let counter = 0
  const take = async () => {
    for (;;) {
      const member = `${process.pid}:${++counter}:${Math.random()}`
      const wait = await redis.run(
        async (client) =>
          Number(
            await client.eval(TAKE, {
              keys: [key],
              arguments: [String(clock.now()), String(windowMs), String(perSecond), member]
            })
          ),
        () => -1
      )
      if (wait === 0) return
      if (wait < 0) return local.acquire()
      await clock.sleep(wait)
    }
  }
  return {
    acquire() {
      const turn = queue.then(take)
      queue = turn.catch(() => undefined)
      return turn
    }
  }
}
