import { systemClock, type Clock } from './clock'

export interface RateLimiter {
  /** Resolves when one more request may start. */
  acquire(): Promise<void>
}

/**
 * At most `perSecond` request starts in any one-second window, over the whole process: Notion
 * limits per client, whatever page or endpoint the request is for. Slots are handed out in call
 * order, so a burst is spread evenly instead of starving late callers.
 */
export function createRateLimiter(perSecond: number, clock: Clock = systemClock): RateLimiter {
  if (!(perSecond > 0)) return { acquire: async () => {} }
  const starts: number[] = []
  let queue: Promise<void> = Promise.resolve()
  const take = async () => {
    for (;;) {
      const now = clock.now()
      while (starts.length > 0 && (starts[0] ?? 0) <= now - 1000) starts.shift()
      if (starts.length < perSecond) {
        starts.push(now)
        return
      }
      await clock.sleep((starts[0] ?? now) + 1000 - now)
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
