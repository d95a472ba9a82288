export interface ClientRateLimitOptions {
  /** Requests a client may make in any window of `windowMs`. */
  limit: number
  windowMs: number
  /** Clients remembered at once; the least recently seen are forgotten beyond it. */
  maxClients: number
  now?: () => number
}

export type RateAnswer = { ok: true } | { ok: false; retryAfterSeconds: number }

export interface ClientRateLimit {
  /** Counts a request of `client` and says whether it may go on. */
  hit(client: string): RateAnswer
  /** Clients remembered now. */
  readonly size: number
}

/**
 * A sliding window per client, in memory (per server process). The map is bounded: a flood of
 * new clients forgets the least recently seen ones rather than growing without limit.
 */
export function createClientRateLimit(options: ClientRateLimitOptions): ClientRateLimit {
  const { limit, windowMs, maxClients, now = Date.now } = options
  const seen = new Map<string, number[]>()
  return {
    hit(client) {
      const at = now()
      const recent = (seen.get(client) ?? []).filter((t) => t > at - windowMs)
      seen.delete(client)
      const ok = recent.length < limit
      if (ok) recent.push(at)
      seen.set(client, recent)
      while (seen.size > maxClients) seen.delete(seen.keys().next().value!)
      if (ok) return { ok }
      const freed = (recent[0] ?? at) + windowMs
      return { ok, retryAfterSeconds: Math.max(1, Math.ceil((freed - at) / 1000)) }
    },
    get size() {
      return seen.size
    }
  }
}
