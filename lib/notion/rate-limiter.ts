import { systemClock, type Clock } from '@/lib/notion/clock'

export interface RateLimiter {
  /** Resolves when one more request may start. */
  acquire(): Promise<void>
}

/**
 * Extra width of the limiter's window, ms. Notion counts requests when they arrive, not when we
 * start them: a start delayed by a busy event loop or the network, followed by one sent promptly
 * a second later, lands four requests in the server's one-second window. Pacing exactly at the
 * limit got 16 % of a 200-post build throttled (each costing a 1 s Retry-After); 5 % of slack
 * costs at most 5 % of the rate and absorbs most of it (a 200-post build fetching while `next
 * build` compiled: no 429 on a quiet machine, 1-2 at load 4-8, 10 in one run at load 7). 10 %
 * lost more time to the slack than those few 429s cost.
 */
export const RATE_MARGIN_MS = 50

/**
 * At most `perSecond` request starts in any window of one second plus `marginMs`, over the whole
 * process: Notion limits per client, whatever page or endpoint the request is for. Slots are
 * handed out in call order, so a burst is spread evenly instead of starving late callers.
 */
export function createRateLimiter(
  perSecond: number,
  clock: Clock = systemClock,
  marginMs = RATE_MARGIN_MS
): RateLimiter {
  if (!(perSecond > 0)) return { acquire: async () => {} }
  const windowMs = 1000 + Math.max(0, marginMs)
  const starts: number[] = []
  let queue: Promise<void> = Promise.resolve()
  const take = async () => {
    for (;;) {
      const now = clock.now()
      while (starts.length > 0 && (starts[0] ?? 0) <= now - windowMs) starts.shift()
      if (starts.length < perSecond) {
        starts.push(now)
        return
      }
      await clock.sleep((starts[0] ?? now) + windowMs - now)
    }
  }
  return {
    acquire() {
      const turn = queue.then(take)
      queue = turn
      return turn
    }
  }
}
